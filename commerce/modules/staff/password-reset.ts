import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#commerce/db/client.ts";
import { hashPassword, hitRateLimit, type RateLimit } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { queueTemplateMail } from "../mail/index.ts";
import {
  staffPasswordResetRequestInput,
  staffTokenPasswordInput,
  type StaffPasswordResetRequestInput,
  type StaffTokenPasswordInput,
} from "./inputs.ts";
import { linkWithToken, tokenPasswordProblem } from "./invites.ts";
import { actorOf, describeMember, lockMember } from "./members.ts";
import { staffMembers, staffSessions } from "./schema.ts";
import { consumeStaffToken, issueStaffToken } from "./tokens.ts";

const requestLimitPerAccount: RateLimit = { limit: 3, windowSeconds: 60 * 60 };
const requestLimitPerAddress: RateLimit = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Forgot password, as for shoppers: the answer is the same, and given before any work is done,
 * whether or not the email belongs to an active member and whether or not the limit was reached.
 * `delivered` settles once the link is written and its mail queued; the caller need not wait.
 */
export function requestStaffPasswordReset(
  db: Database,
  input: StaffPasswordResetRequestInput,
): { delivered: Promise<void> } {
  const request = staffPasswordResetRequestInput.parse(input);
  const delivered = new Promise<void>((resolve) => setImmediate(resolve)).then(() => issueResetLink(db, request));
  return { delivered };
}

async function issueResetLink(
  db: Database,
  { email, clientAddress, resetUrl }: z.output<typeof staffPasswordResetRequestInput>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const allowed =
      (await hitRateLimit(tx, `staff-reset:account:${email}`, requestLimitPerAccount)) &&
      (await hitRateLimit(tx, `staff-reset:address:${clientAddress}`, requestLimitPerAddress));
    if (!allowed) return;
    const [member] = await tx
      .select({ id: staffMembers.id, locale: staffMembers.locale })
      .from(staffMembers)
      .where(
        and(eq(staffMembers.email, email), isNull(staffMembers.deactivatedAt), isNotNull(staffMembers.passwordHash)),
      );
    if (!member) return;
    const token = await issueStaffToken(tx, member.id, "password_reset");
    await queueTemplateMail(tx, {
      template: "staff_password_reset",
      locale: member.locale === "en-GB" ? "en-GB" : "sv-SE",
      recipient: email,
      data: { resetUrl: linkWithToken(resetUrl, token) },
    });
  });
}

/** A new password with an emailed link (an hour, once); every session of the member ends. */
export async function resetStaffPassword(db: Database, input: StaffTokenPasswordInput): Promise<void> {
  const parsed = staffTokenPasswordInput.safeParse(input);
  if (!parsed.success) throw tokenPasswordProblem(parsed.error);
  const passwordHash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    const staffId = await consumeStaffToken(tx, parsed.data.token, "password_reset");
    const member = describeMember(await lockMember(tx, staffId));
    await tx
      .update(staffMembers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    await recordAudit(tx, actorOf(member), {
      action: "staff.password_reset",
      subjectKind: "staff_member",
      subjectId: staffId,
    });
  });
}
