import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { CheckboxField } from "#app/components/account/checkbox-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { Route } from "./+types/profile.ts";
import { formProblemOf, formStatusOf } from "#app/i18n/form-problem.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useFieldError } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import {
  isProfileSection,
  profileIntents,
  type ProfileOutcome,
  type ProfileSection,
} from "./profile-intents.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("profile.title")),
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone ?? "",
    },
    subscribed: await context.commerce.newsletter.isSubscribed(customer.email),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** The profile's forms: personal data, newsletter, password, deactivate, delete (SPEC §2), one intent each. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const form = await request.formData();
  const section = String(form.get("intent") ?? "");
  if (!isProfileSection(section))
    return data<ProfileOutcome>(
      { section: "personal", fields: {}, formError: { key: "errors.personalData" } },
      { status: 400 },
    );
  try {
    return await profileIntents[section]({
      request,
      commerce: context.commerce,
      customer,
      locale: context.shopper.locale,
      sessionToken: context.shopper.sessionToken,
      form,
    });
  } catch (error) {
    return data<ProfileOutcome>({ section, ...formProblemOf(error) }, { status: formStatusOf(error) });
  }
}

export default function ProfilePage() {
  const { customer, subscribed } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as ProfileOutcome | undefined;
  const navigation = useNavigation();
  const { t } = useShop();
  const fieldError = useFieldError(outcome?.fields);
  const error = (section: ProfileSection, field: string) =>
    outcome?.section === section ? fieldError(field) : undefined;
  const notice = (section: ProfileSection) =>
    outcome?.section !== section ? null : outcome.done ? (
      <p role="status" className="rounded bg-brand-100 px-3 py-2 text-sm">
        {t(outcome.done)}
      </p>
    ) : outcome.formError ? (
      <p role="alert" className="rounded border border-sale bg-red-50 px-3 py-2 text-sm text-sale">
        {t(outcome.formError.key, outcome.formError.params)}
      </p>
    ) : null;
  const busy = navigation.state === "submitting";
  const card = "flex flex-col gap-4 rounded-lg border border-neutral-200 p-6";
  const button =
    "self-start rounded-full bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60";
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("profile.title")}</h1>

      <Form method="post" noValidate className={card} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className="text-xl font-semibold">
          {t("profile.personalData")}
        </h2>
        {notice("personal")}
        <input type="hidden" name="intent" value="personal" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("signup.firstName")}
            name="firstName"
            autoComplete="given-name"
            defaultValue={customer.firstName}
            error={error("personal", "firstName")}
            required
          />
          <TextField
            label={t("signup.lastName")}
            name="lastName"
            autoComplete="family-name"
            defaultValue={customer.lastName}
            error={error("personal", "lastName")}
            required
          />
          <TextField
            label={t("profile.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={customer.phone}
            error={error("personal", "phone")}
          />
          <TextField label={t("login.email")} name="email" type="email" value={customer.email} readOnly />
        </div>
        <button type="submit" disabled={busy} className={button}>
          {t("profile.save")}
        </button>
      </Form>

      <Form method="post" className={card} aria-labelledby="profile-newsletter">
        <h2 id="profile-newsletter" className="text-xl font-semibold">
          {t("profile.newsletter")}
        </h2>
        {notice("newsletter")}
        <p>{subscribed ? t("profile.newsletterOn") : t("profile.newsletterOff")}</p>
        <input type="hidden" name="intent" value="newsletter" />
        <button type="submit" name="subscribe" value={subscribed ? "false" : "true"} disabled={busy} className={button}>
          {subscribed ? t("profile.unsubscribe") : t("profile.subscribe")}
        </button>
      </Form>

      <Form method="post" noValidate className={card} aria-labelledby="profile-password">
        <h2 id="profile-password" className="text-xl font-semibold">
          {t("profile.changePassword")}
        </h2>
        {notice("password")}
        <input type="hidden" name="intent" value="password" />
        <TextField
          label={t("profile.currentPassword")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={error("password", "currentPassword")}
          required
        />
        <TextField
          label={t("profile.newPassword")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={error("password", "newPassword")}
          required
        />
        <button type="submit" disabled={busy} className={button}>
          {t("profile.changePassword")}
        </button>
      </Form>

      <Form method="post" noValidate className={card} aria-labelledby="profile-deactivate">
        <h2 id="profile-deactivate" className="text-xl font-semibold">
          {t("profile.deactivateTitle")}
        </h2>
        {notice("deactivate")}
        <p className="text-neutral-700">{t("profile.deactivateText")}</p>
        <input type="hidden" name="intent" value="deactivate" />
        <CheckboxField
          label={t("profile.deactivateConfirm")}
          name="confirmed"
          error={error("deactivate", "confirmed")}
        />
        <button
          type="submit"
          disabled={busy}
          className="self-start rounded-full border border-neutral-400 px-5 py-2 font-medium hover:bg-neutral-100"
        >
          {t("profile.deactivate")}
        </button>
      </Form>

      <Form method="post" noValidate className={`${card} border-sale`} aria-labelledby="profile-delete">
        <h2 id="profile-delete" className="text-xl font-semibold text-sale">
          {t("profile.deleteTitle")}
        </h2>
        {notice("delete")}
        <p className="text-neutral-700">{t("profile.deleteText")}</p>
        <input type="hidden" name="intent" value="delete" />
        <TextField
          label={t("profile.deletePhrase")}
          name="confirmation"
          autoComplete="off"
          error={error("delete", "confirmation")}
          required
        />
        <button
          type="submit"
          disabled={busy}
          className="self-start rounded-full bg-sale px-5 py-2 font-medium text-white hover:opacity-90"
        >
          {t("profile.delete")}
        </button>
      </Form>
    </main>
  );
}
