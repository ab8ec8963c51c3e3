import { type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { shopLocales } from "#commerce/locale.ts";
import { slugify } from "#commerce/slug.ts";
import {
  flags,
  flagTranslations,
  parametrics,
  parametricValues,
  parametricValueTranslations,
  productFiles,
  productFlags,
  productParametricValues,
  variantParametricValues,
  variants,
} from "./schema.ts";
import type { TermInput, TermNames, VocabularyTermKind } from "./staff-vocabulary-inputs.ts";

/** A flag, colour or size as the back office edits it: its names in every locale and whether products use it. */
export interface StaffTerm {
  id: number;
  /** Stable once made: flags are found by it (content blocks), values in product URLs (?colour=navy). */
  code: string;
  names: TermNames;
  swatch: string | null;
  /** Whether any product uses it (then it cannot be deleted); cheap to tell, unlike how many use a size. */
  inUse: boolean;
}

/** Where one vocabulary of terms lives: flags in their own table, colours and sizes as values of their attribute. */
export interface TermTable {
  kind: VocabularyTermKind;
  entries: typeof flags | typeof parametricValues;
  names: typeof flagTranslations | typeof parametricValueTranslations;
  /** The names table's column naming its entry. */
  owner: SQL;
  /** Which of the entries table's rows (alias `e`) belong to this vocabulary. */
  scope: SQL;
  /** The columns an insert sets besides code and sort order, and their values. */
  extraColumns: (swatch: string | undefined) => { columns: SQL; values: SQL };
  /** The products that use the entry `id` (an SQL expression), as one column `product_id` (a product may repeat). */
  productsUsing: (id: SQL) => SQL;
  /** Rows that refer to the entry `id`, each an index probe: whether any exists says it is in use. */
  references: (id: SQL) => SQL;
}

/** The attribute codes the seed gives colour and size (SPEC §3: the code groups an attribute's values). */
const parametricCodes = { colour: "color", size: "size" } as const;

const flagTable: TermTable = {
  kind: "flag",
  entries: flags,
  names: flagTranslations,
  owner: sql.raw("flag_id"),
  scope: sql`true`,
  extraColumns: () => ({ columns: sql``, values: sql`` }),
  productsUsing: (id) => sql`select product_id from ${productFlags} where flag_id = ${id}`,
  references: (id) => sql`select 1 from ${productFlags} where flag_id = ${id}`,
};

/** The table of colours or of sizes: the values of the attribute coded `color` or `size`. */
async function valueTable(db: DatabaseOrTransaction, kind: "colour" | "size"): Promise<TermTable> {
  const [attribute] = await selectRows<{ id: number }>(
    db,
    sql`select id from ${parametrics} where code = ${parametricCodes[kind]}`,
  );
  if (!attribute) throw new DomainError("not_found", problem("vocabulary_not_found"));
  return {
    kind,
    entries: parametricValues,
    names: parametricValueTranslations,
    owner: sql.raw("value_id"),
    scope: sql`e.parametric_id = ${attribute.id}`,
    extraColumns: (swatch) => ({
      columns: sql`, parametric_id, swatch`,
      values: sql`, ${attribute.id}, ${swatch ?? null}`,
    }),
    // A value is used by a variant (colour, size), a product (materials) or, a colour, by pictures of it.
    productsUsing: (id) => sql`
      select v.product_id from ${variantParametricValues} x join ${variants} v on v.id = x.variant_id where x.value_id = ${id}
      union all select product_id from ${productParametricValues} where value_id = ${id}
      ${kind === "colour" ? sql`union all select product_id from ${productFiles} where colour_value_id = ${id}` : sql``}`,
    references: (id) => sql`
      select 1 from ${variantParametricValues} where value_id = ${id}
      union all select 1 from ${productParametricValues} where value_id = ${id}
      ${kind === "colour" ? sql`union all select 1 from ${productFiles} where colour_value_id = ${id}` : sql``}`,
  };
}

/** Where the vocabulary of `kind` lives. */
export function termTableOf(db: DatabaseOrTransaction, kind: VocabularyTermKind): Promise<TermTable> {
  return kind === "flag" ? Promise.resolve(flagTable) : valueTable(db, kind);
}

/**
 * Every term of the vocabulary in its order, named in every locale, each saying whether products
 * use it: an index probe each, where counting the products of every size takes seconds at 100,000
 * products.
 */
export async function readTerms(db: DatabaseOrTransaction, table: TermTable, onlyId?: number): Promise<StaffTerm[]> {
  const rows = await selectRows<Omit<StaffTerm, "names"> & { names: Record<string, string> }>(
    db,
    sql`select e.id, e.code, ${table.kind === "flag" ? sql`null` : sql`e.swatch`} as swatch,
          coalesce((select json_object_agg(n.locale, n.name) from ${table.names} n where n.${table.owner} = e.id), '{}') as names,
          exists (${table.references(sql`e.id`)}) as "inUse"
        from ${table.entries} e
        where ${table.scope} ${onlyId === undefined ? sql`` : sql`and e.id = ${onlyId}`}
        order by e.sort_order, e.id`,
  );
  return rows.map((row) => ({
    ...row,
    names: Object.fromEntries(shopLocales.map((locale) => [locale, row.names[locale] ?? ""])) as TermNames,
  }));
}

/** One term, or not found. */
export async function requireTerm(tx: DatabaseOrTransaction, table: TermTable, id: number): Promise<StaffTerm> {
  const [term] = await readTerms(tx, table, id);
  if (!term) throw new DomainError("not_found", problem("vocabulary_not_found"));
  return term;
}

/**
 * Serialises writes to one vocabulary's table (codes and orders are read, then written), while
 * the shop goes on reading it.
 */
export async function lockTerms(tx: DatabaseOrTransaction, table: TermTable): Promise<void> {
  await tx.execute(sql`lock table ${table.entries} in share row exclusive mode`);
}

/**
 * Adds a term at the end of its vocabulary. Its code is the English name as SPEC §2 slugs it, with
 * a number added when another term has it; it never changes afterwards, so URLs stay.
 */
export async function insertTerm(tx: DatabaseOrTransaction, table: TermTable, input: TermInput): Promise<number> {
  const base = slugify(input.names["en-GB"]);
  const [taken] = await selectRows<{ codes: string[]; last: number }>(
    tx,
    sql`select coalesce(array_agg(e.code) filter (where e.code = ${base} or e.code like ${`${base}-%`}), '{}') as codes,
          coalesce(max(e.sort_order), -1)::int as last
        from ${table.entries} e where ${table.scope}`,
  );
  const codes = new Set(taken!.codes);
  let code = base;
  for (let suffix = 2; codes.has(code); suffix += 1) code = `${base}-${suffix}`;
  const { columns, values } = table.extraColumns(input.swatch);
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into ${table.entries} (code, sort_order${columns}) values (${code}, ${taken!.last + 1}${values}) returning id`,
  );
  await writeNames(tx, table, row!.id, input.names);
  return row!.id;
}

/** Gives a term its names (and a colour its swatch). */
export async function updateTerm(
  tx: DatabaseOrTransaction,
  table: TermTable,
  id: number,
  input: TermInput,
): Promise<void> {
  if (input.swatch !== undefined)
    await tx.execute(sql`update ${table.entries} set swatch = ${input.swatch} where id = ${id}`);
  await writeNames(tx, table, id, input.names);
}

async function writeNames(tx: DatabaseOrTransaction, table: TermTable, id: number, names: TermNames): Promise<void> {
  for (const locale of shopLocales) {
    await tx.execute(sql`
      insert into ${table.names} (${table.owner}, locale, name) values (${id}, ${locale}, ${names[locale]})
      on conflict (${table.owner}, locale) do update set name = excluded.name`);
  }
}

/**
 * Moves a term one place up or down its vocabulary and numbers the whole list again from 0, so
 * terms that shared a sort order (older data) end up in a definite one. Answers its new place,
 * or undefined when it was at that end already.
 */
export async function moveTerm(
  tx: DatabaseOrTransaction,
  table: TermTable,
  id: number,
  direction: "up" | "down",
): Promise<number | undefined> {
  const order = (
    await selectRows<{ id: number }>(
      tx,
      sql`select e.id from ${table.entries} e where ${table.scope} order by e.sort_order, e.id`,
    )
  ).map((row) => row.id);
  const from = order.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return undefined;
  [order[from], order[to]] = [order[to]!, order[from]!];
  await tx.execute(sql`
    update ${table.entries} e set sort_order = ordered.position - 1
    from unnest(${sql.param(order)}::int[]) with ordinality as ordered(id, position)
    where e.id = ordered.id and e.sort_order <> ordered.position - 1`);
  return to;
}

/**
 * Deletes a term no product uses and answers it as it was; one in use is refused, saying by how
 * many products. The term's row is locked before the products are counted: a product being saved
 * with it right now holds it (its reference's key lock) until it commits, so it is counted, and
 * one saved after waits and then finds the term gone, instead of losing it silently.
 */
export async function deleteTerm(tx: DatabaseOrTransaction, table: TermTable, id: number): Promise<StaffTerm> {
  await tx.execute(sql`select id from ${table.entries} where id = ${id} for update`);
  const term = await requireTerm(tx, table, id);
  if (term.inUse) {
    const [used] = await selectRows<{ count: number }>(
      tx,
      sql`select count(distinct product_id)::int as count from (${table.productsUsing(sql`${id}`)}) used`,
    );
    throw new DomainError("conflict", problem("vocabulary_in_use", { count: used!.count }));
  }
  await tx.execute(sql`delete from ${table.entries} where id = ${term.id}`);
  return term;
}
