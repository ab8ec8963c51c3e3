import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { onField, problem } from "../error-codes.ts";
import type { ShopLocale } from "../locale.ts";
import { hashSecretToken } from "../secret-tokens.ts";
import { invalidInput } from "../validation.ts";
import { saveCard } from "../modules/accounts/index.ts";
import { deliveryVatRate, vatIncluded, type BasketOwner, type BasketService, type BasketView } from "../modules/basket/index.ts";
import { baskets } from "../modules/basket/schema.ts";
import { orderConfirmationMail, queueMail } from "../modules/mail/index.ts";
import { createCheckoutMethods } from "../modules/checkout/index.ts";
import { canAccessOrder, countOrderCreation, moveOrder, restartHold, type OrderAccess, type OrderCreationLimits } from "../modules/orders/index.ts";
import { orderLines, orders, orderStatusHistory, orderStockAllocations } from "../modules/orders/schema.ts";
import { instalmentPlans, paymentDetailsInput, type PaymentDetails, type PaymentDetailsInput } from "../modules/payments/inputs.ts";
import { payments } from "../modules/payments/schema.ts";
import { allocateStock, readPickupStore } from "../modules/stores/index.ts";
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
  /** Where the request came from, for the per-address limit on creating orders; without it only the basket's limit applies. */
  clientAddress?: string | undefined;
}

/** Paid; refused; waiting for the shopper's confirmation; or (after a crash mid-way) still unknown. */
export type OrderOutcome = "paid" | "declined" | "action_required" | "pending";

export interface PlaceOrderResult {
  orderId: string;
  orderNumber: number;
  outcome: OrderOutcome;
  declineReason?: string | undefined;
  /**
   * A guest's key to read the order. The order may be one an earlier request for the same basket
   * made under another idempotency key, so callers set this one, not one of their own making.
   */
  guestToken?: string | undefined;
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
  /** How long an unpaid order in `checkout` holds its stock; then flows/release-expired-orders.ts removes it. */
  checkoutHoldMinutes: number;
  /** How many orders a basket and a client address may create in an hour. */
  orderCreationLimits: OrderCreationLimits;
}

function outcomeOf(status: string, paymentStatus: string | undefined): OrderOutcome {
  if (status === "declined" || paymentStatus === "declined" || paymentStatus === "cancelled") return "declined";
  if (paymentStatus === "action_required") return "action_required";
  if (paymentStatus === undefined || paymentStatus === "pending") return "pending";
  return "paid";
}

/** Orders of a basket that still hold it: a basket becomes at most one of these (orders_live_basket_idx). */
const liveStatuses = ["checkout", "processing", "accepted", "completed"] as const;

/**
 * How long a repeated request waits for the first one's payment to be settled. Klarna gives up on
 * a request after 30 seconds; past this the repeat answers `pending`, as the first may have died.
 */
const repeatWaitMs = 35_000;

function parsePayment(input: PaymentDetailsInput): PaymentDetails {
  const parsed = paymentDetailsInput.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidInput(problem("check_payment_details"), parsed.error, "payment");
}

