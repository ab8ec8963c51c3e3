import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { CurrencySales, SalesPeriod } from "#commerce/modules/orders/index.ts";

const periods = [
  ["today", "dashboard.sales.today"],
  ["last7Days", "dashboard.sales.last7Days"],
  ["last30Days", "dashboard.sales.last30Days"],
] as const;

/** One currency's sales: today, 7 and 30 days, each an amount and how many orders. */
function CurrencyCard({ sales }: { sales: CurrencySales }) {
  const { t, formatMoney } = useAdmin();
  const orderCount = (period: SalesPeriod) =>
    period.orders === 1 ? t("dashboard.sales.ordersOne") : t("dashboard.sales.ordersOther", { count: period.orders });
  return (
    <section
      aria-labelledby={`sales-${sales.currencyCode}`}
      className="rounded-lg border border-neutral-200 bg-white p-4"
    >
      <h3 id={`sales-${sales.currencyCode}`} className="text-sm font-semibold text-neutral-700">
        {t("dashboard.sales.currency", { currency: sales.currencyCode })}
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {periods.map(([period, label]) => (
          <div key={period} className="flex min-w-0 flex-col gap-1">
            <dt className="text-xs text-neutral-600">{t(label)}</dt>
            <dd className="text-xl font-semibold break-words">
              {formatMoney(sales[period].amount, sales.currencyCode)}
            </dd>
            <dd className="text-xs text-neutral-600">{orderCount(sales[period])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Sales per currency, a card each; says so when nothing sold in 30 days. */
export function SalesFigures({ sales }: { sales: readonly CurrencySales[] }) {
  const { t } = useAdmin();
  if (sales.length === 0) return <p className="text-sm text-neutral-600">{t("dashboard.sales.none")}</p>;
  return (
    <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
      {sales.map((row) => (
        <CurrencyCard key={row.currencyCode} sales={row} />
      ))}
    </div>
  );
}
