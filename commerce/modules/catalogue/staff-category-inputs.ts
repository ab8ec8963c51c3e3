import { z } from "zod";
import { coded, idText } from "#commerce/validation.ts";

/** A category's name in one language: the storefront shows it, and its slug is the category's URL segment. */
const categoryName = z.string(coded("required")).trim().min(1, coded("required")).max(100, coded("too_long"));

/** Both languages' names, as a form carries them (`names.sv-SE`, `names.en-GB`). */
const categoryNames = z.object({ "sv-SE": categoryName, "en-GB": categoryName });

/** The parent a category goes under: an id, or empty for the top level. */
const parentField = z
  .string(coded("invalid_id"))
  .trim()
  .transform((text) => (text === "" ? null : text))
  .pipe(idText.nullable());

const categoryField = z.string(coded("invalid_id")).pipe(idText);

/** A new category: its names, and where it goes (under `parentId`, last among its siblings). */
export const createCategoryInput = z.object({ parentId: parentField, names: categoryNames });
export type CreateCategoryInput = z.input<typeof createCategoryInput>;

/** New names for a category in both languages (slugs follow the names). */
export const renameCategoryInput = z.object({ categoryId: categoryField, names: categoryNames });
export type RenameCategoryInput = z.input<typeof renameCategoryInput>;

/** A category's new place: under `parentId` (empty: the top level), at `position` among its new siblings (0 is first; past the end is last). */
export const moveCategoryInput = z.object({
  categoryId: categoryField,
  parentId: parentField,
  position: z
    .string(coded("required"))
    .trim()
    .regex(/^\d{1,6}$/, coded("invalid_id"))
    .transform(Number),
});
export type MoveCategoryInput = z.input<typeof moveCategoryInput>;

/** The picture (a media key, as /img serves it) a category shows; empty takes it away. */
export const setCategoryImageInput = z.object({
  categoryId: categoryField,
  imageKey: z
    .string(coded("required"))
    .trim()
    .max(200, coded("too_long"))
    .transform((key) => (key === "" ? null : key)),
});
export type SetCategoryImageInput = z.input<typeof setCategoryImageInput>;

/** Whether the storefront shows a category (and everything under it). */
export const setCategoryActiveInput = z.object({ categoryId: categoryField, active: z.boolean(coded("required")) });
export type SetCategoryActiveInput = z.input<typeof setCategoryActiveInput>;

/** The category to delete. */
export const deleteCategoryInput = z.object({ categoryId: categoryField });
export type DeleteCategoryInput = z.input<typeof deleteCategoryInput>;
