import { sql } from "drizzle-orm";
import sharp from "sharp";
import { crc32 } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let priceListId: number;
/** A second engine on the same database: another process, which follows changes through the catalogue feed. */
let otherProcess: Commerce;
/** A demo product with two colours, and a colour it does not come in. */
let product: { id: number; colours: [number, number]; foreignColour: number };

const pictures = () => shop.commerce.staffProductPictures;

/** Raw rows, read without the engine: the test's oracle. */
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

const pictureRows = () =>
  rows<{ id: number; key: string; sort_order: number; colour_value_id: number | null; alt_texts: object }>(
    sql`select id, key, sort_order, colour_value_id, alt_texts from product_files where product_id = ${product.id} order by sort_order, id`,
  );
const mediaCount = async () =>
  (await rows<{ count: number }>(sql`select count(*)::int as count from media_files`))[0]!.count;
const auditActions = async () =>
  (
    await rows<{ action: string }>(
      sql`select action from audit_entries where subject_kind = 'product' and subject_id = ${String(product.id)} order by id`,
    )
  ).map((row) => row.action);

/** A small picture of one colour in a format sharp writes. */
const pictureOf = (format: "png" | "jpeg" | "webp" | "avif", colour = "#c0392b") =>
  sharp({ create: { width: 24, height: 30, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** A real PNG whose header claims `width` × `height` (CRC fixed up), as a decompression bomb would. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pictureOf("png"));
  // IHDR: length (4) at 8, type (4) at 12, data (13) at 16, CRC (4) at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Waits until `check` holds (another process follows the feed within about a second), at most 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "pictures");
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
  const [row] = await rows<{ product_id: number; colours: number[]; foreign_colour: number }>(
    sql`with coloured as (
          select v.product_id, array_agg(distinct x.value_id order by x.value_id) as colours
          from variants v join variant_parametric_values x on x.variant_id = v.id
            join parametrics pa on pa.id = x.parametric_id and pa.code = 'color'
          join products p on p.id = v.product_id and p.is_active
          group by v.product_id having count(distinct x.value_id) >= 2 order by v.product_id limit 1)
        select product_id, colours,
          (select pv.id from parametric_values pv join parametrics pa on pa.id = pv.parametric_id and pa.code = 'color'
           where pv.id <> all(colours) order by pv.id limit 1) as foreign_colour
        from coloured`,
  );
  product = { id: row!.product_id, colours: [row!.colours[0]!, row!.colours[1]!], foreignColour: row!.foreign_colour };
  otherProcess = createCommerce(shop.database.db, { warn: () => undefined });
});

describe("who may change a product's pictures", () => {
  it("refuses support and editors on every use case, storing nothing", async () => {
    const before = [await mediaCount(), await pictureRows()];
    const png = await pictureOf("png");
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      for (const call of [
        pictures().getPictures(actor, product.id, "sv-SE"),
        pictures().uploadPicture(actor, product.id, { bytes: png, colourValueId: "" }),
        pictures().movePicture(actor, product.id, { pictureId: "1", position: "1" }),
        pictures().updatePicture(actor, product.id, {
          pictureId: "1",
          colourValueId: "",
          altTexts: { "sv-SE": "", "en-GB": "" },
        }),
        pictures().deletePicture(actor, product.id, { pictureId: "1" }),
      ])
        expect((await expectDomainError(call)).kind, role).toBe("forbidden");
    }
    expect([await mediaCount(), await pictureRows()]).toEqual(before);
  });
});

