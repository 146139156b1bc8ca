import { describe, expect, it } from "vitest";
import { isHoliday, nextBusinessDay } from "../../src/domain/business-days";

describe("federal holidays", () => {
  it("knows every 2026 holiday on its observed day", () => {
    const holidays = [
      "2026-01-01", "2026-01-19", "2026-02-16", "2026-04-16", "2026-05-25", "2026-06-19",
      "2026-07-03", // July 4 is a Saturday: observed Friday
      "2026-09-07", "2026-10-12", "2026-11-11", "2026-11-26", "2026-12-25",
    ];
    for (const day of holidays) expect(isHoliday(day), day).toBe(true);
    expect(isHoliday("2026-07-04")).toBe(false);
    expect(isHoliday("2026-04-15")).toBe(false);
  });

  it("observes a Saturday New Year's Day on the Friday before, in the old year", () => {
    expect(isHoliday("2021-12-31")).toBe(true);
    expect(isHoliday("2022-01-01")).toBe(false);
  });

  it("has no Juneteenth before 2021", () => {
    expect(isHoliday("2020-06-19")).toBe(false);
    expect(isHoliday("2023-06-19")).toBe(true);
  });
});

describe("nextBusinessDay (the IRS rule)", () => {
  it.each([
    ["2026-04-15", "2026-04-15"], // a Wednesday stays
    ["2022-04-15", "2022-04-18"], // Friday, Emancipation Day observed (April 16 is a Saturday)
    ["2023-04-15", "2023-04-18"], // Saturday; Monday April 17 is Emancipation Day observed
    ["2028-04-15", "2028-04-18"], // the same in 2028
    ["2022-01-15", "2022-01-18"], // Saturday, then Martin Luther King Jr. Day
    ["2026-01-31", "2026-02-02"], // a month end on a Saturday moves into the next month
    ["2027-03-15", "2027-03-15"], // Form 1065 for tax year 2026: a Monday
    ["2026-11-26", "2026-11-27"], // Thanksgiving
  ])("%s -> %s", (date, expected) => {
    expect(nextBusinessDay(date)).toBe(expected);
  });
});
