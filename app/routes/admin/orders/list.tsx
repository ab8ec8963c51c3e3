import { useMemo } from "react";
import { useLoaderData, useLocation } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { LiveOrdersNotice, useLiveOrders } from "#app/components/admin/orders/live-orders.tsx";
import { OrderFilters } from "#app/components/admin/orders/order-filters.tsx";
import { OrderListTable } from "#app/components/admin/orders/order-list-table.tsx";
import { OrderPager, pagesBefore } from "#app/components/admin/orders/order-pager.tsx";
import type { Route } from "./+types/list.ts";
import { asStaff, refuseBadRequest, staffContextOf } from "../require-staff.server.ts";
import { orderListQueryOf, orderListViewOf, orderPageSize } from "./order-list-params.server.ts";

/** A page of orders as the URL filters, searches, sorts and pages them, with what the filters offer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = orderListViewOf(new URL(request.url));
  const locale = await staffContextOf(context).locale();
  const page = await asStaff(context, (actor) =>
    context.commerce.staffOrders.listOrdersWithOptions(actor, orderListQueryOf(view), locale),
  ).catch(refuseBadRequest);
  // The live list asks for orders paid since this moment (the engine looks back a little further).
  return { ...page, view, pageSize: orderPageSize, listedAt: new Date().toISOString() };
}

/** The export's link: the same filters as the list (sort and paging do not matter to it). */
function useExportHref() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of ["sort", "cursor", "trail"]) params.delete(name);
  const query = params.toString();
  return `${adminHref("/orders/export.csv")}${query ? `?${query}` : ""}`;
}

export default function OrderList() {
  const { rows, total, nextCursor, view, options, pageSize, listedAt } = useLoaderData<typeof loader>();
  const { t, locale } = useAdmin();
  const { search } = useLocation();
  const live = useLiveOrders(rows, listedAt);
  const exportHref = useExportHref();
  const deliveryNames = useMemo(
    () => new Map(options.deliveries.map((method) => [method.code, method.name])),
    [options.deliveries],
  );
  const number = new Intl.NumberFormat(locale);
  const first = pagesBefore(view) * pageSize + 1;
  return (
    <>
      <PageHeader
        title={t("orders.title")}
        description={t("orders.description")}
        actions={
          <ButtonLink to={exportHref} reloadDocument download>
            {t("orders.export")}
          </ButtonLink>
        }
      />
      {/* Keyed by the query, so Back and Forward show the filters of the page they return to. */}
      <OrderFilters key={search} options={options} view={view} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-700">
          {total > 0
            ? t("orders.count", {
                from: number.format(first),
                to: number.format(first + rows.length - 1),
                total: number.format(total),
              })
            : null}
        </p>
        <LiveOrdersNotice waitingCount={live.waitingCount} shownCount={live.shownCount} onShow={live.show} />
      </div>
      <OrderListTable orders={rows} deliveryNames={deliveryNames} newOrderIds={live.newOrderIds} />
      <OrderPager position={view} nextCursor={nextCursor} />
    </>
  );
}
