// A fifth fixture company, unlike the others: a Wisconsin multi-member LLC (member-managed) with four
// properties of four kinds. A six-unit apartment building in Eau Claire with a gas boiler, run by a
// property manager paid 7% of collections (rent by ACH or check, one unit on a Housing Choice Voucher
// paid partly by the housing authority, coin laundry income and a flat water/sewer bill-back); a
// single-family house in Chippewa Falls let to a family (pet rent, late fees); a lake cabin in Vilas
// County let short-term on Airbnb and to a few returning guests directly, each stay one transaction
// "Airbnb HM4QZ8T2KD / Brian Kowalczyk / 4 nights, Jun 12-16", with a plow contractor paid per push up
// to a season cap, propane deliveries and dock installation; and 80 acres of Dunn County cropland let
// to a farmer for cash rent paid in two halves. Wisconsin's own paperwork: the DFI annual report due
// in the quarter of the registration anniversary, Form 3, the ST-12 sales tax return and the town's
// room tax on direct bookings, property tax in two installments (January 31 and July 31), the
// tourist rooming house license and the city's rental housing license. Every record is entered one
// by one through POST /api/v1/transactions. Every name, number and address is invented.
// Pure and deterministic (seeded); loaded through the API (scripts/eval-chat.ts --set lakes).
import { addDays, weekday } from "../../src/domain/dates";
import { amortization, businessDay, daysIn, dollars, type EnteredTransaction, enterTransactions, type FixtureCompany, levelPayment, longDate, MON, money, MONTH_NAMES, monthOf, monthsFrom, pad, random, seedFixture, type Send, yearOf } from "./demo-data";

