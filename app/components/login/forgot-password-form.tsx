import { Form } from "react-router";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** Asking for a password-reset mail, under the page's heading; once asked, a note replaces the form. */
export function ForgotPasswordForm({
  action,
  email,
  sent,
  error,
}: {
  action: string;
  email: string | undefined;
  sent: boolean;
  error: FieldErrorText;
}) {
  const { t } = useShop();
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("forgot.title")}</h1>
      <p className="mt-2 text-neutral-700">{t("forgot.intro")}</p>
      {sent ? (
        <p role="status" className="mt-6 rounded bg-brand-100 px-3 py-2">
          {t("forgot.sent")}
        </p>
      ) : (
        <Form method="post" action={action} noValidate className="mt-6 flex flex-col gap-4">
          <input type="hidden" name="intent" value="forgot" />
          <EmailField defaultValue={email} error={error("email")} />
          <SubmitButton>{t("forgot.submit")}</SubmitButton>
        </Form>
      )}
    </>
  );
}
