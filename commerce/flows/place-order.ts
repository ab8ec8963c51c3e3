import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { hashSecretToken } from "../secret-tokens.ts";
import { invalidInput } from "../validation.ts";
import { saveCard } from "../modules/accounts/index.ts";
import { deliveryVatRate, vatIncluded, type BasketOwner, type BasketService, type BasketView } from "../modules/basket/index.ts";
import { baskets } from "../modules/basket/schema.ts";
import { orderConfirmationMail, queueMail } from "../modules/mail/index.ts";
import { canAccessOrder, moveOrder, type OrderAccess } from "../modules/orders/index.ts";
import { orderLines, orders, orderStatusHistory, orderStockAllocations } from "../modules/orders/schema.ts";
import { instalmentPlans, paymentDetailsInput, type PaymentDetails, type PaymentDetailsInput } from "../modules/payments/inputs.ts";
import { payments } from "../modules/payments/schema.ts";
import { allocateStock } from "../modules/stores/index.ts";
import type { CommerceLogger } from "../commerce.ts";
import type { AuthorizationRequest, AuthorizationResult, PaymentLine, PaymentProvider } from "../providers/payments/payment-provider.ts";

export interface PlaceOrderInput {
  basketId: string;
  owner: BasketOwner;
  view: BasketView;
  /** The same key makes the same order: a double click or a retried request pays once. */
  idempotencyKey: string;
  payment: PaymentDetailsInput;
  /** A logged-in customer may keep a paid card for later (only the provider's reference is stored). */
  saveCard?: boolean | undefined;
}

/** Paid; refused; waiting for the shopper's confirmation; or (after a crash mid-way) still unknown. */
export type OrderOutcome = "paid" | "declined" | "action_required" | "pending";

export interface PlaceOrderResult {
  orderId: string;
  orderNumber: number;
  outcome: OrderOutcome;
  declineReason?: string | undefined;
}

/**
 * A guest's key to read their order later (only its hash is stored). It is derived from the
 * basket's secret id and the idempotency key, so a repeated request gets the same key back.
 */
export function guestOrderToken(basketId: string, idempotencyKey: string): string {
  return createHash("sha256").update(`order-token:${basketId}:${idempotencyKey}`).digest("base64url");
}

export interface OrderFlowOptions {
  basket: BasketService;
  payments: PaymentProvider;
  log: CommerceLogger;
  /** Stock moved for these products: listings and facet counts must follow. */
  onStockChanged: (productIds: number[]) => Promise<void>;
}

function outcomeOf(status: string, paymentStatus: string | undefined): OrderOutcome {
  if (status === "declined" || paymentStatus === "declined") return "declined";
  if (paymentStatus === "action_required") return "action_required";
  if (paymentStatus === undefined || paymentStatus === "pending") return "pending";
  return "paid";
}

function parsePayment(input: PaymentDetailsInput): PaymentDetails {
  const parsed = paymentDetailsInput.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidInput("Check the payment details", parsed.error, "payment");
}

