import { useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField, SelectField, TextAreaField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { ActionForm } from "#app/components/admin/action-form.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { type OrderFormOutcome, useOrderFields } from "#app/components/admin/orders/order-outcome.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import type { StaffOrderDetail } from "#commerce/modules/orders/index.ts";

/** A carrier the complete form offers: its code and name (none for `other`, whose name is typed in). */
export interface CarrierChoice {
  code: string;
  name: string | null;
}

/** Completing: the carrier, the parcel's tracking number, and for another carrier its name and tracking page. */
function CompleteForm({
  order,
  carriers,
  outcome,
}: {
  order: StaffOrderDetail;
  carriers: readonly CarrierChoice[];
  outcome: OrderFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const [carrier, setCarrier] = useState(carriers[0]?.code ?? "other");
  const { fixNotice, fieldError } = useOrderFields(outcome, "complete", order.currencyCode);
  const other = carrier === "other";
  return (
    <Form method="post" noValidate className="flex flex-col gap-3 rounded border border-neutral-200 p-3">
      <input type="hidden" name="intent" value="complete" />
      <h3 className="font-medium">{t("orders.complete.title")}</h3>
      <p className="text-xs text-neutral-600">{t("orders.complete.hint")}</p>
      {fixNotice}
      <SelectField
        label={t("orders.complete.carrier")}
        name="carrier"
        value={carrier}
        onChange={(event) => setCarrier(event.currentTarget.value)}
        options={carriers.map((choice) => ({ value: choice.code, label: choice.name ?? t("orders.complete.other") }))}
        error={fieldError("carrier")}
      />
      {other ? (
        <InputField
          label={t("orders.complete.carrierName")}
          name="carrierName"
          maxLength={100}
          required
          autoComplete="off"
          error={fieldError("carrierName")}
        />
      ) : null}
      <InputField
        label={t("orders.complete.trackingNumber")}
        name="trackingNumber"
        maxLength={100}
        required
        autoComplete="off"
        error={fieldError("trackingNumber")}
      />
      <InputField
        label={t("orders.complete.trackingUrl")}
        hint={other ? t("orders.complete.trackingUrlRequired") : t("orders.complete.trackingUrlOptional")}
        name="trackingUrl"
        type="url"
        inputMode="url"
        maxLength={2000}
        required={other}
        autoComplete="off"
        error={fieldError("trackingUrl")}
      />
      <div>
        <SubmitButton>{t("orders.complete.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

/** What declining or removing will do with the stock and the money, as the dialog says it. */
function useDeclineConsequences(order: StaffOrderDetail) {
  const { t, formatMoney } = useAdmin();
  const payment = order.payment;
  const toRefund = payment ? payment.capturedAmount - payment.refundedAmount - payment.pendingRefundAmount : 0;
  return [
    t("orders.decline.stockBack"),
    toRefund > 0
      ? t("orders.decline.refunds", { amount: formatMoney(toRefund, order.currencyCode) })
      : payment?.state === "authorized"
        ? t("orders.decline.releases")
        : t("orders.decline.nothingCaptured"),
    t("orders.decline.mailed"),
  ];
}

/** Decline or remove, each behind a dialog that says what happens, with an optional reason the shopper's timeline keeps. */
function EndAction({ intent, order }: { intent: "decline" | "remove"; order: StaffOrderDetail }) {
  const { t } = useAdmin();
  return (
    <ConfirmAction
      intent={intent}
      label={t(`orders.${intent}.button`)}
      hint={t(`orders.${intent}.hint`)}
      title={t(`orders.${intent}.confirmTitle`, { number: order.orderNumber })}
      consequences={useDeclineConsequences(order)}
      confirmLabel={t(`orders.${intent}.confirm`)}
    >
      <TextAreaField
        label={t("orders.decline.reason")}
        hint={t("orders.decline.reasonHint")}
        name="reason"
        rows={2}
        maxLength={255}
      />
    </ConfirmAction>
  );
}

/**
 * What the member may do to the order now: only the actions both their role and the order's status
 * allow (the engine refuses the rest anyway). Refunds and notes have panels of their own.
 */
export function OrderActionsPanel({
  order,
  carriers,
  outcome,
}: {
  order: StaffOrderDetail;
  carriers: readonly CarrierChoice[];
  outcome: OrderFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const canManage = useStaffMember()?.can("orders.manage") ?? false;
  const allows = (action: StaffOrderDetail["allowedActions"][number]) =>
    canManage && order.allowedActions.includes(action);
  const any = (["accept", "complete", "resend_confirmation", "decline", "remove"] as const).some(allows);
  return (
    <Panel title={t("orders.actions.title")}>
      {any ? (
        <div className="flex flex-col gap-5">
          {allows("accept") ? (
            <ActionForm
              intent="accept"
              label={t("orders.accept.button")}
              hint={order.pickupStore ? t("orders.accept.hintPickup") : t("orders.accept.hint")}
            />
          ) : null}
          {allows("complete") ? <CompleteForm order={order} carriers={carriers} outcome={outcome} /> : null}
          {allows("resend_confirmation") ? (
            <ActionForm
              intent="resend_confirmation"
              variant="secondary"
              label={t("orders.resend.button")}
              hint={t("orders.resend.hint", { email: order.email })}
            />
          ) : null}
          {allows("decline") ? <EndAction intent="decline" order={order} /> : null}
          {allows("remove") ? <EndAction intent="remove" order={order} /> : null}
        </div>
      ) : (
        <p className="text-sm text-neutral-700">
          {canManage
            ? t("orders.actions.noneForStatus", { status: t(`orders.status.${order.status}`) })
            : t("orders.actions.noneForRole")}
        </p>
      )}
    </Panel>
  );
}
