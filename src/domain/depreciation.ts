import Decimal from "decimal.js";

/**
 * MACRS GDS depreciation of a residential rental (IRS Publication 946):
 * - the building is residential rental property: 27.5 years, straight line, mid-month convention
 *   (Table A-6), so the first year counts 12 - m + 0.5 months for month m placed in service;
 * - furniture, fixtures and equipment are 5-year property: 200% declining balance switching to
 *   straight line, half-year convention (Table A-1). The mid-quarter convention, required when more
 *   than 40% of a year's personal property is placed in service in its last quarter, is not applied;
 *   nor are bonus depreciation, section 179 expensing or the alternative depreciation system.
 * - land never depreciates, so it is not an input.
 *
 * Cents: the depreciation accumulated through each year is round(basis x exact cumulative fraction)
 * and each year is the difference, so every year is within a cent of basis x its exact rate and the
 * years add up to the basis exactly. The building uses exact fractions (months / 330), not the
 * table's 3-decimal percentages, which Publication 946 allows ("figuring depreciation without the
 * tables"); the two differ by at most 0.001% of the basis a year.
 */
export interface DepreciationInput {
  buildingBasisCents: number;
  ffeBasisCents: number;
  placedInService: string; // YYYY-MM-DD
}

export interface DepreciationYear {
  year: number;
  building_cents: number;
  ffe_cents: number;
  total_cents: number;
  building_accumulated_cents: number;
  ffe_accumulated_cents: number;
  building_remaining_cents: number;
  ffe_remaining_cents: number;
}

export const BUILDING_RECOVERY_YEARS = 27.5;
export const FFE_RECOVERY_YEARS = 5;

// Basis x fraction reaches 6.6e17 before dividing: beyond doubles, well within 40 digits.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/**
 * Table A-1: declining balance over `years` (200% for 3-, 5-, 7- and 10-year property, 150% for 15-
 * and 20-year), half a year in the first, switching to straight line when that is larger.
 */
function halfYearDecliningBalance(years: number): string[] {
  const factor = years >= 15 ? 1.5 : 2;
  const rates: string[] = [];
  let remaining = new D(100);
  for (let year = 1; year <= years + 1; year++) {
    const share = year === 1 ? 0.5 : 1;
    const periodLeft = year === 1 ? years : years + 0.5 - (year - 1);
    const declining = remaining.times(factor).dividedBy(years).times(share);
    const straight = remaining.dividedBy(periodLeft).times(share);
    const take = year === years + 1 ? remaining : D.max(declining, straight).toDecimalPlaces(2);
    rates.push(take.toFixed(2));
    remaining = remaining.minus(take);
  }
  return rates;
}

export const FFE_HALF_YEAR_RATES: readonly string[] = Object.freeze(halfYearDecliningBalance(FFE_RECOVERY_YEARS));

const RECOVERY_HALF_MONTHS = new D(BUILDING_RECOVERY_YEARS).times(24).toNumber(); // 660

/** Half-months of building depreciation taken through recovery year k (1-based), capped at the whole period. */
function buildingHalfMonthsThrough(monthPlaced: number, recoveryYear: number): number {
  if (recoveryYear <= 0) return 0;
  return Math.min(RECOVERY_HALF_MONTHS, 25 - 2 * monthPlaced + 24 * (recoveryYear - 1));
}

function buildingRecoveryYears(monthPlaced: number): number {
  let years = 1;
  while (buildingHalfMonthsThrough(monthPlaced, years) < RECOVERY_HALF_MONTHS) years++;
  return years; // 28 for January-June, 29 for July-December
}

function checkMonth(monthPlaced: number): void {
  if (!Number.isInteger(monthPlaced) || monthPlaced < 1 || monthPlaced > 12) throw new RangeError(`month placed in service must be 1-12, got ${monthPlaced}`);
}

/**
 * The Table A-6 percentage for a month placed in service (1-12) and recovery year (1-29), as a
 * 3-decimal string. Computed the way the table is: each year takes the percentage still remaining
 * x this year's months / months remaining, rounded to 3 decimals, and the last year what is left.
 * That is why the table alternates 3.636 and 3.637 from year 10 rather than printing 3.636 throughout.
 */
export function residentialRate(monthPlaced: number, recoveryYear: number): string {
  checkMonth(monthPlaced);
  if (!Number.isInteger(recoveryYear) || recoveryYear < 1 || recoveryYear > 29) throw new RangeError(`recovery year must be 1-29, got ${recoveryYear}`);
  let remaining = new D(100);
  let rate = new D(0);
  for (let year = 1; year <= recoveryYear; year++) {
    const before = buildingHalfMonthsThrough(monthPlaced, year - 1);
    const halfMonths = buildingHalfMonthsThrough(monthPlaced, year) - before;
    const left = RECOVERY_HALF_MONTHS - before;
    rate = halfMonths === left ? remaining : remaining.times(halfMonths).dividedBy(left).toDecimalPlaces(3);
    remaining = remaining.minus(rate);
  }
  return rate.toFixed(3);
}

