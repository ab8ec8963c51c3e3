import { Form, redirect, useActionData, useLoaderData } from "react-router";
import { AdminSignInFrame } from "#app/components/admin/admin-shell.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink, SubmitButton } from "#app/components/admin/buttons.tsx";
import { NewPasswordField } from "#app/components/admin/form-fields.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/invite.ts";
import { formRefused } from "./form-outcome.server.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The invite's link: whom it is for, or that it is spent. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { invitee: (await context.commerce.staff.describeInvite(tokenOf(request))) ?? null };
}

/** Chooses the password; then the member signs in with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await context.commerce.staff.acceptInvite({
      token: tokenOf(request),
      password: String(form.get("password") ?? ""),
    });
  } catch (error) {
    return formRefused("invite", error);
  }
  return redirect(adminHref("/login?done=password-set"));
}

export default function InvitePage() {
  const { invitee } = useLoaderData<typeof loader>();
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(useActionData<typeof action>(), "invite");
  return (
    <AdminSignInFrame>
      <PageHeader title={t("shell.invite.title")} />
      {invitee ? (
        <>
          <p>{t("shell.invite.intro", { name: invitee.name, email: invitee.email })}</p>
          {notice}
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="username" value={invitee.email} autoComplete="username" />
            <NewPasswordField error={fieldError("password")} />
            <SubmitButton>{t("shell.invite.submit")}</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <FormNotice tone="error">{t("shell.invite.expired")}</FormNotice>
          <ButtonLink to={adminHref("/login")}>{t("shell.login.submit")}</ButtonLink>
        </>
      )}
    </AdminSignInFrame>
  );
}
