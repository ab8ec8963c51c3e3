import { Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffProductVariant } from "#commerce/modules/catalogue/index.ts";

/** The product's variants as they are: part number, colour and size, stock and whether each is on sale. */
export function ProductVariantsTable({
  productId,
  variants,
}: {
  productId: number;
  variants: readonly StaffProductVariant[];
}) {
  const { t, locale } = useAdmin();
  const count = new Intl.NumberFormat(locale);
  return (
    <Panel title={t("productEditor.variants")}>
      <DataTable
        caption={t("productEditor.variants")}
        captionHidden
        rows={variants}
        rowKey={(variant) => variant.id}
        empty={t("productEditor.variants.none")}
        columns={[
          { header: t("productEditor.variants.partNo"), cell: (variant) => variant.partNo, rowHeader: true },
          {
            header: t("productEditor.variants.values"),
            cell: (variant) => variant.values.map((value) => value.value).join(", "),
          },
          { header: t("productEditor.variants.stock"), cell: (variant) => count.format(variant.stock), align: "end" },
          {
            header: t("productEditor.variants.status"),
            cell: (variant) =>
              t(variant.isActive ? "productEditor.variants.active" : "productEditor.variants.inactive"),
          },
        ]}
      />
      <Link className="self-start text-sm underline" to={adminHref(`/catalogue/${productId}/variants`)}>
        {t("variants.editLink")}
      </Link>
      {variants.length > 0 ? (
        <Link className="self-start text-sm underline" to={adminHref(`/catalogue/${productId}/stock`)}>
          {t("productEditor.variants.stockLink")}
        </Link>
      ) : null}
    </Panel>
  );
}
