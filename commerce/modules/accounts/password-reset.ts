import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { createSecretToken, hashSecretToken } from "../../secret-tokens.ts";
import { DomainError } from "../../errors.ts";
import { fieldMessages } from "../../validation.ts";
import type { ShopLocale } from "../../locale.ts";
import { queueMail } from "../mail/index.ts";
import { passwordResetInput, passwordResetRequestInput, type PasswordResetRequestInput } from "./inputs.ts";
import { hashPassword } from "./password.ts";
import { hitRateLimit, type RateLimit } from "./rate-limit.ts";
import { customers, passwordResetTokens, sessions } from "./schema.ts";

/** A reset link works for an hour, once. */
export const resetTokenLifetimeSeconds = 60 * 60;
const requestLimitPerAccount: RateLimit = { limit: 3, windowSeconds: 60 * 60 };
const requestLimitPerAddress: RateLimit = { limit: 10, windowSeconds: 60 * 60 };
export const resetTokenExpiredMessage = "Token Expired";

const mailTexts: Record<ShopLocale, { subject: string; body: (link: string) => string }> = {
  "sv-SE": { subject: "Återställ ditt lösenord hos Butik", body: (link) => `Hej!\n\nNågon (förhoppningsvis du) bad om att få återställa lösenordet till ditt konto hos Butik. Länken fungerar i en timme och bara en gång:\n\n${link}\n\nBad du inte om det kan du strunta i det här meddelandet.\n\nHälsningar, Butik` },
  "en-GB": { subject: "Reset your Butik password", body: (link) => `Hello,\n\nSomeone (hopefully you) asked to reset the password of your Butik account. The link works for one hour, once:\n\n${link}\n\nIf you did not ask for it, you can ignore this message.\n\nBest wishes, Butik` },
};

/**
 * Forgot password: emails a single-use link that expires. The answer is the same whether or not
 * the email is registered, and whether or not the limit was reached, so nothing is revealed.
 */
export async function requestPasswordReset(db: Database, input: PasswordResetRequestInput): Promise<void> {
  const { email, locale, clientAddress, resetUrl } = passwordResetRequestInput.parse(input);
  const allowed = (await hitRateLimit(db, `reset:account:${email}`, requestLimitPerAccount)) && (await hitRateLimit(db, `reset:address:${clientAddress}`, requestLimitPerAddress));
  if (!allowed) return;
  const [customer] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.loginName, email), eq(customers.isActive, true), isNull(customers.deletedAt)));
  if (!customer) return;
  const token = createSecretToken();
  const link = new URL(resetUrl);
  link.searchParams.set("token", token);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ tokenHash: hashSecretToken(token), customerId: customer.id, expiresAt: new Date(Date.now() + resetTokenLifetimeSeconds * 1000) });
    await queueMail(tx, { recipient: email, subject: mailTexts[locale].subject, textBody: mailTexts[locale].body(link.toString()), template: "password-reset", locale });
  });
}

/**
 * Sets a new password with an emailed token. The token works once and for an hour; a used,
 * expired or unknown one is refused with 'Token Expired'. Every session of the customer ends.
 */
export async function resetPassword(db: Database, input: { token: string; password: string }): Promise<void> {
  const parsed = passwordResetInput.safeParse(input);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    if (fields.token) throw new DomainError("forbidden", resetTokenExpiredMessage);
    throw new DomainError("invalid", "Invalid password", fields);
  }
  const passwordHash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashSecretToken(parsed.data.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!used) throw new DomainError("forbidden", resetTokenExpiredMessage);
    await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, used.customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, used.customerId));
  });
}
