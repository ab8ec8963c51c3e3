import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { emptyFilters } from "#commerce/modules/search/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { StaffProductFieldsInput } from "./staff-product-editor-input.ts";
import { createStaffProductEditor } from "./staff-product-editor.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let priceListId: number;
/** A second engine on the same database: another process, which follows changes through the catalogue feed. */
let otherProcess: Commerce;
/** A category, a brand, a product-level value (material), a colour (a variant axis) and a flag of the demo shop. */
let ids: { categoryId: number; brandId: number; materialId: number; colourId: number; flagId: number };

const editor = () => shop.commerce.staffProducts;

/** Raw rows, read without the engine: the test's oracle. */
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

const countOf = async (table: string) =>
  (await rows<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)}`))[0]!.count;

/** A new product's fields, every one valid; `uniqueName` and the Swedish name make it findable. */
function fieldsFor(uniqueName: string, svName: string, enName: string): StaffProductFieldsInput {
  return {
    uniqueName,
    texts: {
      "sv-SE": { name: svName, shortDescription: "Tålig och lätt.", description: "Sydd i Borås." },
      "en-GB": { name: enName, shortDescription: "Tough and light.", description: "Sewn in Borås." },
    },
    manufacturerId: String(ids.brandId),
    categoryId: String(ids.categoryId),
    productTypeId: "",
    valueIds: [String(ids.materialId)],
    flagIds: [String(ids.flagId)],
    vatRate: "2500",
    published: true,
    prices: { [String(priceListId)]: "1299" },
  };
}

/** The ids a storefront search for `words` finds in `locale`, in the given process. */
async function searchIds(words: string, locale: ShopLocale, engine: Commerce = shop.commerce) {
  const page = await engine.search.listProducts(
    { locale, priceListId, searchString: words, pageNo: 1, pageSize: 100 },
    emptyFilters(),
  );
  return page.items.map((item) => ({ id: item.id, name: item.name }));
}

/** Whether the category's storefront listing holds the product, in the given process. */
async function listed(productId: number, locale: ShopLocale, engine: Commerce = shop.commerce) {
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await engine.search.listProducts(
      { locale, priceListId, categoryIds: [ids.categoryId], sort: "latest", pageNo, pageSize: 100 },
      emptyFilters(),
    );
    if (page.items.some((item) => item.id === productId)) return true;
    if (page.items.length < 100) return false;
  }
}

/** Waits until `check` holds in the other process (it follows the feed about once a second), at most 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "editor");
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
  const [row] = await rows<{
    category_id: number;
    brand_id: number;
    material_id: number;
    colour_id: number;
    flag_id: number;
  }>(
    sql`select
          (select id from categories where parent_id is not null order by id limit 1) as category_id,
          (select id from manufacturers order by id limit 1) as brand_id,
          (select pv.id from parametric_values pv join parametrics pa on pa.id = pv.parametric_id where pa.code = 'material' order by pv.id limit 1) as material_id,
          (select pv.id from parametric_values pv join parametrics pa on pa.id = pv.parametric_id where pa.code = 'color' order by pv.id limit 1) as colour_id,
          (select id from flags order by id limit 1) as flag_id`,
  );
  ids = {
    categoryId: row!.category_id,
    brandId: row!.brand_id,
    materialId: row!.material_id,
    colourId: row!.colour_id,
    flagId: row!.flag_id,
  };
  otherProcess = createCommerce(shop.database.db, { warn: () => undefined });
  await otherProcess.search.warmUp();
});

describe("who may edit products", () => {
  it("refuses support and editors with forbidden on every use case, changing nothing", async () => {
    const [products, audits] = [await countOf("products"), await countOf("audit_entries")];
    const { productId } = await editor().createProduct(
      staff.manager,
      fieldsFor("roll-test-tent", "Rolltält", "Role tent"),
    );
    const { version } = await editor().getProduct(staff.owner, productId, "sv-SE");
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      const refusals = [
        editor().getProduct(actor, productId, "sv-SE"),
        editor().getChoices(actor, "sv-SE"),
        editor().createProduct(actor, fieldsFor(`${role}-tent`, "Tält", "Tent")),
        editor().updateProduct(actor, productId, { ...fieldsFor("roll-test-tent", "Nytt", "New"), version }),
        editor().duplicateProduct(actor, productId),
        editor().archiveProduct(actor, productId),
        editor().restoreProduct(actor, productId),
      ];
      for (const refusal of refusals) expect((await expectDomainError(refusal)).kind, role).toBe("forbidden");
    }
    expect(await countOf("products")).toBe(products + 1);
    expect(await countOf("audit_entries")).toBe(audits + 1);
    expect((await editor().getProduct(staff.owner, productId, "sv-SE")).product.texts["sv-SE"].name).toBe("Rolltält");
  });
});

describe("refusing bad input", () => {
  it("names each bad field with its problem and changes nothing", async () => {
    const before = [await countOf("products"), await countOf("audit_entries")];
    const bad = {
      ...fieldsFor("Röd Jacka", "", "Red jacket"),
      vatRate: "2000",
      categoryId: "x",
      prices: { [String(priceListId)]: "12.345" },
    };
    const error = await expectDomainError(editor().createProduct(staff.manager, bad));
    expect(error.kind).toBe("invalid");
    const problems = problemsByField(error);
    expect(problems["uniqueName"]).toEqual(problem("unique_name_invalid"));
    expect(problems["texts.sv-SE.name"]).toEqual(problem("required"));
    expect(problems["categoryId"]).toEqual(problem("invalid_id"));
    expect(problems[`prices.${priceListId}`]).toEqual(problem("price_invalid"));
    expect(Object.keys(problems)).toContain("vatRate");
    expect([await countOf("products"), await countOf("audit_entries")]).toEqual(before);
  });

  it.each(["0", "0,00", "0.00"])("refuses the price %j: a price is at least 1 minor unit", async (price) => {
    const before = [await countOf("products"), await countOf("audit_entries")];
    const error = await expectDomainError(
      editor().createProduct(staff.manager, {
        ...fieldsFor("gratis-jacka", "Gratis jacka", "Free jacket"),
        prices: { [String(priceListId)]: price },
      }),
    );
    expect(problemsByField(error)).toEqual({ [`prices.${priceListId}`]: problem("price_invalid") });
    expect([await countOf("products"), await countOf("audit_entries")]).toEqual(before);
  });

  it.each(["-jacka", "jacka-", "rod--jacka", "röd-jacka", "rod_jacka", "Jacka", "rod jacka"])(
    "refuses the unique name %j under the slug rule",
    async (uniqueName) => {
      const error = await expectDomainError(
        editor().createProduct(staff.manager, fieldsFor(uniqueName, "Jacka", "Jacket")),
      );
      expect(problemsByField(error)).toEqual({ uniqueName: problem("unique_name_invalid") });
    },
  );

  it("refuses a unique name another product has, and ids that name nothing the product may have", async () => {
    const [taken] = await rows<{ unique_name: string }>(sql`select unique_name from products order by id limit 1`);
    const before = await countOf("products");
    const clash = await expectDomainError(
      editor().createProduct(staff.manager, fieldsFor(taken!.unique_name, "Jacka", "Jacket")),
    );
    expect(problemsByField(clash)).toEqual({
      uniqueName: problem("unique_name_taken", { uniqueName: taken!.unique_name }),
    });
    // A colour belongs to the variants, not the product; the others name nothing at all.
    const unknown = await expectDomainError(
      editor().createProduct(staff.manager, {
        ...fieldsFor("unknown-refs", "Jacka", "Jacket"),
        categoryId: "2147483647",
        manufacturerId: "2147483647",
        valueIds: [String(ids.colourId)],
        flagIds: ["2147483647"],
      }),
    );
    expect(Object.keys(problemsByField(unknown)).sort()).toEqual([
      "categoryId",
      "flagIds",
      "manufacturerId",
      "valueIds",
    ]);
    expect(await countOf("products")).toBe(before);
  });
});

describe("creating, renaming and archiving a product", () => {
  it("shows a new product in the listing, the search and its page in both languages, here and in another process", async () => {
    const created = await editor().createProduct(
      staff.manager,
      fieldsFor("kvarnsten-vindjacka", "Kvarnsten vindjacka", "Millstone windcheater"),
    );
    const view = await editor().getProduct(staff.manager, created.productId, "en-GB");
    expect(view.product).toMatchObject({ uniqueName: "kvarnsten-vindjacka", published: true, archivedAt: null });
    expect(view.variants).toEqual([]);
    expect(view.prices.find((price) => price.priceListId === priceListId)?.price).toBe("1299");
    for (const [locale, words, name] of [
      ["sv-SE", "kvarnsten", "Kvarnsten vindjacka"],
      ["en-GB", "millstone", "Millstone windcheater"],
    ] as const) {
      expect(await searchIds(words, locale)).toContainEqual({ id: created.productId, name });
      expect(await listed(created.productId, locale)).toBe(true);
      const detail = await shop.commerce.catalogue.getProductByUniqueName(locale, "kvarnsten-vindjacka", priceListId);
      expect(detail).toMatchObject({ id: created.productId, name, variants: [], inStock: false });
      expect(
        await eventually(async () => (await searchIds(words, locale, otherProcess)).some((hit) => hit.name === name)),
      ).toBe(true);
    }
    const [audit] = await rows<{ action: string; after: Record<string, unknown> }>(
      sql`select action, after from audit_entries where subject_kind = 'product' and subject_id = ${String(created.productId)}`,
    );
    expect(audit).toMatchObject({
      action: "product.create",
      after: { uniqueName: "kvarnsten-vindjacka", published: true },
    });
  });

  it("starts unpublished when asked, off the shop until published", async () => {
    const { productId } = await editor().createProduct(staff.manager, {
      ...fieldsFor("ulltroja-utkast", "Ulltröja utkast", "Wool jumper draft"),
      published: false,
    });
    expect(await searchIds("ulltröja", "sv-SE")).not.toContainEqual(expect.objectContaining({ id: productId }));
    expect(await listed(productId, "sv-SE")).toBe(false);
    const { version } = await editor().getProduct(staff.manager, productId, "sv-SE");
    await editor().updateProduct(staff.manager, productId, {
      ...fieldsFor("ulltroja-utkast", "Ulltröja utkast", "Wool jumper draft"),
      version,
    });
    expect(await listed(productId, "sv-SE")).toBe(true);
    expect(await listed(productId, "en-GB")).toBe(true);
    expect(await searchIds("jumper", "en-GB")).toContainEqual({ id: productId, name: "Wool jumper draft" });
  });

  it("renames a product in the listing, the search and its cached page at once, and audits only what changed", async () => {
    const fields = fieldsFor("granris-parka", "Granris parka", "Spruce parka");
    const { productId } = await editor().createProduct(staff.manager, fields);
    // Read once, so the product's page is in this process's cache before the rename.
    expect(await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "granris-parka", priceListId)).toBeDefined();
    const { version } = await editor().getProduct(staff.manager, productId, "sv-SE");
    await editor().updateProduct(staff.manager, productId, {
      ...fields,
      uniqueName: "tallbarr-parka",
      texts: { ...fields.texts, "sv-SE": { ...fields.texts["sv-SE"], name: "Tallbarr parka" } },
      version,
    });
    expect(await searchIds("tallbarr", "sv-SE")).toContainEqual({ id: productId, name: "Tallbarr parka" });
    expect(await searchIds("granris", "sv-SE")).not.toContainEqual(expect.objectContaining({ id: productId }));
    expect(await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "granris-parka", priceListId)).toBeUndefined();
    expect(await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "tallbarr-parka", priceListId)).toMatchObject({
      name: "Tallbarr parka",
    });
    expect(
      await eventually(async () =>
        (await searchIds("tallbarr", "sv-SE", otherProcess)).some((hit) => hit.id === productId),
      ),
    ).toBe(true);
    const [audit] = await rows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select before, after from audit_entries where action = 'product.update' and subject_id = ${String(productId)}`,
    );
    expect(Object.keys(audit!.after).sort()).toEqual(["texts", "uniqueName"]);
    expect(audit!.before).toMatchObject({ uniqueName: "granris-parka" });
    expect(audit!.after).toMatchObject({ uniqueName: "tallbarr-parka" });
  });

  it("archives a product off the shop and restores it unpublished", async () => {
    const { productId } = await editor().createProduct(
      staff.manager,
      fieldsFor("bjork-sittunderlag", "Björk sittunderlag", "Birch sit pad"),
    );
    expect(await listed(productId, "sv-SE")).toBe(true);
    await editor().archiveProduct(staff.manager, productId);
    expect(await listed(productId, "sv-SE")).toBe(false);
    expect(await searchIds("sittunderlag", "sv-SE")).not.toContainEqual(expect.objectContaining({ id: productId }));
    expect(
      await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "bjork-sittunderlag", priceListId),
    ).toBeUndefined();
    expect(await eventually(async () => !(await listed(productId, "sv-SE", otherProcess)))).toBe(true);
    const archived = await editor().getProduct(staff.manager, productId, "sv-SE");
    expect(archived.product).toMatchObject({ published: false, archivedAt: expect.any(Date) });
    // An archived product is restored before it is published again.
    const refused = await expectDomainError(
      editor().updateProduct(staff.manager, productId, {
        ...fieldsFor("bjork-sittunderlag", "Björk sittunderlag", "Birch sit pad"),
        version: archived.version,
      }),
    );
    expect(problemsByField(refused)).toEqual({ published: problem("product_archived") });
    await editor().restoreProduct(staff.manager, productId);
    const restored = await editor().getProduct(staff.manager, productId, "sv-SE");
    expect(restored.product).toMatchObject({ published: false, archivedAt: null });
    expect(await listed(productId, "sv-SE")).toBe(false);
    const actions = await rows<{ action: string }>(
      sql`select action from audit_entries where subject_id = ${String(productId)} and subject_kind = 'product' order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(["product.create", "product.archive", "product.restore"]);
  });
});

describe("duplicating a product", () => {
  it("copies texts with (kopia)/(copy), attributes, flags and prices under a free unique name, unpublished and without variants", async () => {
    const [source] = await rows<{ id: number; unique_name: string }>(
      sql`select p.id, p.unique_name from products p
          where exists (select 1 from variants v where v.product_id = p.id)
            and exists (select 1 from product_parametric_values v where v.product_id = p.id)
          order by p.id limit 1`,
    );
    const original = await editor().getProduct(staff.manager, source!.id, "sv-SE");
    const first = await editor().duplicateProduct(staff.manager, source!.id);
    const second = await editor().duplicateProduct(staff.manager, source!.id);
    const copy = await editor().getProduct(staff.manager, first.productId, "sv-SE");
    expect(copy.product).toMatchObject({
      uniqueName: `${source!.unique_name}-copy`,
      texts: {
        "sv-SE": { ...original.product.texts["sv-SE"], name: `${original.product.texts["sv-SE"].name} (kopia)` },
        "en-GB": { ...original.product.texts["en-GB"], name: `${original.product.texts["en-GB"].name} (copy)` },
      },
      manufacturerId: original.product.manufacturerId,
      categoryId: original.product.categoryId,
      valueIds: original.product.valueIds,
      flagIds: original.product.flagIds,
      vatRate: original.product.vatRate,
      published: false,
    });
    expect(copy.prices).toEqual(original.prices);
    expect(copy.variants).toEqual([]);
    expect(original.variants.length).toBeGreaterThan(0);
    expect((await editor().getProduct(staff.manager, second.productId, "sv-SE")).product.uniqueName).toBe(
      `${source!.unique_name}-copy-2`,
    );
    const [audit] = await rows<{ action: string; after: Record<string, unknown> }>(
      sql`select action, after from audit_entries where subject_id = ${String(first.productId)}`,
    );
    expect(audit).toMatchObject({ action: "product.duplicate", after: { sourceProductId: source!.id } });
  });
});

describe("two staff editing the same product", () => {
  it("refuses the second save made from an old version, keeping the first", async () => {
    const fields = fieldsFor("tva-redaktorer", "Två redaktörer", "Two editors");
    const { productId } = await editor().createProduct(staff.manager, fields);
    const opened = await editor().getProduct(staff.manager, productId, "sv-SE");
    const alsoOpened = await editor().getProduct(staff.owner, productId, "sv-SE");
    const saved = await editor().updateProduct(staff.manager, productId, {
      ...fields,
      vatRate: "1200",
      version: opened.version,
    });
    const audits = await countOf("audit_entries");
    const conflict = await expectDomainError(
      editor().updateProduct(staff.owner, productId, { ...fields, vatRate: "600", version: alsoOpened.version }),
    );
    expect(conflict).toMatchObject({ kind: "conflict", code: "product_edited_meanwhile" });
    expect((await editor().getProduct(staff.owner, productId, "sv-SE")).product.vatRate).toBe(1200);
    expect(await countOf("audit_entries")).toBe(audits);
    // The version a save answers is the one to save with next; an unchanged save is no change.
    const unchanged = await editor().updateProduct(staff.manager, productId, {
      ...fields,
      vatRate: "1200",
      version: saved.version,
    });
    expect(unchanged.version).toBe(saved.version);
    expect(await countOf("audit_entries")).toBe(audits);
    await editor().updateProduct(staff.manager, productId, { ...fields, vatRate: "0", version: unchanged.version });
    expect((await editor().getProduct(staff.owner, productId, "sv-SE")).product.vatRate).toBe(0);
    expect(await countOf("audit_entries")).toBe(audits + 1);
  });

  it("lets exactly one of two saves made at the same time from the same version through", async () => {
    const fields = fieldsFor("samtidig-sparning", "Samtidig sparning", "Simultaneous save");
    const { productId } = await editor().createProduct(staff.manager, fields);
    const { version } = await editor().getProduct(staff.manager, productId, "sv-SE");
    const results = await Promise.allSettled([
      editor().updateProduct(staff.manager, productId, { ...fields, vatRate: "1200", version }),
      otherProcess.staffProducts.updateProduct(staff.owner, productId, { ...fields, vatRate: "600", version }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "product_edited_meanwhile" });
  });

  it("takes a unique name once when two creates name it at the same time: the second is refused on its field", async () => {
    const fields = fieldsFor("samtidigt-namn", "Samtidigt namn", "Simultaneous name");
    const products = await countOf("products");
    const results = await Promise.allSettled([
      editor().createProduct(staff.manager, fields),
      otherProcess.staffProducts.createProduct(staff.owner, fields),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect(problemsByField((refused as PromiseRejectedResult).reason)).toEqual({
      uniqueName: problem("unique_name_taken", { uniqueName: "samtidigt-namn" }),
    });
    expect(await countOf("products")).toBe(products + 1);
  });

  it("gives two copies of one product made at the same time each their own free unique name", async () => {
    const { productId } = await editor().createProduct(
      staff.manager,
      fieldsFor("samtidig-kopia", "Samtidig kopia", "Simultaneous copy"),
    );
    const copies = await Promise.all([
      editor().duplicateProduct(staff.manager, productId),
      otherProcess.staffProducts.duplicateProduct(staff.owner, productId),
    ]);
    const names = await rows<{ unique_name: string }>(
      sql`select unique_name from products where id in (${copies[0].productId}, ${copies[1].productId}) order by unique_name`,
    );
    expect(names.map((row) => row.unique_name)).toEqual(["samtidig-kopia-copy", "samtidig-kopia-copy-2"]);
  });
});

describe("when the listings cannot follow", () => {
  it("still answers a saved create, update, copy and archive, and logs that the listings did not follow", async () => {
    const warnings: string[] = [];
    const failingEditor = createStaffProductEditor({
      db: shop.database.db,
      search: { refresh: () => Promise.reject(new Error("search index unavailable")) },
      log: { warn: (message) => warnings.push(message) },
      listCurrencies: () => shop.commerce.pricing.listCurrencies(),
    });
    const fields = fieldsFor("utan-index", "Utan index", "Without index");
    const { productId } = await failingEditor.createProduct(staff.manager, fields);
    const { version } = await failingEditor.getProduct(staff.manager, productId, "sv-SE");
    await failingEditor.updateProduct(staff.manager, productId, { ...fields, vatRate: "1200", version });
    const { productId: copyId } = await failingEditor.duplicateProduct(staff.manager, productId);
    await failingEditor.archiveProduct(staff.manager, productId);
    const [saved] = await rows<{ vat_rate: number; archived: boolean }>(
      sql`select vat_rate, archived_at is not null as archived from products where id = ${productId}`,
    );
    expect(saved).toEqual({ vat_rate: 1200, archived: true });
    expect(await rows(sql`select id from products where id = ${copyId}`)).toHaveLength(1);
    expect(warnings).toEqual(Array(4).fill("Listings did not follow a back-office product change"));
  });
});