export const LAKES_COMPANY = {
  legal_name: "Tamarack Ridge Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "WI",
  formation_date: "2016-08-23",
  ein: "81-3706245",
  state_filing_number: "T061873",
  registered_agent: { name: "Kristin Aaberg", address: "2714 Fairfax Street, Eau Claire, WI 54701" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 1846, Eau Claire, WI 54702",
  provenance: { source_type: "seed", source_id: "lakes" },
};

export type LakesKey = "hollister" | "bridgewater" | "cabin" | "farm";

const seed = { source_type: "seed", source_id: "lakes" };

export const LAKES_PROPERTIES: { key: LakesKey; input: Record<string, unknown> }[] = [
  {
    key: "hollister",
    input: {
      address: "1418 Hollister Avenue, Eau Claire, WI 54703",
      acquisition_date: "2019-09-20",
      purchase_price_total: "612000.00",
      land_basis: "91800.00",
      building_basis: "520200.00",
      placed_in_service: "2019-09-20",
      provenance: seed,
      extra_metadata: {
        use: "long-term residential rental (6 units)",
        kind: "two-story six-unit apartment building (1962), gas boiler heat, coin laundry in the basement",
        nickname: "the Hollister apartments",
        units: [
          { unit: "Apt 1", bedrooms: 1, tenant: "Gerald Pfannenstiel" },
          { unit: "Apt 2", bedrooms: 2, tenant: "Mai Nou Vang" },
          { unit: "Apt 3", bedrooms: 2, tenant: "Cody and Brianna Luedtke" },
          { unit: "Apt 4", bedrooms: 2, tenant: "Tamika Rowe", note: "Housing Choice Voucher (Chippewa Valley Housing Authority)" },
          { unit: "Apt 5", bedrooms: 1, tenant: "Priyanka Deshmukh" },
          { unit: "Apt 6", bedrooms: 1, tenant: "Harold Kittleson" },
        ],
        property_manager: "Red Cedar Property Management LLC",
        lender: "Hemlock Valley Bank, loan ...6610",
        county: "Eau Claire County",
      },
    },
  },
  {
    key: "bridgewater",
    input: {
      address: "418 Bridgewater Court, Chippewa Falls, WI 54729",
      acquisition_date: "2017-05-31",
      purchase_price_total: "214500.00",
      land_basis: "38000.00",
      building_basis: "176500.00",
      placed_in_service: "2017-07-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term rental",
        kind: "three-bedroom ranch house with attached two-car garage",
        nickname: "the Chippewa Falls house",
        tenant: "Travis and Jolene Brekke (and their two children)",
        county: "Chippewa County",
      },
    },
  },
  {
    key: "cabin",
    input: {
      address: "3360 Loon Song Lane, Conover, WI 54519",
      acquisition_date: "2020-10-16",
      purchase_price_total: "398000.00",
      land_basis: "119400.00",
      building_basis: "258600.00",
      ffe_basis: "20000.00",
      placed_in_service: "2021-05-14",
      provenance: seed,
      extra_metadata: {
        use: "short-term rental",
        kind: "three-bedroom log cabin with sauna and 140 feet of frontage on Little Muskie Lake",
        nickname: "the cabin",
        listing: "Loon Song Cabin on Little Muskie Lake",
        airbnb_listing_id: "Airbnb 8822417",
        platforms: ["Airbnb", "direct bookings from returning guests"],
        county: "Vilas County",
        town: "Town of Conover",
      },
    },
  },
  {
    key: "farm",
    input: {
      address: "N7312 County Road Q, Colfax, WI 54730",
      acquisition_date: "2018-03-09",
      purchase_price_total: "388000.00",
      land_basis: "388000.00",
      building_basis: "0.00",
      placed_in_service: "2018-03-09",
      provenance: seed,
      extra_metadata: {
        use: "farmland cash-rent lease",
        kind: "80 acres of cropland (74 tillable, 6 wooded), no buildings",
        nickname: "the Colfax farmland",
        tenant: "Amundsen Grain Farms (Leif Amundsen)",
        parcel: "Town of Colfax, Dunn County, parcel 006-1184-27-000",
        county: "Dunn County",
      },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type LakesTransaction = EnteredTransaction<LakesKey>;

export interface CabinStay {
  /** Check-in, the transaction's date. */
  date: string;
  checkout: string;
  channel: "Airbnb" | "direct";
  /** Airbnb confirmation code, or "check #nnnn" for a direct booking. */
  code: string;
  guest: string;
  nights: number;
  /** Nights at the nightly rate plus the guest cleaning fee, in cents. */
  gross: number;
  cleaningFee: number;
}

const AIRBNB_GUESTS = [
  "Brian Kowalczyk", "Heather Lindberg", "Marcus Oyelaran", "Jenna Schroeder", "Tou Xiong", "Kaitlyn Brandvold", "Derek Vanden Heuvel",
  "Sofia Marchetti-Lund", "Ryan Pietrowski", "Amber Kjellberg", "Nate Giordano", "Courtney Ebersold", "Paul Hendrickx", "Yasmin Haddad",
  "Eric Thorsgaard", "Lindsey Mueller", "Jamal Whitcomb", "Gretchen Ahlgren", "Owen Strzelecki", "Molly Fairbanks",
];
const DIRECT_GUESTS = ["Gary Lindqvist", "Renee Czarnecki", "Doug Halloran"];
const CODE_CHARS = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const wholeDollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
const round5 = (dollarsValue: number) => Math.round(dollarsValue / 5) * 5;

const ACCOUNTS: Record<LakesKey | "company", string> = {
  hollister: "Hemlock Valley Bank checking ...3314 (Hollister Ave apartments)",
  bridgewater: "Hemlock Valley Bank checking ...3322 (Bridgewater Ct house)",
  cabin: "Northwoods Credit Union checking ...7702 (Loon Song Cabin)",
  farm: "Hemlock Valley Bank checking ...3306 (company operating)",
  company: "Hemlock Valley Bank checking ...3306 (company operating)",
};
const AIRBNB_ACCOUNT = "Airbnb payouts (Loon Song Cabin) to Northwoods Credit Union ...7702";

/** A value of a table indexed by year, the first entry being `first`. */
const byYear = <T>(table: T[], first: number, year: number): T => table[Math.max(0, Math.min(table.length - 1, year - first))]!;

// ---------------------------------------------------------------------------------------------
// The Hollister Avenue apartments: rents on leases running June 1 to May 31, up 3% each June 1.

/** Rent in dollars of the lease year that began June 1 four years before `today`'s year. */
const APT_BASE: Record<string, number> = { "1": 895, "2": 1105, "3": 1075, "4": 1055, "5": 875, "6": 830 };
/** Apt 4's tenant share under the voucher, by lease year from the same start (the housing authority pays the rest). */
const VOUCHER_TENANT_SHARE = [236, 251, 244, 262, 270];
const aptLeaseYear = (date: string) => yearOf(date) - (monthOf(date) < 6 ? 1 : 0);

/** The monthly rent of an apartment in cents on a date. Apt 5 changed tenants: Priyanka Deshmukh from July 1 two years before `today`'s year at $965. */
export function aptRent(today: string, unit: string, date: string): number {
  const Y = yearOf(today);
  if (unit === "5" && date >= `${Y - 2}-07-01`) return round5(965 * 1.03 ** (aptLeaseYear(date) - (Y - 2))) * 100;
  return round5(APT_BASE[unit]! * 1.03 ** (aptLeaseYear(date) - (Y - 4))) * 100;
}
/** Apt 4's tenant share in cents; the housing assistance payment is the rent less this. */
export function voucherTenantShare(today: string, date: string): number {
  return byYear(VOUCHER_TENANT_SHARE, yearOf(today) - 4, aptLeaseYear(date)) * 100;
}
/** The flat monthly water, sewer and storm water charge per apartment in cents: $36, $39 from June 1 of last year. */
export const waterCharge = (today: string, date: string) => (date >= `${yearOf(today) - 1}-06-01` ? 3900 : 3600);

// The house: leases running September 1 to August 31.
const HOUSE_RENT = [1595, 1650, 1695, 1745, 1795];
const houseLeaseYear = (date: string) => yearOf(date) - (monthOf(date) < 9 ? 1 : 0);
export const houseRent = (today: string, date: string) => byYear(HOUSE_RENT, yearOf(today) - 4, houseLeaseYear(date)) * 100;

// The farmland: a cash rent per tillable acre, half due March 1 and half November 1 of each crop year.
export const TILLABLE_ACRES = 74;
/** The rent per acre of a crop year: $212 under the lease that ran through two years ago, $236 under the current three-year lease. */
export const farmRatePerAcre = (today: string, cropYear: number) => (cropYear <= yearOf(today) - 2 ? 212 : 236);

// The cabin's guest cleaning fee and the cleaner's rate, in cents.
const guestCleaningFee = (today: string, date: string) => (yearOf(date) < yearOf(today) ? 17500 : 19500);
const cleanerRate = (today: string, date: string) => (yearOf(date) < yearOf(today) ? 14000 : 15500);
/** Wisconsin sales tax (5% state + 0.5% Vilas County) and the Town of Conover room tax on direct bookings. */
export const SALES_TAX_RATE = 0.055;
export const ROOM_TAX_RATE = 0.045;

// The snow plow contract of the cabin.
export const PLOW_PER_PUSH = 6500;
export const PLOW_SEASON_CAP = 115000;
export const ROOF_RAKING = 12000;

// The apartment loan: a 2021 refinance with Hemlock Valley Bank.
export const LOAN_PRINCIPAL = 45500000;
export const LOAN_RATE = 0.0395;
export const LOAN_MONTHS = 300;
export const loanPayment = (): number => levelPayment(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS);
/** Interest and principal of each monthly payment (the 1st) from the first, May 1 five years before `today`'s year, by "YYYY-MM", 84 of them. */
export const loanSchedule = (today: string) => amortization(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS, (yearOf(today) - 5) * 12 + 4, (yearOf(today) - 5) * 12 + 4 + 83);

/** The cabin's stays, Airbnb and direct, from the start of the history to `today` (check-in on or before today). */
export function cabinStays(today: string, seedValue = 20261101): CabinStay[] {
  const rand = random(seedValue);
  const Y = yearOf(today);
  const codes = new Set<string>();
  const out: CabinStay[] = [];
  let date = `${Y - 3}-01-03`;
  let checkNo = 1170;
  while (date <= today) {
    const m = monthOf(date);
    if (m === 4) {
      // Closed in April (mud season, spring maintenance): reopens for the fishing opener in May.
      date = `${yearOf(date)}-05-0${2 + Math.floor(rand() * 3)}`;
      continue;
    }
    const summer = m >= 6 && m <= 8;
    const snow = m === 12 || m <= 2;
    const fall = m === 9 || m === 10;
    const nights = summer ? 5 + Math.floor(rand() * 3) : snow ? 2 + Math.floor(rand() * 3) : fall ? 2 + Math.floor(rand() * 3) : 2 + Math.floor(rand() * 2);
    const rate = Math.round(((summer ? 285 : fall ? 215 : snow ? 195 : 165) + Math.floor(rand() * 9) * 5) * 1.04 ** (yearOf(date) - (Y - 3))) * 100;
    const cleaningFee = guestCleaningFee(today, date);
    const gross = nights * rate + cleaningFee;
    const direct = rand() < 0.14;
    let code: string;
    if (direct) code = `check #${checkNo++}`;
    else {
      do code = `HM${Array.from({ length: 8 }, () => CODE_CHARS[Math.floor(rand() * CODE_CHARS.length)]).join("")}`;
      while (codes.has(code));
      codes.add(code);
    }
    const guest = direct ? DIRECT_GUESTS[Math.floor(rand() * DIRECT_GUESTS.length)]! : AIRBNB_GUESTS[Math.floor(rand() * AIRBNB_GUESTS.length)]!;
    const checkout = addDays(date, nights);
    out.push({ date, checkout, channel: direct ? "direct" : "Airbnb", code, guest, nights, gross, cleaningFee });
    const gap = summer ? Math.floor(rand() * 3) : snow ? 3 + Math.floor(rand() * 8) : fall ? 3 + Math.floor(rand() * 7) : 9 + Math.floor(rand() * 10);
    date = addDays(checkout, gap);
  }
  return out;
}

/** "Jun 12-16" or "Jun 28-Jul 3" */
const stayDates = (s: CabinStay) =>
  monthOf(s.date) === monthOf(s.checkout) ? `${MON[monthOf(s.date) - 1]} ${Number(s.date.slice(8))}-${Number(s.checkout.slice(8))}` : `${MON[monthOf(s.date) - 1]} ${Number(s.date.slice(8))}-${MON[monthOf(s.checkout) - 1]} ${Number(s.checkout.slice(8))}`;

/** The booking's own transaction description. */
export const stayDescription = (s: CabinStay) =>
  s.channel === "Airbnb"
    ? `Airbnb ${s.code} / ${s.guest} / ${s.nights} nights, ${stayDates(s)} (incl. ${wholeDollars(s.cleaningFee)} cleaning fee)`
    : `Direct booking (${s.code}) / ${s.guest} / ${s.nights} nights, ${stayDates(s)} (incl. ${wholeDollars(s.cleaningFee)} cleaning fee)`;

/** Plow pushes at the cabin and lot plowings at the apartments in a month, from one seeded winter. */
function snowfall(today: string, seedValue = 20261102): Map<string, { cabin: number; city: number }> {
  const rand = random(seedValue);
  const Y = yearOf(today);
  // Season severity by the year the season starts in November: a heavy winter, then a mild one.
  const severity = [1.0, 1.3, 0.5, 1.0, 1.0];
  const base: Record<number, number> = { 11: 1.5, 12: 5, 1: 6, 2: 5, 3: 3, 4: 1 };
  const out = new Map<string, { cabin: number; city: number }>();
  for (const { y, m } of monthsFrom(today, 3)) {
    if (!(m in base)) continue;
    const seasonStart = m >= 11 ? y : y - 1;
    const s = byYear(severity, Y - 4, seasonStart);
    const cabin = Math.max(0, Math.round(base[m]! * s + (rand() - 0.5) * 3));
    const city = m === 4 ? (rand() < 0.3 ? 1 : 0) : Math.max(0, Math.round(cabin * 0.65 + (rand() - 0.5) * 2));
    out.set(`${y}-${pad(m)}`, { cabin, city });
  }
  return out;
}

const HEAT_GAS: Record<number, number> = { 1: 131000, 2: 114000, 3: 89000, 4: 53000, 5: 29000, 6: 19500, 7: 18500, 8: 18500, 9: 21000, 10: 38000, 11: 74000, 12: 112000 };
const CABIN_ELECTRIC: Record<number, number> = { 1: 24800, 2: 22600, 3: 16400, 4: 8900, 5: 11200, 6: 15800, 7: 18900, 8: 17600, 9: 12900, 10: 13800, 11: 14600, 12: 21900 };

const VALLEY_PRO_CALLS: [string, number][] = [
  ["Apt 3 kitchen sink drain augered", 18500],
  ["Apt 1 toilet fill valve and flapper replaced", 14500],
  ["Apt 6 bathroom faucet cartridge replaced", 21000],
  ["Apt 2 tub drain cleared and stopper replaced", 16500],
  ["basement floor drain jetted", 32500],
  ["Apt 4 garbage disposal replaced", 38500],
  ["domestic water heater thermocouple and gas valve", 46000],
  ["Apt 5 shower valve rebuilt", 27500],
];
const VALLEY_PRO_HEAT_CALLS: [string, number][] = [
  ["no-heat call, boiler ignitor replaced", 31500],
  ["boiler circulator pump replaced", 86500],
  ["zone valve replaced, second floor", 44500],
  ["radiator bleed and low-water cutoff test", 17500],
  ["no-heat call after hours, pressure relief valve replaced", 52000],
];
const HANDYMAN_JOBS: [string, number][] = [
  ["Apt 2 bedroom door rehung and lockset replaced", 24500],
  ["hallway light fixtures replaced (4)", 38000],
  ["Apt 5 window sash cord repaired", 16500],
  ["rear entry storm door closer replaced", 12500],
  ["Apt 4 cabinet hinges and drawer slides", 19500],
  ["Apt 1 tub surround recaulked", 14000],
  ["smoke and CO detectors replaced, all units", 46500],
  ["basement stair handrail re-anchored", 11500],
  ["Apt 3 bifold closet doors repaired", 13500],
  ["parking lot wheel stops reset", 22000],
  ["Apt 6 ceiling patch after radiator leak", 31000],
];

/** Every transaction of the company from January three years back through `today`. */
export function lakesTransactions(today: string, seedValue = 20261103): LakesTransaction[] {
  const rand = random(seedValue);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const months = monthsFrom(today, 3);
  const Y = yearOf(today);
  const out: LakesTransaction[] = [];
  const snow = snowfall(today);
  const loan = loanSchedule(today);
  const pay = loanPayment();

  // --- The cabin's stays: the gross booking, Airbnb's 3% host fee, and for a direct booking the taxes collected.
  const stays = cabinStays(today);
  for (const s of stays) {
    if (s.channel === "Airbnb") {
      out.push({ property: "cabin", date: s.date, cents: s.gross, category: "revenue:rental_income", description: stayDescription(s), source_account: AIRBNB_ACCOUNT });
      out.push({ property: "cabin", date: s.date, cents: Math.round(s.gross * 0.03), category: "expense:platform_fees", description: `Airbnb host service fee (3%) / ${s.code}`, source_account: AIRBNB_ACCOUNT });
    } else {
      out.push({ property: "cabin", date: s.date, cents: s.gross, category: "revenue:rental_income", description: stayDescription(s), source_account: ACCOUNTS.cabin });
      out.push({
        property: "cabin",
        date: s.date,
        cents: Math.round(s.gross * SALES_TAX_RATE) + Math.round(s.gross * ROOM_TAX_RATE),
        category: "revenue:other",
        description: `Sales tax (5.5%) and Town of Conover room tax (4.5%) collected - direct booking, ${s.guest} (${s.code})`,
        source_account: ACCOUNTS.cabin,
      });
    }
  }

  // Apt 1 and Apt 6 pay by check; their check numbers run on.
  let pfannenstielCheck = 2141;
  let kittlesonCheck = 588;
  let plowBilled = 45500; // the cabin's season of the first winter had billed 7 pushes before January
  const collected = new Map<string, number>();
  const turnover = `${Y - 2}-06`; // Apt 5 is vacant this June: Ethan Sorensen left May 31, Priyanka Deshmukh arrived July 1

  for (const { y, m } of months) {
    const ym = `${y}-${pad(m)}`;
    const date = (day: number) => `${ym}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const prevYm = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
    const prevLabel = m === 1 ? `December ${y - 1}` : `${MONTH_NAMES[m - 2]} ${y}`;
    const add = (property: LakesKey | null, day: number, cents: number, category: string, description: string, account?: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: account ?? ACCOUNTS[property ?? "company"] });
    const winter = m <= 3 || m >= 11;
    const first = `${ym}-01`;

    // --- The Hollister apartments.
    let rents = 0;
    const rent = (unit: string) => aptRent(today, unit, first);
    add("hollister", 2 + Math.floor(rand() * 3), rent("1"), "revenue:long_term_rental", `Check #${pfannenstielCheck++} from Gerald Pfannenstiel - Apt 1 rent, ${label}`);
    add("hollister", 1, rent("2"), "revenue:long_term_rental", `ACH from Mai Nou Vang - Apt 2 rent, ${label}`);
    add("hollister", 1 + Math.floor(rand() * 2), rent("3"), "revenue:long_term_rental", `ACH from Cody Luedtke - Apt 3 rent, ${label}`);
    const share = voucherTenantShare(today, first);
    add("hollister", 1 + Math.floor(rand() * 3), rent("4") - share, "revenue:long_term_rental", `Chippewa Valley Housing Authority - housing assistance payment (HAP), Apt 4 (Tamika Rowe), ${label}`);
    add("hollister", 2 + Math.floor(rand() * 4), share, "revenue:long_term_rental", `Money order from Tamika Rowe - Apt 4 tenant share of rent, ${label}`);
    rents += rent("1") + rent("2") + rent("3") + rent("4");
    let occupied = 5;
    if (ym < turnover) {
      add("hollister", 1, rent("5"), "revenue:long_term_rental", `ACH from Ethan Sorensen - Apt 5 rent, ${label}`);
      rents += rent("5");
      occupied++;
    } else if (ym > turnover) {
      add("hollister", 1, rent("5"), "revenue:long_term_rental", `ACH from Priyanka Deshmukh - Apt 5 rent, ${label}`);
      rents += rent("5");
      occupied++;
    }
    const kittlesonLate = rand() < 0.08;
    const kittlesonDay = kittlesonLate ? 8 + Math.floor(rand() * 5) : 2 + Math.floor(rand() * 3);
    add("hollister", kittlesonDay, rent("6"), "revenue:long_term_rental", `Check #${kittlesonCheck++} from Harold Kittleson - Apt 6 rent, ${label}`);
    rents += rent("6");
    if (kittlesonLate) add("hollister", kittlesonDay, 4000, "revenue:late_fees", `Late fee - Harold Kittleson, Apt 6 (${MONTH_NAMES[m - 1]} rent received on the ${kittlesonDay}th)`);
    collected.set(ym, rents);
    const water = waterCharge(today, first);
    add("hollister", 5, water * occupied, "revenue:utility_reimbursements", `Water/sewer bill-back from tenants, ${occupied} units at $${water / 100}, ${label}`);
    if (m % 2 === 0) add("hollister", 27, vary(45000, 0.35), "revenue:other", `Laundry room coin collection (2 washers, 2 dryers), ${MONTH_NAMES[m - 2]} and ${label}`);
    // Red Cedar's fee: 7% of last month's collections, paid the 10th.
    const base = collected.get(prevYm) ?? rents;
    add("hollister", 10, Math.round(base * 0.07), "expense:property_management", `Red Cedar Property Management - management fee, 7% of ${prevLabel} collections (${dollars(base)})`);
    const l = loan.get(ym);
    if (l) {
      add("hollister", 1, l.interest, "expense:mortgage_interest", `Hemlock Valley Bank - loan ...6610 interest, payment of ${MON[m - 1]} 1, ${y} (payment ${dollars(pay)})`);
    }
    add("hollister", 16, vary(HEAT_GAS[m]!, 0.16), "expense:utilities:gas", `Northern Prairie Energy - natural gas, boiler and water heater account, ${label}`);
    add("hollister", 16, vary(9400, 0.2), "expense:utilities:electricity", `Northern Prairie Energy - house meter electricity (halls, basement, laundry, lot lights), ${label}`);
    if (m % 3 === 0) add("hollister", 21, 3 * (y >= Y ? 15600 : 14800), "expense:utilities:trash", `Cardinal Waste Hauling - 4-yard dumpster, weekly pickup, ${MONTH_NAMES[m - 3]} through ${label} (3 months at $${(y >= Y ? 15600 : 14800) / 100})`);
    if (m % 3 === 1) {
      const quarterEnd = m === 1 ? `December ${y - 1}` : `${MONTH_NAMES[m - 2]} ${y}`;
      add("hollister", 18, vary(winter ? 82000 : 91000, 0.14), "expense:utilities:water", `Eau Claire Utilities - water, sewer and storm water, quarter ending ${quarterEnd}`);
    }
    if (m >= 4 && m <= 10) add("hollister", 28, y >= Y ? 17500 : 16500, "expense:maintenance:landscaping", `Twin Bridges Lawn & Snow - lawn care, Hollister Ave, ${label}`);
    const plowings = snow.get(ym)?.city ?? 0;
    const plowRate = y >= Y - 1 ? 9000 : 8500;
    if (plowings > 0) add("hollister", 28, plowings * plowRate, "expense:maintenance:snow_removal", `Twin Bridges Lawn & Snow - ${plowings} lot ${plowings === 1 ? "plowing" : "plowings"} and salting at $${plowRate / 100}, Hollister Ave, ${label}`);
    if (m % 3 === 2) add("hollister", 14, 11500, "expense:maintenance:pest_control", "Clearwater Pest Solutions - quarterly interior and exterior treatment, Hollister Ave");
    if (m === 3) add("hollister", 25, byYear([412000, 438000, 467500, 496000], Y - 3, y), "expense:insurance", `Kinnickinnic Mutual Insurance - commercial package policy renewal (April 1), 1418 Hollister Ave`);
    if (m === 7) add("hollister", 8, 16200, "expense:licenses_permits", `City of Eau Claire - rental housing license renewal, 6 dwelling units (license year July 1, ${y})`);
    if (m === 3) add("hollister", 19, 7500, "expense:licenses_permits", `City of Eau Claire Fire Department - annual fire inspection fee, 1418 Hollister Ave`);
    if (m === 2) add("hollister", 20, 18600, "expense:maintenance:repairs", "Summit Fire Equipment - annual extinguisher inspection and emergency light test");
    if (m === 9) add("hollister", 12, 42500, "expense:maintenance:repairs", "Valley Pro Plumbing & Heating - annual boiler cleaning and combustion test");
    if (m === 10) add("hollister", 20, 6000, "expense:licenses_permits", "Wisconsin DSPS - boiler certificate of operation, 1418 Hollister Ave");
    if (rand() < 0.22) {
      const [what, cents] = VALLEY_PRO_CALLS[Math.floor(rand() * VALLEY_PRO_CALLS.length)]!;
      add("hollister", 6 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", `Valley Pro Plumbing & Heating - ${what}`);
    }
    if (winter && rand() < 0.4) {
      const [what, cents] = VALLEY_PRO_HEAT_CALLS[Math.floor(rand() * VALLEY_PRO_HEAT_CALLS.length)]!;
      add("hollister", 3 + Math.floor(rand() * 24), vary(cents, 0.15), "expense:maintenance:repairs", `Valley Pro Plumbing & Heating - ${what}, Hollister Ave`);
    }
    if (rand() < 0.22) {
      const [what, cents] = HANDYMAN_JOBS[Math.floor(rand() * HANDYMAN_JOBS.length)]!;
      add("hollister", 5 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", `Sawdust City Handyman Services - ${what}`);
    }
    if (ym === turnover) {
      add("hollister", 12, 34000, "revenue:security_deposit_forfeited", "Security deposit kept - Ethan Sorensen, Apt 5 (carpet cleaning, wall repair and a missing screen; $875 deposit, $535 refunded)");
      add("hollister", 6, 78000, "expense:maintenance:repairs", "Sawdust City Handyman Services - Apt 5 turnover: patch and paint, new screen");
      add("hollister", 8, 18500, "expense:maintenance:cleaning", "Chippewa Carpet Care - Apt 5 carpet steam cleaning");
    }
    if (ym === `${Y - 2}-07`) add("hollister", 10, Math.round(aptRent(today, "5", `${Y - 2}-07-01`) / 2), "expense:commissions", "Red Cedar Property Management - leasing fee for Apt 5 (50% of first month's rent, Priyanka Deshmukh)");
    if (ym === `${Y - 3}-07`) add("hollister", 19, 2846000, "expense:capital_improvement", "Lindahl Roofing & Exteriors - tear-off and new architectural shingle roof, 1418 Hollister Ave");
    if (ym === `${Y - 1}-05`) add("hollister", 15, 548000, "expense:furniture_equipment", "Chippewa Appliance Service - 2 commercial coin washers and 2 gas dryers installed (laundry room)");
    if (ym === `${Y - 2}-10`) add("hollister", 24, 615000, "expense:capital_improvement", "Valley Pro Plumbing & Heating - 75-gallon commercial water heater replaced");

    // --- The Chippewa Falls house.
    const houseLate = rand() < 0.11;
    const houseDay = houseLate ? 7 + Math.floor(rand() * 5) : 1;
    add("bridgewater", houseDay, houseRent(today, first), "revenue:long_term_rental", `ACH from Travis Brekke - rent, 418 Bridgewater Ct, ${label}`);
    if (houseLate) add("bridgewater", houseDay, 6000, "revenue:late_fees", `Late fee - Brekke, ${MONTH_NAMES[m - 1]} rent received ${MON[m - 1]} ${houseDay}`);
    if (ym === `${Y - 2}-04`) add("bridgewater", 18, 30000, "revenue:pet_fees", "Pet fee (non-refundable) - Brekke family, one dog (Labrador mix), per lease pet addendum");
    if (ym >= `${Y - 2}-05`) add("bridgewater", houseDay, 2500, "revenue:pet_fees", `Pet rent - Brekke (one dog), ${label}`);
    if (m === 9) add("bridgewater", 8, byYear([118400, 126900, 134200, 141800], Y - 3, y), "expense:insurance", "Prairie Shield Insurance - landlord dwelling policy DP-3 renewal (September 15), 418 Bridgewater Ct");
    if (m === 10) add("bridgewater", 22, 14500, "expense:maintenance:cleaning", "Twin Bridges Lawn & Snow - gutter cleaning, 418 Bridgewater Ct");
    if (ym === `${Y - 3}-03`) add("bridgewater", 14, 98000, "expense:maintenance:repairs", "Valley Pro Plumbing & Heating - 40-gallon water heater replaced, 418 Bridgewater Ct");
    if (ym === `${Y - 3}-08`) add("bridgewater", 9, 28500, "expense:maintenance:repairs", "Chippewa Overhead Door - garage door spring and cables replaced, 418 Bridgewater Ct");
    if (ym === `${Y - 2}-12`) add("bridgewater", 6, 689500, "expense:capital_improvement", "Valley Pro Plumbing & Heating - furnace replaced (96% AFUE, 80,000 BTU), 418 Bridgewater Ct");
    if (ym === `${Y - 2}-11`) add("bridgewater", 29, 24500, "expense:maintenance:repairs", "Valley Pro Plumbing & Heating - no-heat call, furnace inducer motor diagnosed (replacement quoted), 418 Bridgewater Ct");
    if (ym === `${Y - 1}-04`) add("bridgewater", 11, 41500, "expense:maintenance:repairs", "Valley Pro Plumbing & Heating - sump pump replaced, 418 Bridgewater Ct");
    if (ym === `${Y - 1}-08`) add("bridgewater", 27, 36500, "expense:maintenance:repairs", "Chippewa Appliance Service - dishwasher pump replaced, 418 Bridgewater Ct");
    if (ym === `${Y}-06`) add("bridgewater", 16, 52500, "expense:maintenance:repairs", "Sawdust City Handyman Services - deck boards replaced and deck restained, 418 Bridgewater Ct");

    // --- The cabin.
    const turns = stays.filter((s) => s.checkout.startsWith(ym) && s.checkout <= today).length;
    const rate = cleanerRate(today, first);
    if (turns > 0) add("cabin", 30, turns * rate, "expense:maintenance:cleaning", `Pine Needle Cleaning - ${turns} cabin turnovers at $${rate / 100}, Loon Song Cabin, ${label}`);
    add("cabin", 19, vary(CABIN_ELECTRIC[m]!, 0.18), "expense:utilities:electricity", `Manitowish River Electric Cooperative - Loon Song Cabin, ${label}`);
    add("cabin", 23, 7495, "expense:utilities:internet", `Nicolet Northwoods Broadband - cabin internet, ${label}`);
    const deliveries = { 1: 2, 2: rand() < 0.5 ? 2 : 1, 3: 1, 4: rand() < 0.5 ? 1 : 0, 5: 0, 6: 0, 7: rand() < 0.4 ? 1 : 0, 8: 0, 9: 0, 10: 1, 11: 1, 12: rand() < 0.6 ? 2 : 1 }[m]!;
    for (let d = 0; d < deliveries; d++) {
      const season = m >= 10 ? y : y - 1;
      const mills = byYear([2490, 2190, 2090, 2290, 2390], Y - 4, season) + Math.floor(rand() * 12) * 10;
      const tenths = (m === 7 ? 600 : 1300) + Math.floor(rand() * 1300);
      add("cabin", d === 0 ? 6 + Math.floor(rand() * 6) : 20 + Math.floor(rand() * 6), Math.round((tenths * mills) / 100), "expense:utilities:gas", `Wolf River Propane - ${(tenths / 10).toFixed(1)} gal at $${(mills / 1000).toFixed(3)}/gal, Loon Song Cabin`);
    }
    if (m === 8) add("cabin", 3, 9500, "expense:utilities:gas", "Wolf River Propane - annual 500-gallon tank lease");
    // The plow contract: billed per push at month end, nothing more once the season's cap is reached.
    if (m === 11) plowBilled = 0;
    const pushes = snow.get(ym)?.cabin ?? 0;
    if (pushes > 0 && plowBilled < PLOW_SEASON_CAP) {
      const full = pushes * PLOW_PER_PUSH;
      if (plowBilled + full < PLOW_SEASON_CAP) {
        add("cabin", 30, full, "expense:maintenance:snow_removal", `Rindahl Snowplowing - ${pushes} ${pushes === 1 ? "push" : "pushes"} at $65, Loon Song Cabin driveway, ${label}`);
        plowBilled += full;
      } else {
        const billed = PLOW_SEASON_CAP - plowBilled;
        add("cabin", 30, billed, "expense:maintenance:snow_removal", `Rindahl Snowplowing - ${label}: ${pushes} ${pushes === 1 ? "push" : "pushes"}, ${dollars(billed)} billed (season cap of $1,150 reached; further pushes this season at no charge)`);
        plowBilled = PLOW_SEASON_CAP;
      }
    }
    if (pushes >= 7) add("cabin", 30, ROOF_RAKING, "expense:maintenance:snow_removal", `Rindahl Snowplowing - roof raking, Loon Song Cabin, ${label}`);
    const dockRate = y >= Y ? 52500 : 49500;
    if (m === 5) add("cabin", 8 + Math.floor(rand() * 5), dockRate, "expense:maintenance:repairs", "Muskie Point Dock & Lift - spring dock and boat lift installation");
    if (m === 10) add("cabin", 14 + Math.floor(rand() * 8), dockRate, "expense:maintenance:repairs", "Muskie Point Dock & Lift - fall dock and boat lift removal");
    if (m === 5) add("cabin", 2, 9500, "expense:utilities:trash", `Town of Conover - transfer station permit, ${y}`);
    if (m === 1) add("cabin", 12, 15000, "expense:licenses_permits", `Town of Conover - short-term rental permit, ${y}`);
    if (m === 6) add("cabin", 10, 24000, "expense:licenses_permits", `Vilas County Public Health - tourist rooming house license renewal (license year July 1, ${y} - June 30, ${y + 1})`);
    if (m === 5) add("cabin", 14, byYear([228600, 241000, 256500, 271200], Y - 3, y), "expense:insurance", "Driftwood Short-Term Rental Insurance - cabin policy renewal (May 20): dwelling, liability, loss of income");
    if (m === 9 && (y - Y) % 2 !== 0) add("cabin", 17, 38500, "expense:maintenance:repairs", "Vilas Septic Service - septic tank pumped (1,000 gallons)");
    if (m === 9) add("cabin", 24, 3 * (y >= Y - 1 ? 10500 : 9500), "expense:supplies", `Bergstrom Firewood - 3 face cords split oak, delivered at $${y >= Y - 1 ? 105 : 95}`);
    if (m === 10) add("cabin", 6, 16500, "expense:maintenance:repairs", "Northwoods Heating & Cooling - annual LP furnace service and sauna heater check");
    if (rand() < 0.3) add("cabin", 4 + Math.floor(rand() * 22), vary(m >= 6 && m <= 8 ? 16500 : 9500, 0.6), "expense:supplies", "Eagle River Hardware & Supply - guest supplies (paper goods, coffee, soap, fire starters, batteries)");
    if (ym === `${Y - 3}-04`) add("cabin", 20, 184000, "expense:furnishings", "Northwoods Home Store - 3 queen mattresses and bedding, Loon Song Cabin");
    if (ym === `${Y - 3}-07`) add("cabin", 11, 118000, "expense:maintenance:repairs", "Conover Well & Pump - well pressure tank and switch replaced");
    if (ym === `${Y - 2}-05`) add("cabin", 3, 748000, "expense:capital_improvement", "Muskie Point Dock & Lift - new 32-foot aluminum dock with 8x8 swim platform");
    if (ym === `${Y - 2}-02`) add("cabin", 16, 27500, "expense:maintenance:repairs", "Northwoods Heating & Cooling - furnace flame sensor and igniter replaced (guest no-heat call)");
    if (ym === `${Y - 1}-06`) add("cabin", 9, 65000, "expense:advertising", "Birch & Bough Photography - new listing photos and drone video, Loon Song Cabin");
    if (ym === `${Y - 1}-08`) add("cabin", 21, 142500, "expense:furniture_equipment", "Lakeland Marine - two sit-on-top kayaks and a paddleboard for guests");
    if (ym === `${Y}-03`) add("cabin", 20, 96500, "expense:maintenance:repairs", "Sawdust City Handyman Services - ice-damaged soffit and fascia repaired, Loon Song Cabin");
    // The quarter's direct-booking taxes are returned the month after the quarter ends.
    if (m % 3 === 1) {
      const qy = m === 1 ? y - 1 : y;
      const q = m === 1 ? 4 : (m - 1) / 3;
      const inQuarter = stays.filter((s) => s.channel === "direct" && yearOf(s.date) === qy && Math.ceil(monthOf(s.date) / 3) === q);
      const salesTax = inQuarter.reduce((sum, s) => sum + Math.round(s.gross * SALES_TAX_RATE), 0);
      const roomTax = inQuarter.reduce((sum, s) => sum + Math.round(s.gross * ROOM_TAX_RATE), 0);
      if (salesTax > 0) add("cabin", 24, salesTax, "expense:other", `Wisconsin Department of Revenue - sales and use tax return ST-12, Q${q} ${qy} (5.5% on direct cabin bookings)`);
      if (roomTax > 0) add("cabin", 24, roomTax, "expense:other", `Town of Conover - room tax return, Q${q} ${qy} (4.5% on direct cabin bookings)`);
    }

    // --- The Colfax farmland: cash rent in two halves, taxes, liability policy.
    const acreRate = farmRatePerAcre(today, y);
    const half = (TILLABLE_ACRES * acreRate * 100) / 2;
    if (m === 3) add("farm", 2 + Math.floor(rand() * 3), half, "revenue:other", `Check from Amundsen Grain Farms - ${y} cash rent, first half (${TILLABLE_ACRES} tillable acres at $${acreRate}/acre)`);
    if (m === 11) add("farm", 1 + Math.floor(rand() * 4), half, "revenue:other", `Check from Amundsen Grain Farms - ${y} cash rent, second half (${TILLABLE_ACRES} tillable acres at $${acreRate}/acre)`);
    if (m === 1) add("farm", 2, byYear([34500, 36000, 37800, 39600], Y - 3, y), "expense:insurance", "Kinnickinnic Mutual Insurance - farmland owner's liability policy renewal (January 2), N7312 County Road Q");
    if (ym === `${Y - 2}-10`) add("farm", 29, 468000, "expense:capital_improvement", "Hagen Drainage & Excavating - 600 feet of field drainage tile replaced, north field");
    if (ym === `${Y - 1}-04`) add("farm", 8, 38500, "expense:maintenance:repairs", "Hagen Drainage & Excavating - brush cleared along the east fence line and field entrance culvert reset");
    if (ym === `${Y - 3}-06`) add("farm", 15, 42000, "expense:legal_professional", "Dunn County Land Surveying - boundary stakes reset along County Road Q");

    // --- Property tax: the first half to the town or city treasurer by January 31, the second by July 31.
    const taxYear = y - 1;
    const taxes: [LakesKey, number[], string, string, string][] = [
      ["hollister", [1041236, 1068810, 1104652, 1139108, 1172640], "City of Eau Claire Treasurer", "City of Eau Claire Treasurer", "1418 Hollister Ave"],
      ["bridgewater", [368422, 380290, 395146, 408812, 421050], "City of Chippewa Falls Treasurer", "Chippewa County Treasurer", "418 Bridgewater Ct"],
      ["cabin", [521844, 539170, 560218, 581136, 600484], "Town of Conover Treasurer", "Vilas County Treasurer", "3360 Loon Song Ln"],
      ["farm", [118460, 121284, 124610, 127952, 131020], "Town of Colfax Treasurer", "Dunn County Treasurer", "N7312 County Road Q (80 acres)"],
    ];
    for (const [key, table, firstPayee, secondPayee, where] of taxes) {
      const total = byYear(table, Y - 4, taxYear);
      const firstHalf = Math.round(total / 2);
      if (m === 1) add(key, 22 + Math.floor(rand() * 6), firstHalf, "expense:property_tax", `${firstPayee} - ${taxYear} property tax, first installment, ${where}`);
      if (m === 7) add(key, 20 + Math.floor(rand() * 8), total - firstHalf, "expense:property_tax", `${secondPayee} - ${taxYear} property tax, second installment, ${where}`);
    }

    // --- The company itself.
    add(null, 5, byYear([32500, 32500, 34500, 36500], Y - 3, y), "expense:legal_professional", `Brightwater Bookkeeping - monthly bookkeeping and bank reconciliations, ${label}`);
    if (rand() < 0.12) add(null, 3 + Math.floor(rand() * 24), 2500, "expense:bank_fees", "Hemlock Valley Bank - outgoing wire fee");
    if (m === 6 && y % 2 === 0) add(null, 14, 6850, "expense:bank_fees", "Hemlock Valley Bank - business check order (3 books)");
    if (m === 2) add(null, 3, byYear([42000, 42000, 46800, 46800], Y - 3, y), "expense:software_subscriptions", "LedgerLoft accounting software - annual plan");
    if (m === 1) add(null, 26, 2400 + 600 * Math.floor(rand() * 3), "expense:legal_professional", `FileRight - ${y - 1} Forms 1099-NEC e-filed and mailed`);
    if (m === 3) add(null, 11, 35000, "expense:legal_professional", `Stensrud & Kline CPAs - ${y - 1} extension (Form 7004) and estimate of members' K-1 income`);
    if (m === 9) add(null, 9, byYear([265000, 278000, 292500, 305000], Y - 3, y), "expense:legal_professional", `Stensrud & Kline CPAs - ${y - 1} Form 1065, Wisconsin Form 3 and three Schedule K-1s`);
    if (m === 9) add(null, 18, 2500, "expense:licenses_permits", `Wisconsin Department of Financial Institutions - ${y} LLC annual report`);
    if (m === 10) add(null, 27, byYear([98500, 104000, 112500, 119000], Y - 3, y), "expense:insurance", "Kinnickinnic Mutual Insurance - commercial umbrella policy renewal (November 1), $2,000,000");
    if (ym === `${Y - 2}-12`) add(null, 12, 72000, "expense:legal_professional", "Olstad Law Office - review and redraft of the Amundsen farmland cash-rent lease");
    if (m === 8 && rand() < 0.7) add(null, 20, vary(21000, 0.3), "expense:travel", "Mileage - Kristin Aaberg, Eau Claire to Conover and back (cabin inspection), at the IRS standard rate");
  }
  return out.filter((t) => t.date <= today && t.cents > 0);
}

export interface LakesObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: LakesKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next, and the quarterly cabin tax returns around `today`; those more than 20 days past are completed. */
export function lakesObligations(today: string): LakesObligation[] {
  const Y = yearOf(today);
  const out: LakesObligation[] = [];
  for (const yr of [Y - 1, Y, Y + 1]) {
    out.push({ obligation_type: "compliance:periodic_report", due_date: `${yr}-09-30`, description: `Wisconsin DFI annual report ${yr} for the LLC (due by the end of the quarter of the August 23 registration anniversary; $25 online)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Form 7004 extension of the ${yr - 1} Form 1065 (Stensrud & Kline CPAs)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-09-15`), description: `Form 1065 partnership return for ${yr - 1}, extended, with Schedule K-1s for the three members` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-09-15`), description: `Wisconsin Form 3 partnership return for ${yr - 1} (extended by the federal extension)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-01-31`), description: `Forms 1099-NEC for ${yr - 1} to the cleaner, plow contractor, handyman and other contractors, and to the IRS` });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, first installment, City of Eau Claire Treasurer`, property: "hollister" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-07-31`, description: `${yr - 1} property tax, second installment, City of Eau Claire Treasurer`, property: "hollister" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, first installment, City of Chippewa Falls Treasurer`, property: "bridgewater" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-07-31`, description: `${yr - 1} property tax, second installment, Chippewa County Treasurer`, property: "bridgewater" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, first installment, Town of Conover Treasurer`, property: "cabin" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-07-31`, description: `${yr - 1} property tax, second installment, Vilas County Treasurer`, property: "cabin" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, first installment, Town of Colfax Treasurer`, property: "farm" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-07-31`, description: `${yr - 1} property tax, second installment, Dunn County Treasurer`, property: "farm" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-04-01`, description: "Commercial package policy renewal, Kinnickinnic Mutual Insurance policy CPP-7731408", property: "hollister" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-09-15`, description: "Landlord dwelling policy (DP-3) renewal, Prairie Shield Insurance", property: "bridgewater" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-05-20`, description: "Short-term rental cabin policy renewal, Driftwood Short-Term Rental Insurance", property: "cabin" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-01-02`, description: "Farmland owner's liability policy renewal, Kinnickinnic Mutual Insurance", property: "farm" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-11-01`, description: "Commercial umbrella policy renewal ($2,000,000), Kinnickinnic Mutual Insurance" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${yr}-06-30`, description: `Tourist rooming house license renewal, Loon Song Cabin (Vilas County Public Health; license year ends June 30, ${yr})`, property: "cabin" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${yr}-01-15`, description: `Town of Conover short-term rental permit for ${yr} ($150)`, property: "cabin" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${yr}-07-01`, description: "City of Eau Claire rental housing license renewal, 6 dwelling units", property: "hollister" });
    out.push({ obligation_type: "property:inspection", due_date: `${yr}-10-15`, description: "Boiler inspection by the insurer's inspector and Wisconsin DSPS certificate of operation", property: "hollister" });
    out.push({ obligation_type: "property:inspection", due_date: `${yr}-03-20`, description: "City of Eau Claire Fire Department annual fire inspection (extinguishers, exit lights, smoke detectors)", property: "hollister" });
  }
  // Quarterly returns of the taxes on direct cabin bookings, due the last day of the month after the quarter.
  for (let i = (Y - 1) * 4; i <= Y * 4 + 3; i++) {
    const qy = Math.floor(i / 4);
    const q = (i % 4) + 1;
    const due = q === 4 ? `${qy + 1}-01-31` : `${qy}-${pad(q * 3 + 1)}-${q === 1 ? 30 : 31}`;
    out.push({ obligation_type: "tax:filing", due_date: due, description: `Wisconsin sales and use tax return ST-12 for Q${q} ${qy} (5.5% on direct cabin bookings; Airbnb collects on its own)`, property: "cabin" });
    out.push({ obligation_type: "tax:filing", due_date: due, description: `Town of Conover room tax return for Q${q} ${qy} (4.5% on direct cabin bookings)`, property: "cabin" });
  }
  // Leases, the loan and the farm rent.
  out.push({ obligation_type: "other", due_date: `${Y + 1}-03-01`, description: `Apartment lease renewals: offers to the Hollister Ave tenants for leases from June 1, ${Y + 1} (Red Cedar Property Management)`, property: "hollister" });
  out.push({ obligation_type: "other", due_date: `${Y + 1}-06-02`, description: `Brekke lease renewal: 60 days' written notice of any rent change before the lease ends August 31, ${Y + 1}`, property: "bridgewater" });
  out.push({ obligation_type: "other", due_date: `${Y + 1}-09-01`, description: `Farmland lease: written notice of renewal terms or termination to Amundsen Grain Farms (lease ends December 31, ${Y + 1})`, property: "farm" });
  out.push({ obligation_type: "other", due_date: `${Y + 1}-03-01`, description: `First half of the ${Y + 1} cash rent due from Amundsen Grain Farms`, property: "farm" });
  out.push({ obligation_type: "other", due_date: `${Y}-11-01`, description: `Second half of the ${Y} cash rent due from Amundsen Grain Farms`, property: "farm" });
  out.push({ obligation_type: "other", due_date: `${Y + 2}-04-01`, description: "Hemlock Valley Bank loan ...6610 balloon payment at maturity (refinance or pay off the remaining balance)", property: "hollister" });
  out.push({ obligation_type: "other", due_date: `${Y + 1}-05-08`, description: "Dock and boat lift installation before the fishing opener (Muskie Point Dock & Lift)", property: "cabin" });
  return out.map((o) => (o.due_date < addDays(today, -20) ? { ...o, status: "completed" } : o));
}

/** The company's papers. */
export function lakesDocuments(today: string): FixtureCompany<LakesKey>["documents"] {
  const Y = yearOf(today);
  const C = LAKES_COMPANY;
  const aptYear = aptLeaseYear(today);
  const apt2Rent = aptRent(today, "2", `${aptYear}-06-01`);
  const houseYear = houseLeaseYear(today);
  const house = houseRent(today, `${houseYear}-09-01`);
  const policyYear = today >= `${Y}-04-01` ? Y : Y - 1;
  const premium = byYear([412000, 438000, 467500, 496000], Y - 3, policyYear);
  const pay = loanPayment();
  const rate = farmRatePerAcre(today, Y);
  const annual = TILLABLE_ACRES * rate * 100;
  const licenseYear = today >= `${Y}-07-01` ? Y : Y - 1;
  return [
    {
      filename: "tamarack-ridge-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Tamarack Ridge Holdings LLC",
      doc_date: "2016-08-23",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is entered into as of August 23, 2016 by Kristin Aaberg, Tomasz Wierzbicki and Delphine Nyberg-Okafor, the members of ${C.legal_name}, a Wisconsin limited liability company organized under Chapter 183 of the Wisconsin Statutes (Wisconsin Department of Financial Institutions entity ID ${C.state_filing_number}). It was amended and restated on March 4, 2021 to record the refinancing of 1418 Hollister Avenue.

## Article I. Name, office and registered agent
1.1 The principal office and mailing address of the Company is ${C.mailing_address}.
1.2 The registered agent is ${C.registered_agent.name}, ${C.registered_agent.address}. The members may change the registered agent by filing with the Department of Financial Institutions.

## Article II. Purpose
The Company buys, holds, leases and manages real estate in Wisconsin, including residential apartments and houses, recreational property let to short-term guests, and agricultural land let to farm operators.

## Article III. Members and Percentage Interests
| Member | Percentage Interest | Initial capital contribution |
|---|---|---|
| Kristin Aaberg | 45% | $90,000 |
| Tomasz Wierzbicki | 35% | $70,000 |
| Delphine Nyberg-Okafor | 20% | $40,000 |

Profits, losses and distributions are shared in proportion to the Percentage Interests. Additional capital may be called only by a vote of members holding at least 80% of the Percentage Interests, and each member then contributes in proportion to his or her Percentage Interest.

## Article IV. Management
4.1 The Company is member-managed. The members appoint Kristin Aaberg as Managing Member to run the day-to-day business: she signs leases of up to three years, hires and supervises the property manager and vendors, pays bills and keeps the books with the outside bookkeeper.
4.2 The following need the written consent of members holding at least 80% of the Percentage Interests: buying, selling, refinancing or mortgaging real estate; any single expenditure over $15,000 not in the approved annual budget; any lease of the farmland longer than three years; admitting a new member.
4.3 The Managing Member receives no salary. She is reimbursed for mileage to the properties at the IRS standard rate and for out-of-pocket expenses.

## Article V. Distributions and reserves
The Company keeps an operating reserve of $8,000 for each property and a capital reserve of $25,000 for the Hollister Avenue boiler and roof. Cash above the reserves is distributed twice a year, in June and December.

## Article VI. Books, accounts and taxes
6.1 The Company keeps its books on the cash method on a calendar year, with accounts at Hemlock Valley Bank and, for the cabin, Northwoods Credit Union.
6.2 The Company is taxed as a partnership. It files federal Form 1065 and Wisconsin Form 3, and gives each member a Schedule K-1 each year. Tomasz Wierzbicki is the partnership representative.

## Article VII. Transfers and buy-out
A member who wishes to sell must first offer the interest to the other members pro rata, at a price set by an appraisal of the Company's real estate. The other members have 90 days to accept. On a member's death, the Company may buy the interest over five years at the appraised value.

## Article VIII. Dissolution
The Company dissolves on the written consent of all members or on the sale of all of its real estate. The assets are then applied to debts, the reserves are released, and the balance is distributed by the members' positive capital accounts.

Signed: Kristin Aaberg, Tomasz Wierzbicki, Delphine Nyberg-Okafor.
`,
    },
    {
      filename: "hollister-ave-apt-2-lease-vang.md",
      doc_type: "other",
      title: `Residential Lease, 1418 Hollister Avenue Apt 2 (Mai Nou Vang, ${aptYear}-${aptYear + 1})`,
      doc_date: `${aptYear}-04-08`,
      property: "hollister",
      body: `# Residential Rental Agreement

Landlord: ${C.legal_name}, managed by its agent Red Cedar Property Management LLC, 310 Galloway Street, Eau Claire, WI 54703. Tenant: Mai Nou Vang.
Premises: 1418 Hollister Avenue, Apartment 2, Eau Claire, WI 54703 (two bedrooms, one bath, first floor), with one assigned parking stall (No. 2).

1. TERM. June 1, ${aptYear} through May 31, ${aptYear + 1}. This lease renews the tenancy that began June 1, 2021.
2. RENT. ${dollars(apt2Rent)} per month, due on the 1st, paid by ACH to the Landlord's account at Hemlock Valley Bank or by check delivered to the property manager. Rent not received by the end of the 5th is late, and a late fee of $40.00 is then due.
3. WATER AND SEWER. In addition to rent, Tenant pays a flat charge of $${waterCharge(today, `${aptYear}-06-01`) / 100}.00 per month for water, sewer and storm water, billed with the rent. Heat and hot water are included in the rent (gas boiler). Tenant pays for electricity in the apartment.
4. SECURITY DEPOSIT. $1,050.00, held by the Landlord. Within 21 days after Tenant surrenders the premises, the Landlord returns the deposit or delivers an itemized statement of deductions, as section 704.28 of the Wisconsin Statutes and ATCP 134 require. Tenant may inspect the premises and note defects on the check-in sheet within 7 days of the start of the tenancy.
5. LAUNDRY. Coin-operated washers and dryers are in the basement for tenants' use from 7:00 a.m. to 10:00 p.m.
6. SNOW AND LAWN. The Landlord plows and salts the parking lot and walks. Tenant moves his or her car for plowing when the city declares a snow emergency.
7. PETS. No pets without the Landlord's written consent. Assistance animals are permitted as the law provides.
8. SMOKING. The building is smoke-free, including the apartments and the stairways.
9. ENTRY. The Landlord may enter on at least 12 hours' advance notice for repairs, inspections and showings, or without notice in an emergency.
10. RENEWAL. The Landlord will offer any renewal, with its rent, in writing by March 1. Tenant gives written notice by March 31 whether he or she will renew.
11. NONSTANDARD RENTAL PROVISIONS. Carpet cleaning at move-out is charged only if the carpet is soiled beyond normal wear, at the actual cost.
12. REQUIRED DISCLOSURES. Tenant acknowledges the lead-based paint disclosure (building built in 1962) and the notice of domestic abuse protections under section 704.14 of the Wisconsin Statutes.
`,
    },
    {
      filename: "amundsen-farmland-cash-rent-lease.md",
      doc_type: "other",
      title: `Farmland Cash Rent Lease, N7312 County Road Q, Colfax - Amundsen Grain Farms (${Y - 1}-${Y + 1})`,
      doc_date: `${Y - 2}-12-15`,
      property: "farm",
      body: `# Farmland Cash Rent Lease

Landlord: ${C.legal_name}, ${C.mailing_address}. Tenant: Leif Amundsen, doing business as Amundsen Grain Farms, W2290 470th Avenue, Colfax, WI 54730.

## 1. Land
About 80 acres in the Town of Colfax, Dunn County, Wisconsin, at N7312 County Road Q (parcel 006-1184-27-000), of which ${TILLABLE_ACRES} acres are tillable as shown on the FSA map attached. The 6 wooded acres along the creek are excluded from the lease, except the field road through them.

## 2. Term
Three crop years: January 1, ${Y - 1} through December 31, ${Y + 1}. This lease replaces the lease of crop years ${Y - 4} through ${Y - 2}, under which the rent was $212 per tillable acre. Either party must give written notice of renewal terms or of termination by September 1 of the last crop year; otherwise the lease continues for one more crop year on the same terms, as section 704.19 of the Wisconsin Statutes allows for farm tenancies.

## 3. Cash rent
$${rate} per tillable acre per year, ${TILLABLE_ACRES} acres, for an annual rent of ${dollars(annual)}, paid in two equal installments of ${dollars(annual / 2)}: the first on March 1 and the second on November 1 of each crop year, by check mailed to the Landlord.

## 4. Crops and practices
Tenant may grow corn, soybeans, small grains and alfalfa. Tenant follows the Dunn County conservation plan for the farm, leaves corn stalks or a cover crop on the sloped 22 acres of the north field over winter, and applies manure only under a nutrient management plan meeting NRCS standard 590. Tenant applies lime as soil tests call for; the Landlord reimburses half the cost of lime applied in the last crop year of the lease.

## 5. Repairs and improvements
The Landlord repairs field drainage tile at its cost (the Landlord replaced 600 feet of tile in the north field in the fall of ${Y - 2}); Tenant reports failed tile and blowouts promptly. Tenant maintains the field road and fence lines and may not remove trees or fence rows without consent.

## 6. Hunting
The Landlord keeps the hunting rights. Tenant's family may hunt deer on the land during the gun season with written permission.

## 7. Government programs and insurance
Tenant may enroll in FSA programs and keeps all program payments. Tenant carries farm liability insurance of at least $1,000,000 naming the Landlord as additional insured. The Landlord insures its own liability as owner.

## 8. Default
If rent is unpaid 30 days after it is due, the Landlord may terminate the lease on 14 days' written notice, subject to Tenant's right to harvest a planted crop on paying the rent owed.

Signed December 15, ${Y - 2}: Kristin Aaberg, Managing Member, for the Landlord; Leif Amundsen, Tenant.
`,
    },
    {
      filename: "hollister-ave-commercial-package-policy-declarations.md",
      doc_type: "insurance:policy",
      title: `Kinnickinnic Mutual commercial package policy declarations, 1418 Hollister Ave ${policyYear}-${policyYear + 1}`,
      doc_date: `${policyYear}-03-12`,
      property: "hollister",
      body: `# Commercial Package Policy Declarations

Insurer: Kinnickinnic Mutual Insurance Company, River Falls, Wisconsin. Agent: Brenneman Insurance Agency, Eau Claire.
Named insured: ${C.legal_name}, ${C.mailing_address}.
Policy number: CPP-7731408. Policy period: April 1, ${policyYear} to April 1, ${policyYear + 1}, 12:01 a.m. standard time.
Insured location: 1418 Hollister Avenue, Eau Claire, WI 54703 (six-unit apartment building, joisted masonry, built 1962, roof replaced ${Y - 3}).

## Section I. Property
| Coverage | Limit |
|---|---|
| Building, replacement cost | $1,180,000 |
| Business personal property (laundry machines, supplies) | $25,000 |
| Loss of rents | Actual loss sustained, up to 12 months |
| Equipment breakdown (gas boiler, water heater, electrical) | $500,000 |
| Ordinance or law (demolition and increased cost) | $100,000 |
| Sewer and drain backup | $25,000 |

Deductibles: $5,000 per occurrence for all covered perils; wind and hail $10,000 per occurrence; equipment breakdown $2,500. Coinsurance: none (agreed value endorsement).

## Section II. Liability
General liability: $1,000,000 each occurrence; $2,000,000 general aggregate; medical payments $5,000 per person. Hired and non-owned auto liability is included. The Company's $2,000,000 commercial umbrella with Kinnickinnic Mutual is written over this policy.

## Conditions of note
- The insurer's inspector inspects the boiler each year; the certificate of operation from the Wisconsin Department of Safety and Professional Services must be kept current.
- Vacancy: if the building is more than 60% vacant for over 60 consecutive days, coverage for vandalism and glass breakage is suspended.
- Snow and ice: the insured must keep a written snow removal contract for the parking lot and walks.

## Premium
Annual premium: ${dollars(premium)}, paid in full at renewal.
`,
    },
    {
      filename: "red-cedar-property-management-agreement.md",
      doc_type: "other",
      title: "Red Cedar Property Management agreement, 1418 Hollister Avenue",
      doc_date: "2019-09-12",
      property: "hollister",
      body: `# Property Management Agreement

Owner: ${C.legal_name}. Agent: Red Cedar Property Management LLC, 310 Galloway Street, Eau Claire, WI 54703, a licensed Wisconsin real estate broker (designated broker Janelle Vukovich).
Property: 1418 Hollister Avenue, Eau Claire, WI 54703, six residential units.

## 1. Term
From September 20, 2019 (the Owner's closing on the building) for one year, renewing year to year. Either party may end it on 60 days' written notice.

## 2. Services
The Agent advertises and shows vacant units, screens applicants, signs leases in the Owner's name on the Owner's standard form, collects rents and deposits, handles tenant calls 24 hours a day, arranges repairs and vendor work, conducts move-in and move-out inspections, handles the housing authority's paperwork for voucher tenants (HAP contract, annual recertification and inspection), and serves notices.

## 3. Rents
Tenants pay rent by ACH directly to the Owner's account at Hemlock Valley Bank (...3314), or by check or money order delivered to the Agent, who deposits it to that account within two business days. The Agent never holds Owner funds except security deposits, which it keeps in its trust account.

## 4. Fees
- Management fee: 7% of rents collected in the month (including housing assistance payments, excluding laundry income, utility charges and late fees), invoiced after each month ends and paid by the Owner by the 10th of the following month.
- Leasing fee: 50% of the first full month's rent for each new tenant the Agent places. No leasing fee for renewals.
- No markup on vendor invoices. Court appearances for evictions: $150 each.

## 5. Repairs
The Agent may order repairs of up to $750 per item without the Owner's approval, and any emergency repair needed to protect life or property. Preferred vendors: Valley Pro Plumbing & Heating (boiler, plumbing), Sawdust City Handyman Services (general repairs), Twin Bridges Lawn & Snow (lawn and snow).

## 6. Reports
A monthly owner statement by the 8th: rents collected, delinquencies, work orders and vacancies. A year-end statement and Forms 1099 for vendors the Agent pays.

## 7. Insurance
The Owner keeps property and liability insurance naming the Agent as additional insured. The Agent carries errors and omissions insurance of $1,000,000.
`,
    },
    {
      filename: "rindahl-snowplowing-contract-loon-song-cabin.md",
      doc_type: "other",
      title: "Rindahl Snowplowing seasonal contract, Loon Song Cabin",
      doc_date: `${Y - 3}-10-02`,
      property: "cabin",
      body: `# Snow Removal Agreement

Contractor: Rindahl Snowplowing & Excavating, 5120 Highway 45 North, Conover, WI 54519 (Arvid Rindahl).
Customer: ${C.legal_name}. Site: 3360 Loon Song Lane, Conover (Loon Song Cabin): the 420-foot gravel driveway from Loon Song Lane, the turnaround, and the parking pad for four vehicles and one snowmobile trailer.

1. SEASON. November 1 through April 15. This agreement renews each season on the same terms unless either party gives written notice by September 30. Rates have not changed since the ${Y - 3}-${Y - 2} season.
2. TRIGGER. The driveway is plowed after each snowfall of 2 inches or more, and after drifting that blocks the drive, by 7:00 a.m. on days a guest checks in or out. The Customer texts the check-in dates to the Contractor every Monday.
3. PRICE PER PUSH. $65.00 for each plowing of the driveway, turnaround and parking pad ("push"), including pushing back banks at the turnaround.
4. SEASON CAP. The Customer pays no more than $1,150.00 for pushes in any one season. Once the pushes billed in a season reach $1,150.00, all further pushes that season are made at no charge.
5. EXTRAS (not counted toward the cap). Roof raking of the cabin's main roof after heavy snow: $120.00 per visit, done when snow on the roof is deeper than 18 inches or on the Customer's request. Sanding of the driveway hill: $35.00 per application.
6. BILLING. The Contractor invoices at the end of each month for that month's pushes and extras; payment within 15 days.
7. DAMAGE. The Customer marks the driveway edges, septic vent and well head with stakes by November 1. The Contractor repairs at its cost any damage to lawn, stakes or structures caused by careless plowing, reported by May 1.
8. INSURANCE. The Contractor carries general liability insurance of at least $500,000 and gives the Customer a certificate each season.
`,
    },
    {
      filename: "loon-song-cabin-house-rules.md",
      doc_type: "other",
      title: "Loon Song Cabin house rules and guest guide",
      doc_date: `${Y}-01-04`,
      property: "cabin",
      body: `# Welcome to Loon Song Cabin

3360 Loon Song Lane, Conover, Wisconsin, on the north shore of Little Muskie Lake. Hosted by Tamarack Ridge Holdings LLC (Kristin Aaberg). Local contact for emergencies: Becca Sorensen, Pine Needle Cleaning.

## Booking
- Check-in 4:00 p.m., checkout 10:00 a.m. Keypad code is sent the morning of arrival.
- Maximum 8 guests (three bedrooms and a bunk loft); no more than 4 vehicles or 3 vehicles and a snowmobile trailer.
- Minimum stay 2 nights; from mid-June through August, 5 nights. The cabin is closed in April for spring maintenance.
- Cleaning fee: $195 per stay, included in the price shown on Airbnb.
- Returning guests may book directly with the host. Direct bookings are charged Wisconsin sales tax of 5.5% and the Town of Conover room tax of 4.5%; Airbnb collects those taxes itself on its bookings.

## Quiet hours and neighbors
Quiet hours are 10:00 p.m. to 7:00 a.m. Sound carries across the lake. No parties or events.

## Lake and dock
- The dock and boat lift are in from mid-May to mid-October. Two kayaks, a paddleboard and life jackets are in the boathouse; children must wear life jackets on the dock.
- Guests' boats may use the lift only with the host's permission. Little Muskie Lake has slow-no-wake hours from sunset to 10:00 a.m.
- Do not clean fish in the cabin: use the cleaning table by the boathouse.

## Fire and sauna
- Campfires only in the fire ring, never when the Town posts a burning ban. Firewood is in the woodshed; do not bring firewood from more than 10 miles away (emerald ash borer rules).
- No fireworks at any time.
- The wood-fired sauna is for guests 16 and older. Close the damper after use.

## Winter
- The driveway is plowed by Rindahl Snowplowing after 2 inches of snow; please park on the pad, not the drive.
- Snowmobile trail access is from the end of Loon Song Lane (Trail 13). Do not ride on the lake before the host confirms ice conditions.
- Keep the thermostat at 55°F or higher when you leave; the pipes freeze otherwise.

## Pets and smoking
No pets. No smoking or vaping indoors.

## Trash
Bag all trash and lock it in the bear-proof bin by the garage. Recycling goes in the blue bin.

## Damage
Report anything broken to the host right away. Damage beyond normal wear is charged through Airbnb's resolution process or, for direct bookings, against the $300 damage deposit.
`,
    },
    {
      filename: "loon-song-cabin-tourist-rooming-house-license.md",
      doc_type: "other",
      title: `Tourist rooming house license and Town of Conover short-term rental permit, Loon Song Cabin (${licenseYear}-${licenseYear + 1})`,
      doc_date: `${licenseYear}-06-24`,
      property: "cabin",
      body: `# Tourist Rooming House License

Issued by Vilas County Public Health, acting as agent of the Wisconsin Department of Agriculture, Trade and Consumer Protection under chapter 97 of the Wisconsin Statutes and ATCP 72.

License number: TRH-VC-20419. Facility: Loon Song Cabin, 3360 Loon Song Lane, Conover, WI 54519. Operator: ${C.legal_name}.
License year: July 1, ${licenseYear} through June 30, ${licenseYear + 1}. The license expires June 30 each year and must be renewed with the fee before that date; operating without a current license is subject to a late fee and penalties.
Annual license fee paid: $240.00.
Maximum occupancy: 8 persons. Bedrooms: 3 plus a loft. Water supply: private well (annual bacteriological sample required, last sample safe). Sewage: private septic system (pumped every two years).

Conditions: smoke and carbon monoxide alarms in every sleeping area and on each level; a fire extinguisher in the kitchen; posted exit plan; this license displayed inside the front door.

---

# Town of Conover Short-Term Rental Permit

Permit number: STR-2021-014. Property: 3360 Loon Song Lane. Permit holder: ${C.legal_name}; local contact Becca Sorensen, who must be able to reach the property within one hour.
Calendar-year permit, renewed by January 15 each year with the $150.00 fee and a copy of the current tourist rooming house license.
Room tax: the Town levies a room tax of 4.5% on stays of fewer than 30 consecutive days. The operator files a quarterly room tax return, due the last day of the month after each quarter, for stays not collected by a lodging marketplace. Wisconsin sales tax (5% state and 0.5% Vilas County) is reported on the operator's Wisconsin sales and use tax return (ST-12) for the same stays.
Rules: maximum 8 occupants; parking on site only; quiet hours 10:00 p.m. to 7:00 a.m.; garbage kept in animal-proof containers.
`,
    },
    {
      filename: "hemlock-valley-bank-promissory-note-6610.md",
      doc_type: "other",
      title: "Hemlock Valley Bank promissory note, loan ...6610 (1418 Hollister Avenue refinance)",
      doc_date: `${Y - 5}-03-12`,
      property: "hollister",
      body: `# Promissory Note

Borrower: ${C.legal_name}. Lender: Hemlock Valley Bank, 1201 Clairemont Avenue, Eau Claire, WI 54701. Loan number ending 6610.
Date: March 12, ${Y - 5}.

1. PRINCIPAL. For value received, the Borrower promises to pay the Lender ${dollars(LOAN_PRINCIPAL)}, with interest on the unpaid principal.
2. INTEREST. Fixed at 3.95% per year for the full term, computed monthly on the unpaid balance (one-twelfth of the annual rate).
3. PAYMENTS. Monthly payments of principal and interest of ${dollars(pay)}, due on the 1st of each month, beginning May 1, ${Y - 5}, based on a 25-year (300-month) amortization, paid by automatic debit from the Borrower's operating account.
4. MATURITY. The loan matures on April 1, ${Y + 2}, when the entire unpaid principal and accrued interest are due (balloon payment). The Lender will consider a renewal on request made at least 90 days before maturity.
5. LATE CHARGE. A payment received more than 10 days after its due date carries a late charge of 5% of the payment.
6. PREPAYMENT. The Borrower may prepay in whole or in part; a prepayment from the proceeds of a refinancing with another lender carries a fee of 2% of the amount prepaid in the first three years and 1% in years four and five, and none afterward.
7. SECURITY. This note is secured by a first mortgage and assignment of rents on 1418 Hollister Avenue, Eau Claire, Wisconsin, recorded with the Eau Claire County Register of Deeds.
8. COVENANTS. The Borrower keeps the property insured with the Lender as mortgagee, pays real estate taxes before they are delinquent, keeps its operating accounts with the Lender, and maintains a debt service coverage ratio of at least 1.20 to 1 on the property, tested each year from the Borrower's tax return.
9. GUARANTY. Kristin Aaberg and Tomasz Wierzbicki guarantee this note personally, up to 50% of the unpaid balance.

Signed for the Borrower: Kristin Aaberg, Managing Member; Tomasz Wierzbicki, Member.
`,
    },
    {
      filename: "bridgewater-court-lease-brekke.md",
      doc_type: "other",
      title: `Residential Lease, 418 Bridgewater Court, Chippewa Falls (Travis and Jolene Brekke, ${houseYear}-${houseYear + 1})`,
      doc_date: `${houseYear}-06-20`,
      property: "bridgewater",
      body: `# Residential Lease

Landlord: ${C.legal_name}, ${C.mailing_address} (contact: Kristin Aaberg). Tenants: Travis Brekke and Jolene Brekke, jointly and severally; occupants also their two minor children.
Premises: 418 Bridgewater Court, Chippewa Falls, WI 54729, a three-bedroom single-family house with attached two-car garage, appliances included.

1. TERM. September 1, ${houseYear} through August 31, ${houseYear + 1}. The tenancy began September 1, 2021.
2. RENT. ${dollars(house)} per month, due on the 1st, paid by ACH to the Landlord's account at Hemlock Valley Bank. If rent is not received by the 5th, a late fee of $60.00 is due.
3. SECURITY DEPOSIT. $1,595.00, received September 1, 2021 and still held. Returned within 21 days after the Tenants vacate, less itemized deductions allowed by section 704.28 of the Wisconsin Statutes.
4. PET ADDENDUM. One dog (a Labrador mix) is permitted. The Tenants paid a non-refundable pet fee of $300.00 in April ${Y - 2} and pay pet rent of $25.00 per month with the rent. The Tenants are responsible for any damage by the dog and for picking up after it in the yard.
5. UTILITIES. The Tenants pay electricity, natural gas, water, sewer, trash and internet, in their own names.
6. YARD AND SNOW. The Tenants mow the lawn and shovel the walks and driveway. The Landlord cleans the gutters each fall.
7. MAINTENANCE. The Tenants change the furnace filter every three months (filters are in the garage) and report leaks at once. The Landlord maintains the furnace, water heater, roof and appliances.
8. RENEWAL. Either party gives at least 60 days' written notice before the end of the term of non-renewal or of a change in rent. Without notice, the lease renews for one year at the same rent.
9. ENTRY. The Landlord may enter on 12 hours' notice for inspection or repairs.
`,
    },
  ];
}

/** Loads the Wisconsin company into an empty service through its API; waits for its documents to be searchable. */
export async function seedLakes(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<LakesKey> = { profile: LAKES_COMPANY, properties: LAKES_PROPERTIES, files: [], obligations: lakesObligations(today), documents: lakesDocuments(today) };
  await seedFixture(
    send,
    company,
    async (ids) => {
      await enterTransactions(send, lakesTransactions(today), ids, seed);
    },
    180_000,
  );
}
