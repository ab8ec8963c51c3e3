import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./client.ts";

/** The session a database or transaction runs its statements on. */
type Session = DatabaseOrTransaction["_"]["session"];

// Drizzle turns a query into SQL text anew each time it runs (0.1–0.5 ms for the order path's wide
// inserts and joins, most of an order's CPU in Drizzle), and a prepared query is bound to the
// session it was made on: the pool, or one transaction. The statements here are built once per
// process and handed to each session, so a transaction runs them on its own connection without
// building them again. Their names make them prepared statements on PostgreSQL, parsed and
// planned once per connection; names must be unique across the code base.

/**
 * What binds a prepared query to its session, in both drivers: it runs on the session's `client`
 * (the pool, or a transaction's connection) and logs through the session's `logger`, read at each run.
 */
interface SessionBound {
  client: unknown;
  logger: unknown;
}

function bindingOf(session: Session): SessionBound {
  const { client, logger } = session as unknown as SessionBound;
  return { client, logger };
}

/** One session's statement per session, made from the first one built (the copy shares its text, parameters and result mapping). */
function perSession<S extends object>(build: (db: DatabaseOrTransaction) => S) {
  let built: S | undefined;
  const bySession = new WeakMap<Session, S>();
  return (db: DatabaseOrTransaction): S => {
    const session = db._.session;
    let statement = bySession.get(session);
    if (!statement) {
      built ??= build(db);
      statement = Object.assign(Object.create(Object.getPrototypeOf(built) as object) as S, built, bindingOf(session));
      bySession.set(session, statement);
    }
    return statement;
  };
}

/**
 * A Drizzle query built once and run on the pool or inside any transaction: `build` makes it with
 * placeholders (`sql.placeholder("name")`) and prepares it under a unique name; values for the
 * placeholders go to `execute`.
 */
export function reusableQuery<S extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  build: (db: DatabaseOrTransaction) => S,
): (db: DatabaseOrTransaction) => S {
  return perSession(build);
}

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * Raw SQL built once and run on the pool or inside any transaction, answering its rows:
 * `text` holds placeholders (`sql.placeholder("name")`) for what changes between runs. Given as a
 * function, it is made with the first database that runs it (for Drizzle builders in its steps).
 */
export function reusableSql<Row>(
  name: string,
  text: SQL | ((db: DatabaseOrTransaction) => SQL),
): (db: DatabaseOrTransaction, values: Record<string, unknown>) => Promise<Row[]> {
  // Compiled at first use, when every module the text names has loaded.
  const statementOn = perSession((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(typeof text === "function" ? text(db) : text), undefined, name, false),
  );
  return async (db, values) => ((await statementOn(db).execute(values)) as { rows: Row[] }).rows;
}

/** A placeholder where Drizzle's types take SQL but not a placeholder (an update's `set`); its value goes to the driver as it is. */
export function placeholderSql(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}
