import { Form, useLocation } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";

/** Changes the currency of every price; submits on change with JavaScript, by its button without. */
export function CurrencySwitch() {
  const { t, currency, currencies, locale } = useShop();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/preferences/currency" className="flex items-center gap-1">
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor="currency-switch" className="sr-only">
        {t("shell.currency")}
      </label>
      <select
        id="currency-switch"
        name="currencyId"
        defaultValue={currency.id}
        key={currency.id}
        data-current={currency.code}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded border border-neutral-300 bg-white px-2 py-1 text-sm"
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
