import { useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StoreExceptions, type ExceptionFormValues } from "#app/components/admin/stores/store-exceptions.tsx";
import { StoreForm } from "#app/components/admin/stores/store-form.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StoreFormInput } from "#commerce/modules/stores/index.ts";
import type { Route } from "./+types/edit.ts";
import { formDone } from "../form-outcome.server.ts";
import { asStaff, requireStaff } from "../require-staff.server.ts";
import { exceptionValuesOf, storeAsForm, storeFormRefused, storeFormValuesOf, storeIdOf } from "./store-form.server.ts";

/** The store as the editor opens it (404 when there is none), with its dated exceptions. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const storeId = storeIdOf(params);
  const store = await asStaff(context, (actor) => context.commerce.staffStores.getStore(actor, storeId));
  return {
    store,
    values: storeAsForm(store),
    created: new URL(request.url).searchParams.get("done") === "created",
  };
}

/** The editor's forms: save the store, set a date's hours, remove a date's; the engine checks the role and the input. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const storeId = storeIdOf(params);
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const stores = context.commerce.staffStores;
  switch (intent) {
    case "save": {
      const values = storeFormValuesOf(form);
      try {
        await stores.updateStore(actor, { ...values, storeId: String(storeId) });
        return formDone(intent, "stores.saved");
      } catch (error) {
        return storeFormRefused(intent, error, values);
      }
    }
    case "setException": {
      const values = exceptionValuesOf(form, storeId);
      try {
        await stores.setStoreException(actor, values);
        return formDone(intent, "stores.exceptionSet", { day: values.day });
      } catch (error) {
        return storeFormRefused(intent, error, values);
      }
    }
    case "removeException": {
      const day = String(form.get("day") ?? "");
      try {
        await stores.removeStoreException(actor, { storeId: String(storeId), day });
        return formDone(intent, "stores.exceptionRemoved", { day });
      } catch (error) {
        return storeFormRefused(intent, error, { day });
      }
    }
    default:
      throw new Response("intent: unknown", { status: 400 });
  }
}

export default function StoreEditorPage() {
  const { store, values, created } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as (AdminFormOutcome & { values?: unknown }) | undefined;
  const { t, locale } = useAdmin();
  const sentStore = outcome?.intent === "save" && !outcome.done ? (outcome.values as StoreFormInput) : undefined;
  const sentException =
    outcome?.intent === "setException" ? (outcome.values as ExceptionFormValues | undefined) : undefined;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={store.texts[locale]?.name ?? store.texts["sv-SE"]?.name ?? store.texts["en-GB"]?.name ?? store.code}
        description={t("stores.editDescription")}
        actions={<ButtonLink to={adminHref("/stores")}>← {t("stores.back")}</ButtonLink>}
      />
      {created ? <FormNotice tone="success">{t("stores.created")}</FormNotice> : null}
      <StoreForm
        // The form starts again from what was saved whenever the saved store changes.
        key={JSON.stringify(values)}
        intent="save"
        values={sentStore ?? values}
        outcome={outcome}
      />
      <StoreExceptions exceptions={store.exceptions} outcome={outcome} sent={sentException} />
    </div>
  );
}
