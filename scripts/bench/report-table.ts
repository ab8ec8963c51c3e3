import type { LoadFigures } from "./listing-load.ts";

/** A whole number with thousands separators, "—" for none. */
export const whole = (value: number | undefined) =>
  value === undefined ? "—" : Math.round(value).toLocaleString("en-GB");

/** `value` against `base` as a signed percentage, "—" without a base. */
export const change = (value: number, base: number | undefined) =>
  base === undefined || base === 0
    ? "—"
    : `${value >= base ? "+" : "−"}${Math.abs(((value - base) / base) * 100).toFixed(1)}%`;

/** One line of a table: the first cell left-aligned, the others right-aligned, each to its width. */
export const row = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((cell, index) => (index === 0 ? String(cell).padEnd(widths[0]!) : String(cell).padStart(widths[index]!)))
    .join(" ");

/** A listing phase's cells: req/s, its change against `quiet`, p50, p99, its change, errors. */
export const listingCells = (listing: LoadFigures, quiet: LoadFigures | undefined) => [
  whole(listing.requestsPerSecond),
  change(listing.requestsPerSecond, quiet?.requestsPerSecond),
  listing.p50Ms,
  listing.p99Ms,
  change(listing.p99Ms, quiet?.p99Ms),
  listing.errors,
];

/**
 * The listing to compare a busier phase against: of several quiet phases (a run has one first and
 * one last), the best throughput and the best p99, so a phase slowed by something else on the
 * machine cannot make the busy phases look better than they are.
 */
export function bestListing(quiet: readonly LoadFigures[]): LoadFigures | undefined {
  if (quiet.length === 0) return undefined;
  return {
    requestsPerSecond: Math.max(...quiet.map((listing) => listing.requestsPerSecond)),
    p50Ms: Math.min(...quiet.map((listing) => listing.p50Ms)),
    p99Ms: Math.min(...quiet.map((listing) => listing.p99Ms)),
    errors: Math.max(...quiet.map((listing) => listing.errors)),
  };
}

/** Whether a target was met (undefined: not measured), the target, and the figure measured. */
export type Verdict = [ok: boolean | undefined, target: string, figure: string];

/** Prints the verdicts under `title`; answers whether none was missed. */
export function printVerdicts(title: string, verdicts: readonly Verdict[]): boolean {
  console.log(`\n${title}`);
  for (const [ok, target, figure] of verdicts)
    console.log(`  ${(ok === undefined ? "n/a" : ok ? "ok" : "MISSED").padEnd(7)} ${target.padEnd(52)} ${figure}`);
  return verdicts.every(([ok]) => ok !== false);
}
