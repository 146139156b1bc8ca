import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDate, todayIn } from "../../src/domain/dates";

describe("calendar dates", () => {
  it("builds a date from its parts as Date.UTC does, rolling over out-of-range days and months", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: -2, max: 14 }), fc.integer({ min: -3, max: 35 }), (year, month, day) => {
        expect(isoDate(year, month, day)).toBe(new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives today's date in a zone, across a midnight there, minute by minute", () => {
    // Midnight in New York (EST) is 05:00Z; in Kathmandu (+05:45) it is 18:15Z the day before.
    expect(todayIn("America/New_York", new Date("2026-01-01T04:59:59Z"))).toBe("2025-12-31");
    expect(todayIn("America/New_York", new Date("2026-01-01T05:00:00Z"))).toBe("2026-01-01");
    expect(todayIn("Asia/Kathmandu", new Date("2025-12-31T18:14:59Z"))).toBe("2025-12-31");
    expect(todayIn("Asia/Kathmandu", new Date("2025-12-31T18:15:00Z"))).toBe("2026-01-01");
    expect(todayIn("UTC", new Date("2026-03-01T00:00:00Z"))).toBe("2026-03-01");
  });
});
