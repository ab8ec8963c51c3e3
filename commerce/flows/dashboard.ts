import { type Database, readSideBySide } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import {
  listLatestOrders,
  listWaitingOrders,
  summariseSales,
  type CurrencySales,
  type OrderListRow,
  type WaitingOrders,
} from "../modules/orders/index.ts";
import { readSetting } from "../modules/settings/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { listLowStockVariants, type LowStock } from "../modules/stores/index.ts";

/** How many orders and variants each of the dashboard's lists shows. */
export const dashboardListLength = 10;

/** The back office's start page: sales per currency, the orders waiting for staff, stock running low, the latest orders. */
export interface Dashboard {
  sales: CurrencySales[];
  waiting: WaitingOrders;
  /** With the threshold (the `lowStockThreshold` setting) the variants are below. */
  lowStock: LowStock & { threshold: number };
  latestOrders: OrderListRow[];
}

/**
 * The dashboard's figures (`orders.read`), each one statement; `now` is when "today" is (tests
 * give it). Variant names are in `locale`, the staff member's.
 */
export async function readDashboard(
  db: Database,
  actor: StaffActor,
  locale: ShopLocale,
  now = new Date(),
): Promise<Dashboard> {
  requirePermission(actor, "orders.read");
  const { quantity: threshold } = await readSetting(db, "lowStockThreshold");
  const [sales, waiting, lowStock, latestOrders] = await readSideBySide<
    [CurrencySales[], WaitingOrders, LowStock, OrderListRow[]]
  >(db, [
    () => summariseSales(db, now),
    () => listWaitingOrders(db, dashboardListLength),
    () => listLowStockVariants(db, threshold, dashboardListLength, locale),
    () => listLatestOrders(db, dashboardListLength),
  ]);
  return { sales, waiting, lowStock: { ...lowStock, threshold }, latestOrders };
}

/** The dashboard on one database. */
export interface DashboardService {
  /** Sales today, 7 and 30 days per currency, waiting orders, low stock and the latest orders (`orders.read`). */
  readDashboard(actor: StaffActor, locale: ShopLocale, now?: Date): Promise<Dashboard>;
}

/** The dashboard service on one database. */
export function createDashboardService(db: Database): DashboardService {
  return { readDashboard: (actor, locale, now) => readDashboard(db, actor, locale, now) };
}
