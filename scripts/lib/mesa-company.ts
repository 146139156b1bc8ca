// An eighth fixture company, unlike the others: an Arizona three-member LLC (manager-managed; 50/30/20
// under its operating agreement, the 50% member its manager) with an Arizona Corporation Commission
// entity number and a statutory agent (Arizona's registered agent), which files no annual report. It
// holds three properties of three kinds and a note. An 18-space manufactured-home community in Apache
// Junction whose residents own their homes and pay lot rent per space, one transaction a month per space
// ("Space 7 lot rent - Eduardo Villalpando, October 2026"), water/sewer billed back per space from the
// submeters (revenue:utility_reimbursements), a few $35 late fees, Space 12 empty from March to August
// last year after a home was moved out, an on-site manager on a monthly stipend, the private well run by
// a certified operator under a service contract (and its annual nitrate test), the park roads sealcoated
// last spring, and a bank loan on the park (interest and principal booked apart). A short-term rental
// casita in Scottsdale booked through VRBO and directly, each booking one revenue transaction written
// "VRBO booking 48213377 - Name (5 nights, Feb 10-15)" or "Direct booking - Name (winter rental, 59
// nights, Jan 5-Mar 5)", dated its check-in, the gross the guest paid (rent, the $150 cleaning fee and
// the lodging taxes collected); VRBO's host fee as its own expense; a named cleaner per turnover; pool
// service monthly; the Arizona transaction privilege tax (TPT, state and Maricopa County) and the City of
// Scottsdale's tax remitted monthly by the 20th (expense:other, no tax category fits). A single-family
// house in Tucson let long-term through a property manager that collects the rent and sends a monthly
// owner statement (gross rent booked, "Rent - Ignacio & Wren Castellanos, June 2026 (via Rincon Gate
// Property Mgmt)", the manager's 10% fee, repairs it arranged), one tenant turnover with a leasing fee,
// security deposits held (POST /api/v1/deposits; the departing tenants' settled with a part kept for
// damage) and an HVAC replacement last year (a capital improvement with its own asset terms, PUT
// /api/v1/transactions/{id}/asset). A seller-financed note on a Casa Grande house the company sold: the
// buyer pays monthly; only the interest is booked (revenue:other, "Note payment 14 of 120 - Tomas
// Irizarry (interest portion ...)"); the principal received is not income and no category holds it, so
// the description carries it. Arizona's paperwork: Form 165 with the federal 1065 by March 15, county
// property tax in two halves (due October 1 and March 1, delinquent after November 1 and May 1; Pinal,
// Maricopa and Pima), TPT returns monthly by the 20th, the 1099-NEC by January 31, the Scottsdale
// short-term rental license, no annual report. Every record is entered one by one through the API. Every
// name, number and address is invented.
// Pure and deterministic (seeded); loaded through the API (scripts/eval-chat.ts --set mesa).
import { addDays, weekday } from "../../src/domain/dates";
import { amortization, businessDay, dayOf, daysIn, dollars, type EnteredTransaction, enterTransactions, expectStatus, type FixtureCompany, json, levelPayment, longDate, MON, money, MONTH_NAMES, monthOf, monthsFrom, pad, random, seedFixture, type Send, yearOf } from "./demo-data";

