import { eq, type SQLWrapper } from "drizzle-orm";
import { type DatabaseOrTransaction, queryBuilder } from "#commerce/db/client.ts";
import { payments } from "./schema.ts";

/** An order's payment row as we keep it. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * An order's payment as a lateral subquery the orders module joins in its own statement (ADR
 * 0014): its `status`, `declineReason`, `provider` and the provider's `reference`; no row while
 * paying has not begun.
 */
export const paymentOf = (orderId: SQLWrapper) =>
  queryBuilder
    .select({
      status: payments.status,
      declineReason: payments.declineReason,
      provider: payments.provider,
      reference: payments.reference,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .as("order_payment");

/** An order's payment, or undefined while paying has not begun. */
export async function findPayment(db: DatabaseOrTransaction, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return payment;
}
