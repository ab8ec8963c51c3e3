import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { hitRateLimit, passwordAttemptLimit } from "../accounts/index.ts";
import { staffMembers } from "./schema.ts";
import { matchTotpStep } from "./totp.ts";

/**
 * Counts one guess at a member's TOTP code. Called outside the transaction that checks the code,
 * so a refused guess, which rolls that transaction back, still counts.
 */
export async function countTotpAttempt(db: Database, staffId: number): Promise<void> {
  if (!(await hitRateLimit(db, `staff-totp:${staffId}`, passwordAttemptLimit)))
    throw new DomainError("rate_limited", problem("too_many_attempts"));
}

/**
 * Whether `code` is the member's current code (within a step either side) for their enabled secret
 * or, while setting up, their pending one; when it is, its step becomes the last accepted one in the
 * same statement that checks it was later than any before, so no code is ever accepted twice.
 */
export async function acceptTotpCode(
  tx: DatabaseOrTransaction,
  staffId: number,
  code: string,
  secretState: "enabled" | "pending",
): Promise<boolean> {
  const enabled =
    secretState === "enabled" ? isNotNull(staffMembers.totpEnabledAt) : isNull(staffMembers.totpEnabledAt);
  const [member] = await tx
    .select({ secret: staffMembers.totpSecret, lastStep: staffMembers.totpLastStep })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), enabled));
  if (!member?.secret) return false;
  const step = matchTotpStep(member.secret, code, new Date(), member.lastStep);
  if (step === null) return false;
  const accepted = await tx
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))),
    )
    .returning({ id: staffMembers.id });
  return accepted.length === 1;
}
