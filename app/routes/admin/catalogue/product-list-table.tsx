import { Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { imageUrl } from "#app/shop/image-url.ts";
import type { StaffProductListEntry } from "#commerce/modules/catalogue/index.ts";

const stockTones = { in_stock: "success", low: "warning", out: "danger" } as const;

/**
 * The products of one page: a checkbox choosing it for the bulk actions (posted with the form
 * `bulkFormId`), a thumbnail, the name linking to its editor (marked when it is the other
 * language's) and to the product on the storefront in the member's language, and its brand,
 * category, variants, stock, price and whether it is published (or archived).
 */
export function ProductListTable({
  products,
  currencyCode,
  imageCdnBase,
  empty,
  bulkFormId,
  selected,
  onSelect,
}: {
  products: readonly StaffProductListEntry[];
  currencyCode: string;
  imageCdnBase: string;
  empty: string;
  bulkFormId: string;
  selected: ReadonlySet<number>;
  onSelect: (productId: number, chosen: boolean) => void;
}) {
  const { t, locale, formatMoney } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  return (
    <DataTable<StaffProductListEntry>
      caption={t("catalogue.table.caption")}
      captionHidden
      rows={products}
      rowKey={(product) => product.id}
      empty={empty}
      columns={[
        {
          header: t("catalogue.table.selectColumn"),
          cell: (product) => (
            <input
              type="checkbox"
              form={bulkFormId}
              name="productIds"
              value={product.id}
              checked={selected.has(product.id)}
              onChange={(event) => onSelect(product.id, event.target.checked)}
              aria-label={t("catalogue.table.select", { name: product.name })}
              className="size-4 accent-brand-600"
            />
          ),
        },
        {
          header: t("catalogue.table.picture"),
          cell: (product) =>
            product.imageKey ? (
              // Decorative beside the name, which says what it shows.
              <img
                src={imageUrl(imageCdnBase, product.imageKey, 160)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 max-w-none rounded object-cover"
              />
            ) : (
              <span className="block size-12 rounded bg-neutral-100" />
            ),
        },
        {
          header: t("catalogue.table.name"),
          rowHeader: true,
          cell: (product) => (
            <span className="flex min-w-40 flex-col items-start gap-0.5">
              <Link
                to={adminHref(`/catalogue/${product.id}`)}
                aria-label={t("catalogue.edit", { name: product.name })}
                className="text-brand-700 underline underline-offset-2"
              >
                {/* A name from the other language is said in that language. */}
                <span lang={product.nameLocale ?? undefined}>{product.name}</span>
              </Link>
              {product.nameLocale !== null && product.nameLocale !== locale ? (
                <StatusBadge tone="warning">{t(`catalogue.nameIn.${product.nameLocale}`)}</StatusBadge>
              ) : null}
              <span className="text-xs font-normal text-neutral-600">{product.uniqueName}</span>
              <a
                href={localizePath(`/product/${product.uniqueName}`, locale)}
                aria-label={t("catalogue.inShop", { name: product.name })}
                className="text-xs font-normal text-brand-700 underline underline-offset-2"
              >
                {t("catalogue.inShopShort")}
              </a>
            </span>
          ),
        },
        { header: t("catalogue.table.brand"), cell: (product) => product.brand ?? "" },
        {
          header: t("catalogue.table.category"),
          cell: (product) => <span className="whitespace-nowrap">{product.categoryPath.join(" › ")}</span>,
        },
        {
          header: t("catalogue.table.variants"),
          align: "end",
          cell: (product) => number.format(product.variantCount),
        },
        {
          header: t("catalogue.table.stock"),
          align: "end",
          cell: (product) => (
            <span className="flex flex-col items-end gap-1">
              {number.format(product.totalStock)}
              <StatusBadge tone={stockTones[product.stockState]}>
                {t(`catalogue.stock.${product.stockState}`)}
              </StatusBadge>
            </span>
          ),
        },
        {
          header: t("catalogue.table.price"),
          align: "end",
          cell: (product) =>
            product.priceIncVat === null ? (
              <span className="text-neutral-600">{t("catalogue.noPrice")}</span>
            ) : (
              <span className="flex flex-col items-end whitespace-nowrap">
                {formatMoney(product.priceIncVat, currencyCode)}
                {product.originalPriceIncVat !== null ? (
                  <span className="text-xs text-neutral-600">
                    {t("catalogue.wasPrice", { price: formatMoney(product.originalPriceIncVat, currencyCode) })}
                  </span>
                ) : null}
              </span>
            ),
        },
        {
          header: t("catalogue.table.published"),
          cell: (product) => (
            <span className="flex flex-col items-start gap-1">
              <StatusBadge tone={product.published ? "success" : "neutral"}>
                {t(product.published ? "catalogue.published.published" : "catalogue.published.unpublished")}
              </StatusBadge>
              {product.archived ? <StatusBadge tone="warning">{t("catalogue.archivedBadge")}</StatusBadge> : null}
            </span>
          ),
        },
      ]}
    />
  );
}
