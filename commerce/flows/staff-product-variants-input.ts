import { z } from "zod";
import { onField, problem, type FieldProblem } from "../error-codes.ts";
import { coded } from "../validation.ts";
import { isGtin, isPartNo } from "../modules/catalogue/index.ts";
import { maxStockQuantity, type StockLocationKind } from "../modules/stores/index.ts";
import { formOrJsonId } from "./staff-product-editor-input.ts";

/** The most variants one product's grid saves at once (a product has a few dozen at most). */
export const maxGridVariants = 500;

/** A cell as a form carries it; what it must hold is checked per cell (checkGridCells), so every bad cell is named at once. */
const cellText = z.string().max(200, coded("too_long")).default("");

/** A location as a cell's name carries it: `warehouse:3` or `store:2`. */
const locationKeyPattern = /^(warehouse|store):\d{1,10}$/;

const gridVariantInput = z.object({
  partNo: cellText,
  ean: cellText,
  active: z.boolean().default(false),
  lowStockThreshold: cellText,
  /** What each location holds, by location key, as typed. */
  stock: z.record(z.string().regex(locationKeyPattern), cellText).default({}),
  /**
   * What each location held when the grid was loaded (the page's hidden fields, always digits): a
   * cell typed over is one whose value differs from it.
   */
  stockWas: z
    .record(z.string().regex(locationKeyPattern), z.string().regex(/^\d{1,10}$/, coded("invalid_id")))
    .default({}),
});

/** One Save of the grid: every row it shows, by variant id, and the version it was loaded at. */
export const staffVariantGridInput = z.object({
  version: z.string().trim().min(1, coded("required")).max(100, coded("too_long")),
  variants: z
    .record(z.string().regex(/^\d{1,10}$/, coded("invalid_id")), gridVariantInput)
    .refine((rows) => Object.keys(rows).length <= maxGridVariants, coded("too_long")),
});
export type StaffVariantGridInput = z.input<typeof staffVariantGridInput>;

/** Colours and sizes to combine into new variants, and the part number they start with (blank: the product's own). */
export const addVariantsInput = z.object({
  valueIds: z
    .array(formOrJsonId)
    .max(200, coded("too_long"))
    .default([])
    .transform((ids) => [...new Set(ids)]),
  partNoStem: z.string().trim().max(40, coded("too_long")).default(""),
});
export type AddVariantsInput = z.input<typeof addVariantsInput>;

/** The variant to remove (deleted, or only deactivated when orders or baskets name it). */
export const removeVariantInput = z.object({ variantId: formOrJsonId });
export type RemoveVariantInput = z.input<typeof removeVariantInput>;

/** A whole number from 0 up to what a location may hold; NaN for anything else. */
function quantityOf(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) && Number(trimmed) <= maxStockQuantity ? Number(trimmed) : Number.NaN;
}

/** One stock cell typed over: the location and the count it now holds. */
export interface GridStockCell {
  kind: StockLocationKind;
  locationId: number;
  field: string;
  quantity: number;
}

/** One row of the grid, its cells read. */
export interface GridRow {
  variantId: number;
  partNo: string;
  ean: string | null;
  isActive: boolean;
  lowStockThreshold: number | null;
  /** Only the cells the member typed over. */
  stock: GridStockCell[];
}

type ParsedGrid = z.output<typeof staffVariantGridInput>;

/**
 * Reads every cell of the grid: a part number by its rule, an EAN by its check digit (or empty),
 * a threshold (or empty) and stock as whole numbers from 0. Answers the rows and the problem of
 * every bad cell, keyed by the cell's name (`variants.12.ean`).
 */
export function readGridCells(input: ParsedGrid): { rows: GridRow[]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const quantityProblem = problem("stock_quantity_invalid", { max: maxStockQuantity });
  const rows = Object.entries(input.variants).map(([id, cells]): GridRow => {
    const field = (name: string) => `variants.${id}.${name}`;
    const partNo = cells.partNo.trim();
    if (!isPartNo(partNo)) problems.push(onField(field("partNo"), problem("part_no_invalid")));
    const ean = cells.ean.trim();
    if (ean !== "" && !isGtin(ean)) problems.push(onField(field("ean"), problem("ean_invalid")));
    const threshold = cells.lowStockThreshold.trim();
    const lowStockThreshold = threshold === "" ? null : quantityOf(threshold);
    if (Number.isNaN(lowStockThreshold)) problems.push(onField(field("lowStockThreshold"), quantityProblem));
    const stock = Object.entries(cells.stock).flatMap(([key, text]): GridStockCell[] => {
      const quantity = quantityOf(text);
      const cell = field(`stock.${key}`);
      if (Number.isNaN(quantity)) {
        problems.push(onField(cell, quantityProblem));
        return [];
      }
      if (quantity === quantityOf(cells.stockWas[key] ?? "")) return [];
      const [kind, locationId] = key.split(":") as [StockLocationKind, string];
      return [{ kind, locationId: Number(locationId), field: cell, quantity }];
    });
    return {
      variantId: Number(id),
      partNo,
      ean: ean === "" ? null : ean,
      isActive: cells.active,
      lowStockThreshold,
      stock,
    };
  });
  return { rows, problems };
}
