import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { problem } from "#commerce/error-codes.ts";
import { credentialsInput } from "#commerce/modules/accounts/browser.ts";
import { fieldProblems } from "#commerce/validation.ts";
import { AdminSignInFrame } from "#app/components/admin/admin-shell.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { messageOfProblem } from "#app/i18n/error-messages.ts";
import { fieldMessages } from "#app/i18n/form-problem.ts";
import type { Route } from "./+types/login.ts";
import { returnPathOf, staffContextOf } from "./require-staff.server.ts";

/** Notices another page sends here with `?done=`. */
const notices = { "signed-out": "shell.login.signedOut", "password-set": "shell.login.passwordSet" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await staffContextOf(context).session();
  if (session?.pending === "second_factor")
    throw redirect(adminHref(`/login/two-factor?returnTo=${encodeURIComponent(returnPathOf(request))}`));
  if (session) throw redirect(returnPathOf(request));
  return null;
}

/** Checks the credentials, opens a session and goes on to the code step or back to the page asked for. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const credentials = credentialsInput.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!credentials.success)
    return data<AdminFormOutcome>(
      { intent: "login", fields: fieldMessages(fieldProblems(credentials.error)) },
      { status: 400 },
    );
  const result = await context.commerce.staff.signIn({ ...credentials.data, clientAddress: context.clientAddress });
  if (!result.ok)
    return data<AdminFormOutcome>(
      { intent: "login", fields: {}, formError: messageOfProblem(problem(result.reason)) },
      { status: result.reason === "too_many_attempts" ? 429 : 400 },
    );
  staffContextOf(context).keepSession(result.sessionToken);
  const returnTo = returnPathOf(request);
  return redirect(
    result.needsSecondFactor ? adminHref(`/login/two-factor?returnTo=${encodeURIComponent(returnTo)}`) : returnTo,
  );
}

export default function AdminLogin() {
  const { t } = useAdmin();
  const outcome = useActionData<typeof action>();
  const { notice, fieldError } = useFormOutcome(outcome, "login");
  const [searchParams] = useSearchParams();
  const done = searchParams.get("done");
  return (
    <AdminSignInFrame>
      <PageHeader title={t("shell.login.title")} />
      {done && done in notices ? (
        <FormNotice tone="success">{t(notices[done as keyof typeof notices])}</FormNotice>
      ) : null}
      {notice}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <InputField
          label={t("shell.login.email")}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fieldError("email")}
        />
        <InputField
          label={t("shell.login.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError("password")}
        />
        <SubmitButton>{t("shell.login.submit")}</SubmitButton>
      </Form>
      <Link to={adminHref("/password-reset")} className="text-sm underline">
        {t("shell.login.forgot")}
      </Link>
    </AdminSignInFrame>
  );
}
