import { Link, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { CustomerListItem, CustomerListQuery } from "#commerce/modules/accounts/index.ts";
import type { Route } from "./+types/list.ts";
import { asStaff, refuseBadRequest } from "../require-staff.server.ts";
import { CustomerStatusBadge, useCustomerName } from "./customer-status.tsx";

/** The list's query string as the engine takes it; the engine checks every part (a bad one answers 400). */
function listQueryOf(request: Request): CustomerListQuery {
  const params = new URL(request.url).searchParams;
  const given = (name: string) => params.get(name) || undefined;
  return {
    search: given("search"),
    status: given("status") as CustomerListQuery["status"],
    sort: given("sort") as CustomerListQuery["sort"],
    page: given("page"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const page = await asStaff(context, (actor) => context.commerce.staffCustomers.listCustomers(actor, query)).catch(
    refuseBadRequest,
  );
  return { ...page, query };
}

export default function CustomerList() {
  const { customers, total, page, perPage, query } = useLoaderData<typeof loader>();
  const { t, locale, formatDate } = useAdmin();
  const nameOf = useCustomerName();
  const number = new Intl.NumberFormat(locale);
  const previous = page > 1 ? { page: String(page - 1) } : null;
  const next = page * perPage < total ? { page: String(page + 1) } : null;
  // Newest first, the previous page holds newer customers; oldest first, older ones.
  const [newer, older] = query.sort === "oldest" ? [next, previous] : [previous, next];
  return (
    <>
      <PageHeader
        title={t("customers.title")}
        description={t("customers.description")}
        actions={
          <ButtonLink to={adminHref("/customers/newsletter.csv")} reloadDocument download>
            {t("customers.newsletterCsv")}
          </ButtonLink>
        }
      />
      <FilterForm label={t("customers.filter.label")}>
        <InputField
          label={t("customers.filter.search")}
          hint={t("customers.filter.searchHint")}
          type="search"
          name="search"
          defaultValue={query.search ?? ""}
          maxLength={200}
        />
        <SelectField
          label={t("customers.filter.status")}
          name="status"
          defaultValue={query.status ?? ""}
          options={[
            { value: "", label: t("customers.filter.current") },
            { value: "active", label: t("customers.status.active") },
            { value: "deactivated", label: t("customers.status.deactivated") },
            { value: "deleted", label: t("customers.status.deleted") },
          ]}
        />
        <SelectField
          label={t("customers.filter.sort")}
          name="sort"
          defaultValue={query.sort ?? "newest"}
          options={[
            { value: "newest", label: t("customers.sort.newest") },
            { value: "oldest", label: t("customers.sort.oldest") },
          ]}
        />
      </FilterForm>
      <p className="text-sm text-neutral-700" role="status">
        {total > 0
          ? t("customers.count", {
              from: number.format((page - 1) * perPage + 1),
              to: number.format((page - 1) * perPage + customers.length),
              total: number.format(total),
            })
          : null}
      </p>
      <DataTable<CustomerListItem>
        caption={t("customers.table.caption")}
        captionHidden
        rows={customers}
        rowKey={(customer) => customer.id}
        empty={t("customers.none")}
        columns={[
          {
            header: t("customers.table.name"),
            rowHeader: true,
            cell: (customer) => (
              <Link to={adminHref(`/customers/${customer.id}`)} className="text-brand-700 underline underline-offset-2">
                {nameOf(customer)}
              </Link>
            ),
          },
          {
            header: t("customers.table.email"),
            cell: (customer) =>
              customer.status === "deleted" ? "" : <span className="whitespace-nowrap">{customer.email}</span>,
          },
          { header: t("customers.table.status"), cell: (customer) => <CustomerStatusBadge status={customer.status} /> },
          {
            header: t("customers.table.created"),
            cell: (customer) => <span className="whitespace-nowrap">{formatDate(customer.createdAt)}</span>,
          },
        ]}
      />
      <Pager newer={newer} older={older} />
    </>
  );
}
