import { eq, sql } from "drizzle-orm";
import { type Database, type DatabaseOrTransaction, readSideBySide } from "#commerce/db/client.ts";
import { reusableQuery } from "#commerce/db/reusable-statements.ts";
import { isUuid } from "#commerce/validation.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  chargeDelivery,
  leftToFreeDelivery,
  type CheckoutMethods,
  type DeliveryMethod,
  type OfferedMethods,
  type PaymentMethod,
} from "../checkout/index.ts";
import { computeTotals, readBasketLines, type BasketLine, type BasketTotals } from "./basket-lines.ts";
import { basketNotFound, hasBasket, type BasketOwner } from "./basket-ownership.ts";
import type { Buyer } from "./inputs.ts";
import { basketBuyers, basketItems, baskets } from "./schema.ts";

/** The language and price list a basket is shown in. */
export interface BasketView {
  locale: ShopLocale;
  currencyId: number;
  currencyCode: string;
  priceListId: number;
}

/** A basket as the shopper sees it: priced lines, totals, buyer and chosen methods. */
export interface Basket extends BasketTotals {
  id: string;
  customerId: number | null;
  currencyCode: string;
  lines: BasketLine[];
  buyer: Buyer | null;
  deliveryMethod: DeliveryMethod | null;
  pickupStoreId: number | null;
  paymentMethod: PaymentMethod | null;
  /** The goods' total from which delivery is free in this currency; null when there is no such offer. */
  freeDeliveryFromIncVat: number | null;
  /** What the bag shows before checkout: delivery by the chosen method, or else the first home delivery. */
  deliveryOutlook: DeliveryOutlook;
}

export interface DeliveryOutlook {
  /** The totals with that delivery charged (free at or above the threshold). */
  totals: BasketTotals;
  /** How much more the goods must cost for free delivery: 0 once reached, null when there is no such offer. */
  leftToFreeIncVat: number | null;
}

const subtotalOf = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.lineTotalIncVat, 0);

/** What delivery by `method` costs on these lines: free at or above the currency's threshold. */
function chargeOf(method: DeliveryMethod, lines: readonly BasketLine[], offered: OfferedMethods): number {
  return chargeDelivery(method.priceIncVat, subtotalOf(lines), offered.freeDeliveryFromIncVat);
}

/** Delivery as the bag foresees it, charged by the same rule checkout charges by. */
function foreseeDelivery(
  lines: readonly BasketLine[],
  chosen: DeliveryMethod | null,
  offered: OfferedMethods,
): DeliveryOutlook {
  const method = chosen ?? offered.deliveries.find((candidate) => candidate.kind === "home");
  return {
    totals: computeTotals(lines, method ? chargeOf(method, lines, offered) : 0),
    leftToFreeIncVat: leftToFreeDelivery(subtotalOf(lines), offered.freeDeliveryFromIncVat),
  };
}

const basketWithBuyer = (tx: DatabaseOrTransaction) =>
  tx
    .select({ basket: baskets, buyer: basketBuyers })
    .from(baskets)
    .leftJoin(basketBuyers, eq(basketBuyers.basketId, baskets.id))
    .where(eq(baskets.id, sql.placeholder("basketId")));
// Read in every basket answer, so prepared; placing an order reads it locked.
const basketWithBuyerFor = reusableQuery((db) => basketWithBuyer(db).prepare("basket_with_buyer"));
const lockedBasketWithBuyerFor = reusableQuery((db) =>
  basketWithBuyer(db).for("update", { of: baskets }).prepare("basket_with_buyer_locked"),
);

/**
 * The basket row with its buyer (one statement), its row locked when `lock` is set, and its
 * priced lines: side by side on the pool, one after the other in a transaction.
 */
async function readBasket(
  tx: DatabaseOrTransaction,
  basketId: string,
  owner: BasketOwner,
  view: BasketView,
  offered: OfferedMethods,
  lock = false,
): Promise<Basket | undefined> {
  if (!isUuid(basketId)) throw basketNotFound();
  const readRow = () => (lock ? lockedBasketWithBuyerFor : basketWithBuyerFor)(tx).execute({ basketId });
  const [[row], lines] = await readSideBySide(tx, [
    readRow,
    () => readBasketLines(tx, basketId, view.locale, view.priceListId),
  ]);
  if (!row) return undefined;
  const { basket, buyer: buyerRow } = row;
  if (basket.customerId !== null && basket.customerId !== owner.customerId) throw basketNotFound();
  const deliveryMethod = offered.deliveries.find((method) => method.id === basket.deliveryMethodId) ?? null;
  const buyer = buyerRow
    ? {
        email: buyerRow.email,
        phone: buyerRow.phone ?? undefined,
        billingAddress: buyerRow.billingAddress as Buyer["billingAddress"],
        shippingAddress: (buyerRow.shippingAddress ?? undefined) as Buyer["shippingAddress"],
      }
    : null;
  return {
    id: basket.id,
    customerId: basket.customerId,
    currencyCode: view.currencyCode,
    lines,
    buyer,
    deliveryMethod,
    pickupStoreId: deliveryMethod?.kind === "store_pickup" ? basket.pickupStoreId : null,
    paymentMethod: offered.payments.find((method) => method.id === basket.paymentMethodId) ?? null,
    freeDeliveryFromIncVat: offered.freeDeliveryFromIncVat,
    deliveryOutlook: foreseeDelivery(lines, deliveryMethod, offered),
    ...computeTotals(lines, deliveryMethod ? chargeOf(deliveryMethod, lines, offered) : 0),
  };
}

/** The basket with priced lines and totals, when `owner` may see it. */
export async function getBasket(
  db: Database,
  methods: CheckoutMethods,
  basketId: string,
  owner: BasketOwner,
  view: BasketView,
): Promise<Basket> {
  const basket = await readBasket(db, basketId, owner, view, await methods.listOffered(view.locale, view.currencyCode));
  if (!basket) throw basketNotFound();
  return basket;
}

/**
 * Inside the caller's transaction: the basket as getBasket reads it, its row locked until the
 * transaction ends, so nothing changes it meanwhile; undefined when there is no such basket.
 * `offered` is read before the transaction (listOffered), which must not wait on the pool.
 */
export function lockBasket(
  tx: DatabaseOrTransaction,
  basketId: string,
  owner: BasketOwner,
  view: BasketView,
  offered: OfferedMethods,
): Promise<Basket | undefined> {
  return readBasket(tx, basketId, owner, view, offered, true);
}

/** How many items the basket holds (for the bag icon); 0 for a basket the owner may not see. */
export async function countItems(db: Database, basketId: string, owner: BasketOwner): Promise<number> {
  if (!(await hasBasket(db, basketId, owner))) return 0;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${basketItems.quantity}), 0)::int` })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  return row?.count ?? 0;
}
