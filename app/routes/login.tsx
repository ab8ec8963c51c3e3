import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { credentialsInput } from "../../commerce/modules/accounts/index.ts";
import { TextField } from "../components/ui/text-field.tsx";
import type { ActionArgs, LoaderArgs } from "../context.ts";
import { safeReturnPath } from "../http/cookies.ts";
import { localeOfPath, localizePath } from "../i18n/locale-routing.ts";
import { createTranslator, type MessageKey, resolveMessages } from "../i18n/translate.ts";
import { fieldErrorKeys } from "../i18n/validation.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { readSecretCookie } from "../http/secret-cookies.ts";
import { serializeBasketCookie } from "../shop/basket.server.ts";
import { findCustomer, serializeSessionCookie } from "../shop/session.server.ts";
import { useShop } from "../shop/use-shop.ts";

const reasonMessages = {
  invalid_credentials: "errors.invalidCredentials",
  account_deactivated: "errors.accountDeactivated",
  too_many_attempts: "errors.tooManyAttempts",
} as const satisfies Record<string, MessageKey>;

function afterLoginPath(request: Request): string {
  const url = new URL(request.url);
  return safeReturnPath(url.searchParams.get("returnTo"), localizePath("/account", localeOfPath(url.pathname)));
}

export async function loader({ request, context }: LoaderArgs) {
  if (await findCustomer(request, context)) throw redirect(afterLoginPath(request));
  const locale = localeOfPath(new URL(request.url).pathname);
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale))("login.title")) };
}

export const meta = titleMeta;

export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const credentials = credentialsInput.safeParse({ email, password: String(form.get("password") ?? "") });
  if (!credentials.success) return data({ email, fields: fieldErrorKeys(credentials.error), formError: undefined }, { status: 400 });

  const result = await context.commerce.accounts.logIn({ ...credentials.data, clientAddress: context.clientAddress });
  if (!result.ok) {
    const status = result.reason === "too_many_attempts" ? 429 : 400;
    return data({ email, fields: {} as Record<string, MessageKey>, formError: reasonMessages[result.reason] as MessageKey }, { status });
  }
  const headers = new Headers({ "Set-Cookie": serializeSessionCookie(request, result.sessionToken) });
  // The guest's bag becomes the customer's, merged into the bag they saved earlier.
  const basketId = await context.commerce.basket.claimBasket(readSecretCookie(request, "basket"), result.customer.id);
  if (basketId) headers.append("Set-Cookie", serializeBasketCookie(request, basketId));
  return redirect(afterLoginPath(request), { headers });
}

export default function LoginPage() {
  const { t } = useShop();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const fieldError = (field: "email" | "password") => {
    const key = result?.fields[field];
    return key ? t(key) : undefined;
  };
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-semibold">{t("login.title")}</h1>
      <p className="mt-2 text-neutral-700">{t("login.intro")}</p>
      <Form method="post" action={`?${searchParams.toString()}`} noValidate className="mt-6 flex flex-col gap-4">
        {result?.formError ? (
          <p role="alert" className="rounded border border-sale bg-red-50 px-3 py-2 text-sale">
            {t(result.formError)}
          </p>
        ) : null}
        <TextField label={t("login.email")} name="email" type="email" autoComplete="email" defaultValue={result?.email} error={fieldError("email")} required />
        <TextField label={t("login.password")} name="password" type="password" autoComplete="current-password" error={fieldError("password")} required />
        <button type="submit" disabled={navigation.state === "submitting"} className="rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {t("login.submit")}
        </button>
      </Form>
    </main>
  );
}
