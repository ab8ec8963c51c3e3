import { useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { FormNotice, Panel } from "#app/components/admin/form-notice.tsx";
import { type OrderFormOutcome, useOrderFields } from "#app/components/admin/orders/order-outcome.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import type { StaffOrderDetail, StaffOrderLine } from "#commerce/modules/orders/index.ts";

type RefundKind = "lines" | "amount" | "full";
const refundKinds: readonly RefundKind[] = ["lines", "amount", "full"];

/** Each line still refundable, with how many of it to give back (0 to what remains): a list, since it sits in a narrow column. */
function LineQuantities({
  lines,
  currencyCode,
  fieldError,
}: {
  lines: readonly StaffOrderLine[];
  currencyCode: string;
  fieldError: (field: string) => string | undefined;
}) {
  const { t, formatMoney } = useAdmin();
  return (
    <ul className="flex flex-col divide-y divide-neutral-200 rounded border border-neutral-200">
      {lines.map((line) => {
        const id = `refund-quantity-${line.id}`;
        const error = fieldError(`quantity.${line.id}`);
        return (
          <li key={line.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 text-sm">
            <label htmlFor={id} className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{line.name}</span>
              <span className="text-xs text-neutral-600">
                {[line.variantDescription, formatMoney(line.unitPriceIncVat, currencyCode)].filter(Boolean).join(" · ")}
              </span>
            </label>
            <span className="flex flex-col items-end gap-1">
              <input
                id={id}
                type="number"
                name={`quantity.${line.id}`}
                min={0}
                max={line.refundableQuantity}
                step={1}
                defaultValue={0}
                inputMode="numeric"
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-max${error ? ` ${id}-error` : ""}`}
                className="w-20 rounded border border-neutral-300 bg-white px-2 py-1 text-right text-sm aria-invalid:border-sale"
              />
              <span id={`${id}-max`} className="text-xs text-neutral-600">
                {t("orders.refund.atMost", { max: line.refundableQuantity })}
              </span>
            </span>
            {error ? (
              <span id={`${id}-error`} className="w-full text-sm text-sale">
                {error}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Why the money goes back, for the payment provider (it may show it to the shopper). */
function ReasonField({ error }: { error: string | undefined }) {
  const { t } = useAdmin();
  return (
    <InputField
      label={t("orders.refund.reason")}
      hint={t("orders.refund.reasonHint")}
      name="reason"
      maxLength={255}
      autoComplete="off"
      error={error}
    />
  );
}

/** Refunding everything that remains: behind a dialog that says how much goes back, as the other actions that cannot be undone. */
function FullRefund({ order, amount, reasonError }: { order: StaffOrderDetail; amount: string; reasonError?: string }) {
  const { t } = useAdmin();
  return (
    <ConfirmAction
      intent="refund"
      label={t("orders.refund.full.button")}
      hint={t("orders.refund.full.hint", { amount })}
      title={t("orders.refund.full.confirmTitle", { amount, number: order.orderNumber })}
      consequences={[t("orders.refund.full.provider", { amount }), t("orders.refund.full.mailed")]}
      confirmLabel={t("orders.refund.full.confirm", { amount })}
    >
      <input type="hidden" name="kind" value="full" />
      <ReasonField error={reasonError} />
    </ConfirmAction>
  );
}

/**
 * Refunding part or all of what was captured: by lines (a quantity per line, never above what
 * remains of it) or by an amount in a form, or everything that remains behind a confirmation; with
 * a reason. Shown to roles that may refund while the order's status allows it and money was
 * captured; the engine checks every limit. The choice of kind sits outside the forms (the full
 * refund's dialog holds a form of its own), so each form says its kind itself.
 */
export function RefundPanel({ order, outcome }: { order: StaffOrderDetail; outcome: OrderFormOutcome | undefined }) {
  const { t, formatMoney } = useAdmin();
  const canRefund = useStaffMember()?.can("orders.refund") ?? false;
  const { fixNotice, fieldError } = useOrderFields(outcome, "refund", order.currencyCode);
  // A refused amount comes back with the amount's field open (a page rendered on the server after the post, too).
  const [kind, setKind] = useState<RefundKind>(() => (fieldError("amount") ? "amount" : "lines"));
  const payment = order.payment;
  if (!canRefund || !order.allowedActions.includes("refund") || !payment || payment.capturedAmount === 0) return null;
  const remaining = payment.capturedAmount - payment.refundedAmount - payment.pendingRefundAmount;
  const money = (amount: number) => formatMoney(amount, order.currencyCode);
  const refundable = order.lines.filter((line) => line.refundableQuantity > 0);
  return (
    <Panel
      title={t("orders.refund.title")}
      description={t("orders.refund.remaining", { amount: money(Math.max(0, remaining)) })}
    >
      {remaining <= 0 ? (
        <p className="text-sm text-neutral-700">{t("orders.refund.nothingLeft")}</p>
      ) : (
        // Keyed by what remains, so the forms start afresh after a refund went through.
        <div key={remaining} className="flex flex-col gap-4">
          {fixNotice}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t("orders.refund.kind")}</legend>
            {refundKinds.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="refund-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-4 accent-brand-600"
                />
                {option === "full"
                  ? t("orders.refund.kind.full", { amount: money(remaining) })
                  : t(`orders.refund.kind.${option}`)}
              </label>
            ))}
          </fieldset>
          {kind === "full" ? (
            <FullRefund order={order} amount={money(remaining)} reasonError={fieldError("reason")} />
          ) : (
            <Form method="post" noValidate className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="refund" />
              <input type="hidden" name="kind" value={kind} />
              {kind === "lines" ? (
                refundable.length ? (
                  <fieldset className="flex flex-col gap-2">
                    <legend className="sr-only">{t("orders.refund.linesCaption")}</legend>
                    {fieldError("lines") ? (
                      <FormNotice tone="error">{t("orders.refund.chooseLines")}</FormNotice>
                    ) : null}
                    <LineQuantities lines={refundable} currencyCode={order.currencyCode} fieldError={fieldError} />
                  </fieldset>
                ) : (
                  <p className="text-sm text-neutral-700">{t("orders.refund.noLinesLeft")}</p>
                )
              ) : (
                <InputField
                  label={t("orders.refund.amount", { currency: order.currencyCode })}
                  hint={t("orders.refund.amountHint", { amount: money(remaining) })}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  error={fieldError("amount")}
                />
              )}
              <ReasonField error={fieldError("reason")} />
              <div>
                <SubmitButton>{t("orders.refund.submit")}</SubmitButton>
              </div>
            </Form>
          )}
        </div>
      )}
    </Panel>
  );
}
