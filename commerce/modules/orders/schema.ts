import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../accounts/schema.ts";
import { staffMembers } from "../staff/schema.ts";
import { products, variants } from "../catalogue/schema.ts";
import type { PickupStoreSnapshot } from "../stores/index.ts";

/** SPEC §3 order statuses; the allowed transitions live in the orders module. */
export const orderStatus = pgEnum("order_status", [
  "checkout",
  "processing",
  "accepted",
  "completed",
  "declined",
  "removed",
]);

/**
 * What the back office's search looks in: the email and the billing name, lower-cased. The list's
 * query and orders_search_idx use this one expression, so the trigram index answers its LIKE.
 */
export const orderSearchText = (order: { email: AnyPgColumn; billingAddress: AnyPgColumn }): SQL =>
  sql`lower(${order.email} || ' ' || coalesce(${order.billingAddress}->>'firstName', '') || ' ' || coalesce(${order.billingAddress}->>'lastName', ''))`;

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Human-friendly order number shown to shoppers and merchants. */
    orderNumber: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    basketId: uuid(),
    /** SHA-256 of the token a guest holds to read this order. */
    guestTokenHash: text(),
    status: orderStatus().notNull().default("checkout"),
    locale: text().notNull(),
    currencyCode: text().notNull(),
    email: text().notNull(),
    billingAddress: jsonb().notNull(),
    shippingAddress: jsonb(),
    deliveryMethodCode: text().notNull(),
    pickupStoreId: integer(),
    /** The pickup store as it was when the order was placed (name and address), so the order keeps it. */
    pickupStore: jsonb().$type<PickupStoreSnapshot>(),
    paymentMethodCode: text().notNull(),
    paymentProvider: text().notNull(),
    paymentReference: text(),
    subtotalIncVat: integer().notNull(),
    deliveryIncVat: integer().notNull(),
    vatAmount: integer().notNull(),
    totalIncVat: integer().notNull(),
    /** A client-supplied key that makes placing this order idempotent, within its basket. */
    idempotencyKey: text(),
    /** Until when an unpaid order in `checkout` holds its stock; the sweeper removes it after that. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    uniqueIndex("orders_basket_idempotency_key_idx").on(t.basketId, t.idempotencyKey),
    // A basket becomes at most one live order; after a decline or removal it may be tried again.
    uniqueIndex("orders_live_basket_idx")
      .on(t.basketId)
      .where(sql`status in ('checkout', 'processing', 'accepted', 'completed')`),
    index("orders_hold_expiry_idx")
      .on(t.holdExpiresAt)
      .where(sql`status = 'checkout'`),
    // The back office's list: search by email or name, sort by total, filter by pickup store.
    index("orders_search_idx").using("gin", sql`(${orderSearchText(t)}) gin_trgm_ops`),
    index("orders_total_idx").on(t.totalIncVat, t.orderNumber),
    index("orders_pickup_store_idx").on(t.pickupStoreId, t.createdAt),
  ],
);

/** An order line keeps a snapshot of what was bought and at what price. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    variantId: integer().references(() => variants.id, { onDelete: "set null" }),
    partNo: text().notNull(),
    name: text().notNull(),
    variantDescription: text().notNull().default(""),
    quantity: integer().notNull(),
    unitPriceIncVat: integer().notNull(),
    vatRate: integer().notNull(),
    lineTotalIncVat: integer().notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), index("order_lines_variant_idx").on(t.variantId)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    note: text(),
    /** Who moved it; empty when the shopper, the payment provider or the sweeper did. */
    staffId: integer().references(() => staffMembers.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_status_history_order_idx").on(t.orderId, t.changedAt),
    // The back office's live list polls for orders paid lately: when idle this range is empty.
    index("order_status_history_paid_idx")
      .on(t.changedAt)
      .where(sql`to_status = 'processing'`),
  ],
);

/** Which warehouse gave how many of a variant to an order, so a declined or removed order can give them back. */
export const orderStockAllocations = pgTable(
  "order_stock_allocations",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer().notNull(),
    warehouseId: integer().notNull(),
    quantity: integer().notNull(),
    /** Set when the stock went back to the warehouse. */
    returnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.variantId, t.warehouseId] })],
);

/** A staff member's internal note on an order; shoppers never see these. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffId: integer().references(() => staffMembers.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

/** How a completed order was sent: one shipment per order. */
export const orderShipments = pgTable("order_shipments", {
  orderId: uuid()
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  carrier: text().notNull(),
  trackingNumber: text().notNull(),
  /** The carrier's tracking page for this parcel, shown to the shopper and mailed to them. */
  trackingUrl: text().notNull(),
  staffId: integer().references(() => staffMembers.id, { onDelete: "set null" }),
  shippedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
