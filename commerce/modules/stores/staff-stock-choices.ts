// What the back office's stock forms offer (browser.ts gives them to the pages): no database here.

/** Why stock was adjusted, recorded in the audit log; `other` needs a note saying why. */
export const stockAdjustmentReasons = ["received", "counted", "damaged", "returned", "other"] as const;

export type StockAdjustmentReason = (typeof stockAdjustmentReasons)[number];

/** Set the quantity a location holds (a count), or add to it (negative takes away). */
export const stockAdjustmentModes = ["set", "add"] as const;

export type StockAdjustmentMode = (typeof stockAdjustmentModes)[number];

/** A warehouse or store as one form value: `warehouse:3`, `store:2`. */
export const stockLocationKey = (kind: "warehouse" | "store", id: number) => `${kind}:${id}`;

/** How many variants a stock search shows: enough to pick from; a longer search narrows it. */
export const stockSearchLimit = 50;

/** What one line of a stock file can have wrong (see staff-stock-csv.ts). */
export const stockImportProblemKinds = [
  "no_rows",
  "columns",
  "unknown_part_number",
  "unknown_location",
  "quantity",
  "duplicate",
] as const;

export type StockImportProblemKind = (typeof stockImportProblemKinds)[number];

/** The most characters a stock file may have: the page form's body limit leaves room for about 30,000. */
export const maxStockImportCharacters = 30_000;
