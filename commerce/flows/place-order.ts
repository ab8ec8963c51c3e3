import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { onField, problem } from "../error-codes.ts";
import type { ShopLocale } from "../locale.ts";
import { hashSecretToken } from "../secret-tokens.ts";
import { invalidInput } from "../validation.ts";
import { saveCard } from "../modules/accounts/index.ts";
import {
  deliveryVatRate,
  removeBasket,
  vatIncluded,
  type BasketOwner,
  type BasketService,
  type BasketView,
} from "../modules/basket/index.ts";
import { orderConfirmationData, queueTemplateMail, type OrderConfirmationData } from "../modules/mail/index.ts";
import type { CheckoutMethods } from "../modules/checkout/index.ts";
import {
  canAccessOrder,
  countOrderCreation,
  findBasketOrderAnswer,
  findOrderPayment,
  findOrderAnswer,
  findOrderProductIds,
  findOrderWithLines,
  insertOrder,
  moveOrder,
  restartHold,
  type NewOrder,
  type NewOrderLine,
  type OrderAccess,
  type OrderAnswer,
  type OrderCreationLimits,
} from "../modules/orders/index.ts";
import {
  findPayment,
  insertPendingPayment,
  paymentDetailsInput,
  recordPaymentAnswer,
  type PaymentDetails,
  type PaymentDetailsInput,
} from "../modules/payments/index.ts";
import { allocateStock, readPickupStore } from "../modules/stores/index.ts";
import type { CommerceLogger } from "../commerce.ts";
import type {
  AuthorizationRequest,
  AuthorizationResult,
  PaymentLine,
  PaymentProvider,
} from "../providers/payments/payment-provider.ts";

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

/** The order fields the provider's authorization request is made of. */
type AuthorizedOrder = Pick<
  NewOrder,
  "locale" | "currencyCode" | "totalIncVat" | "vatAmount" | "deliveryIncVat" | "deliveryMethodCode" | "billingAddress"
>;
type AuthorizedLine = Pick<
  NewOrderLine,
  "partNo" | "name" | "quantity" | "unitPriceIncVat" | "lineTotalIncVat" | "vatRate"
>;

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

/** The guest's key to the order this request makes; a customer's order needs none. */
function guestTokenFor(input: Pick<PlaceOrderInput, "basketId" | "owner" | "idempotencyKey">): string | undefined {
  return input.owner.customerId === null ? guestOrderToken(input.basketId, input.idempotencyKey) : undefined;
}

export interface OrderFlowOptions {
  basket: BasketService;
  checkoutMethods: CheckoutMethods;
  payments: PaymentProvider;
  log: CommerceLogger;
  /** Stock moved for these products: listings and facet counts must follow. */
  onStockChanged: (productIds: number[]) => Promise<void>;
  /** How long an unpaid order in `checkout` holds its stock; then flows/release-expired-orders.ts removes it. */
  checkoutHoldMinutes: number;
  /** How many orders a basket and a client address may create in an hour. */
  orderCreationLimits: OrderCreationLimits;
}

/** What settling a paid order needs of it: its basket goes, its confirmation is queued. */
interface SettlingOrder {
  basketId: string | null;
  locale: ShopLocale;
  email: string;
  confirmation: OrderConfirmationData;
}

