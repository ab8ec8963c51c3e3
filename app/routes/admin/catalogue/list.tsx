import { useLoaderData, useLocation } from "react-router";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/list.ts";
import { refuseBadQuery } from "../orders/order-list-params.server.ts";
import { asStaff, staffContextOf } from "../require-staff.server.ts";
import { readProductFilterOptions } from "./product-filter-options.server.ts";
import { ProductFilters } from "./product-filters.tsx";
import { isFiltered, productListQueryOf, productListViewOf } from "./product-list-params.server.ts";
import { ProductListTable } from "./product-list-table.tsx";

/** A page of products as the URL filters, searches, sorts and pages them, with what the filters offer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = productListViewOf(url);
  const locale = await staffContextOf(context).locale();
  const [page, options] = await asStaff(context, (actor) =>
    Promise.all([
      context.commerce.staffCatalogue.listProducts(actor, locale, productListQueryOf(view, url)),
      readProductFilterOptions(context.commerce, locale),
    ]),
  ).catch(refuseBadQuery);
  return { ...page, view, filtered: isFiltered(view), options, imageCdnBase: context.imageCdnBase };
}

export default function ProductList() {
  const { rows, total, nextCursor, previousCursor, currencyCode, view, filtered, options, imageCdnBase } =
    useLoaderData<typeof loader>();
  const { t, locale } = useAdmin();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title={t("catalogue.title")} description={t("catalogue.description")} />
      {/* Keyed by the query, so Back and Forward show the filters of the page they return to. */}
      <ProductFilters key={search} options={options} view={view} />
      <p className="text-sm text-neutral-700" role="status">
        {total > 0 ? t("catalogue.count", { total: new Intl.NumberFormat(locale).format(total) }) : null}
      </p>
      <ProductListTable
        products={rows}
        currencyCode={currencyCode}
        imageCdnBase={imageCdnBase}
        empty={t(filtered || total > 0 ? "catalogue.none" : "catalogue.empty")}
      />
      <Pager
        newer={previousCursor === null ? null : { before: String(previousCursor) }}
        older={nextCursor === null ? null : { after: String(nextCursor) }}
        labels={{ newer: "catalogue.previous", older: "catalogue.next" }}
      />
    </>
  );
}
