// A ninth fixture company, unlike the others: a Michigan three-member LLC (manager-managed; a husband and
// wife 35% each and the wife's brother 30% under its operating agreement, the wife its manager) with a
// Michigan LARA identification number and a resident agent (Michigan's registered agent), which files
// its annual statement with LARA by February 15. It holds three properties of three kinds. A two-story
// brick mixed-use building on River Street in Manistee: two ground-floor retail units let triple-net (a
// bakery and an insurance agent's office, each paying base rent and a monthly NNN estimate as separate
// transactions, "Unit A base rent - Driftwood Bakehouse, March 2026" and "Unit A NNN estimate (CAM, tax,
// ins.) - Driftwood Bakehouse, March 2026"; an April CAM reconciliation that bills the bakery a balance
// and credits the agency against its May estimate) and three upstairs apartments let long-term through
// a property manager paid 8% of the apartments' rent (one rent transaction per apartment a month, one
// turnover in Apartment 203 with its deposit settled, deposits held through POST /api/v1/deposits), a
// snow-removal contractor every winter month, a flat roof replaced last year (a capital improvement with
// its own asset terms, PUT /api/v1/transactions/{id}/asset) and a commercial mortgage (interest and
// principal booked apart). A cottage on an inland lake near Lake Michigan, by Ludington, let by the week
// from mid-June to Labor Day and some fall long weekends, booked directly and through Vrbo; each booking
// one revenue transaction dated its check-in, the gross the guest paid (rent, the $225 cleaning fee and
// the 6% Michigan use tax), written "Week of Jul 11 (Sat-Sat) - Okafor family, Vrbo #71842209" or "Fall
// weekend Oct 9-12 - Lindqvist party, direct"; Vrbo's fee as its own expense; a cleaner per turnover; the
// use tax remitted quarterly (expense:other); closed and winterized November to May (a plumber's
// winterize and de-winterize visits) and a dock put in and taken out by a marine service each year. 80
// acres of tillable farmland in Oceana County cash-rented to a neighbouring farmer (two installments, March
// 1 and November 1; land only, nothing depreciable; one drainage tile repair), with a cell tower ground
// lease on its corner (monthly ground rent, 3% escalator each July 1, revenue:other). Michigan's
// paperwork: summer property tax (due September 14) and winter tax (due February 14) in three counties,
// the LARA annual statement (February 15), the federal 1065 (March 15), the 1099-NEC (January 31) and
// the quarterly sales, use and withholding return. Every record is entered one by one through the API.
// Every name, number and address is invented.
// Pure and deterministic (seeded); loaded through the API (scripts/eval-chat.ts --set dune).
import { addDays, weekday } from "../../src/domain/dates";
import { amortization, businessDay, dayOf, daysIn, dollars, type EnteredTransaction, enterTransactions, expectStatus, type FixtureCompany, json, levelPayment, longDate, MON, money, MONTH_NAMES, monthOf, monthsFrom, pad, random, seedFixture, type Send, yearOf } from "./demo-data";

