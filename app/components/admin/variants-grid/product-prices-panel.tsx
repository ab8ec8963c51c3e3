import { Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffVariantGridView } from "#commerce/flows/staff-product-variants.ts";

/** The product's price in each currency, shown only: every variant sells at it, and the product editor changes it. */
export function ProductPricesPanel({ view }: { view: StaffVariantGridView }) {
  const { t, formatMoney } = useAdmin();
  return (
    <Panel title={t("variants.prices.title")} description={t("variants.prices.description")}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {view.prices.map((price) => (
          <div key={price.currencyCode} className="contents">
            <dt className="font-medium">{price.currencyCode}</dt>
            <dd className="tabular-nums">
              {price.priceIncVat === null
                ? t("variants.prices.none")
                : formatMoney(price.priceIncVat, price.currencyCode)}
            </dd>
          </div>
        ))}
      </dl>
      <Link className="self-start text-sm underline" to={adminHref(`/catalogue/${view.product.id}`)}>
        {t("variants.prices.edit")}
      </Link>
    </Panel>
  );
}
