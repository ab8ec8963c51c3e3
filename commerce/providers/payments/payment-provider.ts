import type { ShopLocale } from "../../locale.ts";
import type { PaymentDetails } from "../../modules/payments/inputs.ts";

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
   * Where a waiting payment stands now: after the shopper's answer to an extra step (`approved`),
   * or, for a hosted checkout, as the provider reports it (a push callback or the return page).
   */
  confirm(reference: string, approved: boolean): Promise<AuthorizationResult>;
  /** Takes the authorized money. Called once per order; the caller guards against repeats. */
  capture(reference: string, amount: number): Promise<void>;
  /** A hosted checkout's HTML to show the shopper (Klarna's snippet). */
  getSnippet?(reference: string): Promise<string>;
}
