import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openDatabase, selectRows } from "#commerce/db/client.ts";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { seedDemoShopIfEmpty } from "#commerce/db/seed/seed-shop.ts";

export interface SoakDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A database of the soak's own on the server of `serverUrl`, dropped afterwards whatever happens. */
export async function createSoakDatabase(serverUrl: string): Promise<SoakDatabase> {
  const name = `butik_soak_${process.pid}`;
  await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function runAdmin(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface SoakVariant {
  id: number;
  partNo: string;
  scarce: boolean;
  startStock: number;
}

/**
 * Migrates and seeds the demo shop, then gives a few variants little stock (the ones shoppers
 * fight over) and a few plenty (so checkouts go on once the scarce ones are gone). Only these are
 * bought, so the stock arithmetic covers everything the load touched.
 */
export async function prepareShop(
  url: string,
  { scarce, scarceStock, plentiful }: { scarce: number; scarceStock: number; plentiful: number },
): Promise<SoakVariant[]> {
  const handle = await openDatabase({ engine: "postgres", url, poolSize: 2 });
  try {
    await migrateDatabase(handle.db);
    await seedDemoShopIfEmpty(handle.db);
    const candidates = await selectRows<{ id: number; partNo: string }>(
      handle.db,
      sql`select v.id, v.part_no as "partNo" from variants v join products p on p.id = v.product_id
          where v.is_active and p.is_active and exists (select 1 from product_prices pp where pp.product_id = p.id)
          and exists (select 1 from warehouse_stock ws where ws.variant_id = v.id)
          order by v.id limit ${scarce + plentiful}`,
    );
    if (candidates.length < scarce + plentiful)
      throw new Error(`The demo shop has only ${candidates.length} buyable variants`);
    const variants = candidates.map((candidate, index) => {
      const isScarce = index < scarce;
      return { ...candidate, scarce: isScarce, startStock: isScarce ? scarceStock : 100_000 };
    });
    for (const variant of variants) {
      // All of a variant's stock in one warehouse, none in the others.
      await handle.db.execute(
        sql`update warehouse_stock set on_hand = case when warehouse_id = (select min(warehouse_id) from warehouse_stock where variant_id = ${variant.id}) then ${variant.startStock} else 0 end where variant_id = ${variant.id}`,
      );
    }
    return variants;
  } finally {
    await handle.close();
  }
}

/** Opens the soak's database for reading the figures. */
export function openSoakDatabase(url: string): Promise<DatabaseHandle> {
  return openDatabase({ engine: "postgres", url, poolSize: 2 });
}

/** Orders of the load still in `checkout`: holding stock. */
export async function countOrdersInCheckout(handle: DatabaseHandle, since: Date): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from orders where status = 'checkout' and created_at >= ${since.toISOString()}`,
  );
  return row!.count;
}
