import type { Database } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import type { CheckoutMethods } from "../modules/checkout/index.ts";
import {
  createStaffOrdersService,
  orderTransitions,
  type OrderListPage,
  type OrderListQuery,
  type OrderStatus,
  type StaffOrdersService,
} from "../modules/orders/index.ts";
import { paymentStates, type PaymentState } from "../modules/payments/index.ts";
import type { PricingService } from "../modules/pricing/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import type { StoresService } from "../modules/stores/index.ts";

/** What the order list's filters offer, in the staff member's language. */
export interface OrderFilterOptions {
  /** Every order status, in the lifecycle's order. */
  statuses: OrderStatus[];
  paymentStates: PaymentState[];
  deliveries: { code: string; name: string }[];
  stores: { id: number; name: string; city: string }[];
}

/** A page of the order list with what its filters offer. */
export interface OrderListWithOptions extends OrderListPage {
  options: OrderFilterOptions;
}

/** The modules the order list's filters read from besides orders (their cached reads). */
export interface StaffOrderReadsDeps {
  checkoutMethods: CheckoutMethods;
  pricing: PricingService;
  stores: StoresService;
}

/**
 * The back office's order reads: the orders module's (modules/orders/staff-service.ts) and the
 * list's page with its filter options, which spans the checkout, pricing and stores modules.
 */
export interface StaffOrderReads extends StaffOrdersService {
  /** A page of orders as `listOrders` gives it, with the statuses, payment states, delivery methods and pickup stores its filters offer, in `locale` (`orders.read`). */
  listOrdersWithOptions(actor: StaffActor, query: OrderListQuery, locale: ShopLocale): Promise<OrderListWithOptions>;
}

const orderStatuses = Object.keys(orderTransitions) as OrderStatus[];

/**
 * The filters' choices: the statuses and payment states (the engine's own lists), the delivery
 * methods named as the default currency's checkout offers them (every method the shop has is
 * priced in it), and the pickup stores.
 */
async function readOrderFilterOptions(deps: StaffOrderReadsDeps, locale: ShopLocale): Promise<OrderFilterOptions> {
  const currency = await deps.pricing.getDefaultCurrency();
  const [deliveries, stores] = await Promise.all([
    deps.checkoutMethods.listDeliveryMethods(locale, currency.code),
    deps.stores.listStoreNames(locale),
  ]);
  return {
    statuses: orderStatuses,
    paymentStates: [...paymentStates],
    deliveries: deliveries.map(({ code, name }) => ({ code, name })),
    stores: stores.map(({ id, name, city }) => ({ id, name, city })),
  };
}

/** The back office's order reads on one database, the filter options from the given modules. */
export function createStaffOrderReads(db: Database, deps: StaffOrderReadsDeps): StaffOrderReads {
  const staffOrders = createStaffOrdersService(db);
  return {
    ...staffOrders,
    async listOrdersWithOptions(actor, query, locale) {
      requirePermission(actor, "orders.read");
      const [page, options] = await Promise.all([
        staffOrders.listOrders(actor, query),
        readOrderFilterOptions(deps, locale),
      ]);
      return { ...page, options };
    },
  };
}