export const MESA_COMPANY = {
  legal_name: "Ocotillo Mesa Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "AZ",
  formation_date: "2018-03-06",
  ein: "83-1047296",
  state_filing_number: "L22493178",
  registered_agent: { name: "Cholla Statutory Agent Services, LLC", address: "2720 East Palo Verde Wash Road, Suite 140, Phoenix, AZ 85016" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 31582, Mesa, AZ 85275",
  provenance: { source_type: "seed", source_id: "mesa" },
  extra_metadata: {
    management: "manager-managed; manager: Teodora Villasenor-Quist",
    members: "Teodora Villasenor-Quist 50%, Bradley Hatchwell 30%, Naomi Strand-Delgado 20%",
    statutory_agent_note: "Arizona calls the registered agent the statutory agent",
    annual_report: "none: Arizona LLCs file no annual report with the Arizona Corporation Commission",
    tpt_license: "21417850 (Arizona Department of Revenue; location 001 the Scottsdale casita)",
  },
};

export type MesaKey = "park" | "casita" | "tucson";

const seed = { source_type: "seed", source_id: "mesa" };

export const MESA_PROPERTIES: { key: MesaKey; input: Record<string, unknown> }[] = [
  {
    key: "park",
    input: {
      address: "2275 South Quartzite Wash Road, Apache Junction, AZ 85119",
      acquisition_date: "2018-09-28",
      purchase_price_total: "1140000.00",
      land_basis: "610000.00",
      building_basis: "530000.00",
      placed_in_service: "2018-10-01",
      provenance: seed,
      extra_metadata: {
        use: "manufactured-home community (mobile home park): 18 spaces; residents own their homes and rent the lot",
        nickname: "Quartzite Wash Manufactured Home Community (the park)",
        kind: "18 paved spaces on 4.1 acres, private roads, a small clubhouse with laundry, a private well and water system, sewer to the Weaver's Needle Sanitary District",
        spaces: "Spaces 1-18; Space 1 is the on-site manager's own home",
        lot_rent: "monthly per space, raised each January 1 after 90 days' written notice (A.R.S. 33-1413)",
        water_sewer: "billed back monthly per space from each space's water submeter, with the sewer charge",
        on_site_manager: "Refugio Banuelos (Space 1), independent contractor, monthly stipend",
        water_system: "public water system AZ0411-387 (ADEQ); certified operator Tonto Ridge Water Operators under a monthly service contract",
        lender: "Piedra Alta Community Bank, commercial loan ...8816",
        county: "Pinal County",
      },
    },
  },
  {
    key: "casita",
    input: {
      address: "7134 East Paloma Azul Drive, Scottsdale, AZ 85251",
      acquisition_date: "2021-03-19",
      purchase_price_total: "585000.00",
      land_basis: "176000.00",
      building_basis: "384000.00",
      ffe_basis: "25000.00",
      placed_in_service: "2021-04-15",
      provenance: seed,
      extra_metadata: {
        use: "short-term rental (VRBO and direct bookings; snowbird guests by the month in winter)",
        nickname: "Casita Paloma Azul (the Scottsdale casita)",
        kind: "one-bedroom, one-bath casita (1962, 640 sq ft) with a private pool, sleeps three",
        vrbo_listing: "Casita Paloma Azul - private pool, bike to Old Town (VRBO property 3318705)",
        str_license: "City of Scottsdale short-term rental license STR-2023-01187",
        tpt_license: "Arizona TPT license 21417850, location 001",
        cleaner: "Yesenia Maldonado (Casa Limpia Cleaning), per turnover",
        pool_service: "Blue Saguaro Pool Care, weekly visits billed monthly",
        county: "Maricopa County",
      },
    },
  },
  {
    key: "tucson",
    input: {
      address: "4417 East Calle Cascabel, Tucson, AZ 85711",
      acquisition_date: "2019-07-25",
      purchase_price_total: "265000.00",
      land_basis: "53000.00",
      building_basis: "212000.00",
      placed_in_service: "2019-09-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term residential rental through a property manager",
        nickname: "the Tucson house",
        kind: "three-bedroom, two-bath block house (1974), carport, desert landscaping",
        property_manager: "Rincon Gate Property Management (10% of rent collected; monthly owner statement)",
        tenants: "Ignacio & Wren Castellanos since February 1 last year (before them Harlan & Jessamyn Pruett)",
        county: "Pima County",
      },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type MesaTransaction = EnteredTransaction<MesaKey>;

/** "Feb 10-15", "Feb 27-Mar 3" */
const span = (from: string, to: string) => (monthOf(from) === monthOf(to) ? `${MON[monthOf(from) - 1]} ${dayOf(from)}-${dayOf(to)}` : `${MON[monthOf(from) - 1]} ${dayOf(from)}-${MON[monthOf(to) - 1]} ${dayOf(to)}`);
/** A value of a table indexed by year, the first entry being `first`. */
const byYear = <T>(table: T[], first: number, year: number): T => table[Math.max(0, Math.min(table.length - 1, year - first))]!;

const ACCOUNTS: Record<MesaKey | "company", string> = {
  park: "Piedra Alta Community Bank checking ...4429 (Quartzite Wash park)",
  casita: "Piedra Alta Community Bank checking ...4437 (Scottsdale casita)",
  tucson: "Piedra Alta Community Bank checking ...4402 (company operating)",
  company: "Piedra Alta Community Bank checking ...4402 (company operating)",
};
const VRBO_ACCOUNT = "VRBO payouts (to Piedra Alta Community Bank ...4437)";
const PM_ACCOUNT = "Rincon Gate Property Management - monthly owner statement (ACH to Piedra Alta Community Bank ...4402)";
const LOAN_ACCOUNT = "Piedra Alta Community Bank commercial loan ...8816 (autodebit from ...4429)";
const NOTE_ACCOUNT = "Piedra Alta Community Bank checking ...4402 (company operating) - ACH from Tomas Irizarry";

// ---------------------------------------------------------------------------------------------
// Quartzite Wash Manufactured Home Community: 18 spaces.

/** Lot rent per space in dollars by calendar year, from two years before `today`'s year (the last entry is next year's, noticed by October). */
const LOT_RENT = [585, 610, 640, 665];
export const lotRent = (today: string, year: number) => byYear(LOT_RENT, yearOf(today) - 2, year) * 100;
export const PARK_LATE_FEE = 3500;
/** The water rate per 1,000 gallons and the flat sewer charge per space, in cents, by calendar year from two years back. */
const WATER_RATE = [685, 715, 745];
const SEWER_CHARGE = [2450, 2600, 2600];

interface Resident {
  space: number;
  name: string;
  /** Month index of the first lot rent (0: January two years back; 0 also when already there). */
  from: number;
  /** Month index of the first month not paid (exclusive). */
  to: number;
}

/** Every resident of the 18 spaces over the 36 months from January two years back. */
export function parkResidents(): Resident[] {
  const names = [
    "Refugio Banuelos",
    "Maxine Oberholtzer",
    "Lyle Kettleson",
    "Verna Stuckey",
    "Harold Tsosie-Blake",
    "Bernice Ahlquist",
    "Eduardo Villalpando",
    "Glenda Marchetti",
    "Wendell Pospisil",
    "Ofelia Carrizales",
    "Duane Whitlatch",
    "Norma Haverkamp",
    "Sharon Birkeland",
    "Arturo Mendivil",
    "Phyllis Gundersen",
    "Rodney Escalante-Hart",
    "Irma Dufresne",
    "Clarence Ybarra-Lund",
  ];
  const out: Resident[] = [];
  names.forEach((name, i) => {
    const space = i + 1;
    if (space === 4) {
      // Verna Stuckey sold her home in place to Alvaro Quintanilla, who took over the lot from June last year.
      out.push({ space, name, from: 0, to: 12 + 5 });
      out.push({ space, name: "Alvaro Quintanilla", from: 12 + 5, to: 36 });
    } else if (space === 12) {
      // Norma Haverkamp moved her home out at the end of February last year; Space 12 stood empty March-August;
      // Cody Ridenour set a new home on it and pays from September.
      out.push({ space, name, from: 0, to: 12 + 2 });
      out.push({ space, name: "Cody Ridenour", from: 12 + 8, to: 36 });
    } else out.push({ space, name, from: 0, to: 36 });
  });
  return out;
}

const PARK_STIPEND = [85000, 90000, 95000];
const OPERATOR_FEE = [36500, 38500, 38500];
const PARK_ELECTRIC: Record<number, number> = { 1: 38500, 2: 36200, 3: 39800, 4: 45500, 5: 58800, 6: 71500, 7: 78200, 8: 76400, 9: 64100, 10: 49800, 11: 40200, 12: 39400 };
const PARK_REPAIRS: [string, number][] = [
  ["Gold Canyon Plumbing - water service line leak repaired at the Space 9 riser", 48500],
  ["Gold Canyon Plumbing - clubhouse laundry drain cleared and a washer box valve replaced", 21500],
  ["Hieroglyphic Electric - two street light heads and a photocell replaced on the park loop", 38800],
  ["Hieroglyphic Electric - well house breaker and pressure switch contacts replaced", 29600],
  ["Dry Wash Handyman - clubhouse door closer and restroom faucet replaced", 17500],
  ["Cool Desert Air - clubhouse mini-split capacitor replaced and coils cleaned", 26500],
  ["Tonto Ridge Water Operators - pressure tank bladder replaced (extra to the contract)", 64200],
];
export const SEALCOAT = 896000;

// ---------------------------------------------------------------------------------------------
// Casita Paloma Azul, Scottsdale.

/** The nightly rate in dollars by month, two years back (grows 3% a year, varies by stay). */
const NIGHTLY: Record<number, number> = { 1: 265, 2: 295, 3: 310, 4: 235, 5: 165, 6: 129, 7: 119, 8: 119, 9: 139, 10: 189, 11: 209, 12: 225 };
export const GUEST_CLEANING_FEE = 15000;
/** Arizona TPT on transient lodging: state 5.5% plus Maricopa County 1.77%; the City of Scottsdale 1.75% privilege tax plus 5% transient lodging tax. A stay of 30 nights or more is not transient lodging: only the city's 1.75% on residential rental applies. */
export const STATE_COUNTY_RATE = 0.0727;
export const CITY_RATE = 0.0675;
export const CITY_RESIDENTIAL_RATE = 0.0175;
export const VRBO_FEE_RATE = 0.08;
const CLEANER_FEE = [11500, 12000, 12500];
const POOL_FEE = [16500, 16500, 17500];

export interface Stay {
  channel: "vrbo" | "direct";
  code: string | null;
  guest: string;
  checkIn: string;
  nights: number;
  /** Rent and the guest cleaning fee, before tax, in cents. */
  base: number;
  stateTax: number;
  cityTax: number;
  winter: boolean;
}
export const stayTotal = (s: Stay) => s.base + s.stateTax + s.cityTax;

const GUEST_FIRST = ["Colette", "Brandt", "Yvonne", "Marcus", "Delaney", "Soren", "Priscilla", "Hank", "Jolene", "Rafael", "Tamsin", "Vikram", "Lorna", "Everett", "Odessa", "Kirby", "Mireille", "Darnell", "Gwen", "Stellan", "Noelani", "Fritz", "Carmela", "Ozzie"];
const GUEST_LAST = ["Ashdown", "Pelletier", "Okwuosa", "Lindgren", "Barraza", "Whitcombe", "Sandoval", "Huxtable", "Engstrom", "Mukherjee", "Calloway", "Riordan", "Tremblay", "Fairweather", "Nakagawa", "Dunleavy", "Koenig", "Marchand", "Espinoza", "Holloway", "Vasquez-Lee", "Brightwater", "Szymanski", "Abernathy"];
/** The winter guests of each year (0: two years back): a month or more, booked directly. */
const SNOWBIRDS: { guest: string; from: string; nights: number; nightly: number }[][] = [
  [{ guest: "Gunnar Fjeldstad", from: "01-05", nights: 59, nightly: 138 }],
  [
    { guest: "Lorraine Pettibone", from: "01-03", nights: 31, nightly: 142 },
    { guest: "Desmond Arbuthnot", from: "02-06", nights: 31, nightly: 148 },
  ],
  [{ guest: "Gunnar Fjeldstad", from: "01-04", nights: 62, nightly: 149 }],
];

/** Every stay at the casita from January two years back whose check-in is on or before `today`. */
export function casitaStays(today: string, seedValue = 20270311): Stay[] {
  const rand = random(seedValue);
  const Y = yearOf(today);
  const out: Stay[] = [];
  let code = 48213377;
  const taxed = (base: number, winter: boolean) => (winter ? { stateTax: 0, cityTax: Math.round(base * CITY_RESIDENTIAL_RATE) } : { stateTax: Math.round(base * STATE_COUNTY_RATE), cityTax: Math.round(base * CITY_RATE) });
  for (let y = Y - 2; y <= Y; y++) {
    let day = `${y}-01-01`;
    for (const s of SNOWBIRDS[y - (Y - 2)]!) {
      const checkIn = `${y}-${s.from}`;
      const base = s.nights * s.nightly * 100 + GUEST_CLEANING_FEE;
      out.push({ channel: "direct", code: null, guest: s.guest, checkIn, nights: s.nights, base, ...taxed(base, true), winter: true });
      day = addDays(checkIn, s.nights);
    }
    day = addDays(day, 1 + Math.floor(rand() * 3));
    while (yearOf(day) === y) {
      const m = monthOf(day);
      const summer = m >= 6 && m <= 9;
      const nights = summer ? 2 + Math.floor(rand() * 3) : 2 + Math.floor(rand() * 6);
      const checkOut = addDays(day, nights);
      const rate = Math.round(NIGHTLY[m]! * 1.03 ** (y - (Y - 2)) * (0.92 + rand() * 0.16));
      const base = nights * rate * 100 + GUEST_CLEANING_FEE;
      const direct = rand() < 0.18;
      const guest = `${GUEST_FIRST[Math.floor(rand() * GUEST_FIRST.length)]!} ${GUEST_LAST[Math.floor(rand() * GUEST_LAST.length)]!}`;
      if (yearOf(checkOut) > y) break;
      out.push({ channel: direct ? "direct" : "vrbo", code: direct ? null : String((code += 1 + Math.floor(rand() * 900))), guest, checkIn: day, nights, base, ...taxed(base, false), winter: false });
      const gap = summer ? 3 + Math.floor(rand() * 10) : Math.floor(rand() * 4);
      day = addDays(checkOut, gap);
    }
  }
  return out.filter((s) => s.checkIn <= today);
}

const CASITA_ELECTRIC: Record<number, number> = { 1: 11200, 2: 10400, 3: 12600, 4: 15800, 5: 22400, 6: 31800, 7: 37900, 8: 36200, 9: 29400, 10: 18800, 11: 12900, 12: 11800 };
const CASITA_REPAIRS: [string, number][] = [
  ["Pima Road Appliance - dishwasher door gasket and spray arm replaced", 18900],
  ["Blue Saguaro Pool Care - pool pump motor bearings and seal replaced", 42500],
  ["Dry Heat Handyman - patio misting line and two bath towel bars replaced", 14500],
  ["Cool Desert Air - AC condensate line cleared and float switch replaced", 16500],
  ["Camelback Locksmith - smart lock keypad replaced and codes reprogrammed", 28900],
];

// ---------------------------------------------------------------------------------------------
// The Tucson house.

/** The Tucson rent in cents on a date: the Pruetts until December two years back, empty in January last year, the Castellanoses from February 1. */
export function tucsonRent(today: string, date: string): { tenant: string; cents: number } | null {
  const Y = yearOf(today);
  if (date < `${Y - 1}-01-01`) return { tenant: "Harlan & Jessamyn Pruett", cents: 149500 };
  if (date < `${Y - 1}-02-01`) return null;
  if (date < `${Y}-02-01`) return { tenant: "Ignacio & Wren Castellanos", cents: 162500 };
  return { tenant: "Ignacio & Wren Castellanos", cents: 167500 };
}
export const PM_RATE = 0.1;
export const LEASING_FEE = 81250;
export const HVAC_PRICE = 964000;
const TUCSON_REPAIRS: [string, number][] = [
  ["Catalina Foothills Plumbing - water heater thermocouple and gas valve replaced, via Rincon Gate", 24500],
  ["Catalina Foothills Plumbing - hall bath toilet rebuilt, via Rincon Gate", 16800],
  ["Old Pueblo Handyman - kitchen cabinet hinges, closet door track and screen door, via Rincon Gate", 19500],
  ["Old Pueblo Handyman - garage-side block wall cap repaired, via Rincon Gate", 27500],
  ["Sunrise Drive Electric - GFCI outlets in kitchen and baths replaced, via Rincon Gate", 21000],
];

// ---------------------------------------------------------------------------------------------
// The Casa Grande note: the company sold 1318 North Ocotillo Bend Drive in November three years back and carries the buyer's note.

export const SALE_PRICE = 18900000;
export const DOWN_PAYMENT = 2800000;
export const NOTE_PRINCIPAL = 16100000;
export const NOTE_RATE = 0.075;
/** Amortized over 30 years; the whole balance is due with payment 120 (a balloon). */
export const NOTE_MONTHS = 360;
export const notePayment = (): number => levelPayment(NOTE_PRINCIPAL, NOTE_RATE, NOTE_MONTHS);
/** Interest, principal and balance after each payment (the 1st), by "YYYY-MM", from January two years back (payment 1) through next year. */
export const noteSchedule = (today: string) => amortization(NOTE_PRINCIPAL, NOTE_RATE, NOTE_MONTHS, (yearOf(today) - 2) * 12, (yearOf(today) + 1) * 12 + 11);

// The park loan: Piedra Alta Community Bank, closed June 15 five years before `today`'s year, first payment August 1.
export const LOAN_PRINCIPAL = 64000000;
export const LOAN_RATE = 0.0585;
export const LOAN_MONTHS = 300;
export const loanPayment = (): number => levelPayment(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS);
export const loanSchedule = (today: string) => amortization(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS, (yearOf(today) - 5) * 12 + 7, (yearOf(today) + 1) * 12 + 11);

// Premiums in cents by calendar year from two years before `today`'s year.
const PARK_PREMIUM = [426000, 461500, 498000];
const CASITA_PREMIUM = [214000, 239500, 261000];
const TUCSON_PREMIUM = [118500, 126000, 134200];
// Property tax by tax year from three years before `today`'s year (each paid in two halves: October of the year and March-April of the next).
const PINAL_TAX = [884212, 918436, 956620, 990248];
const MARICOPA_TAX = [301284, 311842, 324016, 336290];
const PIMA_TAX = [259870, 268430, 279012, 288156];
/** The first and second halves of a tax year's bill. */
const halves = (total: number) => [Math.round(total / 2), total - Math.round(total / 2)] as const;
const taxOf = (table: number[], today: string, taxYear: number) => byYear(table, yearOf(today) - 3, taxYear);

/** Every transaction of the company from January two years back through `today`. */
export function mesaTransactions(today: string, seedValue = 20270310): MesaTransaction[] {
  const rand = random(seedValue);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const months = monthsFrom(today, 2);
  const Y = yearOf(today);
  const out: MesaTransaction[] = [];
  const residents = parkResidents();
  const stays = casitaStays(today);
  const loan = loanSchedule(today);
  const pay = loanPayment();
  const note = noteSchedule(today);
  const notePay = notePayment();

  for (const { y, m } of months) {
    const ym = `${y}-${pad(m)}`;
    const date = (day: number) => `${ym}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const add = (property: MesaKey | null, day: number, cents: number, category: string, description: string, account?: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: account ?? ACCOUNTS[property ?? "company"] });
    const index = (y - (Y - 2)) * 12 + (m - 1);
    const prevLabel = m === 1 ? `${MONTH_NAMES[11]} ${y - 1}` : `${MONTH_NAMES[m - 2]} ${y}`;

    // --- The park: each space's lot rent and water/sewer bill-back, late fees.
    const waterRate = byYear(WATER_RATE, Y - 2, y);
    const sewer = byYear(SEWER_CHARGE, Y - 2, y);
    const winter = m <= 4 || m >= 11;
    for (const r of residents) {
      if (index < r.from || index >= r.to) continue;
      const late = r.space !== 1 && rand() < 0.03;
      const day = late ? 7 + Math.floor(rand() * 6) : 1 + Math.floor(rand() * 5);
      add("park", day, lotRent(today, y), "revenue:long_term_rental", `Space ${r.space} lot rent - ${r.name}, ${label}`);
      // The bill-back follows the meter read at the end of the month before (snowbird homes use more in winter).
      const gallons = Math.round(((winter ? 3400 : 2300) + rand() * 2600) / 10) * 10;
      const water = Math.round((gallons * waterRate) / 1000);
      add("park", day, water + sewer, "revenue:utility_reimbursements", `Water/sewer - Space ${r.space} (${r.name}), ${label} bill: ${gallons.toLocaleString("en-US")} gal on the submeter (${prevLabel} read) at ${dollars(waterRate)} per 1,000 gal = ${dollars(water)}, plus sewer ${dollars(sewer)}`);
      if (late) add("park", day, PARK_LATE_FEE, "revenue:late_fees", `Late fee - Space ${r.space} (${r.name}), ${MONTH_NAMES[m - 1]} lot rent received ${MON[m - 1]} ${day} ($35 after the 5th)`);
    }
    add("park", daysIn(y, m), byYear(PARK_STIPEND, Y - 2, y), "expense:property_management", `On-site manager stipend - Refugio Banuelos, Quartzite Wash park, ${label} (rent collection, meter reads, grounds checks)`);
    add("park", 5, byYear(OPERATOR_FEE, Y - 2, y), "expense:utilities:water", `Tonto Ridge Water Operators - certified operator service contract, park well and water system (PWS AZ0411-387), ${label}: weekly checks, chlorine residuals, monthly coliform sample`);
    add("park", 16, vary(PARK_ELECTRIC[m]!, 0.14), "expense:utilities:electricity", `Superstition Valley Electric Cooperative - well pump, street lights and clubhouse, 2275 S. Quartzite Wash Road, ${label}`);
    add("park", 21, 18 * (y >= Y ? 2700 : 2500), "expense:utilities:sewer", `Weaver's Needle Sanitary District - park master sewer account, 18 connections, ${label}`);
    add("park", 9, y >= Y ? 41500 : 38500, "expense:utilities:trash", `Goldfield Disposal - two 6-yard dumpsters, twice weekly, Quartzite Wash park, ${label}`);
    add("park", 26, 27500, "expense:maintenance:landscaping", `Desert Marigold Landscaping - common areas, entrance and clubhouse grounds, ${label}`);
    if (m % 3 === 1) add("park", 13, 12000, "expense:maintenance:pest_control", "Sonoran Shield Pest Control - quarterly clubhouse, well house and perimeter treatment (scorpions), Quartzite Wash park");
    if (rand() < 0.22) {
      const [what, cents] = PARK_REPAIRS[Math.floor(rand() * PARK_REPAIRS.length)]!;
      add("park", 6 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", `${what}, Quartzite Wash park`);
    }
    if (m === 12) add("park", 8, 18500, "expense:other", `Desert Sun Analytical Laboratory - ${y} annual nitrate sample, park water system (PWS AZ0411-387), results filed with ADEQ`);
    if (ym === `${Y - 1}-04`) add("park", 22, SEALCOAT, "expense:maintenance:repairs", "Sonoran Paving & Sealcoat - park roads crack-filled and sealcoated, two coats, 3,200 sq yd at $2.80, with new stop bars and space numbers painted");
    if (ym === `${Y - 1}-03`) add("park", 10, 14900, "expense:advertising", "ParkSpot Listings - 90-day ad for vacant Space 12 (a new or resale home may be placed)");
    if (ym === `${Y - 1}-08`) add("park", 14, 62000, "expense:maintenance:repairs", "Gold Canyon Plumbing - Space 12 water and sewer stub-outs reset and a new submeter for the incoming home");
    if (m === 1) add("park", 24, byYear(PARK_PREMIUM, Y - 2, y), "expense:insurance", "Tonto Rim Insurance Agency - park commercial package (general liability, clubhouse and well house) renewal (February 1), Quartzite Wash park");
    const loanRow = loan.get(ym);
    if (loanRow) {
      add("park", 1, loanRow.interest, "expense:mortgage_interest", `Piedra Alta Community Bank - park loan ...8816 interest, payment of ${MON[m - 1]} 1, ${y} (P&I ${dollars(pay)})`, LOAN_ACCOUNT);
      add("park", 1, loanRow.principal, "expense:mortgage_principal", `Piedra Alta Community Bank - park loan ...8816 principal, payment of ${MON[m - 1]} 1, ${y} (balance after ${dollars(loanRow.balance)})`, LOAN_ACCOUNT);
    }

    // --- Property taxes: the first half in October, the second half of last year's bill in April.
    const taxes: [MesaKey, number[], string, string][] = [
      ["park", PINAL_TAX, "Pinal County Treasurer", "2275 S. Quartzite Wash Road (parcel 104-22-0170)"],
      ["casita", MARICOPA_TAX, "Maricopa County Treasurer", "7134 E. Paloma Azul Drive (parcel 173-41-208)"],
      ["tucson", PIMA_TAX, "Pima County Treasurer", "4417 E. Calle Cascabel (parcel 127-08-1140)"],
    ];
    for (const [key, table, treasurer, where] of taxes) {
      if (m === 10) add(key, 22 + taxes.findIndex((t) => t[0] === key), halves(taxOf(table, today, y))[0], "expense:property_tax", `${treasurer} - ${y} property tax, first half (due October 1), ${where}`);
      if (m === 4) add(key, 20 + taxes.findIndex((t) => t[0] === key), halves(taxOf(table, today, y - 1))[1], "expense:property_tax", `${treasurer} - ${y - 1} property tax, second half (due March 1), ${where}`);
    }

    // --- The casita: each booking that checks in this month, its VRBO fee and its turnover clean.
    const monthStays = stays.filter((s) => s.checkIn.slice(0, 7) === ym);
    const cleanerFee = byYear(CLEANER_FEE, Y - 2, y);
    for (const s of monthStays) {
      const out_ = addDays(s.checkIn, s.nights);
      const when = span(s.checkIn, out_);
      const what = s.winter ? `winter rental, ${s.nights} nights, ${when}` : `${s.nights} nights, ${when}`;
      const description = s.channel === "vrbo" ? `VRBO booking ${s.code} - ${s.guest} (${what})` : `Direct booking - ${s.guest} (${what})`;
      add("casita", dayOf(s.checkIn), stayTotal(s), "revenue:rental_income", description, s.channel === "vrbo" ? VRBO_ACCOUNT : ACCOUNTS.casita);
      if (s.channel === "vrbo") add("casita", dayOf(s.checkIn), Math.round(s.base * VRBO_FEE_RATE), "expense:platform_fees", `VRBO host fee - booking ${s.code} (${s.guest}): 5% commission and 3% payment processing on ${dollars(s.base)}`, VRBO_ACCOUNT);
      if (out_ <= today) out.push({ property: "casita", date: out_, cents: cleanerFee, category: "expense:maintenance:cleaning", description: `Yesenia Maldonado (Casa Limpia Cleaning) - turnover clean after ${s.guest}, checkout ${MON[monthOf(out_) - 1]} ${dayOf(out_)}, Casita Paloma Azul`, source_account: ACCOUNTS.casita });
    }
    // The TPT return for the month before, paid by the 20th.
    const prevYm = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
    const prevStays = stays.filter((s) => s.checkIn.slice(0, 7) === prevYm);
    const stateTax = prevStays.reduce((sum, s) => sum + s.stateTax, 0);
    const cityTax = prevStays.reduce((sum, s) => sum + s.cityTax, 0);
    const taxable = prevStays.reduce((sum, s) => sum + s.base, 0);
    if (stateTax > 0) add("casita", 17, stateTax, "expense:other", `Arizona Department of Revenue - TPT-2 return, ${prevLabel}: state 5.5% and Maricopa County 1.77% transient lodging tax on ${dollars(prevStays.filter((s) => !s.winter).reduce((sum, s) => sum + s.base, 0))} of casita stays under 30 nights (TPT license 21417850)`);
    if (cityTax > 0) add("casita", 17, cityTax, "expense:other", `City of Scottsdale tax on the TPT-2 return, ${prevLabel}: 1.75% privilege tax and 5% transient lodging tax on stays under 30 nights, 1.75% on winter rentals of 30 nights or more (${dollars(taxable)} of casita rent, TPT license 21417850)`);
    add("casita", 6, byYear(POOL_FEE, Y - 2, y), "expense:maintenance:cleaning", `Blue Saguaro Pool Care - weekly pool service and chemicals, Casita Paloma Azul, ${label}`);
    add("casita", 14, vary(CASITA_ELECTRIC[m]!, 0.14), "expense:utilities:electricity", `Camelback Power & Light - 7134 E. Paloma Azul Drive, ${label}`);
    add("casita", 19, vary(m >= 5 && m <= 9 ? 12400 : 8900, 0.16), "expense:utilities:water", `City of Scottsdale - water, sewer and trash, 7134 E. Paloma Azul Drive, ${label}`);
    add("casita", 11, y >= Y ? 8999 : 8499, "expense:utilities:internet", `Sagebrush Fiber - 500 Mbps internet and streaming TV, Casita Paloma Azul, ${label}`);
    if (rand() < 0.7) add("casita", 8 + Math.floor(rand() * 15), vary(9500, 0.6), "expense:supplies", `Guest supplies - coffee, toiletries, paper goods and pool towels, Casita Paloma Azul, ${label}`);
    if (m % 3 === 2) add("casita", 12, 9500, "expense:maintenance:pest_control", "Sonoran Shield Pest Control - quarterly treatment (scorpions and ants), Casita Paloma Azul");
    if (m % 2 === 1) add("casita", 27, 12000, "expense:maintenance:landscaping", `Desert Marigold Landscaping - gravel yard, palms and drip system, Casita Paloma Azul (${MON[m - 1]}-${MON[m]} visit)`);
    if (rand() < 0.15) {
      const [what, cents] = CASITA_REPAIRS[Math.floor(rand() * CASITA_REPAIRS.length)]!;
      add("casita", 5 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", `${what}, Casita Paloma Azul`);
    }
    if (m === 1) {
      add("casita", 9, 25000, "expense:licenses_permits", `City of Scottsdale - short-term rental license renewal STR-2023-01187, ${y}, 7134 E. Paloma Azul Drive`);
      add("casita", 2, 6200, "expense:licenses_permits", `Arizona Department of Revenue - ${y} TPT license renewal 21417850 (state $12, City of Scottsdale $50)`);
    }
    if (m === 5) add("casita", 6, byYear(CASITA_PREMIUM, Y - 2, y), "expense:insurance", "Canyon Wren Mutual Insurance - short-term rental dwelling policy renewal (May 15), Casita Paloma Azul");
    if (ym === `${Y - 1}-06`) add("casita", 18, 134500, "expense:furnishings", "Saguaro Home Outlet - queen mattress, patio lounge chairs and umbrella, Casita Paloma Azul");
    if (ym === `${Y - 2}-05`) add("casita", 20, 29900, "expense:advertising", "Golden Hour Photography - new listing photos and twilight pool shots, Casita Paloma Azul");

    // --- The Tucson house through Rincon Gate Property Management.
    const rent = tucsonRent(today, `${ym}-01`);
    if (rent) {
      add("tucson", 2 + Math.floor(rand() * 3), rent.cents, "revenue:long_term_rental", `Rent - ${rent.tenant}, ${label} (via Rincon Gate Property Mgmt)`, PM_ACCOUNT);
      add("tucson", daysIn(y, m), Math.round(rent.cents * PM_RATE), "expense:property_management", `Rincon Gate Property Management - management fee, 10% of ${label} rent collected (${dollars(rent.cents)})`, PM_ACCOUNT);
    }
    if (rand() < 0.18) {
      const [what, cents] = TUCSON_REPAIRS[Math.floor(rand() * TUCSON_REPAIRS.length)]!;
      add("tucson", 6 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", `${what}, 4417 E. Calle Cascabel`, PM_ACCOUNT);
    }
    if (ym === `${Y - 1}-01`) {
      add("tucson", 16, 184000, "expense:maintenance:repairs", "Make-ready after the Pruetts moved out, via Rincon Gate: interior paint ($1,260.00), carpet cleaning in three bedrooms ($240.00), deep clean ($340.00), 4417 E. Calle Cascabel", PM_ACCOUNT);
      add("tucson", 12, 9500, "expense:advertising", "Rincon Gate Property Management - vacancy listing and yard sign, 4417 E. Calle Cascabel", PM_ACCOUNT);
    }
    if (ym === `${Y - 1}-02`) add("tucson", 3, LEASING_FEE, "expense:commissions", "Rincon Gate Property Management - leasing fee for the Castellanos lease from February 1 (50% of the first month's rent of $1,625.00)", PM_ACCOUNT);
    if (ym === `${Y}-02`) add("tucson", 3, 15000, "expense:property_management", "Rincon Gate Property Management - lease renewal fee, Castellanos lease from February 1 (new rent $1,675.00)", PM_ACCOUNT);
    if (ym === `${Y - 1}-07`) {
      add("tucson", 8, 14900, "expense:maintenance:repairs", "Rillito Air & Heat - service call, 1998 heat pump compressor failed (not repairable), via Rincon Gate", PM_ACCOUNT);
      add("tucson", 11, HVAC_PRICE, "expense:capital_improvement", "Rillito Air & Heat - HVAC replacement: 3-ton 15.2 SEER2 heat pump, air handler, thermostat and line set, 4417 E. Calle Cascabel (owner approved above the $400 limit)");
      add("tucson", 14, 7500, "expense:licenses_permits", "City of Tucson - mechanical permit, HVAC replacement, 4417 E. Calle Cascabel");
    }
    if (m === 8) add("tucson", 18, byYear(TUCSON_PREMIUM, Y - 2, y), "expense:insurance", "Saddleback Fire & Casualty - landlord dwelling policy (DP-3) renewal (September 1), 4417 E. Calle Cascabel");
    if (m === 4 || m === 10) add("tucson", 15, 9900, "expense:maintenance:repairs", `Rillito Air & Heat - ${m === 4 ? "spring cooling" : "fall heating"} tune-up, via Rincon Gate, 4417 E. Calle Cascabel`, PM_ACCOUNT);

    // --- The Casa Grande note: the buyer's payment on the 1st; only the interest is income.
    const n = note.get(ym);
    if (n) {
      const number = index + 1;
      add(null, 1 + Math.floor(rand() * 3), n.interest, "revenue:other", `Note payment ${number} of 120 - Tomas Irizarry (interest portion of the ${dollars(notePay)} payment on the Casa Grande note, 7.5%; principal ${dollars(n.principal)} reduces the balance to ${dollars(n.balance)})`, NOTE_ACCOUNT);
    }

    // --- The company itself.
    add(null, 28, 1500, "expense:bank_fees", `Piedra Alta Community Bank - business account service fees, ${label}`);
    if (m === 1) add(null, 22, 4800 + 600 * Math.floor(rand() * 3), "expense:legal_professional", `Filing Mesa 1099 - ${y - 1} Forms 1099-NEC e-filed and mailed (on-site manager, cleaner, water operator, landscaper)`);
    if (m === 3) add(null, 11, byYear([265000, 279500, 295000], Y - 2, y), "expense:legal_professional", `Ironwood & Pratt CPAs - ${y - 1} Form 1065, Arizona Form 165 and Schedule K-1s for the three members`);
    if (m === 6) add(null, 4, 14900, "expense:legal_professional", "Cholla Statutory Agent Services - annual statutory agent service");
    if (m === 2) add(null, 15, 39900, "expense:software_subscriptions", "Ledgerwell accounting software - annual plan");
    if (m === 11) add(null, 13, vary(26500, 0.15), "expense:travel", "Mileage - Teodora Villasenor-Quist, Mesa to Tucson and back (annual walk-through of 4417 E. Calle Cascabel with Rincon Gate), at the IRS standard rate");
  }
  return out.filter((t) => t.date <= today && t.cents > 0);
}

export interface MesaDeposit {
  property: MesaKey;
  tenant: string;
  amount: number;
  received_date: string;
  notes: string;
  settle?: { date: string; kept: number; why: string };
}

/** The Tucson tenants' security deposits, held by Rincon Gate in its trust account. */
export function mesaDeposits(today: string): MesaDeposit[] {
  const Y = yearOf(today);
  return [
    {
      property: "tucson",
      tenant: "Harlan & Jessamyn Pruett",
      amount: 149500,
      received_date: `${Y - 5}-12-18`,
      notes: "Security deposit under the lease of 4417 E. Calle Cascabel (one month's rent), held in Rincon Gate Property Management's trust account; refunded within 14 business days after move-out less itemized deductions (A.R.S. 33-1321)",
      settle: { date: `${Y - 1}-01-16`, kept: 41000, why: "carpet stain treatment in the back bedroom, two broken blinds replaced, yard debris hauled" },
    },
    {
      property: "tucson",
      tenant: "Ignacio & Wren Castellanos",
      amount: 162500,
      received_date: `${Y - 1}-01-22`,
      notes: "Security deposit under the lease of 4417 E. Calle Cascabel from February 1 (one month's rent), held in Rincon Gate Property Management's trust account",
    },
  ];
}

export interface MesaObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: MesaKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next; those already past are completed. */
export function mesaObligations(today: string): MesaObligation[] {
  const Y = yearOf(today);
  const out: MesaObligation[] = [];
  const counties: [MesaKey, string][] = [
    ["park", "Pinal County Treasurer"],
    ["casita", "Maricopa County Treasurer"],
    ["tucson", "Pima County Treasurer"],
  ];
  for (const yr of [Y - 1, Y, Y + 1]) {
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Form 1065 partnership return for ${yr - 1}, with Schedule K-1s for the three members (Ironwood & Pratt CPAs)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Arizona Form 165 partnership return for ${yr - 1} (Arizona Department of Revenue), with Arizona Schedule K-1s` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-01-31`), description: `Forms 1099-NEC for ${yr - 1} to the on-site manager, the cleaner, the water operator and the landscaper, and to the IRS` });
    for (const [property, treasurer] of counties) {
      out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-05-01`), description: `${yr - 1} property tax, second half, ${treasurer} (due March 1, delinquent after May 1)`, property });
      out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-11-01`), description: `${yr} property tax, first half, ${treasurer} (due October 1, delinquent after November 1)`, property });
    }
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-02-01`, description: "Park commercial package policy renewal (general liability, clubhouse and well house), Tonto Rim Insurance Agency", property: "park" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-05-15`, description: "Short-term rental dwelling policy renewal, Canyon Wren Mutual Insurance policy CWM-STR-5520931", property: "casita" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-09-01`, description: "Landlord dwelling policy (DP-3) renewal, Saddleback Fire & Casualty (certificate to Rincon Gate Property Management)", property: "tucson" });
    out.push({ obligation_type: "other", due_date: addDays(`${yr + 1}-01-01`, -90), description: `Annual lot rent increase notice to all 18 spaces for January 1, ${yr + 1}: written notice at least 90 days before the increase (A.R.S. 33-1413)`, property: "park" });
    out.push({ obligation_type: "property:inspection", due_date: `${yr}-12-15`, description: `${yr} annual nitrate sample of the park water system (PWS AZ0411-387), taken by Tonto Ridge Water Operators and reported to ADEQ`, property: "park" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${yr}-01-14`, description: `City of Scottsdale short-term rental license STR-2023-01187 renewal for ${yr}, with the emergency contact and proof of the TPT license`, property: "casita" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${yr}-01-01`, description: `Arizona TPT license 21417850 annual renewal for ${yr} (state and City of Scottsdale fees)`, property: "casita" });
    out.push({ obligation_type: "other", due_date: businessDay(`${yr}-12-02`), description: `Tucson lease renewal: written renewal offer (new rent) to Ignacio & Wren Castellanos at least 60 days before their lease ends January 31, ${yr + 1} (Rincon Gate Property Management)`, property: "tucson" });
    out.push({ obligation_type: "other", due_date: `${yr}-04-30`, description: `Annual financial statements and ${yr - 1} Form 1065 to Piedra Alta Community Bank (park loan ...8816 covenant)`, property: "park" });
  }
  // The monthly TPT returns (TPT-2, state, county and Scottsdale) from January last year through three months ahead.
  for (let i = 0; ; i++) {
    const y = Y - 1 + Math.floor(i / 12);
    const m = (i % 12) + 1;
    const due = businessDay(m === 12 ? `${y + 1}-01-20` : `${y}-${pad(m + 1)}-20`);
    if (due > addDays(today, 90)) break;
    out.push({ obligation_type: "tax:filing", due_date: due, description: `Arizona TPT-2 return and payment for ${MONTH_NAMES[m - 1]} ${y} (state, Maricopa County and City of Scottsdale transient lodging), TPT license 21417850`, property: "casita" });
  }
  out.push({ obligation_type: "other", due_date: `${Y + 5}-06-15`, description: "Piedra Alta Community Bank park loan ...8816 matures (10-year balloon): refinance or pay off the balance", property: "park" });
  out.push({ obligation_type: "other", due_date: `${Y + 7}-12-01`, description: "Casa Grande promissory note (Tomas Irizarry): payment 120 and the balloon of the unpaid balance due" });
  out.push({ obligation_type: "other", due_date: `${Y - 1}-07-21`, description: "Rillito Air & Heat HVAC replacement: register the equipment for the 10-year parts warranty within 60 days of installation", property: "tucson" });
  return out.map((o) => (o.due_date < today ? { ...o, status: "completed" } : o));
}

/** The company's papers. */
export function mesaDocuments(today: string): FixtureCompany<MesaKey>["documents"] {
  const Y = yearOf(today);
  const C = MESA_COMPANY;
  const rentNow = lotRent(today, Y);
  const rentNext = lotRent(today, Y + 1);
  const noticed = today >= addDays(`${Y + 1}-01-01`, -90);
  const renewed = today >= `${Y}-02-01`;
  const leaseStart = renewed ? `${Y}-02-01` : `${Y - 1}-02-01`;
  const leaseRent = tucsonRent(today, leaseStart)!.cents;
  const policyYear = today >= `${Y}-05-15` ? Y : Y - 1;
  const casitaPremium = byYear(CASITA_PREMIUM, Y - 2, policyYear);
  const pay = loanPayment();
  const loanBalance = loanSchedule(today).get(`${Y - 1}-12`)!.balance;
  const notePay = notePayment();
  const noteBalance = noteSchedule(today).get(`${Y - 1}-12`)!.balance;
  return [
    {
      filename: "ocotillo-mesa-holdings-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Ocotillo Mesa Holdings LLC",
      doc_date: "2018-03-06",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is made as of March 6, 2018 by Teodora Villasenor-Quist, Bradley Hatchwell and Naomi Strand-Delgado, the members of ${C.legal_name}, an Arizona limited liability company formed under the Arizona Limited Liability Company Act (A.R.S. Title 29, Chapter 7) by articles of organization filed with the Arizona Corporation Commission on March 6, 2018 (entity number ${C.state_filing_number}). EIN ${C.ein}.

## Article 1. Name, office and statutory agent
1.1 The Company's principal office and mailing address is ${C.mailing_address}.
1.2 The Company's statutory agent (Arizona's registered agent) is ${C.registered_agent.name}, ${C.registered_agent.address}. The Manager keeps the statutory agent current with the Arizona Corporation Commission and files a statement of change when the agent, the Manager or the members holding 20% or more change. Arizona limited liability companies file no annual report.

## Article 2. Purpose
The Company buys, owns, leases and manages real estate in Arizona, including a manufactured-home community, residential rentals and short-term rentals, and holds notes taken on the sale of its real estate.

## Article 3. Members, Percentage Interests and capital
| Member | Percentage Interest | Initial capital contribution |
|---|---|---|
| Teodora Villasenor-Quist | 50% | $150,000 |
| Bradley Hatchwell | 30% | $90,000 |
| Naomi Strand-Delgado | 20% | $60,000 |

Additional capital was contributed in proportion to the Percentage Interests in March 2021 for the Scottsdale casita: $120,000 in all ($60,000, $36,000 and $24,000). Profits, losses and distributions are allocated in proportion to the Percentage Interests. No member must contribute more capital without the consent of all members.

## Article 4. Management
4.1 The Company is manager-managed. Teodora Villasenor-Quist is the Manager and serves until she resigns or members holding a majority of the Percentage Interests replace her.
4.2 The Manager runs the Company's ordinary business: she oversees the on-site manager of Quartzite Wash Manufactured Home Community, the Scottsdale casita's bookings, cleaner and tax returns, the property manager of the Tucson house and the collection of the Casa Grande note, and keeps the books.
4.3 The written consent of members holding at least 70% of the Percentage Interests is required to buy, sell or encumber real estate, borrow money other than trade credit, sell on terms with a note carried by the Company, make a single expenditure over $10,000 that is not in the annual budget, or admit a member.
4.4 The Manager receives no salary. Mileage is reimbursed at the IRS standard rate.

## Article 5. Distributions and reserves
The Company keeps an operating reserve of $25,000 and a capital reserve of $500 per park space and $3,000 for each house. Cash above the reserves is distributed each quarter.

## Article 6. Books, taxes and accounts
6.1 The Company keeps its books on the cash method, calendar year, with accounts at Piedra Alta Community Bank.
6.2 The Company is taxed as a partnership: it files federal Form 1065 and Arizona Form 165 by March 15 and gives each member a Schedule K-1. Teodora Villasenor-Quist is the partnership representative.
6.3 The Company holds Arizona transaction privilege tax license 21417850 for its short-term rental and files its TPT returns monthly.

## Article 7. Transfers
A member may not transfer an interest without first offering it to the other members, pro rata, at a price set by an independent appraisal of the Company's real estate and the unpaid balance of its notes; they have 60 days to accept.

## Article 8. Dissolution
The Company winds up on the written consent of all members or on the sale of all its real estate and the collection of its notes.

Signed: Teodora Villasenor-Quist, Member and Manager; Bradley Hatchwell, Member; Naomi Strand-Delgado, Member.
`,
    },
    {
      filename: "quartzite-wash-park-rules-and-space-rental-agreement.md",
      doc_type: "other",
      title: "Quartzite Wash Manufactured Home Community - community rules and space rental agreement",
      doc_date: `${Y - 1}-09-01`,
      property: "park",
      body: `# Space Rental Agreement and Community Rules

Landlord: ${C.legal_name}, doing business as Quartzite Wash Manufactured Home Community, 2275 South Quartzite Wash Road, Apache Junction, AZ 85119. On-site manager: Refugio Banuelos (Space 1), office hours Monday to Friday 9 a.m. to noon at the clubhouse.
This form is used for every space; this copy: Space 12, Cody Ridenour, from September 1, ${Y - 1} (a new 2025 single-section home, 16 x 66, set in August ${Y - 1}).

## Space rental agreement (Arizona Mobile Home Parks Residential Landlord and Tenant Act, A.R.S. 33-1401 et seq.)
1. TERM. Month to month, or a longer written term if the resident asks for one. The resident owns the home; the Landlord rents the lot.
2. LOT RENT. ${dollars(lotRent(today, Y - 1))} a month in ${Y - 1}, ${dollars(rentNow)} a month from January 1, ${Y}${noticed ? `, ${dollars(rentNext)} a month from January 1, ${Y + 1} (notice given ${longDate(addDays(`${Y + 1}-01-01`, -92))})` : ""}. Due on the 1st, paid at the office, by check or by ACH. (The rent schedule on this form is updated with each annual notice.)
3. WHAT THE LOT RENT INCLUDES. The space, common-area upkeep and lighting, the park roads, trash pickup from the park dumpsters, and use of the clubhouse and laundry room. Water and sewer are NOT included: they are billed back monthly with the rent.
4. WATER AND SEWER. Each space has a water submeter read on the last day of the month. The resident pays the water used at the park's rate per 1,000 gallons (${dollars(byYear(WATER_RATE, Y - 2, Y))} in ${Y}) plus a flat sewer charge (${dollars(byYear(SEWER_CHARGE, Y - 2, Y))} a month in ${Y}), billed with the next month's rent. Electricity and propane are in the resident's own name with the utility.
5. LATE FEE. Lot rent not received by the 5th of the month is late; a late fee of $35.00 is charged. A returned check costs $25.00.
6. RENT INCREASES. The Landlord reviews the lot rent once a year, effective January 1, and gives every resident written notice of an increase at least 90 days before it takes effect (A.R.S. 33-1413).
7. PETS. Up to two dogs or cats per home, dogs under 40 pounds at maturity, registered at the office, leashed outside the home, waste picked up at once. No pet rent. Assistance animals as the law requires.
8. SALE OF A HOME. A resident may sell the home in place. The buyer must apply and be approved by the Landlord before the sale closes and sign this agreement to take over the space; the Landlord may require repairs to the home's exterior before a resale.
9. HOMES AND LOTS. Homes are kept in good repair with skirting, working gutters and house numbers. No more than two vehicles per space, parked on the pad. No commercial vehicles over one ton. Sheds up to 10 x 12 with the Landlord's written approval.
10. QUIET AND CONDUCT. Quiet hours 10 p.m. to 7 a.m. Speed limit 10 mph on park roads. No open burning; gas grills only.
11. GUESTS. Guests may stay up to 14 nights in any 60 days without registering; longer stays need the Landlord's approval.
12. ENTRY. The Landlord enters a space (not the home) to read meters and to maintain utilities and common areas.
13. ENDING. A resident may end this agreement with 30 days' written notice. The Landlord may end it only for the reasons and with the notices the Act allows.

Signed August 28, ${Y - 1}: Refugio Banuelos, on-site manager, for the Landlord; Cody Ridenour, Resident.
`,
    },
    {
      filename: "casita-paloma-azul-house-rules.md",
      doc_type: "other",
      title: "Casita Paloma Azul house rules",
      doc_date: `${Y - 1}-11-01`,
      property: "casita",
      body: `# Casita Paloma Azul - House Rules

7134 East Paloma Azul Drive, Scottsdale, AZ 85251. Host: ${C.legal_name} (Teodora Villasenor-Quist). Local emergency contact, as the City of Scottsdale requires: Yesenia Maldonado, reachable 24 hours, on site within one hour.
City of Scottsdale short-term rental license STR-2023-01187. Arizona TPT license 21417850.

1. Check-in 4 p.m., check-out 10 a.m. Self check-in with the keypad code sent the day before.
2. Maximum occupancy: three guests (one bedroom with a queen bed and a sofa sleeper). No parties or events, no gatherings of more than six people, and nothing that would break the City of Scottsdale's nuisance party rules. Quiet hours 10 p.m. to 7 a.m.
3. Minimum stay: two nights; four nights from January through March. Stays of 30 nights or more (winter rentals) are booked directly, by the month.
4. POOL. Private pool, not heated from June through September. No lifeguard; children must be supervised at all times; the pool gate stays closed and latched. No glass in the pool area.
5. No smoking or vaping anywhere on the property. No pets.
6. Parking: two cars in the driveway; no street parking overnight.
7. Trash and recycling go in the City of Scottsdale bins at the side yard; pickup is Tuesday.
8. A cleaning fee of $150.00 is charged per stay (part of the booking total). Lodging taxes are included in the booking total: for stays under 30 nights, the Arizona and Maricopa County transient lodging tax (7.27%) and the City of Scottsdale's taxes (6.75%); for stays of 30 nights or more, the City of Scottsdale's 1.75% only.
9. Damage: report anything broken. Guests are responsible for damage beyond normal wear; VRBO guests under VRBO's damage policy, direct guests from their $500 refundable damage deposit (returned within 7 days after check-out).
10. Winter rentals of 30 nights or more include one mid-stay clean and linen change; the pool service comes weekly.
`,
    },
    {
      filename: "scottsdale-short-term-rental-license-str-2023-01187.md",
      doc_type: "other",
      title: `City of Scottsdale short-term rental license STR-2023-01187 (${Y})`,
      doc_date: `${Y}-01-09`,
      property: "casita",
      body: `# City of Scottsdale - Short-Term Rental License

License number: STR-2023-01187. First issued January 15, 2023. Renewed January 9, ${Y}; expires January 14, ${Y + 1}. Annual fee: $250.00 (paid).
Owner: ${C.legal_name}, ${C.mailing_address}. Property: 7134 East Paloma Azul Drive, Scottsdale, AZ 85251 (one-bedroom casita, maximum three occupants).
Arizona transaction privilege tax license: 21417850, location 001 (state, Maricopa County and City of Scottsdale transient lodging).
Emergency point of contact: Yesenia Maldonado, Casa Limpia Cleaning (24 hours; responds on site within one hour).

Conditions:
1. The license number is shown on every online listing (VRBO property 3318705 and the owner's direct booking page).
2. The owner notified the neighbors within 25 feet of the property of the license and the emergency contact when it was first issued and after each change of contact.
3. The owner keeps liability insurance of at least $500,000 for the rental, or uses a platform that provides it.
4. The owner may not use the property for nonresidential purposes, special events or a nuisance party. Verified violations bring civil penalties ($500, $1,000 and $3,000 for the first, second and third in a year) and may suspend the license.
5. The license is renewed each year before it expires; a change of owner or emergency contact is reported within 10 days.
`,
    },
    {
      filename: "rincon-gate-property-management-agreement.md",
      doc_type: "other",
      title: "Rincon Gate Property Management - property management agreement, 4417 E. Calle Cascabel",
      doc_date: "2019-08-20",
      property: "tucson",
      body: `# Exclusive Property Management Agreement

Owner: ${C.legal_name} (contact: Teodora Villasenor-Quist, Manager). Broker: Rincon Gate Property Management LLC, 6130 East Speedway Junction, Suite 2, Tucson, AZ 85712, a licensed Arizona real estate brokerage (designated broker: Lucinda Orrantia).
Property: 4417 East Calle Cascabel, Tucson, AZ 85711 (single-family house, three bedrooms, two baths).
Term: from September 1, 2019 for one year, renewing automatically from year to year. Either party may end it on 30 days' written notice.

## 1. Services
The Broker markets the property, screens applicants, signs leases on the Owner's behalf on the Broker's Arizona residential lease form, collects rent and deposits, handles maintenance requests 24 hours a day, arranges repairs, inspects the property twice a year and at move-in and move-out, and serves notices under the Arizona Residential Landlord and Tenant Act.

## 2. Fees
- Management fee: 10% of rent collected each month.
- Leasing fee: 50% of the first month's rent of each new lease.
- Lease renewal fee: $150.00 per renewal.
- Late fees and returned-payment fees paid by the tenant are kept by the Broker.
- No fee on vacant months.

## 3. Repairs
The Broker may approve repairs up to $400.00 per item without asking the Owner, and any amount in an emergency threatening health, safety or the property. Larger work needs the Owner's approval, with two bids above $2,500. Repairs are paid from rents and shown on the owner statement.

## 4. Money
Rents are deposited to the Broker's trust account. By the 10th of each month the Broker sends an owner statement for the month before (rent collected, fees, repairs, and the net) and pays the net by ACH to the Owner's account at Piedra Alta Community Bank. The Broker holds the tenant's security deposit in its trust account and accounts for it at move-out within 14 business days (A.R.S. 33-1321).

## 5. Taxes and insurance
The Owner pays the Pima County property tax and keeps a landlord policy with liability of at least $300,000 naming the Broker as additional insured. The City of Tucson does not tax residential rental; the Broker issues Form 1099-MISC for the rents each January.

Signed August 20, 2019: Teodora Villasenor-Quist, Manager, for the Owner; Lucinda Orrantia, Designated Broker.
`,
    },
    {
      filename: `calle-cascabel-residential-lease-${yearOf(leaseStart)}.md`,
      doc_type: "other",
      title: `Residential lease, 4417 E. Calle Cascabel (Ignacio & Wren Castellanos, from ${longDate(leaseStart)})`,
      doc_date: renewed ? `${Y - 1}-12-04` : `${Y - 1}-01-20`,
      property: "tucson",
      body: `# Residential Lease Agreement${renewed ? " (renewal)" : ""}

Landlord: ${C.legal_name}, by its agent Rincon Gate Property Management LLC, 6130 East Speedway Junction, Suite 2, Tucson, AZ 85712. Tenants: Ignacio Castellanos and Wren Castellanos.
Premises: 4417 East Calle Cascabel, Tucson, AZ 85711 (three bedrooms, two baths, carport), with the range, refrigerator, dishwasher, washer and dryer.

1. TERM. ${longDate(leaseStart)} through January 31, ${yearOf(leaseStart) + 1} (12 months).${renewed ? ` This lease renews the lease of February 1, ${Y - 1} (rent $1,625.00).` : ""} A renewal offer is sent at least 60 days before the end of the term; without a renewal or notice the lease continues month to month at the then-current rent plus $100.00.
2. RENT. ${dollars(leaseRent)} a month, due on the 1st, paid through the Landlord's agent's tenant portal. Rent is late after the 3rd; a late fee of $50.00 plus $5.00 a day is charged from the 4th.
3. SECURITY DEPOSIT. $1,625.00, received January 22, ${Y - 1}, held by Rincon Gate Property Management in its trust account. It is refunded within 14 business days after the Tenants move out and return the keys, less itemized deductions (A.R.S. 33-1321). Nonrefundable fees: none.
4. UTILITIES. The Tenants pay electricity, gas, water, sewer and trash in their own names.
5. PETS. One dog (a beagle mix) allowed under the pet addendum; pet rent $25.00 a month included in the rent above.
6. MAINTENANCE. The Tenants keep the yard free of weeds and debris, replace HVAC filters every 60 days (provided by the agent), and report needed repairs through the portal. The Landlord keeps the heat pump (new in July ${Y - 1}), plumbing, electrical and appliances in working order.
7. SMOKING. None inside the house.
8. ENTRY. With two days' notice, or at any time in an emergency (A.R.S. 33-1343).
9. OCCUPANTS. The Tenants and their two children.

Signed: Lucinda Orrantia, Rincon Gate Property Management, for the Landlord; Ignacio Castellanos; Wren Castellanos.
`,
    },
    {
      filename: "casa-grande-promissory-note-and-deed-of-trust-summary.md",
      doc_type: "other",
      title: "Promissory note and deed of trust summary - sale of 1318 N. Ocotillo Bend Drive, Casa Grande (Tomas Irizarry)",
      doc_date: `${Y - 3}-11-14`,
      body: `# Promissory Note (Seller Carryback) and Deed of Trust: Summary

Seller and holder of the note: ${C.legal_name}. Buyer and maker: Tomas Irizarry and Lucinda Irizarry, husband and wife.
Property sold: 1318 North Ocotillo Bend Drive, Casa Grande, AZ 85122 (three-bedroom house on a 7,200 sq ft lot, Pinal County parcel 505-37-1190), the Company's rental from 2018 until the sale.
Closing: November 14, ${Y - 3}, through Casa Grande Valley Title & Escrow, escrow no. 23-08817.

## Price
Sale price ${dollars(SALE_PRICE)}. Down payment in cash at closing ${dollars(DOWN_PAYMENT)}. Balance carried by the Seller on this note: ${dollars(NOTE_PRINCIPAL)}.

## Note terms
1. PRINCIPAL. ${dollars(NOTE_PRINCIPAL)}.
2. INTEREST. Interest on the unpaid principal at the rate of 7.50% per year, fixed.
3. PAYMENTS. ${dollars(notePay)} of principal and interest on the 1st of each month, from January 1, ${Y - 2}, 120 payments in all, amortized over 30 years. Payments are applied first to interest, then to principal.
4. BALLOON. The whole unpaid principal and interest is due with payment 120, on December 1, ${Y + 7}.
5. LATE CHARGE. 5% of a payment not received within 15 days after its due date.
6. PREPAYMENT. Allowed at any time without penalty.
7. DUE ON SALE. The whole balance becomes due if the Buyer sells or transfers the property.
8. TAXES AND INSURANCE. The Buyer pays the Pinal County property tax and keeps the house insured with the Seller named as mortgagee, and sends proof each year.

## Deed of trust
Deed of trust and assignment of rents dated November 14, ${Y - 3}, recorded with the Pinal County Recorder, securing the note with the property. Trustee: Casa Grande Valley Title & Escrow. Beneficiary: ${C.legal_name}. On default the beneficiary may have the trustee sell the property under A.R.S. 33-807 after the notices the law requires.

## Books
The Company books only the interest part of each payment as income (other income); the principal part reduces the note receivable. Balance of the note after the payment of December 1, ${Y - 1}: ${dollars(noteBalance)}. The gain on the sale is reported on the installment method (Form 6252).

Signed at closing by Tomas Irizarry and Lucinda Irizarry; accepted for the Seller by Teodora Villasenor-Quist, Manager.
`,
    },
    {
      filename: "rillito-air-and-heat-hvac-replacement-contract-and-warranty.md",
      doc_type: "other",
      title: "Rillito Air & Heat - HVAC replacement contract and warranty, 4417 E. Calle Cascabel",
      doc_date: `${Y - 1}-07-09`,
      property: "tucson",
      body: `# HVAC Replacement Contract

Contractor: Rillito Air & Heat LLC, 3355 North Flowing Wells Bend, Tucson, AZ 85705, Arizona ROC license 331872 (owner Marco Ybarra).
Owner: ${C.legal_name}. Property: 4417 East Calle Cascabel, Tucson, AZ 85711 (occupied rental; arranged through Rincon Gate Property Management).
Contract date: July 9, ${Y - 1}. Installed July 11, ${Y - 1}; City of Tucson mechanical permit and final inspection passed July 14, ${Y - 1}.

## Background
On July 8, ${Y - 1} the 1998 heat pump's compressor failed (no cooling at 109 degrees). The Contractor found it not worth repairing. Because the price is above the property manager's $400 approval limit, the Owner approved this contract by email the same day.

## Scope
1. Remove and dispose of the old 3-ton heat pump, air handler and refrigerant.
2. Install a new 3-ton, 15.2 SEER2 heat pump condenser on a new pad, a matching variable-speed air handler in the hall closet, a new line set, disconnect and float switch, and a programmable thermostat.
3. Seal the supply and return plenums; start up, charge and test.

## Price and payment
Contract price: ${dollars(HVAC_PRICE)}, including the equipment, labor and haul-away; the permit ($75.00) paid by the Owner. Paid in full on completion, July 11, ${Y - 1}.

## Warranty
- Parts: 10 years from installation on the condenser, air handler and coil, if the equipment is registered with the manufacturer within 60 days (registered July 21, ${Y - 1}).
- Compressor: 10 years.
- Labor: 2 years from installation (through July 11, ${Y + 1}), for any defect in the Contractor's work or a warranted part.
- Not covered: damage from lack of filter changes, power surges or tenant misuse. The Contractor recommends a tune-up twice a year.

Signed: Teodora Villasenor-Quist, Manager, for the Owner; Marco Ybarra, for the Contractor.
`,
    },
    {
      filename: "casita-paloma-azul-str-policy-declarations.md",
      doc_type: "insurance:policy",
      title: `Canyon Wren Mutual short-term rental dwelling policy declarations, Casita Paloma Azul ${policyYear}-${policyYear + 1}`,
      doc_date: `${policyYear}-05-06`,
      property: "casita",
      body: `# Short-Term Rental Dwelling Policy - Declarations

Insurer: Canyon Wren Mutual Insurance Company, Phoenix, Arizona. Agent: Mesquite Bosque Insurance, Mesa.
Named insured: ${C.legal_name}, ${C.mailing_address}.
Policy number: CWM-STR-5520931. Policy period: May 15, ${policyYear} to May 15, ${policyYear + 1}, 12:01 a.m. standard time.
Insured location: 7134 East Paloma Azul Drive, Scottsdale, AZ 85251 (one-story block casita, built 1962, with an in-ground pool; rented to guests for short stays and by the month in winter).

## Coverages
| Coverage | Limit |
|---|---|
| A. Dwelling (replacement cost) | $310,000 |
| B. Other structures (pool, walls, ramada) | $31,000 |
| C. Owner's contents (furnishings for guests) | $30,000 |
| D. Loss of rental income | actual loss, 12 months |
| E. Premises liability | $1,000,000 each occurrence, $2,000,000 aggregate |
| F. Medical payments | $5,000 each person |

## Deductibles
All perils: $2,500 per occurrence. Guest theft of contents: $1,000.

## Premium
Annual premium: ${dollars(casitaPremium)}, paid in full.

## Conditions of note
- Short-term rental endorsement STR-12: coverage applies while the dwelling is rented to guests for stays of any length.
- Pool: the pool must have a self-closing, self-latching gate and a barrier at least 5 feet high (City of Scottsdale pool barrier code); diving boards and slides are excluded.
- Events: bodily injury or damage arising from a party or event of more than 10 people is excluded.
- The insured keeps the City of Scottsdale short-term rental license current.
`,
    },
    {
      filename: "piedra-alta-community-bank-park-loan-8816.md",
      doc_type: "other",
      title: "Piedra Alta Community Bank commercial loan summary, loan ...8816 (Quartzite Wash park)",
      doc_date: `${Y - 5}-06-15`,
      property: "park",
      body: `# Commercial Loan Summary

Borrower: ${C.legal_name}. Lender: Piedra Alta Community Bank, 1840 West Baseline Crossing, Mesa, AZ 85202 (commercial lender: Everett Sandoval-Kirk). Loan number ending 8816.
Closing date: June 15, ${Y - 5}. Purpose: refinance of the purchase loan of Quartzite Wash Manufactured Home Community.

1. PRINCIPAL. ${dollars(LOAN_PRINCIPAL)} (62% of the appraised value of $1,030,000).
2. INTEREST. Fixed at 5.85% per year for the term.
3. PAYMENTS. ${dollars(pay)} of principal and interest on the 1st of each month from August 1, ${Y - 5}, by automatic debit from the Borrower's park account ...4429, based on a 25-year amortization. No escrow: the Borrower pays the Pinal County property tax and the insurance directly and gives the Lender proof each year.
4. MATURITY. A 10-year balloon: the whole unpaid balance is due June 15, ${Y + 5}.
5. LATE CHARGE. 5% of a payment not received within 10 days after its due date.
6. PREPAYMENT. 3% of the amount prepaid in years 1-3, 2% in years 4-5, 1% in years 6-7, none after.
7. SECURITY. A deed of trust and assignment of rents on 2275 South Quartzite Wash Road, Apache Junction, recorded with the Pinal County Recorder.
8. COVENANTS. The Borrower keeps the park insured with the Lender as mortgagee, keeps the water system in compliance with ADEQ, delivers its annual financial statements and Form 1065 by April 30 of each year, and keeps a debt service coverage ratio of at least 1.25 to 1 on the park.
9. GUARANTY. Teodora Villasenor-Quist and Bradley Hatchwell guarantee the loan personally.

Balance after the payment of December 1, ${Y - 1}: ${dollars(loanBalance)}.

The Company books the interest and the principal of each payment apart: the interest as an expense, the principal as a repayment of the loan.
`,
    },
    {
      filename: "ironwood-pratt-cpas-letter-tpt-and-annual-report.md",
      doc_type: "other",
      title: `Ironwood & Pratt CPAs - letter on the casita's TPT and Arizona's annual report rule (${Y - 1})`,
      doc_date: `${Y - 1}-02-24`,
      body: `# Ironwood & Pratt CPAs

4021 East Brown Mountain Road, Suite 300, Mesa, AZ 85205

February 24, ${Y - 1}

Teodora Villasenor-Quist, Manager
${C.legal_name}
${C.mailing_address}

Dear Teodora,

As promised at our meeting, here are our notes on the casita's taxes and on the Company's state filings.

**1. Transaction privilege tax on the Scottsdale casita.** Renting lodging for stays of less than 30 consecutive days is taxable in Arizona as transient lodging. The Company's TPT license 21417850 (location 001, the casita) covers the state (5.5%), Maricopa County (1.77%) and the City of Scottsdale (1.75% privilege tax plus its 5% transient lodging tax): 14.02% in all. A winter guest who stays 30 nights or more is not a transient: no state or county tax is due, but Scottsdale taxes residential rental at 1.75%.
- Your booking totals include the tax: the guest pays the rent, the $150.00 cleaning fee and the tax, and you book the whole amount as rental income. The tax you remit is then deducted as an expense, so the two net out. The taxable amount is the rent and cleaning fee, before VRBO's fee (its fee does not reduce the tax base).
- VRBO pays the tax it collects from guests out to you with the booking; you remit the tax on every stay, VRBO or direct, yourself.
- File the TPT-2 return monthly on AZTaxes.gov by the 20th of the month after the stays (we date each stay by its check-in). A return is filed even for a month with no receipts. Late filing costs 4.5% a month of the tax (up to 25%), plus interest.
- Renew the TPT license each year by January 1 (the state's $12 and Scottsdale's $50 for the location).

**2. No annual report.** Unlike a corporation, an Arizona limited liability company files no annual report with the Arizona Corporation Commission and pays no annual fee. The Company must only keep its statutory agent current and file a statement of change with the Commission when its statutory agent, its manager, or a member holding 20% or more changes. Beware of mailers offering to file an "annual report" for a fee: they are not from the State.

**3. Returns.** We prepare the federal Form 1065 and the Arizona Form 165 (both due March 15; the Arizona return is filed with the federal extension if we extend), and the members' Schedule K-1s. The Casa Grande note's interest is reported as interest income, apart from the rentals; the gain on the sale continues on Form 6252 with each year's principal received.

**4. Forms 1099-NEC.** By January 31: to Refugio Banuelos (on-site manager), Yesenia Maldonado (cleaner), Tonto Ridge Water Operators and Desert Marigold Landscaping. Rincon Gate issues its own 1099-MISC to you.

Please call if any of this is unclear.

Sincerely,
Harriet Pratt, CPA
Ironwood & Pratt CPAs
`,
    },
    {
      filename: "tonto-ridge-water-operator-service-contract.md",
      doc_type: "other",
      title: "Tonto Ridge Water Operators - water system service contract, Quartzite Wash park",
      doc_date: `${Y}-01-02`,
      property: "park",
      body: `# Water System Operation and Service Contract

Operator: Tonto Ridge Water Operators LLC, Apache Junction, AZ (certified operator: Wade Oyelaran, ADEQ Grade 2 distribution and treatment). Owner: ${C.legal_name}, for Quartzite Wash Manufactured Home Community, public water system AZ0411-387 (one well, a 10,000-gallon storage tank, pressure tanks and chlorination, 19 connections).
Term: calendar year ${Y}, renewing yearly. Fee: ${dollars(byYear(OPERATOR_FEE, Y - 2, Y))} a month (${dollars(byYear(OPERATOR_FEE, Y - 2, Y - 1))} in ${Y - 1}).

## Included
- Weekly visits: check the well, pump, pressure and chlorine residuals; keep the operator log.
- Monthly total coliform sample, delivered to the laboratory and reported to ADEQ.
- The annual nitrate sample, taken by December 15 (the laboratory's fee billed to the Owner), and the triennial lead and copper samples when due.
- The Consumer Confidence Report prepared for the Owner to deliver to residents by July 1.
- Emergency response within two hours.

## Not included
Repairs and parts (billed at $95.00 an hour plus parts; over $750 needs the Owner's approval unless the system is out of water), laboratory fees, and ADEQ fees.
`,
    },
  ];
}

