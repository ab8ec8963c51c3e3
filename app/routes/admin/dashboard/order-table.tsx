import { Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { DataTable, type Column } from "#app/components/admin/data-table.tsx";
import { OrderStatusBadge } from "#app/components/admin/orders/order-badges.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { OrderListRow } from "#commerce/modules/orders/index.ts";

/** Orders in brief (number linking to the order's page, buyer, status, total, when placed), as the dashboard and a customer's page list them. */
export function OrderTable({
  caption,
  orders,
  captionHidden = false,
  empty,
  showBuyer = true,
}: {
  caption: string;
  captionHidden?: boolean;
  orders: readonly OrderListRow[];
  empty: string;
  showBuyer?: boolean;
}) {
  const { t, formatMoney, formatDateTime } = useAdmin();
  const columns: Column<OrderListRow>[] = [
    {
      header: t("dashboard.order.number"),
      rowHeader: true,
      cell: (order) => (
        <Link
          to={adminHref(`/orders/${order.id}`)}
          className="text-brand-700 underline underline-offset-2"
          aria-label={t("dashboard.order.link", { number: order.orderNumber })}
        >
          {order.orderNumber}
        </Link>
      ),
    },
    ...(showBuyer
      ? [
          {
            header: t("dashboard.order.buyer"),
            cell: (order: OrderListRow) => (
              <span className="flex flex-col">
                <span>{order.buyerName}</span>
                <span className="text-xs whitespace-nowrap text-neutral-600">{order.email}</span>
              </span>
            ),
          },
        ]
      : []),
    { header: t("dashboard.order.status"), cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      header: t("dashboard.order.total"),
      align: "end",
      cell: (order) => <span className="whitespace-nowrap">{formatMoney(order.totalIncVat, order.currencyCode)}</span>,
    },
    {
      header: t("dashboard.order.placed"),
      cell: (order) => <span className="whitespace-nowrap">{formatDateTime(order.createdAt)}</span>,
    },
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden={captionHidden}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      empty={empty}
    />
  );
}