describe("uploading pictures", () => {
  it("stores a picture of each format last, keeps its original, and another process shows it", async () => {
    const before = await pictureRows();
    const view = await pictures().getPictures(staff.manager, product.id, "en-GB");
    expect(view.colours.map((colour) => colour.valueId)).toEqual(expect.arrayContaining(product.colours));
    expect(view.pictures.map((picture) => picture.id)).toEqual(before.map((picture) => picture.id));

    const uploaded = [];
    for (const [format, contentType] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
    ] as const) {
      const bytes = await pictureOf(format);
      const result = await pictures().uploadPicture(staff.manager, product.id, {
        bytes,
        colourValueId: String(product.colours[1]),
      });
      expect(result.key).toMatch(
        new RegExp(`^products/${product.id}/[0-9a-f-]{36}\\.${format === "jpeg" ? "jpg" : format}$`),
      );
      const original = await shop.commerce.media.getMediaFile(result.key);
      expect(original?.contentType).toBe(contentType);
      expect(original?.bytes.equals(bytes)).toBe(true);
      uploaded.push(result);
    }
    const after = await pictureRows();
    expect(after.map((picture) => picture.id)).toEqual([
      ...before.map((picture) => picture.id),
      ...uploaded.map((u) => u.pictureId),
    ]);
    expect(after.at(-1)?.colour_value_id).toBe(product.colours[1]);
    expect((await auditActions()).filter((action) => action === "product.picture_add")).toHaveLength(4);

    const detail = await otherProcess.catalogue.getProductById("sv-SE", product.id, priceListId);
    expect(detail?.files.map((file) => file.key)).toEqual(after.map((picture) => picture.key));
    const [change] = await rows<{ kinds: string[]; product_ids: number[] }>(
      sql`select kinds, product_ids from catalogue_changes order by version desc limit 1`,
    );
    expect(change).toEqual({ kinds: ["product"], product_ids: [product.id] });
  });

  it("refuses what is not a picture the shop takes, on the file field, storing nothing", async () => {
    const before = [await mediaCount(), await pictureRows()];
    const jpeg = await pictureOf("jpeg");
    const refusals: [Buffer, ReturnType<typeof problem>][] = [
      [Buffer.from("<html>not a picture</html>"), problem("picture_format_unsupported")],
      [jpeg.subarray(0, jpeg.length - 40), problem("picture_format_unsupported")],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
        problem("picture_format_unsupported"),
      ],
      [await pngClaiming(8001, 5001), problem("picture_too_many_pixels", { maxMegapixels: 40 })],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), problem("picture_too_large", { maxMegabytes: 10 })],
      [Buffer.alloc(0), problem("required")],
    ];
    for (const [bytes, expected] of refusals) {
      const error = await expectDomainError(
        pictures().uploadPicture(staff.owner, product.id, { bytes, colourValueId: "" }),
      );
      expect(error.kind).toBe("invalid");
      expect(problemsByField(error)).toEqual({ file: expected });
    }
    const foreign = await expectDomainError(
      pictures().uploadPicture(staff.owner, product.id, { bytes: jpeg, colourValueId: String(product.foreignColour) }),
    );
    expect(problemsByField(foreign)).toEqual({ colourValueId: problem("invalid_id") });
    const missing = await expectDomainError(
      pictures().uploadPicture(staff.owner, 2_000_000, { bytes: jpeg, colourValueId: "" }),
    );
    expect(missing.kind).toBe("not_found");
    expect([await mediaCount(), await pictureRows()]).toEqual(before);
  });
});

