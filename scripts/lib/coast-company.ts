// A fourth fixture company, of another kind than the others: a Florida LLC on the Gulf coast with four
// properties of four kinds. A beach condo let MID-TERM (30 to 120 night furnished stays to travelling
// nurses and snowbirds, found through Furnished Finder or booked directly, each stay one transaction
// "Furnished Finder stay FF-20931 - Name (62 nights)"), a long-term duplex (units 1 and 2, rent by
// Zelle and ACH), a pool house let short-term on Vrbo ("Vrbo booking HA-55K1 - Name (5 nights)")
// with cleaning, pool and lawn vendors and hurricane shutters, and a small commercial unit leased
// triple-net to a café (CAM, property tax and insurance reimbursed as revenue). Florida's own
// paperwork: Sunbiz annual report, tourist development tax and sales tax returns, the November
// discount and installment plan of property tax, windstorm and flood policies. Every record is
// entered one by one through POST /api/v1/transactions. Every name, number and address is invented.
// Pure and deterministic (seeded); loaded through the API (scripts/eval-chat.ts --set coast).
import { addDays, weekday } from "../../src/domain/dates";
import { businessDay, daysIn, type EnteredTransaction, enterTransactions, type FixtureCompany, MONTH_NAMES, pad, random, seedFixture, type Send } from "./demo-data";

