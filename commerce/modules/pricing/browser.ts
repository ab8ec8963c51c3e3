/** What client code may use of pricing: pure conversions, nothing that reaches the database. */
export { minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";
