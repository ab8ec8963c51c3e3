import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "../../db/client.ts";

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
export async function hitRateLimit(db: DatabaseOrTransaction, key: string, { limit, windowSeconds }: RateLimit): Promise<boolean> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await selectRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_buckets (key, window_starts_at, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limit_buckets.window_starts_at <= now() - ${window} then 1 else rate_limit_buckets.hits + 1 end,
          window_starts_at = case when rate_limit_buckets.window_starts_at <= now() - ${window} then now() else rate_limit_buckets.window_starts_at end
        returning hits`,
  );
  return (row?.hits ?? 1) <= limit;
}