export const DUNE_COMPANY = {
  legal_name: "Tamarack Dune Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "MI",
  formation_date: "2016-04-12",
  ein: "38-4162907",
  state_filing_number: "802317594",
  registered_agent: { name: "Bayshore Resident Agent Co.", address: "401 Harbor Bend Drive, Suite 3, Traverse City, MI 49684" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 318, Manistee, MI 49660",
  provenance: { source_type: "seed", source_id: "dune" },
  extra_metadata: {
    management: "manager-managed; manager: Ilse Renkema",
    members: "Tobias Renkema 35%, Ilse Renkema 35%, Pieter Vandermolen 30% (Ilse Renkema's brother)",
    lara_id: "802317594 (Michigan Department of Licensing and Regulatory Affairs, Corporations Division)",
    resident_agent_note: "Michigan calls the registered agent the resident agent",
    annual_statement: "Michigan LLC annual statement filed with LARA by February 15 each year ($25 fee)",
    treasury_account: "Michigan Department of Treasury sales, use and withholding account (quarterly filer) under EIN 38-4162907",
  },
};

export type DuneKey = "building" | "cottage" | "farm";

const seed = { source_type: "seed", source_id: "dune" };

export const DUNE_PROPERTIES: { key: DuneKey; input: Record<string, unknown> }[] = [
  {
    key: "building",
    input: {
      address: "377 River Street, Manistee, MI 49660",
      acquisition_date: "2016-08-19",
      purchase_price_total: "615000.00",
      land_basis: "92000.00",
      building_basis: "523000.00",
      placed_in_service: "2016-09-01",
      provenance: seed,
      extra_metadata: {
        use: "mixed-use: two ground-floor retail units let triple-net, three upstairs apartments let long-term",
        nickname: "the Keel Block (the River Street building)",
        kind: "two-story brick commercial block (1912), 5,600 sq ft: Unit A 1,650 sq ft and Unit B 1,350 sq ft retail on the ground floor, Apartments 201-203 upstairs (2,600 sq ft), flat roof, rear parking lot for six cars",
        retail_tenants: "Unit A: Driftwood Bakehouse LLC (Ruth-Ann Sobczak), NNN; Unit B: Harbor Light Insurance Agency (Gerald Fenske), NNN",
        apartments: "201 Kayla Brzezinski; 202 Gideon & Shay Tollefsrud; 203 Noor Haddad from August 1 last year (before her Elliot Vanderkooi)",
        property_manager: "Chinook Street Property Services (the three apartments only; 8% of the apartments' rent collected)",
        snow_removal: "North Channel Snow & Ice (Wes Gorski), rear lot plowing and sidewalk clearing, billed monthly November-March",
        lender: "Sandhill Lakes Bank, commercial mortgage ...6604",
        parcel: "51-51-130-412-07",
        county: "Manistee County (City of Manistee)",
      },
    },
  },
  {
    key: "cottage",
    input: {
      address: "6120 North Lost Pine Lake Road, Ludington, MI 49431",
      acquisition_date: "2019-05-10",
      purchase_price_total: "389000.00",
      land_basis: "142000.00",
      building_basis: "227000.00",
      ffe_basis: "20000.00",
      placed_in_service: "2019-06-14",
      provenance: seed,
      extra_metadata: {
        use: "seasonal vacation rental by the week (mid-June to Labor Day) and fall long weekends; closed and winterized November to May",
        nickname: "the Lost Pine cottage (the lake cottage)",
        kind: "three-bedroom, one-and-a-half-bath cottage (1958, 1,180 sq ft) on 110 feet of Lost Pine Lake frontage, a mile from the Lake Michigan beach; sleeps eight; seasonal dock",
        vrbo_listing: "Lost Pine Lake Cottage - dock, kayaks, a mile to Lake Michigan (Vrbo property 2219407)",
        cleaner: "Tidewater Cottage Cleaning (Brenna Kuipers), per turnover",
        plumber: "Epworth Plumbing & Heating (winterize each October, de-winterize each May)",
        dock: "Sable Ridge Marine Service (dock and boat lift in each May, out each October)",
        parcel: "53-009-126-003-00",
        county: "Mason County (Sable Hollow Township)",
      },
    },
  },
  {
    key: "farm",
    input: {
      address: "80 acres, North 72nd Avenue (Section 14), Amber Creek Township, Oceana County, MI 49459",
      acquisition_date: "2020-11-20",
      purchase_price_total: "512000.00",
      land_basis: "512000.00",
      building_basis: "0.00",
      placed_in_service: null,
      provenance: seed,
      extra_metadata: {
        use: "tillable farmland cash-rented to a neighbouring farmer under a written annual farm lease; a cell tower ground lease on its northeast corner",
        nickname: "the Amber Creek farm (the 80 acres)",
        kind: "80 acres, about 77 tillable (corn and soybeans), tiled in the 1990s; no buildings (land only, nothing depreciable)",
        farm_tenant: "Dale & Corinne Wierenga (Wierenga Acres), cash rent per acre in two installments (March 1 and November 1)",
        tower: "Northpoint Tower Partners LLC, site MI-OCE-4417 (Amber Creek), 100 x 100 ft ground lease area and access easement, monthly ground rent with a 3% escalator each July 1",
        parcel: "64-003-014-200-00",
        county: "Oceana County (Amber Creek Township)",
        tax_note: "qualified agricultural property: exempt from the 18-mill school operating tax",
      },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type DuneTransaction = EnteredTransaction<DuneKey>;

/** "Oct 9-12", "Sep 30-Oct 3" */
const span = (from: string, to: string) => (monthOf(from) === monthOf(to) ? `${MON[monthOf(from) - 1]} ${dayOf(from)}-${dayOf(to)}` : `${MON[monthOf(from) - 1]} ${dayOf(from)}-${MON[monthOf(to) - 1]} ${dayOf(to)}`);
/** A value of a table indexed by year, the first entry being `first`. */
const byYear = <T>(table: T[], first: number, year: number): T => table[Math.max(0, Math.min(table.length - 1, year - first))]!;
const pct = (rate: number) => `${(rate * 100).toFixed(2)}%`;

const ACCOUNTS: Record<DuneKey | "company", string> = {
  building: "Sandhill Lakes Bank checking ...2207 (River Street building)",
  cottage: "Sandhill Lakes Bank checking ...2215 (Lost Pine cottage)",
  farm: "Sandhill Lakes Bank checking ...2190 (company operating)",
  company: "Sandhill Lakes Bank checking ...2190 (company operating)",
};
const VRBO_ACCOUNT = "Vrbo payouts (to Sandhill Lakes Bank ...2215)";
const PM_ACCOUNT = "Chinook Street Property Services - tenant portal collections (ACH to Sandhill Lakes Bank ...2207)";
const LOAN_ACCOUNT = "Sandhill Lakes Bank commercial mortgage ...6604 (autodebit from ...2207)";

// ---------------------------------------------------------------------------------------------
// The River Street building, Manistee.

/** Retail base rent and the monthly NNN estimate in cents, by calendar year from two years before `today`'s year (the last entry is next year's). */
const UNIT_A_BASE = [215000, 221500, 228000, 235000];
const UNIT_B_BASE = [187500, 193000, 199000, 205000];
const UNIT_A_NNN = [49500, 51500, 55500];
const UNIT_B_NNN = [45500, 47000, 49000];
export const unitABase = (today: string, year: number) => byYear(UNIT_A_BASE, yearOf(today) - 2, year);
export const unitBBase = (today: string, year: number) => byYear(UNIT_B_BASE, yearOf(today) - 2, year);
export const unitANnn = (today: string, year: number) => byYear(UNIT_A_NNN, yearOf(today) - 2, year);
export const unitBNnn = (today: string, year: number) => byYear(UNIT_B_NNN, yearOf(today) - 2, year);
/** Each retail unit's share of the building's CAM pool: its floor area over the building's 5,600 sq ft. */
export const UNIT_A_SHARE = 1650 / 5600;
export const UNIT_B_SHARE = 1350 / 5600;
/** The building's costs the retail tenants share under their NNN leases. */
export const CAM_POOL: [string, string][] = [
  ["expense:property_tax", "Real property taxes (City of Manistee summer and winter bills paid in the year)"],
  ["expense:insurance", "Building insurance (commercial package policy)"],
  ["expense:maintenance:snow_removal", "Snow plowing, sidewalk clearing and salting"],
  ["expense:utilities:electricity", "Common-area and exterior lighting electricity"],
  ["expense:maintenance:landscaping", "Sidewalk planters and rear lot sweeping"],
];
export const RETAIL = {
  A: { unit: "Unit A", tenant: "Driftwood Bakehouse", legal: "Driftwood Bakehouse LLC", share: UNIT_A_SHARE, base: unitABase, nnn: unitANnn },
  B: { unit: "Unit B", tenant: "Harbor Light Insurance Agency", legal: "Harbor Light Insurance Agency, Inc.", share: UNIT_B_SHARE, base: unitBBase, nnn: unitBNnn },
} as const;

/** The apartment tenants and their rents: month indexes from January two years back (0) to 36. */
interface Apartment {
  apt: string;
  tenant: string;
  from: number;
  to: number;
  /** Rent in cents for a month index. */
  rent: (index: number) => number;
}
export function apartments(): Apartment[] {
  const yearly = (table: number[]) => (i: number) => table[Math.min(table.length - 1, Math.floor(i / 12))]!;
  return [
    { apt: "Apt 201", tenant: "Kayla Brzezinski", from: 0, to: 36, rent: yearly([97500, 99500, 102500]) },
    { apt: "Apt 202", tenant: "Gideon & Shay Tollefsrud", from: 0, to: 36, rent: yearly([118500, 121500, 124500]) },
    // Elliot Vanderkooi moved out June 30 last year; July stood empty for the make-ready; Noor Haddad from August 1 (12-month lease, renewed this August).
    { apt: "Apt 203", tenant: "Elliot Vanderkooi", from: 0, to: 12 + 6, rent: yearly([115000, 117500]) },
    { apt: "Apt 203", tenant: "Noor Haddad", from: 12 + 7, to: 36, rent: (i) => (i < 24 + 7 ? 124500 : 127500) },
  ];
}
export const PM_RATE = 0.08;
export const PLACEMENT_FEE = 35000;
export const ROOF_PRICE = 5284000;
const SNOW_BASE: Record<number, number> = { 11: 38000, 12: 82000, 1: 105000, 2: 96000, 3: 52000 };
const BUILDING_ELECTRIC: Record<number, number> = { 1: 14200, 2: 12800, 3: 11400, 4: 9600, 5: 8400, 6: 7900, 7: 8100, 8: 8300, 9: 9100, 10: 10800, 11: 12600, 12: 14500 };
const BUILDING_REPAIRS: [string, number][] = [
  ["Manistee Mechanical - Apt 202 furnace igniter and flame sensor replaced", 31500],
  ["Manistee Mechanical - Apt 201 water heater anode and thermostat replaced", 27800],
  ["Riverbend Handyman - upstairs hallway light fixtures and stair tread nosing replaced", 19500],
  ["Riverbend Handyman - Apt 203 bathroom exhaust fan and window sash cord replaced", 16800],
  ["Channel Electric - rear entry exterior light and GFCI circuit repaired", 22400],
  ["Manistee Mechanical - kitchen drain line cleared, Apt 201", 14500],
];

// The mortgage: Sandhill Lakes Bank, refinanced June 18 five years before `today`'s year, first payment August 1.
export const LOAN_PRINCIPAL = 44000000;
export const LOAN_RATE = 0.054;
export const LOAN_MONTHS = 240;
export const loanPayment = (): number => levelPayment(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS);
export const loanSchedule = (today: string) => amortization(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS, (yearOf(today) - 5) * 12 + 7, (yearOf(today) + 1) * 12 + 11);

// ---------------------------------------------------------------------------------------------
// The Lost Pine cottage, Ludington.

/** Weekly rates in cents by year from two years back: shoulder weeks (June, late August), peak weeks (late June to mid-August); a fall long weekend (Friday to Monday) and the Labor Day weekend (Saturday to Monday). */
const WEEK_SHOULDER = [245000, 255000, 265000];
const WEEK_PEAK = [289500, 299500, 312500];
const FALL_WEEKEND = [79500, 82500, 85500];
const LABOR_DAY_WEEKEND = [69500, 72500, 75500];
export const COTTAGE_CLEANING_FEE = 22500;
export const USE_TAX_RATE = 0.06;
export const VRBO_FEE_RATE = 0.08;
const CLEANER_FEE = [16500, 17500, 18500];

export interface CottageStay {
  kind: "week" | "labor" | "fall";
  channel: "vrbo" | "direct";
  code: string | null;
  /** "Okafor family", "Lindqvist party" */
  guest: string;
  checkIn: string;
  checkOut: string;
  /** Rent and the cleaning fee, before the use tax, in cents. */
  base: number;
  tax: number;
}
export const stayTotal = (s: CottageStay) => s.base + s.tax;

const FAMILIES = ["Okafor", "Lindqvist", "Brandvold", "Castellano", "Dziedzic", "Hoogstraten", "Marchetti", "Pelkey", "Szabo", "Tremaine", "Vukovich", "Amundsen", "Bergeron", "Kowalski", "Nakashima", "Ostrowski", "Rademacher", "Thibodeaux", "Wojcik", "Yarbrough", "Zeeland", "Fairbanks", "Gustafsen", "Haverkate", "Ibarra", "Jorgensen", "Kilbride", "Laramie", "Mbeki", "Norquist"];
/** Families who come back every summer and book directly. */
const REGULARS: Record<string, string> = { "07-11": "Hoogstraten", "07-25": "Brandvold" };

/** The first Monday of September: Labor Day. */
const laborDay = (y: number) => {
  let d = `${y}-09-01`;
  while (weekday(d) !== 1) d = addDays(d, 1);
  return d;
};

/** Every stay at the cottage from January two years back whose check-in is on or before `today`. */
export function cottageStays(today: string, seedValue = 20260614): CottageStay[] {
  const rand = random(seedValue);
  const Y = yearOf(today);
  const out: CottageStay[] = [];
  let code = 71842209;
  const guestOf = (suffix: string) => `${FAMILIES[Math.floor(rand() * FAMILIES.length)]!} ${suffix}`;
  const push = (kind: CottageStay["kind"], checkIn: string, checkOut: string, rent: number, guest: string, direct: boolean) => {
    const base = rent + COTTAGE_CLEANING_FEE;
    out.push({ kind, channel: direct ? "direct" : "vrbo", code: direct ? null : String((code += 1 + Math.floor(rand() * 4000))), guest, checkIn, checkOut, base, tax: Math.round(base * USE_TAX_RATE) });
  };
  for (let y = Y - 2; y <= Y; y++) {
    const labor = laborDay(y);
    let sat = `${y}-06-13`;
    while (weekday(sat) !== 6) sat = addDays(sat, 1);
    for (; addDays(sat, 7) <= addDays(labor, -2); sat = addDays(sat, 7)) {
      const md = sat.slice(5);
      const peak = md >= "06-27" && md <= "08-15";
      const regular = Object.entries(REGULARS).find(([from]) => Math.abs(Number(md.slice(3)) - Number(from.slice(3))) <= 3 && md.slice(0, 2) === from.slice(0, 2))?.[1];
      if (!regular && rand() > (peak ? 0.97 : 0.78)) continue;
      const guest = regular ? `${regular} family` : guestOf("family");
      push("week", sat, addDays(sat, 7), byYear(peak ? WEEK_PEAK : WEEK_SHOULDER, Y - 2, y), guest, regular ? true : rand() < 0.25);
    }
    // The Labor Day weekend, Saturday to Monday.
    if (rand() < 0.75) push("labor", addDays(labor, -2), labor, byYear(LABOR_DAY_WEEKEND, Y - 2, y), guestOf("party"), rand() < 0.3);
    // Fall long weekends, Friday to Monday, until the cottage closes around October 20.
    let fri = addDays(labor, 4);
    for (; addDays(fri, 3) <= `${y}-10-19`; fri = addDays(fri, 7)) {
      if (rand() > 0.4) continue;
      push("fall", fri, addDays(fri, 3), byYear(FALL_WEEKEND, Y - 2, y), guestOf("party"), rand() < 0.4);
    }
  }
  return out.filter((s) => s.checkIn <= today).sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1));
}

/** A booking's description: "Week of Jul 11 (Sat-Sat) - Okafor family, Vrbo #71842209". */
export function stayDescription(s: CottageStay): string {
  const via = s.channel === "vrbo" ? `Vrbo #${s.code}` : "direct";
  if (s.kind === "week") return `Week of ${MON[monthOf(s.checkIn) - 1]} ${dayOf(s.checkIn)} (Sat-Sat) - ${s.guest}, ${via}`;
  return `${s.kind === "labor" ? "Labor Day weekend" : "Fall weekend"} ${span(s.checkIn, s.checkOut)} - ${s.guest}, ${via}`;
}

const COTTAGE_ELECTRIC: Record<number, number> = { 1: 3900, 2: 3800, 3: 3900, 4: 4100, 5: 6800, 6: 14200, 7: 18900, 8: 17600, 9: 9800, 10: 7600, 11: 4200, 12: 3900 };
const COTTAGE_REPAIRS: [string, number][] = [
  ["Lakeshore Appliance Service - refrigerator defrost timer replaced", 18900],
  ["Epworth Plumbing & Heating - outdoor shower valve and hose bib replaced", 24600],
  ["Pine Ridge Handyman - screen porch screens rewired and door closer replaced", 21500],
  ["Pine Ridge Handyman - two kayaks' seats and the paddle rack replaced", 13900],
];

// ---------------------------------------------------------------------------------------------
// The Amber Creek farm and its cell tower.

export const FARM_ACRES = 80;
/** Cash rent per acre in cents by crop year from two years back (the last entry is next crop year's, agreed in October). */
const FARM_RATE = [21500, 22500, 23500, 24500];
export const farmRate = (today: string, cropYear: number) => byYear(FARM_RATE, yearOf(today) - 2, cropYear);
export const TILE_REPAIR = 386000;
/** The tower's monthly ground rent in cents on a date: $1,150.00 from July 1 eight years before `today`'s year, 3% more each July 1. */
export function towerRent(today: string, date: string): number {
  const start = yearOf(today) - 8;
  let rent = 115000;
  for (let y = start + 1; `${y}-07-01` <= date; y++) rent = Math.round(rent * 1.03);
  return rent;
}
export const TOWER_SITE = "MI-OCE-4417 (Amber Creek)";

// ---------------------------------------------------------------------------------------------
// Taxes and insurance.

/** Summer tax bills in cents by tax year from two years back (billed July 1, due September 14); winter bills by bill year from three years back (billed December 1, due February 14). */
const SUMMER_TAX: Record<DuneKey, number[]> = { building: [752318, 781204, 809955], cottage: [402716, 418330, 433581], farm: [92140, 95418, 98406] };
const WINTER_TAX: Record<DuneKey, number[]> = { building: [191870, 198442, 205117, 211890], cottage: [146028, 151284, 157066, 162213], farm: [59611, 61822, 64150, 66309] };
export const TAX_COLLECTOR: Record<DuneKey, { treasurer: string; county: string; where: string }> = {
  building: { treasurer: "City of Manistee Treasurer", county: "Manistee County", where: "377 River Street (parcel 51-51-130-412-07)" },
  cottage: { treasurer: "Sable Hollow Township Treasurer", county: "Mason County", where: "6120 N. Lost Pine Lake Road (parcel 53-009-126-003-00)" },
  farm: { treasurer: "Amber Creek Township Treasurer", county: "Oceana County", where: "80 acres, N. 72nd Avenue (parcel 64-003-014-200-00)" },
};
export const summerTax = (today: string, key: DuneKey, year: number) => byYear(SUMMER_TAX[key], yearOf(today) - 2, year);
export const winterTax = (today: string, key: DuneKey, billYear: number) => byYear(WINTER_TAX[key], yearOf(today) - 3, billYear);
const BUILDING_PREMIUM = [612000, 658500, 697200];
const COTTAGE_PREMIUM = [231500, 248000, 262900];
const FARM_PREMIUM = [38500, 39900, 41200];

/** The CAM pool of a year from the building's transactions, by category. */
export function camPool(rows: DuneTransaction[], year: number): { category: string; label: string; cents: number }[] {
  return CAM_POOL.map(([category, label]) => ({ category, label, cents: rows.filter((t) => t.property === "building" && yearOf(t.date) === year && t.category === category).reduce((sum, t) => sum + t.cents, 0) }));
}

/** A retail unit's reconciliation of a year: its share of the pool less the estimates it paid (positive: it owes; negative: a credit). */
export function camReconciliation(rows: DuneTransaction[], today: string, year: number, unit: keyof typeof RETAIL) {
  const total = camPool(rows, year).reduce((sum, p) => sum + p.cents, 0);
  const r = RETAIL[unit];
  const share = Math.round(total * r.share);
  const paid = 12 * r.nnn(today, year);
  return { total, share, paid, balance: share - paid };
}

/** Every transaction of the company from January two years back through `today`. */
export function duneTransactions(today: string, seedValue = 20260315): DuneTransaction[] {
  const rand = random(seedValue);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const months = monthsFrom(today, 2);
  const Y = yearOf(today);
  const out: DuneTransaction[] = [];
  const tenants = apartments();
  const stays = cottageStays(today);
  const loan = loanSchedule(today);
  const pay = loanPayment();

  for (const { y, m } of months) {
    const ym = `${y}-${pad(m)}`;
    const date = (day: number) => `${ym}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const add = (property: DuneKey | null, day: number, cents: number, category: string, description: string, account?: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: account ?? ACCOUNTS[property ?? "company"] });
    const index = (y - (Y - 2)) * 12 + (m - 1);

    // --- The River Street building: retail base rent and NNN estimates, each apartment's rent.
    if (m === 4 && y - 1 >= Y - 2) {
      // The reconciliation of last year's CAM pool, delivered April 22: the bakery pays its balance in May; the agency's credit comes off its May estimate (below).
      const total = camPool(out, y - 1).reduce((sum, p) => sum + p.cents, 0);
      const a = camReconciliation(out, today, y - 1, "A");
      const b = camReconciliation(out, today, y - 1, "B");
      if (a.balance <= 0) throw new Error(`the ${y - 1} CAM reconciliation should bill Unit A, not credit it`);
      if (b.balance >= 0 || -b.balance >= unitBNnn(today, y)) throw new Error(`the ${y - 1} CAM reconciliation should credit Unit B less than one month's estimate`);
      out.push({ property: "building", date: `${y}-05-08`, cents: a.balance, category: "revenue:other", description: `Unit A CAM reconciliation balance due - Driftwood Bakehouse: ${y - 1} CAM reconciliation, ${pct(UNIT_A_SHARE)} of ${dollars(total)} in taxes, insurance and common area costs is ${dollars(a.share)}, less ${dollars(a.paid)} of estimates paid (statement of April 22, ${y}; paid May 8)`, source_account: ACCOUNTS.building });
    }
    for (const unit of ["A", "B"] as const) {
      const r = RETAIL[unit];
      const day = unit === "A" ? 1 : 2 + Math.floor(rand() * 2);
      add("building", day, r.base(today, y), "revenue:long_term_rental", `${r.unit} base rent - ${r.tenant}, ${label}`);
      if (m === 5 && unit === "B" && y - 1 >= Y - 2) {
        const b = camReconciliation(out, today, y - 1, "B");
        add("building", day, r.nnn(today, y) + b.balance, "revenue:other", `${r.unit} NNN estimate (CAM, tax, ins.) - ${r.tenant}, ${label}: ${dollars(r.nnn(today, y))} less the ${y - 1} CAM reconciliation credit of ${dollars(-b.balance)}`);
      } else add("building", day, r.nnn(today, y), "revenue:other", `${r.unit} NNN estimate (CAM, tax, ins.) - ${r.tenant}, ${label}`);
    }
    let apartmentRent = 0;
    for (const a of tenants) {
      if (index < a.from || index >= a.to) continue;
      const cents = a.rent(index);
      apartmentRent += cents;
      add("building", 1 + Math.floor(rand() * 4), cents, "revenue:long_term_rental", `${a.apt} rent - ${a.tenant}, ${label}`, PM_ACCOUNT);
    }
    add("building", 10, Math.round(apartmentRent * PM_RATE), "expense:property_management", `Chinook Street Property Services - management fee, 8% of ${label} apartment rent collected (${dollars(apartmentRent)}), Apartments 201-203`, PM_ACCOUNT);
    if (SNOW_BASE[m]) add("building", m === 11 ? 28 : 26, vary(SNOW_BASE[m]!, 0.4), "expense:maintenance:snow_removal", `North Channel Snow & Ice - rear lot plowing, sidewalk clearing and salting, 377 River Street, ${label}`);
    add("building", 18, vary(BUILDING_ELECTRIC[m]!, 0.12), "expense:utilities:electricity", `West Shore Electric Company - common areas, stairwell and exterior lighting, 377 River Street, ${label}`);
    add("building", 22, vary(16800, 0.15), "expense:utilities:water", `City of Manistee Utilities - water and sewer, Apartments 201-203 (the retail units are metered apart), ${label}`);
    add("building", 12, y >= Y ? 9400 : 8800, "expense:utilities:trash", `Harbor Disposal - rear dumpster for the apartments, 377 River Street, ${label}`);
    if (m >= 5 && m <= 10) add("building", 15, 14000, "expense:maintenance:landscaping", `Bayside Grounds - sidewalk planters and rear lot sweeping, 377 River Street, ${label}`);
    if (m % 3 === 0) add("building", 9, 8500, "expense:maintenance:pest_control", "Lakeside Pest Control - quarterly treatment, basement and apartments, 377 River Street");
    if (rand() < 0.2) {
      const [what, cents] = BUILDING_REPAIRS[Math.floor(rand() * BUILDING_REPAIRS.length)]!;
      add("building", 6 + Math.floor(rand() * 18), vary(cents, 0.2), "expense:maintenance:repairs", `${what}, 377 River Street (via Chinook Street Property Services)`, PM_ACCOUNT);
    }
    if (m === 4) add("building", 1, byYear(BUILDING_PREMIUM, Y - 2, y), "expense:insurance", "Great Lakes Lighthouse Mutual - commercial package policy renewal (April 1): building, rents and general liability, 377 River Street (policy GLM-CPP-4471820)");
    if (ym === `${Y - 1}-07`) {
      add("building", 9, 168500, "expense:maintenance:repairs", "Chinook Street Property Services - make-ready, Apt 203 after Elliot Vanderkooi: paint ($980.00), carpet cleaning ($265.00), deep clean ($320.00), blinds ($120.00)", PM_ACCOUNT);
      add("building", 11, 7500, "expense:advertising", "Manistee Shoreline News - classified ad, two-bedroom apartment for rent, 377 River Street (Apt 203)");
    }
    if (ym === `${Y - 1}-08`) add("building", 4, PLACEMENT_FEE, "expense:commissions", "Chinook Street Property Services - tenant placement fee, Apt 203 (Noor Haddad lease from August 1)", PM_ACCOUNT);
    if (ym === `${Y - 1}-05`) add("building", 20, 45000, "expense:maintenance:repairs", "Brinebeck Roofing & Sheet Metal - roof inspection and core cuts, leak above Apt 202 patched until the replacement");
    if (ym === `${Y - 1}-06`) {
      add("building", 24, ROOF_PRICE, "expense:capital_improvement", "Brinebeck Roofing & Sheet Metal - roof replacement: tear-off to the deck, tapered insulation, 60-mil TPO membrane, new flashing, scuppers and coping, 377 River Street (contract of May 28)");
      add("building", 5, 32500, "expense:licenses_permits", "City of Manistee - building permit, roof replacement, 377 River Street");
    }
    const loanRow = loan.get(ym);
    if (loanRow) {
      add("building", 1, loanRow.interest, "expense:mortgage_interest", `Sandhill Lakes Bank - commercial mortgage ...6604 interest, payment of ${MON[m - 1]} 1, ${y} (P&I ${dollars(pay)})`, LOAN_ACCOUNT);
      add("building", 1, loanRow.principal, "expense:mortgage_principal", `Sandhill Lakes Bank - commercial mortgage ...6604 principal, payment of ${MON[m - 1]} 1, ${y} (balance after ${dollars(loanRow.balance)})`, LOAN_ACCOUNT);
    }

    // --- Property taxes: the winter bill in February, the summer bill in September.
    for (const [i, key] of (["building", "cottage", "farm"] as const).entries()) {
      const c = TAX_COLLECTOR[key];
      if (m === 2) add(key, 9 + i, winterTax(today, key, y - 1), "expense:property_tax", `${c.treasurer} - ${y - 1} winter tax (billed December 1, due February 14), ${c.where}, ${c.county}`);
      if (m === 9) add(key, 8 + i, summerTax(today, key, y), "expense:property_tax", `${c.treasurer} - ${y} summer tax (billed July 1, due September 14), ${c.where}, ${c.county}`);
    }

    // --- The cottage: each booking that checks in this month, its Vrbo fee and its turnover clean.
    const cleanerFee = byYear(CLEANER_FEE, Y - 2, y);
    for (const s of stays.filter((st) => st.checkIn.slice(0, 7) === ym)) {
      add("cottage", dayOf(s.checkIn), stayTotal(s), "revenue:rental_income", stayDescription(s), s.channel === "vrbo" ? VRBO_ACCOUNT : ACCOUNTS.cottage);
      if (s.channel === "vrbo") add("cottage", dayOf(s.checkIn), Math.round(s.base * VRBO_FEE_RATE), "expense:platform_fees", `Vrbo host fee - reservation #${s.code} (${s.guest}, ${span(s.checkIn, s.checkOut)}): 5% commission and 3% payment processing on ${dollars(s.base)}`, VRBO_ACCOUNT);
      if (s.checkOut <= today) out.push({ property: "cottage", date: s.checkOut, cents: cleanerFee, category: "expense:maintenance:cleaning", description: `Tidewater Cottage Cleaning (Brenna Kuipers) - turnover clean after the ${s.guest}, checkout ${MON[monthOf(s.checkOut) - 1]} ${dayOf(s.checkOut)}, Lost Pine cottage`, source_account: ACCOUNTS.cottage });
    }
    // The quarterly sales, use and withholding return: the 6% use tax on the stays of the quarter before, paid by the 20th.
    if (m === 1 || m === 4 || m === 7 || m === 10) {
      const [qy, q] = m === 1 ? [y - 1, 4] : [y, (m - 1) / 3];
      const inQuarter = stays.filter((s) => yearOf(s.checkIn) === qy && Math.ceil(monthOf(s.checkIn) / 3) === q);
      const tax = inQuarter.reduce((sum, s) => sum + s.tax, 0);
      const taxable = inQuarter.reduce((sum, s) => sum + s.base, 0);
      if (tax > 0) add("cottage", 16, tax, "expense:other", `Michigan Department of Treasury - sales, use and withholding return, Q${q} ${qy}: 6% use tax on ${dollars(taxable)} of cottage lodging (${inQuarter.length} ${inQuarter.length === 1 ? "stay" : "stays"}), account 38-4162907`);
    }
    add("cottage", 20, vary(COTTAGE_ELECTRIC[m]!, 0.14), "expense:utilities:electricity", `Lakeshore Rural Electric Cooperative - 6120 N. Lost Pine Lake Road, ${label}`);
    if (m >= 5 && m <= 10) add("cottage", 7, 7499, "expense:utilities:internet", `Dunewire Broadband - seasonal internet and Wi-Fi, Lost Pine cottage, ${label} (suspended November-April)`);
    if (m >= 6 && m <= 9) add("cottage", 3, 6200, "expense:utilities:trash", `Mason County Refuse - weekly summer pickup, 6120 N. Lost Pine Lake Road, ${label}`);
    if (m === 6 || m === 8) add("cottage", 12, vary(m === 6 ? 52000 : 38000, 0.2), "expense:utilities:gas", `Bluffline Propane - propane delivery (water heater, range and fireplace), Lost Pine cottage`);
    if (m === 5) {
      add("cottage", 14, byYear([26500, 27500, 28500], Y - 2, y), "expense:maintenance:repairs", `Epworth Plumbing & Heating - ${y} de-winterize: water turned on, lines flushed and checked, water heater relit, Lost Pine cottage`);
      add("cottage", 22, byYear([62500, 65000, 67500], Y - 2, y), "expense:maintenance:repairs", `Sable Ridge Marine Service - ${y} dock and boat lift installed, Lost Pine cottage`);
      add("cottage", 29, byYear([42000, 44000, 46000], Y - 2, y), "expense:maintenance:cleaning", `Tidewater Cottage Cleaning (Brenna Kuipers) - ${y} season opening deep clean, windows and porch, Lost Pine cottage`);
      add("cottage", 9, vary(14500, 0.5), "expense:supplies", `Guest supplies for the ${y} season - linens, paper goods, kayak life jackets, Lost Pine cottage`);
    }
    if (m === 10) {
      add("cottage", 21, byYear([62500, 65000, 67500], Y - 2, y), "expense:maintenance:repairs", `Sable Ridge Marine Service - ${y} dock and boat lift removed and stored for the winter, Lost Pine cottage`);
      add("cottage", 24, byYear([28500, 29500, 31000], Y - 2, y), "expense:maintenance:repairs", `Epworth Plumbing & Heating - ${y} winterize: water shut off, lines blown out, antifreeze in traps and fixtures, water heater drained, Lost Pine cottage`);
    }
    if (m === 6) add("cottage", 1, byYear(COTTAGE_PREMIUM, Y - 2, y), "expense:insurance", "Northern Pines Mutual - seasonal rental dwelling policy renewal (June 1), Lost Pine cottage (policy NPM-SRD-118304)");
    if (m === 7 && rand() < 0.6) {
      const [what, cents] = COTTAGE_REPAIRS[Math.floor(rand() * COTTAGE_REPAIRS.length)]!;
      add("cottage", 8 + Math.floor(rand() * 15), vary(cents, 0.2), "expense:maintenance:repairs", `${what}, Lost Pine cottage`);
    }
    if (ym === `${Y - 2}-04`) add("cottage", 18, 34900, "expense:advertising", "Beacon Light Photography - new listing photos and drone shots of the lake frontage, Lost Pine cottage");
    if (ym === `${Y}-04`) add("cottage", 22, 148500, "expense:furnishings", "Ludington Home & Lake - two queen mattresses, porch rockers and a new kayak, Lost Pine cottage");

    // --- The farm: cash rent in two installments and the tower's ground rent.
    const rate = farmRate(today, y);
    const rent = FARM_ACRES * rate;
    if (m === 3) add("farm", 1, rent / 2, "revenue:long_term_rental", `Farm cash rent, first installment (due March 1) - Dale & Corinne Wierenga (Wierenga Acres), ${y} crop year: 80 acres at ${dollars(rate)} = ${dollars(rent)}, half`);
    if (m === 11) add("farm", 1, rent / 2, "revenue:long_term_rental", `Farm cash rent, second installment (due November 1) - Dale & Corinne Wierenga (Wierenga Acres), ${y} crop year: 80 acres at ${dollars(rate)} = ${dollars(rent)}, half`);
    const tower = towerRent(today, `${ym}-01`);
    add("farm", 1 + Math.floor(rand() * 4), tower, "revenue:other", `Northpoint Tower Partners - ground rent, site ${TOWER_SITE}, ${label}${m === 7 ? ` (${dollars(tower)} from July 1 after the 3% escalator)` : ""}`);
    if (ym === `${Y - 1}-08`) add("farm", 19, TILE_REPAIR, "expense:maintenance:repairs", "Oceana Tile & Excavating - drainage tile repair: 140 ft of collapsed 6-inch main tile dug up and replaced, blowout at the outlet to the county drain rebuilt, Amber Creek farm (landlord's share under the farm lease)");
    if (m === 3) add("farm", 3, byYear(FARM_PREMIUM, Y - 2, y), "expense:insurance", "Orchard Country Mutual - farm landowner liability policy renewal (March 1), 80 acres, N. 72nd Avenue, with the tower site");

    // --- The company itself.
    add(null, 28, 1200, "expense:bank_fees", `Sandhill Lakes Bank - business account service fees, ${label}`);
    if (m === 1) add(null, 24, 9500 + 1500 * Math.floor(rand() * 2), "expense:legal_professional", `Oosterhof & Lake CPAs - ${y - 1} Forms 1099-NEC prepared and e-filed (snow removal, cottage cleaner, marine service, property manager)`);
    if (m === 2) {
      add(null, 6, 2500, "expense:licenses_permits", `Michigan LARA - ${y} annual statement, LARA ID 802317594 ($25.00 filing fee)`);
      add(null, 11, 12500, "expense:legal_professional", "Bayshore Resident Agent Co. - annual resident agent service");
      add(null, 17, 34900, "expense:software_subscriptions", "Ledgerwell accounting software - annual plan");
    }
    if (m === 3) add(null, 10, byYear([295000, 312500, 325000], Y - 2, y), "expense:legal_professional", `Oosterhof & Lake CPAs - ${y - 1} Form 1065, Michigan returns and Schedule K-1s for the three members`);
    if (m === 8) add(null, 14, vary(18500, 0.2), "expense:travel", "Mileage - Ilse Renkema, Manistee to the Amber Creek farm and the Lost Pine cottage (farm walk with the tenant, cottage mid-season check), at the IRS standard rate");
  }
  return out.filter((t) => t.date <= today && t.cents > 0);
}

export interface DuneDeposit {
  property: DuneKey;
  tenant: string;
  amount: number;
  received_date: string;
  notes: string;
  settle?: { date: string; kept: number; why: string };
}

/** The building's security deposits, held in the company's deposit account at Sandhill Lakes Bank. */
export function duneDeposits(today: string): DuneDeposit[] {
  const Y = yearOf(today);
  const held = "held in the company's security deposit account at Sandhill Lakes Bank ...2231; returned within 30 days after move-out less an itemized list of damages (Michigan Truth in Renting and security deposit act)";
  return [
    { property: "building", tenant: "Driftwood Bakehouse LLC", amount: 430000, received_date: `${Y - 4}-04-15`, notes: "Security deposit under the Unit A triple-net lease (two months' first-year base rent), held until the lease ends" },
    { property: "building", tenant: "Harbor Light Insurance Agency, Inc.", amount: 360000, received_date: `${Y - 6}-09-18`, notes: "Security deposit under the Unit B triple-net lease (two months' first-year base rent), held until the lease ends" },
    { property: "building", tenant: "Kayla Brzezinski", amount: 146250, received_date: `${Y - 4}-08-25`, notes: `Security deposit, Apt 201 (one and a half months' rent at move-in), ${held}` },
    { property: "building", tenant: "Gideon & Shay Tollefsrud", amount: 165000, received_date: `${Y - 5}-05-28`, notes: `Security deposit, Apt 202, ${held}` },
    {
      property: "building",
      tenant: "Elliot Vanderkooi",
      amount: 110000,
      received_date: `${Y - 4}-06-20`,
      notes: `Security deposit, Apt 203, ${held}`,
      settle: { date: `${Y - 1}-07-22`, kept: 38500, why: "two bedroom walls patched and repainted, a burned section of kitchen countertop replaced, one window screen" },
    },
    { property: "building", tenant: "Noor Haddad", amount: 124500, received_date: `${Y - 1}-07-21`, notes: `Security deposit, Apt 203 from August 1 (one month's rent), ${held}` },
  ];
}

export interface DuneObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: DuneKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next; those already past are completed. */
export function duneObligations(today: string): DuneObligation[] {
  const Y = yearOf(today);
  const out: DuneObligation[] = [];
  for (const yr of [Y - 1, Y, Y + 1]) {
    out.push({ obligation_type: "compliance:periodic_report", due_date: businessDay(`${yr}-02-15`), description: `Michigan LLC annual statement for ${yr} to LARA (LARA ID 802317594), $25 fee, with the resident agent's address confirmed` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Form 1065 partnership return for ${yr - 1}, with Schedule K-1s for the three members (Oosterhof & Lake CPAs)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-01-31`), description: `Forms 1099-NEC for ${yr - 1} to the snow-removal contractor, the cottage cleaner, the marine service and the property manager, and to the IRS` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-02-28`), description: `Michigan sales, use and withholding annual return for ${yr - 1} (Department of Treasury, account 38-4162907), reconciling the quarterly use tax on the cottage` });
    for (const [q, due] of [[1, `${yr}-04-20`], [2, `${yr}-07-20`], [3, `${yr}-10-20`], [4, `${yr + 1}-01-20`]] as const) {
      out.push({ obligation_type: "tax:filing", due_date: businessDay(due), description: `Michigan sales, use and withholding quarterly return for Q${q} ${yr}: 6% use tax on the Lost Pine cottage's lodging (account 38-4162907)`, property: "cottage" });
    }
    for (const key of ["building", "cottage", "farm"] as const) {
      const c = TAX_COLLECTOR[key];
      out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-02-14`), description: `${yr - 1} winter property tax, ${c.treasurer}, ${c.county} (billed December 1, due February 14)`, property: key });
      out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-09-14`), description: `${yr} summer property tax, ${c.treasurer}, ${c.county} (billed July 1, due September 14)`, property: key });
    }
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-04-01`, description: "Commercial package policy renewal, Great Lakes Lighthouse Mutual policy GLM-CPP-4471820 (building, rents, general liability; certificates to the retail tenants and Sandhill Lakes Bank)", property: "building" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-06-01`, description: "Seasonal rental dwelling policy renewal, Northern Pines Mutual policy NPM-SRD-118304", property: "cottage" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-03-01`, description: "Farm landowner liability policy renewal, Orchard Country Mutual (80 acres and the tower site)", property: "farm" });
    out.push({ obligation_type: "other", due_date: `${yr}-04-30`, description: `CAM reconciliation statements for ${yr - 1} to the retail tenants (Driftwood Bakehouse, Unit A; Harbor Light Insurance Agency, Unit B), due by April 30 under their NNN leases`, property: "building" });
    out.push({ obligation_type: "other", due_date: `${yr}-10-15`, description: `Farm lease renewal for the ${yr + 1} crop year signed with Dale & Corinne Wierenga (rent per acre agreed; lease signed by October 15)`, property: "farm" });
    out.push({ obligation_type: "other", due_date: `${yr}-05-15`, description: `Cottage opening for the ${yr} season: de-winterize (Epworth Plumbing & Heating), dock in (Sable Ridge Marine Service), opening clean`, property: "cottage" });
    out.push({ obligation_type: "other", due_date: `${yr}-10-25`, description: `Cottage closing for the winter: winterize (Epworth Plumbing & Heating) after the dock is out (Sable Ridge Marine Service); internet suspended`, property: "cottage" });
    out.push({ obligation_type: "other", due_date: `${yr}-07-01`, description: `Cell tower ground rent escalator: 3% increase from July 1, ${yr}, Northpoint Tower Partners site ${TOWER_SITE} (check the July payment)`, property: "farm" });
  }
  out.push({ obligation_type: "other", due_date: `${Y + 1}-04-30`, description: "Unit A NNN lease with Driftwood Bakehouse ends April 30 unless the tenant exercises its five-year renewal option (written notice at least 180 days before)", property: "building" });
  out.push({ obligation_type: "other", due_date: `${Y + 5}-06-18`, description: "Sandhill Lakes Bank commercial mortgage ...6604 matures (10-year balloon): refinance or pay off the balance", property: "building" });
  out.push({ obligation_type: "other", due_date: `${Y - 1}-07-31`, description: "Security deposit of Elliot Vanderkooi (Apt 203): itemized list of damages and refund within 30 days after move-out", property: "building" });
  return out.map((o) => (o.due_date < today ? { ...o, status: "completed" } : o));
}

/** The company's papers. */
export function duneDocuments(today: string): FixtureCompany<DuneKey>["documents"] {
  const Y = yearOf(today);
  const C = DUNE_COMPANY;
  const rows = duneTransactions(today);
  const pay = loanPayment();
  const loanBalance = loanSchedule(today).get(`${Y - 1}-12`)!.balance;
  const policyYear = today >= `${Y}-04-01` ? Y : Y - 1;
  const buildingPremium = byYear(BUILDING_PREMIUM, Y - 2, policyYear);
  // The latest CAM reconciliation delivered: last year's once this year's statement is out (April 22).
  const recYear = today >= `${Y}-04-22` ? Y - 1 : Y - 2;
  const pool = camPool(rows, recYear);
  const recA = camReconciliation(rows, today, recYear, "A");
  const recB = camReconciliation(rows, today, recYear, "B");
  const cropYear = today >= `${Y}-10-15` ? Y + 1 : Y;
  const cropRate = farmRate(today, cropYear);
  const towerStart = `${Y - 8}-07-01`;
  const towerNow = towerRent(today, today);
  const noorRenewed = today >= `${Y}-08-01`;
  return [
    {
      filename: "tamarack-dune-holdings-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Tamarack Dune Holdings LLC",
      doc_date: "2016-04-12",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is made as of April 12, 2016 by Tobias Renkema, Ilse Renkema and Pieter Vandermolen, the members of ${C.legal_name}, a Michigan limited liability company formed under the Michigan Limited Liability Company Act (MCL 450.4101 et seq.) by articles of organization filed with the Michigan Department of Licensing and Regulatory Affairs (LARA) on April 12, 2016 (LARA identification number ${C.state_filing_number}). EIN ${C.ein}. Tobias and Ilse Renkema are husband and wife; Pieter Vandermolen is Ilse Renkema's brother.

## Article 1. Name, office and resident agent
1.1 The Company's principal office and mailing address is ${C.mailing_address}.
1.2 The Company's resident agent (Michigan's name for the registered agent) is ${C.registered_agent.name}, ${C.registered_agent.address}. The Manager files the Company's annual statement with LARA by February 15 of each year and keeps the resident agent's name and address current.

## Article 2. Purpose
The Company buys, owns, leases and manages real estate in Michigan, including commercial and residential rental buildings, vacation rental property and farmland, and may grant leases and easements on its land.

## Article 3. Members, Percentage Interests and capital
| Member | Percentage Interest | Initial capital contribution |
|---|---|---|
| Tobias Renkema | 35% | $105,000 |
| Ilse Renkema | 35% | $105,000 |
| Pieter Vandermolen | 30% | $90,000 |

Additional capital was contributed in proportion to the Percentage Interests in May 2019 for the Lost Pine cottage and in November 2020 for the Amber Creek farm: $200,000 in all ($70,000, $70,000 and $60,000). Profits, losses and distributions are allocated in proportion to the Percentage Interests. No member must contribute more capital without the consent of all members.

## Article 4. Management
4.1 The Company is managed by a manager. Ilse Renkema is the Manager and serves until she resigns or members holding a majority of the Percentage Interests replace her.
4.2 The Manager runs the Company's ordinary business: she oversees the retail leases and the property manager of the River Street building's apartments, the cottage's bookings, cleaner and use tax returns, the farm lease and the tower ground lease, and keeps the books.
4.3 The written consent of members holding at least 70% of the Percentage Interests is required to buy, sell or encumber real estate, borrow money other than trade credit, sign or renew a lease of more than five years, make a single expenditure over $15,000 that is not in the annual budget, or admit a member.
4.4 The Manager receives no salary. Mileage is reimbursed at the IRS standard rate.

## Article 5. Distributions and reserves
The Company keeps an operating reserve of $20,000 and a capital reserve of $10,000 for the River Street building. Cash above the reserves is distributed each quarter.

## Article 6. Books, taxes and accounts
6.1 The Company keeps its books on the cash method, calendar year, with accounts at Sandhill Lakes Bank.
6.2 The Company is taxed as a partnership: it files federal Form 1065 by March 15 and gives each member a Schedule K-1. Ilse Renkema is the partnership representative.
6.3 The Company is registered with the Michigan Department of Treasury for sales, use and withholding taxes and remits the 6% use tax on the cottage's lodging.

## Article 7. Transfers
A member may transfer an interest to a spouse or descendant, or to another member. Any other transfer must first be offered to the other members, pro rata, at a price set by an independent appraisal of the Company's real estate; they have 60 days to accept.

## Article 8. Dissolution
The Company winds up on the written consent of all members or on the sale of all its real estate.

Signed: Ilse Renkema, Member and Manager; Tobias Renkema, Member; Pieter Vandermolen, Member.
`,
    },
    {
      filename: "unit-a-triple-net-lease-driftwood-bakehouse.md",
      doc_type: "other",
      title: "Unit A triple-net retail lease - Driftwood Bakehouse LLC, 377 River Street",
      doc_date: `${Y - 4}-04-12`,
      property: "building",
      body: `# Retail Lease (Triple Net) - Unit A, 377 River Street, Manistee

Landlord: ${C.legal_name}, ${C.mailing_address} (Ilse Renkema, Manager). Tenant: Driftwood Bakehouse LLC, a Michigan limited liability company (owner and guarantor: Ruth-Ann Sobczak).
Premises: Unit A, the ground-floor east storefront of 377 River Street, Manistee, MI 49660, about 1,650 square feet (29.46% of the building's 5,600 square feet), with the rear kitchen and its exhaust hood, used as a retail bakery and cafe.

1. TERM. Five years, from May 1, ${Y - 4} through April 30, ${Y + 1}.
2. RENEWAL OPTION. One option to renew for five more years on written notice to the Landlord at least 180 days before the term ends, at base rent raised 3% for the first renewal year and 3% a year after.
3. BASE RENT. Payable monthly in advance on the 1st, raised each January 1:
| Year | Monthly base rent |
|---|---|
| ${Y - 2} | ${dollars(unitABase(today, Y - 2))} |
| ${Y - 1} | ${dollars(unitABase(today, Y - 1))} |
| ${Y} | ${dollars(unitABase(today, Y))} |
| ${Y + 1} (through April 30) | ${dollars(unitABase(today, Y + 1))} |
4. NET LEASE. This is a triple-net lease. In addition to base rent, Tenant pays its pro rata share (29.46%) of the building's (a) real property taxes (the City of Manistee summer and winter bills), (b) building insurance premiums, and (c) common area maintenance: snow plowing, sidewalk clearing and salting, common and exterior lighting, sidewalk planters and rear lot sweeping ("CAM"), together "NNN charges".
5. MONTHLY ESTIMATE. The Landlord estimates the NNN charges each January and Tenant pays one-twelfth of its share monthly with the base rent, as a separate payment (${dollars(unitANnn(today, Y))} a month for ${Y}; ${dollars(unitANnn(today, Y - 1))} in ${Y - 1}).
6. CAM RECONCILIATION. By April 30 of each year the Landlord delivers a statement of the actual NNN charges of the year before. Tenant pays any shortfall within 30 days; any overpayment is credited against Tenant's next NNN estimate payments. Tenant may inspect the Landlord's invoices within 60 days after the statement.
7. EXCLUDED FROM CAM. Replacement of the roof, structure, foundation and the exterior walls, the Landlord's mortgage payments, and costs of the upstairs apartments are the Landlord's and are not NNN charges.
8. UTILITIES. Tenant pays its own electricity, gas, water and sewer (separately metered), telephone and trash.
9. SECURITY DEPOSIT. $4,300.00 (two months of the first year's base rent), received April 15, ${Y - 4}, held without interest and returned within 30 days after the lease ends less amounts Tenant owes.
10. MAINTENANCE. Tenant maintains the interior of the premises, its storefront glass, the kitchen equipment and exhaust hood (cleaned twice a year by a licensed contractor), and its own HVAC unit under a service contract. The Landlord maintains the roof, structure and exterior walls.
11. INSURANCE. Tenant carries commercial general liability of at least $1,000,000 per occurrence naming the Landlord as additional insured, and insurance on its own equipment and improvements.
12. LATE CHARGE. 5% of any payment received after the 5th of the month.
13. SIGNAGE AND HOURS. One blade sign and window lettering as approved by the Landlord and the City of Manistee historic district commission.

Signed April 12, ${Y - 4}: Ilse Renkema, Manager, for the Landlord; Ruth-Ann Sobczak, Member, for the Tenant and as personal guarantor.
`,
    },
    {
      filename: `apartment-203-lease-noor-haddad-${noorRenewed ? Y : Y - 1}.md`,
      doc_type: "other",
      title: `Residential lease, 377 River Street Apartment 203 (Noor Haddad, from August 1, ${noorRenewed ? Y : Y - 1})`,
      doc_date: noorRenewed ? `${Y}-06-20` : `${Y - 1}-07-21`,
      property: "building",
      body: `# Residential Lease - Apartment 203, 377 River Street, Manistee

Landlord: ${C.legal_name}, by its agent Chinook Street Property Services, 88 Maple Street, Suite 4, Manistee, MI 49660 (manager: Lorna Pietrzak). Tenant: Noor Haddad.
Premises: Apartment 203, second floor, 377 River Street, Manistee, MI 49660 (two bedrooms, one bath, about 900 square feet), with the range, refrigerator and the shared basement laundry.

1. TERM. August 1, ${noorRenewed ? Y : Y - 1} through July 31, ${noorRenewed ? Y + 1 : Y} (12 months).${noorRenewed ? ` This lease renews the lease of August 1, ${Y - 1} (rent $1,245.00).` : ""} A renewal offer is sent at least 60 days before the term ends; without one the tenancy continues month to month.
2. RENT. ${dollars(noorRenewed ? 127500 : 124500)} a month, due on the 1st, paid through the agent's tenant portal. Rent is late after the 5th; a late fee of $40.00 is charged.
3. SECURITY DEPOSIT. $1,245.00, received July 21, ${Y - 1}, held by the Landlord in its security deposit account at Sandhill Lakes Bank. Within 30 days after the Tenant moves out and gives a forwarding address in writing, the Landlord returns the deposit or sends an itemized list of damages with the balance (MCL 554.609). The Tenant must give the forwarding address within 4 days after moving out.
4. UTILITIES. Water, sewer and trash are included in the rent. The Tenant pays electricity and gas in her own name.
5. PETS. One cat allowed with the pet addendum; no dogs.
6. MOVE-IN CHECKLIST. The Tenant received two inventory checklists at move-in and returned one within 7 days (Michigan law).
7. SNOW AND PARKING. The Landlord clears the rear lot and the sidewalks. One parking space in the rear lot (space 5).
8. SMOKING. None anywhere in the building.
9. ENTRY. With 24 hours' notice, or at any time in an emergency.
10. NOISE. The ground floor is a working bakery from 5 a.m.; the Tenant accepts the ordinary sounds and smells of it.

Signed: Lorna Pietrzak, Chinook Street Property Services, for the Landlord; Noor Haddad, Tenant.
`,
    },
    {
      filename: "lost-pine-cottage-rental-terms.md",
      doc_type: "other",
      title: "Lost Pine cottage - rental terms for guests",
      doc_date: `${Y}-01-15`,
      property: "cottage",
      body: `# Lost Pine Lake Cottage - Rental Terms

6120 North Lost Pine Lake Road, Ludington, MI 49431. Owner: ${C.legal_name} (Ilse Renkema). Vrbo property 2219407; returning guests book directly with the owner.

1. SEASON. Open from mid-June through Labor Day by the week, and for some long weekends in September and October. The cottage is closed and winterized from late October to mid-May.
2. WEEKLY STAYS. Saturday to Saturday only. Check-in 4 p.m. Saturday, check-out 10 a.m. Saturday. ${Y} rates: ${dollars(byYear(WEEK_PEAK, Y - 2, Y))} a week from late June to mid-August, ${dollars(byYear(WEEK_SHOULDER, Y - 2, Y))} a week in June and the last weeks of August.
3. LONG WEEKENDS. Labor Day weekend, Saturday to Monday: ${dollars(byYear(LABOR_DAY_WEEKEND, Y - 2, Y))}. Fall weekends, Friday 4 p.m. to Monday 11 a.m. (three nights): ${dollars(byYear(FALL_WEEKEND, Y - 2, Y))}.
4. CLEANING FEE. ${dollars(COTTAGE_CLEANING_FEE)} per stay, added to the rent.
5. TAX. Michigan's 6% use tax on lodging is added to the rent and the cleaning fee of every stay and remitted to the State by the owner.
6. OCCUPANCY. Up to eight guests (three bedrooms and a bunk room). No parties or events.
7. PETS. One dog under 50 pounds allowed with the owner's approval and a $95.00 pet fee; no cats (allergies). Dogs are never left alone in the cottage.
8. DOCK AND KAYAKS. The dock is in from late May to mid-October. Two kayaks, four life jackets and a paddleboat are included; use them at your own risk. No motorized watercraft may be tied to the dock overnight.
9. PAYMENT. Vrbo bookings are paid through Vrbo. Direct bookings: 50% at booking, the balance 30 days before arrival.
10. CANCELLATION. Direct bookings: a full refund to 60 days before arrival; 50% from 60 to 30 days; no refund within 30 days unless the week is rebooked. Vrbo bookings follow the policy shown on the listing (the same terms).
11. HOUSE RULES. Quiet hours 10 p.m. to 8 a.m. No smoking or fireworks. Campfires only in the fire ring, never in a burn ban. Septic system: nothing but toilet paper in the toilets.
12. CHECK-OUT. Start the dishwasher, take the trash to the bins at the road (pickup is Monday in summer), lock the doors and the boathouse.
`,
    },
    {
      filename: `amber-creek-farm-cash-rent-lease-${cropYear}.md`,
      doc_type: "other",
      title: `Farm cash rent lease, ${cropYear} crop year - 80 acres, Amber Creek Township (Dale & Corinne Wierenga)`,
      doc_date: `${cropYear - 1}-10-${cropYear - 1 === Y ? "12" : "09"}`,
      property: "farm",
      body: `# Farm Cash Rent Lease - ${cropYear} Crop Year

Landlord: ${C.legal_name}, ${C.mailing_address}. Tenant: Dale Wierenga and Corinne Wierenga, doing business as Wierenga Acres, 4410 West Sandhill Road, Hart, MI 49420.
Land: 80 acres in the southeast quarter of Section 14, Amber Creek Township, Oceana County, Michigan (parcel 64-003-014-200-00), on North 72nd Avenue, of which about 77 acres are tillable. Excepted: the cell tower lease area (100 x 100 feet) in the northeast corner and its 20-foot access easement, leased to Northpoint Tower Partners LLC.

1. TERM. March 1, ${cropYear} through the end of the ${cropYear} harvest, and no later than December 31, ${cropYear}. The parties sign a new lease each fall, by October 15, for the next crop year; neither party is bound to renew.
2. CASH RENT. ${dollars(cropRate)} per tillable acre per year, figured on 80 acres: ${dollars(FARM_ACRES * cropRate)} for the year (${cropYear - 1}: ${dollars(farmRate(today, cropYear - 1))} per acre).
3. INSTALLMENTS. Half the rent, ${dollars((FARM_ACRES * cropRate) / 2)}, is due March 1, ${cropYear}, and half, ${dollars((FARM_ACRES * cropRate) / 2)}, on November 1, ${cropYear}, by check or ACH to the Landlord. A payment more than 15 days late bears interest at 1% a month.
4. USE. Row crops (corn, soybeans, small grains) under good husbandry: no continuous corn more than two years, soil tests every three years shared with the Landlord, lime applied as the tests call for (the Landlord reimburses half of any lime applied in the last year of a tenancy).
5. DRAINAGE TILE. The Landlord pays for the repair and replacement of the main tile lines and the outlet to the county drain. The Tenant pays for repairs to laterals and surface inlets it damages, keeps the outlets open, and tells the Landlord at once of any blowout or wet spot.
6. CONSERVATION. The Tenant keeps the grassed waterway and the 30-foot filter strip along Amber Creek in grass and complies with the farm's conservation plan and Michigan's Right to Farm GAAMPs.
7. NO BUILDINGS. There are no buildings on the land. The Tenant may not store fuel or chemicals on it.
8. TOWER SITE. The Tenant keeps clear of the tower compound and the access drive and is paid no part of the tower rent.
9. GOVERNMENT PAYMENTS. Farm program payments, if any, belong to the Tenant.
10. INSURANCE. The Tenant carries farm liability insurance of at least $1,000,000 naming the Landlord as additional insured; the Landlord carries its own landowner liability policy.
11. HUNTING. The Landlord keeps the hunting rights.

Signed: Ilse Renkema, Manager, for the Landlord; Dale Wierenga; Corinne Wierenga.
`,
    },
    {
      filename: "northpoint-tower-ground-lease-summary.md",
      doc_type: "other",
      title: `Cell tower ground lease summary - Northpoint Tower Partners, site ${TOWER_SITE}`,
      doc_date: `${Y - 8}-05-22`,
      property: "farm",
      body: `# Tower Site Ground Lease - Summary

Landlord: ${C.legal_name}. Tenant: Northpoint Tower Partners LLC, 1700 Meridian Commons Drive, Suite 500, Okemos, MI 48864 (lease administration: leases@northpoint-tower.example).
Site: Northpoint site ${TOWER_SITE}. A 100 x 100 foot lease area in the northeast corner of the Landlord's 80 acres in Section 14, Amber Creek Township, Oceana County (parcel 64-003-014-200-00), with a 20-foot non-exclusive access and utility easement from North 72nd Avenue. The tenant built a 195-foot monopole and a fenced equipment compound.
Signed May 22, ${Y - 8}; memorandum of lease recorded with the Oceana County Register of Deeds.

1. TERM. An initial term of five years from the commencement date, ${longDate(towerStart)}, renewing automatically for five more terms of five years each unless the Tenant gives notice at least 90 days before a term ends (the Landlord cannot refuse a renewal).
2. RENT. ${dollars(115000)} a month in the first lease year, payable monthly in advance by ACH.
3. ESCALATOR. The rent increases by 3% of the rent then in effect on each anniversary of the commencement date (July 1). Rent in effect today: ${dollars(towerNow)} a month (from July 1, ${today >= `${Y}-07-01` ? Y : Y - 1}); ${dollars(towerRent(today, `${Y + 1}-07-01`))} from July 1, ${Y + 1}${today >= `${Y}-07-01` ? "" : ` (after ${dollars(towerRent(today, `${Y}-07-01`))} from July 1, ${Y})`}.
4. CO-LOCATION. The Tenant may sublease space on the tower to wireless carriers; the Landlord receives no share of co-location rent.
5. TAXES. The Tenant reimburses any increase in the Landlord's property tax caused by the tower and pays personal property tax on its own equipment.
6. INSURANCE AND INDEMNITY. The Tenant carries $5,000,000 of commercial general liability naming the Landlord as additional insured and indemnifies the Landlord for its use of the site.
7. TERMINATION. The Tenant may end the lease on 180 days' notice if it loses its permits or the site becomes unsuitable; the Landlord may not end it except for the Tenant's uncured default in paying rent.
8. REMOVAL. Within 120 days after the lease ends the Tenant removes the tower, the compound and the foundations to 3 feet below grade and restores the land to tillable condition.
9. RIGHT OF FIRST REFUSAL. If the Landlord is offered money for an easement or the purchase of the lease area or the rent stream, the Tenant may match the offer within 30 days.
10. ACCESS. The Tenant has access at all times; it keeps the drive gravelled and pays for crop damage it causes ($1,200 per acre damaged).
`,
    },
    {
      filename: "brinebeck-roofing-roof-replacement-contract-and-warranty.md",
      doc_type: "other",
      title: "Brinebeck Roofing & Sheet Metal - roof replacement contract and warranty, 377 River Street",
      doc_date: `${Y - 1}-05-28`,
      property: "building",
      body: `# Roof Replacement Contract and Warranty

Contractor: Brinebeck Roofing & Sheet Metal, Inc., 2150 Caberfae Highway, Manistee, MI 49660, Michigan residential builder and maintenance and alteration contractor license 2102218877 (project manager: Curtis Brinebeck).
Owner: ${C.legal_name}. Property: 377 River Street, Manistee, MI 49660 (two-story brick commercial block, 1912; flat roof of about 3,000 square feet over the whole building).
Contract date: May 28, ${Y - 1}. Work started June 16, ${Y - 1}; completed and final inspection passed June 24, ${Y - 1}.

## Background
In May ${Y - 1} the 1996 built-up roof leaked above Apartment 202 and the bakery's kitchen. The Contractor's inspection with core cuts found wet insulation under about 40% of the roof; a patch was made until the replacement.

## Scope
1. Tear off the existing roof to the wood deck; replace rotted deck boards (up to 200 square feet included; more at $9.50 per square foot).
2. Install tapered polyiso insulation (R-25 average) sloped to the scuppers, a cover board, and a 60-mil white TPO membrane, fully adhered.
3. New flashing at the parapet walls, the two chimneys and the bakery's hood curb; new prefinished coping on the parapets; two new scuppers and downspouts at the rear.
4. Remove all debris; protect the tenants' storefronts and the upstairs hallway during the work.

## Price and payment
Contract price: ${dollars(ROOF_PRICE)}, including materials, labor, disposal and the deck allowance. The City of Manistee building permit ($325.00) paid by the Owner. Paid in full on completion, June 24, ${Y - 1}.
The roof replacement is the Landlord's cost under the retail leases and is not a CAM charge.

## Warranty
- Manufacturer: 20-year no-dollar-limit membrane system warranty from the membrane's manufacturer (registered July 8, ${Y - 1}), through June 24, ${Y + 19}.
- Workmanship: the Contractor warrants its work for 5 years from completion (through June 24, ${Y + 4}), including leaks at flashings and seams.
- Not covered: damage from foot traffic by others, rooftop equipment installed later without the Contractor's flashing, or ponding caused by blocked scuppers. The Contractor recommends an inspection every fall and clearing the scuppers before winter.

Signed: Ilse Renkema, Manager, for the Owner; Curtis Brinebeck, for the Contractor.
`,
    },
    {
      filename: "great-lakes-lighthouse-mutual-commercial-package-declarations.md",
      doc_type: "insurance:policy",
      title: `Great Lakes Lighthouse Mutual commercial package policy declarations, 377 River Street ${policyYear}-${policyYear + 1}`,
      doc_date: `${policyYear}-03-18`,
      property: "building",
      body: `# Commercial Package Policy - Declarations

Insurer: Great Lakes Lighthouse Mutual Insurance Company, Grand Rapids, Michigan. Agent: Cutler & Bay Insurance, Ludington.
Named insured: ${C.legal_name}, ${C.mailing_address}.
Policy number: GLM-CPP-4471820. Policy period: April 1, ${policyYear} to April 1, ${policyYear + 1}, 12:01 a.m. standard time.
Insured location: 377 River Street, Manistee, MI 49660 (two-story brick mixed-use building, 1912, 5,600 sq ft; ground-floor retail: a bakery and an insurance agency; three apartments upstairs; new TPO roof ${Y - 1}).
Mortgagee: Sandhill Lakes Bank, ISAOA, loan ...6604. Additional insureds: none (the retail tenants carry their own liability and name the insured).

## Property coverages
| Coverage | Limit |
|---|---|
| Building (replacement cost, special form) | $1,150,000 |
| Business income and rents (actual loss sustained) | 12 months |
| Equipment breakdown | included |
| Ordinance or law (A, B and C) | $150,000 |
| Sewer and drain backup | $50,000 |

## Liability coverages
| Coverage | Limit |
|---|---|
| General liability, each occurrence | $1,000,000 |
| General aggregate | $2,000,000 |
| Products and completed operations aggregate | $2,000,000 |
| Medical payments, each person | $5,000 |
| Umbrella (follow form) | $2,000,000 |

## Deductibles
All perils: $5,000 per occurrence. Wind and hail: $5,000. Equipment breakdown: $2,500. Sewer backup: $2,500.

## Premium
Annual premium: ${dollars(buildingPremium)}, paid in full April 1, ${policyYear}. The premium is an NNN charge shared by the retail tenants under their leases.

## Conditions of note
- Protective safeguards: the bakery's hood suppression system must be inspected twice a year; the building's fire alarm is monitored.
- Vacancy: coverage for vandalism and water damage is suspended if the building is more than 60% vacant for 60 days.
- Snow: the insured keeps a written snow and ice removal contract for the sidewalks and the rear lot.
`,
    },
    {
      filename: "sandhill-lakes-bank-commercial-mortgage-6604.md",
      doc_type: "other",
      title: "Sandhill Lakes Bank commercial mortgage summary, loan ...6604 (377 River Street)",
      doc_date: `${Y - 5}-06-18`,
      property: "building",
      body: `# Commercial Mortgage Loan Summary

Borrower: ${C.legal_name}. Lender: Sandhill Lakes Bank, 510 Cypress Street, Manistee, MI 49660 (commercial lender: Marguerite Oldenkamp). Loan number ending 6604.
Closing date: June 18, ${Y - 5}. Purpose: refinance of the purchase loan of 377 River Street and cash out for the Lost Pine cottage's improvements.

1. PRINCIPAL. ${dollars(LOAN_PRINCIPAL)} (68% of the appraised value of $650,000).
2. INTEREST. Fixed at 5.40% per year for the term.
3. PAYMENTS. ${dollars(pay)} of principal and interest on the 1st of each month from August 1, ${Y - 5}, by automatic debit from the Borrower's building account ...2207, based on a 20-year amortization. No escrow: the Borrower pays the City of Manistee property taxes and the insurance directly and sends the Lender proof each year.
4. MATURITY. A 10-year balloon: the whole unpaid balance is due June 18, ${Y + 5}.
5. LATE CHARGE. 5% of a payment not received within 10 days after its due date.
6. PREPAYMENT. 2% of the amount prepaid in years 1-3, 1% in years 4-5, none after.
7. SECURITY. A first mortgage and an assignment of leases and rents on 377 River Street, Manistee, recorded with the Manistee County Register of Deeds.
8. COVENANTS. The Borrower keeps the building insured with the Lender as mortgagee, delivers copies of the retail leases and a rent roll each year, delivers its Form 1065 by April 30, and keeps a debt service coverage ratio of at least 1.20 to 1 on the building.
9. GUARANTY. Tobias Renkema and Ilse Renkema guarantee the loan personally.

Balance after the payment of December 1, ${Y - 1}: ${dollars(loanBalance)}.

The Company books the interest and the principal of each payment apart: the interest as an expense, the principal as a repayment of the loan.
`,
    },
    {
      filename: `cam-reconciliation-statement-${recYear}.md`,
      doc_type: "other",
      title: `CAM reconciliation statement ${recYear} - 377 River Street retail units (Driftwood Bakehouse and Harbor Light Insurance Agency)`,
      doc_date: `${recYear + 1}-04-22`,
      property: "building",
      body: `# CAM / NNN Reconciliation Statement - Calendar Year ${recYear}

Landlord: ${C.legal_name}. Building: 377 River Street, Manistee, MI 49660 (5,600 square feet).
Delivered April 22, ${recYear + 1}, to both retail tenants under section 6 of their triple-net leases.

## Actual NNN charges of ${recYear}
| Item | Amount |
|---|---|
${pool.map((p) => `| ${p.label} | ${dollars(p.cents)} |`).join("\n")}
| **Total NNN pool** | **${dollars(recA.total)}** |

Excluded: the roof replacement, mortgage payments, repairs inside the apartments, the apartments' water, sewer and trash, and the property manager's fee.

## Unit A - Driftwood Bakehouse LLC (1,650 sq ft, ${pct(UNIT_A_SHARE)})
- Share of the pool: ${dollars(recA.share)}
- Estimates paid in ${recYear}: 12 x ${dollars(unitANnn(today, recYear))} = ${dollars(recA.paid)}
- **Balance due from the tenant: ${dollars(recA.balance)}**, payable within 30 days (by May 22, ${recYear + 1}).

## Unit B - Harbor Light Insurance Agency, Inc. (1,350 sq ft, ${pct(UNIT_B_SHARE)})
- Share of the pool: ${dollars(recB.share)}
- Estimates paid in ${recYear}: 12 x ${dollars(unitBNnn(today, recYear))} = ${dollars(recB.paid)}
- **Overpaid: ${dollars(-recB.balance)}**, credited against the May ${recYear + 1} NNN estimate payment (${dollars(unitBNnn(today, recYear + 1))} less ${dollars(-recB.balance)} = ${dollars(unitBNnn(today, recYear + 1) + recB.balance)}).

## Estimates for ${recYear + 1}
Unit A: ${dollars(unitANnn(today, recYear + 1))} a month. Unit B: ${dollars(unitBNnn(today, recYear + 1))} a month.

Copies of the tax bills, the insurance declarations and the contractors' invoices are available for inspection for 60 days.

Ilse Renkema, Manager
`,
    },
  ];
}

