// A seventh fixture company, unlike the others: a Georgia two-member LLC (member-managed, 55/45 under
// its operating agreement) with four properties of four kinds. A four-bedroom student house near the
// university in Athens leased by the bedroom (four separate leases, each student's rent one transaction
// a month, "Room 2 rent - Anjali Ramaswamy, October 2025 (paid by parent guarantor S. Ramaswamy)", a
// flat utility fee per room billed monthly as revenue, 10-month academic-year leases that leave rooms
// empty in June and July, security deposits held through POST /api/v1/deposits and settled at move-out
// with damage deductions kept as income); a 24-unit self-storage lot in Watkinsville (5x10, 10x10 and
// 10x20 units, each tenant's month one transaction "Unit 14 (10x10) - Name, October 2026", a few $20
// late fees, the lien sale of an abandoned unit's contents, a gate keypad subscription, lighting
// electric and a site manager on a monthly stipend); a resort condo on St. Simons Island in the
// Driftwood Dunes rental pool, whose management company sends a monthly owner statement (the owner's
// share booked as one transaction a month, "Driftwood Dunes rental pool - owner share, July 2026 (58% of
// $11,482.37 gross room revenue)", the resort's housekeeping and work orders as expenses), with
// association dues, a seawall special assessment (capitalized, 15-year) and a furniture package bought
// from the resort; and a Macon duplex let long-term to two households, one on a Housing Choice Voucher
// (the tenant portion and the housing authority's HAP, two transactions a month), on a commercial loan
// (only the interest is booked), with a lawn service and a sewer line replacement (capital improvement
// with its own asset terms, PUT /api/v1/transactions/{id}/asset). Georgia's own paperwork: the annual
// registration with the Secretary of State by April 1, Form 700 with the federal 1065 by March 15, county
// property tax in the fall (Clarke and Glynn by November 15, Oconee and Bibb by December 20), the
// hotel-motel tax collected and remitted by the resort. Every record is entered one by one through the
// API. Every name, number and address is invented.
// Pure and deterministic (seeded); loaded through the API (scripts/eval-chat.ts --set peach).
import { addDays, weekday } from "../../src/domain/dates";
import { amortization, businessDay, daysIn, dollars, type EnteredTransaction, enterTransactions, expectStatus, type FixtureCompany, json, levelPayment, longDate, MON, money, MONTH_NAMES, monthOf, monthsFrom, pad, random, seedFixture, type Send, yearOf } from "./demo-data";

