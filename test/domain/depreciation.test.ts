import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  assetForYear,
  assetSchedule,
  BUILDING_RECOVERY_YEARS,
  depreciationForYear,
  depreciationSchedule,
  FFE_HALF_YEAR_RATES,
  FFE_RECOVERY_YEARS,
  halfYearRates,
  residentialRate,
  type AssetInput,
  type DepreciationInput,
} from "../../src/domain/depreciation";

// IRS Publication 946, Table A-6 (residential rental property, mid-month convention, straight line,
// 27.5 years), as published: recovery years 1-29 for a month placed in service.
const TABLE_A6: Record<number, string> = {
  1: "3.485 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 1.970 0.000",
  6: "1.970 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.485 0.000",
  7: "1.667 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 0.152",
  12: "0.152 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 3.637 3.636 1.667",
};
// The rows of Table A-6 that differ by month, for all twelve months.
const A6_YEAR_1 = ["3.485", "3.182", "2.879", "2.576", "2.273", "1.970", "1.667", "1.364", "1.061", "0.758", "0.455", "0.152"];
const A6_YEAR_10 = ["3.637", "3.637", "3.637", "3.637", "3.637", "3.637", "3.636", "3.636", "3.636", "3.636", "3.636", "3.636"];
const A6_YEAR_11 = ["3.636", "3.636", "3.636", "3.636", "3.636", "3.636", "3.637", "3.637", "3.637", "3.637", "3.637", "3.637"];
const A6_YEAR_28 = ["1.970", "2.273", "2.576", "2.879", "3.182", "3.485", "3.636", "3.636", "3.636", "3.636", "3.636", "3.636"];
const A6_YEAR_29 = ["0.000", "0.000", "0.000", "0.000", "0.000", "0.000", "0.152", "0.455", "0.758", "1.061", "1.364", "1.667"];
// Publication 946, Table A-1 (half-year convention), 5-year column.
const TABLE_A1_5_YEAR = ["20.00", "32.00", "19.20", "11.52", "11.52", "5.76"];

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const published = (month: number) => TABLE_A6[month]!.split(" ");
const placed = (month: number) => `2021-${String(month).padStart(2, "0")}-15`;

/** Exact share of the building basis for recovery year k: that year's months of the 330. */
function exactFraction(month: number, k: number): Decimal {
  const first = 12.5 - month;
  const before = k === 1 ? 0 : Math.min(330, first + 12 * (k - 2));
  const through = Math.min(330, first + 12 * (k - 1));
  return new Decimal(through - before).dividedBy(330);
}

const building = (basis: number, month: number): DepreciationInput => ({ buildingBasisCents: basis, ffeBasisCents: 0, placedInService: placed(month) });
const ffe = (basis: number, date = "2021-03-01"): DepreciationInput => ({ buildingBasisCents: 0, ffeBasisCents: basis, placedInService: date });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("residentialRate", () => {
  it.each([1, 6, 7, 12])("reproduces every year of Table A-6 for month %i", (month) => {
    expect(Array.from({ length: 29 }, (_, i) => residentialRate(month, i + 1))).toEqual(published(month));
  });

  it("reproduces the rows of Table A-6 that differ by month, for every month", () => {
    for (const month of MONTHS) {
      expect(residentialRate(month, 1), `month ${month}`).toBe(A6_YEAR_1[month - 1]);
      expect(residentialRate(month, 10), `month ${month}`).toBe(A6_YEAR_10[month - 1]);
      expect(residentialRate(month, 11), `month ${month}`).toBe(A6_YEAR_11[month - 1]);
      expect(residentialRate(month, 28), `month ${month}`).toBe(A6_YEAR_28[month - 1]);
      expect(residentialRate(month, 29), `month ${month}`).toBe(A6_YEAR_29[month - 1]);
    }
  });

  it("adds up to exactly 100% for every month", () => {
    for (const month of MONTHS) {
      const total = Array.from({ length: 29 }, (_, i) => residentialRate(month, i + 1)).reduce((a, r) => a.plus(r), new Decimal(0));
      expect(total.toFixed(3), `month ${month}`).toBe("100.000");
    }
  });

  it("rejects a month or recovery year outside the table", () => {
    for (const [month, year] of [[0, 1], [13, 1], [1.5, 1], [1, 0], [1, 30], [1, 2.5]] as const) {
      expect(() => residentialRate(month, year), `${month}/${year}`).toThrow(RangeError);
    }
  });
});

