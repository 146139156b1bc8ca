import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToMoney, MONEY_PATTERN, moneyToCents, sumMoney } from "../../src/domain/money";
import { basisTotals, placedInServiceError } from "../../src/domain/property";

describe("money", () => {
  it.each([
    ["0.10", 10],
    ["0.1", 10],
    ["12", 1200],
    ["1234.56", 123456],
    ["9999999999999.99", 999999999999999],
  ])("converts %s to %i cents and back without drift", (amount, cents) => {
    expect(moneyToCents(amount)).toBe(cents);
    expect(moneyToCents(centsToMoney(cents))).toBe(cents);
  });

  it("formats cents with exactly two decimals", () => {
    expect(centsToMoney(0)).toBe("0.00");
    expect(centsToMoney(7)).toBe("0.07");
    expect(centsToMoney(999999999999999)).toBe("9999999999999.99");
    expect(centsToMoney(-5)).toBe("-0.05");
    expect(centsToMoney(-123456)).toBe("-1234.56");
  });

  it("formats every safe integer of cents exactly as decimal arithmetic does", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger(), fc.maxSafeNat().map((n) => -n)), (cents) => {
        expect(centsToMoney(cents)).toBe(new Decimal(cents).dividedBy(100).toFixed(2));
      }),
      { numRuns: 2000 },
    );
  });

  it("adds decimal strings exactly where floats would not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney("0.10", "0.20")).toBe("0.30");
    expect(sumMoney("9999999999999.99", "0.01", "0.10")).toBe("10000000000000.10");
    expect(sumMoney()).toBe("0.00");
  });

  it("adds any amounts exactly as decimal arithmetic does, with or without two decimals", () => {
    const amount = fc.oneof(
      fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }).map((cents) => new Decimal(cents).dividedBy(100).toFixed(2)),
      fc.constantFrom("0.1", "12", "-0.5", "1e2", "9999999999999.99"),
    );
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 12 }), (amounts) => {
        expect(sumMoney(...amounts)).toBe(amounts.reduce((total, a) => total.plus(a), new Decimal(0)).toFixed(2));
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts only plain decimal strings with at most two decimals", () => {
    for (const ok of ["0", "0.1", "0.10", "9999999999999.99"]) expect(MONEY_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["1e3", "-1", "1.234", "1,000", "$5", " 5", "10000000000000", ".5", "5."]) expect(MONEY_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("property rules", () => {
  it("totals the basis, and leaves land out of the depreciable part", () => {
    expect(basisTotals({ landBasisCents: 8846000, buildingBasisCents: 33884000, ffeBasisCents: 1500010 })).toEqual({
      total_basis: "442300.10",
      depreciable_basis: "353840.10",
    });
  });

  it("allows placement in service on or after acquisition, or not at all", () => {
    expect(placedInServiceError("2021-06-15", null)).toBeNull();
    expect(placedInServiceError("2021-06-15", "2021-06-15")).toBeNull();
    expect(placedInServiceError("2021-06-15", "2021-07-01")).toBeNull();
    expect(placedInServiceError("2021-06-15", "2021-06-14")).toMatch(/cannot be before/);
  });
});
