import { data, redirect } from "react-router";
import type { Commerce } from "#commerce/commerce.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { SessionCustomer } from "#commerce/modules/accounts/index.ts";
import type { LocalMessage } from "#app/i18n/error-messages.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { type PageNotice, withPageNotice } from "#app/shop/page-notice.ts";
import { serializeEndedSessionCookie } from "#app/shop/session.server.ts";

/** The profile page's forms, each posting its name as the `intent` field. */
export type ProfileSection = "personal" | "newsletter" | "password" | "deactivate" | "delete";

/** A profile form's answer, shown beside the form it names. */
export interface ProfileOutcome {
  section: ProfileSection;
  fields: Record<string, LocalMessage>;
  formError?: LocalMessage | undefined;
  done?: MessageKey | undefined;
}

/** What a profile intent works with: the logged-in customer, their language and session, the submitted form. */
export interface ProfileIntentArgs {
  request: Request;
  commerce: Commerce;
  customer: SessionCustomer;
  locale: ShopLocale;
  /** The session the form came from: changing the password keeps it and ends the others. */
  sessionToken: string | undefined;
  form: FormData;
}

/** An intent's answer: the outcome for its form, or a redirect once the shopper is signed out. */
type ProfileIntent = (args: ProfileIntentArgs) => Promise<ReturnType<typeof data<ProfileOutcome>> | Response>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

const done = (section: ProfileSection, message: MessageKey) =>
  data<ProfileOutcome>({ section, fields: {}, done: message });

/** Ends the session and sends the shopper to `path` in their language, where `notice` tells them what happened. */
function signedOut({ request, locale }: ProfileIntentArgs, path: string, notice: PageNotice) {
  return redirect(withPageNotice(localizePath(path, locale), notice), {
    headers: { "Set-Cookie": serializeEndedSessionCookie(request) },
  });
}

/** Saves the customer's name and phone. */
async function updatePersonalData({ commerce, customer, form }: ProfileIntentArgs) {
  await commerce.accounts.updatePersonalData(customer.id, {
    firstName: text(form, "firstName"),
    lastName: text(form, "lastName"),
    phone: text(form, "phone"),
  });
  return done("personal", "profile.saved");
}

/** Subscribes the customer's email to the newsletter in their language, or unsubscribes it. */
async function changeNewsletterSubscription({ commerce, customer, locale, form }: ProfileIntentArgs) {
  if (text(form, "subscribe") === "true") await commerce.newsletter.subscribe({ email: customer.email, locale });
  else await commerce.newsletter.unsubscribe(customer.email);
  return done("newsletter", "profile.saved");
}

/** Changes the password given the current one; the engine ends the customer's other sessions. */
async function changePassword({ commerce, customer, sessionToken, form }: ProfileIntentArgs) {
  await commerce.accounts.changePassword(customer.id, sessionToken ?? "", {
    currentPassword: text(form, "currentPassword"),
    newPassword: text(form, "newPassword"),
  });
  return done("password", "profile.passwordChanged");
}

/** Deactivates the account once the customer ticked the confirmation, and signs them out to the login page. */
async function deactivateAccount(args: ProfileIntentArgs) {
  if (args.form.get("confirmed") !== "on")
    return data<ProfileOutcome>(
      { section: "deactivate", fields: { confirmed: { key: "validation.required" } } },
      { status: 400 },
    );
  await args.commerce.accounts.deactivate(args.customer.id);
  return signedOut(args, "/login", "account-deactivated");
}

/** Erases the account when the customer typed the confirmation phrase, and signs them out to the home page. */
async function deleteAccount(args: ProfileIntentArgs) {
  await args.commerce.deleteAccount(args.customer.id, text(args.form, "confirmation"));
  return signedOut(args, "/", "account-deleted");
}

/** Each profile form's work, by the intent it posts. */
export const profileIntents: Record<ProfileSection, ProfileIntent> = {
  personal: updatePersonalData,
  newsletter: changeNewsletterSubscription,
  password: changePassword,
  deactivate: deactivateAccount,
  delete: deleteAccount,
};

/** Whether a posted intent names one of the profile's forms. */
export function isProfileSection(intent: string): intent is ProfileSection {
  return Object.hasOwn(profileIntents, intent);
}