describe("building depreciation", () => {
  it("depreciates $275,000 placed in service in January 2021 by $10,000 a full year", () => {
    const schedule = depreciationSchedule({ buildingBasisCents: 27500000, ffeBasisCents: 0, placedInService: "2021-01-10" });
    expect(schedule.map((y) => y.building_cents).slice(0, 3)).toEqual([958333, 1000000, 1000000]);
    expect(schedule.at(-1)).toMatchObject({ year: 2048, building_cents: 541667, building_accumulated_cents: 27500000, building_remaining_cents: 0 });
  });

  it("keeps every year within a cent of basis x the exact rate, and close to basis x the published rate", () => {
    for (const basis of [27500000, 33884000, 99, 1, 0]) {
      for (const month of [1, 6, 7, 12]) {
        const rates = published(month);
        const years = depreciationSchedule(building(basis, month));
        for (let k = 1; k <= 29; k++) {
          const got = years[k - 1]?.building_cents ?? 0;
          const at = `basis ${basis}, month ${month}, year ${k}`;
          expect(Math.abs(new Decimal(got).minus(exactFraction(month, k).times(basis)).toNumber()), at).toBeLessThanOrEqual(1);
          // The table spreads its rounding over later years (3.636 or 3.637 against 3.63636...), so a
          // published rate can sit up to 0.00064 points from the exact one: more than half its last
          // digit, never a whole one. Hence basis x 0.001% + 1 cent, not basis x 0.0005% + 1 cent.
          const publishedPct = new Decimal(rates[k - 1]!);
          expect(publishedPct.minus(exactFraction(month, k).times(100)).abs().toNumber(), at).toBeLessThan(0.001);
          const tolerance = new Decimal(basis).times(0.001).dividedBy(100).plus(1);
          expect(new Decimal(got).minus(publishedPct.times(basis).dividedBy(100)).abs().lessThanOrEqualTo(tolerance), at).toBe(true);
        }
      }
    }
  });

  it("adds up to exactly the basis, whatever the month and however awkward the basis", () => {
    for (const basis of [1, 7, 99, 27500000, 33884000, 12345678, 999999999999999]) {
      for (const month of MONTHS) {
        const years = depreciationSchedule(building(basis, month));
        const at = `basis ${basis}, month ${month}`;
        expect(sum(years.map((y) => y.building_cents)), at).toBe(basis);
        expect(years.at(-1)?.building_remaining_cents, at).toBe(0);
        for (const y of years) {
          expect(y.building_cents, at).toBeGreaterThanOrEqual(0);
          expect(y.building_accumulated_cents + y.building_remaining_cents, at).toBe(basis);
        }
      }
    }
  });

  it("starts in the placed-in-service year and ends in recovery year 28 (January-June) or 29 (July-December)", () => {
    for (const month of MONTHS) {
      const years = depreciationSchedule(building(27500000, month));
      expect(years[0]?.year, `month ${month}`).toBe(2021);
      expect(years.map((y) => y.year), `month ${month}`).toEqual(Array.from({ length: years.length }, (_, i) => 2021 + i));
      expect(years, `month ${month}`).toHaveLength(month <= 6 ? 28 : 29);
      expect(years.at(-1)?.building_cents, `month ${month}`).toBeGreaterThan(0);
    }
  });

  it("uses the month placed in service, not the day", () => {
    const first = depreciationSchedule({ buildingBasisCents: 33884000, ffeBasisCents: 0, placedInService: "2021-06-01" });
    const last = depreciationSchedule({ buildingBasisCents: 33884000, ffeBasisCents: 0, placedInService: "2021-06-30" });
    expect(last).toEqual(first);
  });
});