/** Placing orders and taking payment: basket → order (stock taken) → payment → paid or declined. */
export function createOrderFlows(db: Database, options: OrderFlowOptions) {
  const orderAnswerColumns = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    status: orders.status,
    customerId: orders.customerId,
    basketId: orders.basketId,
    idempotencyKey: orders.idempotencyKey,
    totalIncVat: orders.totalIncVat,
    paymentStatus: payments.status,
    reason: payments.declineReason,
  };
  const selectOrderAnswers = (tx: DatabaseOrTransaction) => tx.select(orderAnswerColumns).from(orders).leftJoin(payments, eq(payments.orderId, orders.id));
  type OrderAnswerRow = Awaited<ReturnType<typeof selectOrderAnswers>>[number];

  function answerOf(order: OrderAnswerRow): PlaceOrderResult {
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      outcome: outcomeOf(order.status, order.paymentStatus ?? undefined),
      declineReason: order.reason ?? undefined,
      guestToken: order.customerId === null && order.basketId && order.idempotencyKey ? guestOrderToken(order.basketId, order.idempotencyKey) : undefined,
    };
  }

  /**
   * The order this request already made (same basket and key, whatever became of it), or else the
   * basket's live order, which another request under another key made or is paying.
   */
  async function findBasketOrder(tx: DatabaseOrTransaction, basketId: string, idempotencyKey: string): Promise<OrderAnswerRow | undefined> {
    const [order] = await selectOrderAnswers(tx)
      .where(and(eq(orders.basketId, basketId), or(eq(orders.idempotencyKey, idempotencyKey), inArray(orders.status, [...liveStatuses]))))
      .orderBy(desc(eq(orders.idempotencyKey, idempotencyKey)))
      .limit(1);
    return order;
  }

  async function readOrderAnswer(orderId: string): Promise<OrderAnswerRow> {
    const [order] = await selectOrderAnswers(db).where(eq(orders.id, orderId));
    if (!order) throw new DomainError("not_found", problem("order_not_found"));
    return order;
  }

  const findOutcome = async (orderId: string) => answerOf(await readOrderAnswer(orderId));

  /**
   * A repeated request waits for the first one's payment, watching its row, so it answers what
   * really happened. Polling the row (rather than holding a lock or a transaction across the
   * provider's call) works the same on PGlite and PostgreSQL and across processes, and never
   * blocks the database while a provider is slow.
   */
  async function awaitOutcome(orderId: string): Promise<PlaceOrderResult> {
    const deadline = Date.now() + repeatWaitMs;
    for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
      const order = await readOrderAnswer(orderId);
      if (order.paymentStatus !== "pending" || Date.now() > deadline) return answerOf(order);
      await sleep(pause);
    }
  }

  /** The payment waiting for this order's authorization: it marks the order as being paid. */
  async function insertPendingPayment(tx: DatabaseOrTransaction, orderId: string, totalIncVat: number, currencyCode: string, payment: PaymentDetails) {
    const plan = payment.kind === "instalments" ? instalmentPlans(totalIncVat).find((candidate) => candidate.months === payment.months) : undefined;
    await tx.insert(payments).values({
      orderId,
      provider: options.payments.name,
      methodKind: payment.kind,
      status: "pending",
      reference: "pending",
      amount: totalIncVat,
      currencyCode,
      instalmentMonths: plan?.months ?? null,
      monthlyAmount: plan?.monthlyAmount ?? null,
      cardLast4: payment.kind === "card" ? payment.cardNumber.slice(-4) : null,
    });
  }

  /** What the provider is asked to authorize, read from the order itself (its lines may have changed since the basket). */
  async function readAuthorizationRequest(orderId: string, details: PaymentDetails): Promise<AuthorizationRequest> {
    // Side by side on the pool: each one read costs a wait behind whatever else the process is doing.
    const [[order], lines] = await Promise.all([
      db.select().from(orders).where(eq(orders.id, orderId)),
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    ]);
    const locale = order!.locale as ShopLocale;
    const delivery = (await createCheckoutMethods(db, options.payments.name).listDeliveryMethods(locale, order!.currencyCode)).find((method) => method.code === order!.deliveryMethodCode);
    const paymentLines: PaymentLine[] = [
      ...lines.map((line) => ({ reference: line.partNo, name: line.name, quantity: line.quantity, unitPriceIncVat: line.unitPriceIncVat, totalIncVat: line.lineTotalIncVat, vatRate: line.vatRate, vatAmount: vatIncluded(line.lineTotalIncVat, line.vatRate), kind: "goods" as const })),
      ...(order!.deliveryIncVat > 0
        ? [{ reference: order!.deliveryMethodCode, name: delivery?.name ?? order!.deliveryMethodCode, quantity: 1, unitPriceIncVat: order!.deliveryIncVat, totalIncVat: order!.deliveryIncVat, vatRate: deliveryVatRate, vatAmount: vatIncluded(order!.deliveryIncVat, deliveryVatRate), kind: "delivery" as const }]
        : []),
    ];
    const country = (order!.billingAddress as { country: string }).country;
    return { orderId, amount: order!.totalIncVat, vatAmount: order!.vatAmount, currencyCode: order!.currencyCode, locale, country, lines: paymentLines, details };
  }

  /**
   * Creates the order in `checkout` from the basket, taking its stock, and (to be paid now) its
   * pending payment, all in one transaction. A basket that already has an order for this key, or a
   * live one, gets that order instead: requests for one basket queue on its row, and a paid
   * basket is gone but its order still answers. The checkout adapter's unpaid order of the basket
   * is the one the shopper means to pay, so it is paid (`adopted`) rather than a second one made.
   */
  async function createOrder(input: Omit<PlaceOrderInput, "payment">, payment: PaymentDetails | undefined) {
    return db.transaction(async (tx) => {
      const [basket] = await tx.select().from(baskets).where(eq(baskets.id, input.basketId)).for("update");
      const notFound = () => new DomainError("not_found", problem("basket_not_found"));
      if (basket && basket.customerId !== null && basket.customerId !== input.owner.customerId) throw notFound();
      const earlier = await findBasketOrder(tx, input.basketId, input.idempotencyKey);
      if (earlier && earlier.customerId !== null && earlier.customerId !== input.owner.customerId) throw notFound();
      if (earlier && payment && earlier.status === "checkout" && earlier.paymentStatus === null) {
        if (!basket) throw notFound();
        const method = (await options.basket.getBasket(input.basketId, input.owner, input.view, tx)).paymentMethod;
        if (method?.kind !== payment.kind) throw new DomainError("invalid", problem("payment_method_required"), [onField("paymentMethod", problem("required"))]);
        // Its hold may be nearly over: paying starts it again, under the order's lock, so no sweeper
        // removes an order while its payment is under way.
        if (!(await restartHold(tx, earlier.id, options.checkoutHoldMinutes * 60))) throw new DomainError("conflict", problem("hold_expired"));
        await insertPendingPayment(tx, earlier.id, earlier.totalIncVat, input.view.currencyCode, payment);
        return { adopted: { id: earlier.id } };
      }
      if (earlier) return { earlier: answerOf(earlier) };
      if (!basket) throw notFound();
      const checkout = await options.basket.getBasket(input.basketId, input.owner, input.view, tx);
      const { lines } = checkout;
      if (lines.length === 0) throw new DomainError("invalid", problem("basket_empty"));
      if (!checkout.buyer) throw new DomainError("invalid", problem("buyer_required"), [onField("buyer", problem("required"))]);
      if (!checkout.deliveryMethod) throw new DomainError("invalid", problem("delivery_method_required"), [onField("deliveryMethod", problem("required"))]);
      if (!checkout.paymentMethod || (payment && checkout.paymentMethod.kind !== payment.kind)) throw new DomainError("invalid", problem("payment_method_required"), [onField("paymentMethod", problem("required"))]);
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
          pickupStore: checkout.pickupStoreId === null ? null : await readPickupStore(tx, checkout.pickupStoreId, input.view.locale),
          paymentMethodCode: checkout.paymentMethod.code,
          paymentProvider: options.payments.name,
          subtotalIncVat: checkout.subtotalIncVat,
          deliveryIncVat: checkout.deliveryIncVat,
          vatAmount: checkout.vatAmount,
          totalIncVat: checkout.totalIncVat,
          idempotencyKey: input.idempotencyKey,
          // The database's clock, which every process and the sweeper share.
          holdExpiresAt: sql`now() + make_interval(secs => ${options.checkoutHoldMinutes * 60})`,
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
      if (payment) await insertPendingPayment(tx, order!.id, checkout.totalIncVat, input.view.currencyCode, payment);
      // Last, so the counters' rows (one per client address, shared by all its baskets) stay locked
      // only until the commit: taken first, they queued every order from one address behind the
      // whole of the one before.
      await countOrderCreation(tx, input, options.orderCreationLimits);
      return { created: { ...order!, productIds: [...new Set(lines.map((line) => line.productId))] } };
    });
  }

  async function findOwnPayment(orderId: string, access: OrderAccess) {
    const [row] = await db.select({ order: orders, payment: payments }).from(orders).innerJoin(payments, eq(payments.orderId, orders.id)).where(eq(orders.id, orderId));
    if (!row || !canAccessOrder(row.order, access)) throw new DomainError("not_found", problem("order_not_found"));
    return row;
  }

  /**
   * Asks the provider where a waiting payment stands and settles it only if the provider itself
   * reports it finished (paid, or refused): `lookup` never approves on anyone's behalf, so the
   * caller need not be the shopper, and a payment waiting for the shopper stays waiting.
   */
  async function settleReportedPayment(orderId: string, payment: { provider: string; status: string; reference: string }): Promise<void> {
    // A payment of a provider this shop no longer runs cannot be asked; its reference means nothing to ours.
    if (payment.status !== "action_required" || payment.provider !== options.payments.name) return;
    const reported = await options.payments.lookup(payment.reference);
    if (reported.status !== "action_required") await settleAnswer(orderId, reported);
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
      options.log.warn("Payment provider failed", { provider: options.payments.name, orderId: request.orderId, err: error });
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
      const claimed = await createOrder(input, payment);
      if ("earlier" in claimed) return awaitOutcome(claimed.earlier!.orderId);
      const orderId = claimed.created?.id ?? claimed.adopted!.id;
      const [request] = await Promise.all([readAuthorizationRequest(orderId, payment), claimed.created && options.onStockChanged(claimed.created.productIds)]);
      const result = await authorizeOrDecline(request);
      await settleAnswer(orderId, result);
      if (result.status === "authorized" && input.saveCard && input.owner.customerId !== null && payment.kind === "card") {
        await saveCard(db, { customerId: input.owner.customerId, provider: options.payments.name, providerReference: result.reference, cardNumber: payment.cardNumber, expiry: payment.expiry });
      }
      return findOutcome(orderId);
    },

    /**
     * The order a basket already became under this key, or its live order, once its payment is
     * settled; nothing if it has none. A checkout form sent again after its basket was paid (and
     * so is gone) lands on that order.
     */
    async findPlacedOrder(basketId: string, owner: BasketOwner, idempotencyKey: string): Promise<PlaceOrderResult | undefined> {
      const order = await findBasketOrder(db, basketId, idempotencyKey);
      if (!order || (order.customerId !== null && order.customerId !== owner.customerId)) return undefined;
      return awaitOutcome(order.id);
    },

    /**
     * SPEC §7's checkout adapter "create": the basket becomes an order in `checkout`, its stock
     * taken, to be paid later. The same idempotency key gives the same order, and so does a basket
     * that already has a live order (with the guest's key to it, which another key would not open).
     */
    async createCheckoutOrder(input: Omit<PlaceOrderInput, "payment">): Promise<Pick<PlaceOrderResult, "orderId" | "orderNumber" | "guestToken">> {
      const created = await createOrder(input, undefined);
      if (!created.created) return { orderId: created.earlier!.orderId, orderNumber: created.earlier!.orderNumber, guestToken: created.earlier!.guestToken };
      await options.onStockChanged(created.created.productIds);
      const guestToken = input.owner.customerId === null ? guestOrderToken(input.basketId, input.idempotencyKey) : undefined;
      return { orderId: created.created.id, orderNumber: created.created.orderNumber, guestToken };
    },

    /**
     * Settles what the provider reported about a waiting payment (the stock-hold sweeper's lookup):
     * paid, or declined with its stock back. A payment no longer waiting is left as it is.
     */
    settlePayment: settleAnswer,

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
      const { payment } = await findOwnPayment(orderId, access);
      if (payment.status === "action_required") await settleAnswer(orderId, await options.payments.confirm(payment.reference, approved));
      return findOutcome(orderId);
    },

    /**
     * A provider's callback (Klarna's push) about an order: accepted only for an order that
     * provider takes payment for; the order moves only as the provider's own API reports.
     */
    async refreshPayment(orderId: string, provider: string): Promise<void> {
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      if (!payment || payment.provider !== provider) throw new DomainError("not_found", problem("order_not_found"));
      await settleReportedPayment(orderId, payment);
    },

    /** The shopper asking, from the waiting page, whether their hosted payment has gone through. */
    async checkPayment(orderId: string, access: OrderAccess): Promise<PlaceOrderResult> {
      const { payment } = await findOwnPayment(orderId, access);
      await settleReportedPayment(orderId, payment);
      return findOutcome(orderId);
    },

    /** The hosted checkout's HTML for a waiting payment (Klarna's snippet), for its shopper only. */
    async getPaymentSnippet(orderId: string, access: OrderAccess): Promise<string> {
      const { payment } = await findOwnPayment(orderId, access);
      if (!options.payments.getSnippet) throw new DomainError("not_found", problem("no_payment_snippet"));
      return options.payments.getSnippet(payment.reference);
    },
  };
}

export type OrderFlows = ReturnType<typeof createOrderFlows>;
