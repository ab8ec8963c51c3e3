import { Link, useLocation } from "react-router";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StockPage, VariantStock } from "#commerce/flows/staff-stock-service.ts";

/** A variant as staff recognise it: product, colour and size, part number. */
export function VariantName({ variant }: { variant: VariantStock }) {
  const { t } = useAdmin();
  return (
    // Wide enough to read beside many locations' columns: the table scrolls sideways instead.
    <span className="flex min-w-48 flex-col">
      <span>{variant.productName}</span>
      <span className="text-xs font-normal text-neutral-600">
        {variant.values.map((value) => value.value).join(", ")}
      </span>
      <span className="font-mono text-xs font-normal whitespace-nowrap text-neutral-600">{variant.partNo}</span>
      {variant.onSale ? null : (
        <span>
          <StatusBadge>{t("stock.table.notOnSale")}</StatusBadge>
        </span>
      )}
    </span>
  );
}

/** The same page with `variant` chosen, keeping the search, so its adjustment panel opens below the table. */
function useAdjustHref() {
  const { pathname, search } = useLocation();
  return (variantId: number) => {
    const params = new URLSearchParams(search);
    params.set("variant", String(variantId));
    return `${pathname}?${params.toString()}#adjust`;
  };
}

/** Variants with what each warehouse and store holds, their total against their low-stock threshold, and a link to adjust each. */
export function VariantStockTable({ page, empty }: { page: StockPage; empty: string }) {
  const { t, locale } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  const adjustHref = useAdjustHref();
  return (
    <DataTable
      caption={t("stock.table.caption")}
      captionHidden
      rows={page.variants}
      rowKey={(variant) => variant.variantId}
      empty={empty}
      columns={[
        { header: t("stock.table.variant"), rowHeader: true, cell: (variant) => <VariantName variant={variant} /> },
        ...page.locations.map((location, index) => ({
          header: `${location.name} (${location.code})`,
          align: "end" as const,
          cell: (variant: VariantStock) => number.format(variant.onHand[index]!),
        })),
        {
          header: t("stock.table.total"),
          align: "end",
          cell: (variant) => (
            <span className="flex flex-col items-end gap-1">
              {number.format(variant.total)}
              {variant.low ? <StatusBadge tone="warning">{t("stock.table.low")}</StatusBadge> : null}
            </span>
          ),
        },
        {
          header: t("stock.table.threshold"),
          align: "end",
          cell: (variant) =>
            variant.lowStockThreshold === null
              ? t("stock.table.shopThreshold", { threshold: number.format(page.shopThreshold) })
              : number.format(variant.lowStockThreshold),
        },
        {
          header: t("stock.table.adjust"),
          cell: (variant) => (
            <Link
              to={adjustHref(variant.variantId)}
              className="text-brand-700 underline"
              aria-label={t("stock.table.adjustVariant", { partNo: variant.partNo })}
            >
              {t("stock.table.adjust")}
            </Link>
          ),
        },
      ]}
    />
  );
}
