import { z } from "zod";
import { coded } from "../validation.ts";
import { maxBulkProducts, priceChangeDirections, priceChangeKinds } from "../modules/catalogue/index.ts";
import { formOrJsonId as id } from "./staff-product-editor-input.ts";

/** The chosen products: at least one, at most `maxBulkProducts`, each once. */
const productIds = z
  .array(id, coded("required"))
  .min(1, coded("required"))
  .max(maxBulkProducts, coded("too_long"))
  .transform((ids) => [...new Set(ids)]);

/** A positive decimal with at most two decimals, typed with a point or (in Swedish) a comma. */
const decimal = z
  .union([z.number().transform(String), z.string()])
  .pipe(
    z
      .string()
      .trim()
      .min(1, coded("required"))
      .regex(/^\d{1,7}([.,]\d{1,2})?$/),
  )
  .transform((value) => Number(value.replace(",", ".")))
  .pipe(z.number().positive());

/** Raising by up to ten times the price; lowering by less than all of it. */
const maxPercentUp = 1000;

const priceChange = z
  .object({
    action: z.literal("changePrice"),
    productIds,
    kind: z.enum(priceChangeKinds),
    direction: z.enum(priceChangeDirections),
    /** A percentage, or an amount in the default currency's whole units (kronor: 9.50 is 950 öre). */
    value: decimal,
  })
  .refine(
    (change) => change.kind === "amount" || change.value < (change.direction === "up" ? maxPercentUp + 0.001 : 100),
    { path: ["value"] },
  );

/**
 * One bulk action on the product list's chosen products, as the list's form posts it: which
 * action, the products, and what the action needs (a flag, a category, a price change).
 */
export const staffProductBulkInput = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["publish", "unpublish"]), productIds }),
  z.object({ action: z.enum(["addFlag", "removeFlag"]), productIds, flagId: id }),
  z.object({ action: z.literal("moveToCategory"), productIds, categoryId: id }),
  priceChange,
]);
export type StaffProductBulkInput = z.input<typeof staffProductBulkInput>;
export type ParsedStaffProductBulkInput = z.output<typeof staffProductBulkInput>;
