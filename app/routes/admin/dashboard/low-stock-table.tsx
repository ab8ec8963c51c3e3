import { DataTable } from "#app/components/admin/data-table.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { LowStockVariant } from "#commerce/modules/stores/index.ts";

/** The variants running lowest: product with its colour, size and article number, and what is on hand. */
export function LowStockTable({ variants }: { variants: readonly LowStockVariant[] }) {
  const { t, locale } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  return (
    <DataTable
      caption={t("dashboard.lowStock.caption")}
      captionHidden
      rows={variants}
      rowKey={(variant) => variant.variantId}
      empty={t("dashboard.lowStock.none")}
      columns={[
        {
          header: t("dashboard.lowStock.product"),
          rowHeader: true,
          cell: (variant) => (
            <span className="flex flex-col">
              <span>{variant.name}</span>
              <span className="text-xs font-normal text-neutral-600">
                {variant.values.map((value) => value.value).join(", ")}
              </span>
              <span className="font-mono text-xs font-normal break-all text-neutral-600">
                <span className="sr-only">{t("dashboard.lowStock.partNo")}: </span>
                {variant.partNo}
              </span>
            </span>
          ),
        },
        { header: t("dashboard.lowStock.onHand"), align: "end", cell: (variant) => number.format(variant.onHand) },
      ]}
    />
  );
}
