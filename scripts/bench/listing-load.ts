import autocannon from "autocannon";

/** What a stretch of closed-loop load on one URL measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  errors: number;
}

function toFigures(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Loads `url` from `connections` connections for `seconds`. */
export async function measureLoad(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  return toFigures(await autocannon({ url, connections, duration: seconds }));
}

/**
 * Starts loading `url` from `connections` connections until stopped, so the measured stretch is
 * exactly the one something else (an order loop, a probe) runs in.
 */
export function startLoad(url: string, connections: number): { stop(): Promise<LoadFigures> } {
  let finished: (figures: LoadFigures) => void;
  let failed: (error: unknown) => void;
  const figures = new Promise<LoadFigures>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  // Far longer than any phase: stop() ends it.
  const instance = autocannon({ url, connections, duration: 24 * 3600 }, (error, result) =>
    error ? failed(error) : finished(toFigures(result)),
  );
  return {
    stop() {
      instance.stop();
      return figures;
    },
  };
}
