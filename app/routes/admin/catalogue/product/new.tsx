import { redirect, useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { ProductForm } from "#app/components/admin/product-editor/product-form.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/new.ts";
import { asStaff, requireStaff, staffContextOf } from "../../require-staff.server.ts";
import { newProductFormValues, productFormRefused, productFormValuesOf } from "./product-form.server.ts";

/** What a new product's fields offer, and what they start with. */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = await staffContextOf(context).locale();
  const choices = await asStaff(context, (actor) => context.commerce.staffProducts.getChoices(actor, locale));
  return { choices, values: { ...newProductFormValues, categoryId: String(choices.categories[0]?.id ?? "") } };
}

/** Creates the product and opens it in the editor; a refusal comes back with what was sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const values = productFormValuesOf(await request.formData());
  try {
    const { productId } = await context.commerce.staffProducts.createProduct(actor, values);
    return redirect(adminHref(`/catalogue/${productId}?done=created`));
  } catch (error) {
    return productFormRefused("create", error, values);
  }
}

export default function NewProductPage() {
  const { choices, values } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useAdmin();
  return (
    <>
      <PageHeader
        title={t("productEditor.newTitle")}
        description={t("productEditor.newDescription")}
        actions={<ButtonLink to={adminHref("/catalogue")}>← {t("productEditor.back")}</ButtonLink>}
      />
      <ProductForm intent="create" values={outcome?.values ?? values} choices={choices} outcome={outcome} />
    </>
  );
}
