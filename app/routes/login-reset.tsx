import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import { TextField } from "../components/ui/text-field.tsx";
import type { Route } from "./+types/login-reset.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { formProblemOf } from "../i18n/form-problem.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";

export function loader({ context }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale))("reset.title")) };
}

export const meta: Route.MetaFunction = titleMeta;

/** The emailed link's page: a new password with the link's token; then back to log in. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = context.shopper.locale;
  try {
    await context.commerce.accounts.resetPassword({
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
    });
  } catch (error) {
    const { fields, formError } = formProblemOf(error);
    // An expired link is the whole form's problem; a weak password is the password field's.
    const expired = isDomainError(error) && error.code === "token_expired";
    return data({ fields, formError: expired ? formError : undefined }, { status: expired ? 403 : 400 });
  }
  throw redirect(`${localizePath("/login", locale)}?reset=done`);
}

export default function ResetPasswordPage() {
  const { t } = useShop();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const passwordError = outcome?.fields.password;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-semibold">{t("reset.title")}</h1>
      {outcome?.formError ? (
        <p role="alert" className="mt-4 rounded border border-sale bg-red-50 px-3 py-2 text-sale">
          {t(outcome.formError.key, outcome.formError.params)}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <TextField
          label={t("reset.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={passwordError ? t(passwordError.key, passwordError.params) : undefined}
        />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t("reset.submit")}
        </button>
      </Form>
    </main>
  );
}
