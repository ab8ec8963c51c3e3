import { data, Form, useActionData } from "react-router";
import { emailField } from "#commerce/validation.ts";
import { AdminSignInFrame } from "#app/components/admin/admin-shell.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { fieldMessages } from "#app/i18n/form-problem.ts";
import { fieldProblems } from "#commerce/validation.ts";
import type { Route } from "./+types/password-reset.ts";
import { formDone } from "./form-outcome.server.ts";

/**
 * Asks for a reset link. The answer is the same for any address, and comes before the work is done
 * (the engine's `delivered` is not awaited), so neither words nor timing tell who is on the staff.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = emailField.safeParse(String(form.get("email") ?? ""));
  if (!email.success)
    return data<AdminFormOutcome>(
      { intent: "reset", fields: fieldMessages(fieldProblems(email.error, "email")) },
      { status: 400 },
    );
  const { delivered } = context.commerce.staff.requestPasswordReset({
    email: email.data,
    clientAddress: context.clientAddress,
    resetUrl: `${context.publicOrigin}${adminHref("/password-reset/new")}`,
  });
  delivered.catch(context.logError);
  return formDone("reset", "shell.reset.sent");
}

export default function PasswordResetPage() {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(useActionData<typeof action>(), "reset");
  return (
    <AdminSignInFrame>
      <PageHeader title={t("shell.reset.title")} description={t("shell.reset.intro")} />
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
        <SubmitButton>{t("shell.reset.submit")}</SubmitButton>
      </Form>
    </AdminSignInFrame>
  );
}
