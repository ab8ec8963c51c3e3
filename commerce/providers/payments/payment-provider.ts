import type { ShopLocale } from "#commerce/locale.ts";
import type { PaymentDetails } from "#commerce/modules/payments/index.ts";

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

/** Money to give back on a captured payment. */
export interface RefundRequest {
  /** Our refund's id: the provider's idempotency key, so asking again never refunds twice. */
  refundId: string;
  /** Minor units, VAT included; never more than was captured and not yet refunded. */
  amount: number;
  /** The goods (or delivery) given back, when the refund is by line; shown to the shopper by providers that can. */
  lines?: PaymentLine[] | undefined;
  /** Why, in words the shopper may see (Klarna shows it; 255 characters at most). */
  description?: string | undefined;
}

/**
 * The provider refused a refund for good (Klarna's 4xx but 408/429): nothing was paid back
 * and asking again would be refused too. Any other error from `refund` leaves its outcome unknown,
 * so the refund stays pending and may be asked again under the same id.
 */
export class RefundRefusedError extends Error {
  /** The provider's reason, a code (`REFUND_NOT_ALLOWED`, `exceeds_captured`), never personal data. */
  readonly reason: string;
  constructor(reason: string) {
    super(`Refund refused: ${reason}`);
    this.name = "RefundRefusedError";
    this.reason = reason;
  }
}

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
  /**
   * Takes the authorized money. With `captureId` (our key for this capture, the order's id), the
   * same id asked again after a lost answer takes the money once; without it the caller guards
   * against repeats.
   */
  capture(reference: string, amount: number, captureId?: string): Promise<void>;
  /**
   * Gives captured money back; answers the provider's id for the refund. The same `refundId`
   * asked again gives the same refund, never a second one. Throws RefundRefusedError when the
   * provider refuses (more than was captured, say); any other error leaves the outcome unknown.
   */
  refund(reference: string, request: RefundRequest): Promise<{ reference: string }>;
  /** A hosted checkout's HTML to show the shopper (Klarna's snippet). */
  getSnippet?(reference: string): Promise<string>;
}
