import type { Database } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CheckoutMethods, DeliveryMethod, PaymentMethod } from "../checkout/index.ts";
import { readPickupStore } from "../stores/index.ts";
import { findOwnBasket, updateOwnBasket, type BasketOwner } from "./basket-ownership.ts";
import type { BasketView } from "./basket-reads.ts";

/** Chooses how to pay, by the method's code (SPEC §7 update-basket-payment-method). */
export async function setPaymentMethod(
  db: Database,
  methods: CheckoutMethods,
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
}

/** Chooses how goods arrive; picking up in a store needs the store. */
export async function setDeliveryMethod(
  db: Database,
  methods: CheckoutMethods,
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
    throw new DomainError("invalid", problem("pickup_store_required"), [onField("pickupStoreId", problem("required"))]);
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
}
