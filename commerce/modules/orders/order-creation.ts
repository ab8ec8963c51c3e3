import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableSql } from "#commerce/db/reusable-statements.ts";
import type { StockAllocation } from "../stores/index.ts";
import { orderLines, orders, orderStatusHistory, orderStockAllocations } from "./schema.ts";

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  "id" | "orderNumber" | "status" | "holdExpiresAt" | "createdAt" | "updatedAt"
>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

/** Every column a new order is written with, each a placeholder of the statement that writes it. */
const newOrderColumns = [
  "customerId",
  "basketId",
  "guestTokenHash",
  "locale",
  "currencyCode",
  "email",
  "billingAddress",
  "shippingAddress",
  "deliveryMethodCode",
  "pickupStoreId",
  "pickupStore",
  "paymentMethodCode",
  "paymentProvider",
  "paymentReference",
  "subtotalIncVat",
  "deliveryIncVat",
  "vatAmount",
  "totalIncVat",
  "idempotencyKey",
] as const satisfies readonly (keyof NewOrder)[];

// A column of NewOrder missing above would be written as its default: the compiler refuses that.
type UnwrittenColumn = Exclude<keyof NewOrder, (typeof newOrderColumns)[number]>;
const everyColumnWritten: [UnwrittenColumn] extends [never] ? true : UnwrittenColumn = true;

/**
 * The jsonb columns go as JSON text cast in SQL: Drizzle would encode a null as the JSON `null`
 * where the column must hold SQL NULL (an order without a separate shipping address).
 */
const jsonColumns = new Set<string>(["billingAddress", "shippingAddress", "pickupStore"]);

function placeholderOf(column: (typeof newOrderColumns)[number]) {
  return jsonColumns.has(column) ? sql`${sql.placeholder(column)}::jsonb` : sql.placeholder(column);
}

function valueOf(order: NewOrder, column: (typeof newOrderColumns)[number]) {
  const value = order[column] ?? null;
  return jsonColumns.has(column) && value !== null ? JSON.stringify(value) : value;
}

/**
 * The order, its lines, the stock it took and the first step of its history, in one statement
 * built once (every order placed runs it): lines and allocations go as parallel arrays, so the
 * statement has one shape whatever their number. The foreign keys are checked when the
 * transaction ends, so the lines may name the order written beside them.
 */
const orderInsert = reusableSql<{ order_number: number }>("order_insert", (db) => {
  const placeholders = Object.fromEntries(newOrderColumns.map((column) => [column, placeholderOf(column)]));
  const id = sql.placeholder("id");
  // getSQL(): a builder put in a template as it is gets parentheses, which a WITH step may not have.
  const created = db
    .insert(orders)
    .values({
      ...(placeholders as Record<(typeof newOrderColumns)[number], never>),
      id,
      holdExpiresAt: sql`now() + make_interval(secs => ${sql.placeholder("holdSeconds")}::int)`,
    })
    .returning({ orderNumber: orders.orderNumber })
    .getSQL();
  return sql`with
    created as (${created}),
    traced as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status) values (${id}, null, 'checkout')
    ),
    lined as (
      insert into ${orderLines} (order_id, product_id, variant_id, part_no, name, variant_description, quantity, unit_price_inc_vat, vat_rate, line_total_inc_vat)
      select ${id}, product_id, variant_id, part_no, name, variant_description, quantity, unit_price_inc_vat, vat_rate, line_total_inc_vat
      from unnest(
        ${sql.placeholder("productIds")}::int[], ${sql.placeholder("variantIds")}::int[], ${sql.placeholder("partNos")}::text[],
        ${sql.placeholder("names")}::text[], ${sql.placeholder("variantDescriptions")}::text[], ${sql.placeholder("quantities")}::int[],
        ${sql.placeholder("unitPrices")}::int[], ${sql.placeholder("vatRates")}::int[], ${sql.placeholder("lineTotals")}::int[]
      ) with ordinality as line (product_id, variant_id, part_no, name, variant_description, quantity, unit_price_inc_vat, vat_rate, line_total_inc_vat, position)
      order by position
    ),
    allocated as (
      insert into ${orderStockAllocations} (order_id, variant_id, warehouse_id, quantity)
      select ${id}, variant_id, warehouse_id, quantity
      from unnest(${sql.placeholder("allocatedVariantIds")}::int[], ${sql.placeholder("allocatedWarehouseIds")}::int[], ${sql.placeholder("allocatedQuantities")}::int[])
        as allocation (variant_id, warehouse_id, quantity)
    )
    select order_number from created`;
});

/**
 * Creates an order in `checkout` inside the caller's transaction: the order, its lines, the stock
 * it took and the first step of its history, in one statement. Its stock is held for
 * `holdSeconds` by the database's clock, which every process and the sweeper share.
 */
export async function insertOrder(
  tx: DatabaseOrTransaction,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  allocations: readonly StockAllocation[],
  holdSeconds: number,
): Promise<{ id: string; orderNumber: number }> {
  const id = randomUUID();
  const linesOf = <T>(pick: (line: NewOrderLine) => T) => lines.map(pick);
  const [row] = await orderInsert(tx, {
    ...(everyColumnWritten && Object.fromEntries(newOrderColumns.map((column) => [column, valueOf(order, column)]))),
    id,
    holdSeconds,
    productIds: linesOf((line) => line.productId ?? null),
    variantIds: linesOf((line) => line.variantId ?? null),
    partNos: linesOf((line) => line.partNo),
    names: linesOf((line) => line.name),
    variantDescriptions: linesOf((line) => line.variantDescription ?? ""),
    quantities: linesOf((line) => line.quantity),
    unitPrices: linesOf((line) => line.unitPriceIncVat),
    vatRates: linesOf((line) => line.vatRate),
    lineTotals: linesOf((line) => line.lineTotalIncVat),
    allocatedVariantIds: allocations.map((allocation) => allocation.variantId),
    allocatedWarehouseIds: allocations.map((allocation) => allocation.warehouseId),
    allocatedQuantities: allocations.map((allocation) => allocation.quantity),
  });
  return { id, orderNumber: row!.order_number };
}
