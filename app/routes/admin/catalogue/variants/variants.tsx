import { useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { AddVariantsForm } from "#app/components/admin/variants-grid/add-variants-form.tsx";
import type { PostedGrid } from "#app/components/admin/variants-grid/grid-values.ts";
import { ProductPricesPanel } from "#app/components/admin/variants-grid/product-prices-panel.tsx";
import { RemoveVariantForm } from "#app/components/admin/variants-grid/remove-variant-form.tsx";
import { VariantsGrid } from "#app/components/admin/variants-grid/variants-grid.tsx";
import type { Route } from "./+types/variants.ts";
import { asStaff, staffContextOf } from "../../require-staff.server.ts";
import { productIdOf } from "../product/product-form.server.ts";
import { variantsAction } from "./variants-form.server.ts";

/** The product's variants grid (404 when there is no such product; 403 for roles that may not change the catalogue). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const productId = productIdOf(params);
  const locale = await staffContextOf(context).locale();
  return asStaff(context, (actor) => context.commerce.staffVariants.getGrid(actor, productId, locale));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return variantsAction(request, context, productIdOf(params));
}

export default function VariantsPage() {
  const view = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as (AdminFormOutcome & { posted?: PostedGrid }) | undefined;
  const { t } = useAdmin();
  return (
    <>
      <PageHeader
        title={t("variants.title", { name: view.product.name })}
        description={t("variants.description")}
        actions={<ButtonLink to={adminHref(`/catalogue/${view.product.id}`)}>← {t("variants.back")}</ButtonLink>}
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {/* A new version (this Save, an added or removed variant, someone else's) starts the grid
              again from what is saved; a refused Save keeps the cells as sent. */}
          <VariantsGrid
            key={view.version}
            view={view}
            posted={outcome?.intent === "save" && outcome.posted?.version === view.version ? outcome.posted : undefined}
            outcome={outcome}
          />
          <AddVariantsForm view={view} outcome={outcome} />
        </div>
        <div className="flex flex-col gap-6">
          <ProductPricesPanel view={view} />
          <RemoveVariantForm view={view} outcome={outcome} />
        </div>
      </div>
    </>
  );
}
