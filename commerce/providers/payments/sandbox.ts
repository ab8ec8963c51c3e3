import { randomUUID } from "node:crypto";
import type { PaymentProvider } from "./payment-provider.ts";

/** Test cards, as in a real provider's test mode. Any other valid card number is accepted. */
export const sandboxCards = {
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  needsConfirmation: "4000002500003155",
  succeeds: "4242424242424242",
} as const;

/**
 * The default provider: works offline and behaves like a provider's test mode. Test cards decide
 * the outcome; instalment plans are always granted; a confirmation step can be approved or not.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    name: "sandbox",
    async authorize({ details }) {
      const reference = `sandbox_${randomUUID()}`;
      if (details.kind !== "card") return { status: "authorized", reference };
      if (details.cardNumber === sandboxCards.declined) return { status: "declined", reference, reason: "card_declined" };
      if (details.cardNumber === sandboxCards.insufficientFunds) return { status: "declined", reference, reason: "insufficient_funds" };
      if (details.cardNumber === sandboxCards.needsConfirmation) return { status: "action_required", reference };
      return { status: "authorized", reference };
    },
    async confirm(reference, approved) {
      return approved ? { status: "authorized", reference } : { status: "declined", reference, reason: "confirmation_refused" };
    },
    async capture() {},
  };
}
