import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { recordAudit } from "../audit/index.ts";
import { parseStaffId, parseStaffRole } from "./inputs.ts";
import {
  auditedMember,
  describeMember,
  lockMember,
  memberColumns,
  type MemberRow,
  type StaffMember,
} from "./members.ts";
import { requirePermission, type StaffActor, type StaffRole } from "../access/index.ts";
import { staffMembers, staffSessions } from "./schema.ts";

/** Everyone on the staff, active first, then by name. Owners only (`staff.manage`). */
export async function listMembers(db: Database, actor: StaffActor): Promise<StaffMember[]> {
  requirePermission(actor, "staff.manage");
  const rows = await db
    .select(memberColumns)
    .from(staffMembers)
    .orderBy(sql`${staffMembers.deactivatedAt} is not null`, asc(staffMembers.name), asc(staffMembers.id));
  return rows.map(describeMember);
}

/**
 * Locks every active owner who can sign in, in id order, before any other row: two changes then
 * queue instead of waiting on each other in a circle, and the second sees what the first left.
 */
async function lockActiveOwners(tx: DatabaseOrTransaction): Promise<number[]> {
  const owners = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.role, "owner"), isNull(staffMembers.deactivatedAt), isNotNull(staffMembers.passwordHash)),
    )
    .orderBy(asc(staffMembers.id))
    .for("update");
  return owners.map((owner) => owner.id);
}

/** The shop always keeps an active owner who can sign in: refuses when `leaving` is the only one. */
function keepAnOwner(activeOwners: number[], leaving: MemberRow): void {
  if (activeOwners.length === 1 && activeOwners[0] === leaving.id)
    throw new DomainError("conflict", problem("last_owner"));
}

/** Runs a change to one member inside a transaction: owners locked first, then the member; audited with before and after. */
async function changeMember(
  db: Database,
  actor: StaffActor,
  staffId: number,
  action: string,
  change: (tx: DatabaseOrTransaction, member: MemberRow, activeOwners: number[]) => Promise<boolean>,
): Promise<StaffMember> {
  requirePermission(actor, "staff.manage");
  const id = parseStaffId(staffId);
  return db.transaction(async (tx) => {
    const activeOwners = await lockActiveOwners(tx);
    const target = await lockMember(tx, id);
    const before = describeMember(target);
    const changed = await change(tx, target, activeOwners);
    const after = describeMember(await lockMember(tx, id));
    if (changed)
      await recordAudit(tx, actor, {
        action,
        subjectKind: "staff_member",
        subjectId: id,
        before: auditedMember(before),
        after: auditedMember(after),
      });
    return after;
  });
}

/** Gives a member another role; the last active owner keeps theirs. */
export async function changeRole(db: Database, actor: StaffActor, staffId: number, role: StaffRole) {
  return changeMember(db, actor, staffId, "staff.role_change", async (tx, member, activeOwners) => {
    const newRole = parseStaffRole(role);
    if (member.role === newRole) return false;
    keepAnOwner(activeOwners, member);
    await tx
      .update(staffMembers)
      .set({ role: newRole, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, member.id));
    return true;
  });
}

/** No more sign-in and every session ends at once; the last active owner cannot be deactivated. */
export async function deactivateMember(db: Database, actor: StaffActor, staffId: number) {
  return changeMember(db, actor, staffId, "staff.deactivate", async (tx, member, activeOwners) => {
    if (member.deactivatedAt) return false;
    keepAnOwner(activeOwners, member);
    await tx
      .update(staffMembers)
      .set({ deactivatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, member.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id));
    return true;
  });
}

/** Lets a deactivated member sign in again, with the password they had. */
export async function reactivateMember(db: Database, actor: StaffActor, staffId: number) {
  return changeMember(db, actor, staffId, "staff.reactivate", async (tx, member) => {
    if (!member.deactivatedAt) return false;
    await tx
      .update(staffMembers)
      .set({ deactivatedAt: null, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, member.id));
    return true;
  });
}
