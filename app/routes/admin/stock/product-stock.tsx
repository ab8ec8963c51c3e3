import { useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { VariantStockPanel } from "#app/components/admin/stock/variant-stock-panel.tsx";
import { VariantStockTable } from "#app/components/admin/stock/variant-stock-table.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/product-stock.ts";
import { asStaff, refuseBadRequest, staffContextOf } from "../require-staff.server.ts";
import { chosenVariantOf } from "./chosen-variant.ts";
import { stockAction } from "./stock-intents.server.ts";

/** Every variant of the product with its stock; 404 for a product that is not there, 400 for an id that is not one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = await staffContextOf(context).locale();
  const page = await asStaff(context, (actor) =>
    context.commerce.staffStock.readProductStock(actor, locale, params.productId),
  ).catch(refuseBadRequest);
  return { ...page, chosen: new URL(request.url).searchParams.get("variant") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return stockAction(request, context);
}

export default function ProductStockPage() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const chosen = chosenVariantOf(page.variants, page.chosen);
  return (
    <>
      <PageHeader
        title={t("stock.product.title", { name: page.productName })}
        description={t("stock.product.description")}
        actions={
          <>
            <ButtonLink to={adminHref("/catalogue")}>← {t("stock.product.back")}</ButtonLink>
            <ButtonLink to={adminHref("/stock")}>{t("stock.back")}</ButtonLink>
          </>
        }
      />
      <VariantStockTable page={page} empty={t("stock.search.none")} />
      {chosen ? <VariantStockPanel page={page} variant={chosen} outcome={outcome} /> : null}
    </>
  );
}