/** Loads the Michigan company into an empty service through its API; waits for its documents to be searchable. */
export async function seedDune(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<DuneKey> = { profile: DUNE_COMPANY, properties: DUNE_PROPERTIES, files: [], obligations: duneObligations(today), documents: duneDocuments(today) };
  await seedFixture(
    send,
    company,
    async (ids) => {
      await enterTransactions(send, duneTransactions(today), ids, seed);
      // The deposits held are liabilities, not income; the departing tenant's deposit was settled: the part kept for damage becomes income.
      for (const d of duneDeposits(today)) {
        const deposit = (await expectStatus(await send("/api/v1/deposits", json("POST", { property_id: ids[d.property], tenant: d.tenant, amount: money(d.amount), received_date: d.received_date, notes: d.notes })), [201], `recording the deposit of ${d.tenant}`)) as { id: string };
        if (!d.settle) continue;
        if (d.settle.kept > 0) {
          const settled = (await expectStatus(await send(`/api/v1/deposits/${deposit.id}/settlements`, json("POST", { kind: "kept_for_damages", amount: money(d.settle.kept), settled_date: d.settle.date })), [201], `keeping part of the deposit of ${d.tenant}`)) as { settlements: { kind: string; transaction_id: string | null }[] };
          const kept = settled.settlements.find((s) => s.kind === "kept_for_damages" && s.transaction_id);
          if (!kept) throw new Error(`the deposit of ${d.tenant} made no income transaction`);
          const description = `Security deposit kept for damages - ${d.tenant}, Apt 203: ${dollars(d.settle.kept)} (${d.settle.why}) from the ${dollars(d.amount)} deposit; ${dollars(d.amount - d.settle.kept)} refunded ${longDate(d.settle.date)} with the itemized list`;
          await expectStatus(await send(`/api/v1/transactions/${kept.transaction_id}`, json("PATCH", { description })), [200], `describing the deposit kept from ${d.tenant}`);
        }
        if (d.amount > d.settle.kept) await expectStatus(await send(`/api/v1/deposits/${deposit.id}/settlements`, json("POST", { kind: "returned", amount: money(d.amount - d.settle.kept), settled_date: d.settle.date })), [201], `returning the deposit of ${d.tenant}`);
      }
      // The building's new roof: a capital improvement placed in service when it was finished.
      const Y = yearOf(today);
      const found = (await expectStatus(await send(`/api/v1/transactions?property_id=${ids.building}&category=expense:capital_improvement&start_date=${Y - 1}-06-01&end_date=${Y - 1}-06-30&page_size=10`, { method: "GET" }), [200], "finding the roof replacement")) as { items: { id: string; description: string }[] };
      const roof = found.items.find((t) => t.description.includes("roof replacement"));
      if (!roof) throw new Error("the roof replacement was not recorded");
      await expectStatus(await send(`/api/v1/transactions/${roof.id}/asset`, json("PUT", { recovery_period: "27.5", placed_in_service: `${Y - 1}-06-24` })), [200], "setting the roof replacement's asset terms");
    },
    180_000,
  );
}