/** Loads the Arizona company into an empty service through its API; waits for its documents to be searchable. */
export async function seedMesa(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<MesaKey> = { profile: MESA_COMPANY, properties: MESA_PROPERTIES, files: [], obligations: mesaObligations(today), documents: mesaDocuments(today) };
  await seedFixture(
    send,
    company,
    async (ids) => {
      await enterTransactions(send, mesaTransactions(today), ids, seed);
      // The deposits held are liabilities, not income; the departing tenants' deposit was settled: the part kept for damage becomes income.
      for (const d of mesaDeposits(today)) {
        const deposit = (await expectStatus(await send("/api/v1/deposits", json("POST", { property_id: ids[d.property], tenant: d.tenant, amount: money(d.amount), received_date: d.received_date, notes: d.notes })), [201], `recording the deposit of ${d.tenant}`)) as { id: string };
        if (!d.settle) continue;
        if (d.settle.kept > 0) {
          const settled = (await expectStatus(await send(`/api/v1/deposits/${deposit.id}/settlements`, json("POST", { kind: "kept_for_damages", amount: money(d.settle.kept), settled_date: d.settle.date })), [201], `keeping part of the deposit of ${d.tenant}`)) as { settlements: { kind: string; transaction_id: string | null }[] };
          const kept = settled.settlements.find((s) => s.kind === "kept_for_damages" && s.transaction_id);
          if (!kept) throw new Error(`the deposit of ${d.tenant} made no income transaction`);
          const description = `Security deposit kept for damages - ${d.tenant}: move-out deductions ${dollars(d.settle.kept)} (${d.settle.why}) from the ${dollars(d.amount)} deposit; ${dollars(d.amount - d.settle.kept)} refunded ${longDate(d.settle.date)} by Rincon Gate Property Management`;
          await expectStatus(await send(`/api/v1/transactions/${kept.transaction_id}`, json("PATCH", { description })), [200], `describing the deposit kept from ${d.tenant}`);
        }
        if (d.amount > d.settle.kept) await expectStatus(await send(`/api/v1/deposits/${deposit.id}/settlements`, json("POST", { kind: "returned", amount: money(d.amount - d.settle.kept), settled_date: d.settle.date })), [201], `returning the deposit of ${d.tenant}`);
      }
      // The Tucson house's new heat pump: a 27.5-year asset placed in service when it was installed.
      const Y = yearOf(today);
      const found = (await expectStatus(await send(`/api/v1/transactions?property_id=${ids.tucson}&category=expense:capital_improvement&start_date=${Y - 1}-07-01&end_date=${Y - 1}-07-31&page_size=10`, { method: "GET" }), [200], "finding the HVAC replacement")) as { items: { id: string; description: string }[] };
      const hvac = found.items.find((t) => t.description.includes("HVAC replacement"));
      if (!hvac) throw new Error("the HVAC replacement was not recorded");
      await expectStatus(await send(`/api/v1/transactions/${hvac.id}/asset`, json("PUT", { recovery_period: "27.5", placed_in_service: `${Y - 1}-07-11` })), [200], "setting the HVAC replacement's asset terms");
    },
    180_000,
  );
}
