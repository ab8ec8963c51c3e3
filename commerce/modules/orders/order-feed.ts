import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { type Database, readSideBySide, selectRows } from "#commerce/db/client.ts";
import { type OrderListEntry, selectListEntries } from "./order-list.ts";
import { orders, orderStatusHistory } from "./schema.ts";

/** Orders paid lately, newest first, and the database's time of asking (the next poll's `since`). */
export interface NewOrders {
  rows: OrderListEntry[];
  checkedAt: Date;
}

/**
 * How far before `since` each poll looks. A payment's transaction stamps the order's history with
 * the time it began, and commits only once the provider has answered (Klarna gives up after 30
 * seconds), so a row may appear with a stamp older than the poll before it.
 */
const newOrdersLookbackSeconds = 120;

/** The most orders one poll answers (a live list shows the newest; a reload shows the rest). */
const newOrdersLimit = 100;

/**
 * Orders that became `processing` (were paid) since `since` less the lookback, for a live list to
 * merge by id. Idle, it costs one probe of an empty range of order_status_history_paid_idx.
 */
export async function listNewOrders(db: Database, since: Date): Promise<NewOrders> {
  const paidLately = db
    .select({ orderId: orderStatusHistory.orderId })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.toStatus, "processing"),
        gte(
          orderStatusHistory.changedAt,
          sql`${since.toISOString()}::timestamptz - make_interval(secs => ${newOrdersLookbackSeconds})`,
        ),
      ),
    );
  const [rows, [clock]] = await readSideBySide<[OrderListEntry[], { now: Date | string }[]]>(db, [
    () =>
      selectListEntries(db)
        .where(inArray(orders.id, paidLately))
        .orderBy(desc(orders.orderNumber))
        .limit(newOrdersLimit),
    () => selectRows<{ now: Date | string }>(db, sql`select now() as now`),
  ]);
  return { rows, checkedAt: new Date(clock!.now) };
}
