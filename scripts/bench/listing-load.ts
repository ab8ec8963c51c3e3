import autocannon from "autocannon";
import { percentile } from "./percentile.ts";

/** What a stretch of closed-loop load on one URL measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  /** Latencies of the 2xx answers to a hundredth of a millisecond. */
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  errors: number;
}

/**
 * Every load asks as a browser does: the answers' figures include compressing them (ADR 0025). The
 * header goes on each request autocannon sends (the bare Node ceiling ignores it).
 */
const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * Starts autocannon and keeps every 2xx answer's latency as measured (autocannon's own histogram
 * keeps whole milliseconds, too coarse for a 10% limit on a p99 of about 10 ms).
 */
function loadWithLatencies(options: autocannon.Options) {
  const latencies: number[] = [];
  let finish: (result: autocannon.Result) => void;
  let fail: (error: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon({ ...options, headers: { ...browserHeaders, ...options.headers } }, (error, result) =>
    error ? fail(error) : finish(result),
  );
  instance.on("response", (_client, statusCode: number, _bytes: number, responseTimeMs: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const figures = done.then((result): LoadFigures => ({
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: hundredths(percentile(latencies, 50)),
    p99Ms: hundredths(percentile(latencies, 99)),
    errors: result.errors + result.non2xx,
  }));
  return { instance, figures };
}

const hundredths = (ms: number | undefined) => Math.round((ms ?? Number.NaN) * 100) / 100;

/** Loads `url` from `connections` connections for `seconds`, each request with `headers` besides a browser's. */
export function measureLoad(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  return loadWithLatencies({ url, connections, duration: seconds, headers }).figures;
}

/**
 * Starts loading `url` from `connections` connections until stopped, so the measured stretch is
 * exactly the one something else (an order loop, a probe) runs in.
 */
export function startLoad(url: string, connections: number): { stop(): Promise<LoadFigures> } {
  // Far longer than any phase: stop() ends it.
  const { instance, figures } = loadWithLatencies({ url, connections, duration: 24 * 3600 });
  return {
    stop() {
      instance.stop();
      return figures;
    },
  };
}
