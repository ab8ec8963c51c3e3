import { randomUUID } from "node:crypto";
import { type AuthorizationResult, type PaymentProvider, RefundRefusedError } from "./payment-provider.ts";

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

/** What this process saw captured and refunded on one payment. */
interface SandboxLedgerEntry {
  captured: number;
  /** The capture ids already taken: asking again under one id captures once. */
  captures: Set<string>;
  /** Each refund's amount by our refund id: asking again under one id refunds once. */
  refunds: Map<string, number>;
}

/**
 * The sandbox's refunds: it refuses one on a payment that was never authorized, and one beyond
 * what it saw captured less what it already refunded. Its ledger lives in this process: a payment
 * captured in another process (or before a restart) has no entry, and then only the shop's own
 * books (payment_refunds, checked under the payment's lock) hold the refund to what was captured.
 */
function createSandboxLedger() {
  const ledger = new Map<string, SandboxLedgerEntry>();
  return {
    capture(reference: string, amount: number, captureId: string | undefined) {
      const entry = ledger.get(reference) ?? { captured: 0, captures: new Set<string>(), refunds: new Map() };
      if (captureId !== undefined && entry.captures.has(captureId)) return;
      if (captureId !== undefined) entry.captures.add(captureId);
      entry.captured += amount;
      ledger.set(reference, entry);
    },
    refund(reference: string, refundId: string, amount: number): { reference: string } {
      if (readReference(reference)?.state !== "authorized") throw new RefundRefusedError("payment_not_captured");
      if (!Number.isInteger(amount) || amount <= 0) throw new RefundRefusedError("invalid_amount");
      const entry = ledger.get(reference);
      if (entry && !entry.refunds.has(refundId)) {
        const refunded = [...entry.refunds.values()].reduce((sum, given) => sum + given, 0);
        if (refunded + amount > entry.captured) throw new RefundRefusedError("exceeds_captured");
        entry.refunds.set(refundId, amount);
      }
      return { reference: `sandbox_refund_${refundId}` };
    },
  };
}

/**
 * The default provider: works offline and behaves like a provider's test mode. Test cards decide
 * the outcome; instalment plans are always granted; a confirmation step can be approved or not;
 * refunds are recorded (see createSandboxLedger).
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  const ledger = createSandboxLedger();
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
    async capture(reference, amount, captureId) {
      ledger.capture(reference, amount, captureId);
    },
    async refund(reference, { refundId, amount }) {
      return ledger.refund(reference, refundId, amount);
    },
    // Nothing is kept to give up: once its order gives the payment up, the shop never confirms it.
    async cancel() {},
  };
}
