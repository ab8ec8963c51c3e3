import { Form, useLocation } from "react-router";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { useShop } from "#app/shop/use-shop.ts";

const localeNames: Record<ShopLocale, string> = { "sv-SE": "Svenska", "en-GB": "English" };

/**
 * Switches language and stays on the same page; a plain form, so it works without JavaScript.
 * `labelled` shows its name beside the languages (in the menu drawer).
 */
export function LanguageSwitch({ labelled = false }: { labelled?: boolean }) {
  const { t, locale } = useShop();
  return (
    <LanguageSwitchForm
      action="/preferences/locale"
      reloadDocument
      label={t("shell.language")}
      labelled={labelled}
      current={locale}
      nameOf={(option) => localeNames[option]}
    />
  );
}

/**
 * A form of one button per language, each named in its own language, that posts the chosen one and
 * where to return to (this page); the storefront's and the back office's switches are both one.
 */
export function LanguageSwitchForm(props: {
  action: string;
  reloadDocument?: boolean;
  label: string;
  /** Shows the label before the buttons; screen readers hear it as the form's name either way. */
  labelled?: boolean;
  current: ShopLocale;
  nameOf: (locale: ShopLocale) => string;
}) {
  const { pathname, search } = useLocation();
  return (
    <Form
      method="post"
      action={props.action}
      reloadDocument={props.reloadDocument}
      className="flex items-center gap-1"
      aria-label={props.label}
    >
      <input type="hidden" name="returnTo" value={pathname + search} />
      {props.labelled ? (
        <span aria-hidden="true" className="mr-1 min-w-20 text-sm font-medium">
          {props.label}
        </span>
      ) : null}
      {shopLocales.map((option) => (
        <button
          key={option}
          type="submit"
          name="locale"
          value={option}
          lang={option}
          aria-pressed={option === props.current}
          className={`rounded text-sm hover:bg-neutral-100 aria-pressed:font-semibold aria-pressed:underline ${props.labelled ? "px-3 py-2" : "px-2 py-1"}`}
        >
          {props.nameOf(option)}
        </button>
      ))}
    </Form>
  );
}
