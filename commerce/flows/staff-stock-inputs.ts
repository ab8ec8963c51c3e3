import { z } from "zod";
import { coded, idText } from "../validation.ts";
import {
  maxStockImportCharacters,
  maxStockQuantity,
  stockAdjustmentModes,
  stockAdjustmentReasons,
} from "../modules/stores/index.ts";

export { maxStockQuantity } from "../modules/stores/index.ts";

/** A whole number as a form carries it ("12", "-3"), optionally signed. */
const wholeNumberText = z
  .string()
  .trim()
  .regex(/^[+-]?\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(-maxStockQuantity).max(maxStockQuantity));

/** A location as the form names it: `warehouse:3` or `store:2`. */
const locationText = z
  .string()
  .trim()
  .regex(/^(warehouse|store):\d{1,10}$/, coded("invalid_id"))
  .transform((text) => {
    const [kind, id] = text.split(":") as ["warehouse" | "store", string];
    return { kind, id };
  })
  .pipe(z.object({ kind: z.enum(["warehouse", "store"]), id: idText }));

/** A staff note: at most 500 characters, blank when none. */
const noteText = z.string().trim().max(500, coded("too_long")).default("");

/** One adjustment of one variant's stock at one location, with its reason. */
export const stockAdjustmentInput = z
  .object({
    variantId: idText,
    location: locationText,
    mode: z.enum(stockAdjustmentModes),
    quantity: wholeNumberText,
    reason: z.enum(stockAdjustmentReasons),
    note: noteText,
  })
  .superRefine((input, context) => {
    // A count cannot be negative, and adding nothing changes nothing.
    if ((input.mode === "set" && input.quantity < 0) || (input.mode === "add" && input.quantity === 0))
      context.addIssue({
        code: "custom",
        path: ["quantity"],
        message: "Enter a count of 0 or more, or a change other than 0",
      });
    if (input.reason === "other" && input.note === "")
      context.addIssue({ code: "custom", path: ["note"], message: "required" });
  });

/** An adjustment as a form carries it, every field as text; the schema says what each must hold. */
export type StockAdjustmentInput = Record<"variantId" | "location" | "mode" | "quantity" | "reason", string> & {
  note?: string;
};

/** A variant's own low-stock threshold; blank follows the shop's setting. */
export const lowStockThresholdInput = z.object({
  variantId: idText,
  threshold: z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : text))
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number)
        .pipe(z.number().int().max(maxStockQuantity))
        .nullable(),
    ),
});

export type LowStockThresholdInput = z.input<typeof lowStockThresholdInput>;

/** The stock page's search: part of a part number or a product name. */
export const stockSearchInput = z.object({ q: z.string().trim().max(200, coded("too_long")).default("") });

export type StockSearchInput = z.input<typeof stockSearchInput>;

/** A stock file's text as the page posts it (read from the chosen file, or pasted). */
export const stockImportInput = z.object({
  csv: z.string().min(1, coded("required")).max(maxStockImportCharacters, coded("too_long")),
});

export type StockImportInput = z.input<typeof stockImportInput>;
