import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { warehouseOnHand } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { problem } from "#commerce/error-codes.ts";
import { auditEntries } from "../modules/audit/schema.ts";
import { renderedBodies } from "../modules/mail/index.ts";
import { outgoingMail } from "../modules/mail/schema.ts";
import { orderNotes, orderShipments, orders, orderStatusHistory } from "../modules/orders/schema.ts";
import { paymentRefunds, payments } from "../modules/payments/schema.ts";
import type { StaffActor, StaffRole } from "../modules/access/index.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import { createSandboxPaymentProvider } from "../providers/payments/sandbox.ts";
import { createCommerce } from "../commerce.ts";
import { declineOrder } from "./staff-order-decline.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "actions");
});

const db = () => shop.database.db;
const actions = () => shop.commerce.orderActions;
const statusOf = async (orderId: string) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const history = (orderId: string) =>
  db()
    .select({ to: orderStatusHistory.toStatus, staffId: orderStatusHistory.staffId, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
const audits = (orderId: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectKind, "order"), eq(auditEntries.subjectId, orderId)))
    .orderBy(asc(auditEntries.id));
const mails = async (orderId: string) => {
  const rows = await db()
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.orderId, orderId))
    .orderBy(asc(outgoingMail.id));
  return Promise.all(rows.map(async (mail) => ({ ...mail, ...(await renderedBodies(mail)) })));
};
const paymentOf = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const refundsOf = (orderId: string) =>
  db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.createdAt));
const templatesOf = async (orderId: string) => (await mails(orderId)).map((mail) => mail.template);

describe("accepting an order", () => {
  it("moves it to accepted, records who did it and audits it; a home delivery mails nothing new", async () => {
    const { orderId } = await placePaidOrder(shop);
    await actions().accept(staff.manager, orderId);
    expect(await statusOf(orderId)).toBe("accepted");
    expect((await history(orderId)).at(-1)).toEqual({ to: "accepted", staffId: staff.manager.id, note: null });
    expect(
      (await audits(orderId)).map(({ action, staffId, before, after }) => ({ action, staffId, before, after })),
    ).toEqual([
      {
        action: "order.accept",
        staffId: staff.manager.id,
        before: { status: "processing" },
        after: { status: "accepted" },
      },
    ]);
    expect(await templatesOf(orderId)).toEqual(["order-confirmation"]);
  });

  it("tells a store-pickup shopper, in the order's language, that it is ready at the store", async () => {
    const { orderId, orderNumber } = await placePaidOrder(shop, { pickup: true, locale: "en-GB" });
    await actions().accept(staff.owner, orderId);
    const ready = (await mails(orderId)).find((mail) => mail.template === "pickup-ready")!;
    expect(ready).toMatchObject({ recipient: "anna.svensson@example.se", locale: "en-GB" });
    expect(ready.subject).toContain(String(orderNumber));
    expect(ready.textBody).toContain("Butik Malmö");
    expect(ready.textBody).toContain("Södergatan 8");
  });

  it("is refused from any status but processing, with the transition named", async () => {
    const { orderId } = await placePaidOrder(shop);
    await actions().accept(staff.owner, orderId);
    const error = await expectDomainError(actions().accept(staff.owner, orderId));
    expect(error.kind).toBe("conflict");
    expect(error.problem).toEqual(problem("order_transition_refused", { from: "accepted", to: "accepted" }));
    expect((await audits(orderId)).length).toBe(1);
    expect((await expectDomainError(actions().accept(staff.owner, "not-an-order"))).kind).toBe("not_found");
  });
});

