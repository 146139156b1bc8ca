// A sixth fixture company, unlike the others: a Texas two-member LLC (manager-managed) in the San Antonio
// and Hill Country area with four properties of four kinds. A fourplex in San Antonio run by a property
// manager that collects the rents and sends a monthly owner statement (each unit's rent booked from its
// tenant, "Unit B rent - Yesenia Carvajal, March 2026 (collected by Presidio Oak)", the manager's 8% fee,
// leasing and renewal fees, repairs it arranged "HVAC repair - ... via Presidio Oak"; Unit C vacant two
// months last year), on a bank loan with an escrow account (interest and principal booked apart); a
// single-family house in New Braunfels let to a family on yearly leases, with a security deposit and a
// pet deposit held (POST /api/v1/deposits, never income) and a new roof last year (a capital improvement
// with its own asset terms, PUT /api/v1/transactions/{id}/asset); a furnished townhouse in Austin in an
// HOA let mid-term to travel nurses and corporate guests through Furnished Finder or directly, each
// month of a stay one transaction "Furnished Finder stay - Name (travel RN) - Mar 2026, 29 nights of a
// 90-night stay Mar 3-Jun 1"; and a two-suite office building in Boerne, one suite leased triple-net to
// a dental practice (base rent and a monthly CAM/NNN estimate, reconciled each April), the other on a
// gross lease to an insurance agent. Texas's own paperwork: the franchise tax report (no tax due) and
// Public Information Report by May 15, county property tax by January 31 (Bexar, Comal, Travis,
// Kendall), no state income tax. Every record is entered one by one through the API. Every name,
// number and address is invented.
// Pure and deterministic (seeded); loaded through the API (scripts/eval-chat.ts --set hills).
import { addDays, weekday } from "../../src/domain/dates";
import { amortization, businessDay, daysIn, dollars, type EnteredTransaction, enterTransactions, expectStatus, type FixtureCompany, json, levelPayment, longDate, MON, money, MONTH_NAMES, monthOf, monthsFrom, pad, random, seedFixture, type Send, yearOf } from "./demo-data";

