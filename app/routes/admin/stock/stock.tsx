import { useActionData, useLoaderData, useLocation } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { FilterForm, FilterSearchField } from "#app/components/admin/filter-form.tsx";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { VariantStockPanel } from "#app/components/admin/stock/variant-stock-panel.tsx";
import { VariantStockTable } from "#app/components/admin/stock/variant-stock-table.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { stockSearchLimit } from "#commerce/modules/stores/browser.ts";
import type { Route } from "./+types/stock.ts";
import { asStaff, refuseBadRequest, staffContextOf } from "../require-staff.server.ts";
import { chosenVariantOf } from "./chosen-variant.ts";
import { stockAction } from "./stock-intents.server.ts";

/** The variants the search in the URL finds, with their stock; none before a search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = await staffContextOf(context).locale();
  const page = await asStaff(context, (actor) =>
    context.commerce.staffStock.findVariants(actor, locale, { q: url.searchParams.get("q") ?? "" }),
  ).catch(refuseBadRequest);
  return { ...page, chosen: url.searchParams.get("variant") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return stockAction(request, context);
}

export default function StockPage() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t, locale } = useAdmin();
  const { search } = useLocation();
  const chosen = chosenVariantOf(page.variants, page.chosen);
  const count = page.variants.length;
  return (
    <>
      <PageHeader
        title={t("stock.title")}
        description={t("stock.description")}
        actions={<ButtonLink to={adminHref("/stock/import")}>{t("stock.import.link")}</ButtonLink>}
      />
      <FilterForm key={search} label={t("stock.search.label")} layout="compact">
        <FilterSearchField label={t("stock.search")} hint={t("stock.search.hint")} defaultValue={page.search} />
      </FilterForm>
      <p className="text-sm text-neutral-700" role="status">
        {page.search === ""
          ? t("stock.search.prompt")
          : count >= stockSearchLimit
            ? t("stock.search.limited", { count })
            : count > 0
              ? t("stock.search.count", { count: new Intl.NumberFormat(locale).format(count) })
              : null}
      </p>
      {page.search === "" ? null : <VariantStockTable page={page} empty={t("stock.search.none")} />}
      {chosen ? <VariantStockPanel page={page} variant={chosen} outcome={outcome} /> : null}
    </>
  );
}
