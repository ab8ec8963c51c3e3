import type { ShopLocale } from "#commerce/locale.ts";

/**
 * What the product form holds, as its fields carry it (ids and amounts as text): the loaded
 * product, or what the member sent when the save was refused, so nothing typed is lost.
 */
export interface ProductFormValues {
  uniqueName: string;
  texts: Record<ShopLocale, { name: string; shortDescription: string; description: string }>;
  manufacturerId: string;
  categoryId: string;
  productTypeId: string;
  valueIds: string[];
  flagIds: string[];
  vatRate: string;
  published: boolean;
  /** Whole units as typed, by price list id; "" for no price in that list. */
  prices: Record<string, string>;
  /**
   * By price list id: the sale price as typed ("" for no sale), its start and end as the shop's
   * clock shows them ("" for none), and, for a saved sale, whether it is on the price yet.
   */
  sales: Record<string, { price: string; startsAt: string; endsAt: string; state?: "running" | "scheduled" }>;
}
