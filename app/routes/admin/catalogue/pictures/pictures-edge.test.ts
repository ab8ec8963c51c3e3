import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { selectVariant } from "#commerce/modules/catalogue/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { fetchAsStaff, managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;
let product: { id: number; uniqueName: string; svName: string; enName: string };
let priceListId: number;
let owner: StaffActor;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "pictures-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  owner = signedIn.owner;
  const [row] = await selectRows<{ id: number; unique_name: string; sv: string; en: string }>(
    shop.database.db,
    sql`select p.id, p.unique_name,
          (select name from product_translations where product_id = p.id and locale = 'sv-SE') as sv,
          (select name from product_translations where product_id = p.id and locale = 'en-GB') as en
        from products p where p.is_active and exists (select 1 from product_files f where f.product_id = p.id)
        order by p.id limit 1`,
  );
  product = { id: row!.id, uniqueName: row!.unique_name, svName: row!.sv, enName: row!.en };
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
});

const page = () => `/admin/catalogue/${product.id}/pictures`;
const as = fetchAsStaff(server, (role) => cookies[role]);

/** A file posted as a browser posts the page's upload form (multipart, one file). */
function upload(role: StaffRole, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("colourValueId", "");
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return as(role, page(), { method: "POST", body: form });
}

/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

const pictureKeys = async () =>
  (
    await selectRows<{ key: string }>(
      shop.database.db,
      sql`select key from product_files where product_id = ${product.id} order by sort_order, id`,
    )
  ).map((row) => row.key);

describe("the pictures page", () => {
  it("shows a manager the page in Swedish and an owner in English, linked from the product editor", async () => {
    const swedish = await htmlOf(await as("manager", page()));
    expect(swedish).toContain(`>Bilder av ${product.svName}</h1>`);
    expect(swedish).toMatch(/enctype="multipart\/form-data"/i);
    expect(swedish).toContain(">Bildfil</label>");
    expect(swedish).toContain(">Flytta ned</button>");
    const english = await htmlOf(await as("owner", page()));
    expect(english).toContain(`>Pictures of ${product.enName}</h1>`);
    expect(english).toContain(">Alt text in English</label>");
    expect(await htmlOf(await as("owner", `/admin/catalogue/${product.id}`))).toContain(`href="${page()}"`);
  });

  it("refuses support and editors with 403 on the page and on an upload, storing nothing", async () => {
    const before = await pictureKeys();
    const png = await sharp({ create: { width: 20, height: 25, channels: 3, background: "#2d6a4f" } })
      .png()
      .toBuffer();
    for (const role of ["support", "editor"] as const) {
      expect((await as(role, page())).status, role).toBe(403);
      expect((await upload(role, png, "green.png", "image/png")).status, role).toBe(403);
    }
    expect(await pictureKeys()).toEqual(before);
  });
});

describe("uploading through the page", () => {
  it("adds an uploaded picture, which /img serves resized", async () => {
    const before = await pictureKeys();
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#1d3557" } })
      .png()
      .toBuffer();
    const answer = await upload("manager", png, "blue.png", "application/octet-stream");
    expect(answer.status).toBe(200);
    expect(await htmlOf(answer)).toContain("Bilden har lagts till.");
    const after = await pictureKeys();
    expect(after.slice(0, -1)).toEqual(before);
    const key = after.at(-1)!;
    expect(key).toMatch(new RegExp(`^products/${product.id}/.+\\.png$`));
    const image = await fetch(server.url(`/img/${key}?w=160&fmt=webp`));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(160);
  });

  it("answers a file that is not a picture with 400 on its field, one too large with 413, and stores nothing", async () => {
    const before = await pictureKeys();
    const fake = await upload("manager", new TextEncoder().encode("<svg onload=alert(1)>"), "x.png", "image/png");
    expect(fake.status).toBe(400);
    const html = await htmlOf(fake);
    expect(html).toContain("Det här är inte en JPEG-, PNG-, WebP- eller AVIF-bild.");
    expect(html).toContain('aria-invalid="true"');
    const english = await upload("owner", new TextEncoder().encode("plain text"), "notes.jpg", "image/jpeg");
    expect(await htmlOf(english)).toContain("This is not a JPEG, PNG, WebP or AVIF picture.");
    const tooLarge = await upload("manager", new Uint8Array(11 * 1024 * 1024), "huge.jpg", "image/jpeg");
    expect(tooLarge.status).toBe(413);
    expect(await pictureKeys()).toEqual(before);
    // Only this page takes files: another page's form still refuses one.
    const form = new FormData();
    form.set("intent", "addTop");
    form.set("file", new File([new Uint8Array(10)], "x.png", { type: "image/png" }));
    const elsewhere = await as("manager", "/admin/catalogue/categories", { method: "POST", body: form });
    expect(elsewhere.status).toBe(400);
    // Nor does this page take one in place of text.
    const [first] = (await shop.commerce.staffProductPictures.getPictures(owner, product.id, "en-GB")).pictures;
    const stray = new FormData();
    stray.set("intent", "update");
    stray.set("pictureId", String(first!.id));
    stray.set("colourValueId", "");
    stray.set("altTexts.sv-SE", new File(["x"], "alt.txt", { type: "text/plain" }));
    stray.set("altTexts.en-GB", "");
    expect((await as("manager", page(), { method: "POST", body: stray })).status).toBe(400);
    expect((await shop.commerce.staffProductPictures.getPictures(owner, product.id, "en-GB")).pictures[0]).toEqual(
      first,
    );
  });

  it("saves alt text per language, which the storefront's product page shows in each", async () => {
    const detail = (await shop.commerce.catalogue.getProductById("sv-SE", product.id, priceListId))!;
    const colour = selectVariant(detail.variants, { colour: null, size: null }).colour;
    const main = detail.files.find((file) => file.colourValueId === colour?.valueId) ?? detail.files[0]!;
    const view = await shop.commerce.staffProductPictures.getPictures(owner, product.id, "sv-SE");
    const picture = view.pictures.find((candidate) => candidate.key === main.key)!;
    const saved = await as("owner", page(), {
      method: "POST",
      body: new URLSearchParams({
        intent: "update",
        pictureId: String(picture.id),
        colourValueId: picture.colourValueId === null ? "" : String(picture.colourValueId),
        "altTexts.sv-SE": "Jackan framifrån på en modell",
        "altTexts.en-GB": "The jacket from the front on a model",
      }),
    });
    expect(saved.status).toBe(200);
    expect(await htmlOf(saved)).toContain("The picture was saved.");
    const swedish = await htmlOf(await fetch(server.url(`/product/${product.uniqueName}`)));
    expect(swedish).toContain('alt="Jackan framifrån på en modell"');
    const english = await htmlOf(await fetch(server.url(`/en-GB/product/${product.uniqueName}`)));
    expect(english).toContain('alt="The jacket from the front on a model"');
  });
});
