import { getTableColumns, sql, type InferInsertModel } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./client.ts";

/** Rows per statement: one array parameter per column keeps this far below PostgreSQL's parameter limit. */
const chunkSize = 5000;

/**
 * Inserts many rows with one `insert ... select from unnest(...)` per chunk: a single array
 * parameter per column, which both PGlite and node-postgres send and parse quickly.
 * Columns missing from every row take their defaults. Array columns cannot travel this way
 * (unnest would flatten them): use an ordinary insert for tables that have them.
 */
export async function bulkInsert<T extends PgTable>(
  db: DatabaseOrTransaction,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const { name: tableName } = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const arrayColumn = columns.find(([, column]) => column.getSQLType().endsWith("[]"));
  if (arrayColumn) throw new Error(`bulkInsert cannot write the array column ${tableName}.${arrayColumn[0]}`);
  const columnList = sql.join(
    columns.map(([key, column]) => sql.identifier(column.keyAsName ? toSnakeCase(key) : column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = columns.map(([key, column]) => {
      const values = chunk.map((row) => toArrayElement((row as Record<string, unknown>)[key]));
      // Enum arrays travel as text[]: PGlite cannot serialise an array of a type it has no parser for.
      const viaText = column.enumValues ? "::text[]" : "";
      return sql`${sql.param(values)}${sql.raw(viaText)}::${sql.raw(`${column.getSQLType()}[]`)}`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(tableName)} (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
  return rows.length;
}

function toArrayElement(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** Moves every identity sequence past the highest id, after rows were inserted with explicit ids. */
export async function resetIdentitySequences(db: DatabaseOrTransaction, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const { name } = getTableConfig(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
    );
  }
}
