import type { ProductVariant, VariantValue } from "./product-detail.ts";

export interface AxisOption {
  valueId: number;
  code: string;
  name: string;
  swatch: string | null;
  inStock: boolean;
}

export interface VariantSelection {
  colours: AxisOption[];
  sizes: AxisOption[];
  colour: AxisOption | undefined;
  size: AxisOption | undefined;
  /** The variant for the chosen colour and size, once both are known. */
  variant: ProductVariant | undefined;
}

const stockOf = (variant: ProductVariant) => variant.onHand + variant.onHandStore;
const valueOf = (variant: ProductVariant, code: string) => variant.values.find((value) => value.code === code);

function collectOptions(variants: readonly ProductVariant[], code: string): AxisOption[] {
  const options = new Map<number, AxisOption & { sortOrder: number }>();
  for (const variant of variants) {
    const value: VariantValue | undefined = valueOf(variant, code);
    if (!value) continue;
    const existing = options.get(value.valueId);
    const inStock = stockOf(variant) > 0;
    if (existing) existing.inStock ||= inStock;
    else
      options.set(value.valueId, {
        valueId: value.valueId,
        code: value.valueCode,
        name: value.name,
        swatch: value.swatch,
        inStock,
        sortOrder: value.sortOrder,
      });
  }
  return [...options.values()]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _sortOrder, ...option }) => option);
}

/**
 * SPEC §4 colour and size rules: a colour is in stock if any of its sizes is; without a choice the
 * first colour in stock is selected, otherwise the first colour. A product with one size selects it.
 */
export function selectVariant(
  variants: readonly ProductVariant[],
  wanted: { colour?: string | null; size?: string | null },
): VariantSelection {
  const colours = collectOptions(variants, "color");
  const colour =
    colours.find((option) => option.code === wanted.colour) ?? colours.find((option) => option.inStock) ?? colours[0];
  const ofColour = colour
    ? variants.filter((variant) => valueOf(variant, "color")?.valueId === colour.valueId)
    : [...variants];
  const sizes = collectOptions(ofColour, "size");
  const size = sizes.find((option) => option.code === wanted.size) ?? (sizes.length === 1 ? sizes[0] : undefined);
  const variant = ofColour.find((candidate) =>
    size ? valueOf(candidate, "size")?.valueId === size.valueId : sizes.length === 0,
  );
  return { colours, sizes, colour, size, variant };
}
