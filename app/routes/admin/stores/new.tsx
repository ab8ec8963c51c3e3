import { redirect, useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StoreForm } from "#app/components/admin/stores/store-form.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/new.ts";
import { requireStaff, requireStaffPermission } from "../require-staff.server.ts";
import { newStoreValues, storeFormRefused, storeFormValuesOf } from "./store-form.server.ts";

/** Only members who may manage stores see the empty form (the engine checks again on save). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPermission(context, "stores.manage");
  return { values: newStoreValues };
}

/** Adds the store and opens it in the editor; a refusal comes back with what was sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const values = storeFormValuesOf(await request.formData());
  try {
    const { storeId } = await context.commerce.staffStores.createStore(actor, values);
    return redirect(adminHref(`/stores/${storeId}?done=created`));
  } catch (error) {
    return storeFormRefused("create", error, values);
  }
}

export default function NewStorePage() {
  const { values } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useAdmin();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("stores.newTitle")}
        description={t("stores.newDescription")}
        actions={<ButtonLink to={adminHref("/stores")}>← {t("stores.back")}</ButtonLink>}
      />
      <StoreForm intent="create" values={outcome?.values ?? values} outcome={outcome} />
    </div>
  );
}
