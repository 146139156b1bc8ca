import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isIsoDate, todayIn } from "../../src/domain/dates";
import { deriveStatus, dueDateWindow, OBLIGATION_STATUSES, transitionFor } from "../../src/domain/obligation-status";

const TODAY = "2026-03-10";

describe("deriveStatus", () => {
  it.each([
    ["2026-03-09", "overdue"], // yesterday
    ["2026-03-10", "due_soon"], // today is still due soon, not overdue
    ["2026-03-17", "due_soon"], // 7 days ahead: the last due_soon day
    ["2026-03-18", "pending"], // 8 days ahead
    ["2025-12-31", "overdue"],
  ])("a pending obligation due %s is %s on %s", (due, expected) => {
    expect(deriveStatus("pending", due, TODAY)).toBe(expected);
  });

  it("never changes completed or cancelled, whatever the date", () => {
    for (const due of ["2026-03-01", TODAY, "2026-03-12", "2027-01-01"]) {
      expect(deriveStatus("completed", due, TODAY)).toBe("completed");
      expect(deriveStatus("cancelled", due, TODAY)).toBe("cancelled");
    }
  });

  it("crosses month and year ends", () => {
    expect(deriveStatus("pending", "2027-01-07", "2026-12-31")).toBe("due_soon");
    expect(deriveStatus("pending", "2027-01-08", "2026-12-31")).toBe("pending");
    expect(deriveStatus("pending", "2026-02-28", "2026-03-01")).toBe("overdue");
  });
});

describe("dueDateWindow (the SQL side of the same rule)", () => {
  it("partitions the open obligations exactly as deriveStatus does", () => {
    for (let offset = -3; offset <= 10; offset++) {
      const due = addDays(TODAY, offset);
      const derived = deriveStatus("pending", due, TODAY);
      const matching = OBLIGATION_STATUSES.filter((status) => {
        const w = dueDateWindow(status, TODAY);
        return w.stored === "pending" && (w.from === null || due >= w.from) && (w.to === null || due <= w.to);
      });
      expect(matching, due).toEqual([derived]);
    }
  });
});

describe("todayIn", () => {
  // 08:30Z on March 10 is still March 9 in Honolulu (UTC-10); 10:30Z is already March 11 on Kiritimati (UTC+14).
  const instant = new Date("2026-03-10T08:30:00Z");

  it("is the calendar date in the given zone", () => {
    expect(todayIn("UTC", instant)).toBe("2026-03-10");
    expect(todayIn("Pacific/Honolulu", instant)).toBe("2026-03-09");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-03-10T10:30:00Z"))).toBe("2026-03-11");
  });

  it("moves the status boundary with the zone", () => {
    expect(deriveStatus("pending", "2026-03-09", todayIn("Pacific/Honolulu", instant))).toBe("due_soon");
    expect(deriveStatus("pending", "2026-03-09", todayIn("UTC", instant))).toBe("overdue");
  });
});

describe("transitionFor", () => {
  it.each([
    ["pending", "completed", "complete"],
    ["pending", "cancelled", "cancel"],
    ["pending", "pending", "none"],
    ["completed", "pending", "reopen"],
    ["cancelled", "pending", "reopen"],
    ["completed", "completed", "none"],
    ["cancelled", "cancelled", "none"],
  ] as const)("%s -> %s is %s", (stored, requested, transition) => {
    expect(transitionFor(stored, requested)).toEqual({ transition });
  });

  it.each([
    ["completed", "cancelled"],
    ["cancelled", "completed"],
    ["pending", "due_soon"],
    ["pending", "overdue"],
    ["completed", "overdue"],
    ["cancelled", "due_soon"],
  ] as const)("%s -> %s is refused with a reason", (stored, requested) => {
    const result = transitionFor(stored, requested);
    expect(result).toEqual({ error: expect.any(String) });
  });
});

describe("dates", () => {
  it("checks real calendar dates and counts days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-4-01")).toBe(false);
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
