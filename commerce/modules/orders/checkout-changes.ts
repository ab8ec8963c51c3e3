import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { invalidInput, isUuid } from "#commerce/validation.ts";
import { buyerInput, deliveryVatRate, vatIncluded, type BuyerInput } from "../basket/index.ts";
import { allocateStock, returnStock } from "../stores/index.ts";
import { orderLines, orders, orderStockAllocations } from "./schema.ts";
import { canAccessOrder, moveOrder, type OrderAccess } from "./service.ts";

/**
 * SPEC §7's checkout adapter calls, modelled on our own order while it is in `checkout`: change a
 * line's quantity (stock follows), change the buyer, or delete the order (its stock goes back).
 */

/** Whether paying the order has begun (the payments module answers), asked under the order's lock. */
export type PaymentStarted = (tx: DatabaseOrTransaction, orderId: string) => Promise<boolean>;

/**
 * Locks the caller's order, still in `checkout` and not yet being paid: once a payment has begun
 * (paying takes the same lock), its lines and total are what the shopper pays, so they stay.
 */
async function lockOwnCheckoutOrder(
  tx: DatabaseOrTransaction,
  orderId: string,
  access: OrderAccess,
  paymentStarted: PaymentStarted,
) {
  if (!isUuid(orderId)) throw new DomainError("not_found", problem("order_not_found"));
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || !canAccessOrder(order, access)) throw new DomainError("not_found", problem("order_not_found"));
  if (order.status !== "checkout")
    throw new DomainError("conflict", problem("order_not_in_checkout", { status: order.status }));
  if (await paymentStarted(tx, orderId)) throw new DomainError("conflict", problem("order_being_paid"));
  return order;
}

/** Sums the lines again: subtotal, VAT and total follow every change. */
async function recomputeTotals(tx: DatabaseOrTransaction, orderId: string, deliveryIncVat: number) {
  const lines = await tx
    .select({ total: orderLines.lineTotalIncVat, vatRate: orderLines.vatRate })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const vat =
    lines.reduce((sum, line) => sum + vatIncluded(line.total, line.vatRate), 0) +
    vatIncluded(deliveryIncVat, deliveryVatRate);
  await tx
    .update(orders)
    .set({ subtotalIncVat: subtotal, vatAmount: vat, totalIncVat: subtotal + deliveryIncVat, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** `onStockChanged` hears of every product whose stock moved, so listings follow; `paymentStarted` guards orders being paid. */
export function createCheckoutOrderChanges(
  db: Database,
  onStockChanged: (productIds: number[]) => Promise<void>,
  paymentStarted: PaymentStarted,
) {
  return {
    /** A line's new quantity (PATCH .../cart/items/{id}); more takes stock, fewer gives it back; 0 removes the line. */
    async updateLine(orderId: string, access: OrderAccess, lineId: number, quantity: number): Promise<void> {
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 99)
        throw invalidField("quantity", problem("quantity_out_of_range", { min: 0, max: 99 }));
      const productId = await db.transaction(async (tx) => {
        const order = await lockOwnCheckoutOrder(tx, orderId, access, paymentStarted);
        const [line] = await tx
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
        if (!line || line.variantId === null) throw new DomainError("not_found", problem("order_line_not_found"));
        const lineCount = await tx.$count(orderLines, eq(orderLines.orderId, orderId));
        if (quantity === 0 && lineCount === 1)
          throw new DomainError("invalid", problem("order_needs_a_line"), [
            onField("quantity", problem("order_line_required")),
          ]);
        const change = quantity - line.quantity;
        if (change > 0) {
          for (const allocation of await allocateStock(tx, [
            { variantId: line.variantId, quantity: change, name: line.name },
          ])) {
            await tx
              .insert(orderStockAllocations)
              .values({ orderId, ...allocation })
              .onConflictDoUpdate({
                target: [
                  orderStockAllocations.orderId,
                  orderStockAllocations.variantId,
                  orderStockAllocations.warehouseId,
                ],
                set: { quantity: sql`${orderStockAllocations.quantity} + ${allocation.quantity}` },
              });
          }
        } else if (change < 0) {
          let toReturn = -change;
          const held = await tx
            .select()
            .from(orderStockAllocations)
            .where(
              and(eq(orderStockAllocations.orderId, orderId), eq(orderStockAllocations.variantId, line.variantId)),
            );
          for (const allocation of held) {
            const back = Math.min(allocation.quantity, toReturn);
            if (back === 0) break;
            toReturn -= back;
            await returnStock(tx, [{ ...allocation, quantity: back }]);
            await tx
              .update(orderStockAllocations)
              .set({ quantity: allocation.quantity - back })
              .where(
                and(
                  eq(orderStockAllocations.orderId, orderId),
                  eq(orderStockAllocations.variantId, allocation.variantId),
                  eq(orderStockAllocations.warehouseId, allocation.warehouseId),
                ),
              );
          }
        }
        if (quantity === 0) await tx.delete(orderLines).where(eq(orderLines.id, lineId));
        else
          await tx
            .update(orderLines)
            .set({ quantity, lineTotalIncVat: line.unitPriceIncVat * quantity })
            .where(eq(orderLines.id, lineId));
        await recomputeTotals(tx, orderId, order.deliveryIncVat);
        return line.productId;
      });
      if (productId !== null) await onStockChanged([productId]);
    },

    /** The buyer's email and addresses (PUT .../orders/{id}), checked like the basket's. */
    async updateBuyer(orderId: string, access: OrderAccess, input: BuyerInput): Promise<void> {
      const parsed = buyerInput.safeParse(input);
      if (!parsed.success) throw invalidInput(problem("invalid_buyer"), parsed.error);
      await db.transaction(async (tx) => {
        await lockOwnCheckoutOrder(tx, orderId, access, paymentStarted);
        await tx
          .update(orders)
          .set({
            email: parsed.data.email,
            billingAddress: parsed.data.billingAddress,
            shippingAddress: parsed.data.shippingAddress ?? null,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, orderId));
      });
    },

    /** Deletes an order still in checkout (DELETE .../checkout/orders/{id}): it is removed and its stock goes back. */
    async deleteOrder(orderId: string, access: OrderAccess): Promise<void> {
      const productIds = await db.transaction(async (tx) => {
        await lockOwnCheckoutOrder(tx, orderId, access, paymentStarted);
        await moveOrder(tx, orderId, "removed", "deleted in checkout");
        return (
          await tx.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId))
        ).flatMap((line) => (line.productId ? [line.productId] : []));
      });
      await onStockChanged(productIds);
    },
  };
}

export type CheckoutOrderChanges = ReturnType<typeof createCheckoutOrderChanges>;
