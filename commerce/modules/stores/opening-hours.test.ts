import { describe, expect, it } from "vitest";
import { hoursOn, isOpenAt, stockholmClock, type OpeningSchedule } from "./opening-hours.ts";

const schedule: OpeningSchedule = {
  weekdays: { opens: "10:00", closes: "19:00" },
  saturday: { opens: "10:00", closes: "17:00" },
  sunday: null,
};

describe("opening hours in Stockholm time", () => {
  it("reads the weekday and time in Stockholm, summer and winter time alike", () => {
    // Wednesday 8 July 2026, 07:30 UTC is 09:30 in Stockholm (UTC+2).
    expect(stockholmClock(new Date("2026-07-08T07:30:00Z"))).toEqual({
      date: "2026-07-08",
      day: "weekday",
      minutes: 9 * 60 + 30,
    });
    // Saturday 21 November 2026, 09:15 UTC is 10:15 in Stockholm (UTC+1).
    expect(stockholmClock(new Date("2026-11-21T09:15:00Z"))).toEqual({
      date: "2026-11-21",
      day: "saturday",
      minutes: 10 * 60 + 15,
    });
    // Sunday 22 November 2026 just after midnight in Stockholm is still Saturday in UTC.
    expect(stockholmClock(new Date("2026-11-21T23:30:00Z"))).toMatchObject({ date: "2026-11-22", day: "sunday" });
  });

  it("is open from the opening time up to the closing time, by the day's own hours", () => {
    expect(isOpenAt(schedule, new Date("2026-07-08T07:59:00Z"))).toBe(false); // 09:59 on a weekday
    expect(isOpenAt(schedule, new Date("2026-07-08T08:00:00Z"))).toBe(true); // 10:00
    expect(isOpenAt(schedule, new Date("2026-07-08T16:59:00Z"))).toBe(true); // 18:59
    expect(isOpenAt(schedule, new Date("2026-07-08T17:00:00Z"))).toBe(false); // 19:00, closed
    expect(isOpenAt(schedule, new Date("2026-11-21T15:30:00Z"))).toBe(true); // Saturday 16:30
    expect(isOpenAt(schedule, new Date("2026-11-21T16:30:00Z"))).toBe(false); // Saturday 17:30
  });

  it("keeps a closed day closed all day", () => {
    expect(isOpenAt(schedule, new Date("2026-11-22T12:00:00Z"))).toBe(false); // Sunday 13:00
    expect(
      isOpenAt({ ...schedule, sunday: { opens: "11:00", closes: "16:00" } }, new Date("2026-11-22T12:00:00Z")),
    ).toBe(true);
  });

  it("keeps a dated exception's hours on its Stockholm day instead of the week's", () => {
    const withExceptions: OpeningSchedule = {
      ...schedule,
      exceptions: [
        { day: "2026-12-24", hours: null }, // Christmas Eve, a Thursday: closed all day
        { day: "2026-12-27", hours: { opens: "12:00", closes: "16:00" } }, // a Sunday opened
        { day: "2026-12-30", hours: { opens: "10:00", closes: "15:00" } }, // a short weekday
      ],
    };
    expect(isOpenAt(schedule, new Date("2026-12-24T11:00:00Z"))).toBe(true);
    expect(isOpenAt(withExceptions, new Date("2026-12-24T11:00:00Z"))).toBe(false);
    expect(isOpenAt(withExceptions, new Date("2026-12-27T12:00:00Z"))).toBe(true); // Sunday 13:00
    expect(isOpenAt(withExceptions, new Date("2026-12-27T15:00:00Z"))).toBe(false); // Sunday 16:00
    expect(isOpenAt(withExceptions, new Date("2026-12-30T13:59:00Z"))).toBe(true); // 14:59
    expect(isOpenAt(withExceptions, new Date("2026-12-30T14:00:00Z"))).toBe(false); // 15:00, closed early
    // The day is Stockholm's: 23:30 UTC on the 23rd is already the 24th there.
    expect(hoursOn(withExceptions, new Date("2026-12-23T23:30:00Z"))).toBeNull();
    expect(hoursOn(withExceptions, new Date("2026-12-23T22:30:00Z"))).toEqual(schedule.weekdays);
    // The day after an exception keeps the week again.
    expect(isOpenAt(withExceptions, new Date("2026-12-28T11:00:00Z"))).toBe(true);
  });
});
