import { z } from "zod";
import { idField } from "#commerce/validation.ts";
import {
  productArchiveChoices,
  productPublishStates,
  productStockStates,
  staffProductSorts,
} from "./staff-product-choices.ts";

const id = z.coerce.number().pipe(idField);

/**
 * Which products the back office lists, in what order, and where the page starts: every filter
 * optional, all must hold. Paging is by product id, the page after `after` or before `before`
 * (never both), each the `nextCursor` or `previousCursor` of the page shown.
 */
export const staffProductListInput = z
  .object({
    /** Part of the name (in the member's locale), the unique name or a part number; case and accents ignored. */
    search: z.string().trim().max(200).optional(),
    /** The category or any category under it. */
    categoryId: id.optional(),
    brandId: id.optional(),
    flagId: id.optional(),
    stock: z.enum(productStockStates).optional(),
    published: z.enum(productPublishStates).optional(),
    /** Archived products are left out unless this asks for them: only them, or with the others. */
    archived: z.enum(productArchiveChoices).optional(),
    sort: z.enum(staffProductSorts).default("name"),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    after: id.optional(),
    before: id.optional(),
  })
  .refine((query) => query.after === undefined || query.before === undefined, { path: ["before"] });
export type StaffProductListQuery = z.input<typeof staffProductListInput>;
export type ParsedStaffProductListQuery = z.output<typeof staffProductListInput>;
