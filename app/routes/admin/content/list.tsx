import { Link, useLoaderData, useLocation } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { buttonClass, ButtonLink } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { FilterForm, FilterSearchField } from "#app/components/admin/filter-form.tsx";
import { SelectField } from "#app/components/admin/form-fields.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { useBlockLabel } from "#app/components/admin/content-editor/editor-context.tsx";
import { shopLocales } from "#commerce/locale.ts";
import type { StaffStoryListEntry } from "#commerce/modules/content/index.ts";
import type { Route } from "./+types/list.ts";
import { asStaff, refuseBadRequest } from "../require-staff.server.ts";

const states = ["all", "published", "unpublished", "changed"] as const;

/** A page of stories as the URL filters them (language, name or address, state); a bad filter answers 400. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = {
    locale: params.get("locale") || undefined,
    search: params.get("q") ?? "",
    state: params.get("state") || undefined,
    page: params.get("page") || undefined,
  };
  const page = await asStaff(context, (actor) =>
    context.commerce.staffContent.listStories(
      actor,
      query as Parameters<typeof context.commerce.staffContent.listStories>[1],
    ),
  ).catch(refuseBadRequest);
  // The header menu and the footer are stories too (config/header, config/footer): linked above the list.
  const parts = await asStaff(context, (actor) =>
    context.commerce.staffContent.listStories(actor, { search: "config/" }),
  );
  const menus = parts.stories.filter(
    (story) => story.fullSlug === "config/header" || story.fullSlug === "config/footer",
  );
  return {
    ...page,
    menus,
    filters: { locale: query.locale ?? "", q: query.search, state: query.state ?? "all" },
    deleted: params.get("done") === "deleted",
  };
}

export default function ContentListPage() {
  const { stories, total, page, pageSize, menus, filters, deleted } = useLoaderData<typeof loader>();
  const { t, formatDateTime } = useAdmin();
  const blockLabel = useBlockLabel();
  const { search } = useLocation();
  const pageHref = (to: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(to));
    return `?${params.toString()}`;
  };
  const language = (locale: string) => t(`content.language.${locale as "sv-SE"}`);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("content.title")}
        description={t("content.description")}
        actions={
          <ButtonLink variant="primary" to={adminHref("/content/new")}>
            {t("content.new")}
          </ButtonLink>
        }
      />
      {deleted ? <FormNotice tone="success">{t("content.deleted")}</FormNotice> : null}
      {menus.length > 0 ? (
        <nav aria-label={t("content.menus")} className="flex flex-wrap gap-2">
          {menus.map((menu) => (
            <Link key={menu.id} to={adminHref(`/content/${menu.id}`)} className={buttonClass("secondary", "sm")}>
              {t(menu.fullSlug === "config/header" ? "content.headerMenu" : "content.footerMenu", {
                language: language(menu.locale),
              })}
            </Link>
          ))}
        </nav>
      ) : null}
      <FilterForm label={t("content.filters")} layout="compact">
        <FilterSearchField label={t("content.search")} hint={t("content.searchHint")} defaultValue={filters.q} />
        <SelectField
          label={t("content.locale")}
          name="locale"
          defaultValue={filters.locale}
          options={[
            { value: "", label: t("content.anyLocale") },
            ...shopLocales.map((locale) => ({ value: locale, label: language(locale) })),
          ]}
        />
        <SelectField
          label={t("content.state")}
          name="state"
          defaultValue={filters.state}
          options={states.map((state) => ({ value: state, label: t(`content.state.${state}`) }))}
        />
      </FilterForm>
      <p className="text-sm text-neutral-600">{t("content.count", { count: total })}</p>
      <DataTable<StaffStoryListEntry>
        caption={t("content.list")}
        captionHidden
        rows={stories}
        rowKey={(story) => story.id}
        empty={t("content.empty")}
        columns={[
          {
            header: t("content.column.name"),
            rowHeader: true,
            cell: (story) => (
              <Link to={adminHref(`/content/${story.id}`)} className="font-medium text-brand-700 underline">
                {story.name}
              </Link>
            ),
          },
          { header: t("content.column.address"), cell: (story) => story.fullSlug },
          { header: t("content.column.language"), cell: (story) => language(story.locale) },
          { header: t("content.column.type"), cell: (story) => blockLabel(story.rootComponent) },
          {
            header: t("content.column.state"),
            cell: (story) => (
              <span className="flex flex-wrap gap-1">
                <StatusBadge tone={story.publishedAt ? "success" : "neutral"}>
                  {t(story.publishedAt ? "content.published" : "content.notPublished")}
                </StatusBadge>
                {story.hasDraft ? <StatusBadge tone="warning">{t("content.draft")}</StatusBadge> : null}
              </span>
            ),
          },
          { header: t("content.column.updated"), cell: (story) => formatDateTime(story.updatedAt) },
        ]}
      />
      {total > pageSize ? (
        <nav aria-label={t("shell.paging")} className="flex justify-between gap-2">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClass("secondary", "sm")} rel="prev">
              ← {t("content.previous")}
            </Link>
          ) : (
            <span />
          )}
          {page * pageSize < total ? (
            <Link to={pageHref(page + 1)} className={buttonClass("secondary", "sm")} rel="next">
              {t("content.next")} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
