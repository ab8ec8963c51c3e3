import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { problem } from "#commerce/error-codes.ts";
import { credentialsInput } from "#commerce/modules/accounts/browser.ts";
import { fieldProblems } from "#commerce/validation.ts";
import { CheckboxField } from "../components/account/checkbox-field.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import type { Route } from "./+types/login.ts";
import { safeLocalPath } from "../http/safe-local-path.ts";
import { localeOfPath, localizePath } from "../i18n/locale-routing.ts";
import { messageOfProblem, type LocalMessage } from "../i18n/error-messages.ts";
import { fieldMessages, formProblemOf, formStatusOf } from "../i18n/form-problem.ts";
import { createTranslator, type MessageKey, resolveMessages } from "../i18n/translate.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { serializeSessionCookie } from "../shop/session.server.ts";
import { useShop } from "../shop/use-shop.ts";

const views = ["login", "signup", "forgot"] as const;
type View = (typeof views)[number];

function afterLoginPath(request: Request): string {
  const url = new URL(request.url);
  return safeLocalPath(url.searchParams.get("returnTo"), localizePath("/account", localeOfPath(url.pathname)));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.shopper.customer()) throw redirect(afterLoginPath(request));
  const locale = context.shopper.locale;
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale))("login.title")) };
}

export const meta: Route.MetaFunction = titleMeta;

interface Outcome {
  view: View;
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
  return redirect(afterLoginPath(request), {
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
      await context.commerce.accounts.signUp({
        email: text("email"),
        password: text("password"),
        firstName: text("firstName"),
        lastName: text("lastName"),
        acceptDataProtection: form.get("acceptDataProtection") === "on",
        acceptTerms: form.get("acceptTerms") === "on",
        newsletter: form.get("newsletter") === "on",
        locale,
        clientAddress: context.clientAddress,
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

function useFieldError(outcome: Outcome | undefined) {
  const { t } = useShop();
  return (field: string) => {
    const error = outcome?.fields[field];
    return error ? t(error.key, error.params) : undefined;
  };
}

export default function LoginPage() {
  const { t } = useShop();
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("view");
  const view: View = outcome?.view ?? (views.includes(requested as View) ? (requested as View) : "login");
  const error = useFieldError(outcome);
  const viewHref = (target: View) => {
    const params = new URLSearchParams(searchParams);
    if (target === "login") params.delete("view");
    else params.set("view", target);
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const tabs: [View, MessageKey][] = [
    ["login", "login.title"],
    ["signup", "login.signUpTab"],
    ["forgot", "login.forgotTab"],
  ];
  const submitClass =
    "rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60";
  const formAction = `?${searchParams.toString()}`;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <nav aria-label={t("login.views")}>
        <ul className="mb-8 flex gap-2 border-b border-neutral-200">
          {tabs.map(([target, label]) => (
            <li key={target}>
              <Link
                to={viewHref(target)}
                replace
                aria-current={view === target ? "page" : undefined}
                className="block border-b-2 border-transparent px-3 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:font-semibold"
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
          <h1 className="text-3xl font-semibold">{t("login.title")}</h1>
          <p className="mt-2 text-neutral-700">{t("login.intro")}</p>
          <Form method="post" action={formAction} noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="login" />
            <TextField
              label={t("login.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={outcome?.values.email}
              error={error("email")}
              required
            />
            <TextField
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              error={error("password")}
              required
            />
            <button type="submit" disabled={navigation.state === "submitting"} className={submitClass}>
              {t("login.submit")}
            </button>
          </Form>
          {outcome?.activating ? (
            <Form
              method="post"
              action={formAction}
              noValidate
              className="mt-8 flex flex-col gap-4 rounded-lg border border-neutral-200 p-6"
              aria-labelledby="activate-title"
            >
              <h2 id="activate-title" className="text-xl font-semibold">
                {t("activate.title")}
              </h2>
              <input type="hidden" name="intent" value="activate" />
              <input type="hidden" name="email" value={outcome.values.email} />
              <TextField
                label={t("login.password")}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
              <CheckboxField label={t("activate.confirm")} name="confirmed" error={error("confirmed")} />
              <button type="submit" disabled={navigation.state === "submitting"} className={submitClass}>
                {t("activate.submit")}
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
      {view === "signup" ? (
        <>
          <h1 className="text-3xl font-semibold">{t("signup.title")}</h1>
          <p className="mt-2 text-neutral-700">{t("signup.intro")}</p>
          <Form method="post" action={formAction} noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="signup" />
            <TextField
              label={t("login.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={outcome?.values.email}
              error={error("email")}
              required
            />
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
                defaultValue={outcome?.values.firstName}
                error={error("firstName")}
                required
              />
              <TextField
                label={t("signup.lastName")}
                name="lastName"
                autoComplete="family-name"
                defaultValue={outcome?.values.lastName}
                error={error("lastName")}
                required
              />
            </div>
            <CheckboxField
              label={t("signup.acceptDataProtection")}
              name="acceptDataProtection"
              required
              error={error("acceptDataProtection")}
            />
            <CheckboxField label={t("signup.acceptTerms")} name="acceptTerms" required error={error("acceptTerms")} />
            <CheckboxField label={t("signup.newsletter")} name="newsletter" />
            <button type="submit" disabled={navigation.state === "submitting"} className={submitClass}>
              {t("signup.submit")}
            </button>
          </Form>
        </>
      ) : null}
      {view === "forgot" ? (
        <>
          <h1 className="text-3xl font-semibold">{t("forgot.title")}</h1>
          <p className="mt-2 text-neutral-700">{t("forgot.intro")}</p>
          {outcome?.sent ? (
            <p role="status" className="mt-6 rounded bg-brand-100 px-3 py-2">
              {t("forgot.sent")}
            </p>
          ) : (
            <Form method="post" action={formAction} noValidate className="mt-6 flex flex-col gap-4">
              <input type="hidden" name="intent" value="forgot" />
              <TextField
                label={t("login.email")}
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={outcome?.values.email}
                error={error("email")}
                required
              />
              <button type="submit" disabled={navigation.state === "submitting"} className={submitClass}>
                {t("forgot.submit")}
              </button>
            </Form>
          )}
        </>
      ) : null}
    </main>
  );
}
