import { z } from "zod";
import { shopLocales, type ShopLocale } from "../locale.ts";
import { coded, idField } from "../validation.ts";
import { swedishVatRates } from "../modules/catalogue/index.ts";
import { priceText } from "../modules/pricing/index.ts";

/** SPEC §2's slug rule, written out: lower-case a–z and digits in words joined by single hyphens. */
const uniqueNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An id as a form or a JSON body carries it ("42" or 42). */
export const formOrJsonId = z.coerce.number(coded("invalid_id")).pipe(idField);

/** An id that may be left out: an empty choice ("" or null) is none. */
const optionalId = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  formOrJsonId.nullable(),
);

/** Ids chosen among checkboxes, each once, ascending (so equal choices compare equal). */
const chosenIds = z
  .array(formOrJsonId)
  .max(200, coded("too_long"))
  .default([])
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const texts = z.object({
  name: z.string().trim().min(1, coded("required")).max(200, coded("too_long")),
  shortDescription: z.string().trim().max(500, coded("too_long")).default(""),
  description: z.string().trim().max(20_000, coded("too_long")).default(""),
});

/** A sale's start or end as the shop's clock shows it (an HTML datetime-local value); empty for none. */
const shopTimeText = z.string().trim().max(40, coded("too_long")).default("");

/** A sale on the price in one price list: its price (empty: no sale), and when it starts and ends (empty: at once, until removed). */
const saleText = z.object({ price: priceText, startsAt: shopTimeText, endsAt: shopTimeText });

/** What the product editor saves: texts per language, the unique name, what the product is filed under, and its prices. */
export const staffProductFieldsInput = z.object({
  uniqueName: z
    .string()
    .trim()
    .min(1, coded("required"))
    .max(200, coded("too_long"))
    .regex(uniqueNamePattern, coded("unique_name_invalid")),
  texts: z.object(Object.fromEntries(shopLocales.map((locale) => [locale, texts])) as Record<ShopLocale, typeof texts>),
  manufacturerId: optionalId,
  categoryId: formOrJsonId,
  productTypeId: optionalId,
  valueIds: chosenIds,
  flagIds: chosenIds,
  vatRate: z.coerce
    .number()
    .pipe(z.union(swedishVatRates.map((rate) => z.literal(rate)) as [z.ZodLiteral<2500>, ...z.ZodLiteral<number>[]])),
  published: z.boolean().default(false),
  /** By price list id; a price list left out keeps its price. */
  /** By price list id; an empty price takes the product out of that price list. */
  prices: z.record(z.string().regex(/^\d{1,10}$/), priceText).default({}),
  /** By price list id; a price list left out keeps its sale. */
  sales: z.record(z.string().regex(/^\d{1,10}$/), saleText).default({}),
});
export type StaffProductFieldsInput = z.input<typeof staffProductFieldsInput>;
export type ParsedStaffProductFields = z.output<typeof staffProductFieldsInput>;

/** A save of an existing product: its fields and the version the editor loaded them at. */
export const staffProductUpdateInput = staffProductFieldsInput.extend({
  version: z.string().trim().min(1, coded("required")).max(100, coded("too_long")),
});
export type StaffProductUpdateInput = z.input<typeof staffProductUpdateInput>;
