import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { problem, type ErrorCode } from "#commerce/error-codes.ts";
import { createSecretToken, hashSecretToken } from "#commerce/secret-tokens.ts";
import { invalidInput } from "#commerce/validation.ts";
import { absentPasswordHash, hitRateLimits, passwordAttemptLimit, verifyPassword } from "../accounts/index.ts";
import { readSetting } from "../settings/index.ts";
import { staffSignInInput, totpCodeInput, type StaffSignInInput } from "./inputs.ts";
import { actorOf, describeMember, memberColumns, type StaffMember } from "./members.ts";
import type { StaffActor } from "../access/index.ts";
import { staffMembers, staffSessions } from "./schema.ts";
import { acceptTotpCode, countTotpAttempt } from "./two-factor.ts";

/** A session lapses after this long unused; each use moves the end on (up to the absolute limit). */
export const staffSessionIdleSeconds = 12 * 60 * 60;
/** However busy, a session ends this long after sign-in: then the password (and code) again. */
export const staffSessionMaxSeconds = 7 * 24 * 60 * 60;
/** The second factor is asked for straight after the password: a half-signed-in session is short-lived. */
const secondFactorSeconds = 10 * 60;
/** Writing lastSeen on every request would turn each page into a write; once a minute is enough to slide. */
const lastSeenResolutionSeconds = 60;

export type StaffSignInResult =
  | { ok: true; sessionToken: string; expiresAt: Date; needsSecondFactor: boolean }
  | { ok: false; reason: Extract<ErrorCode, "invalid_credentials" | "too_many_attempts"> };

/** A signed-in session and what it must do before anything else. */
export interface StaffSession {
  member: StaffMember;
  actor: StaffActor;
  /**
   * `second_factor`: the password was right, the TOTP code is still to come; `two_factor_setup`: an
   * owner without two-factor sign-in while the shop's settings require it. Either way the session
   * reaches nothing but that step.
   */
  pending: "second_factor" | "two_factor_setup" | null;
}

/**
 * Checks a staff member's credentials (counted against the same limits as a shopper's, per email
 * and per client address) and opens a session. A deactivated member or one who has not accepted
 * their invite gets the same answer as a wrong password. With two-factor sign-in on, the session
 * waits for the code.
 */
export async function signIn(db: Database, input: StaffSignInInput): Promise<StaffSignInResult> {
  const parsed = staffSignInInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("invalid_credentials"), parsed.error);
  const { email, password, clientAddress } = parsed.data;
  const withinLimits = await hitRateLimits(db, passwordAttemptLimit.windowSeconds, [
    { key: `staff-login:account:${email}`, limit: passwordAttemptLimit.limit },
    { key: `staff-login:address:${clientAddress}`, limit: passwordAttemptLimit.limit },
  ]);
  if (!withinLimits) return { ok: false, reason: "too_many_attempts" };

  const [member] = await db.select(memberColumns).from(staffMembers).where(eq(staffMembers.email, email));
  const passwordMatches = await verifyPassword(password, member?.passwordHash ?? absentPasswordHash);
  if (!member || !member.passwordHash || !passwordMatches || member.deactivatedAt)
    return { ok: false, reason: "invalid_credentials" };

  const needsSecondFactor = member.totpEnabledAt !== null;
  const sessionToken = createSecretToken();
  const now = new Date();
  const expiresAt = new Date(
    now.getTime() + (needsSecondFactor ? secondFactorSeconds : staffSessionIdleSeconds) * 1000,
  );
  await db.insert(staffSessions).values({
    tokenHash: hashSecretToken(sessionToken),
    staffId: member.id,
    expiresAt,
    verifiedAt: needsSecondFactor ? null : now,
  });
  return { ok: true, sessionToken, expiresAt, needsSecondFactor };
}

/**
 * The session a token opens, or undefined for an unknown, expired or deactivated member's one.
 * Using it slides its end on by the idle time, never past the absolute limit.
 */
export async function findStaffSession(db: Database, sessionToken: string): Promise<StaffSession | undefined> {
  const tokenHash = hashSecretToken(sessionToken);
  const [row] = await db
    .select({ ...memberColumns, verifiedAt: staffSessions.verifiedAt, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staffMembers.deactivatedAt),
      ),
    );
  if (!row) return undefined;
  if (row.verifiedAt && Date.now() - row.lastSeenAt.getTime() > lastSeenResolutionSeconds * 1000)
    await db
      .update(staffSessions)
      .set({
        lastSeenAt: sql`now()`,
        expiresAt: sql`least(now() + make_interval(secs => ${staffSessionIdleSeconds}), ${staffSessions.createdAt} + make_interval(secs => ${staffSessionMaxSeconds}))`,
      })
      .where(eq(staffSessions.tokenHash, tokenHash));
  const member = describeMember(row);
  return { member, actor: actorOf(member), pending: await pendingStep(db, member, row.verifiedAt !== null) };
}

async function pendingStep(db: Database, member: StaffMember, verified: boolean): Promise<StaffSession["pending"]> {
  if (!verified) return "second_factor";
  if (member.role !== "owner" || member.twoFactorEnabled) return null;
  const { ownersRequireTwoFactor } = await readSetting(db, "staffSecurity");
  return ownersRequireTwoFactor ? "two_factor_setup" : null;
}

/**
 * Completes a sign-in with the current code from the member's authenticator app; a code already
 * used (here or anywhere) is refused. Guesses count against the member's password-attempt limit.
 * Only a session still waiting for its second factor, and never past its 7-day cap: otherwise a
 * fresh code every 12 hours would keep one session open for ever.
 */
export async function verifySecondFactor(db: Database, sessionToken: string, code: string): Promise<void> {
  const given = totpCodeInput.safeParse(code);
  if (!given.success) throw invalidInput(problem("two_factor_invalid"), given.error, "code");
  const tokenHash = hashSecretToken(sessionToken);
  const [session] = await db
    .select({ staffId: staffSessions.staffId })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staffSessions.verifiedAt),
      ),
    );
  if (!session) throw new DomainError("unauthorized", problem("log_in_first"));
  await countTotpAttempt(db, session.staffId);
  if (!(await acceptTotpCode(db, session.staffId, given.data, "enabled")))
    throw invalidField("code", problem("two_factor_invalid"));
  await db
    .update(staffSessions)
    .set({
      verifiedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt: sql`least(now() + make_interval(secs => ${staffSessionIdleSeconds}), ${staffSessions.createdAt} + make_interval(secs => ${staffSessionMaxSeconds}))`,
    })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.verifiedAt)));
}

/** Ends one session; an unknown token is fine. */
export async function signOut(db: Database, sessionToken: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSecretToken(sessionToken)));
}
