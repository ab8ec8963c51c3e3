import type { BuyerInput } from "#commerce/modules/basket/index.ts";
import type { PaymentDetailsInput } from "#commerce/modules/payments/index.ts";

const addressFields = ["firstName", "lastName", "company", "streetAddress", "zipCode", "city", "country"] as const;

/** What the checkout form sent, as text, to show again after an error (card details left out). */
export type CheckoutValues = Record<string, string>;

export interface CheckoutForm {
  values: CheckoutValues;
  buyer: BuyerInput;
  deliveryCode: string;
  pickupStoreId: number | undefined;
  paymentCode: string;
  /** The payment details for the chosen method's kind. */
  paymentFor: (kind: PaymentDetailsInput["kind"] | "invoice") => PaymentDetailsInput;
  idempotencyKey: string;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function address(form: FormData, prefix: string) {
  return Object.fromEntries(addressFields.map((field) => [field, text(form, `${prefix}.${field}`)])) as Record<
    (typeof addressFields)[number],
    string
  >;
}

/** Reads the checkout form into the engine's inputs; the engine validates them. */
export function readCheckoutForm(form: FormData): CheckoutForm {
  const sameAddress = text(form, "sameAddress") === "on";
  const paymentCode = text(form, "payment");
  const values: CheckoutValues = {};
  for (const [name, value] of form)
    if (typeof value === "string" && !["cardNumber", "cvc"].includes(name)) values[name] = value;
  return {
    values,
    buyer: {
      email: text(form, "email"),
      phone: text(form, "phone"),
      billingAddress: { ...address(form, "billingAddress"), phone: text(form, "phone") },
      ...(sameAddress ? {} : { shippingAddress: address(form, "shippingAddress") }),
    },
    deliveryCode: text(form, "delivery"),
    pickupStoreId: Number(text(form, "pickupStoreId")) || undefined,
    paymentCode,
    paymentFor: (kind) => {
      if (kind === "instalments") return { kind, months: Number(text(form, "months")) };
      if (kind === "hosted") return { kind };
      return {
        kind: "card",
        cardNumber: text(form, "cardNumber"),
        expiry: text(form, "expiry"),
        cvc: text(form, "cvc"),
      };
    },
    idempotencyKey: text(form, "idempotencyKey"),
  };
}
