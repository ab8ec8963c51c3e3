import { Form, redirect, useActionData, useLoaderData } from "react-router";
import { shopLocales } from "#commerce/locale.ts";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField, NewPasswordField, SelectField } from "#app/components/admin/form-fields.tsx";
import { FormNotice, Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/account.ts";
import { formRefused } from "../form-outcome.server.ts";
import { requireStaffSession, staffContextOf } from "../require-staff.server.ts";
import { accountIntents, isAccountIntent } from "./account-intents.server.ts";

/** The member's own account; also the one page an owner reaches while the shop requires them to set up two-factor sign-in. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await requireStaffSession(context, { twoFactorSetupPage: true });
  const { shopName } = await context.commerce.settings.readBranding();
  const account = await context.commerce.staff.readOwnAccount(session.actor, shopName);
  return { ...account, mustSetUpTwoFactor: session.pending === "two_factor_setup" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaffSession(context, { twoFactorSetupPage: true });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!isAccountIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  try {
    const outcome = await accountIntents[intent]({
      commerce: context.commerce,
      actor: session.actor,
      sessionToken: staffContextOf(context).sessionToken ?? "",
      form,
    });
    // Setting up two-factor sign-in was all that stood between a required owner and the rest.
    if (intent === "two-factor-confirm" && session.pending === "two_factor_setup") return redirect(adminHref("/"));
    return outcome;
  } catch (error) {
    return formRefused(intent, error);
  }
}

export default function AccountPage() {
  const { member, pendingTwoFactor, mustSetUpTwoFactor } = useLoaderData<typeof loader>();
  const formOutcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const password = useFormOutcome(formOutcome, "password");
  const language = useFormOutcome(formOutcome, "language");
  const start = useFormOutcome(formOutcome, "two-factor-start");
  const confirm = useFormOutcome(formOutcome, "two-factor-confirm");
  const disable = useFormOutcome(formOutcome, "two-factor-disable");
  return (
    <>
      <PageHeader
        title={t("shell.account.title")}
        description={`${member.name} · ${member.email} · ${t(`shell.role.${member.role}`)}`}
      />
      {mustSetUpTwoFactor ? <FormNotice tone="error">{t("shell.account.twoFactorRequired")}</FormNotice> : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("shell.account.twoFactor")}>
          {start.notice}
          {confirm.notice}
          {disable.notice}
          {member.twoFactorEnabled ? (
            <Form method="post" noValidate className="flex flex-col gap-4">
              <p className="text-sm">{t("shell.account.twoFactorOn")}</p>
              <input type="hidden" name="intent" value="two-factor-disable" />
              <InputField
                label={t("shell.twoFactor.code")}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                required
                error={disable.fieldError("code")}
              />
              <SubmitButton variant="danger">{t("shell.account.twoFactorDisable")}</SubmitButton>
            </Form>
          ) : pendingTwoFactor ? (
            <Form method="post" noValidate className="flex flex-col gap-4">
              <p className="text-sm">{t("shell.account.twoFactorScan")}</p>
              <dl className="flex flex-col gap-1 text-sm">
                <dt className="font-medium">{t("shell.account.twoFactorKey")}</dt>
                <dd>
                  <code className="rounded bg-neutral-100 px-2 py-1 break-all">
                    {pendingTwoFactor.secret.replace(/(.{4})/g, "$1 ").trim()}
                  </code>
                </dd>
              </dl>
              <a href={pendingTwoFactor.uri} className="self-start text-sm underline">
                {t("shell.account.twoFactorLink")}
              </a>
              <input type="hidden" name="intent" value="two-factor-confirm" />
              <InputField
                label={t("shell.twoFactor.code")}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                required
                error={confirm.fieldError("code")}
              />
              <SubmitButton>{t("shell.account.twoFactorConfirm")}</SubmitButton>
            </Form>
          ) : (
            <Form method="post" className="flex flex-col gap-4">
              <p className="text-sm">{t("shell.account.twoFactorOff")}</p>
              <input type="hidden" name="intent" value="two-factor-start" />
              <SubmitButton>{t("shell.account.twoFactorStart")}</SubmitButton>
            </Form>
          )}
        </Panel>
        <Panel title={t("shell.account.changePassword")}>
          {password.notice}
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="username" value={member.email} autoComplete="username" />
            <InputField
              label={t("shell.account.currentPassword")}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              error={password.fieldError("currentPassword")}
            />
            <NewPasswordField name="newPassword" error={password.fieldError("newPassword")} />
            <SubmitButton>{t("shell.account.changePassword")}</SubmitButton>
          </Form>
        </Panel>
        <Panel title={t("shell.account.language")}>
          {language.notice}
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="language" />
            <SelectField
              label={t("shell.language")}
              name="locale"
              defaultValue={member.locale}
              options={shopLocales.map((locale) => ({ value: locale, label: t(`shell.locale.${locale}`) }))}
            />
            <SubmitButton>{t("shell.save")}</SubmitButton>
          </Form>
        </Panel>
      </div>
    </>
  );
}
