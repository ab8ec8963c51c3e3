import { storeTimeZone } from "../stores/index.ts";

// A sale's start and end are typed as the shop's wall-clock time (an HTML datetime-local value,
// "2026-12-24T18:00") in the zone the back office shows every date in, and kept as instants (UTC).

const wallClockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: storeTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The shop's wall clock at an instant, as its parts. */
function wallClockAt(instant: number) {
  const parts = wallClockParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
    asUtc: Date.UTC(
      Number(part("year")),
      Number(part("month")) - 1,
      Number(part("day")),
      Number(part("hour")),
      Number(part("minute")),
      Number(part("second")),
    ),
  };
}

const oneDayMs = 86_400_000;

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds (summer time included). */
const offsetAt = (instant: number) => wallClockAt(instant).asUtc - Math.floor(instant / 1000) * 1000;

/** A datetime-local value: a date and a time to the minute (seconds allowed, as some browsers send them). */
const shopTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant the shop's clock shows `text` ("2026-12-24T18:00"); undefined when it is no such
 * time (a 30 February, a 25th hour). A time the spring clock change skips counts as the same time
 * of the old offset (02:30 is 03:30); an hour the autumn change repeats, as its first pass.
 */
export function instantOfShopTime(text: string): Date | undefined {
  const match = shopTimePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1000) return undefined;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const written = new Date(asUtc);
  if (written.getUTCMonth() !== month - 1 || written.getUTCDate() !== day || written.getUTCHours() !== hour)
    return undefined;
  // Around a clock change the offset of the day before and of the day after differ: the earlier
  // reading that shows the time wins; a skipped time keeps the day before's offset.
  const readings = [offsetAt(asUtc - oneDayMs), offsetAt(asUtc + oneDayMs)].map((offset) => asUtc - offset);
  const shown = readings.filter((instant) => wallClockAt(instant).asUtc === asUtc);
  return new Date(shown.length > 0 ? Math.min(...shown) : readings[0]!);
}

/** The shop's clock at an instant as a datetime-local value ("2026-12-24T18:00"), for the editor's fields. */
export function shopTimeOf(instant: Date): string {
  const { date, time } = wallClockAt(instant.getTime());
  return `${date}T${time}`;
}
