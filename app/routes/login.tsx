import { data, redirect, useActionData, useSearchParams } from "react-router";
import { problem } from "#commerce/error-codes.ts";
import { credentialsInput } from "#commerce/modules/accounts/browser.ts";
import { fieldProblems } from "#commerce/validation.ts";
import { ActivateAccountForm } from "../components/login/activate-account-form.tsx";
import { ForgotPasswordForm } from "../components/login/forgot-password-form.tsx";
import { LogInForm } from "../components/login/log-in-form.tsx";
import { LoginTabs, type LoginView, requestedLoginView } from "../components/login/login-tabs.tsx";
import { SignUpForm } from "../components/login/sign-up-form.tsx";
import type { Route } from "./+types/login.ts";
import { safeLocalPath } from "../http/safe-local-path.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { messageOfProblem, type LocalMessage } from "../i18n/error-messages.ts";
import { fieldMessages, formProblemOf, formStatusOf } from "../i18n/form-problem.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { serializeSessionCookie } from "../shop/session.server.ts";
import { useFieldError } from "../shop/use-field-error.ts";
import { useShop } from "../shop/use-shop.ts";

function afterLoginPath(request: Request, locale: ShopLocale): string {
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  return safeLocalPath(returnTo, localizePath("/account", locale));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.shopper.customer()) throw redirect(afterLoginPath(request, context.shopper.locale));
  const locale = context.shopper.locale;
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("login.title")) };
}

export const meta: Route.MetaFunction = titleMeta;

interface Outcome {
  view: LoginView;
  values: Record<string, string>;
  fields: Record<string, LocalMessage>;
  formError?: LocalMessage | undefined;
  sent?: boolean;
  /** A deactivated account tried to log in: offer to activate it (SPEC §4). */
  activating?: boolean;
}

/** Logs in with a fresh session; the guest's bag becomes the customer's, merged into their saved one. */
async function logInAndReturn(
  request: Request,
  context: Route.ActionArgs["context"],
  email: string,
  password: string,
  values: Record<string, string>,
) {
  const credentials = credentialsInput.safeParse({ email, password });
  if (!credentials.success)
    return data<Outcome>(
      { view: "login", values, fields: fieldMessages(fieldProblems(credentials.error)) },
      { status: 400 },
    );
  const result = await context.commerce.logInShopper({
    ...credentials.data,
    clientAddress: context.clientAddress,
    guestBasketId: context.shopper.basketId,
  });
  if (!result.ok)
    return data<Outcome>(
      {
        view: "login",
        values,
        fields: {},
        formError: messageOfProblem(problem(result.reason)),
        activating: result.reason === "account_deactivated",
      },
      { status: result.reason === "too_many_attempts" ? 429 : 400 },
    );
  if (result.basketId) context.shopper.keepBasket(result.basketId);
  return redirect(afterLoginPath(request, context.shopper.locale), {
    headers: { "Set-Cookie": serializeSessionCookie(request, result.sessionToken) },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent");
  const locale = context.shopper.locale;
  const values = { email: text("email"), firstName: text("firstName"), lastName: text("lastName") };

  if (intent === "signup") {
    try {
      await context.commerce.signUpCustomer({
        email: text("email"),
        password: text("password"),
        firstName: text("firstName"),
        lastName: text("lastName"),
        acceptDataProtection: form.get("acceptDataProtection") === "on",
        acceptTerms: form.get("acceptTerms") === "on",
        newsletter: form.get("newsletter") === "on",
        locale,
        clientAddress: context.clientAddress,
        shopOrigin: context.publicOrigin,
      });
    } catch (error) {
      return data<Outcome>({ view: "signup", values, ...formProblemOf(error) }, { status: formStatusOf(error) });
    }
    return logInAndReturn(request, context, text("email"), text("password"), values);
  }

  if (intent === "activate") {
    try {
      await context.commerce.accounts.activate({
        email: text("email"),
        password: text("password"),
        confirmed: form.get("confirmed") === "on",
        clientAddress: context.clientAddress,
      });
    } catch (error) {
      return data<Outcome>({ view: "login", values, ...formProblemOf(error), activating: true }, { status: 400 });
    }
    return logInAndReturn(request, context, text("email"), text("password"), values);
  }

  if (intent === "forgot") {
    const email = credentialsInput.shape.email.safeParse(text("email"));
    if (!email.success)
      return data<Outcome>(
        { view: "forgot", values, fields: fieldMessages(fieldProblems(email.error, "email")) },
        { status: 400 },
      );
    // The shop's own origin, never the request's Host: a forged Host must not put another site into the mail.
    const resetUrl = new URL(localizePath("/login/reset", locale), context.publicOrigin).toString();
    // Answered without waiting for the work: a registered email takes longer over it, and the time would tell.
    const { delivered } = context.commerce.accounts.requestPasswordReset({
      email: email.data,
      locale,
      clientAddress: context.clientAddress,
      resetUrl,
    });
    delivered.catch((error: unknown) => context.log.warn("password reset request failed", { err: error }));
    return data<Outcome>({ view: "forgot", values, fields: {}, sent: true });
  }

  return logInAndReturn(request, context, text("email"), text("password"), values);
}

export default function LoginPage() {
  const { t } = useShop();
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  const [searchParams] = useSearchParams();
  const view = outcome?.view ?? requestedLoginView(searchParams.get("view"));
  const error = useFieldError(outcome?.fields);
  const formAction = `?${searchParams.toString()}`;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <LoginTabs view={view} />
      {outcome?.formError ? (
        <p role="alert" className="mb-4 rounded border border-sale bg-red-50 px-3 py-2 text-sale">
          {t(outcome.formError.key, outcome.formError.params)}
        </p>
      ) : null}
      {searchParams.get("reset") === "done" && view === "login" ? (
        <p role="status" className="mb-4 rounded bg-brand-100 px-3 py-2">
          {t("reset.done")}
        </p>
      ) : null}
      {view === "login" ? (
        <>
          <LogInForm action={formAction} email={outcome?.values.email} error={error} />
          {outcome?.activating ? (
            <ActivateAccountForm action={formAction} email={outcome.values.email} error={error} />
          ) : null}
        </>
      ) : null}
      {view === "signup" ? <SignUpForm action={formAction} values={outcome?.values ?? {}} error={error} /> : null}
      {view === "forgot" ? (
        <ForgotPasswordForm
          action={formAction}
          email={outcome?.values.email}
          sent={outcome?.sent ?? false}
          error={error}
        />
      ) : null}
    </main>
  );
}