const FFE_CUMULATIVE = FFE_HALF_YEAR_RATES.reduce<Decimal[]>((sums, rate) => [...sums, (sums.at(-1) ?? new D(0)).plus(rate)], []);

function cents(basis: number, fraction: Decimal): number {
  return new D(basis).times(fraction).toDecimalPlaces(0).toNumber();
}

function parseInput(input: DepreciationInput): { year: number; month: number } {
  for (const [name, value] of [["buildingBasisCents", input.buildingBasisCents], ["ffeBasisCents", input.ffeBasisCents]] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.placedInService);
  const date = match ? new Date(`${input.placedInService}T00:00:00Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== input.placedInService) {
    throw new RangeError(`placedInService must be a YYYY-MM-DD date, got ${input.placedInService}`);
  }
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Figures already computed in this isolate (a pure function of its inputs), bounded. */
const computed = new Map<string, DepreciationYear>();

/** One year's figures; zeros (with the right accumulated/remaining) before the start or after the end. */
export function depreciationForYear(input: DepreciationInput, year: number): DepreciationYear {
  const key = `${input.buildingBasisCents}|${input.ffeBasisCents}|${input.placedInService}|${year}`;
  const known = computed.get(key);
  if (known) return { ...known };
  const result = computeYear(input, year);
  if (computed.size >= 10_000) computed.clear();
  computed.set(key, result);
  return { ...result };
}

function computeYear(input: DepreciationInput, year: number): DepreciationYear {
  if (!Number.isInteger(year)) throw new RangeError(`year must be an integer, got ${year}`);
  const placed = parseInput(input);
  const k = year - placed.year + 1; // recovery year; 0 or less is before the start
  const building = (through: number) =>
    cents(input.buildingBasisCents, new D(buildingHalfMonthsThrough(placed.month, through)).dividedBy(RECOVERY_HALF_MONTHS));
  const ffe = (through: number) =>
    through <= 0 ? 0 : cents(input.ffeBasisCents, (FFE_CUMULATIVE[Math.min(through, FFE_CUMULATIVE.length) - 1] ?? new D(0)).dividedBy(100));
  const building_accumulated_cents = building(k);
  const ffe_accumulated_cents = ffe(k);
  const building_cents = building_accumulated_cents - building(k - 1);
  const ffe_cents = ffe_accumulated_cents - ffe(k - 1);
  return {
    year,
    building_cents,
    ffe_cents,
    total_cents: building_cents + ffe_cents,
    building_accumulated_cents,
    ffe_accumulated_cents,
    building_remaining_cents: input.buildingBasisCents - building_accumulated_cents,
    ffe_remaining_cents: input.ffeBasisCents - ffe_accumulated_cents,
  };
}

/**
 * Every year from the placed-in-service year to the last year with depreciation, building and FF&E
 * together. A part with a basis spans its whole recovery period (28 or 29 years for the building, 6
 * for FF&E) even where a tiny basis rounds some years to zero; with no basis at all there is none.
 */
export function depreciationSchedule(input: DepreciationInput): DepreciationYear[] {
  const placed = parseInput(input);
  const span = Math.max(
    input.buildingBasisCents > 0 ? buildingRecoveryYears(placed.month) : 0,
    input.ffeBasisCents > 0 ? FFE_HALF_YEAR_RATES.length : 0,
  );
  return Array.from({ length: span }, (_, i) => depreciationForYear(input, placed.year + i));
}

/**
 * A capital asset of a property bought after it was placed in service: a capital improvement (new
 * roof, HVAC, remodel), a land improvement (fence, driveway, landscaping) or furniture and
 * equipment. Each is depreciated on its own from its own placed-in-service date (Publication 946):
 * - "27.5": residential rental property, straight line, mid-month (Table A-6), like the building;
 * - "15": land improvements, 150% declining balance, half-year (Table A-1);
 * - "7" and "5": equipment, appliances and furniture, 200% declining balance, half-year (Table A-1).
 * The same cent rule as the property's: accumulated = round(basis x cumulative fraction).
 */
export const RECOVERY_PERIODS = ["27.5", "15", "7", "5"] as const;
export type RecoveryPeriod = (typeof RECOVERY_PERIODS)[number];

export const RECOVERY_METHODS: Record<RecoveryPeriod, string> = {
  "27.5": "27.5-year residential rental property: straight line, mid-month convention (Table A-6)",
  "15": "15-year land improvement: 150% declining balance, half-year convention (Table A-1)",
  "7": "7-year property: 200% declining balance, half-year convention (Table A-1)",
  "5": "5-year property: 200% declining balance, half-year convention (Table A-1)",
};

const HALF_YEAR_CUMULATIVE = new Map<number, Decimal[]>();
function halfYearCumulative(years: number): Decimal[] {
  let sums = HALF_YEAR_CUMULATIVE.get(years);
  if (!sums) {
    sums = halfYearDecliningBalance(years).reduce<Decimal[]>((acc, rate) => [...acc, (acc.at(-1) ?? new D(0)).plus(rate)], []);
    HALF_YEAR_CUMULATIVE.set(years, sums);
  }
  return sums;
}

/** Percent a year of Table A-1 for 3- to 20-year property, e.g. 15 -> ["5.00", "9.50", ..., "2.95"]. */
export const halfYearRates = (years: number): readonly string[] => halfYearDecliningBalance(years);

export interface AssetInput {
  basisCents: number;
  period: RecoveryPeriod;
  placedInService: string; // YYYY-MM-DD
}

export interface AssetYear {
  year: number;
  cents: number;
  accumulated_cents: number;
  remaining_cents: number;
}

/** The years an asset is depreciated over: 28-29 for 27.5-year property, the class life + 1 for the others. */
export function assetSpan(input: AssetInput): number {
  const placed = parseInput({ buildingBasisCents: input.basisCents, ffeBasisCents: 0, placedInService: input.placedInService });
  if (input.basisCents === 0) return 0;
  return input.period === "27.5" ? buildingRecoveryYears(placed.month) : Number(input.period) + 1;
}

/** One year of one asset; zeros before it is placed in service and after it is fully recovered. */
export function assetForYear(input: AssetInput, year: number): AssetYear {
  if (!Number.isInteger(year)) throw new RangeError(`year must be an integer, got ${year}`);
  const placed = parseInput({ buildingBasisCents: input.basisCents, ffeBasisCents: 0, placedInService: input.placedInService });
  const k = year - placed.year + 1;
  const through = (n: number): number => {
    if (n <= 0) return 0;
    if (input.period === "27.5") return cents(input.basisCents, new D(buildingHalfMonthsThrough(placed.month, n)).dividedBy(RECOVERY_HALF_MONTHS));
    const sums = halfYearCumulative(Number(input.period));
    return cents(input.basisCents, sums[Math.min(n, sums.length) - 1]!.dividedBy(100));
  };
  const accumulated = through(k);
  return { year, cents: accumulated - through(k - 1), accumulated_cents: accumulated, remaining_cents: input.basisCents - accumulated };
}

/** Every year of an asset's recovery, from its placed-in-service year. */
export function assetSchedule(input: AssetInput): AssetYear[] {
  const first = Number(input.placedInService.slice(0, 4));
  return Array.from({ length: assetSpan(input) }, (_, i) => assetForYear(input, first + i));
}

/** A property's depreciation inputs, or null until it is placed in service (nothing is depreciated before). */
export function depreciationInput(property: { placedInService: string | null; buildingBasisCents: number; ffeBasisCents: number }): DepreciationInput | null {
  if (!property.placedInService) return null;
  return { buildingBasisCents: property.buildingBasisCents, ffeBasisCents: property.ffeBasisCents, placedInService: property.placedInService };
}

/** A property's depreciation for one year: the building and FF&E bought with it, and its later assets. */
export interface PropertyYear extends DepreciationYear {
  improvements_cents: number;
  improvements_accumulated_cents: number;
}

/** The property's own figures (zeros when it has no placed-in-service date) plus its assets', for one year. */
export function propertyYear(input: DepreciationInput | null, assets: readonly AssetInput[], year: number): PropertyYear {
  const own: DepreciationYear = input
    ? depreciationForYear(input, year)
    : { year, building_cents: 0, ffe_cents: 0, total_cents: 0, building_accumulated_cents: 0, ffe_accumulated_cents: 0, building_remaining_cents: 0, ffe_remaining_cents: 0 };
  const figures = assets.map((asset) => assetForYear(asset, year));
  const improvements_cents = figures.reduce((sum, one) => sum + one.cents, 0);
  const improvements_accumulated_cents = figures.reduce((sum, one) => sum + one.accumulated_cents, 0);
  return { ...own, improvements_cents, improvements_accumulated_cents, total_cents: own.total_cents + improvements_cents };
}

/** Every year with depreciation of the property or any of its assets, in order. */
export function propertySchedule(input: DepreciationInput | null, assets: readonly AssetInput[]): PropertyYear[] {
  const spans: [number, number][] = [];
  if (input) {
    const own = depreciationSchedule(input);
    if (own.length > 0) spans.push([own[0]!.year, own.at(-1)!.year]);
  }
  for (const asset of assets) {
    const span = assetSpan(asset);
    const first = Number(asset.placedInService.slice(0, 4));
    if (span > 0) spans.push([first, first + span - 1]);
  }
  if (spans.length === 0) return [];
  const from = Math.min(...spans.map(([a]) => a));
  const to = Math.max(...spans.map(([, b]) => b));
  return Array.from({ length: to - from + 1 }, (_, i) => propertyYear(input, assets, from + i));
}