export const HILLS_COMPANY = {
  legal_name: "Agarita Hollow Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "TX",
  formation_date: "2018-04-17",
  ein: "82-5139604",
  state_filing_number: "0802961457",
  registered_agent: { name: "Sotol Registered Agents, Inc.", address: "7400 Blanco Road, Suite 210, San Antonio, TX 78216" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 690214, San Antonio, TX 78269",
  provenance: { source_type: "seed", source_id: "hills" },
};

export type HillsKey = "fourplex" | "nbhouse" | "townhouse" | "boerne";

const seed = { source_type: "seed", source_id: "hills" };

export const HILLS_PROPERTIES: { key: HillsKey; input: Record<string, unknown> }[] = [
  {
    key: "fourplex",
    input: {
      address: "2719 Huisache Bend, San Antonio, TX 78212",
      acquisition_date: "2019-06-28",
      purchase_price_total: "640000.00",
      land_basis: "112000.00",
      building_basis: "528000.00",
      placed_in_service: "2019-07-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term residential rental (4 units)",
        kind: "two-story brick fourplex (1974), four 2-bedroom units, each with its own heat pump",
        nickname: "the fourplex",
        units: [
          { unit: "Unit A", bedrooms: 2, tenant: "Terrence Abernathy" },
          { unit: "Unit B", bedrooms: 2, tenant: "Yesenia Carvajal" },
          { unit: "Unit C", bedrooms: 2, tenant: "Imani Okonkwo-Hale", note: "since November of last year; Brock Vandergriff moved out before" },
          { unit: "Unit D", bedrooms: 2, tenant: "Ruben Saldivar" },
        ],
        property_manager: "Presidio Oak Property Management LLC (8% of rent collected)",
        security_deposits: "held by Presidio Oak Property Management in its trust account",
        lender: "Frio River National Bank, loan ...4471 (escrow for taxes and insurance)",
        county: "Bexar County",
      },
    },
  },
  {
    key: "nbhouse",
    input: {
      address: "1846 Sendero Loma, New Braunfels, TX 78132",
      acquisition_date: "2020-03-13",
      purchase_price_total: "318500.00",
      land_basis: "66000.00",
      building_basis: "252500.00",
      placed_in_service: "2020-05-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term rental (12-month leases, August 1 to July 31)",
        kind: "three-bedroom, two-bath single-story house with fenced yard and two-car garage (2004)",
        nickname: "the New Braunfels house",
        tenant: "Brandon and Celeste Whitacre (and their two children), since August 1, 2021",
        security_deposit: "1900.00 (held; received July 20, 2021)",
        pet_deposit: "400.00 refundable (held; one dog, received July 20, 2021)",
        roof: "new roof last year (Comal Crown Roofing & Exteriors, Class 4 impact-resistant shingles)",
        county: "Comal County",
      },
    },
  },
  {
    key: "townhouse",
    input: {
      address: "5318 Cedar Elm Run, Unit 14, Austin, TX 78745",
      acquisition_date: "2021-09-10",
      purchase_price_total: "395000.00",
      land_basis: "79000.00",
      building_basis: "297500.00",
      ffe_basis: "18500.00",
      placed_in_service: "2021-10-15",
      provenance: seed,
      extra_metadata: {
        use: "mid-term furnished rental (stays of 30 nights or more)",
        kind: "two-bedroom, two-and-a-half-bath furnished townhouse with a one-car garage",
        nickname: "the Austin townhouse",
        listing: "Cedar Elm Run 14 - Furnished 2BR near South Austin hospitals",
        platforms: ["Furnished Finder", "direct bookings (corporate guests and returning guests)"],
        hoa: "Cedar Elm Run Townhome Association (monthly dues)",
        furniture: "FF&E basis $18,500 (furniture, beds, linens, kitchenware, TVs, desk set-up)",
        county: "Travis County",
      },
    },
  },
  {
    key: "boerne",
    input: {
      address: "127 Cypress Mill Lane, Boerne, TX 78006",
      acquisition_date: "2022-05-20",
      purchase_price_total: "865000.00",
      land_basis: "210000.00",
      building_basis: "655000.00",
      placed_in_service: "2022-06-01",
      provenance: seed,
      extra_metadata: {
        use: "commercial office leases (two suites)",
        kind: "single-story stone office building of 4,200 sq ft (1998): Suite 100 of 2,450 sq ft and Suite 200 of 1,750 sq ft, 22 parking spaces",
        nickname: "the Boerne office building",
        suites: [
          { suite: "Suite 100", tenant: "Sabinal Creek Family Dentistry, PLLC (Dr. Noemi Castellano-Frick)", lease_type: "NNN (triple net)", share: "58.33%" },
          { suite: "Suite 200", tenant: "Hollis Redd Insurance Agency LLC (Hollis Redd)", lease_type: "gross" },
        ],
        county: "Kendall County",
      },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type HillsTransaction = EnteredTransaction<HillsKey>;

/** One mid-term stay at the Austin townhouse. */
export interface TownhouseStay {
  /** Check-in. */
  date: string;
  checkout: string;
  channel: "Furnished Finder" | "direct";
  guest: string;
  /** What the guest is in Austin for: "travel RN", "corporate guest", ... */
  who: string;
  nights: number;
  /** The monthly rate (per 30 nights), in cents. */
  monthly: number;
}

const FF_GUESTS: [string, string][] = [
  ["Kendra Blackwood", "travel RN"], ["Tobias Ferreira-Lund", "travel ICU nurse"], ["Shauna McAllister", "travel RN"], ["Devontae Price", "travel respiratory therapist"],
  ["Lorelei Vasquez-Quinn", "travel RN"], ["Amara Osei-Bonsu", "travel physical therapist"], ["Colby Hartigan", "travel ER nurse"], ["Priyanka Raghunathan", "travel RN"],
  ["Jolene Strickland", "travel labor and delivery nurse"], ["Mateo Arredondo", "travel surgical tech"], ["Bethany Kowalski-Reyes", "travel RN"], ["Nnamdi Eze", "travel radiology tech"],
];
const DIRECT_GUESTS: [string, string][] = [
  ["Gregory Tannenbaum", "corporate guest"], ["Fiona Castellanos", "corporate guest"], ["Harlan and Rose Petrakis", "family between homes"], ["Wen-Li Zhou", "visiting researcher"],
];
/** "2026-06-12" -> "Jun 12" */
const shortDate = (iso: string) => `${MON[monthOf(iso) - 1]} ${Number(iso.slice(8, 10))}`;

const ACCOUNTS: Record<HillsKey | "company", string> = {
  fourplex: "Presidio Oak owner statement (trust account remittances to Frio River National Bank ...2208)",
  nbhouse: "Frio River National Bank checking ...2216 (rentals)",
  townhouse: "Frio River National Bank checking ...2216 (rentals)",
  boerne: "Hill Country Business Bank checking ...6053 (Boerne building)",
  company: "Frio River National Bank checking ...2200 (company operating)",
};
const LOAN_ACCOUNT = "Frio River National Bank loan ...4471 (autodebit from ...2200)";
const ESCROW_ACCOUNT = "Frio River National Bank loan ...4471 escrow account";

/** A value of a table indexed by year, the first entry being `first`. */
const byYear = <T>(table: T[], first: number, year: number): T => table[Math.max(0, Math.min(table.length - 1, year - first))]!;

// ---------------------------------------------------------------------------------------------
// The fourplex: each unit's lease renews in its own month, with a rent increase.

/** Each unit's lease month and its rents in dollars by lease year, the first beginning three years before `today`'s year. */
const UNITS: Record<"A" | "B" | "D", { tenant: string; renews: number; rents: number[] }> = {
  A: { tenant: "Terrence Abernathy", renews: 3, rents: [1060, 1095, 1125, 1160] },
  B: { tenant: "Yesenia Carvajal", renews: 7, rents: [1050, 1085, 1115, 1150] },
  D: { tenant: "Ruben Saldivar", renews: 10, rents: [1150, 1185, 1220, 1255] },
};
/** Unit C: Brock Vandergriff on leases from September 1 until August 31 of last year, then vacant September and October, then Imani Okonkwo-Hale from November 1 of last year. */
const UNIT_C_OLD = [1125, 1160];
const UNIT_C_NEW = [1245, 1275];
const leaseYear = (date: string, renews: number) => yearOf(date) - (monthOf(date) < renews ? 1 : 0);

/** The tenant and the monthly rent in cents of a fourplex unit on the 1st of a month, or null while vacant. */
export function fourplexRent(today: string, unit: "A" | "B" | "C" | "D", first: string): { tenant: string; cents: number } | null {
  const Y = yearOf(today);
  if (unit === "C") {
    if (first < `${Y - 1}-09-01`) return { tenant: "Brock Vandergriff", cents: byYear(UNIT_C_OLD, Y - 3, leaseYear(first, 9)) * 100 };
    if (first < `${Y - 1}-11-01`) return null;
    return { tenant: "Imani Okonkwo-Hale", cents: byYear(UNIT_C_NEW, Y - 1, leaseYear(first, 11)) * 100 };
  }
  const u = UNITS[unit];
  return { tenant: u.tenant, cents: byYear(u.rents, Y - 3, leaseYear(first, u.renews)) * 100 };
}

/** Presidio Oak's management fee: 8% of rent collected. */
export const MANAGEMENT_RATE = 0.08;
export const RENEWAL_FEE = 15000;

// The fourplex loan: Frio River National Bank, closed with the purchase.
export const LOAN_PRINCIPAL = 44800000;
export const LOAN_RATE = 0.04375;
export const LOAN_MONTHS = 360;
export const LOAN_FIRST_PAYMENT = "2019-08-01";
export const loanPayment = (): number => levelPayment(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS);
/** Interest, principal and balance after each monthly payment (the 1st), by "YYYY-MM", from the first payment through next year. */
export const loanSchedule = (today: string) => amortization(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS, yearOf(LOAN_FIRST_PAYMENT) * 12 + monthOf(LOAN_FIRST_PAYMENT) - 1, (yearOf(today) + 1) * 12 + 11);
/** The monthly escrow deposit in cents of the escrow year beginning August 1 of `year` (set by the July escrow analysis); the table starts three years before `today`'s year. */
const ESCROW = [108042, 112617, 116450, 120133];
export const escrowDeposit = (today: string, date: string) => byYear(ESCROW, yearOf(today) - 3, leaseYear(date, 8));

// ---------------------------------------------------------------------------------------------
// The New Braunfels house: leases August 1 to July 31.
const HOUSE_RENT = [1895, 1950, 2025, 2095];
/** The Whitacres' rent in cents on a date (lease years from August 1 three years before `today`'s year). */
export const houseRent = (today: string, date: string) => byYear(HOUSE_RENT, yearOf(today) - 3, leaseYear(date, 8)) * 100;
/** The lease's late fee for rent received on `day` (due the 1st, late after the 3rd): $95, and $10 a day from the 5th, at most $175. */
export const houseLateFee = (day: number) => Math.min(17500, 9500 + Math.max(0, day - 4) * 1000);
export const SECURITY_DEPOSIT = 190000;
export const PET_DEPOSIT = 40000;
/** The new roof: the contract price and a change order for decking. */
export const ROOF_CONTRACT = 1648000;
export const ROOF_DECKING = 36200;

// ---------------------------------------------------------------------------------------------
// The Boerne building.
export const SUITE_100_SQFT = 2450;
export const BUILDING_SQFT = 4200;
/** Sabinal Creek Family Dentistry's base rent in cents: $3,675 a month in the lease year from June 1 four years before `today`'s year, 3% more each June 1. */
export const dentalBaseRent = (today: string, date: string) => Math.round(367500 * 1.03 ** Math.max(0, leaseYear(date, 6) - (yearOf(today) - 4)));
/** The monthly CAM/NNN estimate the dental practice pays, by calendar year from two years before `today`'s year. */
const NNN_ESTIMATE = [139000, 146500, 152500];
export const nnnEstimate = (today: string, year: number) => byYear(NNN_ESTIMATE, yearOf(today) - 2, year);
/** Hollis Redd Insurance Agency's gross rent in cents: $2,150 under the lease that began August 1 three years before `today`'s year, $2,275 from its renewal on August 1 of this year. */
export const agencyRent = (today: string, date: string) => (date >= `${yearOf(today)}-08-01` ? 227500 : 215000);
/** The categories of the Boerne building's expenses that the dental practice shares under its NNN lease. */
export const NNN_POOL = ["expense:property_tax", "expense:insurance", "expense:maintenance:landscaping", "expense:maintenance:pest_control", "expense:maintenance:cleaning", "expense:utilities:electricity"];

// ---------------------------------------------------------------------------------------------
// The Austin townhouse: mid-term stays.

/** The townhouse's stays, from the start of the history to `today` (check-in on or before today). */
export function townhouseStays(today: string, seedValue = 20261201): TownhouseStay[] {
  const rand = random(seedValue);
  const Y = yearOf(today);
  const out: TownhouseStay[] = [];
  // The guest in the townhouse when the history begins arrived in mid-December.
  let date = `${Y - 3}-12-14`;
  let first = true;
  while (date <= today) {
    const direct = !first && rand() < 0.25;
    const [guest, who] = direct ? DIRECT_GUESTS[Math.floor(rand() * DIRECT_GUESTS.length)]! : FF_GUESTS[Math.floor(rand() * FF_GUESTS.length)]!;
    // Travel nurse contracts run 13 weeks (91 nights) or so; corporate stays a month or two.
    const nights = first ? 91 : direct ? [30, 31, 45, 60][Math.floor(rand() * 4)]! : [91, 91, 84, 60, 45, 120][Math.floor(rand() * 6)]!;
    const monthly = Math.round((3150 + Math.floor(rand() * 9) * 50) * 1.03 ** (yearOf(date) - (Y - 2))) * 100;
    const checkout = addDays(date, nights);
    out.push({ date, checkout, channel: direct ? "direct" : "Furnished Finder", guest, who, nights, monthly });
    first = false;
    date = addDays(checkout, 3 + Math.floor(rand() * 16));
  }
  return out;
}

/** The part of a stay in each calendar month: its first night and nights, the month's rent (monthly rate for a whole month, else per night at rate/30). */
export function staySegments(s: TownhouseStay): { start: string; nights: number; cents: number }[] {
  const out: { start: string; nights: number; cents: number }[] = [];
  let start = s.date;
  while (start < s.checkout) {
    const y = yearOf(start);
    const m = monthOf(start);
    const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
    const end = nextMonth < s.checkout ? nextMonth : s.checkout;
    const nights = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
    const whole = start.endsWith("-01") && end === nextMonth;
    out.push({ start, nights, cents: whole ? s.monthly : Math.round((s.monthly * nights) / 30) });
    start = end;
  }
  return out;
}

/** The description of one month of a stay. */
export const stayMonthDescription = (s: TownhouseStay, seg: { start: string; nights: number }) =>
  `${s.channel === "direct" ? "Direct booking" : "Furnished Finder stay"} - ${s.guest} (${s.who}) - ${MON[monthOf(seg.start) - 1]} ${yearOf(seg.start)}, ${seg.nights} nights of a ${s.nights}-night stay ${shortDate(s.date)}-${shortDate(s.checkout)}${yearOf(s.checkout) !== yearOf(s.date) ? ` ${yearOf(s.checkout)}` : ""}`;

export const GUEST_CLEANING_FEE = 19500;
export const CLEANER_RATE = 16500;

// Repairs Presidio Oak arranges at the fourplex, under its $500 approval limit.
const PRESIDIO_REPAIRS: [string, number][] = [
  ["Plumbing repair - Unit A water heater element and thermostat, Mission Reach Plumbing via Presidio Oak", 31500],
  ["Plumbing repair - Unit C kitchen drain line snaked, Mission Reach Plumbing via Presidio Oak", 18500],
  ["Appliance repair - Unit D refrigerator ice maker and door gasket, Southtown Appliance Service via Presidio Oak", 21500],
  ["Electrical repair - exterior wall pack lights replaced, Ironwood Electric via Presidio Oak", 36500],
  ["Handyman - Unit A bedroom door rehung and closet track, Cuatro Manos Handyman via Presidio Oak", 14500],
  ["Plumbing repair - hose bib and irrigation backflow valve replaced, Mission Reach Plumbing via Presidio Oak", 42500],
  ["Handyman - Unit B window screens and blinds replaced, Cuatro Manos Handyman via Presidio Oak", 16500],
  ["Locksmith - Unit D deadbolt rekeyed after lost key, Alamo Key & Lock via Presidio Oak", 9500],
];
const PRESIDIO_HVAC: [string, number][] = [
  ["HVAC repair - Unit B condenser fan motor replaced, Alamo Breeze Heating & Air via Presidio Oak", 48500],
  ["HVAC repair - Unit D capacitor and contactor replaced, Alamo Breeze Heating & Air via Presidio Oak", 27500],
  ["HVAC repair - Unit A refrigerant leak located and recharged, Alamo Breeze Heating & Air via Presidio Oak", 46000],
  ["HVAC repair - Unit C condensate line cleared and float switch replaced, Alamo Breeze Heating & Air via Presidio Oak", 17500],
];
const TOWNHOUSE_ELECTRIC: Record<number, number> = { 1: 11800, 2: 10400, 3: 9600, 4: 10800, 5: 15200, 6: 21400, 7: 25800, 8: 26900, 9: 20800, 10: 13900, 11: 10200, 12: 11900 };

/** Every transaction of the company from January two years back through `today`. */
export function hillsTransactions(today: string, seedValue = 20261203): HillsTransaction[] {
  const rand = random(seedValue);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const months = monthsFrom(today, 2);
  const Y = yearOf(today);
  const out: HillsTransaction[] = [];
  const loan = loanSchedule(today);
  const pay = loanPayment();

  // --- The townhouse's stays: one transaction a month of each stay, the guest's cleaning fee with the first, the cleaner at checkout.
  const stays = townhouseStays(today);
  const historyStart = `${Y - 2}-01-01`;
  for (const s of stays) {
    for (const seg of staySegments(s)) {
      if (seg.start < historyStart) continue;
      out.push({ property: "townhouse", date: seg.start, cents: seg.cents, category: "revenue:rental_income", description: stayMonthDescription(s, seg), source_account: ACCOUNTS.townhouse });
    }
    if (s.date >= historyStart) out.push({ property: "townhouse", date: s.date, cents: GUEST_CLEANING_FEE, category: "revenue:cleaning_fees", description: `Departure cleaning fee - ${s.guest} (${s.channel === "direct" ? "direct booking" : "Furnished Finder"}, check-in ${shortDate(s.date)})`, source_account: ACCOUNTS.townhouse });
    if (s.checkout <= today) out.push({ property: "townhouse", date: s.checkout, cents: CLEANER_RATE, category: "expense:maintenance:cleaning", description: `Spotless Pecan Cleaning Co. - turnover deep clean and linen change after ${s.guest}, Cedar Elm Run 14`, source_account: ACCOUNTS.townhouse });
  }

  const collected = new Map<string, number>();
  for (const { y, m } of months) {
    const ym = `${y}-${pad(m)}`;
    const date = (day: number) => `${ym}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const add = (property: HillsKey | null, day: number, cents: number, category: string, description: string, account?: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: account ?? ACCOUNTS[property ?? "company"] });
    const first = `${ym}-01`;
    const summer = m >= 5 && m <= 9;

    // --- The fourplex: rents collected by Presidio Oak, its fee, repairs it arranged.
    let rents = 0;
    for (const unit of ["A", "B", "C", "D"] as const) {
      const r = fourplexRent(today, unit, first);
      if (!r) continue;
      const late = unit === "D" ? rand() < 0.14 : rand() < 0.04;
      const day = late ? 6 + Math.floor(rand() * 6) : 1 + Math.floor(rand() * 3);
      add("fourplex", day, r.cents, "revenue:long_term_rental", `Unit ${unit} rent - ${r.tenant}, ${label} (collected by Presidio Oak)`);
      rents += r.cents;
      if (late) add("fourplex", day, 7500 + (day - 4) * 1000, "revenue:late_fees", `Late fee - ${r.tenant}, Unit ${unit} (${MONTH_NAMES[m - 1]} rent paid on the ${day}th: $75, plus $10 a day from the 5th)`);
    }
    collected.set(ym, rents);
    add("fourplex", daysIn(y, m), Math.round(rents * MANAGEMENT_RATE), "expense:property_management", `Presidio Oak Property Management - management fee, 8% of ${label} rent collected (${dollars(rents)})`);
    // Lease renewals (a $150 renewal fee each) and the new Unit C lease (a leasing fee of half the first month's rent).
    for (const unit of ["A", "B", "D"] as const) {
      if (UNITS[unit].renews === m) add("fourplex", daysIn(y, m), RENEWAL_FEE, "expense:property_management", `Presidio Oak Property Management - lease renewal fee, Unit ${unit} (${UNITS[unit].tenant}), lease from ${MONTH_NAMES[m - 1]} 1, ${y}`);
    }
    if (ym === `${Y - 2}-09`) add("fourplex", 30, RENEWAL_FEE, "expense:property_management", `Presidio Oak Property Management - lease renewal fee, Unit C (Brock Vandergriff), lease from September 1, ${y}`);
    if (ym === `${Y}-11`) add("fourplex", 30, RENEWAL_FEE, "expense:property_management", `Presidio Oak Property Management - lease renewal fee, Unit C (Imani Okonkwo-Hale), lease from November 1, ${y}`);
    if (ym === `${Y - 1}-11`) add("fourplex", 4, fourplexRent(today, "C", first)!.cents / 2, "expense:commissions", "Presidio Oak Property Management - leasing fee for Unit C (50% of the first month's rent, Imani Okonkwo-Hale)");
    if (ym === `${Y - 1}-09`) {
      add("fourplex", 12, 218500, "expense:maintenance:repairs", "Unit C make-ready turnover - interior paint, carpet cleaning, new blinds and deep clean, via Presidio Oak (Cuatro Manos Handyman $1,640.00, Southtown Carpet Care $285.00, Sparkle Alamo Cleaning $260.00)");
      add("fourplex", 20, 12500, "expense:advertising", "Presidio Oak Property Management - Unit C vacancy listing and yard sign (rental listing sites)");
    }
    if (rand() < 0.2) {
      const [what, cents] = PRESIDIO_REPAIRS[Math.floor(rand() * PRESIDIO_REPAIRS.length)]!;
      add("fourplex", 6 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", what);
    }
    if (summer && rand() < 0.35) {
      const [what, cents] = PRESIDIO_HVAC[Math.floor(rand() * PRESIDIO_HVAC.length)]!;
      add("fourplex", 4 + Math.floor(rand() * 22), vary(cents, 0.15), "expense:maintenance:repairs", what);
    }
    if (ym === `${Y - 2}-07`) add("fourplex", 17, 685000, "expense:capital_improvement", "HVAC replacement - Unit B 2.5-ton heat pump and air handler, Alamo Breeze Heating & Air via Presidio Oak (owner approved above the $500 limit)");
    if (m === 4 || m === 10) add("fourplex", 15, 4 * 8900, "expense:maintenance:repairs", `HVAC tune-up, all four units at $89 (${m === 4 ? "spring cooling" : "fall heating"} check), Alamo Breeze Heating & Air via Presidio Oak`);
    // The loan: interest and principal of the payment on the 1st; the escrow part is held by the bank.
    const l = loan.get(ym);
    if (l) {
      add("fourplex", 1, l.interest, "expense:mortgage_interest", `Frio River National Bank - loan ...4471 interest, payment of ${MON[m - 1]} 1, ${y} (P&I ${dollars(pay)}, escrow ${dollars(escrowDeposit(today, first))})`, LOAN_ACCOUNT);
      add("fourplex", 1, l.principal, "expense:mortgage_principal", `Frio River National Bank - loan ...4471 principal, payment of ${MON[m - 1]} 1, ${y} (balance after ${dollars(l.balance)})`, LOAN_ACCOUNT);
    }
    if (m === 1) add("fourplex", 24, byYear([984216, 1021340, 1048692], Y - 2, y), "expense:property_tax", `Bexar County Tax Assessor-Collector - ${y - 1} property tax, 2719 Huisache Bend (paid from escrow by Frio River National Bank)`, ESCROW_ACCOUNT);
    if (m === 5) add("fourplex", 22, byYear([384500, 421200, 448800], Y - 2, y), "expense:insurance", "Lone Prairie Mutual Insurance - landlord dwelling policy renewal (June 1), 2719 Huisache Bend fourplex (paid from escrow by Frio River National Bank)", ESCROW_ACCOUNT);
    const fourplexVisits = m >= 3 && m <= 10 ? 4 : 2;
    const fourplexRate = y >= Y ? 7000 : 6500;
    add("fourplex", 28, fourplexVisits * fourplexRate, "expense:maintenance:landscaping", `Bluebonnet Edge Lawn Care - ${fourplexVisits} visits at $${fourplexRate / 100}, 2719 Huisache Bend, ${label}`, ACCOUNTS.company);
    if (m % 3 === 2) add("fourplex", 12, 12500, "expense:maintenance:pest_control", "Hill Country Pest Shield - quarterly exterior and interior treatment, fourplex (all four units)", ACCOUNTS.company);

    // --- The New Braunfels house.
    const houseLate = rand() < 0.07;
    const houseDay = houseLate ? 4 + Math.floor(rand() * 6) : 1;
    add("nbhouse", houseDay, houseRent(today, first), "revenue:long_term_rental", `ACH from Brandon Whitacre - rent, 1846 Sendero Loma, ${label}`);
    if (houseLate) add("nbhouse", houseDay, houseLateFee(houseDay), "revenue:late_fees", `Late fee - Whitacre, ${MONTH_NAMES[m - 1]} rent received ${MON[m - 1]} ${houseDay} (lease: $95, plus $10 a day from the 5th)`);
    if (m === 2) add("nbhouse", 10, byYear([264500, 289000, 241000], Y - 2, y), "expense:insurance", `Guadalupe Shield Insurance - landlord dwelling policy DP-3 renewal (February 15), 1846 Sendero Loma${y >= Y ? " (impact-resistant roof credit applied)" : ""}`);
    if (m === 1) add("nbhouse", 27, byYear([641288, 669014, 687250], Y - 2, y), "expense:property_tax", `Comal County Tax Office - ${y - 1} property tax, 1846 Sendero Loma`);
    if (m === 4) add("nbhouse", 9, 13900, "expense:maintenance:repairs", "Cypress Falls Heating & Air - spring AC tune-up, 1846 Sendero Loma");
    if (m === 3) add("nbhouse", 14, 9500, "expense:maintenance:pest_control", "Hill Country Pest Shield - annual termite inspection, 1846 Sendero Loma");
    if (ym === `${Y - 2}-06`) add("nbhouse", 18, 38500, "expense:maintenance:repairs", "Cypress Falls Heating & Air - AC capacitor and condensate pump replaced, 1846 Sendero Loma");
    if (ym === `${Y - 2}-10`) add("nbhouse", 7, 64500, "expense:maintenance:repairs", "Sendero Fence & Gate - 24 feet of cedar privacy fence replaced after storm, 1846 Sendero Loma");
    if (ym === `${Y - 1}-03`) add("nbhouse", 21, 42500, "expense:legal_professional", "Hailey Brook Home Inspections - roof inspection and hail damage report, 1846 Sendero Loma");
    if (ym === `${Y - 1}-04`) add("nbhouse", 18, ROOF_CONTRACT + ROOF_DECKING, "expense:capital_improvement", `Comal Crown Roofing & Exteriors - new roof, 1846 Sendero Loma: tear-off and Class 4 impact-resistant architectural shingles (contract ${dollars(ROOF_CONTRACT)} plus change order ${dollars(ROOF_DECKING)} for 6 sheets of decking)`);
    if (ym === `${Y - 1}-08`) add("nbhouse", 5, 27500, "expense:maintenance:repairs", "Sendero Handyman Co. - garbage disposal and kitchen faucet replaced, 1846 Sendero Loma");
    if (ym === `${Y}-05`) add("nbhouse", 13, 52000, "expense:maintenance:repairs", "Mission Reach Plumbing - water heater anode, expansion tank and pan replaced, 1846 Sendero Loma");

    // --- The Austin townhouse: HOA, utilities, insurance, tax, listing.
    add("townhouse", 1, byYear([26500, 28500, 30500], Y - 2, y), "expense:hoa_fees", `Cedar Elm Run Townhome Association - monthly dues, Unit 14, ${label}`);
    if (ym === `${Y - 1}-08`) add("townhouse", 15, 125000, "expense:hoa_fees", "Cedar Elm Run Townhome Association - special assessment (storm repairs to fences and retaining wall not covered by the association's insurance), Unit 14 share");
    add("townhouse", 17, vary(TOWNHOUSE_ELECTRIC[m]!, 0.18), "expense:utilities:electricity", `Balcones Electric Cooperative - Cedar Elm Run 14, ${label}`);
    add("townhouse", 12, y >= Y ? 7995 : 7495, "expense:utilities:internet", `Lonestar Fiberlink - 1 Gig fiber internet, Cedar Elm Run 14, ${label}`);
    add("townhouse", 20, vary(summer ? 9400 : 7100, 0.2), "expense:utilities:water", `Slaughter Creek MUD - water, wastewater and trash, Cedar Elm Run 14, ${label}`);
    if (m === 9) add("townhouse", 24, byYear([118500, 126000, 134200], Y - 2, y), "expense:insurance", "Trinity Arch Insurance - HO-6 landlord policy with furnished rental endorsement renewal (October 1), Cedar Elm Run 14");
    if (m === 1) add("townhouse", 29, byYear([891540, 920466, 938812], Y - 2, y), "expense:property_tax", `Travis County Tax Office - ${y - 1} property tax, 5318 Cedar Elm Run Unit 14`);
    if (m === 2) add("townhouse", 6, 15900, "expense:advertising", "Furnished Finder - annual property listing subscription, Cedar Elm Run 14");
    if (rand() < 0.3) add("townhouse", 3 + Math.floor(rand() * 24), vary(11500, 0.6), "expense:supplies", "Target - guest supplies (paper goods, coffee pods, toiletries, cleaning supplies), Cedar Elm Run 14");
    if (ym === `${Y - 2}-03`) add("townhouse", 8, 94500, "expense:furnishings", "Cavender Street Furniture Outlet - sleeper sofa replaced, Cedar Elm Run 14");
    if (ym === `${Y - 1}-06`) add("townhouse", 11, 38500, "expense:maintenance:repairs", "Violet Hill Appliance Repair - washer drain pump replaced, Cedar Elm Run 14");
    if (ym === `${Y}-02`) add("townhouse", 26, 312000, "expense:furniture_equipment", "Cavender Street Furniture Outlet - two queen beds, mattresses and a dining set, Cedar Elm Run 14");
    if (ym === `${Y}-07`) add("townhouse", 9, 26500, "expense:maintenance:repairs", "Cypress Falls Heating & Air - AC not cooling: capacitor replaced, Cedar Elm Run 14");

    // --- The Boerne building: rents, the NNN estimate, the April reconciliation, and the building's costs.
    add("boerne", 1, dentalBaseRent(today, first), "revenue:long_term_rental", `ACH from Sabinal Creek Family Dentistry - Suite 100 base rent, ${label}`);
    add("boerne", 1, nnnEstimate(today, y), "revenue:other", `ACH from Sabinal Creek Family Dentistry - Suite 100 CAM/NNN reimbursement (monthly estimate: share of taxes, insurance and common area costs), ${label}`);
    add("boerne", 2 + Math.floor(rand() * 3), agencyRent(today, first), "revenue:long_term_rental", `Check from Hollis Redd Insurance Agency - Suite 200 rent (gross lease), ${label}`);
    if (m === 4 && y - 1 >= Y - 2) {
      const pool = out.filter((t) => t.property === "boerne" && yearOf(t.date) === y - 1 && NNN_POOL.includes(t.category)).reduce((sum, t) => sum + t.cents, 0);
      const share = Math.round((pool * SUITE_100_SQFT) / BUILDING_SQFT);
      const diff = share - 12 * nnnEstimate(today, y - 1);
      const what = `${y - 1} CAM/NNN reconciliation, Suite 100: 58.33% of ${dollars(pool)} in taxes, insurance and common area costs is ${dollars(share)}, less ${dollars(12 * nnnEstimate(today, y - 1))} of estimates paid`;
      if (diff > 0) add("boerne", 18, diff, "revenue:other", `Sabinal Creek Family Dentistry - ${what}`);
      else if (diff < 0) add("boerne", 18, -diff, "expense:other", `Credit to Sabinal Creek Family Dentistry - ${what}`);
    }
    if (m === 1) add("boerne", 26, byYear([1698430, 1762218, 1810564], Y - 2, y), "expense:property_tax", `Kendall County Tax Office - ${y - 1} property tax, 127 Cypress Mill Lane (Suite 100's 58.33% share reimbursed under its NNN lease)`);
    if (m === 5) add("boerne", 8, byYear([584000, 631500, 679000], Y - 2, y), "expense:insurance", "Lone Prairie Mutual Insurance - commercial property and general liability policy renewal (May 15), 127 Cypress Mill Lane");
    const boerneVisits = m >= 3 && m <= 10 ? 4 : 2;
    const boerneRate = y >= Y ? 9500 : 9000;
    add("boerne", 28, boerneVisits * boerneRate, "expense:maintenance:landscaping", `Bluebonnet Edge Lawn Care - ${boerneVisits} visits at $${boerneRate / 100}, 127 Cypress Mill Lane, ${label}`);
    if (m % 3 === 1) add("boerne", 12, 14500, "expense:maintenance:pest_control", "Hill Country Pest Shield - quarterly treatment, 127 Cypress Mill Lane (both suites)");
    add("boerne", 22, 8500, "expense:maintenance:cleaning", `Hill Country Sweep - parking lot sweeping and litter pickup, 127 Cypress Mill Lane, ${label}`);
    add("boerne", 19, vary(summer ? 9800 : 12600, 0.2), "expense:utilities:electricity", `Guadalupe Hills Electric Cooperative - parking lot and exterior lights, 127 Cypress Mill Lane, ${label}`);
    if (ym === `${Y - 2}-05`) add("boerne", 14, 68500, "expense:maintenance:repairs", "Boerne Stone Roofing - roof leak over Suite 200 repaired (flashing at the rooftop unit)");
    if (ym === `${Y - 1}-02`) add("boerne", 21, 1240000, "expense:capital_improvement", "Hill Country Paving & Striping - parking lot mill and overlay, restriping and ADA signage, 127 Cypress Mill Lane");
    if (ym === `${Y}-08`) add("boerne", 6, 112500, "expense:legal_professional", "Kessler Branch Law PLLC - renewal of the Hollis Redd Insurance Agency lease (Suite 200)");

    // --- The company itself.
    add(null, 28, 1500, "expense:bank_fees", `Frio River National Bank - business account analysis fee, ${label}`);
    if (m === 2) add(null, 4, byYear([39900, 39900, 44900], Y - 2, y), "expense:software_subscriptions", "Ledgerwise accounting software - annual plan");
    if (m === 1) add(null, 22, 3600 + 600 * Math.floor(rand() * 3), "expense:legal_professional", `PaperTrail 1099 - ${y - 1} Forms 1099-NEC e-filed and mailed (lawn care, cleaner, pest control, roofer)`);
    if (m === 3) add(null, 10, byYear([265000, 285000, 305000], Y - 2, y), "expense:legal_professional", `Esparza & Whitlock CPAs - ${y - 1} Form 1065 and Schedule K-1s for the two members`);
    if (m === 5) add(null, 6, 22500, "expense:legal_professional", `Esparza & Whitlock CPAs - ${y} Texas franchise tax report (no tax due) and Public Information Report`);
    if (m === 8) add(null, 26, byYear([118500, 124000, 131500], Y - 2, y), "expense:insurance", "Lone Prairie Mutual Insurance - commercial umbrella policy renewal (September 1), $2,000,000 over all four properties");
    if (m === 6 && rand() < 0.8) add(null, 19, vary(18500, 0.3), "expense:travel", "Mileage - Marisol Quintanilla, San Antonio to Austin and Boerne (inspections), at the IRS standard rate");
    if (ym === `${Y - 2}-04`) add(null, 16, 9500, "expense:licenses_permits", "Texas Secretary of State - certificate of fact (good standing) for the loan review");
  }
  return out.filter((t) => t.date <= today && t.cents > 0);
}

export interface HillsObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: HillsKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next; those more than 20 days past are completed. */
export function hillsObligations(today: string): HillsObligation[] {
  const Y = yearOf(today);
  const out: HillsObligation[] = [];
  for (const yr of [Y - 1, Y, Y + 1]) {
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-05-15`), description: `Texas franchise tax report for report year ${yr} (no tax due: revenue below the no-tax-due threshold), Texas Comptroller` });
    out.push({ obligation_type: "compliance:periodic_report", due_date: businessDay(`${yr}-05-15`), description: `Texas Public Information Report ${yr} (members, manager and registered agent), filed with the franchise tax report` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Form 1065 partnership return for ${yr - 1}, with Schedule K-1s for the two members (Esparza & Whitlock CPAs)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-01-31`), description: `Forms 1099-NEC for ${yr - 1} to the lawn care company, cleaner, pest control and other contractors paid directly, and to the IRS` });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, Bexar County Tax Assessor-Collector (paid from the loan escrow)`, property: "fourplex" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, Comal County Tax Office`, property: "nbhouse" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, Travis County Tax Office`, property: "townhouse" });
    out.push({ obligation_type: "property:tax", due_date: `${yr}-01-31`, description: `${yr - 1} property tax, Kendall County Tax Office (Suite 100 reimburses 58.33% under its NNN lease)`, property: "boerne" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-06-01`, description: "Landlord dwelling policy renewal, Lone Prairie Mutual Insurance policy LPM-DP-4418207 (premium paid from the loan escrow)", property: "fourplex" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-02-15`, description: "Landlord dwelling policy (DP-3) renewal, Guadalupe Shield Insurance", property: "nbhouse" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-10-01`, description: "HO-6 landlord policy with furnished rental endorsement renewal, Trinity Arch Insurance", property: "townhouse" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-05-15`, description: "Commercial property and general liability policy renewal, Lone Prairie Mutual Insurance", property: "boerne" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-09-01`, description: "Commercial umbrella policy renewal ($2,000,000), Lone Prairie Mutual Insurance" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${yr}-03-01`, description: `Certificate of HO-6 insurance and owner's leasing registration for ${yr} to the Cedar Elm Run Townhome Association`, property: "townhouse" });
    out.push({ obligation_type: "other", due_date: `${yr}-07-15`, description: "Frio River National Bank annual escrow analysis, loan ...4471 (review the new escrow payment effective August 1)", property: "fourplex" });
    out.push({ obligation_type: "other", due_date: `${yr}-04-30`, description: `CAM/NNN reconciliation statement for ${yr - 1} to Sabinal Creek Family Dentistry, Suite 100 (due within 120 days after year end)`, property: "boerne" });
    out.push({ obligation_type: "other", due_date: `${yr}-12-15`, description: `Annual budget for ${yr + 1} to Wade Brandenberger for review (Company Agreement section 4.3)` });
    out.push({ obligation_type: "other", due_date: `${yr}-06-01`, description: `Whitacre lease renewal: written offer of the new rent at least 60 days before the lease ends July 31, ${yr}`, property: "nbhouse" });
  }
  out.push({ obligation_type: "other", due_date: `${Y}-12-02`, description: `Sabinal Creek Family Dentistry option to renew: the tenant's written notice is due at least 180 days before the lease ends May 31, ${Y + 1}`, property: "boerne" });
  out.push({ obligation_type: "other", due_date: `${Y + 1}-05-31`, description: "Suite 100 NNN lease with Sabinal Creek Family Dentistry ends (unless the five-year renewal option is exercised)", property: "boerne" });
  out.push({ obligation_type: "other", due_date: `${Y + 3}-07-31`, description: "Suite 200 gross lease with Hollis Redd Insurance Agency ends (renewed August 1 for three years)", property: "boerne" });
  // The townhouse's guest of the moment: the next guest must be registered with the association before the current one leaves.
  const current = townhouseStays(today).find((s) => s.date <= today && s.checkout > today);
  if (current) out.push({ obligation_type: "other", due_date: current.checkout, description: `${current.guest} checks out of Cedar Elm Run 14: turnover clean (Spotless Pecan Cleaning) and registration of the next guest with the association's management before arrival`, property: "townhouse" });
  out.push({ obligation_type: "property:inspection", due_date: `${Y + 1}-01-15`, description: "Semiannual walk-through of the fourplex units with Presidio Oak (smoke alarms, HVAC filters, plumbing leaks)", property: "fourplex" });
  out.push({ obligation_type: "property:inspection", due_date: `${Y + 1}-04-18`, description: "Comal Crown Roofing annual roof check under the workmanship warranty (first two years free)", property: "nbhouse" });
  return out.map((o) => (o.due_date < addDays(today, -20) ? { ...o, status: "completed" } : o));
}

