import { PgTransaction } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";

/**
 * A prepared statement made once per pool and kept: per connection on PostgreSQL, it is neither
 * rebuilt by Drizzle nor planned again per request. A transaction's statement must run on its own
 * connection, so it is made for that transaction.
 */
export function preparedPerPool<S>(prepare: (db: DatabaseOrTransaction) => S): (db: DatabaseOrTransaction) => S {
  const onPools = new WeakMap<object, S>();
  return (db) => {
    if (db instanceof PgTransaction) return prepare(db);
    let statement = onPools.get(db);
    if (!statement) onPools.set(db, (statement = prepare(db)));
    return statement;
  };
}
