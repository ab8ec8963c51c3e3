// The back office's product list choices, without zod: the page's filter form offers these too.

/** A product's stock as the back office filters by it (see staff-product-stock.ts for how each is decided). */
export const productStockStates = ["in_stock", "low", "out"] as const;
export type ProductStockState = (typeof productStockStates)[number];

/** Whether the storefront sells a product (products.is_active). */
export const productPublishStates = ["published", "unpublished"] as const;

/** By name (A–Z), newest first, or lowest stock first. */
export const staffProductSorts = ["name", "newest", "stock"] as const;
export type StaffProductSort = (typeof staffProductSorts)[number];