/** Placing orders and taking payment: basket → order (stock taken) → payment → paid or declined. */
export function createOrderFlows(db: Database, options: OrderFlowOptions) {
  async function findByKey(tx: DatabaseOrTransaction, idempotencyKey: string): Promise<PlaceOrderResult | undefined> {
    const [order] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, paymentStatus: payments.status, reason: payments.declineReason }).from(orders).leftJoin(payments, eq(payments.orderId, orders.id)).where(eq(orders.idempotencyKey, idempotencyKey));
    return order ? { orderId: order.id, orderNumber: order.orderNumber, outcome: outcomeOf(order.status, order.paymentStatus ?? undefined), declineReason: order.reason ?? undefined } : undefined;
  }

  /** Creates the order in `checkout` from the basket, taking its stock, all in one transaction. */
  async function createOrder(input: Omit<PlaceOrderInput, "payment">, payment: Pick<PaymentDetails, "kind"> | undefined) {
    return db.transaction(async (tx) => {
      // Requests for the same basket queue here, so a repeated submit finds the first one's order.
      const [basket] = await tx.select().from(baskets).where(eq(baskets.id, input.basketId)).for("update");
      if (!basket || (basket.customerId !== null && basket.customerId !== input.owner.customerId)) throw new DomainError("not_found", "Basket not found");
      const earlier = await findByKey(tx, input.idempotencyKey);
      if (earlier) return { earlier };
      const checkout = await options.basket.getBasket(input.basketId, input.owner, input.view, tx);
      const { lines } = checkout;
      if (lines.length === 0) throw new DomainError("invalid", "The basket is empty");
      if (!checkout.buyer) throw new DomainError("invalid", "Who is buying?", { buyer: "Value is required" });
      if (!checkout.deliveryMethod) throw new DomainError("invalid", "Choose a delivery method", { deliveryMethod: "Value is required" });
      if (!checkout.paymentMethod || (payment && checkout.paymentMethod.kind !== payment.kind)) throw new DomainError("invalid", "Choose a payment method", { paymentMethod: "Value is required" });
      const allocations = await allocateStock(tx, lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity, name: line.name })));
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: input.owner.customerId,
          basketId: input.basketId,
          guestTokenHash: input.owner.customerId === null ? hashSecretToken(guestOrderToken(input.basketId, input.idempotencyKey)) : null,
          locale: input.view.locale,
          currencyCode: input.view.currencyCode,
          email: checkout.buyer.email,
          billingAddress: checkout.buyer.billingAddress,
          shippingAddress: checkout.buyer.shippingAddress ?? null,
          deliveryMethodCode: checkout.deliveryMethod.code,
          pickupStoreId: checkout.pickupStoreId,
          paymentMethodCode: checkout.paymentMethod.code,
          paymentProvider: options.payments.name,
          subtotalIncVat: checkout.subtotalIncVat,
          deliveryIncVat: checkout.deliveryIncVat,
          vatAmount: checkout.vatAmount,
          totalIncVat: checkout.totalIncVat,
          idempotencyKey: input.idempotencyKey,
        })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderId: order!.id,
          productId: line.productId,
          variantId: line.variantId,
          partNo: line.partNo,
          name: line.name,
          variantDescription: line.values.map((value) => value.value).join(", "),
          quantity: line.quantity,
          unitPriceIncVat: line.unitPriceIncVat,
          vatRate: line.vatRate,
          lineTotalIncVat: line.lineTotalIncVat,
        })),
      );
      await tx.insert(orderStockAllocations).values(allocations.map((allocation) => ({ orderId: order!.id, ...allocation })));
      await tx.insert(orderStatusHistory).values({ orderId: order!.id, fromStatus: null, toStatus: "checkout" });
      const paymentLines: PaymentLine[] = [
        ...lines.map((line) => ({ reference: line.partNo, name: line.name, quantity: line.quantity, unitPriceIncVat: line.unitPriceIncVat, totalIncVat: line.lineTotalIncVat, vatRate: line.vatRate, vatAmount: vatIncluded(line.lineTotalIncVat, line.vatRate), kind: "goods" as const })),
        ...(checkout.deliveryIncVat > 0
          ? [{ reference: checkout.deliveryMethod.code, name: checkout.deliveryMethod.name, quantity: 1, unitPriceIncVat: checkout.deliveryIncVat, totalIncVat: checkout.deliveryIncVat, vatRate: deliveryVatRate, vatAmount: vatIncluded(checkout.deliveryIncVat, deliveryVatRate), kind: "delivery" as const }]
          : []),
      ];
      return {
        created: {
          ...order!,
          totalIncVat: checkout.totalIncVat,
          vatAmount: checkout.vatAmount,
          country: checkout.buyer.billingAddress.country,
          paymentLines,
          productIds: [...new Set(lines.map((line) => line.productId))],
        },
      };
    });
  }

  async function findOwnPayment(orderId: string, access: OrderAccess) {
    const [row] = await db.select({ order: orders, payment: payments }).from(orders).innerJoin(payments, eq(payments.orderId, orders.id)).where(eq(orders.id, orderId));
    if (!row || !canAccessOrder(row.order, access)) throw new DomainError("not_found", "Order not found");
    return { payment: row.payment, idempotencyKey: row.order.idempotencyKey! };
  }

  /** Settles a later answer from the provider; a decline gives stock back, so listings must follow. */
  async function settleAnswer(orderId: string, result: AuthorizationResult): Promise<void> {
    await settle(orderId, result);
    if (result.status === "declined") {
      const lines = await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId));
      await options.onStockChanged(lines.flatMap((line) => (line.productId ? [line.productId] : [])));
    }
  }

  /** A provider that cannot be reached declines the payment (logged), so the order gives its stock back. */
  async function authorizeOrDecline(request: AuthorizationRequest): Promise<AuthorizationResult> {
    try {
      return await options.payments.authorize(request);
    } catch (error) {
      options.log.warn("Payment provider failed", { provider: options.payments.name, orderId: request.orderId, error: (error as Error).message });
      return { status: "declined", reference: "none", reason: "provider_error" };
    }
  }

  /** Records what the provider said and moves the order on: paid, declined, or still waiting. */
  async function settle(orderId: string, result: AuthorizationResult): Promise<void> {
    await db.transaction(async (tx) => {
      // Only a payment still waiting can be settled: a repeated answer or callback changes nothing.
      const waiting = await tx
        .update(payments)
        .set({ status: result.status, reference: result.reference, declineReason: result.status === "declined" ? result.reason : null, authorizedAt: result.status === "authorized" ? new Date() : null })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["pending", "action_required"])))
        .returning({ orderId: payments.orderId });
      if (waiting.length === 0) return;
      if (result.status === "declined") await moveOrder(tx, orderId, "declined", result.reason);
      if (result.status !== "authorized") return;
      await moveOrder(tx, orderId, "processing", "payment authorized");
      const captured = await tx
        .update(payments)
        .set({ status: "captured", capturedAt: new Date() })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "authorized")))
        .returning({ amount: payments.amount, reference: payments.reference });
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (order?.basketId) await tx.delete(baskets).where(eq(baskets.id, order.basketId));
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      await queueMail(tx, orderConfirmationMail({ ...order!, locale: order!.locale as "sv-SE" | "en-GB", lines }));
      if (captured[0]) await options.payments.capture(captured[0].reference, captured[0].amount);
    });
  }

  return {
    /**
     * Places an order for the basket and pays for it. One idempotency key makes one order and one
     * capture, however often it is sent. A declined payment leaves the basket as it was.
     */
    async placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
      const payment = parsePayment(input.payment);
      const earlier = await findByKey(db, input.idempotencyKey);
      if (earlier) return earlier;
      const created = await createOrder(input, payment);
      if ("earlier" in created) return created.earlier!;
      const { id: orderId, orderNumber, totalIncVat, vatAmount, country, paymentLines, productIds } = created.created;
      await options.onStockChanged(productIds);
      const plan = payment.kind === "instalments" ? instalmentPlans(totalIncVat).find((candidate) => candidate.months === payment.months) : undefined;
      await db.insert(payments).values({
        orderId,
        provider: options.payments.name,
        methodKind: payment.kind,
        status: "pending",
        reference: "pending",
        amount: totalIncVat,
        currencyCode: input.view.currencyCode,
        instalmentMonths: plan?.months ?? null,
        monthlyAmount: plan?.monthlyAmount ?? null,
        cardLast4: payment.kind === "card" ? payment.cardNumber.slice(-4) : null,
      });
      const result = await authorizeOrDecline({ orderId, amount: totalIncVat, vatAmount, currencyCode: input.view.currencyCode, locale: input.view.locale, country, lines: paymentLines, details: payment });
      await settle(orderId, result);
      if (result.status === "declined") await options.onStockChanged(productIds);
      if (result.status === "authorized" && input.saveCard && input.owner.customerId !== null && payment.kind === "card") {
        await saveCard(db, { customerId: input.owner.customerId, provider: options.payments.name, providerReference: result.reference, cardNumber: payment.cardNumber, expiry: payment.expiry });
      }
      return { orderId, orderNumber, outcome: result.status === "authorized" ? "paid" : result.status, declineReason: result.status === "declined" ? result.reason : undefined };
    },

    /**
     * SPEC §7's checkout adapter "create": the basket becomes an order in `checkout`, its stock
     * taken, to be paid later. The same idempotency key gives the same order.
     */
    async createCheckoutOrder(input: Omit<PlaceOrderInput, "payment">): Promise<{ orderId: string; orderNumber: number }> {
      const created = await createOrder(input, undefined);
      if ("earlier" in created) return { orderId: created.earlier!.orderId, orderNumber: created.earlier!.orderNumber };
      await options.onStockChanged(created.created.productIds);
      return { orderId: created.created.id, orderNumber: created.created.orderNumber };
    },

    /** How an order was paid (method, instalment plan, card's last digits); the caller checks ownership. */
    async getPayment(orderId: string) {
      const [payment] = await db
        .select({ methodKind: payments.methodKind, status: payments.status, instalmentMonths: payments.instalmentMonths, monthlyAmount: payments.monthlyAmount, cardLast4: payments.cardLast4 })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      return payment;
    },

    /** The shopper's answer to the provider's extra step; answering twice changes nothing. */
    async confirmPayment(orderId: string, access: OrderAccess, approved: boolean): Promise<PlaceOrderResult> {
      const { payment, idempotencyKey } = await findOwnPayment(orderId, access);
      if (payment.status === "action_required") await settleAnswer(orderId, await options.payments.confirm(payment.reference, approved));
      return (await findByKey(db, idempotencyKey))!;
    },

    /**
     * Asks the provider where a waiting payment stands and settles it (a hosted checkout's push
     * callback or return page). It moves an order only as the provider's own API says, so the
     * caller need not be the shopper; asking again changes nothing.
     */
    async refreshPayment(orderId: string): Promise<void> {
      const [payment] = await db.select({ status: payments.status, reference: payments.reference }).from(payments).where(eq(payments.orderId, orderId));
      if (!payment) throw new DomainError("not_found", "Order not found");
      if (payment.status === "action_required") await settleAnswer(orderId, await options.payments.confirm(payment.reference, true));
    },

    /** The hosted checkout's HTML for a waiting payment (Klarna's snippet), for its shopper only. */
    async getPaymentSnippet(orderId: string, access: OrderAccess): Promise<string> {
      const { payment } = await findOwnPayment(orderId, access);
      if (!options.payments.getSnippet) throw new DomainError("not_found", "This payment has no snippet");
      return options.payments.getSnippet(payment.reference);
    },
  };
}

export type OrderFlows = ReturnType<typeof createOrderFlows>;
