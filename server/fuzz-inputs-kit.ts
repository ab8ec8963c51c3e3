import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { type Database, selectRows } from "#commerce/db/client.ts";

/**
 * What the fuzz suites share (server/fuzz-inputs*.test.ts): the seed and budget, malformed values,
 * bodies no page action can read, and the runner that sends each attack over real HTTP and checks
 * that it was refused and that no table changed.
 */

/** Seeded and bounded: FUZZ_SEED and FUZZ_RUNS override the defaults; a failure names the seed and the request. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_313);
export const fuzzRunsPerRoute = Number(process.env.FUZZ_RUNS ?? 10);

export const protoKeys = fc.constantFrom("toString", "__proto__", "constructor", "hasOwnProperty", "valueOf");
export const withNul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
export const longText = (max: number) =>
  fc.integer({ min: max + 1, max: max + 300 }).map((length) => "x".repeat(length));
export const hugeInteger = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constant(Number.MAX_SAFE_INTEGER * 10),
);
export const notAWholeNumberText = fc.constantFrom("abc", "1.5", "-1", "0x10", "1e400", "NaN", "Infinity", "1,2", "١");

export const encode = (value: unknown) => encodeURIComponent(String(value));

/** Bodies no page action can read as its form. */
export const badFormBody = fc.oneof(
  fc.json({ maxDepth: 2 }).map((json) => ({ type: "application/json", text: json })),
  fc.constantFrom(
    { type: "multipart/form-data", text: "garbage" },
    { type: "multipart/form-data; boundary=x", text: "--x\r\nbroken" },
    { type: "text/plain", text: "intent=login" },
    { type: "application/xml", text: "<form/>" },
  ),
  withNul.map((text) => ({ type: "application/x-www-form-urlencoded", text: `intent=${encode(text)}` })),
);

export interface Attack {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What was malformed, for the failure message. */
  what: string;
}

/**
 * Tables whose change is expected: rate_limit_buckets counts every attempt at a login, a sign-up, a
 * password reset or change, refused or not (that is what a limit is for).
 */
const changingTables = new Set(["rate_limit_buckets"]);

/** The database's fingerprint: every table's rows, hashed. */
function createFingerprint(database: () => Database) {
  let query: ReturnType<typeof sql.raw> | undefined;
  return async (): Promise<Record<string, string>> => {
    if (!query) {
      const tables = await selectRows<{ name: string }>(
        database(),
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      );
      query = sql.raw(
        tables
          .filter((table) => !changingTables.has(table.name))
          // Each row's md5, summed: any change to any row changes it, and no sort is needed.
          .map(
            ({ name }) =>
              `select '${name}' as name, count(*) || ':' || coalesce(sum(('x' || md5(t::text))::bit(60)::bigint), 0) as hash from "${name}" t`,
          )
          .join(" union all "),
      );
    }
    return Object.fromEntries(
      (await selectRows<{ name: string; hash: string }>(database(), query)).map((row) => [row.name, row.hash]),
    );
  };
}

export interface FuzzOptions {
  /** Which answers (status, and Location for a redirect) count as refusing the attack; any 4xx by default. */
  refusedWith?: (status: number, location: string | null) => boolean;
  /** An /api route: a refusal must be SPEC §8's JSON error. */
  api?: boolean;
  /** Tables a refused request may still change. */
  mayChange?: readonly string[];
}

/**
 * The runner: each attack is sent over HTTP to the server; no answer may be a 500, each must be
 * refused with a message, and once a route's attacks are done no table (but those it may change)
 * differs from before them.
 */
export function createFuzzRunner(database: () => Database, server: { url: (path: string) => string; origin: string }) {
  const fingerprint = createFingerprint(database);
  /** The database as the previous route left it (taken once, then carried on: one fingerprint a route). */
  let before: Record<string, string> | undefined;

  async function send(attack: Attack) {
    const response = await fetch(server.url(attack.path), {
      method: attack.method,
      headers: { origin: server.origin, ...attack.headers },
      redirect: "manual",
      ...(attack.body === undefined ? {} : { body: attack.body }),
    });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  }

  return async function fuzz(
    name: string,
    attacks: fc.Arbitrary<Attack>,
    { refusedWith = (status) => status >= 400 && status < 500, api = false, mayChange = [] }: FuzzOptions = {},
  ) {
    before ??= await fingerprint();
    const expected = before;
    await fc.assert(
      fc.asyncProperty(attacks, async (attack) => {
        const { status, location, text } = await send(attack);
        const context = `${name}: ${attack.method} ${attack.path.slice(0, 200)} (${attack.what}) answered ${status}${location ? ` to ${location}` : ""}: ${text.slice(0, 300)}`;
        expect(status, context).toBeLessThan(500);
        expect(refusedWith(status, location), context).toBe(true);
        if (api && status >= 400)
          expect(JSON.parse(text), context).toMatchObject({
            statusCode: status,
            statusMessage: expect.stringMatching(/\S/),
          });
        else if (status !== 204 && (status < 300 || status >= 400)) expect(text, context).toMatch(/\S/);
      }),
      { seed: fuzzSeed, numRuns: fuzzRunsPerRoute, endOnFailure: true },
    );
    const after = await fingerprint();
    before = after;
    const changed = Object.keys(expected).filter(
      (table) => expected[table] !== after[table] && !mayChange.includes(table),
    );
    expect(changed, `${name} changed these tables (FUZZ_SEED=${fuzzSeed})`).toEqual([]);
  };
}