describe("completing an order", () => {
  it("records the shipment with the carrier's tracking page and mails the shopper the link", async () => {
    const { orderId } = await placePaidOrder(shop);
    await actions().accept(staff.manager, orderId);
    await actions().complete(staff.manager, orderId, { carrier: "postnord", trackingNumber: " 00370 7 " });
    expect(await statusOf(orderId)).toBe("completed");
    const [shipment] = await db().select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
    expect(shipment).toMatchObject({
      carrier: "PostNord",
      trackingNumber: "00370 7",
      trackingUrl: "https://tracking.postnord.com/se/?id=00370%207",
      staffId: staff.manager.id,
    });
    const shipped = (await mails(orderId)).find((mail) => mail.template === "order-shipped")!;
    expect(shipped).toMatchObject({ recipient: "anna.svensson@example.se", locale: "sv-SE" });
    expect(shipped.htmlBody).toContain('href="https://tracking.postnord.com/se/?id=00370%207"');
    expect((await history(orderId)).at(-1)).toMatchObject({ to: "completed", staffId: staff.manager.id });
    expect((await audits(orderId)).at(-1)).toMatchObject({
      action: "order.complete",
      before: { status: "accepted" },
      after: { status: "completed", shipment: { carrier: "PostNord", trackingNumber: "00370 7" } },
    });
  });

  it.each([
    ["dhl", "https://www.dhl.com/se-sv/home/tracking.html?tracking-id=JJD01&submit=1"],
    ["bring", "https://tracking.bring.se/tracking/JJD01"],
    ["budbee", "https://tracking.budbee.com/JJD01"],
    ["dbschenker", "https://www.dbschenker.com/app/tracking-public/?refNumber=JJD01"],
    ["ups", "https://www.ups.com/track?tracknum=JJD01"],
  ])("builds %s's tracking page", async (carrier, url) => {
    const { orderId } = await placePaidOrder(shop);
    await actions().accept(staff.owner, orderId);
    await actions().complete(staff.owner, orderId, { carrier, trackingNumber: "JJD01" });
    const [shipment] = await db().select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
    expect(shipment!.trackingUrl).toBe(url);
  });

  it("takes another carrier's name and https link, and refuses a carrier it does not know or an unsafe link", async () => {
    const { orderId } = await placePaidOrder(shop);
    await actions().accept(staff.owner, orderId);
    const unknown = await expectDomainError(
      actions().complete(staff.owner, orderId, { carrier: "pigeon", trackingNumber: "1" }),
    );
    expect(problemsByField(unknown)).toEqual({ carrier: problem("carrier_unknown") });
    const unsafe = await expectDomainError(
      actions().complete(staff.owner, orderId, {
        carrier: "other",
        carrierName: "Cykelbud",
        trackingNumber: "1",
        trackingUrl: "javascript:alert(1)",
      }),
    );
    expect(problemsByField(unsafe)).toEqual({ trackingUrl: problem("tracking_url_invalid") });
    const empty = await expectDomainError(
      actions().complete(staff.owner, orderId, { carrier: "ups", trackingNumber: "  " }),
    );
    expect(problemsByField(empty)).toEqual({ trackingNumber: problem("required") });
    expect(await statusOf(orderId)).toBe("accepted");
    await actions().complete(staff.owner, orderId, {
      carrier: "other",
      carrierName: "Cykelbud Syd",
      trackingNumber: "CB-17",
      trackingUrl: "https://cykelbud.example/spåra/CB-17",
    });
    const [shipment] = await db().select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
    expect(shipment).toMatchObject({ carrier: "Cykelbud Syd", trackingUrl: "https://cykelbud.example/spåra/CB-17" });
  });

  it("is refused before the order is accepted, and after it is completed", async () => {
    const { orderId } = await placePaidOrder(shop);
    const early = await expectDomainError(
      actions().complete(staff.owner, orderId, { carrier: "ups", trackingNumber: "1" }),
    );
    expect(early.problem).toEqual(problem("order_transition_refused", { from: "processing", to: "completed" }));
    await actions().accept(staff.owner, orderId);
    await actions().complete(staff.owner, orderId, { carrier: "ups", trackingNumber: "1" });
    const again = await expectDomainError(
      actions().complete(staff.owner, orderId, { carrier: "ups", trackingNumber: "2" }),
    );
    expect(again.problem).toEqual(problem("order_transition_refused", { from: "completed", to: "completed" }));
    expect(await db().$count(orderShipments, eq(orderShipments.orderId, orderId))).toBe(1);
  });

  /** The sandbox, counting its captures (by our capture ids); while `failing` is set they fail. */
  function countingSandbox() {
    const sandbox = createSandboxPaymentProvider();
    const captures: (string | undefined)[] = [];
    const state = { failing: false };
    const payments: PaymentProvider = {
      ...sandbox,
      async capture(reference, amount, captureId) {
        captures.push(captureId);
        if (state.failing) throw new Error("socket hang up");
        await sandbox.capture(reference, amount, captureId);
      },
    };
    return { captures, state, commerce: createCommerce(shop.database.db, { warn: () => undefined }, { payments }) };
  }
  const authorizedOrder = async (commerce: ReturnType<typeof createCommerce>) => {
    const { orderId } = await placePaidOrder(shop, { commerce });
    await db().update(payments).set({ status: "authorized", capturedAt: null }).where(eq(payments.orderId, orderId));
    await commerce.orderActions.accept(staff.owner, orderId);
    return orderId;
  };

  it("captures a payment that was only authorized, once, as the goods leave", async () => {
    const { captures, commerce } = countingSandbox();
    const orderId = await authorizedOrder(commerce);
    captures.length = 0;
    await commerce.orderActions.complete(staff.owner, orderId, { carrier: "bring", trackingNumber: "1" });
    expect(await paymentOf(orderId)).toMatchObject({ status: "captured", capturedAt: expect.any(Date) });
    await expectDomainError(
      commerce.orderActions.complete(staff.owner, orderId, { carrier: "bring", trackingNumber: "2" }),
    );
    expect(captures).toEqual([orderId]);
  });

  it("answers payment_failed when the provider does not take the money, and captures under the same key when asked again", async () => {
    const { captures, state, commerce } = countingSandbox();
    const orderId = await authorizedOrder(commerce);
    captures.length = 0;
    state.failing = true;
    const failed = await expectDomainError(
      commerce.orderActions.complete(staff.owner, orderId, { carrier: "bring", trackingNumber: "1" }),
    );
    expect(failed.kind).toBe("payment_failed");
    expect(failed.problem).toEqual(problem("capture_failed"));
    expect(await statusOf(orderId)).toBe("accepted");
    expect((await paymentOf(orderId)).status).toBe("authorized");
    state.failing = false;
    await commerce.orderActions.complete(staff.owner, orderId, { carrier: "bring", trackingNumber: "1" });
    expect(captures).toEqual([orderId, orderId]);
    expect(await statusOf(orderId)).toBe("completed");
    expect((await paymentOf(orderId)).status).toBe("captured");
  });

  it("refuses to complete an order paid through a provider this shop is not configured with", async () => {
    const { captures, commerce } = countingSandbox();
    const orderId = await authorizedOrder(commerce);
    await db().update(payments).set({ provider: "klarna" }).where(eq(payments.orderId, orderId));
    captures.length = 0;
    const refused = await expectDomainError(
      commerce.orderActions.complete(staff.owner, orderId, { carrier: "bring", trackingNumber: "1" }),
    );
    expect(refused.problem).toEqual(problem("payment_provider_not_configured", { provider: "klarna" }));
    expect(await statusOf(orderId)).toBe("accepted");
    expect((await paymentOf(orderId)).status).toBe("authorized");
    expect(captures).toEqual([]);
  });
});

