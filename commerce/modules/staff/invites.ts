import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidInput } from "#commerce/validation.ts";
import { hashPassword } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { queueTemplateMail } from "../mail/index.ts";
import {
  parseStaffId,
  staffInviteInput,
  staffTokenPasswordInput,
  type StaffInviteInput,
  type StaffTokenPasswordInput,
} from "./inputs.ts";
import { actorOf, auditedMember, describeMember, lockMember, memberColumns, type StaffMember } from "./members.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { staffMembers } from "./schema.ts";
import { consumeStaffToken, findStaffTokenOwner, issueStaffToken } from "./tokens.ts";

/** Where an emailed link leads: `base` from configuration, the token in its query. */
export function linkWithToken(base: string, token: string): string {
  const link = new URL(base);
  link.searchParams.set("token", token);
  return link.toString();
}

/** Adds a member without a password, and the week-long invite that lets them choose one. */
async function addInvitedMember(
  tx: DatabaseOrTransaction,
  input: StaffInviteInput,
): Promise<{ member: StaffMember; token: string }> {
  const parsed = staffInviteInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("check_invite"), parsed.error);
  const [row] = await tx
    .insert(staffMembers)
    .values(parsed.data)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning(memberColumns);
  if (!row) throw invalidField("email", problem("email_registered"));
  const member = describeMember(row);
  return { member, token: await issueStaffToken(tx, member.id, "invite") };
}

async function mailInvite(
  tx: DatabaseOrTransaction,
  actor: StaffActor,
  member: StaffMember,
  token: string,
  acceptUrl: string,
): Promise<void> {
  const [inviter] = await tx
    .select({ name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.id, actor.id));
  await queueTemplateMail(tx, {
    template: "staff_invite",
    locale: member.locale,
    recipient: member.email,
    data: { inviterName: inviter?.name ?? actor.email, role: member.role, acceptUrl: linkWithToken(acceptUrl, token) },
  });
}

/**
 * An owner invites someone by email, name and role: a member without a password, and the invite mail
 * whose link (at `acceptUrl`, from configuration) lets them choose one within a week.
 */
export async function inviteMember(
  db: Database,
  actor: StaffActor,
  input: StaffInviteInput,
  acceptUrl: string,
): Promise<StaffMember> {
  requirePermission(actor, "staff.manage");
  return db.transaction(async (tx) => {
    const { member, token } = await addInvitedMember(tx, input);
    await mailInvite(tx, actor, member, token, acceptUrl);
    await recordAudit(tx, actor, {
      action: "staff.invite",
      subjectKind: "staff_member",
      subjectId: member.id,
      after: auditedMember(member),
    });
    return member;
  });
}

/** Sends a member who has not accepted yet a fresh invite; the earlier link stops working. */
export async function resendInvite(
  db: Database,
  actor: StaffActor,
  staffId: number,
  acceptUrl: string,
): Promise<StaffMember> {
  requirePermission(actor, "staff.manage");
  const id = parseStaffId(staffId);
  return db.transaction(async (tx) => {
    const member = describeMember(await lockMember(tx, id));
    if (!member.invitePending || member.deactivated)
      throw new DomainError("conflict", problem("invite_already_accepted"));
    await mailInvite(tx, actor, member, await issueStaffToken(tx, id, "invite"), acceptUrl);
    await recordAudit(tx, actor, { action: "staff.invite_resend", subjectKind: "staff_member", subjectId: id });
    return member;
  });
}

/**
 * `npm run staff -- create`: the operator of the machine adds a member (the first owner, say) and
 * is given the invite's token to hand over, as no one is signed in to send it. The audit entry names
 * the new member, with `via: command line`, since no staff member made the change.
 */
export async function createMemberFromCommandLine(
  db: Database,
  input: StaffInviteInput,
): Promise<{ member: StaffMember; token: string }> {
  return db.transaction(async (tx) => {
    const created = await addInvitedMember(tx, input);
    await recordAudit(tx, actorOf(created.member), {
      action: "staff.create",
      subjectKind: "staff_member",
      subjectId: created.member.id,
      after: { ...auditedMember(created.member), via: "command line" },
    });
    return created;
  });
}

/** Who an open invite is for, to greet them on the page where they choose a password; undefined for a spent link. */
export async function describeInvite(
  db: Database,
  token: string,
): Promise<{ email: string; name: string } | undefined> {
  const staffId = await findStaffTokenOwner(db, token, "invite");
  if (staffId === undefined) return undefined;
  const [member] = await db
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return member;
}

/** Takes an invite: the member chooses their password and can sign in. The link works once. */
export async function acceptInvite(db: Database, input: StaffTokenPasswordInput): Promise<StaffMember> {
  const parsed = staffTokenPasswordInput.safeParse(input);
  if (!parsed.success) throw tokenPasswordProblem(parsed.error);
  const passwordHash = await hashPassword(parsed.data.password);
  return db.transaction(async (tx) => {
    const staffId = await consumeStaffToken(tx, parsed.data.token, "invite");
    const before = describeMember(await lockMember(tx, staffId));
    if (before.deactivated || !before.invitePending) throw new DomainError("forbidden", problem("token_expired"));
    await tx
      .update(staffMembers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, staffId));
    await recordAudit(tx, actorOf(before), {
      action: "staff.invite_accept",
      subjectKind: "staff_member",
      subjectId: staffId,
    });
    return { ...before, invitePending: false };
  });
}

/** A bad token is 'Token Expired' whatever else is wrong; otherwise the password's own problem. */
export function tokenPasswordProblem(error: Parameters<typeof invalidInput>[1]): DomainError {
  if (error.issues.some((issue) => issue.path[0] === "token"))
    return new DomainError("forbidden", problem("token_expired"));
  return invalidInput(problem("invalid_password"), error);
}