describe("ordering, describing and deleting pictures", () => {
  it("moves a picture first, and another process's product card shows it within a second", async () => {
    const before = await pictureRows();
    const last = before.at(-1)!;
    expect(
      await pictures().movePicture(staff.manager, product.id, { pictureId: String(last.id), position: "1" }),
    ).toEqual({
      position: 1,
    });
    const after = await pictureRows();
    expect(after.map((picture) => picture.id)).toEqual([last.id, ...before.slice(0, -1).map((picture) => picture.id)]);
    expect(after.map((picture) => picture.sort_order)).toEqual(after.map((_, index) => index));
    expect(
      await eventually(async () => {
        const [card] = await otherProcess.catalogue.getProductCards("en-GB", priceListId, [product.id]);
        return card?.imageKey === last.key;
      }),
    ).toBe(true);
    // Past the end is last; the same place again changes nothing and records nothing.
    await pictures().movePicture(staff.manager, product.id, { pictureId: String(last.id), position: "999" });
    expect((await pictureRows()).at(-1)!.id).toBe(last.id);
    const moves = (await auditActions()).filter((action) => action === "product.picture_move").length;
    await pictures().movePicture(staff.manager, product.id, { pictureId: String(last.id), position: "999" });
    expect((await auditActions()).filter((action) => action === "product.picture_move")).toHaveLength(moves);
    const unknown = await expectDomainError(
      pictures().movePicture(staff.manager, product.id, { pictureId: "999999", position: "1" }),
    );
    expect(problemsByField(unknown)).toEqual({ pictureId: problem("picture_not_found") });
  });

  it("sets a colour and alt text per language, which the storefront shows in the shopper's language", async () => {
    const [first] = await pictureRows();
    await pictures().updatePicture(staff.manager, product.id, {
      pictureId: String(first!.id),
      colourValueId: String(product.colours[0]),
      altTexts: { "sv-SE": " Röd jacka framifrån ", "en-GB": "" },
    });
    expect((await pictureRows())[0]).toMatchObject({
      colour_value_id: product.colours[0],
      alt_texts: { "sv-SE": "Röd jacka framifrån" },
    });
    const swedish = await shop.commerce.catalogue.getProductById("sv-SE", product.id, priceListId);
    expect(swedish?.files[0]).toMatchObject({ key: first!.key, alt: "Röd jacka framifrån" });
    // No English alt text: the storefront falls back (to the product's name and colour).
    expect((await shop.commerce.catalogue.getProductById("en-GB", product.id, priceListId))?.files[0]?.alt).toBeNull();

    const tooLong = await expectDomainError(
      pictures().updatePicture(staff.manager, product.id, {
        pictureId: String(first!.id),
        colourValueId: String(product.foreignColour),
        altTexts: { "sv-SE": "x", "en-GB": "y".repeat(301) },
      }),
    );
    expect(problemsByField(tooLong)).toEqual({ "altTexts.en-GB": problem("too_long", { max: 300 }) });
    const foreign = await expectDomainError(
      pictures().updatePicture(staff.manager, product.id, {
        pictureId: String(first!.id),
        colourValueId: String(product.foreignColour),
        altTexts: { "sv-SE": "x", "en-GB": "y" },
      }),
    );
    expect(problemsByField(foreign)).toEqual({ colourValueId: problem("invalid_id") });
    expect((await pictureRows())[0]).toMatchObject({
      colour_value_id: product.colours[0],
      alt_texts: { "sv-SE": "Röd jacka framifrån" },
    });
    const [entry] = await rows<{ before: object; after: object }>(
      sql`select before, after from audit_entries where action = 'product.picture_update' order by id desc limit 1`,
    );
    expect(entry?.after).toEqual({
      pictureId: first!.id,
      colourValueId: product.colours[0],
      altTexts: { "sv-SE": "Röd jacka framifrån" },
    });

    // A colour with no Swedish name (a product file may bring one) can still be chosen.
    await shop.database.db.execute(
      sql`delete from parametric_value_translations where value_id = ${product.colours[1]} and locale = 'sv-SE'`,
    );
    await pictures().updatePicture(staff.manager, product.id, {
      pictureId: String(first!.id),
      colourValueId: String(product.colours[1]),
      altTexts: { "sv-SE": "Röd jacka framifrån", "en-GB": "" },
    });
    expect((await pictureRows())[0]).toMatchObject({ colour_value_id: product.colours[1] });
  });

  it("deletes an uploaded picture with its original, and keeps an original another product or a story still shows", async () => {
    const before = await pictureRows();
    const uploaded = before.find((picture) => picture.key.startsWith(`products/${product.id}/`))!;
    await pictures().deletePicture(staff.manager, product.id, { pictureId: String(uploaded.id) });
    const after = await pictureRows();
    expect(after.map((picture) => picture.id)).toEqual(
      before.filter((picture) => picture.id !== uploaded.id).map((p) => p.id),
    );
    expect(after.map((picture) => picture.sort_order)).toEqual(after.map((_, index) => index));
    expect(await shop.commerce.media.getMediaFile(uploaded.key)).toBeUndefined();
    expect(await auditActions()).toContain("product.picture_delete");

    // A picture whose key another product's picture also shows: the original stays for it.
    const other = await rows<{ product_id: number }>(
      sql`select id as product_id from products where id <> ${product.id} order by id limit 1`,
    );
    const shared = after[0]!;
    await shop.database.db.execute(
      sql`insert into product_files (product_id, key, kind, sort_order) values (${other[0]!.product_id}, ${shared.key}, 'image', 99)`,
    );
    await pictures().deletePicture(staff.manager, product.id, { pictureId: String(shared.id) });
    expect(await shop.commerce.media.getMediaFile(shared.key)).toBeDefined();

    // A picture a story's draft shows (picked in the content editor): the original stays for the story.
    const [inStory] = (await pictureRows()).filter((picture) => picture.key !== shared.key);
    expect(await shop.commerce.media.getMediaFile(inStory!.key)).toBeDefined();
    await shop.database.db.execute(
      sql`update content_stories set draft_content = ${JSON.stringify({
        component: "Page",
        _uid: "p",
        body: [{ component: "Hero", _uid: "h", title: "Jackor", image: { filename: inStory!.key } }],
      })}::jsonb where id = (select min(id) from content_stories)`,
    );
    await pictures().deletePicture(staff.manager, product.id, { pictureId: String(inStory!.id) });
    expect(await shop.commerce.media.getMediaFile(inStory!.key)).toBeDefined();
  });
});