describe("declining or removing an order", () => {
  it("gives the stock back, refunds everything captured, and tells the shopper how much came back", async () => {
    const { orderId, variants } = await placePaidOrder(shop, { quantities: [2, 1] });
    const before = await Promise.all(variants.map((variant) => warehouseOnHand(shop, variant.variantId)));
    const { totalIncVat } = (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const result = await actions().decline(staff.manager, orderId, { reason: "Sold out at the supplier" });
    expect(result).toEqual({
      refund: { refundId: expect.any(String), amount: totalIncVat, status: "succeeded" },
      authorizationCancelled: false,
      authorizationKept: false,
      shopperMailed: true,
    });
    expect(await statusOf(orderId)).toBe("declined");
    expect(await Promise.all(variants.map((variant) => warehouseOnHand(shop, variant.variantId)))).toEqual(
      before.map((onHand, index) => onHand + [2, 1][index]!),
    );
    expect(await paymentOf(orderId)).toMatchObject({ status: "captured", refundedAmount: totalIncVat });
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({
      status: "succeeded",
      amount: totalIncVat,
      staffId: staff.manager.id,
      reason: "Sold out at the supplier",
      providerReference: `sandbox_refund_${refund!.id}`,
    });
    expect(refund!.lines!.map((line) => line.quantity)).toEqual([2, 1]);
    expect((await history(orderId)).at(-1)).toEqual({
      to: "declined",
      staffId: staff.manager.id,
      note: "Sold out at the supplier",
    });
    const declined = (await mails(orderId)).find((mail) => mail.template === "order-declined")!;
    expect(declined.recipient).toBe("anna.svensson@example.se");
    // Written as the shop writes SEK: its suffix, no decimals on a whole amount.
    const total = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: totalIncVat % 100 === 0 ? 0 : 2 });
    expect(declined.textBody).toContain(`${total.format(totalIncVat / 100)}\u00a0kr`);
    expect((await audits(orderId)).map((entry) => entry.action)).toEqual(["order.decline", "order.refund_settled"]);
  });

  it("removes an accepted order the same way, to removed", async () => {
    const { orderId } = await placePaidOrder(shop);
    await actions().accept(staff.owner, orderId);
    const result = await actions().remove(staff.owner, orderId);
    expect(result.refund?.status).toBe("succeeded");
    expect(await statusOf(orderId)).toBe("removed");
    expect((await audits(orderId)).map((entry) => entry.action)).toEqual([
      "order.accept",
      "order.remove",
      "order.refund_settled",
    ]);
    expect(await templatesOf(orderId)).toContain("order-declined");
  });

  it("refunds only what partial refunds left, and releases an authorization that was never captured", async () => {
    const partly = await placePaidOrder(shop);
    await actions().refund(staff.owner, partly.orderId, { kind: "amount", amount: 1000 });
    const total = (await paymentOf(partly.orderId)).amount;
    expect((await actions().decline(staff.owner, partly.orderId)).refund?.amount).toBe(total - 1000);
    expect((await paymentOf(partly.orderId)).refundedAmount).toBe(total);

    const uncaptured = await placePaidOrder(shop);
    await db()
      .update(payments)
      .set({ status: "authorized", capturedAt: null })
      .where(eq(payments.orderId, uncaptured.orderId));
    expect(await actions().decline(staff.owner, uncaptured.orderId)).toEqual({
      refund: null,
      authorizationCancelled: true,
      authorizationKept: false,
      shopperMailed: true,
    });
    expect(await paymentOf(uncaptured.orderId)).toMatchObject({ status: "cancelled", refundedAmount: 0 });
    expect(await refundsOf(uncaptured.orderId)).toEqual([]);
    const declined = (await mails(uncaptured.orderId)).find((mail) => mail.template === "order-declined")!;
    expect(declined.textBody).toContain("Du har inte debiterats något för den.");
  });

  it("is refused once completed, declined or removed; nothing moves", async () => {
    const { orderId } = await placePaidOrder(shop);
    await actions().decline(staff.owner, orderId);
    for (const action of ["decline", "remove"] as const) {
      const error = await expectDomainError(actions()[action](staff.owner, orderId));
      expect(error.problem).toEqual(
        problem("order_transition_refused", { from: "declined", to: action === "decline" ? "declined" : "removed" }),
      );
    }
    expect((await refundsOf(orderId)).length).toBe(1);
  });
});

