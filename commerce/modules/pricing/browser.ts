/** What client code may use of pricing: pure conversions and formatting, nothing that reaches the database. */
export { minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";
export { formatMoney, moneyFormatOfCode, type MoneyFormat } from "./money-format.ts";
