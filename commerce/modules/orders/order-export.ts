import type { Database } from "#commerce/db/client.ts";
import { csvByteOrderMark, type CsvCell, csvLine } from "#commerce/csv.ts";
import { listOrderChunk, type OrderListEntry } from "./order-list.ts";
import type { ParsedOrderListFilter } from "./staff-inputs.ts";

/** The export's columns, in order. */
export const orderCsvColumns = [
  "orderNumber",
  "createdAt",
  "status",
  "paymentState",
  "email",
  "buyerName",
  "deliveryMethod",
  "pickupStore",
  "currency",
  "total",
  "refunded",
] as const;
export type OrderCsvColumn = (typeof orderCsvColumns)[number];

/** The header's words, in the staff member's language (the caller translates them). */
export type OrderCsvHeader = Record<OrderCsvColumn, string>;

/** Orders read per statement: a chunk is written out before the next is read, so memory stays flat. */
const chunkSize = 1000;

/** Minor units as a decimal in major units ("1234.50"), with as many decimals as the currency has. */
function inMajorUnits(minor: number, currencyCode: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency: currencyCode }).resolvedOptions()
    .maximumFractionDigits!;
  return (minor / 10 ** digits).toFixed(digits);
}

function cellsOf(order: OrderListEntry): CsvCell[] {
  return [
    order.orderNumber,
    order.createdAt,
    order.status,
    order.paymentState,
    order.email,
    order.buyerName,
    order.deliveryMethodCode,
    order.pickupStoreName,
    order.currencyCode,
    inMajorUnits(order.totalIncVat, order.currencyCode),
    inMajorUnits(order.refundedAmount, order.currencyCode),
  ];
}

/**
 * The orders matching the filter as CSV, one chunk of text at a time (the header first), in order
 * number order: a caller streams it out as it comes. Cells a spreadsheet would run as a formula
 * are written as text (commerce/csv.ts).
 */
export async function* exportOrdersCsv(
  db: Database,
  filter: ParsedOrderListFilter,
  header: OrderCsvHeader,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvLine(orderCsvColumns.map((column) => header[column]));
  for (let after = 0; ;) {
    const chunk = await listOrderChunk(db, filter, after, chunkSize);
    if (chunk.length > 0) yield chunk.map((order) => csvLine(cellsOf(order))).join("");
    if (chunk.length < chunkSize) return;
    after = chunk.at(-1)!.orderNumber;
  }
}
