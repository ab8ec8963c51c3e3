import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import { TextField } from "../components/ui/text-field.tsx";
import type { Route } from "./+types/login-reset.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { formProblemOf } from "../i18n/form-problem.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";

/** The emailed link's page: a link already used or past its hour says so at once, before a password is typed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const expired = !(await context.commerce.accounts.isPasswordResetTokenUsable(token));
  return data(
    { title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("reset.title")), expired },
    { status: expired ? 403 : 200 },
  );
}

export const meta: Route.MetaFunction = titleMeta;

/** A new password with the link's token; then back to log in. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = context.shopper.locale;
  try {
    await context.commerce.accounts.resetPassword({
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
    });
  } catch (error) {
    // The link may have been spent since the page was shown (in another tab, say): the page then says
    // so as it would have on arrival. A weak password is the password field's problem.
    const expired = isDomainError(error) && error.code === "token_expired";
    return data({ fields: formProblemOf(error).fields, expired }, { status: expired ? 403 : 400 });
  }
  throw redirect(`${localizePath("/login", locale)}?reset=done`);
}

/** SPEC §8 'Token Expired', and the way to a new link (no word about the account it was for). */
function ExpiredLink() {
  const { t, href } = useShop();
  return (
    <div className="mt-4 flex flex-col items-start gap-4">
      <div role="alert" className="rounded border border-sale bg-red-50 px-3 py-2">
        <p className="font-medium text-sale">{t("errors.tokenExpired")}</p>
        <p className="mt-1 text-neutral-800">{t("reset.expiredText")}</p>
      </div>
      <Link
        to={`${href("/login")}?view=forgot`}
        className="rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {t("reset.askAgain")}
      </Link>
    </div>
  );
}

export default function ResetPasswordPage() {
  const { t } = useShop();
  const { expired } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const passwordError = outcome?.fields.password;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-semibold">{t("reset.title")}</h1>
      {(outcome?.expired ?? expired) ? (
        <ExpiredLink />
      ) : (
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
      )}
    </main>
  );
}