function outcomeOf(status: string, paymentStatus: string | undefined): OrderOutcome {
  if (status === "declined" || paymentStatus === "declined" || paymentStatus === "cancelled") return "declined";
  if (paymentStatus === "action_required") return "action_required";
  if (paymentStatus === undefined || paymentStatus === "pending") return "pending";
  return "paid";
}

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
  function answerOf(order: OrderAnswer): PlaceOrderResult {
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      outcome: outcomeOf(order.status, order.paymentStatus ?? undefined),
      declineReason: order.reason ?? undefined,
      guestToken:
        order.customerId === null && order.basketId && order.idempotencyKey
          ? guestOrderToken(order.basketId, order.idempotencyKey)
          : undefined,
    };
  }

  async function readOrderAnswer(orderId: string): Promise<OrderAnswer> {
    const order = await findOrderAnswer(db, orderId);
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

  /** What the provider is asked to authorize: the order's lines, and its delivery as a line of its own. */
  function authorizationRequestOf(
    orderId: string,
    order: AuthorizedOrder,
    lines: readonly AuthorizedLine[],
    deliveryName: string,
    details: PaymentDetails,
  ): AuthorizationRequest {
    const locale = order.locale as ShopLocale;
    const paymentLines: PaymentLine[] = [
      ...lines.map((line) => ({
        reference: line.partNo,
        name: line.name,
        quantity: line.quantity,
        unitPriceIncVat: line.unitPriceIncVat,
        totalIncVat: line.lineTotalIncVat,
        vatRate: line.vatRate,
        vatAmount: vatIncluded(line.lineTotalIncVat, line.vatRate),
        kind: "goods" as const,
      })),
      ...(order.deliveryIncVat > 0
        ? [
            {
              reference: order.deliveryMethodCode,
              name: deliveryName,
              quantity: 1,
              unitPriceIncVat: order.deliveryIncVat,
              totalIncVat: order.deliveryIncVat,
              vatRate: deliveryVatRate,
              vatAmount: vatIncluded(order.deliveryIncVat, deliveryVatRate),
              kind: "delivery" as const,
            },
          ]
        : []),
    ];
    const country = (order.billingAddress as { country: string }).country;
    return {
      orderId,
      amount: order.totalIncVat,
      vatAmount: order.vatAmount,
      currencyCode: order.currencyCode,
      locale,
      country,
      lines: paymentLines,
      details,
    };
  }

  /** The authorization request of an order made earlier, read from the order itself (its lines may have changed since the basket). */
  async function readAuthorizationRequest(orderId: string, details: PaymentDetails): Promise<AuthorizationRequest> {
    const { order, lines } = (await findOrderWithLines(db, orderId))!;
    const delivery = (
      await options.checkoutMethods.listDeliveryMethods(order.locale as ShopLocale, order.currencyCode)
    ).find((method) => method.code === order.deliveryMethodCode);
    return authorizationRequestOf(orderId, order, lines, delivery?.name ?? order.deliveryMethodCode, details);
  }

  /**
   * Creates the order in `checkout` from the basket, taking its stock, and (to be paid now) its
   * pending payment, all in one transaction. A basket that already has an order for this key, or a
   * live one, gets that order instead: requests for one basket queue on its row, and a paid
   * basket is gone but its order still answers. The checkout adapter's unpaid order of the basket
   * is the one the shopper means to pay, so it is paid (`adopted`) rather than a second one made.
   */
  async function createOrder(input: Omit<PlaceOrderInput, "payment">, payment: PaymentDetails | undefined) {
    // Read before the transaction: PGlite's one connection cannot serve the pool while it is open.
    const offered = await options.checkoutMethods.listOffered(input.view.locale, input.view.currencyCode);
    return db.transaction(async (tx) => {
      const checkout = await options.basket.lockBasket(tx, input.basketId, input.owner, input.view, offered);
      const notFound = () => new DomainError("not_found", problem("basket_not_found"));
      const earlier = await findBasketOrderAnswer(tx, input.basketId, input.idempotencyKey);
      if (earlier && earlier.customerId !== null && earlier.customerId !== input.owner.customerId) throw notFound();
      const pendingPayment = (orderId: string, amount: number, details: PaymentDetails) =>
        insertPendingPayment(tx, {
          orderId,
          provider: options.payments.name,
          amount,
          currencyCode: input.view.currencyCode,
          details,
        });
      if (earlier && payment && earlier.status === "checkout" && earlier.paymentStatus === null) {
        if (!checkout) throw notFound();
        if (checkout.paymentMethod?.kind !== payment.kind)
          throw new DomainError("invalid", problem("payment_method_required"), [
            onField("paymentMethod", problem("required")),
          ]);
        // Its hold may be nearly over: paying starts it again, under the order's lock, so no sweeper
        // removes an order while its payment is under way.
        if (!(await restartHold(tx, earlier.id, options.checkoutHoldMinutes * 60)))
          throw new DomainError("conflict", problem("hold_expired"));
        await pendingPayment(earlier.id, earlier.totalIncVat, payment);
        return { adopted: { id: earlier.id } };
      }
      if (earlier) return { earlier: answerOf(earlier) };
      if (!checkout) throw notFound();
      const { lines, buyer, deliveryMethod, paymentMethod } = checkout;
      if (lines.length === 0) throw new DomainError("invalid", problem("basket_empty"));
      if (!buyer) throw new DomainError("invalid", problem("buyer_required"), [onField("buyer", problem("required"))]);
      if (!deliveryMethod)
        throw new DomainError("invalid", problem("delivery_method_required"), [
          onField("deliveryMethod", problem("required")),
        ]);
      if (!paymentMethod || (payment && paymentMethod.kind !== payment.kind))
        throw new DomainError("invalid", problem("payment_method_required"), [
          onField("paymentMethod", problem("required")),
        ]);
      const allocations = await allocateStock(
        tx,
        lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity, name: line.name })),
      );
      const guestToken = guestTokenFor(input);
      const values: NewOrder = {
        customerId: input.owner.customerId,
        basketId: input.basketId,
        guestTokenHash: guestToken ? hashSecretToken(guestToken) : null,
        locale: input.view.locale,
        currencyCode: input.view.currencyCode,
        email: buyer.email,
        billingAddress: buyer.billingAddress,
        shippingAddress: buyer.shippingAddress ?? null,
        deliveryMethodCode: deliveryMethod.code,
        pickupStoreId: checkout.pickupStoreId,
        pickupStore:
          checkout.pickupStoreId === null ? null : await readPickupStore(tx, checkout.pickupStoreId, input.view.locale),
        paymentMethodCode: paymentMethod.code,
        paymentProvider: options.payments.name,
        subtotalIncVat: checkout.subtotalIncVat,
        deliveryIncVat: checkout.deliveryIncVat,
        vatAmount: checkout.vatAmount,
        totalIncVat: checkout.totalIncVat,
        idempotencyKey: input.idempotencyKey,
      };
      const orderLineValues = lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        partNo: line.partNo,
        name: line.name,
        variantDescription: line.values.map((value) => value.value).join(", "),
        quantity: line.quantity,
        unitPriceIncVat: line.unitPriceIncVat,
        vatRate: line.vatRate,
        lineTotalIncVat: line.lineTotalIncVat,
      })) satisfies NewOrderLine[];
      const order = await insertOrder(tx, values, orderLineValues, allocations, options.checkoutHoldMinutes * 60);
      if (payment) await pendingPayment(order.id, checkout.totalIncVat, payment);
      // Last, so the counters' rows (one per client address, shared by all its baskets) stay locked
      // only until the commit: taken first, they queued every order from one address behind the
      // whole of the one before.
      await countOrderCreation(tx, input, options.orderCreationLimits);
      // What the provider is asked, from what was just written (reading it back would cost round trips).
      const request =
        payment && authorizationRequestOf(order.id, values, orderLineValues, deliveryMethod.name, payment);
      const settling: SettlingOrder = {
        basketId: input.basketId,
        locale: values.locale as ShopLocale,
        email: values.email,
        confirmation: orderConfirmationData(
          {
            ...values,
            orderNumber: order.orderNumber,
            shippingAddress: values.shippingAddress ?? null,
            pickupStore: values.pickupStore ?? null,
          },
          orderLineValues,
        ),
      };
      return {
        created: { ...order, request, settling, productIds: [...new Set(lines.map((line) => line.productId))] },
      };
    });
  }

  /** The payment of an order `access` may see; not found for any other (or an order not yet paying). */
  async function findOwnPayment(orderId: string, access: OrderAccess) {
    const found = await findOrderPayment(db, orderId);
    if (!found || !canAccessOrder(found.order, access)) throw new DomainError("not_found", problem("order_not_found"));
    return found.payment;
  }

  /**
   * Asks the provider where a waiting payment stands and settles it only if the provider itself
   * reports it finished (paid, or refused): `lookup` never approves on anyone's behalf, so the
   * caller need not be the shopper, and a payment waiting for the shopper stays waiting.
   */
  async function settleReportedPayment(
    orderId: string,
    payment: { provider: string; status: string; reference: string },
  ): Promise<void> {
    // A payment of a provider this shop no longer runs cannot be asked; its reference means nothing to ours.
    if (payment.status !== "action_required" || payment.provider !== options.payments.name) return;
    const reported = await options.payments.lookup(payment.reference);
    if (reported.status !== "action_required") await settleAnswer(orderId, reported);
  }

  /**
   * Settles a later answer from the provider; a decline gives stock back, so listings must follow.
   * Returns whether this call settled it (false: the payment was no longer waiting).
   */
  async function settleAnswer(orderId: string, result: AuthorizationResult, known?: SettlingOrder): Promise<boolean> {
    const settled = await settle(orderId, result, known);
    if (settled && result.status === "declined") await options.onStockChanged(await findOrderProductIds(db, orderId));
    return settled;
  }

  /** A provider that cannot be reached declines the payment (logged), so the order gives its stock back. */
  async function authorizeOrDecline(request: AuthorizationRequest): Promise<AuthorizationResult> {
    try {
      return await options.payments.authorize(request);
    } catch (error) {
      options.log.warn("Payment provider failed", {
        provider: options.payments.name,
        orderId: request.orderId,
        err: error,
      });
      return { status: "declined", reference: "none", reason: "provider_error" };
    }
  }

  /** What settling a paid order needs of it, read from the order unless its request just wrote it. */
  async function readSettlingOrder(tx: DatabaseOrTransaction, orderId: string): Promise<SettlingOrder> {
    const { order, lines } = (await findOrderWithLines(tx, orderId))!;
    return {
      basketId: order.basketId,
      locale: order.locale as ShopLocale,
      email: order.email,
      confirmation: orderConfirmationData(order, lines),
    };
  }

  /**
   * Records what the provider said and moves the order on: paid, declined, or still waiting.
   * Returns whether the payment was waiting.
   */
  async function settle(orderId: string, result: AuthorizationResult, known?: SettlingOrder): Promise<boolean> {
    return db.transaction(async (tx) => {
      // Only a payment still waiting can be settled: a repeated answer or callback changes nothing.
      const recorded = await recordPaymentAnswer(tx, orderId, result);
      if (!recorded) return false;
      if (result.status === "declined") await moveOrder(tx, orderId, "declined", result.reason);
      if (result.status !== "authorized") return true;
      await moveOrder(tx, orderId, "processing", "payment authorized");
      const order = known ?? (await readSettlingOrder(tx, orderId));
      if (order.basketId) await removeBasket(tx, order.basketId);
      await queueTemplateMail(tx, {
        template: "order_confirmation",
        locale: order.locale,
        recipient: order.email,
        orderId,
        data: order.confirmation,
      });
      await options.payments.capture(recorded.reference, recorded.amount);
      return true;
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
      const { created, adopted } = claimed;
      const orderId = created?.id ?? adopted!.id;
      // The listings follow the stock taken while the payment goes on (on another connection).
      const stockFollowed = created ? options.onStockChanged(created.productIds) : Promise.resolve();
      // Awaited below; this only keeps a failure before then from counting as unhandled.
      stockFollowed.catch(() => undefined);
      const result = await authorizeOrDecline(created?.request ?? (await readAuthorizationRequest(orderId, payment)));
      // A decline gives the stock back, and its refresh must come after the one for taking it.
      if (result.status === "declined") await stockFollowed;
      const [settledHere] = await Promise.all([settleAnswer(orderId, result, created?.settling), stockFollowed]);
      if (
        result.status === "authorized" &&
        input.saveCard &&
        input.owner.customerId !== null &&
        payment.kind === "card"
      ) {
        await saveCard(db, {
          customerId: input.owner.customerId,
          provider: options.payments.name,
          providerReference: result.reference,
          cardNumber: payment.cardNumber,
          expiry: payment.expiry,
        });
      }
      // An order this request made and settled ended as the provider answered; any other is read.
      if (!created || !settledHere) return findOutcome(orderId);
      return {
        orderId,
        orderNumber: created.orderNumber,
        outcome: result.status === "authorized" ? "paid" : result.status,
        declineReason: result.status === "declined" ? result.reason : undefined,
        guestToken: guestTokenFor(input),
      };
    },

    /**
     * The order a basket already became under this key, or its live order, once its payment is
     * settled; nothing if it has none. A checkout form sent again after its basket was paid (and
     * so is gone) lands on that order.
     */
    async findPlacedOrder(
      basketId: string,
      owner: BasketOwner,
      idempotencyKey: string,
    ): Promise<PlaceOrderResult | undefined> {
      const order = await findBasketOrderAnswer(db, basketId, idempotencyKey);
      if (!order || (order.customerId !== null && order.customerId !== owner.customerId)) return undefined;
      return awaitOutcome(order.id);
    },

    /**
     * SPEC §7's checkout adapter "create": the basket becomes an order in `checkout`, its stock
     * taken, to be paid later. The same idempotency key gives the same order, and so does a basket
     * that already has a live order (with the guest's key to it, which another key would not open).
     */
    async createCheckoutOrder(
      input: Omit<PlaceOrderInput, "payment">,
    ): Promise<Pick<PlaceOrderResult, "orderId" | "orderNumber" | "guestToken">> {
      const created = await createOrder(input, undefined);
      if (!created.created)
        return {
          orderId: created.earlier!.orderId,
          orderNumber: created.earlier!.orderNumber,
          guestToken: created.earlier!.guestToken,
        };
      await options.onStockChanged(created.created.productIds);
      const guestToken = guestTokenFor(input);
      return { orderId: created.created.id, orderNumber: created.created.orderNumber, guestToken };
    },

    /**
     * Settles what the provider reported about a waiting payment (the stock-hold sweeper's lookup):
     * paid, or declined with its stock back. A payment no longer waiting is left as it is.
     */
    settlePayment: settleAnswer,

    /** How an order was paid (method, instalment plan, card's last digits); the caller checks ownership. */
    async getPayment(orderId: string) {
      const payment = await findPayment(db, orderId);
      return (
        payment && {
          methodKind: payment.methodKind,
          status: payment.status,
          instalmentMonths: payment.instalmentMonths,
          monthlyAmount: payment.monthlyAmount,
          cardLast4: payment.cardLast4,
        }
      );
    },

    /** The shopper's answer to the provider's extra step; answering twice changes nothing. */
    async confirmPayment(orderId: string, access: OrderAccess, approved: boolean): Promise<PlaceOrderResult> {
      const payment = await findOwnPayment(orderId, access);
      if (payment.status === "action_required")
        await settleAnswer(orderId, await options.payments.confirm(payment.reference, approved));
      return findOutcome(orderId);
    },

    /**
     * A provider's callback (Klarna's push) about an order: accepted only for an order that
     * provider takes payment for; the order moves only as the provider's own API reports.
     */
    async refreshPayment(orderId: string, provider: string): Promise<void> {
      const payment = await findPayment(db, orderId);
      if (!payment || payment.provider !== provider) throw new DomainError("not_found", problem("order_not_found"));
      await settleReportedPayment(orderId, payment);
    },

    /** The shopper asking, from the waiting page, whether their hosted payment has gone through. */
    async checkPayment(orderId: string, access: OrderAccess): Promise<PlaceOrderResult> {
      const payment = await findOwnPayment(orderId, access);
      await settleReportedPayment(orderId, payment);
      return findOutcome(orderId);
    },

    /** The hosted checkout's HTML for a waiting payment (Klarna's snippet), for its shopper only. */
    async getPaymentSnippet(orderId: string, access: OrderAccess): Promise<string> {
      const payment = await findOwnPayment(orderId, access);
      if (!options.payments.getSnippet) throw new DomainError("not_found", problem("no_payment_snippet"));
      return options.payments.getSnippet(payment.reference);
    },
  };
}

export type OrderFlows = ReturnType<typeof createOrderFlows>;
