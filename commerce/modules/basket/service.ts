import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CheckoutMethods, DeliveryMethod, OfferedMethods, PaymentMethod } from "../checkout/index.ts";
import { updateBuyer } from "./basket-buyer.ts";
import { claimBasket } from "./basket-claim.ts";
import { addItems, deleteItem, updateItems } from "./basket-items.ts";
import { createBasket, deleteBasket } from "./basket-lifecycle.ts";
import { hasBasket, type BasketOwner } from "./basket-ownership.ts";
import { countItems, getBasket, lockBasket, type Basket, type BasketView } from "./basket-reads.ts";
import type { BasketItemInput, BasketItemUpdateInput, Buyer, BuyerInput } from "./inputs.ts";
import { setDeliveryMethod, setPaymentMethod } from "./method-choices.ts";

/** Baskets: lines priced by the server, quantities checked against stock, buyer and chosen methods. */
export interface BasketService {
  /** A new, empty basket; its random id is the shopper's key to it, kept in a cookie. */
  createBasket(owner: BasketOwner, view: Pick<BasketView, "locale" | "currencyId">): Promise<string>;
  /** The basket with priced lines and totals, when `owner` may see it. */
  getBasket(basketId: string, owner: BasketOwner, view: BasketView): Promise<Basket>;
  /** In the caller's transaction: the basket as getBasket reads it, its row locked until the end; `offered` read before. */
  lockBasket(
    tx: DatabaseOrTransaction,
    basketId: string,
    owner: BasketOwner,
    view: BasketView,
    offered: OfferedMethods,
  ): Promise<Basket | undefined>;
  /** Whether the basket exists and `owner` may use it (a cheap check, without reading its lines). */
  hasBasket(basketId: string, owner: BasketOwner): Promise<boolean>;
  /** How many items the basket holds (for the bag icon); 0 for a basket the owner may not see. */
  countItems(basketId: string, owner: BasketOwner): Promise<number>;
  /** Adds one or more lines within what is in stock (SPEC §7 add-to-basket, add-items-to-basket). */
  addItems(basketId: string, owner: BasketOwner, items: readonly BasketItemInput[]): Promise<void>;
  /** Sets line quantities (SPEC §7 update-basket-item, update-basket-items); 0 removes a line. */
  updateItems(basketId: string, owner: BasketOwner, updates: readonly BasketItemUpdateInput[]): Promise<void>;
  /** Removes one line (SPEC §7 delete-basket-item). */
  deleteItem(basketId: string, owner: BasketOwner, itemId: number): Promise<void>;
  /** Deletes the basket and its lines (SPEC §7 delete-basket). */
  deleteBasket(basketId: string, owner: BasketOwner): Promise<void>;
  /** Saves who buys and where it goes (SPEC §7 update-buyer). */
  updateBuyer(basketId: string, owner: BasketOwner, input: BuyerInput): Promise<Buyer>;
  /** Chooses how to pay, by the method's code (SPEC §7 update-basket-payment-method). */
  setPaymentMethod(basketId: string, owner: BasketOwner, locale: ShopLocale, code: string): Promise<PaymentMethod>;
  /** Chooses how goods arrive; picking up in a store needs the store. */
  setDeliveryMethod(
    basketId: string,
    owner: BasketOwner,
    view: BasketView,
    code: string,
    pickupStoreId?: number,
  ): Promise<DeliveryMethod>;
  /** At login: the guest basket becomes the customer's, or joins their saved one; the id of the basket they now use. */
  claimBasket(guestBasketId: string | undefined, customerId: number): Promise<string | undefined>;
}

/** The basket service on one database, offering the checkout methods of `methods`. */
export function createBasketService(db: Database, methods: CheckoutMethods): BasketService {
  return {
    createBasket: (owner, view) => createBasket(db, owner, view),
    getBasket: (basketId, owner, view) => getBasket(db, methods, basketId, owner, view),
    lockBasket,
    hasBasket: (basketId, owner) => hasBasket(db, basketId, owner),
    countItems: (basketId, owner) => countItems(db, basketId, owner),
    addItems: (basketId, owner, items) => addItems(db, basketId, owner, items),
    updateItems: (basketId, owner, updates) => updateItems(db, basketId, owner, updates),
    deleteItem: (basketId, owner, itemId) => deleteItem(db, basketId, owner, itemId),
    deleteBasket: (basketId, owner) => deleteBasket(db, basketId, owner),
    updateBuyer: (basketId, owner, input) => updateBuyer(db, basketId, owner, input),
    setPaymentMethod: (basketId, owner, locale, code) => setPaymentMethod(db, methods, basketId, owner, locale, code),
    setDeliveryMethod: (basketId, owner, view, code, pickupStoreId) =>
      setDeliveryMethod(db, methods, basketId, owner, view, code, pickupStoreId),
    claimBasket: (guestBasketId, customerId) => claimBasket(db, guestBasketId, customerId),
  };
}
