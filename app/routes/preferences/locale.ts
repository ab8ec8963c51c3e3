import { redirect } from "react-router";
import { isShopLocale, type ShopLocale } from "../../../commerce/locale.ts";
import type { Commerce } from "../../../commerce/commerce.ts";
import type { ActionArgs } from "../../context.ts";
import { safeReturnPath } from "../../http/cookies.ts";
import { localeOfPath, localizePath, serializeLocaleCookie, stripLocalePrefix } from "../../i18n/locale-routing.ts";

const categoryPrefix = "/category/";

/** The page at `path` in another locale: category slugs are translated, every other path is shared. */
async function translatePath(commerce: Commerce, path: string, to: ShopLocale): Promise<string> {
  const url = new URL(path, "http://shop.invalid");
  const from = localeOfPath(url.pathname);
  const neutral = stripLocalePrefix(url.pathname);
  let translated = neutral;
  if (neutral.startsWith(categoryPrefix)) {
    const segments = neutral.slice(categoryPrefix.length).split("/").filter(Boolean).map(decodeURIComponent);
    const target = await commerce.catalogue.translateCategoryPath(segments, from, to);
    if (target) translated = `${categoryPrefix}${target.join("/")}`;
  }
  return localizePath(translated, to) + url.search;
}

/** The language switch: remembers the choice for 365 days and shows the same page in that language. */
export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  if (!isShopLocale(locale)) throw new Response("locale: must be sv-SE or en-GB", { status: 400 });
  const target = await translatePath(context.commerce, safeReturnPath(form.get("returnTo")), locale);
  return redirect(target, { headers: { "Set-Cookie": serializeLocaleCookie(locale) } });
}
