import { Link, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import { hasPermission } from "#commerce/modules/access/browser.ts";
import type { Route } from "./+types/dashboard.ts";
import { asStaff, staffContextOf } from "../require-staff.server.ts";
import { LowStockTable } from "./low-stock-table.tsx";
import { OrderTable } from "./order-table.tsx";
import { SalesFigures } from "./sales-figures.tsx";

/**
 * The back office's start page. A member whose role cannot read orders (an editor) is greeted
 * instead of refused: the page is everyone's home, the figures only for those who may see them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = await staffContextOf(context).locale();
  return asStaff(context, async (actor) => ({
    dashboard: hasPermission(actor, "orders.read")
      ? await context.commerce.dashboard.readDashboard(actor, locale)
      : null,
  }));
}

export default function Dashboard() {
  const { dashboard } = useLoaderData<typeof loader>();
  const { t, locale } = useAdmin();
  const member = useStaffMember();
  if (!dashboard)
    return <PageHeader title={t("shell.welcome", { name: member?.name ?? "" })} description={t("shell.welcomeHint")} />;
  const { sales, waiting, lowStock, latestOrders } = dashboard;
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <PageHeader title={t("dashboard.title")} />
      <Panel title={t("dashboard.sales")} description={t("dashboard.salesHint")}>
        <SalesFigures sales={sales} />
      </Panel>
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        <Panel title={t("dashboard.waiting")}>
          <dl className="grid grid-cols-2 gap-3">
            {(
              [
                ["processing", "dashboard.waiting.toAccept"],
                ["accepted", "dashboard.waiting.toComplete"],
              ] as const
            ).map(([status, label]) => (
              <div key={status} className="flex flex-col rounded border border-neutral-200 p-3">
                <dt className="text-sm text-neutral-600">{t(label)}</dt>
                <dd className="text-2xl font-semibold">
                  <Link
                    to={adminHref(`/orders?status=${status}`)}
                    aria-label={`${t(label)}: ${number.format(waiting.counts[status])}`}
                    className="text-brand-700 underline underline-offset-4"
                  >
                    {number.format(waiting.counts[status])}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
          <OrderTable
            caption={t("dashboard.waiting.caption")}
            orders={waiting.orders}
            empty={t("dashboard.waiting.none")}
          />
        </Panel>
        <Panel
          title={t("dashboard.lowStock")}
          description={t("dashboard.lowStock.hint", {
            total: number.format(lowStock.total),
            threshold: number.format(lowStock.threshold),
          })}
        >
          <LowStockTable variants={lowStock.variants} />
        </Panel>
      </div>
      <Panel title={t("dashboard.latest")}>
        <OrderTable caption={t("dashboard.latest")} captionHidden orders={latestOrders} empty={t("shell.none")} />
      </Panel>
    </>
  );
}
