import { z } from "zod";
import { idField } from "#commerce/validation.ts";
import { paymentStates } from "../payments/index.ts";
import { shopDayField } from "../stores/index.ts";
import { orderStatus } from "./schema.ts";

/** A list that a query string may carry as one value or several (`status=processing&status=accepted`). */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(max));

/** Which orders the back office lists or exports; every part optional, all parts must hold. */
export const orderListFilterInput = z.object({
  statuses: listOf(z.enum(orderStatus.enumValues), orderStatus.enumValues.length).optional(),
  paymentStates: listOf(z.enum(paymentStates), paymentStates.length).optional(),
  deliveryMethodCodes: listOf(z.string().trim().min(1).max(64), 20).optional(),
  pickupStoreIds: listOf(z.coerce.number().pipe(idField), 100).optional(),
  /** Placed on this day (YYYY-MM-DD, the shop's: Stockholm's) or later. */
  createdFrom: shopDayField.optional(),
  /** Placed on this day (YYYY-MM-DD, the shop's) or earlier: the day is included whole. */
  createdTo: shopDayField.optional(),
  /** An order number, or part of an email address or the buyer's name. */
  search: z.string().trim().max(200).optional(),
});
export type OrderListFilter = z.input<typeof orderListFilterInput>;
export type ParsedOrderListFilter = z.output<typeof orderListFilterInput>;

const orderSortKeys = ["created", "number", "total"] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

/** A page of the list: the filter, the order, and where the page starts. */
export const orderListQueryInput = orderListFilterInput.extend({
  sort: z.enum(orderSortKeys).default("created"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.coerce.number().pipe(idField).optional(),
});
export type OrderListQuery = z.input<typeof orderListQueryInput>;
export type ParsedOrderListQuery = z.output<typeof orderListQueryInput>;

/** Where a live list's poll starts: the `checkedAt` of the poll before. */
export const newOrdersSinceInput = z.coerce.date().optional();

export { parseStaffInput } from "#commerce/validation.ts";
