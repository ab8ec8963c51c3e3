import { Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { OrderListEntry } from "#commerce/modules/orders/index.ts";
import { OrderStatusBadge, PaymentStateBadge } from "./order-badges.tsx";
import { StickyFirstColumn } from "./sticky-first-column.tsx";

/** The element id of an order's link in the list, for moving focus to new orders once shown. */
export const orderLinkId = (orderId: string) => `order-link-${orderId}`;

/** A page of orders: number (linking to the order) with when it was placed, status, total, buyer, payment, delivery. */
export function OrderListTable({
  orders,
  deliveryNames,
  newOrderIds,
}: {
  orders: readonly OrderListEntry[];
  /** Each delivery method's name by its code, in the member's language. */
  deliveryNames: ReadonlyMap<string, string>;
  /** Orders that came in while the list was open and were just shown: marked New. */
  newOrderIds: ReadonlySet<string>;
}) {
  const { t, formatDateTime, formatMoney } = useAdmin();
  return (
    <StickyFirstColumn>
      <DataTable<OrderListEntry>
        caption={t("orders.table.caption")}
        captionHidden
        rows={orders}
        rowKey={(order) => order.id}
        empty={t("orders.none")}
        columns={[
          {
            header: t("orders.table.number"),
            rowHeader: true,
            cell: (order) => (
              <span className="flex flex-col items-start gap-1">
                <Link
                  id={orderLinkId(order.id)}
                  to={adminHref(`/orders/${order.id}`)}
                  className="text-brand-700 underline underline-offset-2"
                  aria-label={t("orders.table.link", { number: order.orderNumber })}
                >
                  {order.orderNumber}
                </Link>
                <span className="text-xs font-normal whitespace-nowrap text-neutral-600">
                  {formatDateTime(order.createdAt)}
                </span>
                {newOrderIds.has(order.id) ? (
                  <StatusBadge tone="success">{t("orders.live.newBadge")}</StatusBadge>
                ) : null}
              </span>
            ),
          },
          { header: t("orders.table.status"), cell: (order) => <OrderStatusBadge status={order.status} /> },
          {
            header: t("orders.table.total"),
            align: "end",
            cell: (order) => (
              <span className="whitespace-nowrap">{formatMoney(order.totalIncVat, order.currencyCode)}</span>
            ),
          },
          {
            header: t("orders.table.buyer"),
            cell: (order) => (
              <span className="flex min-w-40 flex-col">
                <span>{order.buyerName}</span>
                <span className="text-xs break-all text-neutral-600">{order.email}</span>
              </span>
            ),
          },
          {
            header: t("orders.table.payment"),
            cell: (order) => (
              <span className="flex flex-col items-start gap-1">
                <PaymentStateBadge state={order.paymentState} />
                {order.refundedAmount > 0 ? (
                  <span className="text-xs whitespace-nowrap text-neutral-600">
                    {t("orders.table.refunded", { amount: formatMoney(order.refundedAmount, order.currencyCode) })}
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            header: t("orders.table.delivery"),
            cell: (order) => (
              <span className="flex min-w-36 flex-col">
                <span>{deliveryNames.get(order.deliveryMethodCode) ?? order.deliveryMethodCode}</span>
                {order.pickupStoreName ? (
                  <span className="text-xs text-neutral-600">{order.pickupStoreName}</span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </StickyFirstColumn>
  );
}
