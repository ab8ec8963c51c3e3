import { useState } from "react";
import { useActionData, useLoaderData, useLocation } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { bulkIntent, ProductBulkBar } from "#app/components/admin/catalogue/product-bulk-bar.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Commerce } from "#commerce/commerce.ts";
import type { Route } from "./+types/list.ts";
import { formDone, formRefused } from "../form-outcome.server.ts";
import { asStaff, refuseBadRequest, requireStaff, staffContextOf } from "../require-staff.server.ts";
import { ProductFilters } from "./product-filters.tsx";
import { isFiltered, productListQueryOf, productListViewOf } from "./product-list-params.server.ts";
import { ProductListTable } from "./product-list-table.tsx";

/** The form the rows' checkboxes post with. */
const bulkFormId = "product-bulk";

/** A page of products as the URL filters, searches, sorts and pages them, with what the filters offer (one engine read). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = productListViewOf(url);
  const locale = await staffContextOf(context).locale();
  const page = await asStaff(context, (actor) =>
    context.commerce.staffCatalogue.listProducts(actor, locale, productListQueryOf(view, url)),
  ).catch(refuseBadRequest);
  return { ...page, view, filtered: isFiltered(view), imageCdnBase: context.imageCdnBase };
}

/**
 * A bulk action on the chosen products, posted to the list's own URL so the list comes back with
 * its filters. The engine checks the role and every field; a refusal names its fields.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const form = await request.formData();
  if (form.get("intent") !== bulkIntent) throw new Response("intent: unknown", { status: 400 });
  const given = (name: string) => form.get(name) ?? undefined;
  const input = {
    action: given("action"),
    productIds: form.getAll("productIds"),
    flagId: given("flagId"),
    categoryId: given("categoryId"),
    kind: given("kind"),
    direction: given("direction"),
    value: given("value"),
  } as Parameters<Commerce["staffProductBulk"]>[1];
  try {
    const { action, changed, chosen } = await context.commerce.staffProductBulk(actor, input);
    return formDone(bulkIntent, `catalogue.bulk.done.${action}`, { changed, chosen });
  } catch (error) {
    return formRefused(bulkIntent, error);
  }
}

export default function ProductList() {
  const { search } = useLocation();
  // Keyed by the query: Back and Forward show the filters of the page they return to, and a
  // selection belongs to the page it was made on (only its rows' checkboxes are posted).
  return <ProductListPage key={search} />;
}

function ProductListPage() {
  const { rows, total, nextCursor, previousCursor, currencyCode, view, filtered, filterOptions, imageCdnBase } =
    useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { notice } = useFormOutcome(outcome, bulkIntent);
  const { t, locale } = useAdmin();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Done: the rows may have changed (or left a filtered list), so the selection starts again
  // (adjusted while rendering the new outcome, as React advises, rather than in an effect after it).
  const [seenOutcome, setSeenOutcome] = useState(outcome);
  if (outcome !== seenOutcome) {
    setSeenOutcome(outcome);
    if (outcome?.done) setSelected(new Set());
  }
  const select = (productId: number, chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (chosen) next.add(productId);
      else next.delete(productId);
      return next;
    });
  return (
    <>
      <PageHeader
        title={t("catalogue.title")}
        description={t("catalogue.description")}
        actions={
          <ButtonLink variant="primary" to={adminHref("/catalogue/new")}>
            {t("catalogue.new")}
          </ButtonLink>
        }
      />
      <ProductFilters options={filterOptions} view={view} />
      <p className="text-sm text-neutral-700" role="status">
        {total > 0 ? t("catalogue.count", { total: new Intl.NumberFormat(locale).format(total) }) : null}
      </p>
      {notice}
      <ProductBulkBar
        formId={bulkFormId}
        pageIds={rows.map((row) => row.id)}
        selected={selected}
        onSelectPage={(chosen) => setSelected(new Set(chosen ? rows.map((row) => row.id) : []))}
        options={filterOptions}
        currencyCode={currencyCode}
        outcome={outcome}
      />
      <ProductListTable
        products={rows}
        currencyCode={currencyCode}
        imageCdnBase={imageCdnBase}
        empty={t(filtered || total > 0 ? "catalogue.none" : "catalogue.empty")}
        bulkFormId={bulkFormId}
        selected={selected}
        onSelect={select}
      />
      <Pager
        newer={previousCursor === null ? null : { before: String(previousCursor) }}
        older={nextCursor === null ? null : { after: String(nextCursor) }}
        labels={{ newer: "catalogue.previous", older: "catalogue.next" }}
      />
    </>
  );
}
