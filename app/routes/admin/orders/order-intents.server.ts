import { data } from "react-router";
import { z } from "zod";
import type { OrderFormOutcome, OrderIntent, OrderNotice } from "#app/components/admin/orders/order-outcome.tsx";
import type { Commerce } from "#commerce/commerce.ts";
import { type FieldProblem, onField, problem, type Problem } from "#commerce/error-codes.ts";
import { DomainError, invalidField, isDomainError } from "#commerce/errors.ts";
import { carrierCodes, maxNoteLength } from "#commerce/modules/orders/index.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { coded, invalidInput } from "#commerce/validation.ts";
import type { DeclineResult, RefundResult } from "#commerce/flows/staff-order-actions.ts";
import { staffErrorResponse } from "../require-staff.server.ts";

interface OrderRequest {
  commerce: Commerce;
  actor: StaffActor;
  orderId: string;
  form: Record<string, string>;
}

const optionalText = (max: number) => z.string().trim().max(max, coded("too_long")).default("");
const requiredText = (max: number) => z.string().trim().min(1, coded("required")).max(max, coded("too_long"));

const completeForm = z
  .object({
    carrier: z.enum(carrierCodes, coded("required")),
    trackingNumber: requiredText(100),
    carrierName: optionalText(100),
    trackingUrl: optionalText(2000),
  })
  .superRefine((form, context) => {
    // Another carrier has no tracking page we know: its name and the parcel's link are typed in.
    if (form.carrier !== "other") return;
    for (const field of ["carrierName", "trackingUrl"] as const)
      if (!form[field]) context.addIssue({ code: "custom", path: [field], message: "required" });
  });

const reasonForm = z.object({ reason: optionalText(255) });
const noteForm = z.object({ body: requiredText(maxNoteLength) });
const refundForm = z.object({
  kind: z.enum(["full", "lines", "amount"], coded("required")),
  reason: optionalText(255),
  amount: z.string().trim().default(""),
});
const retryForm = z.object({ refundId: z.string().trim().min(1, coded("required")).max(64) });

/** Parses a form with its schema, or refuses it as the 400 naming each bad field. */
function parseForm<T extends z.ZodType>(schema: T, form: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return parsed.data;
  throw invalidInput(problem("invalid_request", { part: "form", fields: [] }), parsed.error);
}

/** An amount typed in major units ("125,50", "1 250.5") as minor units of the currency; anything else is refused on the field. */
function minorUnitsOf(text: string, currencyCode: string): number {
  const decimals = new Intl.NumberFormat("en", { style: "currency", currency: currencyCode }).resolvedOptions()
    .maximumFractionDigits!;
  const normal = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  const match = new RegExp(`^\\d{1,10}(\\.\\d{0,${decimals}})?$`).exec(normal);
  const minor = match ? Math.round(Number(normal) * 10 ** decimals) : 0;
  if (minor < 1) throw invalidField("amount", problem("refund_amount_invalid"));
  return minor;
}

/**
 * The lines of a refund by line: one `quantity.<line id>` field per line the form offers, each a
 * whole number from 0; lines left at 0 are not refunded, and at least one must be more.
 */
function refundLinesOf(form: Record<string, string>) {
  const lines: { orderLineId: number; quantity: number }[] = [];
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(form)) {
    const lineId = /^quantity\.(\d{1,10})$/.exec(name)?.[1];
    if (!lineId || value.trim() === "") continue;
    const quantity = z.coerce.number().int().min(0).max(100_000).safeParse(value.trim());
    if (!quantity.success) problems.push(onField(name, problem("invalid_value", { detail: "quantity" })));
    else if (quantity.data > 0) lines.push({ orderLineId: Number(lineId), quantity: quantity.data });
  }
  if (problems.length)
    throw new DomainError(
      "invalid",
      problem("invalid_request", { part: "form", fields: problems.map(({ field }) => field) }),
      problems,
    );
  if (lines.length === 0) throw invalidField("lines", problem("required"));
  return lines;
}

/** What a refund's answer says: given back, waiting for the provider's answer, or refused by it. */
const refundNotice = (refund: RefundResult): OrderNotice =>
  refund.status === "succeeded"
    ? { key: "orders.done.refunded", params: { amount: refund.amount } }
    : refund.status === "pending"
      ? { key: "orders.done.refundPending", params: { amount: refund.amount } }
      : { key: "orders.done.refundFailed", params: { amount: refund.amount }, warning: true };