describe("refunding", () => {
  it("refunds by line, at the line's price, and tells the shopper which goods", async () => {
    const { orderId } = await placePaidOrder(shop, { quantities: [3, 1] });
    const [first] = await shop.commerce.staffOrders.getOrder(staff.support, orderId).then((order) => order.lines);
    const result = await actions().refund(staff.support, orderId, {
      kind: "lines",
      lines: [{ orderLineId: first!.id, quantity: 2 }],
      reason: "Returned",
    });
    expect(result).toEqual({ refundId: expect.any(String), amount: first!.unitPriceIncVat * 2, status: "succeeded" });
    expect((await paymentOf(orderId)).refundedAmount).toBe(first!.unitPriceIncVat * 2);
    const refunded = (await mails(orderId)).find((mail) => mail.template === "order-refunded")!;
    expect(refunded.textBody).toContain(first!.name);
    expect((await audits(orderId)).map((entry) => [entry.action, entry.staffId])).toEqual([
      ["order.refund", staff.support.id],
      ["order.refund_settled", staff.support.id],
    ]);
    const detail = await shop.commerce.staffOrders.getOrder(staff.support, orderId);
    expect(detail.lines[0]).toMatchObject({ refundedQuantity: 2, refundableQuantity: 1 });
  });

  it("never refunds more of a line than was bought less what was refunded", async () => {
    const { orderId } = await placePaidOrder(shop, { quantities: [2] });
    const [line] = (await shop.commerce.staffOrders.getOrder(staff.owner, orderId)).lines;
    await actions().refund(staff.owner, orderId, { kind: "lines", lines: [{ orderLineId: line!.id, quantity: 1 }] });
    const error = await expectDomainError(
      actions().refund(staff.owner, orderId, { kind: "lines", lines: [{ orderLineId: line!.id, quantity: 2 }] }),
    );
    expect(error.problem).toEqual(problem("refund_quantity_exceeds", { line: line!.id, available: 1 }));
    const split = await expectDomainError(
      actions().refund(staff.owner, orderId, {
        kind: "lines",
        lines: [
          { orderLineId: line!.id, quantity: 1 },
          { orderLineId: line!.id, quantity: 1 },
        ],
      }),
    );
    expect(split.problem).toEqual(problem("refund_quantity_exceeds", { line: line!.id, available: 1 }));
    const foreign = await expectDomainError(
      actions().refund(staff.owner, orderId, { kind: "lines", lines: [{ orderLineId: 999_999, quantity: 1 }] }),
    );
    expect(foreign.problem).toEqual(problem("order_line_not_found"));
    expect((await refundsOf(orderId)).length).toBe(1);
  });

  it("refunds by amount up to what was captured less what was refunded, then in full refunds the rest", async () => {
    const { orderId } = await placePaidOrder(shop);
    const captured = (await paymentOf(orderId)).amount;
    await actions().refund(staff.owner, orderId, { kind: "amount", amount: 500 });
    const tooMuch = await expectDomainError(
      actions().refund(staff.owner, orderId, { kind: "amount", amount: captured }),
    );
    expect(tooMuch.kind).toBe("conflict");
    expect(tooMuch.problem).toEqual(problem("refund_exceeds_available", { available: captured - 500 }));
    const rest = await actions().refund(staff.owner, orderId, { kind: "full" });
    expect(rest.amount).toBe(captured - 500);
    expect(
      await expectDomainError(actions().refund(staff.owner, orderId, { kind: "full" })).then((e) => e.problem),
    ).toEqual(problem("refund_exceeds_available", { available: 0 }));
    expect((await paymentOf(orderId)).refundedAmount).toBe(captured);
    expect((await refundsOf(orderId)).map((refund) => refund.amount)).toEqual([500, captured - 500]);
  });

  it("refuses a bad amount, a request of no known kind, and an order with nothing captured", async () => {
    const { orderId } = await placePaidOrder(shop);
    for (const request of [{ kind: "amount", amount: 0 }, { kind: "amount", amount: 1.5 }, { kind: "everything" }]) {
      const error = await expectDomainError(actions().refund(staff.owner, orderId, request as never));
      expect(error.kind).toBe("invalid");
    }
    await db().update(payments).set({ status: "authorized", capturedAt: null }).where(eq(payments.orderId, orderId));
    const uncaptured = await expectDomainError(actions().refund(staff.owner, orderId, { kind: "amount", amount: 100 }));
    expect(uncaptured.problem).toEqual(problem("nothing_captured"));
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("keeps support to the order's total, even when more was captured; the provider still guards what it captured", async () => {
    const { orderId } = await placePaidOrder(shop);
    const total = (await paymentOf(orderId)).amount;
    // Our books say more was captured than the order's total (an order amended after payment, say).
    await db()
      .update(payments)
      .set({ amount: total + 5000 })
      .where(eq(payments.orderId, orderId));
    const support = await expectDomainError(
      actions().refund(staff.support, orderId, { kind: "amount", amount: total + 1 }),
    );
    expect(support.problem).toEqual(problem("refund_exceeds_available", { available: total }));
    expect(await refundsOf(orderId)).toEqual([]);
    // A manager may go past the total; this sandbox saw only the total captured, so it refuses.
    const manager = await expectDomainError(
      actions().refund(staff.manager, orderId, { kind: "amount", amount: total + 1 }),
    );
    expect(manager.problem).toEqual(problem("refund_refused", { reason: "exceeds_captured" }));
    expect((await refundsOf(orderId)).map((refund) => refund.status)).toEqual(["failed"]);
  });

  it("is refused on an order still in checkout", async () => {
    const { orderId } = await placePaidOrder(shop);
    await db().update(orders).set({ status: "checkout" }).where(eq(orders.id, orderId));
    const error = await expectDomainError(actions().refund(staff.owner, orderId, { kind: "full" }));
    expect(error.problem).toEqual(problem("order_action_refused", { action: "refund", status: "checkout" }));
  });

  it("records a refund the provider refused as failed, holding nothing, and says so", async () => {
    const { orderId } = await placePaidOrder(shop);
    const reference = (await paymentOf(orderId)).reference;
    // The sandbox refuses a refund on a payment it never authorized.
    await db()
      .update(payments)
      .set({ reference: "sandbox_card_declined_6f1d1c3e-8f3a-4b4e-9a51-1d2c3b4a5f60" })
      .where(eq(payments.orderId, orderId));
    const refused = await expectDomainError(actions().refund(staff.owner, orderId, { kind: "amount", amount: 300 }));
    expect(refused.kind).toBe("payment_failed");
    expect(refused.problem).toEqual(problem("refund_refused", { reason: "payment_not_captured" }));
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: "failed", failureReason: "payment_not_captured" });
    expect((await paymentOf(orderId)).refundedAmount).toBe(0);
    await db().update(payments).set({ reference }).where(eq(payments.orderId, orderId));
    expect((await actions().refund(staff.owner, orderId, { kind: "full" })).amount).toBe(
      (await paymentOf(orderId)).amount,
    );
    expect(await templatesOf(orderId)).toEqual(["order-confirmation", "order-refunded"]);
  });

  it("retries only a pending refund of the order", async () => {
    const { orderId } = await placePaidOrder(shop);
    const done = await actions().refund(staff.owner, orderId, { kind: "amount", amount: 100 });
    expect((await expectDomainError(actions().retryRefund(staff.owner, orderId, done.refundId))).problem).toEqual(
      problem("refund_not_pending"),
    );
    const other = await placePaidOrder(shop);
    expect((await expectDomainError(actions().retryRefund(staff.owner, other.orderId, done.refundId))).problem).toEqual(
      problem("refund_not_found"),
    );
    const [pending] = await db()
      .insert(paymentRefunds)
      .values({ orderId, amount: 200, currencyCode: "SEK", staffId: staff.owner.id })
      .returning();
    expect(await actions().retryRefund(staff.support, orderId, pending!.id)).toEqual({
      refundId: pending!.id,
      amount: 200,
      status: "succeeded",
    });
    expect((await paymentOf(orderId)).refundedAmount).toBe(300);
  });
});

