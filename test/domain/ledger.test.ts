import { describe, expect, it } from "vitest";
import { statedQuantities } from "../../src/domain/ledger";

describe("the quantities ledger lines state", () => {
  it("adds up each unit billed at a price, and counts the lines that state it", () => {
    expect(statedQuantities(["Ace Maids - turnover cleaning, 7 turns at $110", "Ace Maids - deep clean", "Ace Maids - 5 turns @ 110.00; 2 visits at $40", "ACE MAIDS 12 TURNS AT $110"])).toEqual([
      { unit: "turns", quantity: 24, lines: 3, price: "110.00" },
      { unit: "visits", quantity: 2, lines: 1, price: "40.00" },
    ]);
  });

  it("reads a unit of two words ('17 departure cleans at $115.00')", () => {
    expect(statedQuantities(["Dunes owner statement, July 2026 - housekeeping: 17 departure cleans at $115.00 (deducted from the owner share)"])).toEqual([{ unit: "departure cleans", quantity: 17, lines: 1, price: "115.00" }]);
  });

  it("gives no price where the lines state different ones", () => {
    expect(statedQuantities(["Ace Maids - 3 turns at $110", "Ace Maids - 2 turns at $125.00"])).toEqual([{ unit: "turns", quantity: 5, lines: 2 }]);
  });

  it("takes no number without a unit price for a quantity", () => {
    expect(statedQuantities(["Airbnb reservation HM4KX2 - Jane Doe (3 nights)", "Invoice 2291, 14 items", "CHECK 1042"])).toEqual([]);
  });
});
