import { DataTable } from "#app/components/admin/data-table.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { StickyFirstColumn } from "#app/components/admin/orders/sticky-first-column.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffOrderDetail, StaffOrderLine } from "#commerce/modules/orders/index.ts";

/** What was bought (each line with what refunds gave back), the totals and the VAT in them per rate. */
export function OrderLinesPanel({ order }: { order: StaffOrderDetail }) {
  const { t, locale, formatMoney } = useAdmin();
  const money = (amount: number) => formatMoney(amount, order.currencyCode);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  // Prices include VAT: the VAT per rate (delivery at its own) and in all is what the total holds.
  const rows: { label: string; value: string; tone?: "total" | "vat" }[] = [
    { label: t("orders.totals.subtotal"), value: money(order.subtotalIncVat) },
    { label: t("orders.totals.delivery"), value: money(order.deliveryIncVat) },
    { label: t("orders.totals.total"), value: money(order.totalIncVat), tone: "total" },
    ...order.vatByRate.map(({ rate, amount }) => ({
      label: t("orders.totals.vatAt", { rate: percent.format(rate / 10_000) }),
      value: money(amount),
      tone: "vat" as const,
    })),
    { label: t("orders.totals.vat"), value: money(order.vatAmount), tone: "vat" },
  ];
  return (
    <Panel title={t("orders.lines.title")}>
      <StickyFirstColumn>
        <DataTable<StaffOrderLine>
          caption={t("orders.lines.title")}
          captionHidden
          rows={order.lines}
          rowKey={(line) => line.id}
          columns={[
            {
              header: t("orders.lines.product"),
              rowHeader: true,
              cell: (line) => (
                <span className="flex min-w-40 flex-col">
                  <span>{line.name}</span>
                  <span className="text-xs font-normal text-neutral-600">
                    {[line.variantDescription, line.partNo].filter(Boolean).join(" · ")}
                  </span>
                </span>
              ),
            },
            {
              header: t("orders.lines.quantity"),
              align: "end",
              cell: (line) => (
                <span className="flex flex-col items-end">
                  <span>{line.quantity}</span>
                  {line.refundedQuantity > 0 ? (
                    <span className="text-xs whitespace-nowrap text-neutral-600">
                      {t("orders.lines.refundedCount", { count: line.refundedQuantity })}
                    </span>
                  ) : null}
                </span>
              ),
            },
            {
              header: t("orders.lines.unitPrice"),
              align: "end",
              cell: (line) => <span className="whitespace-nowrap">{money(line.unitPriceIncVat)}</span>,
            },
            {
              header: t("orders.lines.vatRate"),
              align: "end",
              cell: (line) => percent.format(line.vatRate / 10_000),
            },
            {
              header: t("orders.lines.total"),
              align: "end",
              cell: (line) => <span className="whitespace-nowrap">{money(line.lineTotalIncVat)}</span>,
            },
          ]}
        />
      </StickyFirstColumn>
      <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-y-1 text-sm">
        {rows.map(({ label, value, tone }) => {
          const style =
            tone === "total"
              ? "border-t border-neutral-200 pt-2 font-semibold"
              : tone === "vat"
                ? "text-xs text-neutral-600"
                : "text-neutral-800";
          return (
            <div key={label} className="contents">
              <dt className={style}>{label}</dt>
              <dd className={`pl-6 text-right whitespace-nowrap ${style}`}>{value}</dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}
