import { useEffect, useId, useRef } from "react";
import { Form, useLocation } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";

/**
 * Changes the currency of every price; submits on change with JavaScript, by its button without.
 * `labelled` shows its name beside it (in the menu drawer); otherwise only screen readers hear it.
 */
export function CurrencySwitch({ labelled = false }: { labelled?: boolean }) {
  const { t, currency, currencies, locale } = useShop();
  const { pathname, search } = useLocation();
  // The header shows the switch in the bar and in the menu drawer: each needs an id of its own for its label.
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page hydrated fired no change handler (and the button is for no script): send it now.
  useEffect(() => {
    if (select.current && select.current.value !== String(currency.id)) select.current.form?.requestSubmit();
  }, [currency.id]);
  return (
    <Form method="post" action="/preferences/currency" className="flex items-center gap-2">
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor={id} className={labelled ? "min-w-20 text-sm font-medium" : "sr-only"}>
        {t("shell.currency")}
      </label>
      <select
        ref={select}
        id={id}
        name="currencyId"
        defaultValue={currency.id}
        key={currency.id}
        data-current={currency.code}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={`rounded border border-neutral-300 bg-white text-sm ${labelled ? "px-3 py-2" : "px-2 py-1"}`}
      >
        {currencies.map((option) => (
          <option key={option.id} value={option.id}>
            {option.code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border px-2 py-1 text-sm" lang={locale}>
          {t("shell.change")}
        </button>
      </noscript>
    </Form>
  );
}
