import { z } from "zod";
import { coded, emailField, idText } from "#commerce/validation.ts";
import { shopDayField } from "./shop-days.ts";

// Checks without a code of their own (validation.ts) refuse as invalid_value with an English detail
// for the API and logs; the editor shows its own hint beside each such field.

/** Every text a form sends arrives as a string; a missing one is an empty field. */
const text = (max: number) => z.string(coded("required")).trim().max(max, coded("too_long"));
const requiredText = (max: number) => text(max).min(1, coded("required"));

/** A whole or decimal number as a form writes it (a comma as decimal mark too), within [min, max]. */
const decimalIn = (min: number, max: number) =>
  requiredText(30)
    .transform((value) => value.replace(",", "."))
    .refine((value) => /^-?\d+(\.\d+)?$/.test(value), "Enter a number such as 59.3293")
    .transform(Number)
    .refine((value) => value >= min && value <= max, `Enter a number from ${min} to ${max}`);

/** A time of day, "HH:MM" on the 24-hour clock; empty when the day is closed. */
const timeOfDay = text(5).refine(
  (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
  "Enter a time as HH:MM, such as 09:30",
);

/**
 * One day's hours: both times, or neither for closed. A lone time asks for the other, and the store
 * must open before it closes (the table refuses anything else, see store_opening_exceptions_hours).
 */
const dayHours = z
  .object({ opens: timeOfDay, closes: timeOfDay })
  .superRefine(({ opens, closes }, context) => {
    if (opens === "" && closes !== "") context.addIssue({ code: "custom", message: "required", path: ["opens"] });
    if (opens !== "" && closes === "") context.addIssue({ code: "custom", message: "required", path: ["closes"] });
    if (opens !== "" && closes !== "" && opens >= closes)
      context.addIssue({
        code: "custom",
        message: "The closing time must be after the opening time",
        path: ["closes"],
      });
  })
  .transform(({ opens, closes }) => (opens && closes ? { opens, closes } : null));

/** A store's name and description in one language; both empty means the store has no text there and is not listed in that locale. */
const storeText = z
  .object({ name: text(100), description: text(2000) })
  .superRefine(({ name, description }, context) => {
    if (name === "" && description !== "") context.addIssue({ code: "custom", message: "required", path: ["name"] });
  })
  .transform((value) => (value.name === "" ? null : value));

/**
 * Both languages' texts. A store without any is listed in no finder and offered for no pickup: that
 * is how a store that closed for good leaves the shop while its orders and stock keep their history.
 */
const storeTexts = z.object({ "sv-SE": storeText, "en-GB": storeText });

/** A store's code: staff's short handle for it (in stock files too), letters, digits and hyphens. */
const storeCode = requiredText(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "Use letters, digits and hyphens only")
  .transform((code) => code.toUpperCase());

/** Everything the store editor saves, as its form sends it (numbers and times as text). */
export const storeFormInput = z.object({
  code: storeCode,
  texts: storeTexts,
  streetAddress: requiredText(200),
  zipCode: requiredText(20),
  city: requiredText(100),
  country: requiredText(2)
    .regex(/^[A-Za-z]{2}$/, "Enter a two-letter country code, such as SE")
    .transform((country) => country.toUpperCase()),
  latitude: decimalIn(-90, 90),
  longitude: decimalIn(-180, 180),
  phone: requiredText(40),
  fax: text(40).transform((fax) => (fax === "" ? null : fax)),
  email: emailField,
  sortOrder: requiredText(6)
    .regex(/^-?\d{1,5}$/, "Enter a whole number")
    .transform(Number),
  hours: z.object({ weekdays: dayHours, saturday: dayHours, sunday: dayHours }),
});
export type StoreFormInput = z.input<typeof storeFormInput>;
export type StoreForm = z.output<typeof storeFormInput>;

const storeField = z.string(coded("invalid_id")).pipe(idText);

/** Changes to one store: its id and the whole form. */
export const updateStoreInput = storeFormInput.extend({ storeId: storeField });
export type UpdateStoreInput = z.input<typeof updateStoreInput>;

/** A dated exception to a store's week: its day, that day's hours (or closed) and a note for staff. */
export const setStoreExceptionInput = z.object({
  storeId: storeField,
  day: z.string(coded("required")).trim().min(1, coded("required")).pipe(shopDayField),
  hours: dayHours,
  note: text(200),
});
export type SetStoreExceptionInput = z.input<typeof setStoreExceptionInput>;

/** The dated exception to take away. */
export const removeStoreExceptionInput = z.object({ storeId: storeField, day: shopDayField });
export type RemoveStoreExceptionInput = z.input<typeof removeStoreExceptionInput>;
