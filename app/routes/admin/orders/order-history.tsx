import { Form, Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { TextAreaField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import type { OrderFormOutcome } from "#app/components/admin/orders/order-outcome.tsx";
import { useOrderFields } from "#app/components/admin/orders/order-outcome.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import type { MailSummary } from "#commerce/modules/mail/index.ts";
import type { StaffOrderDetail } from "#commerce/modules/orders/index.ts";
import { MailStatusBadge, useMailKind } from "../mail/mail-labels.tsx";

/** Who did something to the order: a staff member by name, else the shopper, the payment or the shop itself. */
function useActorName(order: StaffOrderDetail) {
  const { t } = useAdmin();
  return (staffId: number | null) =>
    staffId === null ? t("orders.timeline.notStaff") : (order.staffNames[staffId] ?? t("orders.timeline.formerStaff"));
}

/** The order's status changes, oldest first: from and to, who moved it, when, and why when a reason was given. */
export function TimelinePanel({ order }: { order: StaffOrderDetail }) {
  const { t, formatDateTime } = useAdmin();
  const actorName = useActorName(order);
  return (
    <Panel title={t("orders.timeline.title")}>
      <ol className="flex flex-col gap-3 border-l-2 border-neutral-200 pl-4">
        {order.timeline.map((step, index) => (
          <li key={index} className="flex flex-col gap-0.5 text-sm">
            <span className="font-medium">
              {step.fromStatus
                ? t("orders.timeline.moved", {
                    from: t(`orders.status.${step.fromStatus}`),
                    to: t(`orders.status.${step.toStatus}`),
                  })
                : t("orders.timeline.created", { to: t(`orders.status.${step.toStatus}`) })}
            </span>
            <span className="text-neutral-600">
              {formatDateTime(step.changedAt)} · {actorName(step.staffId)}
            </span>
            {step.note ? <span className="text-neutral-800">“{step.note}”</span> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** Internal notes, oldest first, and (for a role that may write them) a form to add one. */
export function NotesPanel({ order, outcome }: { order: StaffOrderDetail; outcome: OrderFormOutcome | undefined }) {
  const { t, formatDateTime } = useAdmin();
  const actorName = useActorName(order);
  const canNote = (useStaffMember()?.can("orders.note") ?? false) && order.allowedActions.includes("note");
  const { fixNotice, fieldError } = useOrderFields(outcome, "note", order.currencyCode);
  return (
    <Panel title={t("orders.notes.title")} description={t("orders.notes.description")}>
      {order.notes.length ? (
        <ul className="flex flex-col gap-3">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded border border-neutral-200 bg-neutral-50 p-3 text-sm">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-xs text-neutral-600">
                {actorName(note.staffId)} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-neutral-600">{t("orders.notes.none")}</p>
      )}
      {canNote ? (
        // Keyed by the count, so the text area empties once the note is saved.
        <Form key={order.notes.length} method="post" noValidate className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="note" />
          {fixNotice}
          <TextAreaField
            label={t("orders.notes.new")}
            name="body"
            rows={3}
            maxLength={4000}
            required
            error={fieldError("body")}
          />
          <div>
            <SubmitButton variant="secondary">{t("orders.notes.add")}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </Panel>
  );
}

/** The mails sent about the order, newest first, each linking to its page in the outbox (for a role that may read mail). */
export function MailsPanel({ order }: { order: StaffOrderDetail }) {
  const { t, formatDateTime } = useAdmin();
  const kindOf = useMailKind();
  const canReadMail = useStaffMember()?.can("mail.read") ?? false;
  return (
    <Panel title={t("orders.mails.title")}>
      <DataTable<MailSummary>
        caption={t("orders.mails.title")}
        captionHidden
        rows={order.mails}
        rowKey={(mail) => mail.id}
        empty={t("orders.mails.none")}
        columns={[
          {
            header: t("orders.mails.kind"),
            rowHeader: true,
            cell: (mail) =>
              canReadMail ? (
                <Link to={adminHref(`/mail/${mail.id}`)} className="text-brand-700 underline underline-offset-2">
                  {kindOf(mail.template)}
                </Link>
              ) : (
                kindOf(mail.template)
              ),
          },
          {
            header: t("orders.mails.recipient"),
            cell: (mail) => <span className="whitespace-nowrap">{mail.recipient}</span>,
          },
          { header: t("orders.mails.status"), cell: (mail) => <MailStatusBadge status={mail.status} /> },
          {
            header: t("orders.mails.queued"),
            cell: (mail) => <span className="whitespace-nowrap">{formatDateTime(mail.createdAt)}</span>,
          },
        ]}
      />
    </Panel>
  );
}
