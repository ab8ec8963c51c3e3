import { Form, useNavigation } from "react-router";
import type { SavedAddress } from "#commerce/modules/accounts/index.ts";
import { AddressFields } from "../commerce/address-fields.tsx";
import { CheckboxField } from "./checkbox-field.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { FieldError } from "#app/i18n/validation.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** Values for the address form's fields, named `address.{field}`. */
export function addressFormValues(address: Partial<SavedAddress> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(address ?? {}))
    if (typeof value === "string") values[`address.${field}`] = value;
  return values;
}

/** Reads the address form into the engine's address input. */
export function readAddressForm(form: FormData) {
  const text = (name: string) => String(form.get(`address.${name}`) ?? "");
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    company: text("company"),
    streetAddress: text("streetAddress"),
    zipCode: text("zipCode"),
    city: text("city"),
    country: text("country"),
    phone: text("phone"),
  };
}

/** Add or edit an address: its fields, phone, type (when new) and whether it is the default. */
export function AddressForm({
  values,
  fields,
  intent,
  withType,
  isDefault,
}: {
  values: Record<string, string>;
  fields: Record<string, FieldError>;
  intent: string;
  withType: boolean;
  isDefault: boolean;
}) {
  const { t } = useShop();
  const navigation = useNavigation();
  const error = (field: string) => {
    const found = fields[field.replace(/^address\./, "")];
    return found ? t(found.key, found.params) : undefined;
  };
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {withType ? (
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium">{t("addresses.type")}</legend>
          {(["billing", "shipping"] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="type"
                value={type}
                defaultChecked={(values.type ?? "billing") === type}
                className="h-4 w-4"
              />
              {t(type === "billing" ? "checkout.billing" : "checkout.shipping")}
            </label>
          ))}
        </fieldset>
      ) : null}
      <AddressFields
        prefix="address"
        autoCompleteSection={values.type === "shipping" ? "shipping" : "billing"}
        values={values}
        error={error}
      />
      <TextField
        label={t("addresses.phone")}
        name="address.phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values["address.phone"]}
        error={error("address.phone")}
      />
      <CheckboxField label={t("addresses.makeDefault")} name="isDefault" defaultChecked={isDefault} />
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className="self-start rounded-full bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t("addresses.save")}
      </button>
    </Form>
  );
}
