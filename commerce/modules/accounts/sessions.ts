import { and, eq, gt, isNull } from "drizzle-orm";
import { problem, type ErrorCode } from "#commerce/error-codes.ts";
import type { Database } from "#commerce/db/client.ts";
import { createSecretToken, hashSecretToken } from "#commerce/secret-tokens.ts";
import { invalidInput } from "#commerce/validation.ts";
import { loginInput, type LoginInput } from "./inputs.ts";
import { absentPasswordHash, verifyPassword } from "./password.ts";
import { hitRateLimit, passwordAttemptLimit } from "./rate-limit.ts";
import { customers, sessions } from "./schema.ts";

export interface SessionCustomer {
  id: number;
  code: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

export type LoginResult =
  | { ok: true; sessionToken: string; expiresAt: Date; customer: SessionCustomer }
  /** SPEC §8: wrong credentials, a deactivated account, or too many attempts. */
  | { ok: false; reason: Extract<ErrorCode, "invalid_credentials" | "account_deactivated" | "too_many_attempts"> };

export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;

const sessionCustomerColumns = {
  id: customers.id,
  code: customers.code,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
};

/** Checks credentials and opens a new session (a fresh token at every login); we keep only the token's hash. */
export async function logIn(db: Database, input: LoginInput): Promise<LoginResult> {
  const parsed = loginInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("invalid_credentials"), parsed.error);
  const { email, password, clientAddress } = parsed.data;
  const withinLimits = [
    await hitRateLimit(db, `login:account:${email}`, passwordAttemptLimit),
    await hitRateLimit(db, `login:address:${clientAddress}`, passwordAttemptLimit),
  ];
  if (withinLimits.includes(false)) return { ok: false, reason: "too_many_attempts" };

  const [customer] = await db
    .select({ ...sessionCustomerColumns, passwordHash: customers.passwordHash, isActive: customers.isActive })
    .from(customers)
    .where(and(eq(customers.loginName, email), isNull(customers.deletedAt)));
  const passwordMatches = await verifyPassword(password, customer?.passwordHash ?? absentPasswordHash);
  if (!customer || !passwordMatches) return { ok: false, reason: "invalid_credentials" };
  if (!customer.isActive) return { ok: false, reason: "account_deactivated" };

  const sessionToken = createSecretToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
  await db.insert(sessions).values({ tokenHash: hashSecretToken(sessionToken), customerId: customer.id, expiresAt });
  const { passwordHash: _passwordHash, isActive: _isActive, ...sessionCustomer } = customer;
  return { ok: true, sessionToken, expiresAt, customer: sessionCustomer };
}

/** The active customer a session token belongs to, or undefined for an unknown or expired token. */
export async function findSessionCustomer(db: Database, sessionToken: string): Promise<SessionCustomer | undefined> {
  const [row] = await db
    .select(sessionCustomerColumns)
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecretToken(sessionToken)),
        gt(sessions.expiresAt, new Date()),
        eq(customers.isActive, true),
        isNull(customers.deletedAt),
      ),
    );
  return row;
}

/** Ends one session; an unknown token is fine. */
export async function logOut(db: Database, sessionToken: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSecretToken(sessionToken)));
}
