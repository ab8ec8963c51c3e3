import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { emptyFilters } from "#commerce/modules/search/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import { isCssColour } from "./staff-vocabulary-inputs.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let priceListId: number;

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "vocabulary");
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
});

const vocabulary = () => shop.commerce.staffVocabulary;

/** The newest audit entry of an action, as stored. */
async function lastAudit(action: string) {
  const [entry] = await selectRows<{ staff_id: number; subject_id: string; before: unknown; after: unknown }>(
    shop.database.db,
    sql`select staff_id, subject_id, before, after from audit_entries where action = ${action} order by id desc limit 1`,
  );
  return entry;
}

/** Something to compare before and after a refused call: it must have changed nothing. */
const snapshot = async () => ({
  vocabularies: await vocabulary().listVocabularies(staff.owner),
  audit: (await selectRows<{ n: number }>(shop.database.db, sql`select count(*)::int as n from audit_entries`))[0]!.n,
  version: (await selectRows<{ v: number }>(shop.database.db, sql`select version as v from catalogue_state`))[0]?.v,
});

/** A product on sale with a brand, a flag, a colour and a size, as the seed made it. */
async function sampleProduct() {
  const [row] = await selectRows<{ id: number; brand_id: number; flag_id: number }>(
    shop.database.db,
    sql`select p.id, p.manufacturer_id as brand_id, f.flag_id from products p join product_flags f on f.product_id = p.id
        where p.is_active and p.manufacturer_id is not null order by p.id limit 1`,
  );
  return row!;
}

/** The oracle: how many products use a value, counted from raw rows. */
async function productsUsingValue(valueId: number) {
  const [row] = await selectRows<{ count: number }>(
    shop.database.db,
    sql`select count(distinct product_id)::int as count from (
          select v.product_id from variant_parametric_values x join variants v on v.id = x.variant_id where x.value_id = ${valueId}
          union all select product_id from product_parametric_values where value_id = ${valueId}
          union all select product_id from product_files where colour_value_id = ${valueId}) used`,
  );
  return row!.count;
}

/** The storefront's filter labels for the whole catalogue in a locale. */
const facets = (locale: "sv-SE" | "en-GB") =>
  shop.commerce.search.listProductFilters({ locale, priceListId }, emptyFilters());

