import type { VariantStock } from "#commerce/flows/staff-stock-service.ts";

/** The variant the URL's `variant` names among those the page shows; none when it names another. */
export function chosenVariantOf(variants: readonly VariantStock[], chosen: string | null): VariantStock | undefined {
  return chosen === null ? undefined : variants.find((variant) => String(variant.variantId) === chosen);
}