export const PEACH_COMPANY = {
  legal_name: "Red Clay Crossing Properties LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "GA",
  formation_date: "2017-08-22",
  ein: "82-2746158",
  state_filing_number: "17081469",
  registered_agent: { name: "Ridgeline Registered Agents, Inc.", address: "1150 Hardwick Oaks Court, Suite 300, Watkinsville, GA 30677" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 80417, Athens, GA 30608",
  provenance: { source_type: "seed", source_id: "peach" },
};

export type PeachKey = "athens" | "storage" | "condo" | "duplex";

const seed = { source_type: "seed", source_id: "peach" };

export const PEACH_PROPERTIES: { key: PeachKey; input: Record<string, unknown> }[] = [
  {
    key: "athens",
    input: {
      address: "418 Pulaski Heights Lane, Athens, GA 30601",
      acquisition_date: "2018-05-30",
      purchase_price_total: "385000.00",
      land_basis: "92000.00",
      building_basis: "286600.00",
      ffe_basis: "6400.00",
      placed_in_service: "2018-08-01",
      provenance: seed,
      extra_metadata: {
        use: "student rental leased by the bedroom (four separate leases)",
        kind: "four-bedroom, three-bath two-story house (1996), each bedroom furnished with a bed, desk, chair and dresser; shared kitchen, living room and laundry",
        nickname: "the Athens student house",
        rooms: [
          { room: "Room 1", note: "primary suite with private bath" },
          { room: "Room 2", note: "upstairs, shares the hall bath with Room 3" },
          { room: "Room 3", note: "upstairs, shares the hall bath with Room 2" },
          { room: "Room 4", note: "downstairs, bath across the hall" },
        ],
        leases: "12-month (August 1 to July 31) or 10-month academic-year (August 1 to May 31) leases per bedroom; students sign for the next school year in February",
        utility_fee: "flat monthly utility fee per occupied room (electric, water/sewer, trash, internet), billed with the rent",
        security_deposit: "500.00 per bedroom",
        county: "Clarke County (Athens-Clarke County)",
      },
    },
  },
  {
    key: "storage",
    input: {
      address: "1085 Persimmon Ridge Road, Watkinsville, GA 30677",
      acquisition_date: "2020-09-18",
      purchase_price_total: "412000.00",
      land_basis: "148000.00",
      building_basis: "264000.00",
      placed_in_service: "2020-10-01",
      provenance: seed,
      extra_metadata: {
        use: "self-service storage (24 drive-up units)",
        kind: "fenced gravel lot with three metal storage buildings and a keypad gate, open 6 a.m. to 10 p.m.",
        nickname: "Persimmon Ridge Self Storage",
        units: [
          { size: "5x10", units: "Units 1-8", count: 8 },
          { size: "10x10", units: "Units 9-18", count: 10 },
          { size: "10x20", units: "Units 19-24", count: 6 },
        ],
        site_manager: "Loretta Pennycook (independent contractor, monthly stipend)",
        gate: "KeyCove Access keypad gate and tenant app (monthly subscription)",
        county: "Oconee County",
      },
    },
  },
  {
    key: "condo",
    input: {
      address: "600 Sea Oats Promenade, Unit 312, St. Simons Island, GA 31522",
      acquisition_date: "2019-03-14",
      purchase_price_total: "329000.00",
      land_basis: "49000.00",
      building_basis: "265500.00",
      ffe_basis: "14500.00",
      placed_in_service: "2019-04-01",
      provenance: seed,
      extra_metadata: {
        use: "resort rental pool (short-term stays booked by the resort)",
        kind: "one-bedroom, one-bath oceanview condo on the third floor, sleeps four",
        nickname: "the St. Simons condo",
        resort: "Driftwood Dunes Resort & Beach Club",
        rental_manager: "Driftwood Dunes Resort Management LLC (rental pool; monthly owner statement)",
        association: "Driftwood Dunes Condominium Association, Inc. (monthly dues)",
        furniture: "FF&E basis $14,500: the resort's furniture package bought with the unit",
        county: "Glynn County",
      },
    },
  },
  {
    key: "duplex",
    input: {
      address: "1182-1184 Laurelbrook Court, Macon, GA 31204",
      acquisition_date: "2021-04-09",
      purchase_price_total: "186000.00",
      land_basis: "28000.00",
      building_basis: "158000.00",
      placed_in_service: "2021-05-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term residential rental (2 units)",
        kind: "single-story brick duplex (1968), two 2-bedroom, 1-bath units",
        nickname: "the Macon duplex",
        units: [
          { unit: "Unit A (1182)", tenant: "Terrell and Monique Haywood", note: "12-month leases from June 1" },
          { unit: "Unit B (1184)", tenant: "Bernadette Oyelaran", note: "Housing Choice Voucher, Ocmulgee Regional Housing Authority (HAP contract)" },
        ],
        lender: "Fall Line Community Bank, commercial loan ...7730",
        county: "Bibb County (Macon-Bibb County)",
      },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type PeachTransaction = EnteredTransaction<PeachKey>;

/** A value of a table indexed by year, the first entry being `first`. */
const byYear = <T>(table: T[], first: number, year: number): T => table[Math.max(0, Math.min(table.length - 1, year - first))]!;
/** The year of the lease (or contract) running on `date` when leases begin in month `starts`. */
const leaseYear = (date: string, starts: number) => yearOf(date) - (monthOf(date) < starts ? 1 : 0);

const ACCOUNTS: Record<PeachKey | "company", string> = {
  athens: "Piedmont Heritage Bank checking ...3318 (Athens rooms, tenant portal deposits)",
  storage: "Piedmont Heritage Bank checking ...3326 (Persimmon Ridge Self Storage)",
  condo: "Piedmont Heritage Bank checking ...3300 (company operating)",
  duplex: "Fall Line Community Bank checking ...5102 (Macon duplex)",
  company: "Piedmont Heritage Bank checking ...3300 (company operating)",
};
const POOL_ACCOUNT = "Driftwood Dunes Resort Management - monthly owner statement (ACH to Piedmont Heritage Bank ...3300)";
const LOAN_ACCOUNT = "Fall Line Community Bank commercial loan ...7730 (autodebit from ...5102)";

// ---------------------------------------------------------------------------------------------
// The Athens student house: four bedrooms, each on its own lease.

export interface RoomLease {
  tenant: string;
  /** Monthly rent in dollars. */
  rent: number;
  /** 12: August 1 to July 31; 10: August 1 to May 31 (the room is empty in June and July). */
  months: 10 | 12;
  /** The parent guarantor who pays the rent, when one does: "S. Ramaswamy". */
  payer?: string;
  /** The guarantor's full name, for the lease. */
  guarantor: string;
}

/** The leases of Rooms 1-4 by lease year (August 1 to July 31), the first beginning August 1 three years before `today`'s year. */
const ROSTER: RoomLease[][] = [
  [
    { tenant: "Marcus Whitfield-Ayers", rent: 795, months: 12, guarantor: "Leonard Whitfield-Ayers" },
    { tenant: "Hannah Ostrowski", rent: 695, months: 10, guarantor: "Gail Ostrowski" },
    { tenant: "Devin Achterberg", rent: 675, months: 12, guarantor: "Roy Achterberg" },
    { tenant: "Lucia Benavides", rent: 675, months: 10, guarantor: "Marta Benavides" },
  ],
  [
    { tenant: "Marcus Whitfield-Ayers", rent: 825, months: 12, guarantor: "Leonard Whitfield-Ayers" },
    { tenant: "Anjali Ramaswamy", rent: 725, months: 12, payer: "S. Ramaswamy", guarantor: "Sunil Ramaswamy" },
    { tenant: "Tyler Brandvold", rent: 700, months: 10, guarantor: "Kirsten Brandvold" },
    { tenant: "Lucia Benavides", rent: 700, months: 10, guarantor: "Marta Benavides" },
  ],
  [
    { tenant: "Keondre Maddox", rent: 850, months: 12, guarantor: "Felicia Maddox" },
    { tenant: "Anjali Ramaswamy", rent: 750, months: 12, payer: "S. Ramaswamy", guarantor: "Sunil Ramaswamy" },
    { tenant: "Sofia Castellano-Reyes", rent: 725, months: 10, guarantor: "Ramon Castellano" },
    { tenant: "Wes Pemberton", rent: 725, months: 10, payer: "D. Pemberton", guarantor: "Dana Pemberton" },
  ],
  [
    { tenant: "Keondre Maddox", rent: 875, months: 12, guarantor: "Felicia Maddox" },
    { tenant: "Mei-Lin Harrowgate", rent: 775, months: 12, guarantor: "Arthur Harrowgate" },
    { tenant: "Sofia Castellano-Reyes", rent: 750, months: 12, guarantor: "Ramon Castellano" },
    { tenant: "Jalen Okonjo", rent: 750, months: 10, payer: "T. Okonjo", guarantor: "Theresa Okonjo" },
  ],
];
/** The flat monthly utility fee per occupied room in dollars, by the same lease years. */
const UTILITY_FEE = [85, 85, 95, 95];
export const ROOM_DEPOSIT = 50000;
export const STUDENT_LATE_FEE = 5000;

/** The lease of a room (1-4) in force on a date, or null when the room is empty (summer after a 10-month lease). */
export function roomLease(today: string, room: number, date: string): (RoomLease & { fee: number; ly: number }) | null {
  const ly = leaseYear(date, 8);
  const row = ROSTER[ly - (yearOf(today) - 3)];
  const lease = row?.[room - 1];
  if (!lease) return null;
  if (lease.months === 10 && (monthOf(date) === 6 || monthOf(date) === 7)) return null;
  return { ...lease, fee: byYear(UTILITY_FEE, yearOf(today) - 3, ly) * 100, ly };
}

/** Each student's stay in a room (consecutive lease years of one tenant): deposit received at the first February signing, move-out at the end of the last lease. */
export function studentStints(today: string): { room: number; tenant: string; firstYear: number; lastYear: number; received: string; moveOut: string }[] {
  const first = yearOf(today) - 3;
  const out: { room: number; tenant: string; firstYear: number; lastYear: number; received: string; moveOut: string }[] = [];
  for (let room = 1; room <= 4; room++) {
    let k = 0;
    while (k < ROSTER.length) {
      const tenant = ROSTER[k]![room - 1]!.tenant;
      let j = k;
      while (j + 1 < ROSTER.length && ROSTER[j + 1]![room - 1]!.tenant === tenant) j++;
      const last = ROSTER[j]![room - 1]!;
      out.push({ room, tenant, firstYear: first + k, lastYear: first + j, received: `${first + k}-02-${pad(8 + room)}`, moveOut: last.months === 10 ? `${first + j + 1}-05-31` : `${first + j + 1}-07-31` });
      k = j + 1;
    }
  }
  return out;
}

/** What was kept from each departing student's $500 deposit, and why (move-out inspection). */
const DEDUCTIONS: Record<string, [number, string]> = {
  "Hannah Ostrowski": [13500, "carpet shampoo for a coffee stain and two nail-hole wall patches"],
  "Devin Achterberg": [0, ""],
  "Marcus Whitfield-Ayers": [24000, "two broken blinds replaced, closet door rehung on its track, marker on the wall painted over"],
  "Tyler Brandvold": [18500, "trash and a futon left in the room hauled off, and a deep clean"],
  "Lucia Benavides": [0, ""],
  "Anjali Ramaswamy": [31000, "desk drawer and two bed slats replaced, and the lost key fob replaced with the front lock rekeyed"],
  "Wes Pemberton": [9500, "lost front-door key: lock rekeyed and four keys cut"],
};

// ---------------------------------------------------------------------------------------------
// Persimmon Ridge Self Storage: 24 units.

export type UnitSize = "5x10" | "10x10" | "10x20";
export const unitSize = (unit: number): UnitSize => (unit <= 8 ? "5x10" : unit <= 18 ? "10x10" : "10x20");
/** Monthly rent in dollars by size and calendar year, from two years before `today`'s year (the rates change on January 1, after 30 days' notice). */
const STORAGE_RATES: Record<UnitSize, number[]> = { "5x10": [55, 59, 62], "10x10": [89, 95, 99], "10x20": [149, 159, 169] };
export const storageRate = (today: string, unit: number, year: number) => byYear(STORAGE_RATES[unitSize(unit)], yearOf(today) - 2, year) * 100;
export const STORAGE_LATE_FEE = 2000;
export const STORAGE_ADMIN_FEE = 2500;

export interface StorageTenancy {
  unit: number;
  tenant: string;
  /** Index of the first month paid (0: January two years before `today`'s year; 0 also when the tenant was there before). */
  start: number;
  /** Index of the first month not paid (exclusive). */
  end: number;
  /** Stopped paying and stayed in default (lien). */
  defaulted?: boolean;
}

const STORAGE_FIRST = ["Colby", "Rhonda", "Darius", "Ainsley", "Tobias", "Marisela", "Hollis", "Renata", "Duane", "Kenzie", "Anders", "Latrice", "Beau", "Imogen", "Cortez", "Delia", "Fletcher", "Yasmin", "Wendell", "Priya", "Garrison", "Shonda", "Emmett", "Noor", "Royce", "Tallulah", "Jerome", "Callie", "Osman", "Brynn"];
const STORAGE_LAST = ["Herrera", "Vandiver", "McCrary", "Oduya", "Pettigrew", "Saxby", "Lindahl", "Boudreaux", "Quarles", "Tillery", "Nakashima", "Gaddy", "Ferrante", "Whitmire", "Okafor", "Strother", "Kowalczyk", "Abernethy", "Rountree", "Castaneda", "Haskins", "Yarbrough", "Delacroix", "Mabry", "Szabo", "Dunaway", "Ellerbe", "Pruitt", "Hayslip", "Kincannon"];

/** Every tenancy of the 24 units over the three calendar years (36 months), the same for every `today` of a year. */
export function storageTenancies(today: string, seedValue = 20261129): StorageTenancy[] {
  const rand = random(seedValue);
  const used = new Set<string>(["Shay Dunwoody", "Rodney Klemperer"]);
  const name = () => {
    for (;;) {
      const n = `${STORAGE_FIRST[Math.floor(rand() * STORAGE_FIRST.length)]!} ${STORAGE_LAST[Math.floor(rand() * STORAGE_LAST.length)]!}`;
      if (!used.has(n)) {
        used.add(n);
        return n;
      }
    }
  };
  const out: StorageTenancy[] = [];
  for (let unit = 1; unit <= 24; unit++) {
    if (unit === 19) {
      // Shay Dunwoody, since May three years back, paid through September of this year and nothing since.
      out.push({ unit, tenant: "Shay Dunwoody", start: 0, end: 24 + 9, defaulted: true });
      continue;
    }
    if (unit === 21) {
      // Rodney Klemperer paid through March of last year, then abandoned the unit: lien sale in July; re-let from September.
      out.push({ unit, tenant: "Rodney Klemperer", start: 0, end: 12 + 3, defaulted: true });
      out.push({ unit, tenant: name(), start: 12 + 8, end: 36 });
      continue;
    }
    let idx = 0;
    let occupied = rand() < 0.88;
    while (idx < 36) {
      if (occupied) {
        const len = 4 + Math.floor(rand() * 28);
        out.push({ unit, tenant: name(), start: idx, end: Math.min(36, idx + len) });
        idx += len;
      } else idx += 1 + Math.floor(rand() * 3);
      occupied = !occupied;
    }
  }
  return out;
}

/** "Unit 14 (10x10)" */
export const unitLabel = (unit: number) => `Unit ${unit} (${unitSize(unit)})`;
/** The lien sale of Unit 21's contents (last year, July 17), in cents. */
export const LIEN_SALE_PROCEEDS = 61500;
/** The site manager's monthly stipend in cents, by calendar year from two years before `today`'s year. */
const STIPEND = [40000, 45000, 45000];
export const storageStipend = (today: string, year: number) => byYear(STIPEND, yearOf(today) - 2, year);

// ---------------------------------------------------------------------------------------------
// The St. Simons condo in the Driftwood Dunes rental pool.

/** The owner's share of the unit's gross room revenue under the rental pool agreement. */
export const OWNER_SHARE = 0.58;
/** Gross room revenue of the unit in an average year, by month, in dollars (before growth and variation). */
const GROSS_BASE: Record<number, number> = { 1: 2600, 2: 3300, 3: 5200, 4: 6400, 5: 7400, 6: 9800, 7: 11200, 8: 7600, 9: 5100, 10: 5600, 11: 3700, 12: 3200 };
/** The resort's housekeeping charge per departure clean, in cents, by the calendar year of the rental month (from two years before `today`'s year). */
const CLEAN_FEE = [10500, 11000, 11500];
export const SEAWALL_INSTALLMENT = 424995;

/** The unit's gross room revenue (excluding taxes) in cents of every month from December three years back through December of this year. */
export function condoGross(today: string, seedValue = 20261130): Map<string, number> {
  const rand = random(seedValue);
  const Y = yearOf(today);
  const out = new Map<string, number>();
  for (let y = Y - 3; y <= Y; y++) {
    for (let m = y === Y - 3 ? 12 : 1; m <= 12; m++) {
      const base = GROSS_BASE[m]! * 100 * 1.04 ** (y - (Y - 2));
      out.set(`${y}-${pad(m)}`, Math.round(base * (0.88 + rand() * 0.24)));
    }
  }
  return out;
}
const POOL_REPAIRS: [string, number][] = [
  ["AC condensate line cleared and float switch reset", 14500],
  ["garbage disposal replaced", 21800],
  ["balcony slider rollers and lock replaced", 26500],
  ["shower cartridge replaced (dripping)", 16200],
  ["smoke detector and two lamp switches replaced", 9800],
  ["refrigerator water line and filter replaced", 12400],
];

// ---------------------------------------------------------------------------------------------
// The Macon duplex.

/** Unit A's rent in dollars by lease year from June 1 three years before `today`'s year. */
const UNIT_A_RENT = [950, 985, 1020, 1050];
export const unitARent = (today: string, date: string) => byYear(UNIT_A_RENT, yearOf(today) - 3, leaseYear(date, 6)) * 100;
/** Unit B under the HAP contract: contract rent and the tenant's portion in dollars by recertification year from March 1 three years before `today`'s year. */
const UNIT_B = { contract: [1040, 1075, 1110, 1140], tenant: [362, 318, 344, 371] };
export function unitBRent(today: string, date: string): { contract: number; tenant: number; hap: number } {
  const y = leaseYear(date, 3);
  const contract = byYear(UNIT_B.contract, yearOf(today) - 3, y) * 100;
  const tenant = byYear(UNIT_B.tenant, yearOf(today) - 3, y) * 100;
  return { contract, tenant, hap: contract - tenant };
}
export const UNIT_A_LATE_FEE = 6500;
/** The sewer line: the contract price and the change order for 12 more feet. */
export const SEWER_CONTRACT = 748500;
export const SEWER_CHANGE_ORDER = 54000;

// The duplex loan: Fall Line Community Bank, a commercial loan closed October 14 four years before `today`'s year.
export const LOAN_PRINCIPAL = 13200000;
export const LOAN_RATE = 0.0725;
export const LOAN_MONTHS = 240;
export const loanPayment = (): number => levelPayment(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS);
/** Interest, principal and balance after each monthly payment (the 1st), by "YYYY-MM", from December four years back through next year. */
export const loanSchedule = (today: string) => amortization(LOAN_PRINCIPAL, LOAN_RATE, LOAN_MONTHS, (yearOf(today) - 4) * 12 + 11, (yearOf(today) + 1) * 12 + 11);

// Premiums and taxes in cents by calendar year from two years before `today`'s year.
const ATHENS_PREMIUM = [214500, 232000, 248000];
const STORAGE_PREMIUM = [238000, 251000, 269500];
/** The condo's HO-6 premium of the policy year beginning January 1 of the year after. */
const CONDO_PREMIUM = [126500, 139000, 151000];
const DUPLEX_PREMIUM = [168500, 179000, 191500];
const UMBRELLA_PREMIUM = [61500, 64500, 68000];
const CLARKE_TAX = [381245, 402918, 421664];
const OCONEE_TAX = [268830, 281415, 294270];
const GLYNN_TAX = [412760, 436105, 455390];
const BIBB_TAX = [224318, 238944, 251077];

const ATHENS_ELECTRIC: Record<number, number> = { 1: 24500, 2: 21000, 3: 16500, 4: 13800, 5: 15500, 6: 12800, 7: 14900, 8: 26500, 9: 22000, 10: 15200, 11: 16800, 12: 22900 };
const ATHENS_REPAIRS: [string, number][] = [
  ["Oconee Street Plumbing - hall bath toilet flapper and fill valve replaced, 418 Pulaski Heights", 16500],
  ["Oconee Street Plumbing - kitchen sink drain cleared (grease), 418 Pulaski Heights", 19500],
  ["Loop 10 Appliance Repair - dryer belt and idler pulley replaced, 418 Pulaski Heights", 18800],
  ["Loop 10 Appliance Repair - dishwasher pump replaced, 418 Pulaski Heights", 31500],
  ["Classic Air Heating & Cooling - AC capacitor replaced, 418 Pulaski Heights", 24500],
  ["Hawthorne Handyman Co. - Room 3 door lock and closet shelf, 418 Pulaski Heights", 12500],
  ["Hawthorne Handyman Co. - porch railing spindles and gutter downspout reattached, 418 Pulaski Heights", 22000],
];
const STORAGE_REPAIRS: [string, number][] = [
  ["Tri-County Door Service - roll-up door spring and cable replaced", 28500],
  ["Tri-County Door Service - roll-up door latch and slide bolt replaced", 11500],
  ["KeyCove Access - gate keypad battery backup replaced", 14000],
  ["Hardigree Electric Service - two LED wall packs replaced, building C", 33500],
];

/** Every transaction of the company from January two years back through `today`. */
export function peachTransactions(today: string, seedValue = 20261128): PeachTransaction[] {
  const rand = random(seedValue);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const months = monthsFrom(today, 2);
  const Y = yearOf(today);
  const out: PeachTransaction[] = [];
  const loan = loanSchedule(today);
  const pay = loanPayment();
  const tenancies = storageTenancies(today);
  const gross = condoGross(today);

  for (const { y, m } of months) {
    const ym = `${y}-${pad(m)}`;
    const date = (day: number) => `${ym}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const add = (property: PeachKey | null, day: number, cents: number, category: string, description: string, account?: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: account ?? ACCOUNTS[property ?? "company"] });
    const first = `${ym}-01`;
    const index = (y - (Y - 2)) * 12 + (m - 1);

    // --- The Athens student house: each room's rent and utility fee, one transaction each.
    for (let room = 1; room <= 4; room++) {
      const lease = roomLease(today, room, first);
      if (!lease) continue;
      const late = rand() < 0.06;
      const day = late ? 6 + Math.floor(rand() * 5) : 1 + Math.floor(rand() * 4);
      const paidBy = lease.payer ? ` (paid by parent guarantor ${lease.payer})` : "";
      add("athens", day, lease.rent * 100, "revenue:long_term_rental", `Room ${room} rent - ${lease.tenant}, ${label}${paidBy}`);
      add("athens", day, lease.fee, "revenue:utility_reimbursements", `Utility flat fee - Room ${room} (${lease.tenant}), ${label}: electric, water/sewer, trash and internet at ${dollars(lease.fee)} per room${paidBy}`);
      if (late) add("athens", day, STUDENT_LATE_FEE, "revenue:late_fees", `Late fee - Room ${room} (${lease.tenant}), ${MONTH_NAMES[m - 1]} rent received ${MON[m - 1]} ${day} ($50 after the 5th)`);
    }
    add("athens", 14, vary(ATHENS_ELECTRIC[m]!, 0.16), "expense:utilities:electricity", `Piedmont Ridge Electric - 418 Pulaski Heights Lane, ${label}`);
    add("athens", 19, vary(m === 6 || m === 7 ? 7400 : 11800, 0.2), "expense:utilities:water", `Classic City Water & Sewer - water and sewer, 418 Pulaski Heights Lane, ${label}`);
    add("athens", 9, y >= Y ? 9499 : 8999, "expense:utilities:internet", `RedFern Fiber - 1 Gig internet and mesh Wi-Fi, 418 Pulaski Heights Lane, ${label}`);
    add("athens", 3, 3800, "expense:utilities:trash", `Piedmont Roll-Off & Trash - weekly cart service, 418 Pulaski Heights Lane, ${label}`);
    if (m >= 4 && m <= 10) add("athens", 27, 2 * 5500, "expense:maintenance:landscaping", `Broad River Lawn Co. - 2 mowings at $55, 418 Pulaski Heights Lane, ${label}`);
    if (m % 3 === 1) add("athens", 16, 9500, "expense:maintenance:pest_control", "Sandy Creek Pest Control - quarterly interior and exterior treatment, 418 Pulaski Heights Lane");
    if (m === 8) {
      // Turn day: the rooms with a new student and the common areas are cleaned before move-in.
      const fresh = [1, 2, 3, 4].filter((room) => {
        const now = roomLease(today, room, first);
        const before = ROSTER[leaseYear(first, 8) - (Y - 3) - 1]?.[room - 1];
        return now && (!before || before.tenant !== now.tenant);
      });
      add("athens", 1, fresh.length * 16500 + 18000, "expense:maintenance:cleaning", `Broad Leaf Cleaning Co. - turn-day clean of ${fresh.length} bedroom${fresh.length === 1 ? "" : "s"} (${fresh.map((r) => `Room ${r}`).join(", ")}) at $165 and the common areas $180, 418 Pulaski Heights Lane`);
    }
    if (m === 1) add("athens", 12, 14900, "expense:advertising", `OffCampus Nest - featured listing for the ${y}-${y + 1} school year, 418 Pulaski Heights Lane (4 bedrooms)`);
    if (m === 7) add("athens", 22, byYear(ATHENS_PREMIUM, Y - 2, y), "expense:insurance", "Broad River Mutual Insurance - landlord policy renewal (August 1), 418 Pulaski Heights Lane (rented by the room)");
    if (m === 11) add("athens", 12, byYear(CLARKE_TAX, Y - 2, y), "expense:property_tax", `Athens-Clarke County Tax Commissioner - ${y} property tax, 418 Pulaski Heights Lane`);
    if (rand() < 0.22) {
      const [what, cents] = ATHENS_REPAIRS[Math.floor(rand() * ATHENS_REPAIRS.length)]!;
      add("athens", 5 + Math.floor(rand() * 20), vary(cents, 0.2), "expense:maintenance:repairs", what);
    }
    if (ym === `${Y - 1}-07`) add("athens", 24, 119600, "expense:furnishings", "Sleep Haven Outlet - four twin XL mattresses and protectors, 418 Pulaski Heights Lane (all four bedrooms)");
    if (ym === `${Y - 2}-08`) add("athens", 6, 42000, "expense:maintenance:repairs", "Hawthorne Handyman Co. - interior paint touch-up, Rooms 2 and 3 and the hall, 418 Pulaski Heights Lane");

    // --- Persimmon Ridge Self Storage: each tenant's month, late fees, new rentals, the lien sale.
    for (const t of tenancies) {
      if (index < t.start || index >= t.end) continue;
      const late = rand() < 0.02;
      const day = late ? 8 + Math.floor(rand() * 7) : 1 + Math.floor(rand() * 5);
      add("storage", day, storageRate(today, t.unit, y), "revenue:long_term_rental", `${unitLabel(t.unit)} - ${t.tenant}, ${label}`);
      if (late) add("storage", day, STORAGE_LATE_FEE, "revenue:late_fees", `Late fee - ${unitLabel(t.unit)}, ${t.tenant}, ${MONTH_NAMES[m - 1]} rent paid ${MON[m - 1]} ${day} ($20 after the 5th)`);
      if (index === t.start && t.start > 0) add("storage", day, STORAGE_ADMIN_FEE, "revenue:other", `Admin fee - new rental, ${unitLabel(t.unit)}, ${t.tenant} (move-in ${MON[m - 1]} ${day}, ${y})`);
    }
    if (ym === `${Y - 1}-07`) {
      add("storage", 17, LIEN_SALE_PROCEEDS, "revenue:other", `Lien sale - contents of Unit 21 (10x20), abandoned by Rodney Klemperer (rent unpaid since April 1): sold to the high bidder on BidLocker Auctions, July 17; proceeds ${dollars(LIEN_SALE_PROCEEDS)} applied to the $771.00 owed, no surplus`);
      add("storage", 10, 3500, "expense:advertising", "BidLocker Auctions - online lien sale listing, Unit 21 contents");
      add("storage", 22, 18500, "expense:maintenance:cleaning", "Barber Creek Hauling - Unit 21 cleanout after the lien sale (items the buyer left) and dump fee");
    }
    if (ym === `${Y - 1}-06`) add("storage", 5, 1285, "expense:other", "USPS - certified mail, return receipt: notice of lien sale to Rodney Klemperer, Unit 21");
    add("storage", daysIn(y, m), storageStipend(today, y), "expense:property_management", `Site manager stipend - Loretta Pennycook, Persimmon Ridge Self Storage, ${label} (gate checks, move-ins, late notices)`);
    add("storage", 4, y >= Y ? 8900 : 7900, "expense:software_subscriptions", `KeyCove Access - gate keypad cloud subscription and tenant app, Persimmon Ridge Self Storage, ${label}`);
    add("storage", 18, vary(m >= 11 || m <= 2 ? 9600 : 6400, 0.15), "expense:utilities:electricity", `Hardigree Mill EMC - security lighting and gate power, 1085 Persimmon Ridge Road, ${label}`);
    if (m >= 4 && m <= 10) add("storage", 26, 7000, "expense:maintenance:landscaping", `Broad River Lawn Co. - fence line mowing and weed spray, Persimmon Ridge Self Storage, ${label}`);
    if (m % 3 === 2) add("storage", 11, 6500, "expense:maintenance:pest_control", "Sandy Creek Pest Control - quarterly perimeter rodent bait stations, Persimmon Ridge Self Storage");
    if (rand() < 0.13) {
      const [what, cents] = STORAGE_REPAIRS[Math.floor(rand() * STORAGE_REPAIRS.length)]!;
      add("storage", 6 + Math.floor(rand() * 20), vary(cents, 0.15), "expense:maintenance:repairs", `${what}, Persimmon Ridge Self Storage`);
    }
    if (ym === `${Y - 1}-04`) add("storage", 15, 115000, "expense:maintenance:repairs", "Barber Creek Grading - gravel drive regraded and two loads of crusher run spread, Persimmon Ridge Self Storage");
    if (m === 12) add("storage", 10, byYear(STORAGE_PREMIUM, Y - 2, y), "expense:insurance", "Hog Mountain Commercial Insurance - self-storage property and general liability policy renewal (December 15), Persimmon Ridge Self Storage");
    if (m === 12) add("storage", 16, byYear(OCONEE_TAX, Y - 2, y), "expense:property_tax", `Oconee County Tax Commissioner - ${y} property tax, 1085 Persimmon Ridge Road`);

    // --- The St. Simons condo: the owner statement of the month before (paid the 15th), dues, tax and insurance.
    const prevYm = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
    const prevLabel = `${MONTH_NAMES[monthOf(`${prevYm}-01`) - 1]} ${yearOf(`${prevYm}-01`)}`;
    const g = gross.get(prevYm);
    if (g) {
      const share = Math.round(g * OWNER_SHARE);
      add("condo", 15, share, "revenue:rental_income", `Driftwood Dunes rental pool - owner share, ${prevLabel} (58% of ${dollars(g)} gross room revenue)`, POOL_ACCOUNT);
      const cleans = Math.max(2, Math.round(g / 64000));
      const fee = byYear(CLEAN_FEE, Y - 2, yearOf(`${prevYm}-01`));
      add("condo", 15, cleans * fee, "expense:maintenance:cleaning", `Driftwood Dunes owner statement, ${prevLabel} - housekeeping: ${cleans} departure cleans at ${dollars(fee)} (deducted from the owner share)`, POOL_ACCOUNT);
      if (rand() < 0.3) {
        const [what, cents] = POOL_REPAIRS[Math.floor(rand() * POOL_REPAIRS.length)]!;
        add("condo", 15, vary(cents, 0.2), "expense:maintenance:repairs", `Driftwood Dunes owner statement, ${prevLabel} - maintenance work order: ${what}, Unit 312 (deducted from the owner share)`, POOL_ACCOUNT);
      }
    }
    add("condo", 1, byYear([61200, 64800, 68400], Y - 2, y), "expense:hoa_fees", `Driftwood Dunes Condominium Association - monthly dues, Unit 312, ${label}`);
    if (ym === `${Y - 1}-09`) add("condo", 1, SEAWALL_INSTALLMENT, "expense:capital_improvement", "Driftwood Dunes Condominium Association - seawall replacement special assessment, Unit 312 share (0.5862%), first of two installments");
    if (ym === `${Y}-03`) add("condo", 1, SEAWALL_INSTALLMENT, "expense:capital_improvement", "Driftwood Dunes Condominium Association - seawall replacement special assessment, Unit 312 share (0.5862%), second of two installments");
    if (ym === `${Y - 1}-01`) add("condo", 20, 964000, "expense:furniture_equipment", "Driftwood Dunes Resort Management - required Coastal Sand furniture package for Unit 312 (sofa sleeper, king bed and nightstands, dining set, lamps, art), delivered and installed");
    if (m === 11) add("condo", 9, byYear(GLYNN_TAX, Y - 2, y), "expense:property_tax", `Glynn County Tax Commissioner - ${y} property tax, 600 Sea Oats Promenade Unit 312`);
    if (m === 12) add("condo", 18, byYear(CONDO_PREMIUM, Y - 2, y), "expense:insurance", `Live Oak Coastal Insurance - HO-6 condo unit owner policy with rental endorsement, renewal January 1, ${y + 1}, Unit 312`);
    if (m === 10) add(null, 21, vary(31000, 0.1), "expense:travel", "Mileage - Garrett Lindqvist, Macon to St. Simons Island and back (Driftwood Dunes annual owners' meeting and unit inspection), at the IRS standard rate");

    // --- The Macon duplex: Unit A's rent; Unit B's tenant portion and the housing authority's HAP.
    const aLate = rand() < 0.07;
    const aDay = aLate ? 6 + Math.floor(rand() * 6) : 1 + Math.floor(rand() * 3);
    add("duplex", aDay, unitARent(today, first), "revenue:long_term_rental", `Unit A (1182) rent - Terrell and Monique Haywood, ${label}`);
    if (aLate) add("duplex", aDay, UNIT_A_LATE_FEE, "revenue:late_fees", `Late fee - Haywood, Unit A, ${MONTH_NAMES[m - 1]} rent received ${MON[m - 1]} ${aDay} ($65 after the 5th)`);
    const b = unitBRent(today, first);
    add("duplex", 1 + Math.floor(rand() * 4), b.tenant, "revenue:long_term_rental", `Unit B (1184) tenant portion - Bernadette Oyelaran, ${label} (voucher: contract rent ${dollars(b.contract)}, tenant pays ${dollars(b.tenant)})`);
    add("duplex", 2 + Math.floor(rand() * 3), b.hap, "revenue:long_term_rental", `Ocmulgee Regional Housing Authority - housing assistance payment (HAP), Unit B (1184) Bernadette Oyelaran, ${label}`);
    add("duplex", 25, m >= 3 && m <= 10 ? 13000 : 6500, "expense:maintenance:landscaping", `Red Oak Lawn & Edge - ${m >= 3 && m <= 10 ? "2 visits" : "1 visit"} at $65, 1182-1184 Laurelbrook Court, ${label}`);
    if (m % 3 === 0) add("duplex", 13, 11000, "expense:maintenance:pest_control", "Sandy Creek Pest Control - quarterly treatment, both units, 1182-1184 Laurelbrook Court");
    const l = loan.get(ym);
    if (l) add("duplex", 1, l.interest, "expense:mortgage_interest", `Fall Line Community Bank - commercial loan ...7730 interest, payment of ${MON[m - 1]} 1, ${y} (P&I ${dollars(pay)}; the principal part reduces the loan, balance after ${dollars(l.balance)})`, LOAN_ACCOUNT);
    if (m === 5) add("duplex", 20, byYear(DUPLEX_PREMIUM, Y - 2, y), "expense:insurance", "Broad River Mutual Insurance - landlord dwelling policy DP-3 renewal (June 1), 1182-1184 Laurelbrook Court");
    if (m === 12) add("duplex", 15, byYear(BIBB_TAX, Y - 2, y), "expense:property_tax", `Macon-Bibb County Tax Commissioner - ${y} property tax, 1182-1184 Laurelbrook Court`);
    if (m === 1) add("duplex", 9, 16500, "expense:maintenance:repairs", "Middle Georgia Handyman - Unit B smoke alarm, GFCI outlet and window lock fixed before the housing authority's annual inspection");
    if (ym === `${Y - 1}-07`) add("duplex", 8, 38500, "expense:maintenance:repairs", "Ocmulgee Rooter & Excavation - sewer backup in Unit A: main line snaked and camera inspection (roots and a collapsed clay section found)");
    if (ym === `${Y - 1}-09`) {
      add("duplex", 3, 15000, "expense:licenses_permits", "Macon-Bibb County Inspections - plumbing permit, sewer lateral replacement, 1182-1184 Laurelbrook Court");
      add("duplex", 19, SEWER_CONTRACT + SEWER_CHANGE_ORDER, "expense:capital_improvement", `Ocmulgee Rooter & Excavation - sewer line replacement, 1182-1184 Laurelbrook Court: 78 feet of clay lateral replaced with 4" PVC to the city tap, cleanout added (contract ${dollars(SEWER_CONTRACT)} plus change order ${dollars(SEWER_CHANGE_ORDER)} for 12 more feet)`);
    }
    if (ym === `${Y - 2}-06`) add("duplex", 12, 48500, "expense:maintenance:repairs", "Middle Georgia Handyman - Unit A kitchen faucet, bath vanity top and bedroom door replaced at lease renewal");

    // --- The company itself.
    add(null, 28, 1200, "expense:bank_fees", `Piedmont Heritage Bank - business account analysis fee, ${label}`);
    if (m === 1) add(null, 24, 4200 + 600 * Math.floor(rand() * 3), "expense:legal_professional", `TaxTrack 1099 - ${y - 1} Forms 1099-NEC e-filed and mailed (storage site manager, lawn services, cleaners, pest control, plumbers)`);
    if (m === 1) add(null, 8, byYear([32900, 32900, 35900], Y - 2, y), "expense:software_subscriptions", "Tallyhouse accounting software - annual plan");
    if (m === 3) add(null, 10, byYear([285000, 297500, 315000], Y - 2, y), "expense:legal_professional", `Hargrove & Teasley CPAs - ${y - 1} Form 1065, Georgia Form 700 and Schedule K-1s for the two members`);
    if (m === 2) add(null, 18, 5000, "expense:licenses_permits", `Georgia Secretary of State - ${y} annual registration, control number 17081469`);
    if (m === 9) add(null, 5, 12500, "expense:legal_professional", "Ridgeline Registered Agents - annual registered agent service");
    if (m === 8) add(null, 25, byYear(UMBRELLA_PREMIUM, Y - 2, y), "expense:insurance", "Broad River Mutual Insurance - commercial umbrella policy renewal (September 1), $1,000,000 over all four properties");
    if (m === 6 && rand() < 0.8) add(null, 17, vary(14500, 0.3), "expense:travel", "Mileage - Delphine Okafor-Reese, Athens to Macon (duplex walk-through) and Watkinsville, at the IRS standard rate");
  }
  return out.filter((t) => t.date <= today && t.cents > 0);
}

export interface PeachDeposit {
  property: PeachKey;
  tenant: string;
  amount: number;
  received_date: string;
  notes: string;
  /** At move-out: what was kept for damage (income), and why; the rest returned on the same date. */
  settle?: { date: string; kept: number; why: string };
}

/** The deposits: each student's $500 (settled at move-out when a month has passed), the duplex tenants'. */
export function peachDeposits(today: string): PeachDeposit[] {
  const Y = yearOf(today);
  const out: PeachDeposit[] = [];
  for (const s of studentStints(today)) {
    const settleDate = addDays(s.moveOut, 21);
    const [kept, why] = DEDUCTIONS[s.tenant] ?? [0, ""];
    out.push({
      property: "athens",
      tenant: `${s.tenant} (Room ${s.room})`,
      amount: ROOM_DEPOSIT,
      received_date: s.received,
      notes: `Security deposit for Room ${s.room}, paid at signing for the ${s.firstYear}-${s.firstYear + 1} school year${s.lastYear > s.firstYear ? ` (carried over to the ${s.lastYear}-${s.lastYear + 1} lease)` : ""}; returned within one month after move-out, less itemized damage (O.C.G.A. 44-7-34)`,
      ...(settleDate <= today ? { settle: { date: settleDate, kept, why } } : {}),
    });
  }
  out.push({ property: "duplex", tenant: "Terrell and Monique Haywood (Unit A)", amount: 95000, received_date: `${Y - 5}-05-24`, notes: "Security deposit, Unit A (1182), held in Fall Line Community Bank escrow account ...5110" });
  out.push({ property: "duplex", tenant: "Bernadette Oyelaran (Unit B)", amount: 50000, received_date: `${Y - 4}-02-25`, notes: "Security deposit, Unit B (1184), paid by the tenant (not the housing authority), held in escrow account ...5110" });
  return out;
}

export interface PeachObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: PeachKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next; those already past are completed (the company keeps up, and its books show each one paid). */
export function peachObligations(today: string): PeachObligation[] {
  const Y = yearOf(today);
  const out: PeachObligation[] = [];
  for (const yr of [Y - 1, Y, Y + 1]) {
    out.push({ obligation_type: "compliance:periodic_report", due_date: businessDay(`${yr}-04-01`), description: `Georgia annual registration for ${yr} with the Secretary of State (control number 17081469, $50 fee; principal office, registered agent and members)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Form 1065 partnership return for ${yr - 1}, with Schedule K-1s for the two members (Hargrove & Teasley CPAs)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-03-15`), description: `Georgia Form 700 partnership income tax return for ${yr - 1} (Georgia Department of Revenue)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${yr}-01-31`), description: `Forms 1099-NEC for ${yr - 1} to the storage site manager, lawn services, cleaners, pest control and plumbers, and to the IRS` });
    out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-11-15`), description: `${yr} property tax, Athens-Clarke County Tax Commissioner`, property: "athens" });
    out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-12-20`), description: `${yr} property tax, Oconee County Tax Commissioner`, property: "storage" });
    out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-11-15`), description: `${yr} property tax, Glynn County Tax Commissioner`, property: "condo" });
    out.push({ obligation_type: "property:tax", due_date: businessDay(`${yr}-12-20`), description: `${yr} property tax, Macon-Bibb County Tax Commissioner`, property: "duplex" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-08-01`, description: "Landlord policy renewal (rented by the room), Broad River Mutual Insurance policy BRM-LP-2207415", property: "athens" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-12-15`, description: "Self-storage property and general liability policy renewal, Hog Mountain Commercial Insurance", property: "storage" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-01-01`, description: "HO-6 condo unit owner policy with rental endorsement renewal, Live Oak Coastal Insurance (certificate to Driftwood Dunes Resort Management)", property: "condo" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-06-01`, description: "Landlord dwelling policy (DP-3) renewal, Broad River Mutual Insurance (certificate to Fall Line Community Bank)", property: "duplex" });
    out.push({ obligation_type: "property:insurance", due_date: `${yr}-09-01`, description: "Commercial umbrella policy renewal ($1,000,000), Broad River Mutual Insurance" });
    out.push({ obligation_type: "other", due_date: `${yr}-02-15`, description: `Student lease renewals for the ${yr}-${yr + 1} school year: current students sign their renewal leases (and new guaranties) by February 15, or their rooms are listed for new students`, property: "athens" });
    out.push({ obligation_type: "other", due_date: `${yr}-12-15`, description: `Driftwood Dunes rental pool agreement renewal for ${yr + 1}: return the signed renewal and the owner-use dates requested for ${yr + 1} to Driftwood Dunes Resort Management`, property: "condo" });
    out.push({ obligation_type: "other", due_date: `${yr}-12-01`, description: `Notice of the January 1, ${yr + 1} rent rates to every storage tenant (30 days' written notice under the rental agreement)`, property: "storage" });
    out.push({ obligation_type: "property:inspection", due_date: businessDay(`${yr}-01-12`), description: "Ocmulgee Regional Housing Authority annual inspection of Unit B (1184) under the HAP contract", property: "duplex" });
    out.push({ obligation_type: "other", due_date: businessDay(`${yr}-01-30`), description: `Section 8 annual recertification of Bernadette Oyelaran, Unit B: owner's rent adjustment request and lease addendum to the housing authority (new contract rent and tenant portion from March 1, ${yr})`, property: "duplex" });
    out.push({ obligation_type: "other", due_date: `${yr}-04-01`, description: `Unit A lease renewal: written offer of the new rent to the Haywoods at least 60 days before the lease ends May 31, ${yr}`, property: "duplex" });
    out.push({ obligation_type: "other", due_date: `${yr}-04-30`, description: `Annual financial statements and ${yr - 1} Form 1065 to Fall Line Community Bank (commercial loan ...7730 covenant)`, property: "duplex" });
  }
  // The lien sale of Unit 21 last year.
  out.push({ obligation_type: "other", due_date: `${Y - 1}-06-05`, description: "Unit 21 (10x20), Rodney Klemperer: send the notice of lien sale by certified mail and email (rent unpaid since April 1)", property: "storage" });
  out.push({ obligation_type: "other", due_date: `${Y - 1}-07-17`, description: "Unit 21 (10x20) lien sale of the contents on BidLocker Auctions (advertised June 26 and July 3)", property: "storage" });
  // Unit 19: in default since October of this year.
  if (today >= `${Y}-10-06`) {
    out.push({ obligation_type: "other", due_date: `${Y}-12-04`, description: "Unit 19 (10x20), Shay Dunwoody: rent unpaid since October 1 - send the notice of lien sale by certified mail and email (the sale no sooner than 14 days after it)", property: "storage" });
    out.push({ obligation_type: "other", due_date: businessDay(`${Y}-12-19`), description: "Unit 19 (10x20) lien sale of the contents on BidLocker Auctions, unless Shay Dunwoody pays the balance first (advertise it twice, a week apart, before the sale)", property: "storage" });
  }
  out.push({ obligation_type: "other", due_date: `${Y + 1}-10-14`, description: "Fall Line Community Bank commercial loan ...7730 matures (5-year balloon): refinance or pay off the balance", property: "duplex" });
  out.push({ obligation_type: "other", due_date: `${Y + 4}-09-19`, description: "Ocmulgee Rooter & Excavation 5-year workmanship warranty on the sewer line replacement ends", property: "duplex" });
  return out.map((o) => (o.due_date < today ? { ...o, status: "completed" } : o));
}