export const COAST_COMPANY = {
  legal_name: "Mangrove Key Property Group LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "FL",
  formation_date: "2018-02-12",
  ein: "82-4471908",
  state_filing_number: "L18000041277",
  registered_agent: { name: "Gulfline Registered Agents, Inc.", address: "1420 Thomasville Road, Suite 300, Tallahassee, FL 32303" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 49182, Sarasota, FL 34230",
  provenance: { source_type: "seed", source_id: "coast" },
};

export type CoastKey = "coquina" | "palmetto" | "heron" | "manatee";

const seed = { source_type: "seed", source_id: "coast" };

export const COAST_PROPERTIES: { key: CoastKey; input: Record<string, unknown> }[] = [
  {
    key: "coquina",
    input: {
      address: "1850 Gulf Boulevard, Unit 704, Indian Rocks Beach, FL 33785",
      acquisition_date: "2019-04-18",
      purchase_price_total: "389000.00",
      land_basis: "38900.00",
      building_basis: "328100.00",
      ffe_basis: "22000.00",
      placed_in_service: "2019-06-01",
      provenance: seed,
      extra_metadata: {
        use: "mid-term furnished rental (30-120 night stays)",
        kind: "two-bedroom beachfront condominium, 7th floor",
        nickname: "the beach condo",
        listing: "Coquina Tides 704 - Gulf-View Furnished 2BR",
        platforms: ["Furnished Finder", "direct bookings"],
        hoa: "Coquina Tides Condominium Association, Inc.",
        county: "Pinellas County",
      },
    },
  },
  {
    key: "palmetto",
    input: {
      address: "3318 Palmetto Hammock Lane, Bradenton, FL 34205",
      acquisition_date: "2018-06-29",
      purchase_price_total: "298000.00",
      land_basis: "74500.00",
      building_basis: "223500.00",
      placed_in_service: "2018-08-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term rental",
        kind: "duplex",
        nickname: "the Bradenton duplex",
        units: [
          { unit: "1", tenant: "Lucinda Farraday", monthly_rent: "1700.00" },
          { unit: "2", tenant: "Desmond Okoro-Baines", monthly_rent: "1640.00" },
        ],
        county: "Manatee County",
      },
    },
  },
  {
    key: "heron",
    input: {
      address: "518 Heron Roost Drive, Englewood, FL 34223",
      acquisition_date: "2021-03-05",
      purchase_price_total: "545000.00",
      land_basis: "136250.00",
      building_basis: "381750.00",
      ffe_basis: "27000.00",
      placed_in_service: "2021-04-15",
      provenance: seed,
      extra_metadata: {
        use: "short-term rental",
        kind: "three-bedroom single-family home with screened pool",
        nickname: "the pool house",
        listing: "Heron Roost Pool Retreat",
        vrbo_listing_id: "Vrbo 4417392",
        county: "Sarasota County",
      },
    },
  },
  {
    key: "manatee",
    input: {
      address: "2204 Manatee Avenue West, Suite B, Bradenton, FL 34205",
      acquisition_date: "2020-09-30",
      purchase_price_total: "465000.00",
      land_basis: "139500.00",
      building_basis: "325500.00",
      placed_in_service: "2020-11-01",
      provenance: seed,
      extra_metadata: {
        use: "commercial lease (triple net)",
        kind: "1,450 sq ft retail unit",
        nickname: "the café building",
        tenant: "Saltmarsh Coffee Roasters LLC (Saltmarsh Coffee)",
        monthly_rent: "3606.00",
        monthly_cam: "395.00",
        lease_type: "NNN",
        county: "Manatee County",
      },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type CoastTransaction = EnteredTransaction<CoastKey>;

export interface CondoStay {
  /** Check-in, the transaction's date. */
  date: string;
  checkout: string;
  platform: "Furnished Finder" | "direct";
  /** FF-nnnnn for Furnished Finder stays, null for direct bookings. */
  code: string | null;
  guest: string;
  nights: number;
  /** Rent for the whole stay in cents. */
  rent: number;
}

export interface VrboBooking {
  date: string;
  code: string;
  guest: string;
  nights: number;
  /** Nights at the nightly rate plus the $225 cleaning fee, in cents. */
  gross: number;
  /** Vrbo's pay-per-booking commission and payment processing (8%), in cents. */
  fee: number;
}

const CONDO_GUESTS = [
  "Corinne Vasquez-Tull", "Bernard Hoffstadter", "Nadia Quarshie", "Lowell Finnegan", "Maribel Ostrowski", "Ingeborg Lunde", "Darnell Whitlock",
  "Fiona McCrae", "Harold Vandermeer", "Pascal Thibodeaux", "Yolanda Berrios", "Sunniva Eklund", "Ahmad Rahimi", "Georgette Pruitt",
];
const VRBO_GUESTS = [
  "Gideon Marlowe", "Tessa Brannigan", "Brandon Oyelowo", "Lucia Ferrante", "Hank Dubois", "Miriam Stroud", "Jonah Alcott", "Phoebe Rasmussen",
  "Carlos Benavides", "Shira Goldfarb", "Trent Wakefield", "Annika Holmberg", "Deshawn Pryor", "Colette Marchand", "Rory Galvin", "Wendy Tsai",
  "Emmett Lyle", "Nadine Kouri",
];
const CODE_CHARS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const ACCOUNTS: Record<CoastKey | "company", string> = {
  coquina: "Barrier Island Bank checking ...0925 (Coquina Tides 704)",
  palmetto: "Barrier Island Bank checking ...0933 (Palmetto Hammock duplex)",
  heron: "Tidewater Community Bank checking ...5586 (Heron Roost)",
  manatee: "Barrier Island Bank checking ...0941 (Manatee Ave West)",
  company: "Barrier Island Bank checking ...0917 (company operating)",
};
const VRBO_ACCOUNT = "Vrbo (Heron Roost Pool Retreat)";

/** The 30 months of history: from 29 months before the month of `today` through that month. */
export function coastMonths(today: string): { y: number; m: number }[] {
  const end = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const out: { y: number; m: number }[] = [];
  for (let i = end - 29; i <= end; i++) out.push({ y: Math.floor(i / 12), m: (i % 12) + 1 });
  return out;
}

/** The n-th (0-based) occurrence of calendar month `m` in the history, as "YYYY-MM"; every month occurs at least twice. */
function nth(today: string, m: number, n: number): string {
  const hit = coastMonths(today).filter((x) => x.m === m)[n]!;
  return `${hit.y}-${pad(hit.m)}`;
}
const nextMonth = (ym: string) => {
  const [y, m] = ym.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
};
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** The beach condo's mid-term stays, back to back with short gaps, from the start of the history to `today`. */
export function coastCondoStays(today: string, seedValue = 20260801): CondoStay[] {
  const rand = random(seedValue);
  const months = coastMonths(today);
  const out: CondoStay[] = [];
  const codes = new Set<number>();
  let date = `${months[0]!.y}-${pad(months[0]!.m)}-04`;
  while (date <= today) {
    const m = Number(date.slice(5, 7));
    const snowbird = m === 12 || m <= 2;
    const nights = snowbird ? 60 + Math.floor(rand() * 61) : m <= 4 ? 30 + Math.floor(rand() * 31) : [30, 45, 62, 91][Math.floor(rand() * 4)]!;
    const monthly = (m === 12 || m <= 4 ? 435000 : 290000) + Math.floor(rand() * 5) * 5000;
    const rent = Math.round((nights * monthly) / 30 / 100) * 100;
    const direct = rand() < 0.3;
    let code: string | null = null;
    if (!direct) {
      let n: number;
      do n = 20000 + Math.floor(rand() * 70000);
      while (codes.has(n));
      codes.add(n);
      code = `FF-${n}`;
    }
    const guest = CONDO_GUESTS[Math.floor(rand() * CONDO_GUESTS.length)]!;
    const checkout = addDays(date, nights);
    out.push({ date, checkout, platform: direct ? "direct" : "Furnished Finder", code, guest, nights, rent });
    date = addDays(checkout, 2 + Math.floor(rand() * (m >= 5 && m <= 10 ? 20 : 8)));
  }
  return out;
}

/** The pool house's Vrbo bookings; every stay ends inside its month; none during the October storm of the second year. */
export function coastVrboBookings(today: string, seedValue = 20260802): VrboBooking[] {
  const rand = random(seedValue);
  const codes = new Set<string>();
  const storm = nth(today, 10, 1);
  const out: VrboBooking[] = [];
  for (const { y, m } of coastMonths(today)) {
    const peak = [1, 2, 3, 4, 6, 7, 12].includes(m);
    const last = daysIn(y, m);
    let day = 1 + Math.floor(rand() * 3);
    for (;;) {
      const nights = peak ? 4 + Math.floor(rand() * 5) : 3 + Math.floor(rand() * 4);
      if (day + nights > last) break;
      const rate = (peak ? 34500 : 22500) + Math.floor(rand() * 40) * 100;
      const gross = nights * rate + 22500;
      let code: string;
      do code = `HA-${Array.from({ length: 4 + Math.floor(rand() * 2) }, () => CODE_CHARS[Math.floor(rand() * CODE_CHARS.length)]).join("")}`;
      while (codes.has(code));
      codes.add(code);
      const guest = VRBO_GUESTS[Math.floor(rand() * VRBO_GUESTS.length)]!;
      const date = `${y}-${pad(m)}-${pad(day)}`;
      const cancelledByStorm = `${y}-${pad(m)}` === storm && day >= 5 && day <= 14;
      if (date <= today && !cancelledByStorm) out.push({ date, code, guest, nights, gross, fee: Math.round(gross * 0.08) });
      day += nights + Math.floor(rand() * (peak ? 2 : 6));
    }
  }
  return out;
}

/** The café's base rent in cents on a date: $3,300 from the commencement on February 1 three years ago, up 3% each February 1. */
export function cafeRent(today: string, date: string): number {
  const start = Number(today.slice(0, 4)) - 3;
  const years = Math.max(0, Number(date.slice(0, 4)) - start - (date.slice(5, 7) < "02" ? 1 : 0));
  return Math.round(3300 * 1.03 ** years) * 100;
}

/** Every transaction of the company over the 30 months up to `today`. */
export function coastTransactions(today: string, seedValue = 20260803): CoastTransaction[] {
  const rand = random(seedValue);
  const months = coastMonths(today);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const summer = (m: number) => m >= 5 && m <= 10;
  const out: CoastTransaction[] = [];
  const y0 = Number(today.slice(0, 4));

  // The beach condo's stays: rent for the stay, the guest's cleaning fee, the taxes collected from the guest.
  const stays = coastCondoStays(today);
  for (const s of stays) {
    const source_account = ACCOUNTS.coquina;
    const who = s.code ? s.code : `${s.guest} (direct booking)`;
    const title = s.code ? `Furnished Finder stay ${s.code} - ${s.guest} (${s.nights} nights)` : `Direct booking - ${s.guest} (${s.nights} nights)`;
    out.push({ property: "coquina", date: s.date, cents: s.rent, category: "revenue:rental_income", description: title, source_account });
    out.push({ property: "coquina", date: s.date, cents: 25000, category: "revenue:cleaning_fees", description: `Guest departure cleaning fee - ${who}`, source_account });
    out.push({ property: "coquina", date: s.date, cents: Math.round((s.rent + 25000) * 0.13), category: "revenue:other", description: `Florida sales tax (7%) and Pinellas tourist development tax (6%) collected - ${who}`, source_account });
    out.push({ property: "coquina", date: addDays(s.date, -6), cents: 10000, category: "expense:other", description: `Coquina Tides Condominium Association - occupant registration and background check, ${s.guest}`, source_account });
    if (s.checkout <= today) out.push({ property: "coquina", date: s.checkout, cents: 27500, category: "expense:maintenance:cleaning", description: `Salt & Linen Turnover Co. - departure deep clean, Unit 704 (${s.guest})`, source_account });
  }
  const vrbo = coastVrboBookings(today);
  for (const b of vrbo) {
    out.push({ property: "heron", date: b.date, cents: b.gross, category: "revenue:rental_income", description: `Vrbo booking ${b.code} - ${b.guest} (${b.nights} nights)`, source_account: VRBO_ACCOUNT });
    out.push({ property: "heron", date: b.date, cents: b.fee, category: "expense:platform_fees", description: `Vrbo commission and payment processing 8% - ${b.code}`, source_account: VRBO_ACCOUNT });
  }

  const shutters = nth(today, 4, 0);
  const storm = nth(today, 10, 1);
  const moveOut = nth(today, 5, 0); // Wyatt Penhallow leaves Unit 2 at the end of this May
  const okoroStart = nextMonth(nextMonth(moveOut)); // Desmond Okoro-Baines from July 1
  const lucindaYear = Number(today.slice(0, 4)) - (today.slice(5, 7) >= "08" ? 0 : 1); // her current lease began August 1 of this year

  for (const { y, m } of months) {
    const ym = `${y}-${pad(m)}`;
    const date = (day: number) => `${ym}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const prevLabel = m === 1 ? `December ${y - 1}` : `${MONTH_NAMES[m - 2]} ${y}`;
    const prevYm = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
    const idx = monthsBetween(`${months[0]!.y}-${pad(months[0]!.m)}`, ym);
    const add = (property: CoastKey | null, day: number, cents: number, category: string, description: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: ACCOUNTS[property ?? "company"] });

    // --- The beach condo: association dues, Unit 704's own electricity and internet, tax returns of last month's stays.
    add("coquina", 1, y >= y0 ? 79800 : 71200, "expense:hoa_fees", `Coquina Tides Condominium Association - monthly maintenance fee, ${label}`);
    add("coquina", 9, vary(summer(m) ? 16800 : 10400, 0.25), "expense:utilities:electricity", `Suncoast Electric Cooperative - Unit 704, ${label}`);
    add("coquina", 12, 6499, "expense:utilities:internet", `Tidewave Fiber - Unit 704 internet, ${label}`);
    const taxable = stays.filter((s) => s.date.startsWith(prevYm)).reduce((sum, s) => sum + s.rent + 25000, 0);
    if (taxable > 0) {
      add("coquina", 18, Math.round(taxable * 0.07), "expense:other", `Florida Department of Revenue - sales and use tax return DR-15, ${prevLabel} (Unit 704 stays)`);
      add("coquina", 18, Math.round(taxable * 0.06), "expense:other", `Pinellas County Tax Collector - tourist development tax return, ${prevLabel}`);
    }
    if (m === 8) add("coquina", 10, y >= y0 ? 162400 : 148000, "expense:insurance", "Seagrape Mutual Insurance - HO-6 condo unit owner policy premium");
    if (m === 11) add("coquina", 24, y >= y0 ? 588720 : 563520, "expense:property_tax", `Pinellas County Tax Collector - ${y} property tax, Unit 704 (4% November discount)`);
    if (m === 3) add("coquina", 6, 15900, "expense:advertising", "Furnished Finder - annual property listing subscription");
    if (m === 9) add("coquina", 26, 4500, "expense:licenses_permits", "Pinellas County Tax Collector - local business tax receipt, Unit 704");
    if (m === 10) add("coquina", 3, 23100, "expense:licenses_permits", "Florida DBPR - vacation rental condominium license renewal, Unit 704");
    if (ym === nth(today, 3, 1)) add("coquina", 1, 420000, "expense:capital_improvement", "Coquina Tides Condominium Association - special assessment installment 1 of 2 (milestone inspection concrete and balcony restoration)");
    if (ym === nth(today, 9, 1)) add("coquina", 1, 420000, "expense:capital_improvement", "Coquina Tides Condominium Association - special assessment installment 2 of 2 (milestone inspection concrete and balcony restoration)");
    if (ym === nth(today, 1, 0)) add("coquina", 15, 34500, "expense:maintenance:repairs", "Gulfstream Appliance Repair - Unit 704 washer-dryer drum bearing");
    if (ym === nth(today, 6, 1)) add("coquina", 21, 138900, "expense:furnishings", "Sandbar Home Furnishings - new sofa bed and linens, Unit 704");

    // --- The Bradenton duplex: two long-term tenants, water, sewer and trash for both units, lawn, pest control.
    const lucindaRent = ym >= `${lucindaYear}-08` ? 170000 : ym >= `${lucindaYear - 1}-08` ? 165000 : 160000;
    add("palmetto", 1, lucindaRent, "revenue:long_term_rental", `Zelle from Lucinda Farraday - Unit 1 rent, ${label}`);
    if (ym <= moveOut) add("palmetto", 2, 152500, "revenue:long_term_rental", `Zelle from Wyatt Penhallow - Unit 2 rent, ${label}`);
    if (ym >= okoroStart) {
      const second = monthsBetween(okoroStart, ym) >= 12;
      add("palmetto", 3, second ? 164000 : 159500, "revenue:long_term_rental", `ACH from Desmond Okoro-Baines - Unit 2 rent, ${label}`);
    }
    if (ym === nextMonth(moveOut)) {
      add("palmetto", 14, 64000, "revenue:security_deposit_forfeited", "Security deposit kept - Wyatt Penhallow, Unit 2 (carpet replacement and wall repair; $1,525 deposit, $885 refunded)");
      add("palmetto", 10, 115000, "expense:maintenance:repairs", "Palmetto Pro Painting - Unit 2 turnover paint and drywall patching");
      add("palmetto", 16, 98500, "expense:maintenance:repairs", "Carpet Harbor - Unit 2 bedroom carpet replaced");
      add("palmetto", 8, 12500, "expense:advertising", "Zillow Rental Manager - Unit 2 listing boost");
    }
    if (ym === nextMonth(nextMonth(okoroStart))) add("palmetto", 9, 7500, "revenue:late_fees", "Late fee - Desmond Okoro-Baines, Unit 2 (September rent paid on the 9th)");
    add("palmetto", 14, vary(summer(m) ? 16200 : 13400, 0.2), "expense:utilities:water", `City of Bradenton Utilities - water, sewer and trash (Units 1 and 2), ${label}`);
    add("palmetto", 20, 11000, "expense:maintenance:landscaping", `Sabal Palm Lawn & Landscape - duplex lawn service, ${label}`);
    if (m % 3 === 2) add("palmetto", 17, 8500, "expense:maintenance:pest_control", "Gulfside Pest Defense - quarterly exterior spray, duplex");
    if (m === 2) add("palmetto", 12, y >= y0 ? 412000 : 396000, "expense:insurance", "Gulfcrest Property & Casualty - duplex dwelling fire policy (DP-3, wind included)");
    if (m === 11) add("palmetto", 24, y >= y0 ? 431808 : 414528, "expense:property_tax", `Manatee County Tax Collector - ${y} property tax, 3318 Palmetto Hammock Lane (4% November discount)`);
    if (ym === nth(today, 7, 1)) add("palmetto", 11, 48500, "expense:maintenance:repairs", "Coastal Breeze AC & Heat - Unit 2 AC repair (capacitor and condenser fan motor)");
    if (ym === nth(today, 2, 0)) add("palmetto", 19, 21000, "expense:maintenance:repairs", "Bayside Rooter & Plumbing - Unit 1 kitchen sink drain cleared");
    if (ym === nth(today, 8, 0)) add("palmetto", 22, 36500, "expense:maintenance:repairs", "Coastal Breeze AC & Heat - Unit 1 AC refrigerant leak repair");

    // --- The pool house: Vrbo stays, turnovers, weekly pool, lawn, pest, utilities, mortgage, wind and flood policies.
    const turns = vrbo.filter((b) => b.date.startsWith(ym)).length;
    if (turns > 0) add("heron", 28, 18500 * turns, "expense:maintenance:cleaning", `Salt & Linen Turnover Co. - ${turns} turnover cleans at $185, Heron Roost, ${label}`);
    let wednesdays = 0;
    for (let d = 1; d <= daysIn(y, m); d++) if (weekday(`${ym}-${pad(d)}`) === 3 && `${ym}-${pad(d)}` <= today) wednesdays++;
    if (wednesdays > 0) add("heron", 29, 3800 * wednesdays, "expense:maintenance:cleaning", `Aquamarine Pool Care - ${wednesdays} weekly pool visits at $38, ${label}`);
    const mowings = summer(m) ? 4 : 2;
    add("heron", 27, 6000 * mowings, "expense:maintenance:landscaping", `Sabal Palm Lawn & Landscape - ${mowings} mowing and trimming visits, Heron Roost, ${label}`);
    if (m % 3 === 1) add("heron", 16, 9500, "expense:maintenance:pest_control", "Gulfside Pest Defense - quarterly interior and lanai treatment, Heron Roost");
    add("heron", 8, vary(summer(m) ? 36500 : 21500, 0.25), "expense:utilities:electricity", `Suncoast Electric Cooperative - Heron Roost, ${label}`);
    add("heron", 11, vary(summer(m) ? 10400 : 7600, 0.25), "expense:utilities:water", `Lemon Bay Water Utility - water and sewer, Heron Roost, ${label}`);
    add("heron", 12, 7999, "expense:utilities:internet", `Tidewave Fiber - Heron Roost internet, ${label}`);
    add("heron", 15, 212800 - idx * 340, "expense:mortgage_interest", `Tidewater Community Bank - mortgage interest, loan ...4471, ${label}`);
    add("heron", 15, 61300 + idx * 340, "expense:mortgage_principal", `Tidewater Community Bank - mortgage principal, loan ...4471, ${label}`);
    const tdtBase = vrbo.filter((b) => b.date.startsWith(prevYm)).reduce((sum, b) => sum + b.gross, 0);
    if (tdtBase > 0) {
      add("heron", 5, Math.round(tdtBase * 0.05), "revenue:other", `Vrbo payout - Sarasota County tourist development tax collected from guests, ${prevLabel}`);
      add("heron", 19, Math.round(tdtBase * 0.05), "expense:other", `Sarasota County Tax Collector - tourist development tax return, ${prevLabel} (5%)`);
    }
    if (m === 6) add("heron", 1, y >= y0 ? 498600 : 481200, "expense:insurance", "Sunbelt Coastal Windstorm Underwriters - windstorm and hurricane policy premium, Heron Roost");
    if (m === 6) add("heron", 3, y >= y0 ? 271500 : 264000, "expense:insurance", "Gulfcrest Property & Casualty - dwelling policy excluding wind, Heron Roost");
    if (m === 9) add("heron", 15, y >= y0 ? 221800 : 213500, "expense:insurance", "Tarpon Flood Insurance - NFIP flood policy premium, Heron Roost");
    if (m === 6) add("heron", 28, 234600, "expense:property_tax", `Sarasota County Tax Collector - ${y} property tax installment 1 of 4 (installment plan)`);
    if (m === 9) add("heron", 28, 238300, "expense:property_tax", `Sarasota County Tax Collector - ${y} property tax installment 2 of 4 (installment plan)`);
    if (m === 12) add("heron", 29, 242000, "expense:property_tax", `Sarasota County Tax Collector - ${y} property tax installment 3 of 4 (installment plan)`);
    if (m === 3) add("heron", 28, 245700, "expense:property_tax", `Sarasota County Tax Collector - ${y - 1} property tax installment 4 of 4 (installment plan)`);
    if (m === 9) add("heron", 26, 4500, "expense:licenses_permits", "Sarasota County Tax Collector - local business tax receipt, Heron Roost");
    if (m === 10) add("heron", 3, 23100, "expense:licenses_permits", "Florida DBPR - vacation rental dwelling license renewal, Heron Roost");
    if (m === 1) add("heron", 6, 4999, "expense:software_subscriptions", "KeyNest Smart Locks - annual lock code service");
    if (rand() < 0.4) add("heron", 21, vary(14500, 0.6), "expense:supplies", "Gulf Coast Wholesale Club - guest supplies (towels, coffee, toiletries)");
    if (ym === shutters) add("heron", 22, 1185000, "expense:capital_improvement", "Ironwood Storm Protection - hurricane shutters installed (accordion shutters on all windows and lanai doors)");
    if (ym === storm) {
      add("heron", 6, 32500, "expense:maintenance:repairs", "Ironwood Storm Protection - shutters closed and reopened for the storm warning");
      add("heron", 16, 48000, "expense:maintenance:landscaping", "Sabal Palm Lawn & Landscape - storm debris removal, Heron Roost");
      add("heron", 17, 22500, "expense:maintenance:cleaning", "Aquamarine Pool Care - post-storm pool cleanup");
    }
    if (ym === nth(today, 8, 1)) add("heron", 13, 86500, "expense:maintenance:repairs", "Aquamarine Pool Care - pool pump motor replaced");
    if (ym === nth(today, 2, 1)) add("heron", 9, 61000, "expense:maintenance:repairs", "Coastal Breeze AC & Heat - Heron Roost air handler drain line and float switch");

    // --- The café building: base rent and CAM from Saltmarsh Coffee, tax and insurance reimbursed (NNN), lot and landscaping.
    add("manatee", 1, cafeRent(today, `${ym}-01`), "revenue:long_term_rental", `ACH from Saltmarsh Coffee Roasters LLC - base rent, Suite B, ${label}`);
    add("manatee", 1, 39500, "revenue:other", `ACH from Saltmarsh Coffee Roasters LLC - CAM reimbursement (estimate), ${label}`);
    add("manatee", 15, 172500 - idx * 220, "expense:mortgage_interest", `Barrier Island Bank - commercial loan interest, loan ...7730, ${label}`);
    add("manatee", 6, 14000, "expense:maintenance:cleaning", `Gulfside Lot Sweeping - parking lot sweeping, ${label}`);
    add("manatee", 20, 9500, "expense:maintenance:landscaping", `Sabal Palm Lawn & Landscape - commercial landscaping, ${label}`);
    add("manatee", 10, vary(4800, 0.2), "expense:utilities:electricity", `Suncoast Electric Cooperative - parking lot and sign lighting, ${label}`);
    if (m === 2) add("manatee", 20, y >= y0 ? 547000 : 526000, "expense:insurance", "Anchorline Commercial Insurance - building and liability policy, 2204 Manatee Ave W");
    if (m === 3) add("manatee", 14, y >= y0 ? 547000 : 526000, "revenue:other", "Saltmarsh Coffee Roasters LLC - insurance premium reimbursement (NNN)");
    if (m === 4) add("manatee", 12, y >= y0 ? 31200 : 28600, "revenue:other", `Saltmarsh Coffee Roasters LLC - ${y - 1} CAM reconciliation true-up`);
    if (m === 11) add("manatee", 24, y >= y0 ? 812160 : 779520, "expense:property_tax", `Manatee County Tax Collector - ${y} property tax, 2204 Manatee Ave W (4% November discount)`);
    if (m === 12) add("manatee", 18, y >= y0 ? 812160 : 779520, "revenue:other", `Saltmarsh Coffee Roasters LLC - ${y} property tax reimbursement (NNN)`);
    if (ym === nth(today, 9, 0)) add("manatee", 23, 138000, "expense:maintenance:repairs", "Mainsail Roofing - roof leak repair over Suite B");

    // --- The company itself.
    add(null, 28, 1500, "expense:bank_fees", `Barrier Island Bank - monthly service fee, ${label}`);
    add(null, 4, 2500, "expense:software_subscriptions", `RentDock property software subscription, ${label}`);
    if (m === 3) add(null, 10, y >= y0 ? 245000 : 235000, "expense:legal_professional", `Halvorsen Quintero CPA Group - ${y - 1} Form 1065 partnership return and K-1s`);
    if (m === 2) add(null, 18, 13875, "expense:licenses_permits", `Florida Department of State - ${y} LLC annual report (Sunbiz)`);
    if (m === 1) add(null, 9, 12500, "expense:legal_professional", "Gulfline Registered Agents - annual registered agent fee");
    if (ym === nth(today, 5, 1)) add(null, 20, 60000, "expense:legal_professional", "Demarco & Sayre Law, P.A. - review of the Saltmarsh Coffee lease amendment");
  }
  return out.filter((t) => t.date <= today && t.cents > 0);
}

export interface CoastObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: CoastKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next, and the monthly tax returns around `today`; those more than 20 days past are completed. */
export function coastObligations(today: string): CoastObligation[] {
  const y = Number(today.slice(0, 4));
  const out: CoastObligation[] = [];
  for (const year of [y - 1, y, y + 1]) {
    out.push({ obligation_type: "compliance:periodic_report", due_date: `${year}-05-01`, description: `Florida LLC annual report ${year} (Division of Corporations, Sunbiz; $138.75 fee, $400 late fee after May 1)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${year}-03-15`), description: `Form 1065 partnership return for ${year - 1} and the members' Schedule K-1s (Halvorsen Quintero CPA Group)` });
    for (const [i, due] of ([`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`] as const).entries()) {
      out.push({ obligation_type: "tax:payment", due_date: businessDay(due), description: `Q${i + 1} ${year} estimated tax payments (members' federal Form 1040-ES; Florida has no personal income tax)` });
    }
    out.push({ obligation_type: "property:tax", due_date: `${year}-11-30`, description: `${year} property tax, Pinellas County Tax Collector, Unit 704 (pay by November 30 for the 4% discount; delinquent after March 31)`, property: "coquina" });
    out.push({ obligation_type: "property:tax", due_date: `${year}-11-30`, description: `${year} property tax, Manatee County Tax Collector, duplex (pay by November 30 for the 4% discount)`, property: "palmetto" });
    out.push({ obligation_type: "property:tax", due_date: `${year}-11-30`, description: `${year} property tax, Manatee County Tax Collector, café building (4% discount in November; Saltmarsh Coffee reimburses under the NNN lease)`, property: "manatee" });
    out.push({ obligation_type: "property:tax", due_date: `${year}-06-30`, description: `${year} property tax installment 1 of 4, Sarasota County installment plan (6% discount)`, property: "heron" });
    out.push({ obligation_type: "property:tax", due_date: `${year}-09-30`, description: `${year} property tax installment 2 of 4, Sarasota County installment plan (4.5% discount)`, property: "heron" });
    out.push({ obligation_type: "property:tax", due_date: `${year}-12-31`, description: `${year} property tax installment 3 of 4, Sarasota County installment plan (3% discount)`, property: "heron" });
    out.push({ obligation_type: "property:tax", due_date: `${year + 1}-03-31`, description: `${year} property tax installment 4 of 4, Sarasota County installment plan (no discount)`, property: "heron" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-06-01`, description: "Windstorm and hurricane policy renewal, Sunbelt Coastal Windstorm Underwriters policy SCW-W3-2281764", property: "heron" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-09-15`, description: "NFIP flood policy renewal (Tarpon Flood Insurance)", property: "heron" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-08-10`, description: "HO-6 condo unit owner policy renewal (Seagrape Mutual Insurance)", property: "coquina" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-02-12`, description: "Duplex dwelling fire policy renewal (Gulfcrest Property & Casualty)", property: "palmetto" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-02-20`, description: "Commercial building and liability policy renewal (Anchorline Commercial Insurance); bill Saltmarsh Coffee for reimbursement", property: "manatee" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-09-30`, description: "Local business tax receipts, Pinellas County (Unit 704) and Sarasota County (Heron Roost)" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-10-31`, description: "Florida DBPR vacation rental license renewals (condominium license for Unit 704, dwelling license for Heron Roost)" });
    out.push({ obligation_type: "other", due_date: `${year}-03-18`, description: `Coquina Tides Condominium Association annual owners' meeting and board election, ${year} (7:00 p.m., pool clubhouse)`, property: "coquina" });
    out.push({ obligation_type: "property:inspection", due_date: `${year}-05-15`, description: "Pre-hurricane-season check: test-close the accordion shutters, clear gutters, secure lanai furniture plan", property: "heron" });
  }
  // Monthly returns of the stays' taxes, due the 20th of the month after: from seven months back to two ahead.
  const ty = y;
  const tm = Number(today.slice(5, 7));
  for (let k = -7; k <= 2; k++) {
    const i = ty * 12 + tm - 1 + k;
    const ry = Math.floor(i / 12);
    const rm = (i % 12) + 1;
    const due = rm === 12 ? `${ry + 1}-01-20` : `${ry}-${pad(rm + 1)}-20`;
    const label = `${MONTH_NAMES[rm - 1]} ${ry}`;
    out.push({ obligation_type: "tax:filing", due_date: due, description: `Florida sales and use tax return DR-15 for ${label} (7% on Unit 704 stays of six months or less)`, property: "coquina" });
    out.push({ obligation_type: "tax:filing", due_date: due, description: `Pinellas County tourist development tax return for ${label} (6%, Unit 704)`, property: "coquina" });
    out.push({ obligation_type: "tax:filing", due_date: due, description: `Sarasota County tourist development tax return for ${label} (5%, Heron Roost Vrbo stays)`, property: "heron" });
  }
  // Leases: renewal decisions.
  const lucindaYear = y - (today.slice(5, 7) >= "08" ? 0 : 1);
  out.push({ obligation_type: "other", due_date: addDays(`${lucindaYear + 1}-07-31`, -60), description: `Lease renewal: Lucinda Farraday, Unit 1 (lease ends July 31, ${lucindaYear + 1}; 60 days' notice of any rent change)`, property: "palmetto" });
  const okoroStart = nextMonth(nextMonth(nth(today, 5, 0)));
  let okoroEnd = `${Number(okoroStart.slice(0, 4)) + 1}-06-30`;
  while (okoroEnd < today) okoroEnd = `${Number(okoroEnd.slice(0, 4)) + 1}-06-30`;
  out.push({ obligation_type: "other", due_date: addDays(okoroEnd, -60), description: `Lease renewal: Desmond Okoro-Baines, Unit 2 (lease ends June 30, ${okoroEnd.slice(0, 4)})`, property: "palmetto" });
  out.push({ obligation_type: "other", due_date: addDays(`${y + 2}-01-31`, -180), description: `Saltmarsh Coffee renewal option deadline: written notice at least 180 days before the lease ends January 31, ${y + 2} (one 5-year option)`, property: "manatee" });
  out.push({ obligation_type: "other", due_date: `${y}-04-30`, description: `CAM reconciliation statement for ${y - 1} to Saltmarsh Coffee (due within 120 days of year end)`, property: "manatee" });
  return out.map((o) => (o.due_date < addDays(today, -20) ? { ...o, status: "completed" } : o));
}

/** The company's papers. */
export function coastDocuments(today: string): FixtureCompany<CoastKey>["documents"] {
  const y = Number(today.slice(0, 4));
  const C = COAST_COMPANY;
  const lucindaYear = y - (today.slice(5, 7) >= "08" ? 0 : 1);
  const policyYear = today >= `${y}-06-01` ? y : y - 1;
  const cafeStart = y - 3;
  return [
    {
      filename: "mangrove-key-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Mangrove Key Property Group LLC",
      doc_date: "2018-02-12",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is made effective February 12, 2018, by Renata Valdés-Hollister and Graham Pettigrew, the members of ${C.legal_name}, a Florida limited liability company (Florida document number ${C.state_filing_number}) formed under Chapter 605, Florida Statutes.

## Article 1. Name, office and agent
The principal office and mailing address is ${C.mailing_address}. The registered agent is ${C.registered_agent.name}, ${C.registered_agent.address}.

## Article 2. Purpose
The Company acquires, owns, leases and operates residential and commercial real estate on Florida's Gulf coast, including furnished rentals of any length, long-term residential leases and commercial leases.

## Article 3. Members, Percentage Interests and Capital
| Member | Percentage Interest | Initial capital contribution |
|---|---|---|
| Renata Valdés-Hollister | 60% | $180,000 cash |
| Graham Pettigrew | 40% | $120,000 cash |

Additional capital is called only with the consent of both members, in proportion to the Percentage Interests. A member who advances funds with the other's consent is repaid before distributions, with interest at 7% a year.

## Article 4. Management
The Company is manager-managed. Renata Valdés-Hollister is the Manager. The Manager signs leases of up to five years, hires vendors, files tax returns and pays the Company's bills. The consent of both members is required to buy, sell, refinance or encumber real property, to sign a commercial lease longer than five years, or to spend more than $25,000 on one project.

## Article 5. Distributions and reserves
Cash beyond an operating reserve of $10,000 per property, plus a hurricane reserve of $20,000 for the Company, is distributed quarterly in proportion to the Percentage Interests.

## Article 6. Books and taxes
Books are kept on the cash method and a calendar year. The Company is taxed as a partnership and files Form 1065; Graham Pettigrew is the partnership representative. Each member receives a Schedule K-1.

## Article 7. Transfers
A member wishing to sell must first offer the interest to the other member, who has 60 days to buy it at the offered price.

## Article 8. Dissolution
The Company dissolves on the written consent of both members or on the sale of its last property.
`,
    },
    {
      filename: "palmetto-hammock-unit-1-lease-farraday.md",
      doc_type: "other",
      title: `Residential Lease, 3318 Palmetto Hammock Lane Unit 1 (Lucinda Farraday, ${lucindaYear}-${lucindaYear + 1})`,
      doc_date: `${lucindaYear}-07-08`,
      property: "palmetto",
      body: `# Residential Lease for Apartment or Unit in Multi-Family Rental Housing

Landlord: ${C.legal_name}, by its Manager Renata Valdés-Hollister. Tenant: Lucinda Farraday.
Premises: 3318 Palmetto Hammock Lane, Unit 1, Bradenton, FL 34205 (two bedrooms, one bath, one side of a duplex).

1. TERM. August 1, ${lucindaYear} through July 31, ${lucindaYear + 1}. This renews the tenancy that began August 1, 2022.
2. RENT. $1,700.00 per month, due on the 1st, paid by Zelle to the Landlord. Rent not received by the end of the 5th is late; a late fee of $75.00 is then due.
3. SECURITY DEPOSIT. $1,700.00, held in a non-interest-bearing account at Barrier Island Bank, Bradenton, as Section 83.49, Florida Statutes requires. The Landlord gives written notice of any claim on the deposit within 30 days after the Tenant vacates.
4. PETS. One dog under 35 pounds is permitted with a $300.00 non-refundable pet fee and $25.00 monthly pet rent. No other animals.
5. UTILITIES. Tenant pays electricity and internet. Landlord pays water, sewer and trash, and lawn service.
6. HURRICANES. Tenant shall bring in patio furniture when a hurricane watch is issued. The Landlord installs storm panels on the unit's windows.
7. RENEWAL. Either party gives at least 60 days' written notice before the end of the term of any change in rent or of non-renewal.
8. RADON. Radon is a naturally occurring radioactive gas that, when accumulated in a building in sufficient quantities, may present health risks (disclosure under Section 404.056, Florida Statutes).
`,
    },
    {
      filename: "saltmarsh-coffee-nnn-lease.md",
      doc_type: "other",
      title: "Commercial Lease (Triple Net), 2204 Manatee Avenue West Suite B - Saltmarsh Coffee Roasters LLC",
      doc_date: `${cafeStart - 1}-12-14`,
      property: "manatee",
      body: `# Commercial Lease Agreement (Triple Net)

Landlord: ${C.legal_name}. Tenant: Saltmarsh Coffee Roasters LLC, d/b/a Saltmarsh Coffee, a Florida limited liability company; personally guaranteed by its owner Teodora Marchetti.
Premises: 2204 Manatee Avenue West, Suite B, Bradenton, FL 34205, about 1,450 rentable square feet, with shared use of the 22-space parking lot.

## 1. Term
Five years, commencing February 1, ${cafeStart} and ending January 31, ${cafeStart + 5}.

## 2. Base rent
$3,300.00 per month in the first lease year, increasing by 3% on each February 1 (lease year 2: $3,399.00; year 3: $3,501.00; year 4: $3,606.00; year 5: $3,714.00), payable in advance on the 1st by ACH.

## 3. Triple-net charges
This is a triple-net lease. In addition to base rent, Tenant pays:
- Common area maintenance (CAM): its 38% share of parking lot sweeping, landscaping, lot lighting and common repairs, estimated at $395.00 per month, reconciled to actual costs within 120 days after each calendar year;
- Real estate taxes: Tenant reimburses the Manatee County tax bill on the building within 30 days of Landlord's invoice (Landlord pays in November to take the 4% discount);
- Insurance: Tenant reimburses the Landlord's building and liability premium within 30 days of invoice, and carries its own contents and liability insurance of at least $1,000,000 naming the Landlord as additional insured.

## 4. Security deposit
$7,000.00, returned within 30 days after the end of the term, less amounts owed.

## 5. Repairs
Tenant maintains the interior, storefront glass, grease trap and the HVAC unit serving the Premises (with a quarterly service contract). Landlord maintains the roof, structure and foundation.

## 6. Use
A café and coffee roastery. Roasting is limited to one 5-kilo roaster with an afterburner; no cooking with open flame.

## 7. Late charge
Rent received after the 5th carries a late charge of 5% of the amount due.

## 8. Renewal option
Tenant has one option to renew for five years, at 95% of the then fair market rent but not less than the last year's base rent plus 3%, by written notice at least 180 days before the end of the term.

## 9. Hurricane and casualty
If a named storm makes the Premises untenantable, base rent abates until the Landlord restores them; either party may terminate if restoration takes longer than 180 days.
`,
    },
    {
      filename: "coquina-tides-rules-and-regulations.md",
      doc_type: "other",
      title: "Coquina Tides Condominium Association Rules and Regulations",
      doc_date: `${y - 1}-03-20`,
      property: "coquina",
      body: `# Coquina Tides Condominium Association, Inc.: Rules and Regulations

Adopted by the Board of Directors; amended at the annual meeting of March 20, ${y - 1}. These rules bind every owner, tenant and guest at 1850 Gulf Boulevard, Indian Rocks Beach.

## 1. Rentals
1.1 No unit may be rented for a period of less than 30 consecutive days, and no unit may be rented more than 6 times in any calendar year. Nightly and weekly rentals are prohibited.
1.2 Every occupant of a rented unit must be registered with the Association at least 5 business days before arrival, on the Association's occupant form, with a background check fee of $100 per adult occupant (for a couple, one fee). Unregistered occupants may be denied entry and parking.
1.3 The owner remains responsible for occupants' compliance and for any fines.

## 2. Assessments
2.1 The monthly maintenance fee is $798.00 per two-bedroom unit from January 1, ${y} ($712.00 before), due on the 1st; a payment after the 10th carries a $25 late fee. The increase funds the structural integrity reserve required by Florida law.
2.2 Special assessment: following the milestone inspection, the Board levied a special assessment of $8,400.00 per two-bedroom unit for concrete restoration and balcony railing replacement, payable in two equal installments of $4,200.00.

## 3. Parking and amenities
One assigned covered space per unit plus one guest pass. The pool is open from dawn to 10:00 p.m.; no glass on the pool deck or beach walkover.

## 4. Hurricanes
Owners who leave their unit for more than 7 days between June 1 and November 30 must close hurricane shutters or designate a responsible person. Balcony furniture must be brought inside when a hurricane watch is issued.

## 5. Pets
Owners may keep one dog or cat. Tenants and guests may not keep pets.

## 6. Annual meeting
The annual owners' meeting and board election is held each March at the pool clubhouse.

## 7. Fines
After notice and a hearing before the fining committee, a violation carries a fine of up to $100 per day, not to exceed $1,000.
`,
    },
    {
      filename: "heron-roost-windstorm-policy-declarations.md",
      doc_type: "insurance:policy",
      title: `Sunbelt Coastal windstorm policy declarations, Heron Roost ${policyYear}-${policyYear + 1}`,
      doc_date: `${policyYear}-05-20`,
      property: "heron",
      body: `# Windstorm Policy Declarations

Insurer: Sunbelt Coastal Windstorm Underwriters. Named insured: ${C.legal_name}.
Insured location: 518 Heron Roost Drive, Englewood, FL 34223 (single-family dwelling let for short stays).
Policy number: SCW-W3-2281764. Policy period: June 1, ${policyYear} to June 1, ${policyYear + 1}, 12:01 a.m.

## Perils insured
Windstorm and hail, including hurricane, only. All other perils are covered by the Gulfcrest Property & Casualty dwelling policy (which excludes wind), and flood by the separate NFIP flood policy with Tarpon Flood Insurance.

## Coverages
Coverage A, Dwelling: $395,000. Coverage B, Other structures (pool cage and fence): $39,500. Coverage C, Personal property: $25,000. Coverage D, Fair rental value: $40,000.

## Deductibles
Hurricane deductible: 2% of Coverage A, which is $7,900 per hurricane season. All other windstorm or hail: $2,500 per occurrence.

## Discounts
Wind mitigation credit applied for the accordion hurricane shutters on all openings (opening protection) and hip roof: 18% of the wind premium.

## Premium
Annual premium: $${(policyYear >= y ? 4986 : 4812).toLocaleString("en-US")}.00, including the Florida Hurricane Catastrophe Fund and emergency assessments.
`,
    },
    {
      filename: "aquamarine-pool-service-agreement.md",
      doc_type: "other",
      title: "Aquamarine Pool Care service agreement, Heron Roost",
      doc_date: `${y - 2}-12-01`,
      property: "heron",
      body: `# Residential Pool Service Agreement

Contractor: Aquamarine Pool Care, Englewood, FL. Customer: ${C.legal_name}. Service address: 518 Heron Roost Drive, Englewood, FL 34223 (screened in-ground pool and spa).

1. SERVICE. One visit every week, on Wednesdays: skim, brush, vacuum, empty baskets, test and balance the water, add chemicals, check pump and filter.
2. RATE. $38.00 per weekly visit, chemicals included, billed monthly for the visits made. Extra visits (a guest complaint, a storm cleanup) are $75.00 each, or quoted for heavy debris.
3. REPAIRS. Equipment repairs are quoted separately; repairs under $400 may be done without approval.
4. TERM. Month to month; either party may cancel with 14 days' notice.
5. ACCESS. The contractor uses the gate code given by the Customer and does not enter the house. Visits are not skipped when guests are staying.
`,
    },
    {
      filename: "salt-and-linen-cleaning-agreement.md",
      doc_type: "other",
      title: "Salt & Linen Turnover Co. cleaning agreement",
      doc_date: `${y - 2}-11-15`,
      body: `# Cleaning Services Agreement

Contractor: Salt & Linen Turnover Co., Venice, FL. Client: ${C.legal_name}.

## Properties and rates
- Heron Roost Pool Retreat, 518 Heron Roost Drive, Englewood: turnover clean after each Vrbo stay, $185.00 per turnover, including linen laundering and restocking guest supplies from the owner's closet.
- Coquina Tides Unit 704, 1850 Gulf Boulevard, Indian Rocks Beach: departure deep clean at the end of each mid-term stay, $275.00 per clean, including inside the oven and refrigerator and balcony glass.

## Scheduling
Turnovers are done between 10:00 a.m. and 4:00 p.m. on the checkout day. Same-day turnovers are guaranteed when booked 48 hours ahead.

## Billing
Heron Roost turnovers are invoiced monthly; Unit 704 cleans are invoiced on completion. Payment within 15 days.

## Damage reports
The cleaner photographs any damage or missing items and reports them within 2 hours, so the owner can file a claim with the platform.
`,
    },
    {
      filename: "coquina-704-mid-term-rental-agreement.md",
      doc_type: "other",
      title: "Coquina Tides 704 furnished mid-term rental agreement (template)",
      doc_date: `${y - 1}-01-05`,
      property: "coquina",
      body: `# Furnished Rental Agreement, Coquina Tides Unit 704

Owner: ${C.legal_name}. Premises: 1850 Gulf Boulevard, Unit 704, Indian Rocks Beach, FL 33785, furnished, two bedrooms, two baths.

1. STAY. Minimum 30 nights (the association's minimum), maximum 120 nights. The stay is a transient rental of six months or less: Florida sales tax (6% plus the 1% Pinellas County surtax) and the Pinellas County tourist development tax (6%) are charged on the rent and the cleaning fee.
2. RATE. The monthly rate is stated on page 1 (currently $2,900 a month from May through November and $4,350 a month from December through April). Rent for stays up to 31 nights is paid in full before arrival; longer stays pay monthly in advance.
3. FEES AND DEPOSIT. A departure cleaning fee of $250 and a refundable damage deposit of $1,000, returned within 15 days after departure.
4. REGISTRATION. Every adult occupant must be registered with the Coquina Tides Condominium Association 5 business days before arrival; the owner pays the $100 background check fee.
5. UTILITIES. Electricity up to $150 a month and Wi-Fi are included; electricity above that is charged to the guest.
6. BOOKING. Stays are found through Furnished Finder (travelling nurses and medical staff) or booked directly by returning guests; Furnished Finder charges no booking fee, only the owner's annual listing subscription. Payment by bank transfer to the owner.
7. RULES. No pets, no smoking, no more than 4 occupants, and the association's rules and regulations apply.
`,
    },
  ];
}

/** Loads the Gulf-coast company into an empty service through its API; waits for its documents to be searchable. */
export async function seedCoast(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<CoastKey> = { profile: COAST_COMPANY, properties: COAST_PROPERTIES, files: [], obligations: coastObligations(today), documents: coastDocuments(today) };
  await seedFixture(
    send,
    company,
    async (ids) => {
      await enterTransactions(send, coastTransactions(today), ids, seed);
    },
    180_000,
  );
}