/** The company's papers. */
export function hillsDocuments(today: string): FixtureCompany<HillsKey>["documents"] {
  const Y = yearOf(today);
  const C = HILLS_COMPANY;
  const houseYear = leaseYear(today, 8);
  const house = houseRent(today, `${houseYear}-08-01`);
  const policyYear = today >= `${Y}-06-01` ? Y : Y - 1;
  const fourplexPremium = byYear([384500, 421200, 448800], Y - 2, policyYear);
  const pay = loanPayment();
  const escrowYear = leaseYear(today, 8);
  const escrow = escrowDeposit(today, `${escrowYear}-08-01`);
  const leaseStart = Y - 4;
  const dentalRents = [0, 1, 2, 3, 4].map((k) => dentalBaseRent(today, `${leaseStart + k}-06-01`));
  const roofDate = `${Y - 1}-04-18`;
  const balance = loanSchedule(today).get(`${Y - 1}-12`)!.balance;
  return [
    {
      filename: "agarita-hollow-company-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Company Agreement of Agarita Hollow Holdings LLC",
      doc_date: "2018-04-17",
      body: `# Company Agreement of ${C.legal_name}

This Company Agreement is made as of April 17, 2018 by Marisol Quintanilla and Wade Brandenberger, the members of ${C.legal_name}, a Texas limited liability company formed under the Texas Business Organizations Code by a certificate of formation filed with the Texas Secretary of State on April 17, 2018 (file number ${C.state_filing_number}). It was amended on June 20, 2019 to approve the purchase and financing of the San Antonio fourplex.

## Article 1. Name, office and registered agent
1.1 The Company's mailing address is ${C.mailing_address}.
1.2 The registered agent is ${C.registered_agent.name}, ${C.registered_agent.address}. The Manager may change the registered agent by filing a statement of change with the Secretary of State.

## Article 2. Purpose
The Company buys, owns, leases and manages residential and commercial real estate in Texas, and may let furnished homes for stays of 30 nights or more.

## Article 3. Members and Percentage Interests
| Member | Percentage Interest | Initial capital contribution |
|---|---|---|
| Marisol Quintanilla | 60% | $96,000 |
| Wade Brandenberger | 40% | $64,000 |

Profits, losses and distributions are allocated in proportion to the Percentage Interests. No member must contribute more capital; additional capital may be called only with the consent of both members.

## Article 4. Management
4.1 The Company is managed by a Manager. The members appoint Marisol Quintanilla as the Manager. She signs leases, hires and supervises the property manager and vendors, pays bills, keeps the books and files the Company's reports.
4.2 The Manager may not, without the written consent of both members: buy, sell or encumber real estate; borrow money other than trade credit; sign a lease of more than five years or a commercial lease with a renewal option; make a single expenditure over $10,000 not in the annual budget; or admit a member.
4.3 Wade Brandenberger, as the other member, reviews the annual budget each December and may inspect the books at any time.
4.4 The Manager receives no salary, but is reimbursed for mileage at the IRS standard rate and for out-of-pocket expenses.

## Article 5. Distributions and reserves
The Company keeps an operating reserve of $10,000 and a capital reserve of $3,000 per residential unit and $15,000 for the Boerne building. Cash above the reserves is distributed each quarter.

## Article 6. Books, taxes and accounts
6.1 The Company keeps its books on the cash method, calendar year, with accounts at Frio River National Bank and, for the Boerne building, Hill Country Business Bank.
6.2 The Company is taxed as a partnership: it files Form 1065 and gives each member a Schedule K-1. Marisol Quintanilla is the partnership representative. The Company files its Texas franchise tax report and Public Information Report each year by May 15.

## Article 7. Transfers
A member may not transfer an interest without first offering it to the other member at a price set by an independent appraisal of the Company's real estate; the other member has 60 days to accept.

## Article 8. Dissolution
The Company winds up on the written consent of both members or on the sale of all its real estate.

Signed: Marisol Quintanilla, Member and Manager; Wade Brandenberger, Member.
`,
    },
    {
      filename: "presidio-oak-property-management-agreement.md",
      doc_type: "other",
      title: "Presidio Oak Property Management agreement, 2719 Huisache Bend fourplex",
      doc_date: "2019-06-24",
      property: "fourplex",
      body: `# Residential Property Management Agreement

Owner: ${C.legal_name}, ${C.mailing_address}. Broker: Presidio Oak Property Management LLC, 1180 East Mulberry Court, San Antonio, TX 78212, a licensed Texas real estate broker (designated broker Alma Trevino-Booker).
Property: 2719 Huisache Bend, San Antonio, TX 78212, a fourplex (Units A, B, C and D).

## 1. Term and termination
From July 1, 2019 for one year, renewing automatically from year to year. Either party may terminate on 30 days' written notice. On termination the Broker delivers the rent roll, leases, keys and the tenants' security deposits within 10 days.

## 2. Services
The Broker markets vacant units, screens applicants, signs leases on the Texas REALTORS residential lease form, collects rents, deposits and fees, handles maintenance requests 24 hours a day, arranges repairs, inspects the units twice a year and serves notices. The Broker holds the tenants' security deposits in its trust account.

## 3. Rents and owner statements
Tenants pay rent to the Broker through its tenant portal. The Broker remits the rents collected, less its fees and the repairs it paid, to the Owner's account at Frio River National Bank (...2208) by the 12th of the following month, with a monthly owner statement listing each unit's rent, late fees, fees and work orders. Late fees belong to the Owner.

## 4. Fees
- Management fee: 8% of rents collected in the month (excluding late fees and deposits).
- Leasing fee: 50% of the first full month's rent for each new tenant the Broker places.
- Lease renewal fee: $150 for each lease renewed.
- No markup on vendor invoices.

## 5. Repairs
The Broker may authorize repairs of up to $500 per item without the Owner's approval, and any emergency repair needed to protect life or property or to restore heat, air conditioning, water or power. Work over $500 needs the Owner's written approval (email is enough). Preferred vendors: Alamo Breeze Heating & Air (HVAC), Mission Reach Plumbing, Cuatro Manos Handyman, Southtown Appliance Service.

## 6. Insurance
The Owner keeps a landlord policy naming the Broker as additional insured. The Broker carries errors and omissions insurance of $1,000,000.

Signed June 24, 2019: Marisol Quintanilla, Manager, for the Owner; Alma Trevino-Booker, for the Broker.
`,
    },
    {
      filename: "sendero-loma-lease-whitacre.md",
      doc_type: "other",
      title: `Residential Lease, 1846 Sendero Loma, New Braunfels (Brandon and Celeste Whitacre, ${houseYear}-${houseYear + 1})`,
      doc_date: `${houseYear}-05-28`,
      property: "nbhouse",
      body: `# Residential Lease

Landlord: ${C.legal_name}, ${C.mailing_address} (contact: Marisol Quintanilla, Manager). Tenants: Brandon Whitacre and Celeste Whitacre, jointly and severally; occupants also their two minor children.
Premises: 1846 Sendero Loma, New Braunfels, TX 78132, a three-bedroom, two-bath house with a fenced yard and two-car garage; refrigerator, range, dishwasher and microwave included.

1. TERM. August 1, ${houseYear} through July 31, ${houseYear + 1}. This lease renews the tenancy that began August 1, 2021.
2. RENT. ${dollars(house)} per month, due on or before the 1st, by ACH to the Landlord's account at Frio River National Bank. Rent for the previous lease year was ${dollars(houseRent(today, `${houseYear - 1}-08-01`))}.
3. LATE FEE. If rent is not received by 11:59 p.m. on the 3rd, Tenants pay an initial late fee of $95.00 and a daily late fee of $10.00 from the 5th, up to a total of $175.00 for any one month (within the limits of section 92.019 of the Texas Property Code). A returned payment costs $35.00.
4. SECURITY DEPOSIT. $1,900.00, received July 20, 2021 and still held. It is refunded within 30 days after Tenants surrender the premises, less deductions itemized in writing as sections 92.103 and 92.104 of the Texas Property Code allow. Tenants may not withhold the last month's rent on the grounds of the deposit.
5. PETS. One dog (a boxer mix, under 70 pounds) is permitted under the pet agreement. Tenants paid a refundable pet deposit of $400.00 on July 20, 2021, held with the security deposit; no pet rent. Tenants are liable for all damage by the dog, pick up waste from the yard weekly, and keep the dog's rabies vaccination current. No other animals without written consent.
6. UTILITIES. Tenants pay electricity, gas, water, wastewater, trash and internet in their own names.
7. YARD. Tenants mow and water the lawn in line with the city's watering schedule. The Landlord treats for termites once a year.
8. REPAIRS. Tenants report needed repairs in writing (text or email is enough), change the HVAC filter every two months, and pay for damage they cause, including drain stoppages caused by them. The Landlord services the air conditioning each spring.
9. RENEWAL. The Landlord offers any renewal, with its rent, in writing at least 60 days before the lease ends. Tenants give at least 30 days' written notice if they will not renew. Without either notice, the lease continues month to month at the same rent.
10. ROOF AND HAIL. The roof was replaced in April ${Y - 1}. Tenants report hail or wind damage at once; the Landlord's insurer may inspect.
11. ENTRY. The Landlord may enter at reasonable times with notice to make repairs or show the premises, or at any time in an emergency.

Signed ${longDate(`${houseYear}-05-28`)}: Marisol Quintanilla, Manager, for the Landlord; Brandon Whitacre; Celeste Whitacre.
`,
    },
    {
      filename: "cypress-mill-suite-100-nnn-lease-sabinal-creek-dentistry.md",
      doc_type: "other",
      title: `Office Lease (Triple Net), 127 Cypress Mill Lane Suite 100 - Sabinal Creek Family Dentistry (${leaseStart}-${leaseStart + 5})`,
      doc_date: `${leaseStart}-05-16`,
      property: "boerne",
      body: `# Office Lease (Triple Net)

Landlord: ${C.legal_name}. Tenant: Sabinal Creek Family Dentistry, PLLC (Dr. Noemi Castellano-Frick, DDS), with a personal guaranty by Dr. Castellano-Frick for the first two lease years.
Premises: Suite 100, 127 Cypress Mill Lane, Boerne, TX 78006: 2,450 rentable square feet of a 4,200 square foot building (Tenant's share 58.33%), with non-exclusive use of the 22-space parking lot.

## 1. Term
Five years: June 1, ${leaseStart} through May 31, ${leaseStart + 5}.

## 2. Base rent
Monthly base rent, due on the 1st, by ACH:
| Lease year | Monthly base rent |
|---|---|
${dentalRents.map((cents, k) => `| June 1, ${leaseStart + k} - May 31, ${leaseStart + k + 1} | ${dollars(cents)} |`).join("\n")}

The rent rises 3% on each June 1. ($18.00 per square foot per year in the first lease year.)

## 3. Triple net charges
This is a triple-net lease. In addition to base rent, Tenant pays its 58.33% share of the building's (a) real property taxes (Kendall County), (b) property and liability insurance premiums, and (c) common area maintenance: landscaping, parking lot sweeping, exterior lighting, pest control and common repairs ("CAM/NNN charges"). The Landlord estimates the CAM/NNN charges each January and Tenant pays one-twelfth of the estimate monthly with the base rent (${dollars(nnnEstimate(today, Y))} a month for ${Y}). Within 120 days after each calendar year the Landlord delivers a reconciliation of actual costs: Tenant pays any shortfall within 30 days, and any overpayment is credited against the next CAM/NNN payments. Replacement of the roof, structure and parking lot surface is the Landlord's cost and not CAM.

## 4. Renewal option
Tenant has one option to renew for five years (June 1, ${leaseStart + 5} through May 31, ${leaseStart + 10}) at 95% of the then fair market rent, but not less than the last year's base rent, by written notice to the Landlord at least 180 days before the term ends (that is, by December 2, ${leaseStart + 4}). The option lapses if Tenant is in default when it gives notice or if the notice is late.

## 5. Use
A general and cosmetic dental practice. Tenant maintains its own HVAC unit under a quarterly service contract, its plumbing to the main line, its medical gas and vacuum systems, and disposes of amalgam and medical waste as the law requires.

## 6. Security deposit
$7,350.00 (two months' base rent of the first lease year), received May 27, ${leaseStart} and held by the Landlord without interest.

## 7. Insurance
Tenant carries commercial general liability insurance of $1,000,000 per occurrence and $2,000,000 aggregate naming the Landlord as additional insured, and insures its own equipment and improvements.

## 8. Signage and hours
Monument sign panel (top position) and a suite door sign. Access 24 hours a day.

Signed May 16, ${leaseStart}: Marisol Quintanilla, Manager, for the Landlord; Noemi Castellano-Frick, DDS, for the Tenant.
`,
    },
    {
      filename: "cedar-elm-run-leasing-rules.md",
      doc_type: "other",
      title: "Cedar Elm Run Townhome Association - rules for leasing and owners' insurance",
      doc_date: `${Y - 2}-01-22`,
      property: "townhouse",
      body: `# Cedar Elm Run Townhome Association: Leasing Rules and Regulations

Adopted by the Board of Directors on January 22, ${Y - 2} under Article VIII of the Declaration of Covenants, Conditions and Restrictions for Cedar Elm Run, Austin, Texas (44 townhomes). Management: Mopac Ridge Community Management.

1. MINIMUM TERM. No townhome may be leased or occupied for a term of less than 30 consecutive days. Short-term rentals (fewer than 30 nights), hotel or transient use, and rentals by the room are prohibited. Advertising on short-stay platforms is a violation.
2. REGISTRATION. Before a tenant or guest moves in, the owner registers the lease or stay with management through the owner portal: the occupants' names, vehicle plates and the start and end dates. Registration is free; a late registration is a $100 fine.
3. OCCUPANCY. No more than two persons per bedroom plus one. Owners give each tenant a copy of these rules and the pool rules.
4. FURNISHED RENTALS. Furnished stays of 30 nights or more (for example by travel nurses) are allowed when registered. The owner gives management a 24-hour local contact.
5. PARKING. Each townhome has its garage and one driveway space. Guests park in marked visitor spaces for no more than 72 hours. No trailers, boats or commercial vehicles.
6. TRASH. Carts go out after 6:00 p.m. the night before pickup and in by 9:00 p.m. on pickup day.
7. INSURANCE. The Association insures the buildings' exteriors and common areas. Each owner carries an HO-6 policy covering the interior, improvements and personal liability of at least $300,000, with a rental endorsement if leased, and gives management a certificate of insurance by March 1 each year.
8. DUES. Monthly assessments are due on the 1st; after the 15th a $25 late charge applies. The Board may levy a special assessment for repairs not covered by the reserve or insurance, as it did in August ${Y - 1} for storm repairs to the fences and retaining wall.
9. ENFORCEMENT. After written notice and an opportunity for a hearing under section 209.006 of the Texas Property Code, the Board may fine $100 per violation and $25 per day for a continuing violation.
`,
    },
    {
      filename: "comal-crown-roofing-contract-and-warranty.md",
      doc_type: "other",
      title: "Comal Crown Roofing & Exteriors - roof replacement contract and warranty, 1846 Sendero Loma",
      doc_date: `${Y - 1}-03-31`,
      property: "nbhouse",
      body: `# Roof Replacement Contract

Contractor: Comal Crown Roofing & Exteriors LLC, 455 Industrial Loop South, New Braunfels, TX 78130 (project manager Dustin Kolbe).
Owner: ${C.legal_name}. Property: 1846 Sendero Loma, New Braunfels, TX 78132 (single-family rental, 26 squares, 6/12 pitch).
Contract date: March 31, ${Y - 1}. Work started April 14, ${Y - 1} and was completed April 18, ${Y - 1}; final inspection passed the same day.

## Scope
1. Tear off the existing three-tab shingles (one layer) and haul away all debris; magnetic sweep of the yard and driveway.
2. Inspect the decking and replace damaged sheets at $60.33 per 4x8 sheet of 7/16" OSB (change order: 6 sheets, $362.00).
3. Install synthetic underlayment, ice-and-water shield in the valleys and around penetrations, new drip edge, pipe boots and ridge vent.
4. Install Class 4 impact-resistant (UL 2218) architectural shingles, color Weathered Wood, with the manufacturer's starter and ridge cap.
5. Replace the two bathroom exhaust vent caps and reseal the chimney flashing.

## Price and payment
Contract price: ${dollars(ROOF_CONTRACT)}. Change order for decking: ${dollars(ROOF_DECKING)}. Total: ${dollars(ROOF_CONTRACT + ROOF_DECKING)}, paid in full on completion (April 18, ${Y - 1}). No deposit was taken.

## Warranty
- Workmanship warranty: 10 years from completion (through April 18, ${Y + 9}). The Contractor repairs at its cost any leak or defect caused by its installation, including interior damage from such a leak up to $2,500. A free roof check each spring for the first two years.
- Manufacturer's warranty: limited lifetime on the shingles against manufacturing defects (non-prorated for the first 10 years), with wind coverage up to 130 mph when installed with the six-nail pattern, as here. Registered with the manufacturer in the Owner's name; transferable once to a buyer.
- Not covered: damage by hail larger than 2 inches, falling trees, foot traffic by others, or work by other contractors on the roof (satellite dishes, solar) without the Contractor's approval.
- Claims: by written notice within 30 days of discovering a problem.

The Owner's insurer (Guadalupe Shield Insurance) allows a premium credit for the Class 4 shingles; the Contractor provides the certificate of installation.

Signed: Marisol Quintanilla, Manager, for the Owner; Dustin Kolbe, for the Contractor.
`,
    },
    {
      filename: "huisache-bend-fourplex-landlord-policy-declarations.md",
      doc_type: "insurance:policy",
      title: `Lone Prairie Mutual landlord dwelling policy declarations, 2719 Huisache Bend fourplex ${policyYear}-${policyYear + 1}`,
      doc_date: `${policyYear}-05-12`,
      property: "fourplex",
      body: `# Landlord Dwelling Policy Declarations

Insurer: Lone Prairie Mutual Insurance Company, Austin, Texas. Agent: Hollis Redd Insurance Agency LLC, Boerne.
Named insured: ${C.legal_name}, ${C.mailing_address}. Mortgagee: Frio River National Bank, ISAOA/ATIMA, loan ...4471.
Policy number: LPM-DP-4418207. Policy period: June 1, ${policyYear} to June 1, ${policyYear + 1}, 12:01 a.m. standard time.
Insured location: 2719 Huisache Bend, San Antonio, TX 78212 (fourplex, brick veneer, built 1974, four units, tenant-occupied).

## Coverages
| Coverage | Limit |
|---|---|
| A. Dwelling (replacement cost) | $780,000 |
| B. Other structures (carports, fence) | $25,000 |
| C. Landlord's personal property (appliances) | $15,000 |
| D. Fair rental value (loss of rents) | $58,000 (12 months) |
| L. Premises liability | $1,000,000 each occurrence |
| M. Medical payments | $5,000 each person |

## Deductibles
All perils: $2,500 per occurrence. Wind and hail: 2% of Coverage A ($15,600). Water backup: $5,000 (limit $10,000).

## Premium
Annual premium: ${dollars(fourplexPremium)}, billed to the mortgagee and paid from the escrow account.

## Conditions of note
- Each unit must have working smoke alarms in every bedroom and a security device on each exterior door, as the Texas Property Code requires of a landlord.
- Vacancy: coverage for vandalism and glass breakage is suspended if the whole building is vacant more than 60 consecutive days; one vacant unit does not make the building vacant.
- The $2,000,000 commercial umbrella with Lone Prairie Mutual is written over this policy.
`,
    },
    {
      filename: "bluebonnet-edge-lawn-care-service-agreement.md",
      doc_type: "other",
      title: "Bluebonnet Edge Lawn Care service agreement (fourplex and Boerne office building)",
      doc_date: `${Y}-01-06`,
      body: `# Lawn Care Service Agreement

Contractor: Bluebonnet Edge Lawn Care, 9021 Leon Valley Trail, San Antonio, TX 78240 (owner Eliseo Barrera). Customer: ${C.legal_name}.
Term: January 1 through December 31, ${Y}, renewing each year unless either party gives 30 days' written notice. Prices were raised on January 1, ${Y} from $65 to $70 per visit at the fourplex and from $90 to $95 per visit at the Boerne building.

## Sites and price per visit
| Site | Price per visit |
|---|---|
| 2719 Huisache Bend, San Antonio (fourplex) | $70.00 |
| 127 Cypress Mill Lane, Boerne (office building) | $95.00 |

## Visits
- Growing season, March through October: 4 visits a month (weekly).
- Dormant season, November through February: 2 visits a month (every other week), mainly leaf cleanup.
Each visit: mow, edge the walks and curbs, string-trim, blow off the walks and lot, and pick up litter from the beds.

## Extras, quoted in advance
Mulch, seasonal color, shrub pruning beyond light shaping, irrigation repairs and tree work. Irrigation follows the watering days the city or water district sets; the Contractor adjusts the controllers during drought stages.

## Billing
One invoice a month per site for the visits made, paid within 15 days by ACH. Visits missed for rain are made up the same week or not billed.

## Insurance
The Contractor carries general liability of $1,000,000 and workers' compensation or an equivalent occupational accident policy, and gives the Customer a certificate each January.
`,
    },
    {
      filename: "frio-river-national-bank-note-4471.md",
      doc_type: "other",
      title: "Frio River National Bank promissory note and loan summary, loan ...4471 (2719 Huisache Bend)",
      doc_date: "2019-06-28",
      property: "fourplex",
      body: `# Promissory Note and Loan Summary

Borrower: ${C.legal_name}. Lender: Frio River National Bank, 300 Commerce Plaza, San Antonio, TX 78205. Loan number ending 4471.
Date: June 28, 2019 (closing of the purchase of 2719 Huisache Bend for $640,000).

1. PRINCIPAL. ${dollars(LOAN_PRINCIPAL)} (70% of the purchase price).
2. INTEREST. Fixed at 4.375% per year for the full term.
3. TERM AND PAYMENTS. 30 years (360 monthly payments). Principal and interest of ${dollars(pay)} on the 1st of each month from August 1, 2019 through July 1, 2049, by automatic debit from the Borrower's operating account ...2200.
4. ESCROW. With each payment the Borrower deposits one-twelfth of the estimated annual property taxes (Bexar County) and the landlord insurance premium into an escrow account. The Lender pays the taxes before January 31 and the premium at each June 1 renewal from escrow, and reviews the escrow each July (annual escrow analysis): the escrow deposit changes on August 1, and a shortage may be paid at once or spread over 12 months. The escrow deposit from August 1, ${escrowYear} is ${dollars(escrow)}, for a total monthly payment of ${dollars(pay + escrow)}.
5. LATE CHARGE. 5% of the principal and interest payment if it is not received within 15 days after its due date.
6. PREPAYMENT. Prepayment in whole or in part is allowed; a prepayment in the first five years carried a fee of 2% (3% in the first year). No fee after July 1, 2024.
7. SECURITY. A deed of trust with assignment of rents on 2719 Huisache Bend, San Antonio, recorded in the Official Public Records of Bexar County.
8. COVENANTS. The Borrower keeps the property insured with the Lender as mortgagee, gives the Lender its Form 1065 each year, and keeps a debt service coverage ratio of at least 1.25 to 1 on the property.
9. GUARANTY. Marisol Quintanilla and Wade Brandenberger guarantee the note personally.

Balance after the payment of December 1, ${Y - 1}: ${dollars(balance)}.

Signed for the Borrower: Marisol Quintanilla, Manager; Wade Brandenberger, Member.
`,
    },
    {
      filename: "cedar-elm-run-14-furnished-rental-agreement.md",
      doc_type: "other",
      title: "Cedar Elm Run 14 furnished mid-term rental agreement (template)",
      doc_date: `${Y - 1}-12-10`,
      property: "townhouse",
      body: `# Furnished Rental Agreement, 5318 Cedar Elm Run, Unit 14, Austin

Landlord: ${C.legal_name} (contact: Marisol Quintanilla). Guest: named on page 1, with the arrival and departure dates.

1. STAY. At least 30 consecutive nights (the HOA minimum); usually 13 weeks for travel nurses. A stay of 30 consecutive days or more is not subject to Texas or City of Austin hotel occupancy tax, and no short-term rental license is needed for it.
2. RATE. The monthly rate on page 1 covers 30 nights; a partial month is charged per night at one-thirtieth of the monthly rate. Rent for each calendar month is paid in advance on the 1st (for the first month, on arrival), through Furnished Finder's payment link or by ACH for direct bookings. Furnished Finder charges the Landlord only its annual listing subscription, no booking fee.
3. CLEANING FEE. A departure cleaning fee of $195, paid with the first month.
4. DAMAGE DEPOSIT. $500, returned within 14 days after departure, less any damage beyond normal wear.
5. INCLUDED. Furniture, linens, kitchenware, electricity, water, trash, 1 Gig fiber internet, washer and dryer, garage parking for one car.
6. RULES. No smoking, no parties, quiet hours 10:00 p.m. to 7:00 a.m.; the Association's rules apply and the Guest is registered with its management before arrival. One small pet with approval and a $250 pet fee.
7. ENDING. A stay may be extended by agreement if the calendar is open. Early departure for a canceled travel contract: 14 days' notice, the rest of the month not refunded.
`,
    },
  ];
}

