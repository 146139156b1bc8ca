// The app's recurrence picker writes rules that the server accepts and that land on the dates a
// person means: the same day each period, or the month's last day when that day does not exist.
import { describe, expect, it } from "vitest";
import { previewOccurrences, rruleSyntaxError } from "../../../src/domain/recurrence";
import { ruleOf } from "./recurrence";

function dates(repeat: "yearly" | "quarterly" | "monthly", due: string, count = 5): string[] {
  const rule = ruleOf(repeat, due)!;
  expect(rruleSyntaxError(rule)).toBeNull();
  return previewOccurrences(rule, due as never, count);
}

describe("recurrence picker rules", () => {
  it("repeats yearly on the date, and February 29 on February's last day", () => {
    expect(dates("yearly", "2026-04-15", 3)).toEqual(["2026-04-15", "2027-04-15", "2028-04-15"]);
    expect(dates("yearly", "2028-02-29", 3)).toEqual(["2028-02-29", "2029-02-28", "2030-02-28"]);
  });

  it("repeats quarterly on the day", () => {
    expect(dates("quarterly", "2026-01-15")).toEqual(["2026-01-15", "2026-04-15", "2026-07-15", "2026-10-15", "2027-01-15"]);
  });

  it("keeps the 30th where it exists and falls back to the month's end where it does not", () => {
    expect(dates("monthly", "2026-01-30", 4)).toEqual(["2026-01-30", "2026-02-28", "2026-03-30", "2026-04-30"]);
    expect(dates("monthly", "2027-12-29", 4)).toEqual(["2027-12-29", "2028-01-29", "2028-02-29", "2028-03-29"]);
  });

  it("treats the 31st, and any month end, as the month's last day", () => {
    expect(dates("monthly", "2026-01-31", 4)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(dates("quarterly", "2026-06-30", 3)).toEqual(["2026-06-30", "2026-09-30", "2026-12-31"]);
  });

  it("writes no rule for a one-off or an unfinished date, and passes a custom rule through", () => {
    expect(ruleOf("none", "2026-01-01")).toBeUndefined();
    expect(ruleOf("monthly", "2026-01")).toBeUndefined();
    expect(ruleOf("custom", "2026-01-01", " FREQ=WEEKLY ")).toBe("FREQ=WEEKLY");
  });
});
