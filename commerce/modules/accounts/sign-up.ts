import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidInput } from "#commerce/validation.ts";
import { queueTemplateMail } from "../mail/index.ts";
import { createNewsletterService } from "../newsletter/index.ts";
import { signUpInput, type SignUpInput } from "./inputs.ts";
import { hashPassword } from "./password.ts";
import { hitRateLimit, type RateLimit } from "./rate-limit.ts";
import { customers } from "./schema.ts";

/** Sign-ups per client address: plenty for a family, too few for a script. */
const signUpLimit: RateLimit = { limit: 5, windowSeconds: 60 * 60 };

/** The customer a sign-up created. */
export interface SignedUpCustomer {
  customerId: number;
  code: string;
  email: string;
}

/**
 * Creates an account (SPEC §5): the email is looked up first, and an active account with it refuses
 * the sign-up ('Email already registered'); a deactivated one asks for a different username. Each
 * customer gets a fresh unique Code. Returns the new customer's id and Code.
 */
export async function signUp(db: Database, input: SignUpInput): Promise<SignedUpCustomer> {
  const parsed = signUpInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("could_not_create_account"), parsed.error);
  const { email, password, firstName, lastName, locale, clientAddress, shopUrl } = parsed.data;
  // Limits hold for every process (the counts live in the database).
  if (!(await hitRateLimit(db, `signup:address:${clientAddress}`, signUpLimit)))
    throw new DomainError("forbidden", problem("too_many_attempts"));
  const [existing] = await db
    .select({ isActive: customers.isActive })
    .from(customers)
    .where(and(eq(customers.loginName, email), isNull(customers.deletedAt)));
  if (existing) {
    throw invalidField("email", existing.isActive ? problem("email_registered") : problem("username_taken"));
  }
  const passwordHash = await hashPassword(password);
  // The welcome mail is queued with the account, so there is never one without the other.
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(customers)
      .values({ email, loginName: email, firstName, lastName, passwordHash, locale, acceptedTermsAt: new Date() })
      .onConflictDoNothing()
      .returning({ customerId: customers.id, code: customers.code, email: customers.email });
    if (inserted[0] && shopUrl)
      await queueTemplateMail(tx, { template: "welcome", locale, recipient: email, data: { firstName, shopUrl } });
    return inserted;
  });
  // Two sign-ups for one email at once: the unique login name lets one through.
  if (!created[0]) throw invalidField("email", problem("email_registered"));
  if (parsed.data.newsletter) await createNewsletterService(db).subscribe({ email, locale });
  return created[0];
}