describe("confirmation and notes", () => {
  it("queues the confirmation again to the order's address in its language", async () => {
    const { orderId } = await placePaidOrder(shop, { locale: "en-GB", email: "someone.else@example.com" });
    await actions().resendConfirmation(staff.manager, orderId);
    const confirmations = (await mails(orderId)).filter((mail) => mail.template === "order-confirmation");
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]).toMatchObject({ recipient: "someone.else@example.com", locale: "en-GB" });
    expect(confirmations[1]!.subject).toBe(confirmations[0]!.subject);
    const resent = (await audits(orderId)).at(-1)!;
    expect(resent).toMatchObject({ action: "order.resend_confirmation", after: { mailId: confirmations[1]!.id } });
    expect(JSON.stringify(resent)).not.toContain("someone.else");
    await actions().decline(staff.manager, orderId);
    expect((await expectDomainError(actions().resendConfirmation(staff.manager, orderId))).problem).toEqual(
      problem("order_action_refused", { action: "resend_confirmation", status: "declined" }),
    );
  });

  it("keeps internal notes with their author, in any status, and refuses an empty one", async () => {
    const { orderId } = await placePaidOrder(shop);
    const note = await actions().addNote(staff.support, orderId, "  Customer called: leave at the door.  ");
    expect(note).toMatchObject({ orderId, staffId: staff.support.id, body: "Customer called: leave at the door." });
    const empty = await expectDomainError(actions().addNote(staff.support, orderId, "   "));
    expect(problemsByField(empty)).toEqual({ body: problem("required") });
    expect(await db().$count(orderNotes, eq(orderNotes.orderId, orderId))).toBe(1);
    const noted = (await audits(orderId)).at(-1)!;
    expect(noted).toMatchObject({ action: "order.note", after: { noteId: note.id, length: note.body.length } });
    expect(JSON.stringify(noted)).not.toContain("leave at the door");
    expect((await shop.commerce.staffOrders.getOrder(staff.support, orderId)).notes.map((n) => n.body)).toEqual([
      "Customer called: leave at the door.",
    ]);
  });
});

