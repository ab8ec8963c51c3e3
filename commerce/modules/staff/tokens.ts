import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { createSecretToken, hashSecretToken } from "#commerce/secret-tokens.ts";
import { staffTokens } from "./schema.ts";

type StaffTokenPurpose = (typeof staffTokens.$inferInsert)["purpose"];

/** An invite stays open a week; a password-reset link an hour. Each works once. */
export const staffTokenLifetimeSeconds: Record<StaffTokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60,
  password_reset: 60 * 60,
};

/**
 * A fresh link token for a member; earlier unused ones of the same purpose stop working, so only the
 * latest mail's link opens anything. Only the token's hash is stored.
 */
export async function issueStaffToken(
  tx: DatabaseOrTransaction,
  staffId: number,
  purpose: StaffTokenPurpose,
): Promise<string> {
  await tx
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt)));
  const token = createSecretToken();
  await tx.insert(staffTokens).values({
    tokenHash: hashSecretToken(token),
    staffId,
    purpose,
    expiresAt: new Date(Date.now() + staffTokenLifetimeSeconds[purpose] * 1000),
  });
  return token;
}

/** The member an open token of this purpose belongs to, or undefined (unknown, used or expired). */
export async function findStaffTokenOwner(
  db: DatabaseOrTransaction,
  token: string,
  purpose: StaffTokenPurpose,
): Promise<number | undefined> {
  const [row] = await db.select({ staffId: staffTokens.staffId }).from(staffTokens).where(openToken(token, purpose));
  return row?.staffId;
}

/** Uses a token up and answers whose it was; an unknown, used or expired one is 'Token Expired'. */
export async function consumeStaffToken(
  tx: DatabaseOrTransaction,
  token: string,
  purpose: StaffTokenPurpose,
): Promise<number> {
  const [used] = await tx
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(openToken(token, purpose))
    .returning({ staffId: staffTokens.staffId });
  if (!used) throw new DomainError("forbidden", problem("token_expired"));
  return used.staffId;
}

function openToken(token: string, purpose: StaffTokenPurpose) {
  return and(
    eq(staffTokens.tokenHash, hashSecretToken(token)),
    eq(staffTokens.purpose, purpose),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, new Date()),
  );
}
