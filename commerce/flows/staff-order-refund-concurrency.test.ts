import { eq } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { DomainError } from "../errors.ts";
import { paymentRefunds, payments } from "../modules/payments/schema.ts";
import type { StaffActor, StaffRole } from "../modules/staff/roles.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import { createSandboxPaymentProvider } from "../providers/payments/sandbox.ts";
import { createCommerce } from "../commerce.ts";

// Refunds race: on PostgreSQL (integration-postgres) each request has its own connection and they
// truly run at once; the payment's row lock is what keeps their sum to what was captured. The
// provider is slowed down, so requests overlap while earlier ones are still being asked.

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
