import { redirect, useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { ProductActions } from "#app/components/admin/product-editor/product-actions.tsx";
import { ProductForm } from "#app/components/admin/product-editor/product-form.tsx";
import { ProductVariantsTable } from "#app/components/admin/product-editor/product-variants-table.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import type { Route } from "./+types/edit.ts";
import { formDone } from "../../form-outcome.server.ts";
import { asStaff, requireStaff, staffContextOf } from "../../require-staff.server.ts";
import { loadedFormValues, productFormRefused, productFormValuesOf, productIdOf } from "./product-form.server.ts";

/** Notices a redirect here carries: the product was just created, or is a copy just made. */
const arrivals = { created: "productEditor.created", duplicated: "productEditor.duplicated" } as const;

/** The product as the editor opens it (404 when there is none), with what its fields offer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = productIdOf(params);
  const locale = await staffContextOf(context).locale();
  const [view, choices] = await asStaff(context, (actor) =>
    Promise.all([
      context.commerce.staffProducts.getProduct(actor, productId, locale),
      context.commerce.staffProducts.getChoices(actor, locale),
    ]),
  );
  const done = new URL(request.url).searchParams.get("done");
  return {
    view,
    choices,
    values: loadedFormValues(view),
    arrival: done === "created" || done === "duplicated" ? arrivals[done] : null,
  };
}

/** The editor's forms: save, duplicate (opening the copy), archive and restore; the engine checks the role and the input. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const productId = productIdOf(params);
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const editor = context.commerce.staffProducts;
  const values = productFormValuesOf(form);
  try {
    switch (intent) {
      case "save":
        await editor.updateProduct(actor, productId, { ...values, version: String(form.get("version") ?? "") });
        return formDone(intent, "productEditor.saved");
      case "duplicate": {
        const copy = await editor.duplicateProduct(actor, productId);
        return redirect(adminHref(`/catalogue/${copy.productId}?done=duplicated`));
      }
      case "archive":
        await editor.archiveProduct(actor, productId);
        return formDone(intent, "productEditor.archived");
      case "restore":
        await editor.restoreProduct(actor, productId);
        return formDone(intent, "productEditor.restored");
      default:
        throw new Response("intent: unknown", { status: 400 });
    }
  } catch (error) {
    return productFormRefused(intent, error, values);
  }
}

export default function ProductEditorPage() {
  const { view, choices, values, arrival } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as (AdminFormOutcome & { values?: typeof values }) | undefined;
  const { t, locale } = useAdmin();
  const { product } = view;
  const archived = product.archivedAt !== null;
  const shown = product.published && !archived;
  return (
    <>
      <PageHeader
        title={product.texts[locale].name}
        actions={
          <>
            <ButtonLink to={adminHref("/catalogue")}>← {t("productEditor.back")}</ButtonLink>
            <ButtonLink to={adminHref(`/catalogue/${product.id}/pictures`)}>{t("pictures.open")}</ButtonLink>
            {shown ? (
              <a
                className="inline-flex items-center rounded border border-neutral-300 bg-white px-4 py-2 text-sm font-medium hover:bg-neutral-50"
                href={localizePath(`/product/${product.uniqueName}`, locale)}
              >
                {t("productEditor.viewInShop")}
              </a>
            ) : null}
          </>
        }
      />
      {arrival && !outcome ? <FormNotice tone="success">{t(arrival)}</FormNotice> : null}
      {archived ? <FormNotice tone="error">{t("productEditor.archivedNotice")}</FormNotice> : null}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ProductForm
            // Fields start again from the loaded values whenever the product changed (a save, a copy
            // opened on this page, someone else's save): the form never holds values older than its version.
            key={view.version}
            intent="save"
            values={outcome?.intent === "save" && outcome.values ? outcome.values : values}
            choices={choices}
            version={view.version}
            archived={archived}
            outcome={outcome}
          />
          <ProductVariantsTable productId={product.id} variants={view.variants} />
        </div>
        <ProductActions name={product.texts[locale].name} archived={archived} outcome={outcome} />
      </div>
    </>
  );
}
