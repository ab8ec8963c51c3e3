import type { ShopLocale } from "#commerce/locale.ts";
import type { PaymentDetails } from "#commerce/modules/payments/inputs.ts";

/** One line of what is being paid for, in minor units, VAT included; rates in basis points. */
export interface PaymentLine {
  reference: string;
  name: string;
  quantity: number;
  unitPriceIncVat: number;
  totalIncVat: number;
  vatRate: number;
  vatAmount: number;
  kind: "goods" | "delivery";
}

export interface AuthorizationRequest {
  orderId: string;
  amount: number;
  vatAmount: number;
  currencyCode: string;
  locale: ShopLocale;
  /** Two-letter country of the billing address. */
  country: string;
  lines: PaymentLine[];
  details: PaymentDetails;
}

/** What a provider answers about a payment: done, refused, or waiting for the shopper. */
export type AuthorizationResult =
  | { status: "authorized"; reference: string }
  | { status: "declined"; reference: string; reason: string }
  | { status: "action_required"; reference: string };

/** A payment provider (sandbox or Klarna); vendor payloads stay inside the implementation. */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
  /**
   * The shopper's own answer to the provider's extra step (`approved`), sent only on their behalf
   * by the shopper themselves. A hosted checkout takes the answer inside its own page, so there it
   * is the same as `lookup`.
   */
  confirm(reference: string, approved: boolean): Promise<AuthorizationResult>;
  /**
   * Where a payment stands as the provider reports it (a push callback, the return page, the hold
   * sweeper). A read: it never approves anything on anyone's behalf, so a payment waiting for the
   * shopper stays `action_required`; a payment the provider does not know is `declined`.
   */
  lookup(reference: string): Promise<AuthorizationResult>;
  /**
   * Gives up a payment that was never completed (its order's stock hold ran out), so that it can no
   * longer be completed or charged. Called once per payment; the caller guards against repeats.
   */
  cancel(reference: string): Promise<void>;
  /** Takes the authorized money. Called once per order; the caller guards against repeats. */
  capture(reference: string, amount: number): Promise<void>;
  /** A hosted checkout's HTML to show the shopper (Klarna's snippet). */
  getSnippet?(reference: string): Promise<string>;
}
