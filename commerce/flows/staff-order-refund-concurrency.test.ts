import { eq, sql } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { selectRows } from "../db/client.ts";
import { problem } from "../error-codes.ts";
import type { DomainError } from "../errors.ts";
import { orders } from "../modules/orders/schema.ts";
import { paymentRefunds, payments } from "../modules/payments/schema.ts";
import type { StaffActor, StaffRole } from "../modules/access/index.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import { createSandboxPaymentProvider } from "../providers/payments/sandbox.ts";
import { createCommerce } from "../commerce.ts";

// Refunds race: on PostgreSQL (integration-postgres) each request has its own connection and they
// truly run at once; the payment's row lock is what keeps their sum to what was captured. The
// provider is slowed down, so requests overlap while earlier ones are still being asked. Likewise a
// decline sent while a completion's capture is at the provider: the order's lock makes it wait.

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "race");
});

/** A sandbox in another process (its own ledger, so only our books guard), slow to answer, counting what it is asked. */
function slowSandbox() {
  const sandbox = createSandboxPaymentProvider();
  const asked: { refundId: string; amount: number }[] = [];
  const payments: PaymentProvider = {
    ...sandbox,
    async refund(reference, request) {
      asked.push({ refundId: request.refundId, amount: request.amount });
      await sleep(30);
      return sandbox.refund(reference, request);
    },
  };
  return { asked, commerce: createCommerce(shop.database.db, { warn: () => undefined }, { payments }) };
}

const refundsOf = (orderId: string) =>
  shop.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
const paymentOf = async (orderId: string) =>
  (await shop.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe("refunds at the same time", () => {
  it("never give back more than was captured, however many staff refund at once", async () => {
    const { orderId } = await placePaidOrder(shop);
    const { asked, commerce } = slowSandbox();
    const captured = (await paymentOf(orderId)).amount;
    const share = Math.floor(captured * 0.3);
    const actors = [staff.owner, staff.manager, staff.support];
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        commerce.orderActions.refund(actors[index % 3]!, orderId, { kind: "amount", amount: share }),
      ),
    );
    const succeeded = settled.filter((result) => result.status === "fulfilled");
    const refused = settled.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(succeeded).toHaveLength(3);
    for (const failure of refused) expect((failure.reason as DomainError).code).toBe("refund_exceeds_available");
    const refunds = await refundsOf(orderId);
    expect(refunds.map((refund) => refund.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBeLessThanOrEqual(captured);
    expect((await paymentOf(orderId)).refundedAmount).toBe(share * 3);
    expect(asked.map((call) => call.refundId).sort()).toEqual(refunds.map((refund) => refund.id).sort());
  });

  it("give back exactly what was captured when full refunds, a refund by amount and a decline race", async () => {
    const { orderId } = await placePaidOrder(shop);
    const { asked, commerce } = slowSandbox();
    const captured = (await paymentOf(orderId)).amount;
    await Promise.allSettled([
      commerce.orderActions.refund(staff.support, orderId, { kind: "full" }),
      commerce.orderActions.refund(staff.manager, orderId, { kind: "amount", amount: 700 }),
      commerce.orderActions.decline(staff.owner, orderId),
      commerce.orderActions.refund(staff.owner, orderId, { kind: "full" }),
      commerce.orderActions.refund(staff.support, orderId, { kind: "amount", amount: 700 }),
    ]);
    const refunds = await refundsOf(orderId);
    expect(refunds.every((refund) => refund.status === "succeeded")).toBe(true);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(captured);
    expect(asked.reduce((sum, call) => sum + call.amount, 0)).toBe(captured);
    expect((await paymentOf(orderId)).refundedAmount).toBe(captured);
  });
});

/**
 * Until another connection waits for a lock (the decline behind the completion's order lock), so
 * the race is the one meant however slow the machine; PGlite's one connection makes it wait anyway.
 */
async function untilAnotherWaitsForALock(): Promise<void> {
  if (shop.database.engine !== "postgres") return sleep(200);
  for (const giveUpAt = Date.now() + 10_000; Date.now() < giveUpAt; await sleep(10)) {
    const [row] = await selectRows<{ waiting: number }>(
      shop.database.db,
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.waiting > 0) return;
  }
}

describe("a decline while a completion captures", () => {
  /** A sandbox whose capture is slow and says when it began; it records each capture and release it is asked for. */
  function slowCapture() {
    const sandbox = createSandboxPaymentProvider();
    const asked: string[] = [];
    let captureBegan!: () => void;
    const capturing = new Promise<void>((resolve) => (captureBegan = resolve));
    const payments: PaymentProvider = {
      ...sandbox,
      async capture(reference, amount, captureId) {
        asked.push("capture");
        captureBegan();
        await untilAnotherWaitsForALock();
        return sandbox.capture(reference, amount, captureId);
      },
      async cancel(reference) {
        asked.push("cancel");
        return sandbox.cancel(reference);
      },
    };
    return { asked, capturing, commerce: createCommerce(shop.database.db, { warn: () => undefined }, { payments }) };
  }

  it("waits for the completion and is refused, never releasing an authorization being captured", async () => {
    // Paid through the shop's own engine (which captures at once), then set back to only authorized.
    const { orderId } = await placePaidOrder(shop);
    const { asked, capturing, commerce } = slowCapture();
    await shop.database.db
      .update(payments)
      .set({ status: "authorized", capturedAt: null })
      .where(eq(payments.orderId, orderId));
    await commerce.orderActions.accept(staff.manager, orderId);
    const amount = (await paymentOf(orderId)).amount;
    const completing = commerce.orderActions.complete(staff.manager, orderId, {
      carrier: "bring",
      trackingNumber: "1",
    });
    await capturing;
    // The decline went in while the capture was at the provider: it waits for the order's lock,
    // which the completion holds until the order is completed, and a completed order is not declined.
    const refused = await expectDomainError(commerce.orderActions.decline(staff.owner, orderId));
    await completing;
    expect(refused.problem).toEqual(problem("order_transition_refused", { from: "completed", to: "declined" }));
    expect(asked).toEqual(["capture"]);
    expect(await paymentOf(orderId)).toMatchObject({ status: "captured", amount, refundedAmount: 0 });
    expect(await refundsOf(orderId)).toEqual([]);
    const [order] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe("completed");
  });
});
