import { data, Link, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { messageOfProblem } from "#app/i18n/error-messages.ts";
import { isDomainError } from "#commerce/errors.ts";
import { mailStatuses, type MailStatus } from "#commerce/modules/mail/browser.ts";
import type { MailSummary, OutboxFilter, OutboxPage } from "#commerce/modules/mail/index.ts";
import type { Route } from "./+types/list.ts";
import { asStaff } from "../require-staff.server.ts";
import { MailStatusBadge, useMailKind } from "./mail-labels.tsx";

/** The list's query string as the engine takes it; the engine checks every part (a bad one answers 400). */
function outboxFilterOf(request: Request): OutboxFilter {
  const params = new URL(request.url).searchParams;
  const given = (name: string) => params.get(name) || undefined;
  return { status: given("status") as MailStatus | undefined, recipient: given("recipient"), page: given("page") };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = outboxFilterOf(request);
  try {
    const outbox = await asStaff(context, (actor) => context.commerce.mail.listOutbox(actor, filter));
    return { outbox, filter };
  } catch (error) {
    // Only an edited address gives a filter the engine refuses: the page says why (400) and keeps the form to clear it.
    if (!isDomainError(error) || error.kind !== "invalid") throw error;
    return data({ refused: messageOfProblem(error.problem), filter }, { status: 400 });
  }
}

/** When a mail went out, was given up, or is tried next: the one time its status makes interesting. */
function DeliveryTime({ mail }: { mail: MailSummary }) {
  const { t, formatDateTime } = useAdmin();
  const [label, time] = mail.sentAt
    ? [t("mail.detail.sent"), mail.sentAt]
    : mail.failedAt
      ? [t("mail.detail.failed"), mail.failedAt]
      : [t("mail.detail.nextAttempt"), mail.nextAttemptAt];
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className="text-xs text-neutral-600">{label}</span>
      {formatDateTime(time)}
    </span>
  );
}

export default function MailList() {
  const answer = useLoaderData<typeof loader>();
  const { filter } = answer;
  const { t, message } = useAdmin();
  return (
    <>
      <PageHeader title={t("mail.title")} description={t("mail.description")} />
      <FilterForm label={t("mail.filter.label")}>
        <SelectField
          label={t("mail.filter.status")}
          name="status"
          defaultValue={filter.status ?? ""}
          options={[
            { value: "", label: t("shell.any") },
            ...mailStatuses.map((status) => ({ value: status, label: t(`mail.status.${status}`) })),
          ]}
        />
        <InputField
          label={t("mail.filter.recipient")}
          hint={t("mail.filter.recipientHint")}
          type="search"
          name="recipient"
          defaultValue={filter.recipient ?? ""}
          maxLength={200}
        />
      </FilterForm>
      {"refused" in answer ? (
        <FormNotice tone="error">{message(answer.refused)}</FormNotice>
      ) : (
        <OutboxResults outbox={answer.outbox} />
      )}
    </>
  );
}

/** One page of the outbox: how many match, the mails, and the way to the pages beside it. */
function OutboxResults({ outbox: { mails, total, page, pageSize } }: { outbox: OutboxPage }) {
  const { t, locale, formatDateTime } = useAdmin();
  const kindOf = useMailKind();
  const number = new Intl.NumberFormat(locale);
  const newer = page > 1 ? { page: String(page - 1) } : null;
  const older = page * pageSize < total ? { page: String(page + 1) } : null;
  return (
    <>
      <p className="text-sm text-neutral-700" role="status">
        {total > 0
          ? t("mail.count", {
              from: number.format((page - 1) * pageSize + 1),
              to: number.format((page - 1) * pageSize + mails.length),
              total: number.format(total),
            })
          : null}
      </p>
      <DataTable<MailSummary>
        caption={t("mail.table.caption")}
        captionHidden
        rows={mails}
        rowKey={(mail) => mail.id}
        empty={t("mail.none")}
        columns={[
          {
            header: t("mail.table.subject"),
            rowHeader: true,
            cell: (mail) => (
              <Link
                to={adminHref(`/mail/${mail.id}`)}
                className="inline-block min-w-48 text-brand-700 underline underline-offset-2"
              >
                {mail.subject}
              </Link>
            ),
          },
          { header: t("mail.table.recipient"), cell: (mail) => <span className="break-words">{mail.recipient}</span> },
          { header: t("mail.table.kind"), cell: (mail) => kindOf(mail.template) },
          { header: t("mail.table.status"), cell: (mail) => <MailStatusBadge status={mail.status} /> },
          { header: t("mail.table.attempts"), align: "end", cell: (mail) => number.format(mail.attempts) },
          {
            header: t("mail.table.queued"),
            cell: (mail) => <span className="whitespace-nowrap">{formatDateTime(mail.createdAt)}</span>,
          },
          { header: t("mail.table.delivery"), cell: (mail) => <DeliveryTime mail={mail} /> },
          {
            header: t("mail.table.lastError"),
            cell: (mail) => <span className="line-clamp-2 max-w-xs break-words">{mail.lastError ?? ""}</span>,
          },
        ]}
      />
      <Pager newer={newer} older={older} />
    </>
  );
}
