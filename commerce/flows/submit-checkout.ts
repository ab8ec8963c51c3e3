import { type DomainError, isDomainError } from "../errors.ts";
import type { BasketOwner, BasketService, BasketView, BuyerInput } from "../modules/basket/index.ts";
import type { PaymentMethod } from "../modules/checkout/index.ts";
import type { PaymentDetailsInput } from "../modules/payments/index.ts";
import type { OrderFlows, PlaceOrderResult } from "./place-order.ts";

export interface SubmitCheckoutInput {
  basketId: string;
  owner: BasketOwner;
  view: BasketView;
  /** Who buys and where it goes; left as the basket has it when not given. */
  buyer?: BuyerInput | undefined;
  /** How it arrives (a store for pickup); left as the basket has it when not given. */
  delivery?: { code: string; pickupStoreId?: number | undefined } | undefined;
  /** How to pay, by the method's code. */
  paymentCode: string;
  /** The payment's details for the chosen method's kind (a card's number, a number of months). */
  paymentFor: (kind: PaymentMethod["kind"]) => PaymentDetailsInput;
  /** The same key makes the same order: a form sent twice pays once. */
  idempotencyKey: string;
  saveCard?: boolean | undefined;
  clientAddress?: string | undefined;
}

export type SubmitCheckoutOutcome =
  /** The order was placed; its outcome says whether it was paid. */
  | { kind: "placed"; order: PlaceOrderResult }
  /** What the shopper must put right, every step's errors at once (each with its fields). */
  | { kind: "invalid"; errors: DomainError[] }
  /** The basket is gone: paid already (the order it became, under this key or live), or never there. */
  | { kind: "basket_gone"; order: PlaceOrderResult | undefined };

/**
 * A checkout sent in one go: the buyer, the delivery and the payment method are saved to the
 * basket (all three, so every mistake is reported at once), then the order is placed and paid.
 * The storefront's checkout form and the JSON API's Klarna checkout both go through here.
 */
export async function submitCheckout(
  engine: { basket: BasketService; checkout: OrderFlows },
  input: SubmitCheckoutInput,
): Promise<SubmitCheckoutOutcome> {
  const { basket, checkout } = engine;
  const gone = async (): Promise<SubmitCheckoutOutcome> => ({
    kind: "basket_gone",
    order: await checkout.findPlacedOrder(input.basketId, input.owner, input.idempotencyKey),
  });
  // A basket that is gone (or someone else's) is not found by the steps below, so no look-up first.
  const errors: DomainError[] = [];
  let basketGone = false;
  const save = async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await step();
    } catch (error) {
      if (isDomainError(error) && error.kind === "not_found") basketGone = true;
      else if (isDomainError(error) && error.fields.length > 0) errors.push(error);
      else throw error;
      return undefined;
    }
  };
  const { buyer, delivery } = input;
  if (buyer) await save(() => basket.updateBuyer(input.basketId, input.owner, buyer));
  if (delivery)
    await save(() =>
      basket.setDeliveryMethod(input.basketId, input.owner, input.view, delivery.code, delivery.pickupStoreId),
    );
  const method = await save(() =>
    basket.setPaymentMethod(input.basketId, input.owner, input.view.locale, input.paymentCode),
  );
  if (basketGone) return gone();
  if (errors.length > 0 || !method) return { kind: "invalid", errors };

  try {
    const order = await checkout.placeOrder({
      basketId: input.basketId,
      owner: input.owner,
      view: input.view,
      idempotencyKey: input.idempotencyKey,
      payment: input.paymentFor(method.kind),
      saveCard: input.saveCard,
      clientAddress: input.clientAddress,
    });
    return { kind: "placed", order };
  } catch (error) {
    if (isDomainError(error) && error.kind === "invalid" && error.fields.length > 0)
      return { kind: "invalid", errors: [error] };
    throw error;
  }
}
