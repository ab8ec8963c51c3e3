import { Form, Link, data, useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink, SubmitButton } from "#app/components/admin/buttons.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import { isShopLocale } from "#commerce/locale.ts";
import type { MailDetail } from "#commerce/modules/mail/index.ts";
import { idText } from "#commerce/validation.ts";
import type { Route } from "./+types/detail.ts";
import { formDone, formRefused } from "../form-outcome.server.ts";
import { asStaff, requireStaff } from "../require-staff.server.ts";
import { MailStatusBadge, useMailKind } from "./mail-labels.tsx";
import { MailPreview } from "./mail-preview.tsx";

/** The mail a back-office URL names; anything but an id names none (404). */
function mailIdOf(params: { mailId?: string }): number {
  const parsed = idText.safeParse(params.mailId ?? "");
  if (!parsed.success) throw data({ status: 404 }, { status: 404 });
  return parsed.data;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = mailIdOf(params);
  return asStaff(context, (actor) => context.commerce.mail.getMail(actor, id));
}

/** The one form here: send a copy again (the engine checks `mail.send` and audits it). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = mailIdOf(params);
  const actor = await requireStaff(context);
  if ((await request.formData()).get("intent") !== "resend") throw new Response("intent: unknown", { status: 400 });
  try {
    const copy = await context.commerce.mail.resendMail(actor, id);
    return formDone("resend", "mail.resend.done", { copyId: copy.id });
  } catch (error) {
    return formRefused("resend", error);
  }
}

/** Recipient, kind, language, and how delivery has gone so far. */
function DeliveryFacts({ mail }: { mail: MailDetail }) {
  const { t, formatDateTime, locale } = useAdmin();
  const kindOf = useMailKind();
  const number = new Intl.NumberFormat(locale);
  const facts: [string, React.ReactNode][] = [
    [t("mail.detail.status"), <MailStatusBadge status={mail.status} />],
    [t("mail.detail.recipient"), mail.recipient],
    [t("mail.detail.kind"), kindOf(mail.template)],
    [t("mail.detail.language"), isShopLocale(mail.locale) ? t(`shell.locale.${mail.locale}`) : mail.locale],
    [t("mail.detail.queued"), formatDateTime(mail.createdAt)],
    [t("mail.detail.attempts"), number.format(mail.attempts)],
  ];
  if (mail.status === "pending") facts.push([t("mail.detail.nextAttempt"), formatDateTime(mail.nextAttemptAt)]);
  if (mail.sentAt) facts.push([t("mail.detail.sent"), formatDateTime(mail.sentAt)]);
  if (mail.failedAt) facts.push([t("mail.detail.failed"), formatDateTime(mail.failedAt)]);
  if (mail.lastError) facts.push([t("mail.detail.lastError"), <code className="text-xs">{mail.lastError}</code>]);
  if (mail.orderId)
    facts.push([
      t("mail.detail.order"),
      <Link to={adminHref(`/orders/${mail.orderId}`)} className="text-brand-700 underline underline-offset-2">
        {t("mail.detail.openOrder")}
      </Link>,
    ]);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-neutral-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sending a copy again, for members whose role may (`mail.send`); after it, a link to the copy. */
function ResendPanel({ outcome }: { outcome: AdminFormOutcome | undefined }) {
  const { t } = useAdmin();
  const { notice } = useFormOutcome(outcome, "resend");
  const copyId = outcome?.done?.params?.copyId;
  return (
    <Panel title={t("mail.resend")} description={t("mail.resend.hint")}>
      {notice}
      {copyId ? (
        <Link to={adminHref(`/mail/${copyId}`)} className="text-sm text-brand-700 underline underline-offset-2">
          {t("mail.resend.open")}
        </Link>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <SubmitButton>{t("mail.resend")}</SubmitButton>
      </Form>
    </Panel>
  );
}

export default function MailPage() {
  const mail = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const member = useStaffMember();
  return (
    <>
      <PageHeader
        title={mail.subject}
        description={mail.recipient}
        actions={<ButtonLink to={adminHref("/mail")}>← {t("mail.back")}</ButtonLink>}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          {mail.withheld ? (
            <Panel title={t("mail.withheld.title")}>
              <p className="text-sm text-neutral-700">{t("mail.withheld.hint")}</p>
            </Panel>
          ) : (
            <MailPreview subject={mail.subject} html={mail.htmlBody} text={mail.textBody} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t("mail.delivery")}>
            <DeliveryFacts mail={mail} />
          </Panel>
          {member?.can("mail.send") ? <ResendPanel outcome={outcome} /> : null}
        </div>
      </div>
    </>
  );
}
