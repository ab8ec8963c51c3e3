import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { PaymentStateBadge } from "#app/components/admin/orders/order-badges.tsx";
import { StickyFirstColumn } from "#app/components/admin/orders/sticky-first-column.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { Fact } from "#app/components/admin/orders/fact.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import type { StaffOrderDetail } from "#commerce/modules/orders/index.ts";

type Payment = NonNullable<StaffOrderDetail["payment"]>;
type Refund = Payment["refunds"][number];

const refundTones = { pending: "warning", succeeded: "success", failed: "danger" } as const;

/** Each refund: when, how much, of which lines, why, by whom, and how the provider answered (a pending one may be asked again). */
function RefundsTable({ order, payment }: { order: StaffOrderDetail; payment: Payment }) {
  const { t, formatDateTime, formatMoney } = useAdmin();
  const canRefund = useStaffMember()?.can("orders.refund") ?? false;
  const lineName = (id: number) => order.lines.find((line) => line.id === id)?.name ?? `#${id}`;
  return (
    <StickyFirstColumn>
      <DataTable<Refund>
        caption={t("orders.refunds.title")}
        rows={payment.refunds}
        rowKey={(refund) => refund.id}
        empty={t("orders.refunds.none")}
        columns={[
          {
            header: t("orders.refunds.when"),
            rowHeader: true,
            cell: (refund) => <span className="whitespace-nowrap">{formatDateTime(refund.createdAt)}</span>,
          },
          {
            header: t("orders.refunds.amount"),
            align: "end",
            cell: (refund) => (
              <span className="whitespace-nowrap">{formatMoney(refund.amount, refund.currencyCode)}</span>
            ),
          },
          {
            header: t("orders.refunds.status"),
            cell: (refund) => (
              <span className="flex min-w-44 flex-col items-start gap-1">
                <StatusBadge tone={refundTones[refund.status]}>{t(`orders.refundStatus.${refund.status}`)}</StatusBadge>
                {refund.failureReason ? <span className="text-xs text-neutral-600">{refund.failureReason}</span> : null}
                {refund.providerReference ? (
                  <span className="text-xs break-all text-neutral-600">
                    {t("orders.refunds.reference", { reference: refund.providerReference })}
                  </span>
                ) : null}
                {refund.status === "pending" && canRefund ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry_refund" />
                    <input type="hidden" name="refundId" value={refund.id} />
                    <SubmitButton variant="secondary" size="sm">
                      {t("orders.refunds.retry")}
                    </SubmitButton>
                  </Form>
                ) : null}
              </span>
            ),
          },
          {
            header: t("orders.refunds.what"),
            cell: (refund) => (
              <span className="flex min-w-40 flex-col gap-1">
                {refund.lines?.length ? (
                  <ul>
                    {refund.lines.map((line) => (
                      <li key={line.orderLineId}>
                        {t("orders.refunds.line", { quantity: line.quantity, name: lineName(line.orderLineId) })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span>{t("orders.refunds.byAmount")}</span>
                )}
                {refund.reason ? <span className="text-xs text-neutral-600">“{refund.reason}”</span> : null}
              </span>
            ),
          },
          {
            header: t("orders.refunds.by"),
            cell: (refund) => (refund.staffId !== null ? (order.staffNames[refund.staffId] ?? "") : ""),
          },
        ]}
      />
    </StickyFirstColumn>
  );
}

/** The order's payment at the provider: reference, what was authorized, captured and refunded, and each refund. */
export function PaymentPanel({ order }: { order: StaffOrderDetail }) {
  const { t, formatDateTime, formatMoney } = useAdmin();
  const payment = order.payment;
  if (!payment)
    return (
      <Panel title={t("orders.payment.title")}>
        <p className="text-sm text-neutral-700">{t("orders.payment.notStarted")}</p>
      </Panel>
    );
  const money = (amount: number) => formatMoney(amount, payment.currencyCode);
  const at = (date: Date | null) => (date ? ` · ${formatDateTime(date)}` : "");
  return (
    <Panel title={t("orders.payment.title")}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t("orders.payment.state")}>
          <PaymentStateBadge state={payment.state} />
        </Fact>
        <Fact term={t("orders.payment.provider")}>
          {payment.provider} · {payment.methodKind}
          {payment.cardLast4 ? ` · •••• ${payment.cardLast4}` : ""}
          {payment.instalmentMonths
            ? ` · ${t("orders.payment.instalments", { months: payment.instalmentMonths, monthly: money(payment.monthlyAmount ?? 0) })}`
            : ""}
        </Fact>
        <Fact term={t("orders.payment.reference")}>
          <span className="break-all">{payment.reference}</span>
        </Fact>
        <Fact term={t("orders.payment.authorized")}>
          {money(payment.authorizedAmount)}
          {at(payment.authorizedAt)}
        </Fact>
        <Fact term={t("orders.payment.captured")}>
          {money(payment.capturedAmount)}
          {at(payment.capturedAt)}
        </Fact>
        <Fact term={t("orders.payment.refunded")}>
          {money(payment.refundedAmount)}
          {payment.pendingRefundAmount > 0
            ? ` · ${t("orders.payment.pendingRefunds", { amount: money(payment.pendingRefundAmount) })}`
            : ""}
        </Fact>
        {payment.declineReason ? <Fact term={t("orders.payment.declineReason")}>{payment.declineReason}</Fact> : null}
      </dl>
      <RefundsTable order={order} payment={payment} />
    </Panel>
  );
}
