import { z } from "zod";
import { shopLocales } from "#commerce/locale.ts";

/** SPEC §7's five sort orders. */
export const sortKeys = ["name-asc", "name-desc", "latest", "price-asc", "price-desc"] as const;
export type SortKey = (typeof sortKeys)[number];
/** A search can also be ordered by how well each product matches, which is its default. */
export type ListingSort = SortKey | "relevance";

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
  /** Defaults to relevance when there are search words, else to the latest products. */
  sort: z.enum([...sortKeys, "relevance"]).optional(),
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
});

export type ListingScope = z.input<typeof listingScopeInput>;
export type ListingPage = z.input<typeof listingPageInput>;
