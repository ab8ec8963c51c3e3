import { z } from "zod";
import { shopLocales } from "../../locale.ts";

export const sortKeys = ["name-asc", "name-desc", "latest", "price-asc", "price-desc"] as const;
export type SortKey = (typeof sortKeys)[number];

export const listingScopeInput = z.object({
  locale: z.enum(shopLocales),
  priceListId: z.number().int().positive(),
  /** Minor units per whole currency unit (100 for SEK, EUR, GBP). */
  minorUnitsPerUnit: z.number().int().positive().default(100),
  /** The listing's category and everything below it; undefined lists the whole catalogue. */
  categoryIds: z.array(z.number().int().positive()).optional(),
  searchString: z.string().trim().max(100).optional(),
});

export const listingPageInput = listingScopeInput.extend({
  sort: z.enum(sortKeys).default("latest"),
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
});

export type ListingScope = z.input<typeof listingScopeInput>;
export type ListingPage = z.input<typeof listingPageInput>;
