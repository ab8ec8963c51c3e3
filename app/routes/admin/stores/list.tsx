import { Link, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffStoreListEntry } from "#commerce/modules/stores/index.ts";
import type { Route } from "./+types/list.ts";
import { asStaff, staffContextOf } from "../require-staff.server.ts";

/** Every store, named in the member's language, open now or not (by its week and today's exception). */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = await staffContextOf(context).locale();
  return { stores: await asStaff(context, (actor) => context.commerce.staffStores.listStores(actor, locale)) };
}

export default function StoresPage() {
  const { stores } = useLoaderData<typeof loader>();
  const { t } = useAdmin();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("stores.title")}
        description={t("stores.description")}
        actions={
          <ButtonLink variant="primary" to={adminHref("/stores/new")}>
            {t("stores.new")}
          </ButtonLink>
        }
      />
      <DataTable<StaffStoreListEntry>
        caption={t("stores.list")}
        captionHidden
        rows={stores}
        rowKey={(store) => store.id}
        empty={t("stores.empty")}
        columns={[
          {
            header: t("stores.column.name"),
            rowHeader: true,
            cell: (store) => (
              <Link to={adminHref(`/stores/${store.id}`)} className="font-medium text-brand-700 underline">
                {store.name ?? `${store.code} (${t("stores.unnamed")})`}
              </Link>
            ),
          },
          { header: t("stores.column.code"), cell: (store) => store.code },
          { header: t("stores.column.city"), cell: (store) => store.city },
          { header: t("stores.column.phone"), cell: (store) => store.phone },
          {
            header: t("stores.column.now"),
            cell: (store) => (
              <StatusBadge tone={store.openNow ? "success" : "neutral"}>
                {t(store.openNow ? "stores.openNow" : "stores.closedNow")}
              </StatusBadge>
            ),
          },
          {
            header: t("stores.column.languages"),
            cell: (store) =>
              store.locales.length
                ? store.locales.map((locale) => t(`stores.language.${locale}`)).join(", ")
                : t("stores.notListed"),
          },
        ]}
      />
    </div>
  );
}
