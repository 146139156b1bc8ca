import { describe, expect, it } from "vitest";
import { nightsWithin, occupancy, type Stay } from "../../src/domain/occupancy";

const stay = (code: string, checkIn: string, nights: number): Stay => ({ propertyId: "p", code, checkIn, nights });

describe("nightsWithin", () => {
  it("counts the nights of a stay that fall in the period, the night belonging to the date it starts", () => {
    expect(nightsWithin(stay("a", "2025-07-01", 4), "2025-07-01", "2025-07-31")).toBe(4);
    // Checks in on June 29 for 4 nights: June 29 and 30 are June's, July 1 and 2 July's.
    expect(nightsWithin(stay("a", "2025-06-29", 4), "2025-07-01", "2025-07-31")).toBe(2);
    // Checks out on August 1: the night of July 31 is July's.
    expect(nightsWithin(stay("a", "2025-07-30", 2), "2025-07-01", "2025-07-31")).toBe(2);
    expect(nightsWithin(stay("a", "2025-07-31", 3), "2025-07-01", "2025-07-31")).toBe(1);
    expect(nightsWithin(stay("a", "2025-08-01", 3), "2025-07-01", "2025-07-31")).toBe(0);
    expect(nightsWithin(stay("a", "2025-06-20", 5), "2025-07-01", "2025-07-31")).toBe(0);
  });
});

describe("occupancy", () => {
  it("counts a reservation's rows once and a night claimed twice once", () => {
    const result = occupancy(
      [stay("A", "2025-07-01", 4), stay("A", "2025-07-01", 4), stay("B", "2025-07-04", 2), stay("C", "2025-07-30", 5)],
      "2025-07-01",
      "2025-07-31",
      "2021-07-01",
    );
    // A: 1-4, B: 4-5 (the 4th already booked), C: 30-31.
    expect(result).toEqual({ nightsBooked: 7, nightsAvailable: 31, stays: 3 });
  });

  it("counts only the nights since the property became available", () => {
    expect(occupancy([stay("A", "2025-07-10", 3)], "2025-07-01", "2025-07-31", "2025-07-11")).toEqual({ nightsBooked: 2, nightsAvailable: 21, stays: 1 });
    expect(occupancy([], "2025-07-01", "2025-07-31", "2025-09-01")).toEqual({ nightsBooked: 0, nightsAvailable: 0, stays: 0 });
  });
});