describe("FF&E depreciation", () => {
  it("computes the 5-year column of Table A-1", () => {
    expect(FFE_HALF_YEAR_RATES).toEqual(TABLE_A1_5_YEAR);
    expect(FFE_RECOVERY_YEARS).toBe(5);
    expect(BUILDING_RECOVERY_YEARS).toBe(27.5);
  });

  it("depreciates $10,000 of furniture by the table, whatever the month (half-year convention)", () => {
    for (const date of ["2021-01-02", "2021-12-31"]) {
      expect(depreciationSchedule(ffe(1000000, date)).map((y) => [y.year, y.ffe_cents])).toEqual([
        [2021, 200000], [2022, 320000], [2023, 192000], [2024, 115200], [2025, 115200], [2026, 57600],
      ]);
    }
  });

  it("keeps every year within a cent of basis x the table rate and adds up to exactly the basis", () => {
    for (const basis of [1, 7, 99, 1500010, 12345678, 999999999999999]) {
      const years = depreciationSchedule(ffe(basis));
      expect(years, `basis ${basis}`).toHaveLength(6);
      years.forEach((y, i) => {
        const exact = new Decimal(basis).times(TABLE_A1_5_YEAR[i]!).dividedBy(100);
        expect(new Decimal(y.ffe_cents).minus(exact).abs().toNumber(), `basis ${basis}, year ${i + 1}`).toBeLessThanOrEqual(1);
        expect(y.ffe_accumulated_cents + y.ffe_remaining_cents).toBe(basis);
      });
      expect(sum(years.map((y) => y.ffe_cents)), `basis ${basis}`).toBe(basis);
    }
  });
});

