import { TextField } from "../ui/text-field.tsx";
import { useShop } from "#app/shop/use-shop.ts";

const countries = ["SE", "NO", "DK", "FI", "DE", "GB"] as const;

/** The fields of a SPEC §3 address, named `{prefix}.{field}`, with their errors beside them. */
export function AddressFields({
  prefix,
  autoCompleteSection,
  values,
  error,
}: {
  prefix: string;
  autoCompleteSection: "billing" | "shipping";
  values: Record<string, string>;
  error: (field: string) => string | undefined;
}) {
  const { t, locale } = useShop();
  const name = (field: string) => `${prefix}.${field}`;
  const auto = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`;
  const regionNames = new Intl.DisplayNames([locale], { type: "region" });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t("checkout.firstName")}
        name={name("firstName")}
        autoComplete={auto("given-name")}
        required
        defaultValue={values[name("firstName")]}
        error={error(name("firstName"))}
      />
      <TextField
        label={t("checkout.lastName")}
        name={name("lastName")}
        autoComplete={auto("family-name")}
        required
        defaultValue={values[name("lastName")]}
        error={error(name("lastName"))}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t("checkout.company")}
          name={name("company")}
          autoComplete={auto("organization")}
          defaultValue={values[name("company")]}
          error={error(name("company"))}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t("checkout.street")}
          name={name("streetAddress")}
          autoComplete={auto("street-address")}
          required
          defaultValue={values[name("streetAddress")]}
          error={error(name("streetAddress"))}
        />
      </div>
      <TextField
        label={t("checkout.zip")}
        name={name("zipCode")}
        autoComplete={auto("postal-code")}
        required
        defaultValue={values[name("zipCode")]}
        error={error(name("zipCode"))}
      />
      <TextField
        label={t("checkout.city")}
        name={name("city")}
        autoComplete={auto("address-level2")}
        required
        defaultValue={values[name("city")]}
        error={error(name("city"))}
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("checkout.country")}
        <select
          name={name("country")}
          autoComplete={auto("country")}
          defaultValue={values[name("country")] ?? "SE"}
          className="rounded border border-neutral-300 px-3 py-2 font-normal"
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {regionNames.of(code)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
