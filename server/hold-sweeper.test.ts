import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { ExpiredOrderReport } from "#commerce/flows/release-expired-orders.ts";
import { startHoldSweeper } from "./hold-sweeper.ts";

const quietLog = { info: () => {}, error: () => {} };

describe("the stock-hold sweeper's timer", () => {
  it("sweeps on its interval, never two sweeps at once, and stopping waits for the sweep under way", async () => {
    let sweeps = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    let finished = 0;
    const slowSweep = async (): Promise<ExpiredOrderReport> => {
      sweeps += 1;
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      await sleep(120);
      concurrent -= 1;
      finished += 1;
      return { removed: [], paid: [], declined: [] };
    };
    const sweeper = startHoldSweeper(slowSweep, 0.05, quietLog);
    await sleep(400);
    await sweeper.stop();
    expect(sweeps).toBeGreaterThanOrEqual(2);
    expect(mostConcurrent).toBe(1);
    expect(finished).toBe(sweeps);
    await sleep(150);
    expect(sweeps).toBe(finished);
  });

  it("logs a failed sweep and keeps going", async () => {
    const errors: string[] = [];
    let sweeps = 0;
    const sweeper = startHoldSweeper(
      async () => {
        sweeps += 1;
        throw new Error("database unavailable");
      },
      0.02,
      { info: () => {}, error: (details: object) => void errors.push((details as { err: Error }).err.message) },
    );
    await sleep(120);
    await sweeper.stop();
    expect(sweeps).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toBe("database unavailable");
  });
});