describe("a decline whose refund gets no answer", () => {
  /** The sandbox, except that its refunds' answers are lost while `lost` is set (the refund itself happens). */
  function unansweredSandbox() {
    const sandbox = createSandboxPaymentProvider();
    const state = { lost: true, asked: [] as string[] };
    const payments: PaymentProvider = {
      ...sandbox,
      async refund(reference, request) {
        state.asked.push(request.refundId);
        const answer = await sandbox.refund(reference, request);
        if (state.lost) throw new Error("socket hang up");
        return answer;
      },
    };
    return { state, commerce: createCommerce(shop.database.db, { warn: () => undefined }, { payments }) };
  }

  it("declines at once, keeps the refund pending (holding its amount), and mails the shopper once a retry gets the money back", async () => {
    const { state, commerce } = unansweredSandbox();
    const { orderId } = await placePaidOrder(shop, { commerce });
    const total = (await paymentOf(orderId)).amount;
    const result = await commerce.orderActions.decline(staff.owner, orderId);
    expect(result).toEqual({
      refund: { refundId: expect.any(String), amount: total, status: "pending" },
      authorizationCancelled: false,
      authorizationKept: false,
      shopperMailed: false,
    });
    expect(await statusOf(orderId)).toBe("declined");
    expect(await templatesOf(orderId)).toEqual(["order-confirmation"]);
    const held = await expectDomainError(
      commerce.orderActions.refund(staff.owner, orderId, { kind: "amount", amount: 1 }),
    );
    expect(held.problem).toEqual(problem("refund_exceeds_available", { available: 0 }));
    state.lost = false;
    expect(await commerce.orderActions.retryRefund(staff.owner, orderId, result.refund!.refundId)).toEqual({
      refundId: result.refund!.refundId,
      amount: total,
      status: "succeeded",
    });
    expect(state.asked).toEqual([result.refund!.refundId, result.refund!.refundId]);
    expect((await paymentOf(orderId)).refundedAmount).toBe(total);
    expect(await templatesOf(orderId)).toEqual(["order-confirmation", "order-declined"]);
  });
});

