import { inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { staffMembers } from "./schema.ts";

/**
 * The names of the staff members with these ids (for pages saying who did what: an order's
 * timeline, notes and refunds); a member since deleted is absent. No permission of its own: the
 * caller shows names only beside what its own permission lets the actor read.
 */
export async function findStaffNames(
  db: DatabaseOrTransaction,
  ids: readonly number[],
): Promise<Record<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, wanted));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
