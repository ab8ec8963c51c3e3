import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { hashSecretToken } from "#commerce/secret-tokens.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { invalidInput } from "#commerce/validation.ts";
import { hashPassword, hitRateLimit, passwordAttemptLimit, verifyPassword } from "../accounts/index.ts";
import { recordAudit, type AuditRecord } from "../audit/index.ts";
import { staffLocaleInput, staffPasswordChangeInput, totpCodeInput, type StaffPasswordChangeInput } from "./inputs.ts";
import { describeMember, lockMember, memberColumns, type StaffMember } from "./members.ts";
import type { StaffActor } from "../access/index.ts";
import { staffMembers, staffSessions } from "./schema.ts";
import { createTotpSecret, totpUri } from "./totp.ts";
import { acceptTotpCode, countTotpAttempt } from "./two-factor.ts";

/** A member's own account: who they are and where their two-factor set-up stands. */
export interface OwnAccount {
  member: StaffMember;
  /** While setting up: the secret to enter in an authenticator app, as text and as an otpauth:// URI. */
  pendingTwoFactor: { secret: string; uri: string } | null;
}

/** The acting member's own account; every member may read theirs. */
export async function readOwnAccount(db: Database, actor: StaffActor, issuer: string): Promise<OwnAccount> {
  const [row] = await db
    .select({ ...memberColumns, totpSecret: staffMembers.totpSecret })
    .from(staffMembers)
    .where(eq(staffMembers.id, actor.id));
  if (!row) throw new DomainError("not_found", problem("staff_not_found"));
  const member = describeMember(row);
  const pending = !member.twoFactorEnabled && row.totpSecret;
  return {
    member,
    pendingTwoFactor: pending ? { secret: row.totpSecret!, uri: totpUri(row.totpSecret!, issuer, member.email) } : null,
  };
}

function audit(actor: StaffActor, action: string, before?: AuditRecord, after?: AuditRecord) {
  return { action, subjectKind: "staff_member", subjectId: actor.id, before, after };
}

/** A new password once the current one is given (guesses are limited); the member's other sessions end. */
export async function changeOwnPassword(
  db: Database,
  actor: StaffActor,
  currentSessionToken: string,
  input: StaffPasswordChangeInput,
): Promise<void> {
  const parsed = staffPasswordChangeInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("password_not_changed"), parsed.error);
  if (!(await hitRateLimit(db, `staff-password:${actor.id}`, passwordAttemptLimit)))
    throw new DomainError("rate_limited", problem("too_many_attempts"));
  const [member] = await db
    .select({ passwordHash: staffMembers.passwordHash })
    .from(staffMembers)
    .where(eq(staffMembers.id, actor.id));
  if (!member?.passwordHash || !(await verifyPassword(parsed.data.currentPassword, member.passwordHash)))
    throw invalidField("currentPassword", problem("invalid_password"));
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffMembers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, actor.id));
    await tx
      .delete(staffSessions)
      .where(
        and(eq(staffSessions.staffId, actor.id), ne(staffSessions.tokenHash, hashSecretToken(currentSessionToken))),
      );
    await recordAudit(tx, actor, audit(actor, "staff.password_change"));
  });
}

/** The back office's language for the acting member. */
export async function setOwnLocale(db: Database, actor: StaffActor, locale: ShopLocale): Promise<void> {
  const chosen = staffLocaleInput.parse(locale);
  await db.transaction(async (tx) => {
    const before = await lockMember(tx, actor.id);
    if (before.locale === chosen) return;
    await tx
      .update(staffMembers)
      .set({ locale: chosen, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, actor.id));
    await recordAudit(tx, actor, audit(actor, "staff.locale_change", { locale: before.locale }, { locale: chosen }));
  });
}

/**
 * Starts setting up two-factor sign-in: a fresh secret, kept pending (sign-in does not ask for it)
 * until a code from it is confirmed. Starting again replaces a pending secret.
 */
export async function beginTwoFactorSetup(
  db: Database,
  actor: StaffActor,
  issuer: string,
): Promise<{ secret: string; uri: string }> {
  const secret = createTotpSecret();
  const updated = await db.transaction(async (tx) => {
    const [member] = await tx
      .update(staffMembers)
      .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
      .where(and(eq(staffMembers.id, actor.id), sql`${staffMembers.totpEnabledAt} is null`))
      .returning({ email: staffMembers.email });
    if (!member) throw new DomainError("conflict", problem("two_factor_already_on"));
    // That a new secret was written, never the secret itself.
    await recordAudit(tx, actor, audit(actor, "staff.two_factor_setup", undefined, { twoFactorPending: true }));
    return member;
  });
  return { secret, uri: totpUri(secret, issuer, updated.email) };
}

/** Turns two-factor sign-in on once a code from the pending secret is right. */
export async function confirmTwoFactor(db: Database, actor: StaffActor, code: string): Promise<void> {
  await changeTwoFactor(db, actor, code, "pending", async (tx) => {
    await tx
      .update(staffMembers)
      .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, actor.id));
    return "staff.two_factor_enable";
  });
}

/** Turns two-factor sign-in off; it takes a current code, so a stolen session alone cannot. */
export async function disableTwoFactor(db: Database, actor: StaffActor, code: string): Promise<void> {
  await changeTwoFactor(db, actor, code, "enabled", async (tx) => {
    await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, actor.id));
    return "staff.two_factor_disable";
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function changeTwoFactor(
  db: Database,
  actor: StaffActor,
  code: string,
  secretState: "enabled" | "pending",
  change: (tx: Transaction) => Promise<string>,
): Promise<void> {
  const given = totpCodeInput.safeParse(code);
  if (!given.success) throw invalidInput(problem("two_factor_invalid"), given.error, "code");
  await countTotpAttempt(db, actor.id);
  await db.transaction(async (tx) => {
    const before = describeMember(await lockMember(tx, actor.id));
    if (!(await acceptTotpCode(tx, actor.id, given.data, secretState)))
      throw invalidField("code", problem("two_factor_invalid"));
    const action = await change(tx);
    const after = describeMember(await lockMember(tx, actor.id));
    await recordAudit(
      tx,
      actor,
      audit(actor, action, { twoFactorEnabled: before.twoFactorEnabled }, { twoFactorEnabled: after.twoFactorEnabled }),
    );
  });
}
