import type { Database } from "../db/client.ts";
import type { CommerceLogger } from "../commerce.ts";
import { claimExpiredHolds, lockOrder, removeExpiredOrder } from "../modules/orders/index.ts";
import { cancelWaitingPayment, findPayment, hasPayment, waitingPaymentStatuses } from "../modules/payments/index.ts";
import type { AuthorizationResult, PaymentProvider } from "../providers/payments/payment-provider.ts";

/** What one sweep did: orders removed (stock back), and orders the provider reported paid or refused. */
export interface ExpiredOrderReport {
  removed: string[];
  paid: string[];
  declined: string[];
}

export interface ReleaseExpiredOrdersOptions {
  payments: PaymentProvider;
  /** The order flows' settling of a provider's answer (flows/place-order.ts), so paying works one way. */
  settlePayment: (orderId: string, result: AuthorizationResult) => Promise<unknown>;
  /** Stock moved for these products: listings and facet counts must follow. */
  onStockChanged: (productIds: number[]) => Promise<void>;
  log: CommerceLogger;
  /** CHECKOUT_HOLD_MINUTES, for orders created before holds were kept. */
  checkoutHoldMinutes: number;
}

/** Orders taken per sweep; the rest wait for the next one. */
const sweepBatch = 100;

/** How long a sweeper has an expired order to itself while it asks the provider (see claimExpiredHolds). */
const claimSeconds = 120;

/**
 * The stock-hold sweeper: gives back the stock of orders left in `checkout` past their hold
 * (CHECKOUT_HOLD_MINUTES): abandoned checkout-adapter orders, never-confirmed payments, orders
 * left by a crash. Where a payment exists the provider is asked first: paid → settled as paid,
 * refused → declined, still waiting → cancelled at the provider and the order removed. Safe to run
 * in every process at once: each expired order is claimed by one sweeper.
 */
export function createExpiredOrderRelease(db: Database, options: ReleaseExpiredOrdersOptions) {
  /**
   * Gives the payment up in our books (so a late answer no longer pays it) and removes the order,
   * in one transaction; nothing happens if the payment was settled or appeared meanwhile.
   */
  async function removeOrder(orderId: string, hadPayment: boolean): Promise<number[] | undefined> {
    return db.transaction(async (tx) => {
      if (hadPayment) {
        if (!(await cancelWaitingPayment(tx, orderId))) return undefined;
      } else {
        // Locked before counting: paying an order takes the same lock (restartHold), so either its
        // payment is seen here or the payment waits for the removal and finds the order gone.
        await lockOrder(tx, orderId);
        // The shopper started paying it just now: the next sweep asks the provider.
        if (await hasPayment(tx, orderId)) return undefined;
      }
      return removeExpiredOrder(tx, orderId);
    });
  }

  async function releaseOrder(orderId: string, report: ExpiredOrderReport, stockMoved: Set<number>): Promise<void> {
    const payment = await findPayment(db, orderId);
    if (payment && !(waitingPaymentStatuses as readonly string[]).includes(payment.status)) return;
    if (payment) {
      const reported = await options.payments.lookup(payment.reference);
      if (reported.status !== "action_required") {
        await options.settlePayment(orderId, reported);
        report[reported.status === "authorized" ? "paid" : "declined"].push(orderId);
        return;
      }
      // Given up at the provider first: a crash before the removal leaves a payment the next
      // sweep finds refused, never one the shopper could still complete for a removed order.
      await options.payments.cancel(payment.reference);
    }
    const productIds = await removeOrder(orderId, payment !== undefined);
    if (!productIds) return;
    report.removed.push(orderId);
    for (const productId of productIds) stockMoved.add(productId);
  }

  /** One sweep over the orders whose hold has run out; see createExpiredOrderRelease. */
  return async function releaseExpiredOrders(): Promise<ExpiredOrderReport> {
    const report: ExpiredOrderReport = { removed: [], paid: [], declined: [] };
    const stockMoved = new Set<number>();
    for (const orderId of await claimExpiredHolds(db, {
      limit: sweepBatch,
      leaseSeconds: claimSeconds,
      holdSeconds: options.checkoutHoldMinutes * 60,
    })) {
      try {
        await releaseOrder(orderId, report, stockMoved);
      } catch (error) {
        // Left claimed: once the claim runs out a later sweep tries again.
        options.log.warn("Releasing an expired order failed", { orderId, err: error });
      }
    }
    if (stockMoved.size > 0) await options.onStockChanged([...stockMoved]);
    return report;
  };
}
