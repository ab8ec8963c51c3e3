import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";

/**
 * A fingerprint of every story: their count and the sum of their change times. Any insert or
 * delete moves the count and any update moves its row's updated_at (every write sets it), so the
 * fingerprint changes with every change, whichever process made it. A content cache compares it to
 * forget what it holds (the table holds hundreds of rows, not millions: one cheap read).
 */
export async function readContentVersion(db: DatabaseOrTransaction): Promise<string> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select count(*) || ':' || coalesce(sum(extract(epoch from updated_at)), 0) as version from content_stories`,
  );
  return row!.version;
}
