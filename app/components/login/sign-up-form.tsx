import { Form } from "react-router";
import { CheckboxField } from "#app/components/account/checkbox-field.tsx";
import { PolicyLink } from "#app/components/content/policy-link.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** Creating an account: email, password, name, the required consents and the newsletter, under the page's heading. */
export function SignUpForm({
  action,
  values,
  error,
}: {
  action: string;
  values: Partial<Record<"email" | "firstName" | "lastName", string>>;
  error: FieldErrorText;
}) {
  const { t } = useShop();
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("signup.title")}</h1>
      <p className="mt-2 text-neutral-700">{t("signup.intro")}</p>
      <Form method="post" action={action} noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="intent" value="signup" />
        <EmailField defaultValue={values.email} error={error("email")} />
        <TextField
          label={t("signup.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          error={error("password")}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("signup.firstName")}
            name="firstName"
            autoComplete="given-name"
            defaultValue={values.firstName}
            error={error("firstName")}
            required
          />
          <TextField
            label={t("signup.lastName")}
            name="lastName"
            autoComplete="family-name"
            defaultValue={values.lastName}
            error={error("lastName")}
            required
          />
        </div>
        <CheckboxField
          label={t("signup.acceptDataProtection")}
          name="acceptDataProtection"
          required
          error={error("acceptDataProtection")}
        >
          <PolicyLink page="privacy">{t("signup.readPrivacy")}</PolicyLink>
        </CheckboxField>
        <CheckboxField label={t("signup.acceptTerms")} name="acceptTerms" required error={error("acceptTerms")}>
          <PolicyLink page="terms">{t("signup.readTerms")}</PolicyLink>
        </CheckboxField>
        <CheckboxField label={t("signup.newsletter")} name="newsletter" />
        <SubmitButton>{t("signup.submit")}</SubmitButton>
      </Form>
    </>
  );
}
