import type { StaffVariantGridView } from "#commerce/flows/staff-product-variants.ts";

/** One row of the grid as its form sends it, every cell as text. */
export interface PostedGridRow {
  partNo: string;
  ean: string;
  active: boolean;
  lowStockThreshold: string;
  /** By location key (`warehouse:1`). */
  stock: Record<string, string>;
  stockWas: Record<string, string>;
}

/** The grid as its form sends it: the version it was loaded at and every row, by variant id. */
export interface PostedGrid {
  version: string;
  variants: Record<string, PostedGridRow>;
}

/** A cell's form name, which is also the name the engine gives its problem: `variants.12.ean`. */
export const gridCellName = (variantId: number, cell: string) => `variants.${variantId}.${cell}`;

/** A variant as a cell's label names it: its part number with its colour and size. */
export function variantLabelOf(view: StaffVariantGridView, variant: StaffVariantGridView["variants"][number]): string {
  const names = view.axes.flatMap((axis) =>
    axis.values.filter((value) => value.id === variant.values[axis.id]).map((value) => value.name),
  );
  return names.length > 0 ? `${variant.partNo} (${names.join(", ")})` : variant.partNo;
}
