// The back office's product list choices, without zod: the page's filter form offers these too.

/** A product's stock as the back office filters by it (see staff-product-stock.ts for how each is decided). */
export const productStockStates = ["in_stock", "low", "out"] as const;
export type ProductStockState = (typeof productStockStates)[number];

/** Whether the storefront sells a product (products.is_active). */
export const productPublishStates = ["published", "unpublished"] as const;

/** By name (A–Z), newest first, or lowest stock first. */
export const staffProductSorts = ["name", "newest", "stock"] as const;
export type StaffProductSort = (typeof staffProductSorts)[number];

/** Archived products are left out of the list unless asked for: only them, or with the others. */
export const productArchiveChoices = ["only", "included"] as const;

/** What the product list's bulk actions do to the chosen products. */
export const staffProductBulkActions = [
  "publish",
  "unpublish",
  "addFlag",
  "removeFlag",
  "moveToCategory",
  "changePrice",
] as const;
export type StaffProductBulkAction = (typeof staffProductBulkActions)[number];

/** A bulk price change is a percentage or an amount (in the default currency), up or down. */
export const priceChangeKinds = ["percent", "amount"] as const;
export const priceChangeDirections = ["up", "down"] as const;

/** Products one bulk action may change: a few pages of the list, small enough for one short transaction. */
export const maxBulkProducts = 500;
