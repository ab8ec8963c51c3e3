import { z } from "zod";
import { coded } from "#commerce/validation.ts";

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);

/** One word as a search splits it: lower-case letters and digits. */
const searchWord = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, coded("required"))
  .max(40, coded("too_long"))
  .regex(/^[\p{L}\p{N}]+$/u);

/** A locale's synonyms: words that stand for each other, or (one way) a first word that also finds the rest. */
const synonymGroups = z
  .array(z.object({ words: z.array(searchWord).min(2).max(10), oneWay: z.boolean() }))
  .max(500, coded("too_long"));
const ignoredWords = z.array(searchWord).max(200, coded("too_long"));

/**
 * Every setting the merchant can change, each with its own schema and the value it has until
 * changed. Read through `readSetting`, written through `writeSetting`, both checked here.
 */
export const settingSchemas = {
  /** How the shop presents itself in mail and the back office. */
  branding: z.object({
    shopName: z.string().trim().min(1, coded("required")).max(80, coded("too_long")),
    /** A media key served by /img, or empty for the shop's name in text. */
    logoMediaKey: z.string().max(200, coded("too_long")).nullable(),
    colours: z.object({ brand: colour, accent: colour, text: colour }),
  }),
  /** Sign-in rules for staff. */
  staffSecurity: z.object({
    /** Once set, an owner without two-factor sign-in must set it up before anything else. */
    ownersRequireTwoFactor: z.boolean(),
  }),
  /** When the dashboard lists a variant as running low. */
  lowStockThreshold: z.object({
    /** A variant holding fewer than this across every warehouse and store is low on stock. */
    quantity: z.number().int().min(1).max(100_000),
  }),
  /** Delivery costs nothing once the goods cost this much, per currency; a currency not listed has no such offer. */
  freeDelivery: z.object({
    /** Minor units including VAT, by currency code. */
    fromIncVat: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().min(0).max(100_000_000)),
  }),
  /** What search does with the shoppers' words, per locale (issue 19; ADR 0029). */
  searchWords: z.object({
    /** Words a search leaves out: connectives that name no product (never product words such as down or top). */
    ignoredWords: z.object({ "sv-SE": ignoredWords, "en-GB": ignoredWords }),
    /** täcke and duntäcke find each other; sneakers also finds skor (one way). */
    synonyms: z.object({ "sv-SE": synonymGroups, "en-GB": synonymGroups }),
  }),
};

export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

export const settingDefaults: { [K in SettingKey]: SettingValue<K> } = {
  branding: {
    shopName: "Butik",
    logoMediaKey: null,
    colours: { brand: "#1f3d2b", accent: "#c8553d", text: "#1a1a1a" },
  },
  staffSecurity: { ownersRequireTwoFactor: false },
  lowStockThreshold: { quantity: 3 },
  freeDelivery: { fromIncVat: { SEK: 49_900, EUR: 4_500, GBP: 3_900 } },
  searchWords: {
    ignoredWords: {
      "sv-SE": ["och", "med", "för", "till", "av", "en", "ett"],
      "en-GB": ["and", "with", "for", "the", "of", "a", "an"],
    },
    synonyms: {
      "sv-SE": [
        { words: ["täcke", "duntäcke"], oneWay: false },
        { words: ["sneakers", "skor"], oneWay: true },
      ],
      "en-GB": [{ words: ["jumper", "sweater"], oneWay: false }],
    },
  },
};
