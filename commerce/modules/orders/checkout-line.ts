import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { deliveryVatRate, vatIncluded } from "../basket/index.ts";
import { allocateStock, returnStock } from "../stores/index.ts";
import { type CheckoutOrderHooks, lockOwnCheckoutOrder } from "./checkout-order-lock.ts";
import type { OrderAccess } from "./order-access.ts";
import { orderLines, orders, orderStockAllocations } from "./schema.ts";

/**
 * A line's new quantity (PATCH .../cart/items/{id}) on the caller's order in checkout: more takes
 * stock, fewer gives it back, 0 removes the line (never the last one); the totals follow.
 */
export async function updateCheckoutLine(
  db: Database,
  hooks: CheckoutOrderHooks,
  orderId: string,
  access: OrderAccess,
  lineId: number,
  quantity: number,
): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > 99)
    throw invalidField("quantity", problem("quantity_out_of_range", { min: 0, max: 99 }));
  const productId = await db.transaction(async (tx) => {
    const order = await lockOwnCheckoutOrder(tx, orderId, access, hooks.paymentStarted);
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
    if (change > 0) await holdMoreStock(tx, orderId, { variantId: line.variantId, quantity: change, name: line.name });
    else if (change < 0) await giveStockBack(tx, orderId, line.variantId, -change);
    if (quantity === 0) await tx.delete(orderLines).where(eq(orderLines.id, lineId));
    else
      await tx
        .update(orderLines)
        .set({ quantity, lineTotalIncVat: line.unitPriceIncVat * quantity })
        .where(eq(orderLines.id, lineId));
    await recomputeTotals(tx, orderId, order.deliveryIncVat);
    return line.productId;
  });
  if (productId !== null) await hooks.onStockChanged([productId]);
}

/** Takes more of a variant from stock and adds it to what the order holds. */
async function holdMoreStock(
  tx: DatabaseOrTransaction,
  orderId: string,
  more: { variantId: number; quantity: number; name: string },
): Promise<void> {
  for (const allocation of await allocateStock(tx, [more])) {
    await tx
      .insert(orderStockAllocations)
      .values({ orderId, ...allocation })
      .onConflictDoUpdate({
        target: [orderStockAllocations.orderId, orderStockAllocations.variantId, orderStockAllocations.warehouseId],
        set: { quantity: sql`${orderStockAllocations.quantity} + ${allocation.quantity}` },
      });
  }
}

/** Gives `count` of a variant the order holds back to stock, warehouse by warehouse. */
async function giveStockBack(
  tx: DatabaseOrTransaction,
  orderId: string,
  variantId: number,
  count: number,
): Promise<void> {
  let toReturn = count;
  const held = await tx
    .select()
    .from(orderStockAllocations)
    .where(and(eq(orderStockAllocations.orderId, orderId), eq(orderStockAllocations.variantId, variantId)));
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

/** Sums the lines again: subtotal, VAT and total follow every change. */
async function recomputeTotals(tx: DatabaseOrTransaction, orderId: string, deliveryIncVat: number): Promise<void> {
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
