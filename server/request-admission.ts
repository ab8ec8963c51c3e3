import type { MiddlewareHandler } from "hono";

/**
 * Starts new requests one per turn of the event loop, requests that change something (POST)
 * before reads. Under load, a request's every round trip to the database otherwise waits behind
 * all the requests that arrived meanwhile (their handlers run in the same turn as its answer), so
 * an order's thirty statements each queued behind a burst of listings; admitted one per turn, the
 * new requests wait instead, and work already under way goes on between them. Throughput is the
 * same: a busy loop still runs a handler every turn.
 */
export function admitOnePerTurn(): MiddlewareHandler {
  const queues = { changes: [] as (() => void)[], reads: [] as (() => void)[] };
  let scheduled = false;

  function admitNext() {
    scheduled = false;
    const admit = queues.changes.shift() ?? queues.reads.shift();
    admit?.();
    if (queues.changes.length + queues.reads.length > 0) schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(admitNext);
  }

  return async (c, next) => {
    await new Promise<void>((admit) => {
      (c.req.method === "POST" ? queues.changes : queues.reads).push(admit);
      schedule();
    });
    await next();
  };
}
