import { storeTimeZone } from "#commerce/modules/stores/index.ts";

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds. */
function shopOffsetAt(instant: Date): number {
  const name = new Intl.DateTimeFormat("en", { timeZone: storeTimeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
}

/**
 * Midnight at the start of a day (`daysLater` after the one named, YYYY-MM-DD) in the shop's time
 * zone: a day a back-office filter names is the shop's day, whatever the server's zone.
 */
export function shopMidnight(day: string, daysLater = 0): Date {
  const [, year, month, date] = dayPattern.exec(day) ?? [];
  if (!year) throw new Error(`not a day: ${day}`);
  const utcMidnight = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date) + daysLater));
  // Clocks change at 01:00 UTC, never near a Swedish midnight, so the offset at UTC midnight is the one at local midnight.
  return new Date(utcMidnight.getTime() - shopOffsetAt(utcMidnight));
}

/** The zone every back-office date is shown in (the stores' own), the same on the server and in the browser. */
export const shopTimeZone = storeTimeZone;