/** The deposits held: the house's security and pet deposits, the Boerne tenants' security deposits. */
export function hillsDeposits(today: string): { property: HillsKey; tenant: string; amount: number; received_date: string; notes: string }[] {
  return [
    { property: "nbhouse", tenant: "Brandon and Celeste Whitacre", amount: SECURITY_DEPOSIT, received_date: "2021-07-20", notes: "Security deposit under the lease of 1846 Sendero Loma (refund within 30 days after move-out, Texas Property Code 92.103)" },
    { property: "nbhouse", tenant: "Brandon and Celeste Whitacre", amount: PET_DEPOSIT, received_date: "2021-07-20", notes: "Refundable pet deposit, one dog (boxer mix)" },
    { property: "boerne", tenant: "Sabinal Creek Family Dentistry, PLLC", amount: 735000, received_date: `${yearOf(today) - 4}-05-27`, notes: "Security deposit, Suite 100 NNN lease (two months' first-year base rent)" },
    { property: "boerne", tenant: "Hollis Redd Insurance Agency LLC", amount: 215000, received_date: `${yearOf(today) - 3}-07-20`, notes: "Security deposit, Suite 200 gross lease (one month's rent)" },
  ];
}

/** Loads the Texas company into an empty service through its API; waits for its documents to be searchable. */
export async function seedHills(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<HillsKey> = { profile: HILLS_COMPANY, properties: HILLS_PROPERTIES, files: [], obligations: hillsObligations(today), documents: hillsDocuments(today) };
  await seedFixture(
    send,
    company,
    async (ids) => {
      const rows = hillsTransactions(today);
      await enterTransactions(send, rows, ids, seed);
      // The deposits held are liabilities, not income: entered where the service keeps them.
      for (const d of hillsDeposits(today)) {
        await expectStatus(await send("/api/v1/deposits", json("POST", { property_id: ids[d.property], tenant: d.tenant, amount: money(d.amount), received_date: d.received_date, notes: d.notes })), [201], `recording the deposit of ${d.tenant}`);
      }
      // The new roof of the New Braunfels house: a 27.5-year asset placed in service when it was finished.
      const roofYear = yearOf(today) - 1;
      const found = (await expectStatus(await send(`/api/v1/transactions?property_id=${ids.nbhouse}&category=expense:capital_improvement&start_date=${roofYear}-04-01&end_date=${roofYear}-04-30&page_size=10`, { method: "GET" }), [200], "finding the roof")) as { items: { id: string; description: string }[] };
      const roof = found.items.find((t) => t.description.includes("new roof"));
      if (!roof) throw new Error("the roof transaction was not recorded");
      await expectStatus(await send(`/api/v1/transactions/${roof.id}/asset`, json("PUT", { recovery_period: "27.5", placed_in_service: `${roofYear}-04-18` })), [200], "setting the roof's asset terms");
    },
    180_000,
  );
}
