import { setTimeout as sleep } from "node:timers/promises";
import type { GuestOrder } from "./guest-shopper.ts";

/** A checkout the loop started, and how late it started against its schedule. */
export interface PacedOrder extends GuestOrder {
  startLagMs: number;
}

export interface OrderLoopResult {
  planned: number;
  orders: PacedOrder[];
  /** Checkouts still running when settle() stopped waiting; they count as failed. */
  unfinished: number;
}

/** Checkouts started by paceOrders; settle() waits for them (at most `drainMs`) and gives the result. */
export interface StartedOrders {
  planned: number;
  settle(drainMs: number): Promise<OrderLoopResult>;
}

/**
 * Starts `rate` checkouts a second for `seconds`, open-loop: checkout i starts at i / rate seconds
 * whether or not the ones before it have answered, so a slow order cannot lower the rate (and hide
 * its own slowness). Returns when the stretch is over; checkouts may still be running then.
 */
export async function paceOrders(
  rate: number,
  seconds: number,
  checkOut: (index: number) => Promise<GuestOrder>,
): Promise<StartedOrders> {
  const planned = Math.floor(rate * seconds);
  const startedAt = performance.now();
  const ended: PacedOrder[] = [];
  const running: Promise<unknown>[] = [];
  for (let index = 0; index < planned; index += 1) {
    const due = startedAt + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const startLagMs = performance.now() - due;
    running.push(checkOut(index).then((order) => ended.push({ ...order, startLagMs })));
  }
  const stretchLeft = startedAt + seconds * 1000 - performance.now();
  if (stretchLeft > 0) await sleep(stretchLeft);
  return {
    planned,
    async settle(drainMs) {
      // Unref'd: a drain that ends early must not keep the bench alive for the rest of drainMs.
      await Promise.race([Promise.all(running), sleep(drainMs, undefined, { ref: false })]);
      const orders = [...ended];
      return { planned, orders, unfinished: planned - orders.length };
    },
  };
}
