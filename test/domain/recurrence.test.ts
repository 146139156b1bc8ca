import { describe, expect, it } from "vitest";
import { nextOccurrence, normalizeRrule, previewOccurrences, recurrenceDueDateError, rruleSyntaxError } from "../../src/domain/recurrence";

describe("rruleSyntaxError", () => {
  it.each([
    "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", // yearly on a fixed date
    "FREQ=YEARLY;BYMONTH=1,4,6,9;BYMONTHDAY=15", // estimated taxes
    "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15", // quarterly
    "FREQ=MONTHLY;BYMONTHDAY=-1", // month ends
    "FREQ=MONTHLY",
    "FREQ=WEEKLY;BYDAY=MO,TH;WKST=MO",
    "FREQ=DAILY;INTERVAL=2",
    "FREQ=MONTHLY;BYDAY=-1FR",
    "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR",
    "FREQ=YEARLY;UNTIL=20301231",
  ])("accepts %s", (rule) => {
    expect(rruleSyntaxError(rule)).toBeNull();
  });

  it.each([
    ["", "must not be empty"],
    ["BYMONTH=3", "FREQ is required"],
    ["FREQ=SOMETIMES", "FREQ must be one of"],
    ["FREQ=HOURLY", "finer than a day"],
    ["FREQ=MINUTELY", "finer than a day"],
    ["FREQ=YEARLY;BYMONTH=13", "BYMONTH value 13 is out of range"],
    ["FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY value 0 is out of range"],
    ["FREQ=MONTHLY;BYMONTHDAY=x", "comma-separated list of integers"],
    ["FREQ=WEEKLY;BYDAY=XX", "BYDAY must list days"],
    ["FREQ=WEEKLY;BYDAY=1MO", "needs FREQ=MONTHLY or FREQ=YEARLY"],
    ["FREQ=YEARLY;COUNT=3", "COUNT is not supported"],
    ["FREQ=YEARLY;UNTIL=20301231T000000Z", "UNTIL must be a calendar date"],
    ["FREQ=YEARLY;UNTIL=20300230", "UNTIL must be a calendar date"],
    ["FREQ=DAILY;BYHOUR=9", "BYHOUR is not allowed"],
    ["FREQ=YEARLY;FOO=1", 'Unknown RRULE part "FOO"'],
    ["FREQ=YEARLY;FREQ=MONTHLY", "FREQ appears more than once"],
    ["FREQ=YEARLY;;BYMONTH=1", "is not a NAME=VALUE part"],
    ["FREQ=MONTHLY;INTERVAL=0", "INTERVAL must be a positive integer"],
    ["FREQ=MONTHLY;BYWEEKNO=3", "BYWEEKNO is only allowed with FREQ=YEARLY"],
    ["FREQ=WEEKLY;BYMONTHDAY=3", "BYMONTHDAY is not allowed with FREQ=WEEKLY"],
    ["FREQ=MONTHLY;BYSETPOS=1", "BYSETPOS needs another BY part"],
  ])("refuses %j: %s", (rule, message) => {
    expect(rruleSyntaxError(rule)).toContain(message);
  });

  it("normalizes case and an RRULE: prefix", () => {
    expect(normalizeRrule(" rrule:freq=yearly;bymonth=4 ")).toBe("FREQ=YEARLY;BYMONTH=4");
  });
});

describe("recurrenceDueDateError", () => {
  it("refuses a rule that never produces a date", () => {
    expect(recurrenceDueDateError("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "2026-01-01")).toContain("produces no date");
  });

  it("refuses rules that match nothing without walking rrule's calendar to year 9999", () => {
    // Each of these used to take rrule from 0.1 to 12 seconds of CPU; a request could send them.
    expect(recurrenceDueDateError("FREQ=DAILY;BYYEARDAY=366;BYMONTH=1", "2026-01-01")).toContain("produces no date");
    expect(recurrenceDueDateError("FREQ=DAILY;INTERVAL=7;BYDAY=TU", "2026-01-05")).toContain("produces no date"); // Mondays only
    expect(recurrenceDueDateError("FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31", "2026-01-01")).toContain("produces no date");
  });

  it("keeps leap days and UNTIL right on the moved calendar", () => {
    expect(recurrenceDueDateError("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29", "2026-03-01")).toBeNull();
    expect(recurrenceDueDateError("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20280229", "2026-01-01")).toBeNull();
    expect(recurrenceDueDateError("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20280228", "2026-01-01")).toContain("produces no date");
    expect(recurrenceDueDateError("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29", "2095-03-01")).toBeNull(); // 2100 is not a leap year; 2096 is
  });

  it("refuses an UNTIL before the due date", () => {
    expect(recurrenceDueDateError("FREQ=MONTHLY;UNTIL=20251231", "2026-01-15")).toContain("produces no date on or after the due date 2026-01-15");
  });

  it("accepts February 29, which comes every four years", () => {
    expect(recurrenceDueDateError("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2026-03-01")).toBeNull();
  });
});

describe("nextOccurrence", () => {
  it("follows yearly, quarterly and month-end rules", () => {
    expect(nextOccurrence("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", "2026-04-15")).toBe("2027-04-15");
    expect(nextOccurrence("FREQ=YEARLY;BYMONTH=1,4,6,9;BYMONTHDAY=15", "2026-09-15")).toBe("2027-01-15");
    expect(nextOccurrence("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31")).toBe("2026-02-28");
    expect(nextOccurrence("FREQ=MONTHLY;BYMONTHDAY=-1", "2028-01-31")).toBe("2028-02-29");
    expect(nextOccurrence("FREQ=MONTHLY;INTERVAL=3", "2026-01-15")).toBe("2026-04-15");
  });

  it("moves to the next business day only when asked", () => {
    expect(nextOccurrence("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", "2027-04-15")).toBe("2028-04-15");
    expect(nextOccurrence("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", "2027-04-15", { nextBusinessDay: true })).toBe("2028-04-18");
  });

  it("continues the rule from a due date that was moved off a weekend", () => {
    expect(nextOccurrence("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", "2028-04-18", { nextBusinessDay: true })).toBe("2029-04-17");
  });

  it("is null once UNTIL has passed", () => {
    expect(nextOccurrence("FREQ=YEARLY;UNTIL=20271231", "2027-06-01")).toBeNull();
  });
});

describe("previewOccurrences", () => {
  it("starts with the due date and follows the rule", () => {
    expect(previewOccurrences("FREQ=YEARLY;BYMONTH=1,4,6,9;BYMONTHDAY=15", "2026-04-15", 5)).toEqual(["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15", "2027-04-15"]);
  });

  it("is the due date alone without a rule, and shorter when the rule ends", () => {
    expect(previewOccurrences(null, "2026-04-15", 5)).toEqual(["2026-04-15"]);
    expect(previewOccurrences("FREQ=YEARLY;UNTIL=20281231", "2026-04-15", 5)).toEqual(["2026-04-15", "2027-04-15", "2028-04-15"]);
  });

  it("applies the business-day rule and lists a day once", () => {
    expect(previewOccurrences("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", "2027-04-15", 3, { nextBusinessDay: true })).toEqual(["2027-04-15", "2028-04-18", "2029-04-17"]);
    expect(previewOccurrences("FREQ=DAILY", "2026-11-20", 3, { nextBusinessDay: true })).toEqual(["2026-11-20", "2026-11-23", "2026-11-24"]);
  });
});
