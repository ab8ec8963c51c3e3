import { z } from "zod";
import { shopLocales } from "../../locale.ts";

export const localeInput = z.enum(shopLocales);

export const productListInput = z.object({
  locale: localeInput,
  priceListId: z.number().int().positive(),
  categoryIds: z.array(z.number().int().positive()).min(1),
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
});

export type ProductListInput = z.input<typeof productListInput>;
