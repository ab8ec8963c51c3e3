import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { startHoldSweeper } from "./hold-sweeper.ts";
import { startPeriodicSweep } from "./periodic-sweep.ts";
import { startSaleSweeper } from "./sale-sweeper.ts";

const quietLog = { info: () => {}, error: () => {} };

describe("a periodic sweep's timer", () => {
  it("sweeps on its interval, never two sweeps at once, and stopping waits for the sweep under way", async () => {
    let [sweeps, concurrent, mostConcurrent, finished] = [0, 0, 0, 0];
    const slowSweep = async () => {
      sweeps += 1;
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      await sleep(120);
      concurrent -= 1;
      finished += 1;
    };
    const sweeper = startPeriodicSweep(slowSweep, {
      seconds: 0.05,
      log: quietLog,
      outcome: () => undefined,
      failure: "",
    });
    await sleep(400);
    await sweeper.stop();
    expect(sweeps).toBeGreaterThanOrEqual(2);
    expect(mostConcurrent).toBe(1);
    expect(finished).toBe(sweeps);
    await sleep(150);
    expect(sweeps).toBe(finished);
  });

  it("logs what the sale and hold sweepers did, and a failed sweep, and keeps going", async () => {
    const logged: string[] = [];
    const log = {
      info: (details: object, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`),
      error: (details: object, message: string) =>
        void logged.push(`${message}: ${(details as { err: Error }).err.message}`),
    };
    let saleSweeps = 0;
    const sales = startSaleSweeper(
      async () => {
        saleSweeps += 1;
        if (saleSweeps === 1) return { started: [{ productId: 7, priceListId: 1 }], ended: [], dropped: [] };
        throw new Error("database unavailable");
      },
      0.02,
      log,
    );
    await sleep(120);
    await sales.stop();
    expect(saleSweeps).toBeGreaterThanOrEqual(3);
    expect(logged.slice(0, 2)).toEqual([
      'scheduled sale prices applied {"started":[{"productId":7,"priceListId":1}],"ended":[],"dropped":[]}',
      "sale sweep failed: database unavailable",
    ]);

    logged.length = 0;
    const holds = startHoldSweeper(async () => ({ removed: [], paid: ["order-1"], declined: [] }), 0.02, log);
    await sleep(60);
    await holds.stop();
    expect(logged[0]).toBe('expired checkout orders released {"removed":[],"paid":["order-1"],"declined":[]}');
  });
});
