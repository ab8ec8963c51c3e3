import { randomUUID } from "node:crypto";
import type { AuthorizationResult, PaymentProvider } from "./payment-provider.ts";

/** Test cards, as in a real provider's test mode. Any other valid card number is accepted. */
export const sandboxCards = {
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  needsConfirmation: "4000002500003155",
  succeeds: "4242424242424242",
} as const;

/** What the sandbox decided about a payment: authorized, waiting for the shopper, or why refused. */
type SandboxState = "authorized" | "waiting" | "card_declined" | "insufficient_funds" | "confirmation_refused";
const sandboxStates: readonly string[] = [
  "authorized",
  "waiting",
  "card_declined",
  "insufficient_funds",
  "confirmation_refused",
] satisfies SandboxState[];

/**
 * The sandbox keeps nothing between calls or processes, so its reference carries its state
 * (`sandbox_<state>_<uuid>`): any process can look a payment up, and answering a confirmation
 * gives the payment a new reference with the new state.
 */
const sandboxReference = (state: SandboxState, id: string = randomUUID()) => `sandbox_${state}_${id}`;

function readReference(reference: string): { state: SandboxState; id: string } | undefined {
  const match = /^sandbox_([a-z_]+)_([0-9a-f-]{36})$/.exec(reference);
  return match && sandboxStates.includes(match[1]!) ? { state: match[1] as SandboxState, id: match[2]! } : undefined;
}

function resultOf(reference: string): AuthorizationResult {
  const state = readReference(reference)?.state;
  if (state === "authorized") return { status: "authorized", reference };
  if (state === "waiting") return { status: "action_required", reference };
  // A reference the sandbox never gave (say a crash before its answer was stored) was never paid.
  return { status: "declined", reference, reason: state ?? "payment_not_found" };
}

/**
 * The default provider: works offline and behaves like a provider's test mode. Test cards decide
 * the outcome; instalment plans are always granted; a confirmation step can be approved or not.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    name: "sandbox",
    async authorize({ details }) {
      if (details.kind !== "card") return resultOf(sandboxReference("authorized"));
      if (details.cardNumber === sandboxCards.declined) return resultOf(sandboxReference("card_declined"));
      if (details.cardNumber === sandboxCards.insufficientFunds)
        return resultOf(sandboxReference("insufficient_funds"));
      if (details.cardNumber === sandboxCards.needsConfirmation) return resultOf(sandboxReference("waiting"));
      return resultOf(sandboxReference("authorized"));
    },
    async confirm(reference, approved) {
      const payment = readReference(reference);
      if (payment?.state !== "waiting") return resultOf(reference);
      return resultOf(sandboxReference(approved ? "authorized" : "confirmation_refused", payment.id));
    },
    // Only the shopper's own answer (confirm) settles a waiting payment; looking never does.
    async lookup(reference) {
      return resultOf(reference);
    },
    async capture() {},
    // Nothing is kept to give up: once its order gives the payment up, the shop never confirms it.
    async cancel() {},
  };
}