describe("who may edit the vocabularies", () => {
  it("refuses support and editors every use case, changing nothing", async () => {
    const before = await snapshot();
    const { brands, flags, colours } = before.vocabularies;
    const names = { "sv-SE": "Nytt", "en-GB": "New one" };
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      const calls = [
        vocabulary().listVocabularies(actor),
        vocabulary().addBrand(actor, { name: "Fjällbruk" }),
        vocabulary().renameBrand(actor, { id: brands[0]!.id, name: "Fjällbruk" }),
        vocabulary().deleteBrand(actor, { id: brands[0]!.id }),
        vocabulary().addTerm(actor, "flag", { names }),
        vocabulary().updateTerm(actor, "colour", { id: colours[0]!.id, names, swatch: "#000000" }),
        vocabulary().moveTerm(actor, "flag", { id: flags[1]!.id, direction: "up" }),
        vocabulary().deleteTerm(actor, "size", { id: 1 }),
      ];
      for (const call of calls) {
        const error = await expectDomainError(call);
        expect(error.kind).toBe("forbidden");
        expect(error.problem).toEqual(problem("staff_forbidden", { permission: "catalogue.manage" }));
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("brands", () => {
  it("adds a brand with its slug (SPEC §2), audited; a taken name or slug, an empty name or one without letters is refused on the name", async () => {
    const added = await vocabulary().addBrand(staff.manager, { name: "  Älvdalens Sko  " });
    expect(added).toMatchObject({ name: "Älvdalens Sko", slug: "alvdalens-sko", productCount: 0 });
    expect(await lastAudit("brand.create")).toMatchObject({
      staff_id: staff.manager.id,
      subject_id: String(added.id),
      after: { name: "Älvdalens Sko", slug: "alvdalens-sko" },
    });
    expect((await shop.commerce.catalogue.getVocabulary("sv-SE")).brands.get(added.id)?.name).toBe("Älvdalens Sko");

    const before = await snapshot();
    for (const [name, expected] of [
      ["älvdalens sko", problem("brand_name_taken", { name: "älvdalens sko" })],
      ["Alvdalens-Sko!", problem("brand_name_taken", { name: "Alvdalens-Sko!" })],
      ["   ", problem("required")],
      ["!!!", problem("name_without_letters")],
      ["x".repeat(81), problem("too_long", { max: 80 })],
    ] as const) {
      const error = await expectDomainError(vocabulary().addBrand(staff.manager, { name }));
      expect(error.kind, name).toBe("invalid");
      expect(problemsByField(error), name).toEqual({ name: expected });
    }
    const renamedOnto = await expectDomainError(
      vocabulary().renameBrand(staff.manager, { id: before.vocabularies.brands[0]!.id, name: "ÄLVDALENS SKO" }),
    );
    expect(problemsByField(renamedOnto)).toEqual({ name: problem("brand_name_taken", { name: "ÄLVDALENS SKO" }) });
    expect(
      problemsByField(await expectDomainError(vocabulary().renameBrand(staff.manager, { id: "x", name: "Y" }))),
    ).toEqual({ id: problem("invalid_id") });
    expect(await snapshot()).toEqual(before);
  });

  it("renames a brand: cards, details, filter labels and search follow here at once and in another process within seconds", async () => {
    const product = await sampleProduct();
    const other = createCommerce(shop.database.db, { warn: () => {} });
    const cardIn = async (process: typeof other) =>
      (await process.catalogue.getProductCards("sv-SE", priceListId, [product.id]))[0]!;
    const before = await cardIn(other);
    const beforeHere = await cardIn(shop.commerce);
    expect(before.brand).not.toBeNull();
    const oldName = before.brand!;

    const renamed = await vocabulary().renameBrand(staff.owner, { id: product.brand_id, name: "Kvarnbyns Väveri" });
    expect(renamed.slug).toBe("kvarnbyns-vaveri");
    expect(await lastAudit("brand.rename")).toMatchObject({
      before: { name: oldName },
      after: { name: "Kvarnbyns Väveri", slug: "kvarnbyns-vaveri" },
    });

    expect((await cardIn(shop.commerce)).brand).toBe("Kvarnbyns Väveri");
    expect(beforeHere.brand).toBe(oldName);
    expect((await shop.commerce.catalogue.getProductById("en-GB", product.id, priceListId))!.brand).toBe(
      "Kvarnbyns Väveri",
    );
    expect((await facets("en-GB")).brands.find((brand) => brand.id === product.brand_id)?.name).toBe(
      "Kvarnbyns Väveri",
    );
    await expect
      .poll(async () => (await cardIn(other)).brand, { timeout: 5000, interval: 200 })
      .toBe("Kvarnbyns Väveri");
    // The brand's products are found by its new name, and no longer by the old one alone.
    const found = await shop.commerce.search.listProducts(
      { locale: "sv-SE", priceListId, searchString: "Kvarnbyns", pageSize: 100 },
      emptyFilters(),
    );
    expect(found.items.map((card) => card.id)).toContain(product.id);
  });

  it("deletes a brand no product carries and refuses one in use, saying how many products carry it", async () => {
    const { brands } = await vocabulary().listVocabularies(staff.manager);
    const used = brands.find((brand) => brand.productCount > 0)!;
    const before = await snapshot();
    const error = await expectDomainError(vocabulary().deleteBrand(staff.manager, { id: used.id }));
    expect(error.kind).toBe("conflict");
    expect(error.problem).toEqual(problem("vocabulary_in_use", { count: used.productCount }));
    expect(await snapshot()).toEqual(before);

    const unused = await vocabulary().addBrand(staff.manager, { name: "Tillfälligt" });
    await vocabulary().deleteBrand(staff.manager, { id: unused.id });
    expect((await vocabulary().listVocabularies(staff.manager)).brands.map((brand) => brand.id)).not.toContain(
      unused.id,
    );
    expect((await lastAudit("brand.delete"))?.before).toEqual({ name: "Tillfälligt", slug: "tillfalligt" });
    expect((await expectDomainError(vocabulary().deleteBrand(staff.manager, { id: unused.id }))).kind).toBe(
      "not_found",
    );
  });
});

describe("flags", () => {
  it("adds flags named per locale, coded from the English name (a number added when taken), at the end", async () => {
    const first = await vocabulary().addTerm(staff.manager, "flag", {
      names: { "sv-SE": "Miljöval", "en-GB": "Eco choice" },
    });
    const second = await vocabulary().addTerm(staff.manager, "flag", {
      names: { "sv-SE": "Miljöval 2", "en-GB": "Eco Choice" },
    });
    expect(first).toMatchObject({ code: "eco-choice", names: { "sv-SE": "Miljöval", "en-GB": "Eco choice" } });
    expect(second.code).toBe("eco-choice-2");
    const { flags } = await vocabulary().listVocabularies(staff.manager);
    expect(flags.slice(-2).map((flag) => flag.id)).toEqual([first.id, second.id]);
    expect(await lastAudit("flag.create")).toMatchObject({ after: { code: "eco-choice-2" } });
    const swedish = await shop.commerce.catalogue.getVocabulary("sv-SE");
    expect(swedish.flags.get(first.id)?.name).toBe("Miljöval");

    const before = await snapshot();
    const error = await expectDomainError(
      vocabulary().addTerm(staff.manager, "flag", { names: { "sv-SE": "", "en-GB": "?!" } }),
    );
    expect(error.kind).toBe("invalid");
    expect(problemsByField(error)).toEqual({
      "names.sv-SE": problem("required"),
      "names.en-GB": problem("name_without_letters"),
    });
    const unknownKind = await expectDomainError(
      vocabulary().addTerm(staff.manager, "material" as "flag", { names: { "sv-SE": "Ull", "en-GB": "Wool" } }),
    );
    expect(problemsByField(unknownKind)).toHaveProperty("kind");
    expect(await snapshot()).toEqual(before);
  });

  it("renames a flag, and the storefront's flag filter says the new name in each locale", async () => {
    const product = await sampleProduct();
    const label = async (locale: "sv-SE" | "en-GB") =>
      (await facets(locale)).flags.find((flag) => flag.id === product.flag_id)?.name;
    expect(await label("sv-SE")).toBeDefined();
    const updated = await vocabulary().updateTerm(staff.manager, "flag", {
      id: product.flag_id,
      names: { "sv-SE": "Fynd", "en-GB": "Bargain" },
    });
    expect(await label("sv-SE")).toBe("Fynd");
    expect(await label("en-GB")).toBe("Bargain");
    // The code, which content blocks find the flag by, stays.
    expect(await lastAudit("flag.update")).toMatchObject({
      before: { code: updated.code },
      after: { code: updated.code, names: { "sv-SE": "Fynd", "en-GB": "Bargain" } },
    });
  });

  it("moves a flag up and down; a move past either end changes nothing", async () => {
    const order = async () => (await vocabulary().listVocabularies(staff.manager)).flags.map((flag) => flag.id);
    const start = await order();
    const last = start.at(-1)!;
    await vocabulary().moveTerm(staff.manager, "flag", { id: last, direction: "up" });
    const moved = await order();
    expect(moved).toEqual([...start.slice(0, -2), last, start.at(-2)]);
    expect([...(await shop.commerce.catalogue.getVocabulary("en-GB")).flags.keys()]).toEqual(moved);
    expect(await lastAudit("flag.move")).toMatchObject({ after: { position: start.length - 2 } });
    await vocabulary().moveTerm(staff.manager, "flag", { id: last, direction: "down" });
    expect(await order()).toEqual(start);

    const before = await snapshot();
    await vocabulary().moveTerm(staff.manager, "flag", { id: start[0]!, direction: "up" });
    await vocabulary().moveTerm(staff.manager, "flag", { id: last, direction: "down" });
    expect(await snapshot()).toEqual(before);
    const sideways = await expectDomainError(
      vocabulary().moveTerm(staff.manager, "flag", { id: last, direction: "left" as "up" }),
    );
    expect(problemsByField(sideways)).toHaveProperty("direction");
  });

  it("deletes a flag no product carries and refuses one in use", async () => {
    const product = await sampleProduct();
    const error = await expectDomainError(vocabulary().deleteTerm(staff.manager, "flag", { id: product.flag_id }));
    expect(error.problem.code).toBe("vocabulary_in_use");
    const spare = await vocabulary().addTerm(staff.manager, "flag", { names: { "sv-SE": "Snart", "en-GB": "Soon" } });
    await vocabulary().deleteTerm(staff.manager, "flag", { id: spare.id });
    expect((await shop.commerce.catalogue.getVocabulary("sv-SE")).flags.has(spare.id)).toBe(false);
  });
});

describe("colours", () => {
  it("takes a swatch only as a CSS colour", () => {
    for (const good of [
      "#fff",
      "#1F2F4F",
      "#1f2f4f80",
      "rgb(31 47 79)",
      "rgb(31 47 79 / 50%)",
      "rgba(1, 2, 3, 0.5)",
      "hsl(210deg 40% 30%)",
      "hsla(210, 40%, 30%, .5)",
    ])
      expect(isCssColour(good), good).toBe(true);
    for (const bad of [
      "",
      "red; background:url(x)",
      "#12",
      "#ggg",
      "url(x)",
      "rgb(1 2)",
      "hsl(1 2 3)",
      "rgb(1,2,3)x",
      "expression(1)",
    ])
      expect(isCssColour(bad), bad).toBe(false);
  });

  it("adds a colour with names and swatch, refusing a bad swatch on its field", async () => {
    const before = await snapshot();
    const error = await expectDomainError(
      vocabulary().addTerm(staff.manager, "colour", {
        names: { "sv-SE": "Lingon", "en-GB": "Lingonberry" },
        swatch: "rgb(1,2",
      }),
    );
    expect(problemsByField(error)).toEqual({ swatch: problem("swatch_invalid") });
    expect(await snapshot()).toEqual(before);

    const colour = await vocabulary().addTerm(staff.manager, "colour", {
      names: { "sv-SE": "Lingon", "en-GB": "Lingonberry" },
      swatch: " #B3262E ",
    });
    expect(colour).toMatchObject({ code: "lingonberry", swatch: "#b3262e", inUse: false });
    const value = (await shop.commerce.catalogue.getVocabulary("en-GB")).values.get(colour.id);
    expect(value).toMatchObject({ name: "Lingonberry", swatch: "#b3262e", code: "lingonberry" });
  });

  it("renames a colour and changes its swatch: product details and the colour filter follow, its code (in product URLs) stays", async () => {
    const [used] = await selectRows<{ value_id: number; product_id: number }>(
      shop.database.db,
      sql`select x.value_id, v.product_id from variant_parametric_values x join variants v on v.id = x.variant_id
          join parametric_values pv on pv.id = x.value_id join parametrics p on p.id = pv.parametric_id
          join products pr on pr.id = v.product_id
          where p.code = 'color' and v.is_active and pr.is_active order by v.id limit 1`,
    );
    const detailColour = async () =>
      (await shop.commerce.catalogue.getProductById("sv-SE", used!.product_id, priceListId))!.variants
        .flatMap((variant) => variant.values)
        .find((value) => value.valueId === used!.value_id)!;
    const before = await detailColour();
    const updated = await vocabulary().updateTerm(staff.manager, "colour", {
      id: String(used!.value_id),
      names: { "sv-SE": "Midnattsblå", "en-GB": "Midnight blue" },
      swatch: "hsl(220 50% 15%)",
    });
    expect(updated.code).toBe(before.valueCode);
    expect(await detailColour()).toMatchObject({
      name: "Midnattsblå",
      swatch: "hsl(220 50% 15%)",
      valueCode: before.valueCode,
    });
    const facet = (await facets("en-GB")).parametrics.find((item) => item.valueId === used!.value_id);
    expect(facet).toMatchObject({ name: "Midnight blue", swatch: "hsl(220 50% 15%)" });
    expect(await lastAudit("colour.update")).toMatchObject({
      before: { swatch: before.swatch },
      after: { swatch: "hsl(220 50% 15%)", names: { "sv-SE": "Midnattsblå", "en-GB": "Midnight blue" } },
    });
    const found = await shop.commerce.search.listProducts(
      { locale: "sv-SE", priceListId, searchString: "Midnattsblå", pageSize: 100 },
      emptyFilters(),
    );
    expect(found.items.map((card) => card.id)).toContain(used!.product_id);
  });
});

describe("sizes", () => {
  it("adds a size at the end and moves it up; product pages order sizes by it; a size in use is not deleted", async () => {
    const size = await vocabulary().addTerm(staff.manager, "size", { names: { "sv-SE": "XXXL", "en-GB": "XXXL" } });
    const order = async () => (await vocabulary().listVocabularies(staff.manager)).sizes.map((entry) => entry.id);
    const start = await order();
    expect(start.at(-1)).toBe(size.id);
    await vocabulary().moveTerm(staff.manager, "size", { id: size.id, direction: "up" });
    expect((await order()).at(-2)).toBe(size.id);
    const values = (await shop.commerce.catalogue.getVocabulary("sv-SE")).values;
    expect(values.get(size.id)!.sortOrder).toBeLessThan(values.get(start.at(-2)!)!.sortOrder);

    const { sizes } = await vocabulary().listVocabularies(staff.manager);
    for (const entry of sizes) expect(entry.inUse, entry.code).toBe((await productsUsingValue(entry.id)) > 0);
    const used = sizes.find((entry) => entry.inUse)!;
    const error = await expectDomainError(vocabulary().deleteTerm(staff.manager, "size", { id: used.id }));
    expect(error.problem).toEqual(problem("vocabulary_in_use", { count: await productsUsingValue(used.id) }));
    await vocabulary().deleteTerm(staff.manager, "size", { id: size.id });
    expect(await order()).not.toContain(size.id);
  });
});
