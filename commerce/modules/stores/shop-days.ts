import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { storeTimeZone } from "./opening-hours.ts";

/**
 * A day of the shop's calendar as filters name it (YYYY-MM-DD). The shop keeps its stores' time,
 * so a day runs from midnight to midnight in Stockholm whatever the server's own zone.
 */
export const shopDayField = z.iso.date().regex(/^(?!0000)/); // PostgreSQL's calendar has no year 0

/** The shop's day that `now` falls on, as an SQL date. */
export const shopDayAt = (now: Date): SQL =>
  sql`(${now.toISOString()}::timestamptz at time zone ${storeTimeZone})::date`;

/**
 * The instant the shop's day `day` (an SQL date, or a YYYY-MM-DD the caller has checked) plus
 * `daysLater` begins. PostgreSQL turns the local midnight into an instant with the zone's rules of
 * that date, so a day across a clock change is 23 or 25 hours long.
 */
export function shopMidnight(day: SQL | string, daysLater = 0): SQL {
  const date = typeof day === "string" ? sql`${day}::date` : day;
  return sql`((${date} + ${daysLater}::int)::timestamp at time zone ${storeTimeZone})`;
}