describe("a decline whose authorization the provider will not release", () => {
  it("declines, tells staff to check the payment, and does not tell the shopper nothing was charged", async () => {
    const sandbox = createSandboxPaymentProvider();
    // As when a capture's answer was lost: the provider took the money, our books still say authorized.
    const keepsAuthorization: PaymentProvider = {
      ...sandbox,
      cancel: () => Promise.reject(new Error("CANCEL_NOT_ALLOWED")),
    };
    const commerce = createCommerce(shop.database.db, { warn: () => undefined }, { payments: keepsAuthorization });
    const { orderId } = await placePaidOrder(shop, { commerce });
    await db().update(payments).set({ status: "authorized", capturedAt: null }).where(eq(payments.orderId, orderId));
    expect(await commerce.orderActions.decline(staff.owner, orderId)).toEqual({
      refund: null,
      authorizationCancelled: false,
      authorizationKept: true,
      shopperMailed: false,
    });
    expect(await statusOf(orderId)).toBe("declined");
    expect(await templatesOf(orderId)).toEqual(["order-confirmation"]);
  });
});

describe("a decline whose listings fail to follow the stock", () => {
  it("still refunds and mails the shopper, and logs the listings' failure", async () => {
    const { orderId } = await placePaidOrder(shop);
    const warnings: string[] = [];
    const result = await declineOrder(
      {
        db: db(),
        payments: createSandboxPaymentProvider(),
        log: { warn: (message: string) => void warnings.push(message) },
        onStockChanged: () => Promise.reject(new Error("search index unavailable")),
      },
      staff.owner,
      orderId,
      "decline",
    );
    expect(result).toMatchObject({ refund: { status: "succeeded" }, shopperMailed: true });
    expect((await refundsOf(orderId)).map((refund) => refund.status)).toEqual(["succeeded"]);
    expect(await templatesOf(orderId)).toEqual(["order-confirmation", "order-declined"]);
    expect(warnings).toEqual([expect.stringContaining("Listings did not follow")]);
  });
});