/** What a decline or removal did with the money, after what it did to the order. */
function declineNotices(first: OrderNotice, result: DeclineResult): OrderNotice[] {
  const money: OrderNotice[] = result.refund
    ? [refundNotice(result.refund)]
    : result.authorizationCancelled
      ? [{ key: "orders.done.authorizationReleased" }]
      : result.authorizationKept
        ? [{ key: "orders.done.authorizationKept", warning: true }]
        : [];
  return [first, ...money];
}

const done = (intent: OrderIntent, ...notices: OrderNotice[]): OrderFormOutcome => ({
  intent,
  done: notices,
  fields: {},
});

/** The order page's forms, one named function each; the engine checks the role, the order's status and the money. */
export const orderIntents = {
  async accept({ commerce, actor, orderId }: OrderRequest) {
    await commerce.orderActions.accept(actor, orderId);
    return done("accept", { key: "orders.done.accepted" });
  },
  async complete({ commerce, actor, orderId, form }: OrderRequest) {
    const shipment = parseForm(completeForm, form);
    await commerce.orderActions.complete(actor, orderId, {
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      carrierName: shipment.carrierName || undefined,
      trackingUrl: shipment.trackingUrl || undefined,
    });
    return done("complete", { key: "orders.done.completed" });
  },
  async decline({ commerce, actor, orderId, form }: OrderRequest) {
    const { reason } = parseForm(reasonForm, form);
    const result = await commerce.orderActions.decline(actor, orderId, { reason: reason || undefined });
    return { intent: "decline", done: declineNotices({ key: "orders.done.declined" }, result), fields: {} };
  },
  async remove({ commerce, actor, orderId, form }: OrderRequest) {
    const { reason } = parseForm(reasonForm, form);
    const result = await commerce.orderActions.remove(actor, orderId, { reason: reason || undefined });
    return { intent: "remove", done: declineNotices({ key: "orders.done.removed" }, result), fields: {} };
  },
  async refund({ commerce, actor, orderId, form }: OrderRequest) {
    const { kind, reason, amount } = parseForm(refundForm, form);
    const why = reason || undefined;
    // The amount is in the order's own currency, read here rather than taken from the form.
    const currencyOf = async () => (await commerce.staffOrders.getOrder(actor, orderId)).currencyCode;
    const request =
      kind === "amount"
        ? { kind, amount: minorUnitsOf(amount, await currencyOf()), reason: why }
        : kind === "lines"
          ? { kind, lines: refundLinesOf(form), reason: why }
          : { kind, reason: why };
    return done("refund", refundNotice(await commerce.orderActions.refund(actor, orderId, request)));
  },
  async retry_refund({ commerce, actor, orderId, form }: OrderRequest) {
    const { refundId } = parseForm(retryForm, form);
    return done("retry_refund", refundNotice(await commerce.orderActions.retryRefund(actor, orderId, refundId)));
  },
  async resend_confirmation({ commerce, actor, orderId }: OrderRequest) {
    await commerce.orderActions.resendConfirmation(actor, orderId);
    return done("resend_confirmation", { key: "orders.done.confirmationResent" });
  },
  async note({ commerce, actor, orderId, form }: OrderRequest) {
    const { body } = parseForm(noteForm, form);
    await commerce.orderActions.addNote(actor, orderId, body);
    return done("note", { key: "orders.done.noteAdded" });
  },
} satisfies Record<OrderIntent, (request: OrderRequest) => Promise<OrderFormOutcome>>;

export function isOrderIntent(intent: string): intent is OrderIntent {
  return Object.hasOwn(orderIntents, intent);
}

/**
 * A refused order form: the engine's problem and each field's, answered 409 when the order's state
 * refused it and 400 for bad input. A refund asking more of a line than remains is that line's
 * quantity field's problem. A role that may not (403) or an unknown order (404) is not the form's
 * to show: it is thrown as the error page.
 */
export function orderFormRefused(intent: OrderIntent, error: unknown) {
  const response = staffErrorResponse(error);
  if (response !== error || !isDomainError(error)) throw response;
  const fields: Record<string, Problem> = Object.fromEntries(
    error.fields.map(({ field, ...fieldProblem }) => [field, fieldProblem as Problem]),
  );
  if (error.problem.code === "refund_quantity_exceeds") fields[`quantity.${error.problem.params.line}`] = error.problem;
  const outcome: OrderFormOutcome = { intent, problem: error.problem, fields };
  return data(outcome, { status: error.kind === "invalid" ? 400 : 409 });
}
