import { z } from "zod";
import type { ShopLocale } from "#commerce/locale.ts";
import { slugify } from "#commerce/slug.ts";
import { coded, idText } from "#commerce/validation.ts";
import { vocabularyMoves, vocabularyTermKinds, type VocabularyTermKind } from "./staff-vocabulary-choices.ts";

export type { VocabularyTermKind };
export const termKindInput = z.enum(vocabularyTermKinds);

const number = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const percentage = `${number}%`;
const numberOrPercentage = `${number}%?`;
const hue = `${number}(?:deg|grad|rad|turn)?`;
/** The functional notations' arguments, with commas (legacy) or spaces and an optional `/ alpha`. */
const argumentsOf = (first: string, rest: string) =>
  `\\(\\s*(?:${first}(?:\\s*,\\s*${rest}){2}(?:\\s*,\\s*${numberOrPercentage})?|${first}(?:\\s+${rest}){2}(?:\\s*\\/\\s*${numberOrPercentage})?)\\s*\\)`;
const cssColourPattern = new RegExp(
  `^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?${argumentsOf(numberOrPercentage, numberOrPercentage)}|hsla?${argumentsOf(hue, percentage)})$`,
  "i",
);

/**
 * Whether text is a CSS colour in the notations the shop takes for a swatch: hex (#rgb, #rgba,
 * #rrggbb, #rrggbbaa), rgb()/rgba() and hsl()/hsla(). Checked on the server, where no browser parses
 * CSS, and strict, so a swatch can never carry anything else into a page's style.
 */
export function isCssColour(text: string): boolean {
  return cssColourPattern.test(text);
}

/** A name that becomes part of an address must keep a letter or digit after SPEC §2's slug rule. */
const sluggableName = (max: number) =>
  z
    .string(coded("required"))
    .trim()
    .min(1, coded("required"))
    .max(max, coded("too_long"))
    .refine((name) => slugify(name) !== "", coded("name_without_letters"));

const entryId = z.union([z.number(), z.string()]).transform(String).pipe(idText);

export const brandInput = z.object({ name: sluggableName(80) });
export const brandRenameInput = z.object({ id: entryId, name: sluggableName(80) });
export const entryInput = z.object({ id: entryId });
export const moveInput = z.object({ id: entryId, direction: z.enum(vocabularyMoves) });

const localName = z.string(coded("required")).trim().min(1, coded("required")).max(60, coded("too_long"));

/** A flag's, colour's or size's name in every locale; the English one also makes its code (used in URLs). */
const names = z.object({
  "sv-SE": localName,
  "en-GB": localName.refine((name) => slugify(name) !== "", coded("name_without_letters")),
} satisfies Record<ShopLocale, z.ZodType>);

const swatch = z
  .string(coded("swatch_invalid"))
  .trim()
  .toLowerCase()
  .refine((text) => isCssColour(text), coded("swatch_invalid"));

/** A new flag, colour or size; a colour also needs its swatch. */
export const termInputs = {
  flag: z.object({ names }),
  colour: z.object({ names, swatch }),
  size: z.object({ names }),
} satisfies Record<VocabularyTermKind, z.ZodType>;

/** A flag, colour or size renamed (a colour's swatch may change with it). */
export const termUpdateInputs = {
  flag: z.object({ id: entryId, names }),
  colour: z.object({ id: entryId, names, swatch }),
  size: z.object({ id: entryId, names }),
} satisfies Record<VocabularyTermKind, z.ZodType>;

export type TermNames = z.output<typeof names>;
export type TermInput = { names: TermNames; swatch?: string };
