import { Form } from "react-router";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** Logging in with email and password, under the page's heading. */
export function LogInForm({
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
    <>
      <h1 className="text-3xl font-semibold">{t("login.title")}</h1>
      <p className="mt-2 text-neutral-700">{t("login.intro")}</p>
      <Form method="post" action={action} noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="intent" value="login" />
        <EmailField defaultValue={email} error={error("email")} />
        <TextField
          label={t("login.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          error={error("password")}
          required
        />
        <SubmitButton>{t("login.submit")}</SubmitButton>
      </Form>
    </>
  );
}
