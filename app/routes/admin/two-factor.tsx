import { Form, redirect, useActionData } from "react-router";
import { AdminSignInFrame } from "#app/components/admin/admin-shell.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/two-factor.ts";
import { formRefused } from "./form-outcome.server.ts";
import { returnPathOf, staffContextOf } from "./require-staff.server.ts";

/** Only a session waiting for its second factor has anything to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await staffContextOf(context).session();
  if (!session) throw redirect(adminHref("/login"));
  if (session.pending !== "second_factor") throw redirect(returnPathOf(request));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContextOf(context);
  if (!staff.sessionToken) throw redirect(adminHref("/login"));
  const form = await request.formData();
  try {
    await context.commerce.staff.verifySecondFactor(staff.sessionToken, String(form.get("code") ?? ""));
  } catch (error) {
    return formRefused("code", error);
  }
  return redirect(returnPathOf(request));
}

export default function AdminTwoFactor() {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(useActionData<typeof action>(), "code");
  return (
    <AdminSignInFrame>
      <PageHeader title={t("shell.twoFactor.title")} description={t("shell.twoFactor.intro")} />
      {notice}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <InputField
          label={t("shell.twoFactor.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          required
          error={fieldError("code")}
        />
        <SubmitButton>{t("shell.twoFactor.submit")}</SubmitButton>
      </Form>
      <Form method="post" action={adminHref("/logout")}>
        <button type="submit" className="text-sm underline">
          {t("shell.twoFactor.cancel")}
        </button>
      </Form>
    </AdminSignInFrame>
  );
}
