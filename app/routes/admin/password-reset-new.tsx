import { Form, redirect, useActionData } from "react-router";
import { AdminSignInFrame } from "#app/components/admin/admin-shell.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { NewPasswordField } from "#app/components/admin/form-fields.tsx";
import { useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/password-reset-new.ts";
import { formRefused } from "./form-outcome.server.ts";

/** A new password with the mailed link (once, within the hour); every session of the member ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await context.commerce.staff.resetPassword({
      token: new URL(request.url).searchParams.get("token") ?? "",
      password: String(form.get("password") ?? ""),
    });
  } catch (error) {
    return formRefused("reset", error);
  }
  return redirect(adminHref("/login?done=password-set"));
}

export default function NewPasswordPage() {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(useActionData<typeof action>(), "reset");
  return (
    <AdminSignInFrame>
      <PageHeader title={t("shell.reset.chooseTitle")} />
      {notice}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <NewPasswordField error={fieldError("password")} />
        <SubmitButton>{t("shell.reset.chooseSubmit")}</SubmitButton>
      </Form>
    </AdminSignInFrame>
  );
}
