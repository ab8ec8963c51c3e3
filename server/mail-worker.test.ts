import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeliveryReport, queueTemplateMail } from "#commerce/modules/mail/index.ts";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { startMailWorker } from "./mail-worker.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());
const quietLog = { info: () => {}, error: () => {} };
const nothing: DeliveryReport = { sent: 0, deferred: 0, failed: 0 };

describe("the mail delivery worker", () => {
  it("delivers on its interval, never two rounds at once, and stopping waits for the round under way", async () => {
    let rounds = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    let finished = 0;
    const slowRound = async () => {
      rounds += 1;
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      await sleep(120);
      concurrent -= 1;
      finished += 1;
      return nothing;
    };
    const worker = startMailWorker(slowRound, 0.05, quietLog);
    await sleep(400);
    await worker.stop();
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(mostConcurrent).toBe(1);
    expect(finished).toBe(rounds);
    await sleep(150);
    expect(rounds).toBe(finished);
  });

  it("looks soon after this process queues mail, long before its next poll", async () => {
    let rounds = 0;
    const worker = startMailWorker(
      async () => {
        rounds += 1;
        return nothing;
      },
      3600,
      quietLog,
    );
    try {
      await queueTemplateMail(database.db, {
        template: "welcome",
        locale: "sv-SE",
        recipient: "woken@example.se",
        data: { firstName: "Vera", shopUrl: "https://shop.example/" },
      });
      await expect.poll(() => rounds, { timeout: 2000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("logs what a round did and a failed round, and keeps going", async () => {
    const logged: string[] = [];
    let rounds = 0;
    const worker = startMailWorker(
      async () => {
        rounds += 1;
        if (rounds === 1) return { sent: 2, deferred: 1, failed: 0 };
        throw new Error("database unavailable");
      },
      0.02,
      {
        info: (details, message) => void logged.push(`${message} ${JSON.stringify(details)}`),
        error: (details) => void logged.push((details as { err: Error }).err.message),
      },
    );
    await sleep(120);
    await worker.stop();
    expect(logged[0]).toBe('mail delivered {"sent":2,"deferred":1,"failed":0}');
    expect(logged[1]).toBe("database unavailable");
    expect(rounds).toBeGreaterThanOrEqual(3);
  });
});
