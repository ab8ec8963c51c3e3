import { Form } from "react-router";
import { CheckboxField } from "#app/components/account/checkbox-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { SubmitButton } from "./submit-button.tsx";

/** Offered after a deactivated account tried to log in: its password and a confirmation activate it (SPEC §4). */
export function ActivateAccountForm({
  action,
  email,
  error,
}: {
  action: string;
  email: string | undefined;
  error: FieldErrorText;
}) {
  const { t } = useShop();
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="mt-8 flex flex-col gap-4 rounded-lg border border-neutral-200 p-6"
      aria-labelledby="activate-title"
    >
      <h2 id="activate-title" className="text-xl font-semibold">
        {t("activate.title")}
      </h2>
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="email" value={email} />
      <TextField label={t("login.password")} name="password" type="password" autoComplete="current-password" required />
      <CheckboxField label={t("activate.confirm")} name="confirmed" error={error("confirmed")} />
      <SubmitButton>{t("activate.submit")}</SubmitButton>
    </Form>
  );
}
