import { and, eq, isNull, or, sql } from "drizzle-orm";
import { type Database, type DatabaseOrTransaction, readSideBySide } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { invalidInput, isUuid } from "#commerce/validation.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CheckoutMethods, DeliveryMethod, OfferedMethods, PaymentMethod } from "../checkout/index.ts";
import { findActiveVariantIds, findActiveVariantsByPartNo } from "../catalogue/index.ts";
import { readPickupStore, readWarehouseStock } from "../stores/index.ts";
import { computeTotals, readBasketLines, type BasketLine, type BasketTotals } from "./basket-lines.ts";
import {
  basketItemInput,
  basketItemUpdateInput,
  buyerInput,
  type BasketItemInput,
  type BasketItemUpdateInput,
  type Buyer,
  type BuyerInput,
} from "./inputs.ts";
import { basketBuyers, basketItems, baskets } from "./schema.ts";

/** Who is asking: a guest (no customer) or a logged-in customer. */
export interface BasketOwner {
  customerId: number | null;
}

/** The language and price list a basket is shown in. */
export interface BasketView {
  locale: ShopLocale;
  currencyId: number;
  currencyCode: string;
  priceListId: number;
}

export interface Basket extends BasketTotals {
  id: string;
  customerId: number | null;
  currencyCode: string;
  lines: BasketLine[];
  buyer: Buyer | null;
  deliveryMethod: DeliveryMethod | null;
  pickupStoreId: number | null;
  paymentMethod: PaymentMethod | null;
}

/** Deletes a basket with its lines and buyer inside the caller's transaction (a paid basket is done). */
export async function removeBasket(tx: DatabaseOrTransaction, basketId: string): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.id, basketId));
}

const basketNotFound = () => new DomainError("not_found", problem("basket_not_found"));