/** The company's papers. */
export function peachDocuments(today: string): FixtureCompany<PeachKey>["documents"] {
  const Y = yearOf(today);
  const C = PEACH_COMPANY;
  // The student lease of the school year running today (signed in February before it).
  const ly = leaseYear(today, 8);
  const room4 = roomLease(today, 4, `${ly}-08-01`)!;
  const room4Fee = room4.fee;
  const lyEnd = room4.months === 10 ? `${ly + 1}-05-31` : `${ly + 1}-07-31`;
  const policyYear = today >= `${Y}-08-01` ? Y : Y - 1;
  const athensPremium = byYear(ATHENS_PREMIUM, Y - 2, policyYear);
  const recertYear = leaseYear(today, 3);
  const b = unitBRent(today, `${recertYear}-03-01`);
  const bBefore = unitBRent(today, `${recertYear - 1}-03-01`);
  const pay = loanPayment();
  const balance = loanSchedule(today).get(`${Y - 1}-12`)!.balance;
  const cleanFee = byYear(CLEAN_FEE, Y - 2, Y);
  const rate19 = storageRate(today, 19, Y);
  return [
    {
      filename: "red-clay-crossing-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Red Clay Crossing Properties LLC",
      doc_date: "2017-08-22",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is made as of August 22, 2017 by Delphine Okafor-Reese and Garrett Lindqvist, the members of ${C.legal_name}, a Georgia limited liability company formed under the Georgia Limited Liability Company Act (O.C.G.A. Title 14, Chapter 11) by articles of organization filed with the Georgia Secretary of State on August 22, 2017 (control number ${C.state_filing_number}). EIN ${C.ein}.

## Article 1. Name, office and registered agent
1.1 The Company's principal office and mailing address is ${C.mailing_address}.
1.2 The registered agent is ${C.registered_agent.name}, ${C.registered_agent.address}. The Company files its annual registration with the Secretary of State between January 1 and April 1 of each year and keeps its registered agent current.

## Article 2. Purpose
The Company buys, owns, leases and manages real estate in Georgia: residential rentals (including houses leased by the bedroom to students), self-service storage, and a resort condominium in a rental program.

## Article 3. Members, Percentage Interests and capital
| Member | Percentage Interest | Initial capital contribution |
|---|---|---|
| Delphine Okafor-Reese | 55% | $88,000 |
| Garrett Lindqvist | 45% | $72,000 |

Additional capital contributions were made in proportion to the Percentage Interests: $66,000 in March 2019 for the St. Simons Island condominium ($36,300 and $29,700) and $40,000 in September 2020 for the Watkinsville storage lot ($22,000 and $18,000). Profits, losses and distributions are allocated in proportion to the Percentage Interests. No member must contribute more capital without the consent of both members.

## Article 4. Management
4.1 The Company is member-managed. Each member is an agent of the Company for its ordinary business.
4.2 By agreement of the members, Delphine Okafor-Reese oversees the Athens student house and Persimmon Ridge Self Storage (including the site manager and lien sales), and keeps the books; Garrett Lindqvist oversees the Macon duplex (including the housing authority's HAP contract) and the St. Simons Island condominium and its rental pool agreement.
4.3 The written consent of both members is required to buy, sell or encumber real estate, borrow money other than trade credit, sign a lease or contract of more than two years, make a single expenditure over $7,500 that is not in the annual budget, or admit a member.
4.4 No member receives a salary. Mileage is reimbursed at the IRS standard rate.

## Article 5. Distributions and reserves
The Company keeps an operating reserve of $15,000 and a capital reserve of $1,500 per bedroom or dwelling unit and $5,000 for the storage lot. Cash above the reserves is distributed twice a year, in June and December.

## Article 6. Books, taxes and accounts
6.1 The Company keeps its books on the cash method, calendar year, with accounts at Piedmont Heritage Bank and, for the Macon duplex, Fall Line Community Bank.
6.2 The Company is taxed as a partnership: it files federal Form 1065 and Georgia Form 700 by March 15 and gives each member a Schedule K-1. Delphine Okafor-Reese is the partnership representative.

## Article 7. Transfers
A member may not transfer an interest without first offering it to the other member at a price set by an independent appraisal of the Company's real estate; the other member has 60 days to accept.

## Article 8. Dissolution
The Company winds up on the written consent of both members or on the sale of all its real estate.

Signed: Delphine Okafor-Reese, Member; Garrett Lindqvist, Member.
`,
    },
    {
      filename: `pulaski-heights-room-4-lease-${ly}-${ly + 1}.md`,
      doc_type: "other",
      title: `Bedroom Lease, 418 Pulaski Heights Lane Room 4 (${room4.tenant}, ${ly}-${ly + 1} school year)`,
      doc_date: `${ly}-02-12`,
      property: "athens",
      body: `# Individual Bedroom Lease

Landlord: ${C.legal_name}, ${C.mailing_address} (contact: Delphine Okafor-Reese, Member). Resident: ${room4.tenant}. Guarantor: ${room4.guarantor} (parent).
Premises: Room 4 (downstairs bedroom, furnished with a twin XL bed, desk, chair and dresser) at 418 Pulaski Heights Lane, Athens, GA 30601, with shared use of the kitchen, living room, laundry and hall bath with the residents of Rooms 1-3. Each bedroom is let on its own lease; the Resident is responsible only for the Resident's own rent and fees and for damage the Resident causes.

1. TERM. August 1, ${ly} through ${longDate(lyEnd)} (${room4.months === 10 ? "academic-year lease, 10 months; the room is not available to the Resident in June and July" : "12 months"}). Move-in from 10 a.m. on August 1; move-out by noon on the last day.
2. RENT. ${dollars(room4.rent * 100)} per month, due on the 1st, paid through the Landlord's tenant portal. A payment made by the Guarantor is credited to the Resident.
3. UTILITIES FLAT FEE. ${dollars(room4Fee)} per month per bedroom, billed with the rent, covers electricity, water and sewer, trash and the 1 Gig internet service for the house. The Landlord may bill a share of any month's electricity above $400 for the house, split equally among the occupied rooms.
4. LATE FEE. Rent not received by the 5th costs a late fee of $50.00. A returned payment costs $35.00.
5. SECURITY DEPOSIT. $500.00, due when this lease is signed, held in the Landlord's escrow account at Piedmont Heritage Bank. Within three business days after move-out the Landlord inspects the room and gives the Resident a list of any damage; the deposit, less itemized charges for damage beyond normal wear and tear and any unpaid rent or fees, is returned within one month after move-out (O.C.G.A. 44-7-34). A move-in inspection list signed by the Resident is attached.
6. GUARANTY. The Guarantor guarantees the Resident's payment of rent, fees and damages under this lease, and under any renewal for the next school year, up to the amount of twelve months' rent and fees. The Guarantor may pay the rent directly each month.
7. SUBLETTING. The Resident may not sublet the room or assign this lease without the Landlord's written consent. A summer sublet of June and July to a student approved by the Landlord is allowed for a $75.00 sublease fee; the Resident and Guarantor stay responsible. No overnight guest may stay more than 3 nights in a row or 10 nights a semester.
8. RENEWAL. Returning residents may renew their room for the next school year by signing a renewal lease by February 15; after that date the room is offered to new students.
9. RULES. No smoking or vaping indoors, no pets (service and assistance animals allowed as the law requires), quiet hours 11 p.m. to 8 a.m. Sunday through Thursday, no parties over 12 people, trash carts to the curb on Tuesday night. Shared areas are cleaned on the posted rotation.
10. ENTRY AND REPAIRS. The Landlord may enter with 24 hours' notice for repairs or inspections, or at any time in an emergency. The Resident reports needed repairs through the portal.
11. FURNITURE. The furniture stays in the room; missing or damaged furniture is charged at replacement cost.

Signed ${longDate(`${ly}-02-12`)}: Delphine Okafor-Reese, Member, for the Landlord; ${room4.tenant}, Resident; ${room4.guarantor}, Guarantor.
`,
    },
    {
      filename: "persimmon-ridge-self-storage-rental-agreement-unit-19.md",
      doc_type: "other",
      title: "Persimmon Ridge Self Storage rental agreement (Unit 19, Shay Dunwoody)",
      doc_date: `${Y - 3}-04-28`,
      property: "storage",
      body: `# Self-Service Storage Rental Agreement

Owner: ${C.legal_name}, doing business as Persimmon Ridge Self Storage, 1085 Persimmon Ridge Road, Watkinsville, GA 30677 (site manager: Loretta Pennycook).
Occupant: Shay Dunwoody, 2291 Tributary Lane, Bogart, GA 30622 (email and mobile number on file). Alternate contact: none given.
Space: Unit 19, 10 feet by 20 feet, drive-up, ground level. Start date: May 1, ${Y - 3}. Month to month.

1. RENT. Rent is due in advance on the 1st of each month, by card or ACH through the tenant app, without invoice. The rent for Unit 19 on this date is $139.00 a month. The Owner may change the rent on 30 days' written notice (by email); the Owner reviews its rates each January 1. Current rates from January 1, ${Y}: 5x10 ${dollars(storageRate(today, 1, Y))}, 10x10 ${dollars(storageRate(today, 9, Y))}, 10x20 ${dollars(rate19)} a month.
2. ADMIN FEE. A one-time administrative fee of $25.00 is due at move-in.
3. LATE FEE. Rent not received by the 5th of the month is late: a late fee of $20.00 is charged on the 6th for each month late. Gate access is suspended on the 6th until the account is paid in full.
4. DEFAULT AND LIEN. Under the Georgia Self-Service Storage Facility Act (O.C.G.A. 10-4-210 et seq.) the Owner has a lien on all property stored in the space for rent, fees and the costs of sale. If rent remains unpaid for more than 60 days, the Owner may (a) overlock the space and deny access; (b) send the Occupant a notice of lien sale by certified mail, return receipt requested, and by email to the address on file, stating the amount owed and the date, time and place of the sale, at least 14 days before the sale; (c) advertise the sale once a week for two consecutive weeks on a publicly accessible website that conducts personal property auctions; and (d) sell the contents to the highest bidder at a public or online auction. The Occupant may redeem the property by paying the full balance at any time before the sale. Proceeds are applied to the balance owed and the costs of sale; any surplus is held for the Occupant for two years.
5. USE. Storage only. No living in the space, no hazardous, flammable or perishable items, no animals, no business open to the public. The Occupant uses its own lock; only one lock per door.
6. INSURANCE. The Owner does not insure stored property. The Occupant insures its own goods (homeowner's or renter's policy, or a tenant protection plan) and bears the risk of loss.
7. ACCESS. Daily 6 a.m. to 10 p.m. with the Occupant's gate code. The Owner may enter the space in an emergency or to remove prohibited items.
8. ENDING. Either party may end this agreement with 10 days' written notice. The Occupant removes everything, leaves the space broom clean and removes its lock. Rent is not prorated.

Signed April 28, ${Y - 3}: Loretta Pennycook, for the Owner; Shay Dunwoody, Occupant.
`,
    },
    {
      filename: "persimmon-ridge-unit-21-notice-of-lien-sale.md",
      doc_type: "other",
      title: "Notice of lien sale, Unit 21 (Rodney Klemperer), Persimmon Ridge Self Storage",
      doc_date: `${Y - 1}-06-05`,
      property: "storage",
      body: `# Notice of Lien Sale (O.C.G.A. 10-4-213)

To: Rodney Klemperer, last known address 47 Old Colham Ferry Court, Watkinsville, GA 30677, and by email to the address on file. Sent by certified mail, return receipt requested, on June 5, ${Y - 1}.
From: Persimmon Ridge Self Storage (${C.legal_name}), 1085 Persimmon Ridge Road, Watkinsville, GA 30677.

You are in default under your rental agreement for Unit 21 (10x20). Rent has not been paid since April 1, ${Y - 1}; the unit was overlocked on April 6.

| Item | Amount |
|---|---|
| Rent, April, May and June ${Y - 1} (3 x $159.00) | $477.00 |
| Late fees (3 x $20.00) | $60.00 |
| Rent, July ${Y - 1} (if unpaid when due) | $159.00 |
| Lien and sale costs (certified mail, advertising, overlock) | $75.00 |
| **Total due by the sale date** | **$771.00** |

The contents of Unit 21 (household goods, a tool chest, furniture and boxes) will be sold to the highest bidder at an online auction on BidLocker Auctions closing on July 17, ${Y - 1} at 10:00 a.m., advertised on June 26 and July 3, ${Y - 1}. You may redeem your property by paying the full balance in cash or by certified funds at the office at any time before the sale. Proceeds of the sale are applied to the balance owed and the costs of sale; any surplus will be held for you for two years.

Result (noted July 17, ${Y - 1}): sold for ${dollars(LIEN_SALE_PROCEEDS)} to the high bidder, who removed the contents by July 21. Proceeds applied to the $771.00 owed; no surplus. Balance of $156.00 written off. Unit cleaned out and re-let from September 1, ${Y - 1}.

Loretta Pennycook, Site Manager.
`,
    },
    {
      filename: "driftwood-dunes-rental-pool-agreement-unit-312.md",
      doc_type: "other",
      title: "Driftwood Dunes Resort rental pool agreement, Unit 312",
      doc_date: `${Y - 1}-12-09`,
      property: "condo",
      body: `# Rental Pool Management Agreement

Manager: Driftwood Dunes Resort Management LLC, 600 Sea Oats Promenade, St. Simons Island, GA 31522, a licensed Georgia real estate broker. Owner: ${C.legal_name} (contact: Garrett Lindqvist). Unit: 312, Driftwood Dunes Resort & Beach Club (one bedroom, oceanview, sleeps four).
Term: January 1 through December 31, ${Y}, renewed by the Owner's signed renewal returned by December 15 of each year. Either party may end the agreement at the end of a year with 90 days' written notice. This agreement renews the Owner's participation in the rental pool since April 1, 2019.

## 1. Rentals
The Manager rents the Unit as part of the resort's rental pool of 86 units: reservations, rates, guest check-in and check-out, front desk, housekeeping and guest service. Units are assigned in rotation within each unit type.

## 2. Owner's share
Gross Room Revenue is the room rent paid by guests for the Unit, excluding taxes, resort fees, damage waivers and incidentals. The Owner's share is 58% of the Gross Room Revenue of the Unit; the Manager keeps 42% as its rental fee, which covers marketing, reservations, credit card fees and front desk.

## 3. Owner statements
By the 15th of each month the Manager sends the Owner a statement for the month before (nights rented, Gross Room Revenue, the Owner's share, and the charges below) and pays the Owner's share, less the charges, by ACH.

## 4. Charges to the Owner
- Housekeeping: ${dollars(cleanFee)} per departure clean in ${Y} (${dollars(byYear(CLEAN_FEE, Y - 2, Y - 1))} in ${Y - 1}), deducted on the statement.
- Maintenance: work orders in the Unit at the Manager's cost plus 10%; work over $500 needs the Owner's approval except in an emergency.
- Furniture: the Unit must keep the resort's current furniture package; the Manager may require a refresh not more than once every six years, bought from the Manager at its cost (the Coastal Sand package was installed in January ${Y - 1}).

## 5. Owner use
The Owner may reserve the Unit for up to 21 nights a year, requested by December 15 for the next year, with no rental revenue for those nights and a housekeeping charge per stay. Blackout dates, when owner use is not allowed: the Friday before Memorial Day through Labor Day, Thanksgiving week, and December 20 through January 2.

## 6. Taxes
The Manager collects from guests and remits Georgia state and Glynn County sales tax, the Glynn County hotel-motel excise tax and the State of Georgia $5.00 per night hotel-motel fee on every rental, and files the returns. The Owner has no hotel-motel tax to file for rentals through the pool. The Owner pays the property tax on the Unit (Glynn County) and its own income taxes; the Manager issues Form 1099-MISC for the Owner's share each January.

## 7. Association and insurance
The Owner pays the Driftwood Dunes Condominium Association's dues and any special assessment directly. The Owner carries an HO-6 unit owner policy with a rental endorsement and liability of at least $500,000 naming the Manager as additional insured, and gives the Manager a certificate each January 1.

Signed December 9, ${Y - 1}: Garrett Lindqvist, Member, for the Owner; Celeste Amundsen-Grier, Director of Rental Operations, for the Manager.
`,
    },
    {
      filename: "driftwood-dunes-seawall-special-assessment-notice.md",
      doc_type: "other",
      title: "Driftwood Dunes Condominium Association - seawall special assessment notice",
      doc_date: `${Y - 1}-06-18`,
      property: "condo",
      body: `# Notice of Special Assessment: Seawall Replacement

Driftwood Dunes Condominium Association, Inc., 600 Sea Oats Promenade, St. Simons Island, GA 31522. To all owners, June 18, ${Y - 1}.

At its meeting of June 12, ${Y - 1}, after the engineering report of Marsh Tide Coastal Engineers found the 1984 timber bulkhead failing along 410 feet of the oceanfront, the Board of Directors levied a special assessment under Article 9 of the Declaration of Condominium to replace it with a steel sheet-pile seawall with a concrete cap and rock revetment.

| | |
|---|---|
| Project cost (contract, engineering, permits, contingency) | $1,450,000.00 |
| Paid from the reserve fund | none (the reserve covers roofs and elevators) |
| Unit 312's share under the Declaration | 0.5862% |
| Unit 312 special assessment | ${dollars(2 * SEAWALL_INSTALLMENT)} |

Payable in two equal installments of ${dollars(SEAWALL_INSTALLMENT)}: the first due September 1, ${Y - 1}, the second due March 1, ${Y}. An installment unpaid 30 days after its due date bears interest at 10% a year and a late charge of $25.00, and is a lien on the unit.

The work is planned from October ${Y - 1} to April ${Y}, outside turtle nesting season; beach access from the south walkway stays open. The contractor is Tidewater Bulkhead & Marine. Owners may wish to ask their tax adviser about the treatment of an assessment for a capital improvement.

The monthly dues for Unit 312 are unchanged by this assessment (${dollars(byYear([61200, 64800, 68400], Y - 2, Y))} a month in ${Y}).

By order of the Board: Harlan Doucette, President; Yvette Marchbanks, Treasurer.
${today >= `${Y}-05-01` ? `\nTreasurer's note (May 1, ${Y}): the seawall was completed and accepted on April 24, ${Y}. Both installments for Unit 312 (September 1, ${Y - 1} and March 1, ${Y}) were received.\n` : ""}`,
    },
    {
      filename: "laurelbrook-unit-b-hap-contract-summary.md",
      doc_type: "other",
      title: `Section 8 HAP contract summary, 1184 Laurelbrook Court Unit B (Bernadette Oyelaran) from March 1, ${recertYear}`,
      doc_date: `${recertYear}-02-10`,
      property: "duplex",
      body: `# Housing Assistance Payments Contract: Summary and Rent Change Notice

Public housing agency: Ocmulgee Regional Housing Authority, 310 Poplar Bluff Street, Macon, GA 31201 (Housing Choice Voucher program; housing specialist: Corinne Batts).
Owner: ${C.legal_name} (contact: Garrett Lindqvist). Tenant: Bernadette Oyelaran (household of three).
Contract unit: 1184 Laurelbrook Court (Unit B of the duplex at 1182-1184 Laurelbrook Court), Macon, GA 31204; two bedrooms, one bath. Utilities: the tenant pays electricity, gas, water, sewer and trash in her own name (the housing authority's utility allowance applies); the owner provides the range and refrigerator.
HAP contract first effective March 1, ${Y - 4}; it runs with the lease and continues while the tenant stays assisted.

## Rent from March 1, ${recertYear} (after the annual recertification)
| | Monthly |
|---|---|
| Contract rent to owner | ${dollars(b.contract)} |
| Tenant rent (paid by the tenant to the owner) | ${dollars(b.tenant)} |
| Housing assistance payment (HAP, paid by the housing authority to the owner) | ${dollars(b.hap)} |

Previous year (from March 1, ${recertYear - 1}): contract rent ${dollars(bBefore.contract)}, tenant rent ${dollars(bBefore.tenant)}, HAP ${dollars(bBefore.hap)}.

## Terms of note
1. The housing authority pays the HAP by direct deposit to the owner's account at Fall Line Community Bank (...5102) in the first business days of each month. The owner may not charge the tenant more than the tenant rent, nor any side payment.
2. The tenant's share is recalculated at each annual recertification (income and household) and on an interim change; the housing authority sends the owner a notice of the new amounts.
3. The owner may request a rent increase once a year with the recertification, at least 60 days before the anniversary; the new contract rent must be reasonable compared with unassisted units.
4. The unit must pass the housing authority's annual inspection (held each January). A failed item must be fixed within 30 days (24 hours for a life-threatening item) or the HAP is abated from the first of the next month until it passes.
5. The owner keeps the tenant's security deposit ($500.00, paid by the tenant) under the lease; the housing authority pays no deposit.
`,
    },
    {
      filename: "ocmulgee-rooter-sewer-line-contract-and-warranty.md",
      doc_type: "other",
      title: "Ocmulgee Rooter & Excavation - sewer line replacement contract and warranty, 1182-1184 Laurelbrook Court",
      doc_date: `${Y - 1}-08-26`,
      property: "duplex",
      body: `# Sewer Line Replacement Contract

Contractor: Ocmulgee Rooter & Excavation LLC, 5120 Hartley Bridge Spur, Macon, GA 31216, Georgia master plumber license MP-218834 (owner Darnell Whiddon).
Owner: ${C.legal_name}. Property: 1182-1184 Laurelbrook Court, Macon, GA 31204 (duplex, one shared sewer lateral).
Contract date: August 26, ${Y - 1}. Work performed September 15-19, ${Y - 1}; inspection by Macon-Bibb County passed September 19, ${Y - 1}.

## Background
On July 8, ${Y - 1} the Contractor cleared a sewer backup in Unit A and ran a camera through the line: tree roots at three joints and a collapsed section of the original 1968 clay pipe about 40 feet from the house.

## Scope
1. Obtain the Macon-Bibb County plumbing permit (paid by the Owner, $150.00).
2. Excavate and replace 66 feet of 4" clay sewer lateral with 4" SDR-35 PVC from the foundation to the city tap, with a two-way cleanout at the house; bed the pipe in gravel.
3. Reconnect both units' building drains; pressure test and camera-verify the new line.
4. Backfill, compact and restore the lawn with seed and straw; replace 12 feet of the front walk cut for the work.

## Price and payment
Contract price: ${dollars(SEWER_CONTRACT)}. Change order 1 (September 16): 12 more feet of pipe beyond the estimate, under the driveway apron, for 78 feet in all: ${dollars(SEWER_CHANGE_ORDER)}. Total: ${dollars(SEWER_CONTRACT + SEWER_CHANGE_ORDER)}, paid in full on completion (September 19, ${Y - 1}).

## Warranty
- Workmanship: 5 years from completion (through September 19, ${Y + 4}). The Contractor repairs at its cost any leak, sag or joint failure of its installation.
- Pipe: the manufacturer's 50-year limited warranty on the PVC pipe and fittings.
- Not covered: blockages from grease, wipes or other items flushed by the occupants; damage by tree roots entering the line at the city tap; damage by others digging on the property.
- One free camera inspection in the first year on request.

Signed: Garrett Lindqvist, Member, for the Owner; Darnell Whiddon, for the Contractor.
`,
    },
    {
      filename: "pulaski-heights-landlord-policy-declarations.md",
      doc_type: "insurance:policy",
      title: `Broad River Mutual landlord policy declarations, 418 Pulaski Heights Lane ${policyYear}-${policyYear + 1}`,
      doc_date: `${policyYear}-07-15`,
      property: "athens",
      body: `# Landlord Policy Declarations

Insurer: Broad River Mutual Insurance Company, Athens, Georgia. Agent: Lanier Oak Insurance Agency, Watkinsville.
Named insured: ${C.legal_name}, ${C.mailing_address}.
Policy number: BRM-LP-2207415. Policy period: August 1, ${policyYear} to August 1, ${policyYear + 1}, 12:01 a.m. standard time.
Insured location: 418 Pulaski Heights Lane, Athens, GA 30601 (single-family dwelling, wood frame with brick veneer, built 1996; four bedrooms rented by the room to students under separate leases).

## Coverages
| Coverage | Limit |
|---|---|
| A. Dwelling (replacement cost) | $412,000 |
| B. Other structures (shed, fence) | $20,000 |
| C. Landlord's personal property (bedroom furniture, appliances) | $15,000 |
| D. Fair rental value (loss of rents) | $42,000 (12 months) |
| L. Premises liability | $500,000 each occurrence |
| M. Medical payments | $5,000 each person |

## Deductibles
All perils: $2,500 per occurrence. Wind and hail: $5,000. Water backup endorsement: $5,000 limit, $1,000 deductible.

## Premium
Annual premium: ${dollars(athensPremium)}, paid in full.

## Conditions of note
- Rented by the room endorsement (BR-4410): coverage applies while the dwelling is let to up to five unrelated tenants under separate leases. Tenants' own belongings are not covered; each lease recommends renter's insurance.
- Smoke alarms in every bedroom and a fire extinguisher in the kitchen are required; the insured certifies them at each renewal.
- Vacancy: the policy is not affected by one or more empty bedrooms in the summer; if the whole dwelling is unoccupied more than 60 consecutive days, vandalism and water damage coverage are suspended.
- The $1,000,000 commercial umbrella with Broad River Mutual is written over this policy's liability coverage.
`,
    },
    {
      filename: "fall-line-community-bank-commercial-loan-7730.md",
      doc_type: "other",
      title: "Fall Line Community Bank commercial loan summary, loan ...7730 (1182-1184 Laurelbrook Court)",
      doc_date: `${Y - 4}-10-14`,
      property: "duplex",
      body: `# Commercial Loan Summary

Borrower: ${C.legal_name}. Lender: Fall Line Community Bank, 900 Mulberry Commons, Macon, GA 31201 (commercial lender: Preston Ashworth). Loan number ending 7730.
Closing date: October 14, ${Y - 4}. Purpose: cash-out refinance of the Macon duplex to fund the Company's reserves and the St. Simons condominium's assessments.

1. PRINCIPAL. ${dollars(LOAN_PRINCIPAL)} (64% of the appraised value of $206,000).
2. INTEREST. Fixed at 7.25% per year for the term.
3. PAYMENTS. ${dollars(pay)} of principal and interest on the 1st of each month from December 1, ${Y - 4}, by automatic debit from the Borrower's account ...5102, based on a 20-year amortization. No escrow: the Borrower pays the property taxes and insurance directly and gives the Lender proof each year.
4. MATURITY. A 5-year balloon: the whole unpaid balance is due October 14, ${Y + 1}. The Lender will consider a renewal on request 90 days before maturity.
5. LATE CHARGE. 5% of a payment not received within 10 days after its due date.
6. PREPAYMENT. Allowed at any time; 2% of the amount prepaid in the first two years, none after.
7. SECURITY. A deed to secure debt and assignment of rents on 1182-1184 Laurelbrook Court, Macon, recorded in Macon-Bibb County.
8. COVENANTS. The Borrower keeps the property insured with the Lender as mortgagee, delivers its annual financial statements and Form 1065 by April 30 of each year, and keeps a debt service coverage ratio of at least 1.20 to 1 on the property.
9. GUARANTY. Delphine Okafor-Reese and Garrett Lindqvist guarantee the loan personally.

Balance after the payment of December 1, ${Y - 1}: ${dollars(balance)}.

The Company books only the interest part of each payment as an expense; the principal part reduces the loan.
`,
    },
    {
      filename: "persimmon-ridge-site-manager-agreement.md",
      doc_type: "other",
      title: "Persimmon Ridge Self Storage site manager agreement (Loretta Pennycook)",
      doc_date: `${Y - 1}-01-03`,
      property: "storage",
      body: `# Site Manager Agreement (Independent Contractor)

Owner: ${C.legal_name}, doing business as Persimmon Ridge Self Storage, 1085 Persimmon Ridge Road, Watkinsville, GA 30677. Contractor: Loretta Pennycook, Watkinsville, GA.
Term: January 1, ${Y - 1}, month to month; either party may end it with 30 days' notice. This agreement replaces the agreement of October 1, 2020 and raises the stipend from $400.00 to ${dollars(storageStipend(today, Y - 1))} a month.

## Duties
- Visit the lot at least three times a week: check the gate, fence, lights, doors and locks; report damage.
- Show and rent vacant units, sign rental agreements in the Owner's name, set up gate codes in the KeyCove Access app.
- Follow up on late rent: reminder on the 2nd, late fee and gate lockout on the 6th, overlock at 30 days. Prepare notices of lien sale for the Owner's approval and handle the online lien sale (BidLocker Auctions).
- Cut locks only with the Owner's approval and a witness, and inventory the contents.
- Keep the office binder of rental agreements and the rent roll.

## Pay
A stipend of ${dollars(storageStipend(today, Y - 1))} a month, paid on the last day of the month by ACH. No commission. Mileage is not reimbursed. The Owner sends the Contractor a Form 1099-NEC each January.

## Insurance and status
The Contractor is not an employee. The Owner's general liability policy (Hog Mountain Commercial Insurance) covers the Contractor's work at the lot.

Signed January 3, ${Y - 1}: Delphine Okafor-Reese, Member, for the Owner; Loretta Pennycook.
`,
    },
  ];
}

/** Loads the Georgia company into an empty service through its API; waits for its documents to be searchable. */
export async function seedPeach(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<PeachKey> = { profile: PEACH_COMPANY, properties: PEACH_PROPERTIES, files: [], obligations: peachObligations(today), documents: peachDocuments(today) };
  await seedFixture(
    send,
    company,
    async (ids) => {
      await enterTransactions(send, peachTransactions(today), ids, seed);
      // The deposits held are liabilities, not income; a departing student's deposit is settled: the part kept for damage becomes income.
      for (const d of peachDeposits(today)) {
        const deposit = (await expectStatus(await send("/api/v1/deposits", json("POST", { property_id: ids[d.property], tenant: d.tenant, amount: money(d.amount), received_date: d.received_date, notes: d.notes })), [201], `recording the deposit of ${d.tenant}`)) as { id: string };
        if (!d.settle) continue;
        if (d.settle.kept > 0) {
          const settled = (await expectStatus(await send(`/api/v1/deposits/${deposit.id}/settlements`, json("POST", { kind: "kept_for_damages", amount: money(d.settle.kept), settled_date: d.settle.date })), [201], `keeping part of the deposit of ${d.tenant}`)) as { settlements: { kind: string; transaction_id: string | null }[] };
          const kept = settled.settlements.find((s) => s.kind === "kept_for_damages" && s.transaction_id);
          if (!kept) throw new Error(`the deposit of ${d.tenant} made no income transaction`);
          const description = `Security deposit kept for damages - ${d.tenant}: move-out deductions ${dollars(d.settle.kept)} (${d.settle.why}) from the $500.00 deposit; ${dollars(d.amount - d.settle.kept)} refunded ${longDate(d.settle.date)}`;
          await expectStatus(await send(`/api/v1/transactions/${kept.transaction_id}`, json("PATCH", { description })), [200], `describing the deposit kept from ${d.tenant}`);
        }
        if (d.amount > d.settle.kept) await expectStatus(await send(`/api/v1/deposits/${deposit.id}/settlements`, json("POST", { kind: "returned", amount: money(d.amount - d.settle.kept), settled_date: d.settle.date })), [201], `returning the deposit of ${d.tenant}`);
      }
      // Capital improvements: the duplex's sewer line (a 15-year land improvement) and the condo's seawall assessment (15-year, in service when the seawall was finished).
      const Y = yearOf(today);
      const find = async (property: PeachKey, start: string, end: string, what: string) => {
        const found = (await expectStatus(await send(`/api/v1/transactions?property_id=${ids[property]}&category=expense:capital_improvement&start_date=${start}&end_date=${end}&page_size=10`, { method: "GET" }), [200], `finding the ${what}`)) as { items: { id: string; description: string }[] };
        return found.items;
      };
      if (today >= `${Y - 1}-09-19`) {
        const sewer = (await find("duplex", `${Y - 1}-09-01`, `${Y - 1}-09-30`, "sewer line")).find((tx) => tx.description.includes("sewer line replacement"));
        if (!sewer) throw new Error("the sewer line replacement was not recorded");
        await expectStatus(await send(`/api/v1/transactions/${sewer.id}/asset`, json("PUT", { recovery_period: "15", placed_in_service: `${Y - 1}-09-19` })), [200], "setting the sewer line's asset terms");
      }
      if (today >= `${Y}-04-24`) {
        const seawall = (await find("condo", `${Y - 1}-09-01`, `${Y}-03-31`, "seawall assessment")).filter((tx) => tx.description.includes("seawall"));
        if (seawall.length !== 2) throw new Error(`expected the two seawall installments, found ${seawall.length}`);
        for (const tx of seawall) await expectStatus(await send(`/api/v1/transactions/${tx.id}/asset`, json("PUT", { recovery_period: "15", placed_in_service: `${Y}-04-24` })), [200], "setting the seawall assessment's asset terms");
      }
    },
    180_000,
  );
}
