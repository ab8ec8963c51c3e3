import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableSql } from "#commerce/db/reusable-statements.ts";

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Guesses at a password (login, activation, password change), per account and per client address: enough for typos, too few for guessing. */
export const passwordAttemptLimit: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Counts one attempt against `key` in a fixed window kept in the database, so every server process
 * shares the count. Answers whether the attempt is within the limit.
 */
export async function hitRateLimit(
  db: DatabaseOrTransaction,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<boolean> {
  return hitRateLimits(db, windowSeconds, [{ key, limit }]);
}

const windowLength = sql`make_interval(secs => ${sql.placeholder("windowSeconds")}::int)`;

// Run by every sign-in, sign-up and order placed.
const bucketsHit = reusableSql<{ key: string; hits: number }>(
  "rate_limit_buckets_hit",
  sql`insert into rate_limit_buckets (key, window_starts_at, hits) select key, now(), 1 from unnest(${sql.placeholder("keys")}::text[]) as key order by key
      on conflict (key) do update set
        hits = case when rate_limit_buckets.window_starts_at <= now() - ${windowLength} then 1 else rate_limit_buckets.hits + 1 end,
        window_starts_at = case when rate_limit_buckets.window_starts_at <= now() - ${windowLength} then now() else rate_limit_buckets.window_starts_at end
      returning key, hits`,
);

/**
 * Counts one attempt against each key (windows of the same length) in one statement; answers
 * whether every one is within its limit. Keys are counted in a fixed order, so two callers
 * counting the same keys queue instead of deadlocking.
 */
export async function hitRateLimits(
  db: DatabaseOrTransaction,
  windowSeconds: number,
  attempts: readonly { key: string; limit: number }[],
): Promise<boolean> {
  const keys = [...new Set(attempts.map((attempt) => attempt.key))].sort();
  const rows = await bucketsHit(db, { keys, windowSeconds });
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  return attempts.every((attempt) => (hits.get(attempt.key) ?? 1) <= attempt.limit);
}