describe("building and FF&E together", () => {
  const input: DepreciationInput = { buildingBasisCents: 33884000, ffeBasisCents: 1500010, placedInService: "2021-06-15" };

  it("totals both parts each year and spans the longer recovery period", () => {
    const years = depreciationSchedule(input);
    expect(years).toHaveLength(28);
    for (const y of years) expect(y.total_cents).toBe(y.building_cents + y.ffe_cents);
    expect(years[0]).toEqual({
      year: 2021,
      building_cents: 667412,
      ffe_cents: 300002,
      total_cents: 967414,
      building_accumulated_cents: 667412,
      ffe_accumulated_cents: 300002,
      building_remaining_cents: 33216588,
      ffe_remaining_cents: 1200008,
    });
    expect(years[6]).toMatchObject({ year: 2027, ffe_cents: 0, ffe_accumulated_cents: 1500010, ffe_remaining_cents: 0 });
  });

  it("spans only the FF&E years when there is no building basis", () => {
    expect(depreciationSchedule({ ...input, buildingBasisCents: 0 }).map((y) => y.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it("answers any year the same as the schedule does", () => {
    for (const y of depreciationSchedule(input)) expect(depreciationForYear(input, y.year)).toEqual(y);
  });

  it("gives zeros before the start, with nothing yet accumulated", () => {
    expect(depreciationForYear(input, 2020)).toEqual({
      year: 2020,
      building_cents: 0,
      ffe_cents: 0,
      total_cents: 0,
      building_accumulated_cents: 0,
      ffe_accumulated_cents: 0,
      building_remaining_cents: 33884000,
      ffe_remaining_cents: 1500010,
    });
    expect(depreciationForYear(input, 1900).building_remaining_cents).toBe(33884000);
  });

  it("gives zeros after the end, with the whole basis accumulated", () => {
    for (const year of [2049, 2100]) {
      expect(depreciationForYear(input, year)).toEqual({
        year,
        building_cents: 0,
        ffe_cents: 0,
        total_cents: 0,
        building_accumulated_cents: 33884000,
        ffe_accumulated_cents: 1500010,
        building_remaining_cents: 0,
        ffe_remaining_cents: 0,
      });
    }
  });

  it("gives zeros for a zero basis, and no schedule", () => {
    const none: DepreciationInput = { buildingBasisCents: 0, ffeBasisCents: 0, placedInService: "2021-06-15" };
    expect(depreciationSchedule(none)).toEqual([]);
    for (const year of [2020, 2021, 2030, 2060]) {
      expect(depreciationForYear(none, year)).toEqual({
        year,
        building_cents: 0,
        ffe_cents: 0,
        total_cents: 0,
        building_accumulated_cents: 0,
        ffe_accumulated_cents: 0,
        building_remaining_cents: 0,
        ffe_remaining_cents: 0,
      });
    }
  });

  it("rejects a basis that is not whole cents, a date that is not a date, and a fractional year", () => {
    const bad: DepreciationInput[] = [
      { ...input, buildingBasisCents: -1 },
      { ...input, ffeBasisCents: 1.5 },
      { ...input, buildingBasisCents: Number.NaN },
      { ...input, buildingBasisCents: 2 ** 53 },
      { ...input, placedInService: "2021-13-01" },
      { ...input, placedInService: "2021-02-30" },
      { ...input, placedInService: "21-06-15" },
      { ...input, placedInService: "2021-06-15T00:00:00Z" },
    ];
    for (const b of bad) {
      expect(() => depreciationSchedule(b), JSON.stringify(b)).toThrow(RangeError);
      expect(() => depreciationForYear(b, 2022), JSON.stringify(b)).toThrow(RangeError);
    }
    expect(() => depreciationForYear(input, 2021.5)).toThrow(RangeError);
  });
});

// Publication 946, Table A-1 (half-year convention), the 7- and 15-year columns, as published.
const TABLE_A1_7_YEAR = ["14.29", "24.49", "17.49", "12.49", "8.93", "8.92", "8.93", "4.46"];
const TABLE_A1_15_YEAR = ["5.00", "9.50", "8.55", "7.70", "6.93", "6.23", "5.90", "5.90", "5.91", "5.90", "5.91", "5.90", "5.91", "5.90", "5.91", "2.95"];

describe("capital assets of a property (improvements)", () => {
  it("reproduces the 5-, 7- and 15-year columns of Table A-1", () => {
    expect(halfYearRates(5)).toEqual(TABLE_A1_5_YEAR);
    expect(halfYearRates(7)).toEqual(TABLE_A1_7_YEAR);
    expect(halfYearRates(15)).toEqual(TABLE_A1_15_YEAR);
  });

  it("depreciates a $12,400 roof placed in service in May 2025 as 27.5-year property, year by year as Table A-6", () => {
    const roof: AssetInput = { basisCents: 1_240_000, period: "27.5", placedInService: "2025-05-12" };
    const years = assetSchedule(roof);
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 28 }, (_, i) => 2025 + i));
    // Table A-6, May: 2.273% in the first year, then 3.636% (3.637% in alternate years from year 10).
    expect(years[0]!.cents).toBe(28_182); // 12,400 x 7.5 / 330 months = 281.82
    expect(years[1]!.cents).toBe(45_091); // 12,400 x 12 / 330 = 450.909...
    for (const [i, y] of years.entries()) {
      const rate = new Decimal(residentialRate(5, i + 1)).dividedBy(100);
      expect(Math.abs(y.cents - rate.times(1_240_000).toNumber()), `year ${y.year}`).toBeLessThanOrEqual(13);
    }
    expect(sum(years.map((y) => y.cents))).toBe(1_240_000);
    expect(years.at(-1)!.remaining_cents).toBe(0);
    expect(assetForYear(roof, 2024).cents).toBe(0);
    expect(assetForYear(roof, 2060)).toEqual({ year: 2060, cents: 0, accumulated_cents: 1_240_000, remaining_cents: 0 });
  });

  it.each([
    ["15", TABLE_A1_15_YEAR],
    ["7", TABLE_A1_7_YEAR],
    ["5", TABLE_A1_5_YEAR],
  ] as const)("depreciates %s-year property at the table's rates, adding up to the basis", (period, table) => {
    const asset: AssetInput = { basisCents: 1_000_000, period, placedInService: "2024-10-01" };
    const years = assetSchedule(asset);
    expect(years.map((y) => (y.cents / 10_000).toFixed(2))).toEqual(table);
    expect(sum(years.map((y) => y.cents))).toBe(1_000_000);
  });

  it("has no years for a zero basis and refuses a malformed date", () => {
    expect(assetSchedule({ basisCents: 0, period: "5", placedInService: "2024-01-01" })).toEqual([]);
    expect(() => assetForYear({ basisCents: 100, period: "5", placedInService: "2024-02-30" }, 2024)).toThrow(RangeError);
  });
});
