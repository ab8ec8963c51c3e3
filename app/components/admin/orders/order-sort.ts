/** The order list's sorts, each a sort key and a direction as the engine takes them; the first is the default. */
export const orderSortOptions = [
  "created-desc",
  "created-asc",
  "number-desc",
  "number-asc",
  "total-desc",
  "total-asc",
] as const;
export type OrderSortOption = (typeof orderSortOptions)[number];
