import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { AuditRecord } from "../audit/index.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import { staffMembers } from "./schema.ts";

/** A staff member as the back office shows them: never their password hash or TOTP secret. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: ShopLocale;
  twoFactorEnabled: boolean;
  /** Invited but has not chosen a password yet. */
  invitePending: boolean;
  deactivated: boolean;
  createdAt: Date;
}

export const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
  locale: staffMembers.locale,
  totpEnabledAt: staffMembers.totpEnabledAt,
  passwordHash: staffMembers.passwordHash,
  deactivatedAt: staffMembers.deactivatedAt,
  createdAt: staffMembers.createdAt,
};

export type MemberRow = Pick<typeof staffMembers.$inferSelect, keyof typeof memberColumns>;

/** The row as the back office may see it. */
export function describeMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale === "en-GB" ? "en-GB" : "sv-SE",
    twoFactorEnabled: row.totpEnabledAt !== null,
    invitePending: row.passwordHash === null,
    deactivated: row.deactivatedAt !== null,
    createdAt: row.createdAt,
  };
}

export function actorOf(member: Pick<StaffMember, "id" | "email" | "role">): StaffActor {
  return { id: member.id, email: member.email, role: member.role };
}

/** One member's row, locked for the change the caller is making; an unknown id is not found. */
export async function lockMember(tx: DatabaseOrTransaction, staffId: number): Promise<MemberRow> {
  const [row] = await tx.select(memberColumns).from(staffMembers).where(eq(staffMembers.id, staffId)).for("update");
  if (!row) throw new DomainError("not_found", problem("staff_not_found"));
  return row;
}

/** What an audit entry keeps of a member: who they are and what they may do, nothing secret. */
export function auditedMember(member: StaffMember): AuditRecord {
  return {
    email: member.email,
    name: member.name,
    role: member.role,
    locale: member.locale,
    twoFactorEnabled: member.twoFactorEnabled,
    deactivated: member.deactivated,
  };
}
