import { describe, expect, it } from "vitest";
import { type AuthorizationRequest, RefundRefusedError } from "./payment-provider.ts";
import { createSandboxPaymentProvider, sandboxCards } from "./sandbox.ts";

const request = (cardNumber: string): AuthorizationRequest => ({
  orderId: "6f1d1c3e-8f3a-4b4e-9a51-1d2c3b4a5f60",
  amount: 10_000,
  vatAmount: 2_000,
  currencyCode: "SEK",
  locale: "sv-SE",
  country: "SE",
  lines: [],
  details: { kind: "card", cardNumber, expiry: "12/30", cvc: "123" },
});

describe("the sandbox provider's lookup and cancel", () => {
  // Each check uses a provider of its own: the sandbox must answer from the reference alone, as a
  // second process would.
  const other = () => createSandboxPaymentProvider();

  it("reports what authorization decided, from any process", async () => {
    const paid = await createSandboxPaymentProvider().authorize(request(sandboxCards.succeeds));
    expect(await other().lookup(paid.reference)).toEqual({ status: "authorized", reference: paid.reference });
    const refused = await createSandboxPaymentProvider().authorize(request(sandboxCards.insufficientFunds));
    expect(await other().lookup(refused.reference)).toEqual({
      status: "declined",
      reference: refused.reference,
      reason: "insufficient_funds",
    });
  });

  it("keeps a payment waiting for the shopper's confirmation waiting, however often it is looked up", async () => {
    const waiting = await createSandboxPaymentProvider().authorize(request(sandboxCards.needsConfirmation));
    expect(waiting.status).toBe("action_required");
    for (let index = 0; index < 3; index += 1)
      expect(await other().lookup(waiting.reference)).toEqual({
        status: "action_required",
        reference: waiting.reference,
      });
  });

  it("settles a waiting payment only by the shopper's answer, and then reports that answer", async () => {
    const waiting = await createSandboxPaymentProvider().authorize(request(sandboxCards.needsConfirmation));
    const approved = await other().confirm(waiting.reference, true);
    expect(approved.status).toBe("authorized");
    expect(await other().lookup(approved.reference)).toEqual(approved);
    const refused = await other().confirm(waiting.reference, false);
    expect(refused).toMatchObject({ status: "declined", reason: "confirmation_refused" });
    expect(await other().lookup(refused.reference)).toEqual(refused);
    expect(await other().confirm(approved.reference, false)).toEqual(approved);
  });

  it("declines a reference it never gave, and cancels without complaint", async () => {
    expect(await other().lookup("pending")).toEqual({
      status: "declined",
      reference: "pending",
      reason: "payment_not_found",
    });
    expect(await other().lookup("sandbox_authorized_not-a-uuid")).toMatchObject({ status: "declined" });
    const waiting = await createSandboxPaymentProvider().authorize(request(sandboxCards.needsConfirmation));
    await expect(other().cancel(waiting.reference)).resolves.toBeUndefined();
  });
});

describe("the sandbox provider's refunds", () => {
  it("records refunds up to what it captured, once per refund id, and refuses more", async () => {
    const sandbox = createSandboxPaymentProvider();
    const { reference } = await sandbox.authorize(request(sandboxCards.succeeds));
    await sandbox.capture(reference, 10_000);
    const first = await sandbox.refund(reference, { refundId: "11111111-1111-4111-8111-111111111111", amount: 6_000 });
    expect(first.reference).toBe("sandbox_refund_11111111-1111-4111-8111-111111111111");
    expect(
      await sandbox.refund(reference, { refundId: "11111111-1111-4111-8111-111111111111", amount: 6_000 }),
    ).toEqual(first);
    const over = sandbox.refund(reference, { refundId: "22222222-2222-4222-8222-222222222222", amount: 4_001 });
    await expect(over).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(over).rejects.toMatchObject({ reason: "exceeds_captured" });
    await expect(
      sandbox.refund(reference, { refundId: "33333333-3333-4333-8333-333333333333", amount: 4_000 }),
    ).resolves.toBeDefined();
  });

  it("refuses a refund on a payment it never authorized", async () => {
    const sandbox = createSandboxPaymentProvider();
    const refused = await sandbox.authorize(request(sandboxCards.declined));
    await expect(
      sandbox.refund(refused.reference, { refundId: "44444444-4444-4444-8444-444444444444", amount: 100 }),
    ).rejects.toMatchObject({ name: "RefundRefusedError", reason: "payment_not_captured" });
  });
});
