import { redirect } from "react-router";
import { idText } from "#commerce/validation.ts";
import type { Route } from "./+types/currency.ts";
import { serializePreferenceCookie } from "#app/http/cookies.ts";
import { safeLocalPath } from "#app/http/safe-local-path.ts";
import { currencyCookieMaxAge, currencyCookieName } from "#server/storefront-shopper.ts";

/** The currency switch. An unknown currency id is logged ('Currency not found') and changes nothing (SPEC §4). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeLocalPath(form.get("returnTo"));
  const currencyId = idText.safeParse(form.get("currencyId") ?? "");
  if (!currencyId.success) throw new Response("currencyId: must be a whole number", { status: 400 });
  const currency = await context.commerce.pricing.findCurrency(currencyId.data);
  if (!currency) return redirect(returnTo);
  return redirect(returnTo, {
    headers: { "Set-Cookie": serializePreferenceCookie(currencyCookieName, String(currency.id), currencyCookieMaxAge) },
  });
}
