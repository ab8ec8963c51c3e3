import { data } from "react-router";
import type { ShopLocale } from "#commerce/locale.ts";
import type { StoreFormInput } from "#commerce/modules/stores/index.ts";
import { idText } from "#commerce/validation.ts";
import { formRefused } from "../form-outcome.server.ts";
import { formText } from "../form-text.server.ts";

/** The loaded store as its form shows it. */
export { storeAsForm } from "#commerce/modules/stores/index.ts";

/** The store a back-office URL names; anything but an id names none (404). */
export function storeIdOf(params: { storeId?: string }): number {
  const parsed = idText.safeParse(params.storeId ?? "");
  if (!parsed.success) throw data({ status: 404 }, { status: 404 });
  return parsed.data;
}

const hoursOf = (form: FormData, prefix: string) => ({
  opens: formText(form, `${prefix}.opens`),
  closes: formText(form, `${prefix}.closes`),
});

/** The store form as sent, in the shape the engine checks (numbers and times as text). */
export function storeFormValuesOf(form: FormData): StoreFormInput {
  const textsOf = (locale: ShopLocale) => ({
    name: formText(form, `texts.${locale}.name`),
    description: formText(form, `texts.${locale}.description`),
  });
  return {
    code: formText(form, "code"),
    texts: { "sv-SE": textsOf("sv-SE"), "en-GB": textsOf("en-GB") },
    streetAddress: formText(form, "streetAddress"),
    zipCode: formText(form, "zipCode"),
    city: formText(form, "city"),
    country: formText(form, "country"),
    latitude: formText(form, "latitude"),
    longitude: formText(form, "longitude"),
    phone: formText(form, "phone"),
    fax: formText(form, "fax"),
    email: formText(form, "email"),
    sortOrder: formText(form, "sortOrder"),
    hours: {
      weekdays: hoursOf(form, "hours.weekdays"),
      saturday: hoursOf(form, "hours.saturday"),
      sunday: hoursOf(form, "hours.sunday"),
    },
  };
}

/** A dated exception's form as sent. */
export function exceptionValuesOf(form: FormData, storeId: number) {
  return {
    storeId: String(storeId),
    day: formText(form, "day"),
    hours: hoursOf(form, "hours"),
    note: formText(form, "note"),
  };
}

const emptyText = { name: "", description: "" };
const closed = { opens: "", closes: "" };

/** A new store's form: in Sweden, last in the finder until the member says otherwise, closed until hours are given. */
export const newStoreValues: StoreFormInput = {
  code: "",
  texts: { "sv-SE": emptyText, "en-GB": emptyText },
  streetAddress: "",
  zipCode: "",
  city: "",
  country: "SE",
  latitude: "",
  longitude: "",
  phone: "",
  fax: "",
  email: "",
  sortOrder: "100",
  hours: { weekdays: closed, saturday: closed, sunday: closed },
};

/** A refused form's answer: its problems, with what was sent so the form shows it again (without JavaScript too). */
export function storeFormRefused<Values>(intent: string, error: unknown, values: Values) {
  const refused = formRefused(intent, error);
  return data({ ...refused.data, values }, refused.init ?? undefined);
}
