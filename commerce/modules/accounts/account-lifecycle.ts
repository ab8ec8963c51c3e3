import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { hashSecretToken } from "#commerce/secret-tokens.ts";
import { DomainError } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { invalidInput } from "#commerce/validation.ts";
import {
  credentialsInput,
  passwordChangeInput,
  personalDataInput,
  type PasswordChangeInput,
  type PersonalDataInput,
} from "./inputs.ts";
import { absentPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { hitRateLimit, passwordAttemptLimit } from "./rate-limit.ts";
import { customers, sessions } from "./schema.ts";

// Profile changes and the account's life: deactivate and activate (deletion spans modules: flows/delete-account.ts).

/** What it takes to activate a deactivated account. */
export interface ActivationInput {
  email: string;
  password: string;
  confirmed: boolean;
  clientAddress: string;
}

/** Name and phone (SPEC §8: 'We could not update your personal data'). */
export async function updatePersonalData(db: Database, customerId: number, input: PersonalDataInput): Promise<void> {
  const parsed = personalDataInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("personal_data_not_updated"), parsed.error);
  await db
    .update(customers)
    .set({ ...parsed.data, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
}

/**
 * A new password after the current one is given; every other session ends. Attempts are
 * limited per customer like logins, so a stolen session cannot guess the current password.
 */
export async function changePassword(
  db: Database,
  customerId: number,
  currentSessionToken: string,
  input: PasswordChangeInput,
): Promise<void> {
  const parsed = passwordChangeInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("password_not_changed"), parsed.error);
  if (!(await hitRateLimit(db, `password-change:customer:${customerId}`, passwordAttemptLimit)))
    throw new DomainError("forbidden", problem("too_many_attempts"));
  const [customer] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || !(await verifyPassword(parsed.data.currentPassword, customer.passwordHash))) {
    throw new DomainError("invalid", problem("password_not_changed"), [
      onField("currentPassword", problem("invalid_credentials")),
    ]);
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, hashSecretToken(currentSessionToken))));
  });
}

/**
 * Deactivates the account: no login until it is activated again; every session ends. Inside the
 * caller's transaction when given one (the back office audits it in the same one).
 */
export async function deactivate(db: DatabaseOrTransaction, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(customers)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .returning({ id: customers.id });
    if (changed.length === 0) throw new DomainError("invalid", problem("deactivate_failed"));
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  });
}

/**
 * Activates a deactivated account. It needs the account's credentials and the shopper's
 * confirmation; attempts are limited like logins.
 */
export async function activate(db: Database, input: ActivationInput): Promise<void> {
  if (!input.confirmed)
    throw new DomainError("invalid", problem("activate_failed"), [onField("confirmed", problem("required"))]);
  const credentials = credentialsInput.safeParse(input);
  if (!credentials.success) throw invalidInput(problem("activate_failed"), credentials.error);
  const { email, password } = credentials.data;
  if (
    !(await hitRateLimit(db, `activate:address:${input.clientAddress}`, passwordAttemptLimit)) ||
    !(await hitRateLimit(db, `activate:account:${email}`, passwordAttemptLimit))
  ) {
    throw new DomainError("forbidden", problem("too_many_attempts"));
  }
  const [customer] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(eq(customers.loginName, email), isNull(customers.deletedAt)));
  const matches = await verifyPassword(password, customer?.passwordHash ?? absentPasswordHash);
  if (!customer || !matches) throw new DomainError("invalid", problem("invalid_credentials"));
  await activateCustomer(db, customer.id);
}

/**
 * Lets a customer that is not deleted log in again: the last step of the shopper's activation, and
 * all of it when staff activate the account (in the caller's transaction when given one).
 */
export async function activateCustomer(db: DatabaseOrTransaction, customerId: number): Promise<void> {
  const changed = await db
    .update(customers)
    .set({ isActive: true, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .returning({ id: customers.id });
  if (changed.length === 0) throw new DomainError("invalid", problem("activate_failed"));
}
