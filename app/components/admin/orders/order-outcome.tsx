import { useEffect, useRef } from "react";
import { FixFieldsNotice } from "#app/components/admin/fix-fields-notice.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import { messageOfProblem } from "#app/i18n/error-messages.ts";
import type { ErrorCode, Problem } from "#commerce/error-codes.ts";
import { isOrderStatus } from "./order-badges.tsx";

/** The order page's forms, one intent each. */
export type OrderIntent =
  "accept" | "complete" | "decline" | "remove" | "refund" | "retry_refund" | "resend_confirmation" | "note";

/**
 * A sentence of a notice after an action; a parameter named `amount` is money in the order's
 * currency (minor units). A warning is news the member must act on (a refund the provider refused
 * while the order was declined), shown as an alert beside what went well.
 */
export interface OrderNotice {
  key: AdminMessageKey;
  params?: Record<string, string | number>;
  warning?: boolean;
}

/**
 * What an order form's action answers: which form, what was done (a sentence or two), or the
 * engine's refusal for the whole form and for each field, as codes the page says in the member's
 * language (with the order's currency and statuses at hand).
 */
export interface OrderFormOutcome {
  intent: OrderIntent;
  done?: OrderNotice[];
  problem?: Problem;
  fields: Record<string, Problem>;
}

/** The order actions' refusals in the back office's words (the storefront's would say "try again"). */
const problemKeys: Partial<Record<ErrorCode, AdminMessageKey>> = {
  order_transition_refused: "orders.problem.transition",
  order_action_refused: "orders.problem.action",
  nothing_captured: "orders.problem.nothingCaptured",
  refund_amount_invalid: "orders.problem.amount",
  refund_exceeds_available: "orders.problem.exceedsAvailable",
  refund_quantity_exceeds: "orders.problem.quantityExceeds",
  refund_refused: "orders.problem.refundRefused",
  refund_not_pending: "orders.problem.refundNotPending",
  carrier_unknown: "orders.problem.carrier",
  tracking_url_invalid: "orders.problem.trackingUrl",
  required: "orders.problem.required",
  too_long: "orders.problem.tooLong",
};

/** Says an order's problems and notices in the member's language, with statuses named and money in `currencyCode`. */
export function useOrderWords(currencyCode: string) {
  const { t, message, formatMoney } = useAdmin();
  const statusName = (status: unknown) => (isOrderStatus(status) ? t(`orders.status.${status}`) : String(status));
  const problemText = (problem: Problem): string => {
    const key = problemKeys[problem.code];
    if (!key) return message(messageOfProblem(problem));
    const params = problem.params as Record<string, unknown>;
    if (problem.code === "order_action_refused" && params.status === "anonymised")
      return t("orders.problem.anonymised");
    return t(key, {
      ...(params as Record<string, string | number>),
      ...("from" in params ? { from: statusName(params.from) } : {}),
      ...("to" in params ? { to: statusName(params.to) } : {}),
      ...("status" in params ? { status: statusName(params.status) } : {}),
      ...("action" in params ? { action: t(`orders.action.${params.action as "accept"}`) } : {}),
      ...(problem.code === "refund_exceeds_available"
        ? { available: formatMoney(Number(params.available), currencyCode) }
        : {}),
    });
  };
  const noticeText = (notices: readonly OrderNotice[]) =>
    notices
      .map(({ key, params }) =>
        t(
          key,
          params && "amount" in params
            ? { ...params, amount: formatMoney(Number(params.amount), currencyCode) }
            : params,
        ),
      )
      .join(" ");
  return { problemText, noticeText };
}

/**
 * The notice for the page after any order form: what was done, or why the engine refused. A
 * refusal that names fields is shown at the form instead (useOrderFields), next to the fields.
 * It sits above everything because an action's form may be gone once the order moved, and takes
 * the focus when it appears, so it is in view (and read out) wherever the form was.
 */
export function OrderOutcomeNotice({
  outcome,
  currencyCode,
}: {
  outcome: OrderFormOutcome | undefined;
  currencyCode: string;
}) {
  const { problemText, noticeText } = useOrderWords(currencyCode);
  const box = useRef<HTMLDivElement>(null);
  const done = outcome?.done?.filter((notice) => !notice.warning) ?? [];
  const warnings = outcome?.done?.filter((notice) => notice.warning) ?? [];
  const refusal = outcome?.problem && Object.keys(outcome.fields).length === 0 ? outcome.problem : undefined;
  const shown = done.length > 0 || warnings.length > 0 || refusal !== undefined;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [outcome, shown]);
  if (!shown) return null;
  return (
    <div ref={box} tabIndex={-1} className="flex flex-col gap-2 outline-none">
      {done.length ? <FormNotice tone="success">{noticeText(done)}</FormNotice> : null}
      {warnings.length ? <FormNotice tone="error">{noticeText(warnings)}</FormNotice> : null}
      {refusal ? <FormNotice tone="error">{problemText(refusal)}</FormNotice> : null}
    </div>
  );
}

/** One order form's field problems from the last outcome (only when it was this form's), with a line asking to fix them. */
export function useOrderFields(outcome: OrderFormOutcome | undefined, intent: OrderIntent, currencyCode: string) {
  const { problemText } = useOrderWords(currencyCode);
  const fields = outcome?.intent === intent ? outcome.fields : {};
  const fixNotice = outcome && Object.keys(fields).length > 0 ? <FixFieldsNotice outcome={outcome} /> : null;
  const fieldError = (field: string) => {
    const problem = fields[field];
    return problem ? problemText(problem) : undefined;
  };
  return { fixNotice, fieldError };
}
