import { Form, useActionData, useLoaderData } from "react-router";
import { shopLocales } from "#commerce/locale.ts";
import { rolePermissions, type StaffRole } from "#commerce/modules/access/browser.ts";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/staff.ts";
import { formRefused } from "../form-outcome.server.ts";
import { asStaff, requireStaff, staffContextOf } from "../require-staff.server.ts";
import { isStaffIntent, staffIntents } from "./staff-intents.server.ts";

const roles = Object.keys(rolePermissions) as StaffRole[];

/** Everyone on the staff; owners only (the engine refuses anyone else with 403). */
export async function loader({ context }: Route.LoaderArgs) {
  return asStaff(context, async (actor) => ({
    members: await context.commerce.staff.listMembers(actor),
    selfId: actor.id,
  }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!isStaffIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  try {
    return await staffIntents[intent]({
      commerce: context.commerce,
      actor,
      locale: await staffContextOf(context).locale(),
      acceptUrl: `${context.publicOrigin}${adminHref("/invite")}`,
      form,
    });
  } catch (error) {
    return formRefused(intent, error);
  }
}

export default function StaffPage() {
  const { members, selfId } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const invite = useFormOutcome(outcome, "invite");
  // A row's forms (role, deactivate, reactivate, resend) answer above the table.
  const rowOutcome = useFormOutcome(outcome?.intent === "invite" ? undefined : outcome, outcome?.intent ?? "");
  const roleOptions = roles.map((role) => ({ value: role, label: t(`shell.role.${role}`) }));
  return (
    <>
      <PageHeader title={t("shell.staff.title")} description={t("shell.staff.rolesExplained")} />
      {rowOutcome.notice}
      <DataTable
        caption={t("shell.staff.members")}
        rows={members}
        rowKey={(member) => member.id}
        columns={[
          {
            header: t("shell.staff.name"),
            rowHeader: true,
            cell: (member) => `${member.name}${member.id === selfId ? ` ${t("shell.staff.you")}` : ""}`,
          },
          { header: t("shell.staff.email"), cell: (member) => member.email },
          {
            header: t("shell.staff.role"),
            cell: (member) => (
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="staffId" value={member.id} />
                <label className="sr-only" htmlFor={`role-${member.id}`}>
                  {t("shell.staff.roleOf", { name: member.name })}
                </label>
                <select
                  id={`role-${member.id}`}
                  name="role"
                  defaultValue={member.role}
                  className="rounded border border-neutral-300 bg-white px-2 py-1 text-sm"
                >
                  {roleOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <SubmitButton
                  variant="secondary"
                  size="sm"
                  aria-label={`${t("shell.staff.changeRole")}: ${member.name}`}
                >
                  {t("shell.staff.changeRole")}
                </SubmitButton>
              </Form>
            ),
          },
          {
            header: t("shell.staff.status"),
            cell: (member) =>
              member.deactivated ? (
                <StatusBadge tone="danger">{t("shell.staff.deactivated")}</StatusBadge>
              ) : member.invitePending ? (
                <StatusBadge tone="warning">{t("shell.staff.invited")}</StatusBadge>
              ) : (
                <StatusBadge tone="success">{t("shell.staff.active")}</StatusBadge>
              ),
          },
          {
            header: t("shell.staff.twoFactor"),
            cell: (member) => (member.twoFactorEnabled ? t("shell.staff.on") : t("shell.staff.off")),
          },
          {
            header: t("shell.staff.actions"),
            cell: (member) => (
              <div className="flex flex-wrap gap-2">
                {member.invitePending && !member.deactivated ? (
                  <MemberAction
                    intent="resend"
                    staffId={member.id}
                    label={t("shell.staff.resendInvite")}
                    name={member.name}
                  />
                ) : null}
                {member.deactivated ? (
                  <MemberAction
                    intent="reactivate"
                    staffId={member.id}
                    label={t("shell.staff.reactivate")}
                    name={member.name}
                  />
                ) : (
                  <MemberAction
                    intent="deactivate"
                    staffId={member.id}
                    label={t("shell.staff.deactivate")}
                    name={member.name}
                    danger
                  />
                )}
              </div>
            ),
          },
        ]}
      />
      <Panel title={t("shell.staff.invite")}>
        {invite.notice}
        <Form
          method="post"
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          // A new, empty form once an invite is sent.
          key={outcome?.intent === "invite" && outcome.done ? `sent ${outcome.done.params?.email}` : "invite"}
        >
          <input type="hidden" name="intent" value="invite" />
          <InputField
            label={t("shell.staff.name")}
            name="name"
            autoComplete="off"
            required
            error={invite.fieldError("name")}
          />
          <InputField
            label={t("shell.staff.email")}
            name="email"
            type="email"
            autoComplete="off"
            required
            error={invite.fieldError("email")}
          />
          <SelectField
            label={t("shell.staff.role")}
            name="role"
            defaultValue="support"
            options={roleOptions}
            error={invite.fieldError("role")}
          />
          <SelectField
            label={t("shell.staff.inviteLanguage")}
            name="locale"
            defaultValue="sv-SE"
            options={shopLocales.map((locale) => ({ value: locale, label: t(`shell.locale.${locale}`) }))}
          />
          <div className="sm:col-span-2">
            <SubmitButton>{t("shell.staff.inviteSubmit")}</SubmitButton>
          </div>
        </Form>
      </Panel>
    </>
  );
}

/** One row's button, naming the member for screen readers (every row has the same visible label). */
function MemberAction({
  intent,
  staffId,
  label,
  name,
  danger = false,
}: {
  intent: string;
  staffId: number;
  label: string;
  name: string;
  danger?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="staffId" value={staffId} />
      <SubmitButton variant={danger ? "danger" : "secondary"} size="sm" aria-label={`${label}: ${name}`}>
        {label}
      </SubmitButton>
    </Form>
  );
}
