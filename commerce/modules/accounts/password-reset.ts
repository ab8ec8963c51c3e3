import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Database, selectRows } from "#commerce/db/client.ts";
import { createSecretToken, hashSecretToken } from "#commerce/secret-tokens.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { fieldProblems } from "#commerce/validation.ts";
import { queueTemplateMail } from "../mail/index.ts";
import {
  passwordResetInput,
  passwordResetRequestInput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from "./inputs.ts";
import { hashPassword } from "./password.ts";
import { hitRateLimit, type RateLimit } from "./rate-limit.ts";
import { customers, passwordResetTokens, sessions } from "./schema.ts";

/** A reset link works for an hour, once. */
export const resetTokenLifetimeSeconds = 60 * 60;
const requestLimitPerAccount: RateLimit = { limit: 3, windowSeconds: 60 * 60 };
const requestLimitPerAddress: RateLimit = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Forgot password: emails a single-use link that expires. Nothing in the answer tells whether the
 * email is registered or the limit was reached: it is the same, and it is given before any of the
 * work is done (a registered email takes longer over it: a token and a mail are written).
 * `delivered` settles once the work is done; the caller answers without waiting for it.
 */
export function requestPasswordReset(db: Database, input: PasswordResetRequestInput): { delivered: Promise<void> } {
  const request = passwordResetRequestInput.parse(input);
  // Not even the first statement goes out before the caller has its answer.
  const delivered = new Promise<void>((resolve) => setImmediate(resolve)).then(() => issueResetLink(db, request));
  return { delivered };
}

/**
 * Counts the request, and when it is within the limits writes a token for the email's customer and
 * queues the mail. Both kinds of email take the same steps in one transaction: the customer's
 * lookup is the token's insert, which finds no one for an unknown email; only the mail is left out.
 */
async function issueResetLink(
  db: Database,
  { email, locale, clientAddress, resetUrl }: z.output<typeof passwordResetRequestInput>,
): Promise<void> {
  const token = createSecretToken();
  const link = new URL(resetUrl);
  link.searchParams.set("token", token);
  await db.transaction(async (tx) => {
    const allowed =
      (await hitRateLimit(tx, `reset:account:${email}`, requestLimitPerAccount)) &&
      (await hitRateLimit(tx, `reset:address:${clientAddress}`, requestLimitPerAddress));
    if (!allowed) return;
    const issued = await selectRows<{ customerId: number }>(
      tx,
      sql`insert into password_reset_tokens (token_hash, customer_id, expires_at)
          select ${hashSecretToken(token)}, id, ${new Date(Date.now() + resetTokenLifetimeSeconds * 1000).toISOString()}::timestamptz from customers
          where login_name = ${email} and is_active and deleted_at is null
          returning customer_id as "customerId"`,
    );
    if (issued.length > 0)
      await queueTemplateMail(tx, {
        template: "password_reset",
        locale,
        recipient: email,
        data: { resetUrl: link.toString() },
      });
  });
}

/** The token's row while it still works: unused and within its hour. */
const usableToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/**
 * Whether an emailed token would still set a new password, so its page can say at once that a used
 * or expired link is spent. The answer tells nothing of the account the token was for.
 */
export async function isPasswordResetTokenUsable(db: Database, token: string): Promise<boolean> {
  if (!passwordResetInput.shape.token.safeParse(token).success) return false;
  const found = await db
    .select({ customerId: passwordResetTokens.customerId })
    .from(passwordResetTokens)
    .where(usableToken(token));
  return found.length > 0;
}

/**
 * Sets a new password with an emailed token. The token works once and for an hour; a used,
 * expired or unknown one is refused with 'Token Expired'. Every session of the customer ends.
 */
export async function resetPassword(db: Database, input: PasswordResetInput): Promise<void> {
  const parsed = passwordResetInput.safeParse(input);
  if (!parsed.success) {
    const fields = fieldProblems(parsed.error);
    if (fields.some(({ field }) => field === "token")) throw new DomainError("forbidden", problem("token_expired"));
    throw new DomainError("invalid", problem("invalid_password"), fields);
  }
  const passwordHash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usableToken(parsed.data.token))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!used) throw new DomainError("forbidden", problem("token_expired"));
    await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, used.customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, used.customerId));
  });
}
