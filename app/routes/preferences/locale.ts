import { redirect } from "react-router";
import { isShopLocale } from "#commerce/locale.ts";
import type { Route } from "./+types/locale.ts";
import { safeLocalPath } from "#app/http/safe-local-path.ts";
import { serializeLocaleCookie } from "#app/i18n/locale-routing.ts";
import { translatePath } from "#app/shop/alternate-paths.server.ts";

/** The language switch: remembers the choice for 365 days and shows the same page in that language. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  if (!isShopLocale(locale)) throw new Response("locale: must be sv-SE or en-GB", { status: 400 });
  const target = await translatePath(context.commerce, safeLocalPath(form.get("returnTo")), locale);
  return redirect(target, { headers: { "Set-Cookie": serializeLocaleCookie(locale) } });
}
