import { Form, useLocation } from "react-router";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { useShop } from "#app/shop/use-shop.ts";

const localeNames: Record<ShopLocale, string> = { "sv-SE": "Svenska", "en-GB": "English" };

/** Switches language and stays on the same page; a plain form, so it works without JavaScript. */
export function LanguageSwitch() {
  const { t, locale } = useShop();
  const { pathname, search } = useLocation();
  return (
    <Form
      method="post"
      action="/preferences/locale"
      reloadDocument
      className="flex items-center gap-1"
      aria-label={t("shell.language")}
    >
      <input type="hidden" name="returnTo" value={pathname + search} />
      {shopLocales.map((option) => (
        <button
          key={option}
          type="submit"
          name="locale"
          value={option}
          lang={option}
          aria-pressed={option === locale}
          className="rounded px-2 py-1 text-sm hover:bg-neutral-100 aria-pressed:font-semibold aria-pressed:underline"
        >
          {localeNames[option]}
        </button>
      ))}
    </Form>
  );
}
