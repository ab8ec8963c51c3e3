import { useLoaderData } from "react-router";
import { z } from "zod";
import { idText } from "#commerce/validation.ts";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/audit.ts";
import { asStaff } from "../require-staff.server.ts";
import { AuditChange } from "./audit-change.tsx";
import { auditActions, auditSubjects, useAuditWords } from "./audit-words.ts";

const pageSize = 50;
const day = z.iso.date().regex(/^(?!0000)/); // PostgreSQL's calendar has no year 0
/** The filters as the URL carries them; anything unreadable is left out rather than refused, as a search box would. */
const auditSearch = z.object({
  staffId: idText.optional().catch(undefined),
  subjectKind: z.string().trim().max(50).optional().catch(undefined),
  action: z.string().trim().max(100).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  before: idText.optional().catch(undefined),
  after: idText.optional().catch(undefined),
});

/** The audit log, newest first, filtered by member, subject, action and days (the shop's), a page at a time either way. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = auditSearch.parse(Object.fromEntries(new URL(request.url).searchParams));
  return asStaff(context, async (actor) => {
    const [page, members] = await Promise.all([
      context.commerce.audit.listEntries(actor, {
        staffId: search.staffId,
        subjectKind: search.subjectKind || undefined,
        action: search.action || undefined,
        // The shop's days as chosen (the engine knows where they begin); the "to" day is included whole.
        from: search.from,
        to: search.to,
        before: search.before,
        after: search.after,
        limit: pageSize,
      }),
      context.commerce.staff.listMembers(actor),
    ]);
    return {
      entries: page.entries,
      members: members.map((member) => ({ id: member.id, name: member.name, email: member.email })),
      search,
      // The Pager puts them in the URL as they are: `after` or `before` an entry id.
      newer: page.newer && { after: String(page.newer.after) },
      older: page.older && { before: String(page.older.before) },
    };
  });
}

export default function AuditPage() {
  const { entries, members, search, newer, older } = useLoaderData<typeof loader>();
  const { t, formatDateTime } = useAdmin();
  const { actionName, subjectName } = useAuditWords();
  return (
    <>
      <PageHeader title={t("audit.title")} />
      <FilterForm label={t("audit.filters")}>
        <SelectField
          label={t("audit.member")}
          name="staffId"
          defaultValue={search.staffId ? String(search.staffId) : ""}
          options={[
            { value: "", label: t("shell.any") },
            ...members.map((member) => ({ value: String(member.id), label: `${member.name} (${member.email})` })),
          ]}
        />
        <SelectField
          label={t("audit.subjectKind")}
          name="subjectKind"
          defaultValue={search.subjectKind ?? ""}
          options={[
            { value: "", label: t("shell.any") },
            ...auditSubjects.map((kind) => ({ value: kind, label: subjectName(kind) })),
          ]}
        />
        <SelectField
          label={t("audit.action")}
          name="action"
          defaultValue={search.action ?? ""}
          options={[
            { value: "", label: t("shell.any") },
            ...auditActions.map((action) => ({ value: action, label: actionName(action) })),
          ]}
        />
        <InputField label={t("audit.from")} name="from" type="date" defaultValue={search.from ?? ""} />
        <InputField label={t("audit.to")} name="to" type="date" defaultValue={search.to ?? ""} />
      </FilterForm>
      <DataTable
        caption={t("audit.entries")}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={t("audit.empty")}
        columns={[
          {
            header: t("audit.when"),
            rowHeader: true,
            cell: (entry) => (
              <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
            ),
          },
          { header: t("audit.who"), cell: (entry) => entry.staffEmail },
          {
            header: t("audit.what"),
            cell: (entry) => (
              <span className="flex flex-col">
                <span>{actionName(entry.action)}</span>
                <span className="text-xs text-neutral-600">
                  {subjectName(entry.subjectKind)} {entry.subjectId}
                </span>
              </span>
            ),
          },
          {
            header: t("audit.change"),
            cell: (entry) => <AuditChange entry={entry} before={entry.before} after={entry.after} />,
          },
        ]}
      />
      <Pager newer={newer} older={older} />
    </>
  );
}
