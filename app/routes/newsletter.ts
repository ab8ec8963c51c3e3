import { data, redirect } from "react-router";
import { isShopLocale } from "#commerce/locale.ts";
import type { Route } from "./+types/newsletter.ts";
import { safeLocalPath } from "../http/safe-local-path.ts";
import type { LocalMessage } from "../i18n/error-messages.ts";
import { formProblemOf } from "../i18n/form-problem.ts";

export type SubscribeOutcome = { ok: true } | { ok: false; fields: Record<string, LocalMessage> };

/**
 * Subscribes to the newsletter (the Newsletter block's form). A background post gets the outcome
 * as data; a plain form post (no JavaScript) is sent back to its page with the outcome in the URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const localeField = form.get("locale");
  const locale = isShopLocale(localeField) ? localeField : "sv-SE";
  const navigation = request.headers.get("sec-fetch-mode") === "navigate";
  const returnTo = safeLocalPath(String(form.get("returnTo") ?? "/"));
  let outcome: SubscribeOutcome;
  try {
    await context.commerce.newsletter.subscribe({ email: String(form.get("email") ?? ""), locale });
    outcome = { ok: true };
  } catch (error) {
    outcome = { ok: false, fields: formProblemOf(error).fields };
  }
  if (navigation) {
    const target = new URL(returnTo, request.url);
    target.searchParams.set(
      "newsletter",
      outcome.ok ? "subscribed" : (outcome.fields.email?.key ?? "validation.required"),
    );
    throw redirect(`${target.pathname}${target.search}`);
  }
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}
