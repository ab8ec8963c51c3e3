/** A store's week: opening and closing times ("10:00", local Stockholm time); null means closed. */
export interface OpeningSchedule {
  weekdays: { opens: string; closes: string } | null;
  saturday: { opens: string; closes: string } | null;
  sunday: { opens: string; closes: string } | null;
}

export const storeTimeZone = "Europe/Stockholm";

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/** The weekday and time of day in Stockholm at an instant, whatever the server's own time zone. */
export function stockholmClock(at: Date): { day: "weekday" | "saturday" | "sunday"; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: storeTimeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const weekday = part("weekday");
  return {
    day: weekday === "Sat" ? "saturday" : weekday === "Sun" ? "sunday" : "weekday",
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** Whether a store is open at an instant, by its schedule in Stockholm time (open from opening time, closed at closing time). */
export function isOpenAt(schedule: OpeningSchedule, at: Date): boolean {
  const { day, minutes } = stockholmClock(at);
  const hours = day === "weekday" ? schedule.weekdays : schedule[day];
  return hours !== null && minutes >= minutesOf(hours.opens) && minutes < minutesOf(hours.closes);
}