function parse<T>(
  schema: {
    safeParse: (
      input: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(problem("invalid_basket_input"), result.error);
  return result.data;
}

/** Baskets: lines priced by the server, quantities checked against stock, buyer and chosen methods. */
export function createBasketService(db: Database, methods: CheckoutMethods) {
  /** The basket row when `owner` may use it: a guest basket by its id, a customer's only by them. */
  async function findOwnBasket(tx: DatabaseOrTransaction, basketId: string, owner: BasketOwner) {
    if (!isUuid(basketId)) throw basketNotFound();
    const [basket] = await tx.select().from(baskets).where(eq(baskets.id, basketId));
    if (!basket || (basket.customerId !== null && basket.customerId !== owner.customerId)) throw basketNotFound();
    return basket;
  }

  const hasBasket = (basketId: string, owner: BasketOwner): Promise<boolean> =>
    findOwnBasket(db, basketId, owner).then(
      () => true,
      () => false,
    );

  async function resolveVariantIds(
    tx: DatabaseOrTransaction,
    items: readonly { variantId?: number | undefined; partNo?: string | undefined }[],
  ): Promise<number[]> {
    const partNos = items.flatMap((item) => (item.variantId === undefined && item.partNo ? [item.partNo] : []));
    const byPartNo = await findActiveVariantsByPartNo(tx, partNos);
    const ids = items.map((item) => item.variantId ?? byPartNo.get(item.partNo ?? ""));
    const known = await findActiveVariantIds(
      tx,
      ids.filter((id): id is number => id !== undefined),
    );
    return ids.map((id, index) => {
      if (id === undefined || !known.has(id))
        throw new DomainError("invalid", problem("unknown_variant"), [
          onField(`items.${index}.variantId`, problem("variant_not_found")),
        ]);
      return id;
    });
  }

  /**
   * Changes the basket when `owner` may use it, the check and the change in one statement; in a
   * transaction this also locks the basket, so changes to one basket queue.
   */
  async function updateOwnBasket(
    tx: DatabaseOrTransaction,
    basketId: string,
    owner: BasketOwner,
    changes: Partial<Pick<typeof baskets.$inferInsert, "paymentMethodId" | "deliveryMethodId" | "pickupStoreId">> = {},
  ) {
    if (!isUuid(basketId)) throw basketNotFound();
    const updated = await tx
      .update(baskets)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(baskets.id, basketId),
          or(
            isNull(baskets.customerId),
            owner.customerId === null ? sql`false` : eq(baskets.customerId, owner.customerId),
          ),
        ),
      )
      .returning({ id: baskets.id });
    if (updated.length === 0) throw basketNotFound();
  }

  const basketWithBuyer = (tx: DatabaseOrTransaction) =>
    tx
      .select({ basket: baskets, buyer: basketBuyers })
      .from(baskets)
      .leftJoin(basketBuyers, eq(basketBuyers.basketId, baskets.id))
      .where(eq(baskets.id, sql.placeholder("basketId")));
  // Read in every basket answer: prepared once (per connection on PostgreSQL), not rebuilt or planned again.
  const basketWithBuyerOnPool = basketWithBuyer(db).prepare("basket_with_buyer");

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
    const readRow = () =>
      lock
        ? basketWithBuyer(tx).for("update", { of: baskets }).execute({ basketId })
        : basketWithBuyerOnPool.execute({ basketId });
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
      ...computeTotals(lines, deliveryMethod?.priceIncVat ?? 0),
    };
  }

  /** Adds quantities to lines (a variant already in the basket gets more), within what is in stock. */
  async function addItems(tx: DatabaseOrTransaction, basketId: string, items: readonly BasketItemInput[]) {
    const parsed = items.map((item) => parse(basketItemInput, item));
    const variantIds = await resolveVariantIds(tx, parsed);
    const existing = new Map(
      (
        await tx
          .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
          .from(basketItems)
          .where(eq(basketItems.basketId, basketId))
      ).map((row) => [row.variantId, row.quantity]),
    );
    const wanted = new Map<number, number>();
    variantIds.forEach((variantId, index) =>
      wanted.set(variantId, (wanted.get(variantId) ?? existing.get(variantId) ?? 0) + parsed[index]!.quantity),
    );
    const stock = await readWarehouseStock(tx, [...wanted.keys()]);
    for (const [variantId, quantity] of wanted) assertInStock(variantId, quantity, stock);
    await tx
      .insert(basketItems)
      .values([...wanted].map(([variantId, quantity]) => ({ basketId, variantId, quantity })))
      .onConflictDoUpdate({
        target: [basketItems.basketId, basketItems.variantId],
        set: { quantity: sql`excluded.quantity` },
      });
  }

  function assertInStock(variantId: number, quantity: number, stock: Map<number, number>) {
    const available = stock.get(variantId) ?? 0;
    if (quantity > 99) throw invalidField("quantity", problem("quantity_too_large", { max: 99 }));
    if (quantity > available) {
      throw invalidField(
        "quantity",
        available === 0 ? problem("out_of_stock") : problem("only_left", { count: available }),
      );
    }
  }

  return {
    /** A new, empty basket. The id is the shopper's key to it, so it is random and kept in a cookie. */
    async createBasket(owner: BasketOwner, view: Pick<BasketView, "locale" | "currencyId">): Promise<string> {
      const [row] = await db
        .insert(baskets)
        .values({ customerId: owner.customerId, locale: view.locale, currencyId: view.currencyId })
        .returning({ id: baskets.id });
      return row!.id;
    },

    /** The basket with priced lines and totals, when `owner` may see it. */
    async getBasket(basketId: string, owner: BasketOwner, view: BasketView): Promise<Basket> {
      const basket = await readBasket(
        db,
        basketId,
        owner,
        view,
        await methods.listOffered(view.locale, view.currencyCode),
      );
      if (!basket) throw basketNotFound();
      return basket;
    },

    /**
     * Inside the caller's transaction: the basket as getBasket reads it, its row locked until the
     * transaction ends, so nothing changes it meanwhile; undefined when there is no such basket.
     * `offered` is read before the transaction (listOffered), which must not wait on the pool.
     */
    lockBasket(
      tx: DatabaseOrTransaction,
      basketId: string,
      owner: BasketOwner,
      view: BasketView,
      offered: OfferedMethods,
    ): Promise<Basket | undefined> {
      return readBasket(tx, basketId, owner, view, offered, true);
    },

    /** Whether the basket exists and `owner` may use it (a cheap check, without reading its lines). */
    hasBasket,

    /** How many items the basket holds (for the bag icon); 0 for a basket the owner may not see. */
    async countItems(basketId: string, owner: BasketOwner): Promise<number> {
      if (!(await hasBasket(basketId, owner))) return 0;
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${basketItems.quantity}), 0)::int` })
        .from(basketItems)
        .where(eq(basketItems.basketId, basketId));
      return row?.count ?? 0;
    },

    /** Adds one or more lines (SPEC §7 add-to-basket, add-items-to-basket). */
    async addItems(basketId: string, owner: BasketOwner, items: readonly BasketItemInput[]): Promise<void> {
      if (items.length === 0 || items.length > 50)
        throw invalidField("items", problem("item_count_out_of_range", { min: 1, max: 50 }));
      await db.transaction(async (tx) => {
        await updateOwnBasket(tx, basketId, owner);
        await addItems(tx, basketId, items);
      });
    },

    /** Sets line quantities (SPEC §7 update-basket-item, update-basket-items); 0 removes a line. */
    async updateItems(basketId: string, owner: BasketOwner, updates: readonly BasketItemUpdateInput[]): Promise<void> {
      const parsed = updates.map((update) => parse(basketItemUpdateInput, update));
      await db.transaction(async (tx) => {
        await updateOwnBasket(tx, basketId, owner);
        const lines = await tx
          .select({ id: basketItems.id, variantId: basketItems.variantId })
          .from(basketItems)
          .where(eq(basketItems.basketId, basketId));
        const variantOf = new Map(lines.map((line) => [line.id, line.variantId]));
        for (const update of parsed)
          if (!variantOf.has(update.itemId))
            throw new DomainError("not_found", problem("basket_item_not_found"), [
              onField("itemId", problem("basket_line_not_found")),
            ]);
        const stock = await readWarehouseStock(
          tx,
          lines.map((line) => line.variantId),
        );
        for (const update of parsed)
          if (update.quantity > 0) assertInStock(variantOf.get(update.itemId)!, update.quantity, stock);
        for (const update of parsed) {
          if (update.quantity === 0)
            await tx
              .delete(basketItems)
              .where(and(eq(basketItems.id, update.itemId), eq(basketItems.basketId, basketId)));
          else
            await tx
              .update(basketItems)
              .set({ quantity: update.quantity })
              .where(and(eq(basketItems.id, update.itemId), eq(basketItems.basketId, basketId)));
        }
      });
    },

    /** Removes one line (SPEC §7 delete-basket-item). */
    async deleteItem(basketId: string, owner: BasketOwner, itemId: number): Promise<void> {
      await findOwnBasket(db, basketId, owner);
      const deleted = await db
        .delete(basketItems)
        .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
        .returning({ id: basketItems.id });
      if (deleted.length === 0)
        throw new DomainError("not_found", problem("basket_item_not_found"), [
          onField("itemId", problem("basket_line_not_found")),
        ]);
    },

    /** Deletes the basket and its lines (SPEC §7 delete-basket). */
    async deleteBasket(basketId: string, owner: BasketOwner): Promise<void> {
      await findOwnBasket(db, basketId, owner);
      await db.delete(baskets).where(eq(baskets.id, basketId));
    },

    /** Saves who buys and where it goes (SPEC §7 update-buyer); field errors use SPEC §5's messages. */
    async updateBuyer(basketId: string, owner: BasketOwner, input: BuyerInput): Promise<Buyer> {
      const buyer = parse(buyerInput, input);
      await findOwnBasket(db, basketId, owner);
      const values = {
        email: buyer.email,
        firstName: buyer.billingAddress.firstName,
        lastName: buyer.billingAddress.lastName,
        phone: buyer.phone ?? null,
        billingAddress: buyer.billingAddress,
        shippingAddress: buyer.shippingAddress ?? null,
        updatedAt: new Date(),
      };
      await db
        .insert(basketBuyers)
        .values({ basketId, ...values })
        .onConflictDoUpdate({ target: basketBuyers.basketId, set: values });
      return buyer;
    },

    /** Chooses how to pay, by the method's code (SPEC §7 update-basket-payment-method). */
    async setPaymentMethod(
      basketId: string,
      owner: BasketOwner,
      locale: ShopLocale,
      code: string,
    ): Promise<PaymentMethod> {
      const method = (await methods.listPaymentMethods(locale)).find((candidate) => candidate.code === code);
      if (!method) {
        // Someone else's basket is not found, whatever code they sent.
        await findOwnBasket(db, basketId, owner);
        throw new DomainError("invalid", problem("unknown_payment_method"), [
          onField("paymentMethod", problem("payment_method_not_offered")),
        ]);
      }
      await updateOwnBasket(db, basketId, owner, { paymentMethodId: method.id });
      return method;
    },

    /** Chooses how goods arrive; picking up in a store needs the store. */
    async setDeliveryMethod(
      basketId: string,
      owner: BasketOwner,
      view: BasketView,
      code: string,
      pickupStoreId?: number,
    ): Promise<DeliveryMethod> {
      const method = (await methods.listDeliveryMethods(view.locale, view.currencyCode)).find(
        (candidate) => candidate.code === code,
      );
      if (!method || (method.kind === "store_pickup" && !pickupStoreId)) {
        // Someone else's basket is not found, whatever else is wrong with the request.
        await findOwnBasket(db, basketId, owner);
        if (!method)
          throw new DomainError("invalid", problem("unknown_delivery_method"), [
            onField("deliveryMethod", problem("delivery_method_not_offered")),
          ]);
        throw new DomainError("invalid", problem("pickup_store_required"), [
          onField("pickupStoreId", problem("required")),
        ]);
      }
      if (method.kind === "store_pickup") {
        await findOwnBasket(db, basketId, owner);
        // A store that does not exist is refused here, not by the foreign key.
        await readPickupStore(db, pickupStoreId!, view.locale);
      }
      await updateOwnBasket(db, basketId, owner, {
        deliveryMethodId: method.id,
        pickupStoreId: method.kind === "store_pickup" ? pickupStoreId! : null,
      });
      return method;
    },

    /**
     * At login: the guest basket becomes the customer's. When the customer already has a saved
     * basket, the guest's lines are added to it (up to what is in stock) and the guest basket goes.
     * Returns the id of the basket the customer now uses, if any.
     */
    async claimBasket(guestBasketId: string | undefined, customerId: number): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .select({ id: baskets.id })
          .from(baskets)
          .where(eq(baskets.customerId, customerId))
          .orderBy(sql`${baskets.updatedAt} desc`)
          .limit(1);
        const guest =
          guestBasketId && isUuid(guestBasketId)
            ? (await tx.select().from(baskets).where(eq(baskets.id, guestBasketId)))[0]
            : undefined;
        if (!guest || (guest.customerId !== null && guest.customerId !== customerId)) return saved?.id;
        if (!saved || saved.id === guest.id) {
          await tx.update(baskets).set({ customerId, updatedAt: new Date() }).where(eq(baskets.id, guest.id));
          return guest.id;
        }
        const guestLines = await tx
          .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
          .from(basketItems)
          .where(eq(basketItems.basketId, guest.id));
        const savedLines = new Map(
          (
            await tx
              .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
              .from(basketItems)
              .where(eq(basketItems.basketId, saved.id))
          ).map((line) => [line.variantId, line.quantity]),
        );
        const stock = await readWarehouseStock(
          tx,
          guestLines.map((line) => line.variantId),
        );
        for (const line of guestLines) {
          const quantity = Math.min(
            (savedLines.get(line.variantId) ?? 0) + line.quantity,
            stock.get(line.variantId) ?? 0,
            99,
          );
          if (quantity > 0)
            await tx
              .insert(basketItems)
              .values({ basketId: saved.id, variantId: line.variantId, quantity })
              .onConflictDoUpdate({ target: [basketItems.basketId, basketItems.variantId], set: { quantity } });
        }
        await tx.delete(baskets).where(eq(baskets.id, guest.id));
        await updateOwnBasket(tx, saved.id, { customerId });
        return saved.id;
      });
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
