export interface LimitedFetchOptions {
  /** Requests allowed to start in any one second (SPEC §9: 5, or 3 with an OAuth token). */
  requestsPerSecond: number;
  /** Retries of a request answered 429 (SPEC §9: up to 5). */
  maxRetries: number;
  /** The first retry waits this long; each further retry waits twice as long as the one before. */
  firstRetryDelayMs: number;
  fetch?: typeof fetch;
  /** The time and the waiting; the wall clock unless given (tests give a virtual one). */
  clock?: Clock;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const wallClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The vendor's second, with a little room so that network jitter cannot squeeze one request too many into it. */
const windowMs = 1050;

/**
 * A fetch that keeps to a vendor's rate limit and retries 429 answers with a growing delay. Every
 * request that goes out, retries included, takes a slot. Slots are spaced evenly (a window's share
 * apart) rather than handed out in bursts: a burst's last request can arrive late on a busy machine
 * and meet the next burst inside the vendor's second.
 */
export function createLimitedFetch(options: LimitedFetchOptions): typeof fetch {
  const send = options.fetch ?? fetch;
  const { now, sleep } = options.clock ?? wallClock;
  const spacingMs = windowMs / options.requestsPerSecond;
  let nextStart = 0;
  let queue: Promise<void> = Promise.resolve();

  /** Waits for a free slot; slots are handed out one at a time, in order. */
  const takeSlot = (): Promise<void> => {
    const slot = queue.then(async () => {
      const wait = nextStart - now();
      if (wait > 0) await sleep(wait);
      nextStart = Math.max(now(), nextStart) + spacingMs;
    });
    queue = slot;
    return slot;
  };

  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      await takeSlot();
      const response = await send(input, init);
      if (response.status !== 429) return response;
      await response.body?.cancel();
      // Given up: answered as 503 so that a client library's own 429 retries do not add more.
      if (attempt >= options.maxRetries)
        return new Response("Rate limited: gave up after retrying", { status: 503, statusText: "Service Unavailable" });
      await sleep(options.firstRetryDelayMs * 2 ** attempt);
    }
  };
}
