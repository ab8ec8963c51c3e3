import type { PaymentDetails } from "../../modules/payments/inputs.ts";

export interface AuthorizationRequest {
  orderId: string;
  amount: number;
  currencyCode: string;
  details: PaymentDetails;
}

/** What a provider answers to a payment: done, refused, or waiting for the shopper to confirm. */
export type AuthorizationResult =
  | { status: "authorized"; reference: string }
  | { status: "declined"; reference: string; reason: string }
  | { status: "action_required"; reference: string };

/** A payment provider (sandbox or Klarna); vendor payloads stay inside the implementation. */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
  /** The shopper's answer to the extra step (a bank's confirmation screen). */
  confirm(reference: string, approved: boolean): Promise<Exclude<AuthorizationResult, { status: "action_required" }>>;
  /** Takes the authorized money. Called once per order; the caller guards against repeats. */
  capture(reference: string, amount: number): Promise<void>;
}
