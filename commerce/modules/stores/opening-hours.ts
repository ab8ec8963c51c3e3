/** One day's hours: opening and closing times ("10:00", local Stockholm time). */
export interface OpeningHours {
  opens: string;
  closes: string;
}

/** A dated exception to the week (a holiday, a late opening): that Stockholm day keeps these hours, or none (closed). */
export interface OpeningException {
  /** The Stockholm calendar day, YYYY-MM-DD. */
  day: string;
  hours: OpeningHours | null;
}

/** A store's week, null meaning closed, and the dated exceptions that override it on their days. */
export interface OpeningSchedule {
  weekdays: OpeningHours | null;
  saturday: OpeningHours | null;
  sunday: OpeningHours | null;
  /** Absent where a caller only knows the week (an old stored copy of the store list). */
  exceptions?: readonly OpeningException[];
}

export const storeTimeZone = "Europe/Stockholm";

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

const stockholmParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: storeTimeZone,
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The calendar day, weekday and time of day in Stockholm at an instant, whatever the server's own time zone. */
export function stockholmClock(at: Date): {
  date: string;
  day: "weekday" | "saturday" | "sunday";
  minutes: number;
} {
  const parts = stockholmParts.formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const weekday = part("weekday");
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    day: weekday === "Sat" ? "saturday" : weekday === "Sun" ? "sunday" : "weekday",
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** The hours a store keeps on the Stockholm day of an instant: a dated exception for that day wins over the week. */
export function hoursOn(schedule: OpeningSchedule, at: Date): OpeningHours | null {
  const { date, day } = stockholmClock(at);
  const exception = schedule.exceptions?.find((candidate) => candidate.day === date);
  if (exception) return exception.hours;
  return day === "weekday" ? schedule.weekdays : schedule[day];
}

/** Whether a store is open at an instant, by its hours that Stockholm day (open from opening time, closed at closing time). */
export function isOpenAt(schedule: OpeningSchedule, at: Date): boolean {
  const { minutes } = stockholmClock(at);
  const hours = hoursOn(schedule, at);
  return hours !== null && minutes >= minutesOf(hours.opens) && minutes < minutesOf(hours.closes);
}
