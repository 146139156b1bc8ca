// A third fixture company, of another kind than the demo (Colorado, short-term rentals first) and the
// holdout (North Carolina): an Oregon LLC whose business is long-term tenants. Four unfurnished
// rentals (two single-family homes, a duplex and a condo under an HOA) are let to named tenants,
// three of them through a property manager who collects the rent, keeps a 9% fee and pays some bills
// from it (its owner statements are imported like bank exports); one furnished carriage house is let
// short-term, and its Airbnb reservations are recorded one by one through POST /api/v1/transactions
// ("Airbnb reservation HM4KX2 - Jane Doe (3 nights)"), as the service spec's own data looks, not
// imported from an Airbnb file. Every name, number and address is invented. Pure and deterministic
// (seeded); loaded through the API (scripts/eval-chat.ts --set landlord).
import { addDays, weekday } from "../../src/domain/dates";
import { bank, type BankRow, businessDay, daysIn, demoMonths, expectStatus, json, money, pad, random, seedFixture, type Send } from "./demo-data";

export const LANDLORD_COMPANY = {
  legal_name: "Basalt Creek Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "OR",
  formation_date: "2017-09-14",
  ein: "93-4417260",
  state_filing_number: "1389542-96",
  registered_agent: { name: "Helena Marsh", address: "3021 SE Brooklyn Street, Portland, OR 97202" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 8814, Portland, OR 97207",
  provenance: { source_type: "seed", source_id: "landlord" },
};

export type LandlordKey = "thornapple" | "larkspur" | "quarry" | "sycamore" | "millrace";

const seed = { source_type: "seed", source_id: "landlord" };
const PM = "Brightwell Property Management";

export const LANDLORD_PROPERTIES: { key: LandlordKey; input: Record<string, unknown> }[] = [
  {
    key: "thornapple",
    input: {
      address: "1147 SE Thornapple Street, Portland, OR 97202",
      acquisition_date: "2018-03-09",
      purchase_price_total: "428000.00",
      land_basis: "149800.00",
      building_basis: "278200.00",
      placed_in_service: "2018-04-01",
      provenance: seed,
      extra_metadata: { use: "long-term rental", kind: "single-family home", tenant: "Brianna Kowalczyk", monthly_rent: "2150.00", managed_by: PM },
    },
  },
  {
    key: "larkspur",
    input: {
      address: "3306 N Larkspur Avenue, Portland, OR 97217",
      acquisition_date: "2019-06-21",
      purchase_price_total: "512500.00",
      land_basis: "164000.00",
      building_basis: "348500.00",
      placed_in_service: "2019-08-01",
      provenance: seed,
      extra_metadata: {
        use: "long-term rental",
        kind: "duplex",
        nickname: "the Larkspur duplex",
        units: [
          { unit: "A", tenant: "Devon Achterberg", monthly_rent: "1425.00" },
          { unit: "B", tenant: "Ingrid Soto", monthly_rent: "1395.00" },
        ],
        managed_by: PM,
      },
    },
  },
  {
    key: "quarry",
    input: {
      address: "58 Quarry Bend Court, Unit 12, Beaverton, OR 97006",
      acquisition_date: "2021-10-15",
      purchase_price_total: "318000.00",
      land_basis: "47700.00",
      building_basis: "270300.00",
      placed_in_service: "2021-11-01",
      provenance: seed,
      extra_metadata: { use: "long-term rental", kind: "condominium", tenant: "Tobias Wren", monthly_rent: "1725.00", hoa: "Quarry Bend Condominium Association", managed_by: PM },
    },
  },
  {
    key: "sycamore",
    input: {
      address: "2210 Sycamore Hollow Road, Salem, OR 97302",
      acquisition_date: "2020-02-27",
      purchase_price_total: "389000.00",
      land_basis: "97250.00",
      building_basis: "291750.00",
      placed_in_service: "2020-04-01",
      provenance: seed,
      extra_metadata: { use: "long-term rental", kind: "single-family home", tenant: "Marisol Pennington", monthly_rent: "2095.00", managed_by: "self-managed" },
    },
  },
  {
    key: "millrace",
    input: {
      address: "17 Mill Race Lane, Carriage House, Hood River, OR 97031",
      acquisition_date: "2023-05-05",
      purchase_price_total: "365000.00",
      land_basis: "91250.00",
      building_basis: "255500.00",
      ffe_basis: "18250.00",
      placed_in_service: "2023-06-15",
      provenance: seed,
      extra_metadata: { use: "short-term rental", kind: "furnished carriage house", listing: "Mill Race Carriage House", nickname: "the carriage house" },
    },
  },
];

export interface LandlordFile {
  name: string;
  format: "bank";
  property: LandlordKey | null;
  sourceAccount: string;
  csv: string;
}

export interface Reservation {
  date: string;
  code: string;
  guest: string;
  nights: number;
  /** Gross booking in cents (nights at the nightly rate plus the cleaning fee). */
  gross: number;
  /** Airbnb's host service fee in cents (3%). */
  fee: number;
}

const GUESTS = ["Priya Castellano", "Wes Thornbury", "Noor Haddad", "Callum Baird", "Elodie Franck", "Jasper Nakamura", "Tamsin Oduya", "Rafael Iturbe", "Greta Solberg", "Malik Everhart"];
const CODE_CHARS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** The carriage house's Airbnb reservations, January of last year through last month (check-in date, within the month). */
export function landlordReservations(today: string, seedValue = 20261117): Reservation[] {
  const rand = random(seedValue);
  const codes = new Set<string>();
  const out: Reservation[] = [];
  for (const { y, m } of demoMonths(today)) {
    const summer = m >= 6 && m <= 9;
    const last = daysIn(y, m);
    let day = 1 + Math.floor(rand() * 3);
    while (day < last - 1) {
      const end = Math.min(day + 2 + Math.floor(rand() * 4), last);
      const nights = end - day;
      const rate = (summer ? 21500 : 15500) + Math.floor(rand() * 40) * 100;
      const gross = nights * rate + 9500;
      let code: string;
      do code = `HM${Array.from({ length: 4 }, () => CODE_CHARS[Math.floor(rand() * CODE_CHARS.length)]).join("")}`;
      while (codes.has(code));
      codes.add(code);
      const guest = GUESTS[Math.floor(rand() * GUESTS.length)]!;
      out.push({ date: `${y}-${pad(m)}-${pad(day)}`, code, guest, nights, gross, fee: Math.round(gross * 0.03) });
      day = end + Math.floor(rand() * (summer ? 2 : 6));
    }
  }
  return out;
}

/** The property manager's owner statements and the owners' bank exports, January of last year through last month. */
export function landlordFiles(today: string, seedValue = 20261118): LandlordFile[] {
  const rand = random(seedValue);
  const months = demoMonths(today);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const winter = (m: number) => m <= 3 || m >= 11;
  const first = months[0]!.y;
  const fee = (cents: number) => Math.round(cents * 0.09);
  const bookings = new Map<string, number>();
  for (const r of landlordReservations(today)) bookings.set(r.date.slice(0, 7), (bookings.get(r.date.slice(0, 7)) ?? 0) + 1);
  const when = (cond: boolean, rows: BankRow[]) => (cond ? rows : []);

  // Brightwell's owner statements: rent collected, its 9% fee, and the bills it paid for the owner.
  const pmThornapple = bank(months, (y, m) => [
    [3, "Rent received - Brianna Kowalczyk", 215000],
    [3, "Management fee 9% - Brightwell Property Management", -fee(215000)],
    ...when(m >= 5 && m <= 9, [[18, "Green Fern Landscaping - monthly yard service", -16500]]),
    ...when(m === 8 && y === first, [[20, "Lease renewal fee - Brightwell Property Management", -15000]]),
    ...when(m === 11 && y === first, [[14, "Rosario Plumbing - main sewer line cleared", -38500]]),
  ]);
  const pmLarkspur = bank(months, (y, m) => [
    [3, "Rent received - Devon Achterberg (Unit A)", 142500],
    [4, "Rent received - Ingrid Soto (Unit B)", 139500],
    [4, "Management fee 9% - Brightwell Property Management", -fee(142500 + 139500)],
    ...when(m === 10 && y === first, [[9, "Late fee - Devon Achterberg (Unit A)", 7500]]),
    ...when(m === 3 && y === first, [[22, "Rosario Plumbing - Unit B kitchen drain repair", -26500]]),
    ...when(m === 7 && y === first, [[15, "Voltline Electrical - Unit B breaker panel repair", -61800]]),
    ...when(m === 1 && y === first + 1, [[12, "Rosario Plumbing - Unit A water heater repair", -47250]]),
  ]);
  const pmQuarry = bank(months, (y, m) => [
    [1, "Quarry Bend Condominium Assn - HOA dues", -41000],
    [3, "Rent received - Tobias Wren", 172500],
    [3, "Management fee 9% - Brightwell Property Management", -fee(172500)],
    ...when(m === 2 && y === first + 1, [[17, "Summit HVAC - furnace igniter repair", -29400]]),
  ]);

  // The owners' accounts: mortgages, property taxes (Oregon bills are paid in full by November 15), insurance.
  const thornapple = bank(months, (y, m) => [
    [15, "ONPOINT CU MORTGAGE INTEREST", -vary(106000, 0.02)],
    ...when(m === 3, [[2, "SAFECO INSURANCE LANDLORD PREMIUM", -138400]]),
    ...when(m === 11, [[13, "MULTNOMAH COUNTY PROPERTY TAX", -521433]]),
    ...when(m === 9 && y === first, [[12, "RIDGELINE ROOFING NEW ROOF INV RR-5082", -1648000]]),
  ]);
  const larkspur = bank(months, (y, m) => [
    [10, "CITY OF PORTLAND WATER SEWER", -vary(winter(m) ? 14800 : 19600, 0.2)],
    [15, "UMPQUA HOME LOAN INTEREST", -vary(141000, 0.02)],
    ...when(m === 6, [[1, "SAFECO INSURANCE LANDLORD PREMIUM", -171200]]),
    ...when(m === 11, [[13, "MULTNOMAH COUNTY PROPERTY TAX", -610288]]),
  ]);
  const quarry = bank(months, (y, m) => [
    ...when(m === 1, [[10, "AMERICAN FAMILY INSURANCE HO6 PREMIUM", -61500]]),
    ...when(m === 11, [[12, "WASHINGTON COUNTY PROPERTY TAX", -387710]]),
  ]);
  const sycamore = bank(months, (y, m) => {
    const garrett = y === first && m <= 5;
    const marisol = y > first || m >= 7;
    return [
      ...when(garrett, [[1, "ZELLE FROM GARRETT HOLLIS RENT", 195000]]),
      ...when(marisol, [[1, "ZELLE FROM MARISOL PENNINGTON RENT", 209500]]),
      [15, "GUILD MORTGAGE INTEREST", -vary(98000, 0.02)],
      ...when(m >= 4 && m <= 10, [[22, "GREEN FERN LANDSCAPING", -14500]]),
      ...when(m === 4, [[20, "STATE FARM INSURANCE PREMIUM", -118900]]),
      ...when(m === 11, [[14, "MARION COUNTY TAX COLLECTOR", -339045]]),
      ...when(y === first && m === 6, [
        [9, "DEPOSIT RETAINED - G HOLLIS CARPET DAMAGE", 64000],
        [11, "STEAMWORKS CARPET CLEANING", -34500],
        [18, "SALEM FIX-IT HANDYMAN TURNOVER REPAIRS", -87500],
      ]),
      ...when(y === first + 1 && m === 2, [[9, "ZELLE FROM MARISOL PENNINGTON LATE FEE", 6000]]),
      ...when(y === first + 1 && m === 5, [[6, "ROSARIO PLUMBING TOILET REPAIR", -21800]]),
    ];
  });
  const millrace = bank(months, (y, m) => [
    [6, "PACIFIC POWER ELECTRIC BILL", -vary(winter(m) ? 16400 : 9200, 0.3)],
    ...when(winter(m), [[8, "NW NATURAL GAS CO", -vary(8800, 0.3)]]),
    [9, "CITY OF HOOD RIVER WATER", -vary(5600, 0.2)],
    [12, "GORGE NET INTERNET", -6995],
    [19, "HOOD RIVER GARBAGE AND RECYCLING", -3875],
    [28, "GORGE SPARKLE CLEANING", -9500 * (bookings.get(`${y}-${pad(m)}`) ?? 0)],
    ...when(m === 8, [[1, "COLUMBIA GORGE MUTUAL INSURANCE PREMIUM", -226000]]),
    ...when(m === 11, [[13, "HOOD RIVER COUNTY TAX COLLECTOR", -365520]]),
    ...when(m === 1, [[20, "HOOD RIVER COUNTY STR PERMIT RENEWAL", -32500]]),
    ...when(rand() < 0.3, [[24, "COSTCO WHOLESALE SUPPLIES", -vary(11500, 0.6)]]),
    ...when(y === first + 1 && m === 4, [[16, "VOLTLINE ELECTRICAL HOT TUB CIRCUIT REPAIR", -44300]]),
  ]);
  const company = bank(months, (y, m) => [
    [28, "MONTHLY MAINTENANCE FEE", -1000],
    ...when(m === 3, [[11, "LINDGREN OKAFOR CPA TAX PREP", -172500]]),
    ...when(m === 9, [[8, "OREGON SECRETARY OF STATE ANNUAL REPORT", -10000]]),
    ...when(m === 2, [[20, "CITY OF PORTLAND RENTAL REGISTRATION FEE", -18000]]),
  ]);
  return [
    { name: "brightwell-owner-statement-thornapple.csv", format: "bank", property: "thornapple", sourceAccount: "Brightwell owner ledger (Thornapple)", csv: pmThornapple },
    { name: "brightwell-owner-statement-larkspur.csv", format: "bank", property: "larkspur", sourceAccount: "Brightwell owner ledger (Larkspur)", csv: pmLarkspur },
    { name: "brightwell-owner-statement-quarry-bend.csv", format: "bank", property: "quarry", sourceAccount: "Brightwell owner ledger (Quarry Bend)", csv: pmQuarry },
    { name: "umpqua-4410-thornapple.csv", format: "bank", property: "thornapple", sourceAccount: "Umpqua checking ...4410 (Thornapple)", csv: thornapple },
    { name: "umpqua-4428-larkspur.csv", format: "bank", property: "larkspur", sourceAccount: "Umpqua checking ...4428 (Larkspur)", csv: larkspur },
    { name: "umpqua-4436-quarry-bend.csv", format: "bank", property: "quarry", sourceAccount: "Umpqua checking ...4436 (Quarry Bend)", csv: quarry },
    { name: "oregon-pacific-2207-sycamore.csv", format: "bank", property: "sycamore", sourceAccount: "Oregon Pacific checking ...2207 (Sycamore)", csv: sycamore },
    { name: "umpqua-4452-mill-race.csv", format: "bank", property: "millrace", sourceAccount: "Umpqua checking ...4452 (Mill Race)", csv: millrace },
    { name: "umpqua-4401-company.csv", format: "bank", property: null, sourceAccount: "Umpqua checking ...4401 (company)", csv: company },
  ];
}

export interface LandlordObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: LandlordKey;
  status?: "completed";
}

/** Deadlines of last year (completed), this year and next: filings, payments, renewals, leases, permits. */
export function landlordObligations(today: string): LandlordObligation[] {
  const y = Number(today.slice(0, 4));
  const out: LandlordObligation[] = [];
  const county: Record<LandlordKey, string> = { thornapple: "Multnomah County", larkspur: "Multnomah County", quarry: "Washington County", sycamore: "Marion County", millrace: "Hood River County" };
  for (const year of [y - 1, y, y + 1]) {
    out.push({ obligation_type: "compliance:periodic_report", due_date: `${year}-09-14`, description: `Oregon annual report ${year} (Secretary of State Corporation Division, $100 fee, due on the anniversary date)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${year}-03-15`), description: `Form 1065 partnership return for ${year - 1}, with Oregon Form OR-65 and the members' K-1s` });
    for (const [i, due] of ([`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`] as const).entries()) out.push({ obligation_type: "tax:payment", due_date: businessDay(due), description: `Q${i + 1} ${year} estimated tax payment (members' federal 1040-ES and Oregon OR-40-V)` });
    for (const key of Object.keys(county) as LandlordKey[]) out.push({ obligation_type: "property:tax", due_date: `${year}-11-15`, description: `${year}-${String((year + 1) % 100).padStart(2, "0")} property taxes, ${county[key]} (pay in full for the 3% discount)`, property: key });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-03-01`, description: "Landlord policy renewal (Safeco)", property: "thornapple" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-06-01`, description: "Landlord policy renewal (Safeco)", property: "larkspur" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-01-10`, description: "HO-6 condo unit policy renewal (American Family)", property: "quarry" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-04-20`, description: "Rental dwelling policy renewal (State Farm)", property: "sycamore" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-08-01`, description: "Dwelling policy with short-term rental endorsement renewal (Columbia Gorge Mutual)", property: "millrace" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-01-31`, description: "Hood River County short-term rental permit renewal", property: "millrace" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-02-28`, description: "City of Portland rental registration (Thornapple and both Larkspur units, $60 a unit)" });
    out.push({ obligation_type: "property:inspection", due_date: `${year}-05-15`, description: "Hood River County short-term rental fire and life safety inspection", property: "millrace" });
    out.push({ obligation_type: "property:inspection", due_date: `${year}-10-15`, description: "Smoke and carbon monoxide alarm check, both duplex units", property: "larkspur" });
  }
  // Leases: a renewal decision 60 days before each lease ends.
  out.push({ obligation_type: "other", due_date: addDays(`${y + 1}-01-31`, -60), description: `Lease renewal: Tobias Wren, 58 Quarry Bend Court Unit 12 (lease ends January 31, ${y + 1}); HOA requires a term of at least 12 months`, property: "quarry" });
  out.push({ obligation_type: "other", due_date: addDays(`${y + 1}-04-30`, -60), description: `Lease renewal: Devon Achterberg, 3306 N Larkspur Avenue Unit A (lease ends April 30, ${y + 1})`, property: "larkspur" });
  out.push({ obligation_type: "other", due_date: addDays(`${y + 1}-06-30`, -60), description: `Lease renewal: Marisol Pennington, 2210 Sycamore Hollow Road (lease ends June 30, ${y + 1})`, property: "sycamore" });
  out.push({ obligation_type: "other", due_date: addDays(`${y + 1}-08-31`, -60), description: `Lease renewal: Brianna Kowalczyk, 1147 SE Thornapple Street (lease ends August 31, ${y + 1})`, property: "thornapple" });
  return out.map((o) => (o.due_date < addDays(today, -20) ? { ...o, status: "completed" } : o));
}

export interface LandlordDocument {
  filename: string;
  doc_type: string;
  title: string;
  doc_date: string;
  body: string;
  property?: LandlordKey;
}

/** The company's papers: formation, two leases, the management agreement, HOA rules, the roof invoice, an insurance declarations page. */
export function landlordDocuments(today: string): LandlordDocument[] {
  const y = Number(today.slice(0, 4));
  const C = LANDLORD_COMPANY;
  return [
    {
      filename: "basalt-creek-articles-of-organization.md",
      doc_type: "formation:articles",
      title: "Articles of Organization of Basalt Creek Holdings LLC",
      doc_date: "2017-09-14",
      body: `# Articles of Organization, Limited Liability Company

Filed with the Oregon Secretary of State, Corporation Division, on September 14, 2017. Registry Number: ${C.state_filing_number}.

1. Name of the limited liability company: ${C.legal_name}.
2. Duration: perpetual.
3. Registered agent: ${C.registered_agent.name}. Address of the registered agent, which is also the registered office: ${C.registered_agent.address}.
4. Address where the Division may mail notices: ${C.mailing_address}.
5. Principal office: 3021 SE Brooklyn Street, Portland, OR 97202.
6. Organizer: Helena Marsh, 3021 SE Brooklyn Street, Portland, OR 97202.
7. The company is member-managed.
8. Optional provisions: the company indemnifies its members to the fullest extent permitted by ORS Chapter 63.

Execution: I declare as an authorized signer that this filing has been examined by me and is, to the best of my knowledge and belief, true, correct and complete. Signed by Helena Marsh, Organizer, September 12, 2017.
`,
    },
    {
      filename: "basalt-creek-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Basalt Creek Holdings LLC",
      doc_date: "2017-09-14",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is entered into effective September 14, 2017, by Helena Marsh and Corwin Adeyemi, the members of ${C.legal_name}, an Oregon limited liability company formed under ORS Chapter 63.

## 1. Purpose
The Company acquires, owns, leases and manages residential rental real estate in Oregon, chiefly homes let to long-term tenants, and may furnish and let a dwelling for short stays where the law and any association rules permit.

## 2. Members, Percentage Interests and Capital
Helena Marsh holds a 55% Percentage Interest and contributed $110,000 in cash. Corwin Adeyemi holds a 45% Percentage Interest and contributed $90,000 in cash. No member must make an additional capital contribution; a member who advances money to the Company with the consent of the other is repaid before any distribution, with interest at 6% a year.

## 3. Management
The Company is member-managed. Helena Marsh is the Managing Member and signs leases, engages the property manager and pays bills in the ordinary course. Buying, selling or refinancing any real property, or admitting a new member, requires the unanimous written consent of the members.

## 4. Distributions and Reserves
Cash beyond a reserve of $5,000 per property is distributed to the members in proportion to their Percentage Interests each calendar quarter.

## 5. Books and Tax
The Company keeps its books on the cash method and a calendar year and is taxed as a partnership. Helena Marsh is the partnership representative. Each member receives a Schedule K-1.

## 6. Transfers
A member who wishes to sell an interest must first offer it to the other member, who has 45 days to buy it at the same price.

## 7. Dissolution
The Company dissolves on the unanimous written consent of the members or when it no longer owns any real property.
`,
    },
    {
      filename: "thornapple-lease-kowalczyk.md",
      doc_type: "other",
      title: "Residential Lease, 1147 SE Thornapple Street (Brianna Kowalczyk)",
      doc_date: `${y - 1}-08-12`,
      property: "thornapple",
      body: `# Residential Rental Agreement

Landlord: ${C.legal_name}, through its agent ${PM}, Inc. Tenant: Brianna Kowalczyk.
Premises: 1147 SE Thornapple Street, Portland, OR 97202, a single-family house with a detached garage.

## Term
This agreement renews the tenancy that began September 1, 2022. The term begins September 1, ${y - 1} and ends August 31, ${y + 1}; after that the tenancy continues month to month.

## Rent
Rent is $2,150.00 a month, due on the first day of each month, paid through the ${PM} tenant portal. If rent is not received by the end of the fourth day of the rental period, a late fee of $75.00 is charged on the fifth day.

## Security deposit
Tenant has paid a security deposit of $2,400.00. It is returned within 31 days after the tenancy ends, with a written accounting of any deductions.

## Pets
One dog weighing under 40 pounds is permitted, with an additional refundable pet deposit of $400.00. No other animals without written consent. No pet rent is charged.

## Utilities and yard
Tenant pays electricity, natural gas, water, sewer, garbage and internet. Landlord provides monthly yard service from May through September.

## Smoking
Smoking and vaping are not permitted anywhere on the premises.
`,
    },
    {
      filename: "sycamore-hollow-lease-pennington.md",
      doc_type: "other",
      title: "Residential Lease, 2210 Sycamore Hollow Road (Marisol Pennington)",
      doc_date: `${y - 1}-06-20`,
      property: "sycamore",
      body: `# Residential Rental Agreement

Landlord: ${C.legal_name}, by its Managing Member Helena Marsh. Tenant: Marisol Pennington.
Premises: 2210 Sycamore Hollow Road, Salem, OR 97302, a three-bedroom single-family house.

## Term
The term begins July 1, ${y - 1} and ends June 30, ${y + 1}; after that the tenancy continues month to month.

## Rent
Rent is $2,095.00 a month, due on the first day of each month, paid by Zelle to the Landlord. If rent is not received by the end of the fourth day of the rental period, a late fee of $60.00 is charged on the fifth day.

## Security deposit
Tenant has paid a security deposit of $2,500.00. It is returned within 31 days after the tenancy ends, less lawful deductions for damage beyond ordinary wear and tear.

## Pets
No pets are permitted, except assistance animals.

## Utilities and yard
Tenant pays all utilities. Landlord pays for lawn mowing and yard maintenance from April through October.

## Repairs
Tenant reports needed repairs in writing. Landlord keeps the heating, plumbing and electrical systems and the appliances in working order.
`,
    },
    {
      filename: "brightwell-property-management-agreement.md",
      doc_type: "other",
      title: "Property Management Agreement with Brightwell Property Management",
      doc_date: "2024-01-01",
      body: `# Property Management Agreement

Owner: ${C.legal_name}. Manager: ${PM}, Inc., 4410 SE Division Street, Portland, OR 97206, a licensed Oregon property manager.

## Properties
1147 SE Thornapple Street, Portland; 3306 N Larkspur Avenue (both units of the duplex), Portland; and 58 Quarry Bend Court, Unit 12, Beaverton.

## Term
One year from January 1, 2024, renewing automatically for further one-year terms. Either party may terminate the agreement with 30 days' written notice.

## Fees
Management fee: 9% of all rent collected, deducted from collections each month. Leasing fee for a new tenant: 50% of the first month's rent. Lease renewal fee: $150.00 per renewal. No fee is charged on late fees, which the Manager remits to the Owner.

## Collections and bills
The Manager collects rent, holds it in its client trust account, and pays from it the association dues of Quarry Bend Unit 12 and the repairs and yard service the properties need. The Manager may spend up to $500 on any one repair without the Owner's approval, or more in an emergency that threatens health or property.

## Statements
The Manager sends an owner statement for each property by the 10th of each month and distributes the balance above a $500 reserve per property by the 12th.
`,
    },
    {
      filename: "quarry-bend-hoa-rules.md",
      doc_type: "other",
      title: "Quarry Bend Condominium Association Rules and Regulations",
      doc_date: `${y}-02-03`,
      property: "quarry",
      body: `# Quarry Bend Condominium Association: Rules and Regulations

Adopted by the Board of Directors; amended February 3, ${y}. These rules bind every owner, tenant and guest at Quarry Bend Court, Beaverton.

## 1. Leasing
No unit may be leased for a term of less than 12 months. Short-term and transient rentals, including through Airbnb, VRBO or similar services, are prohibited. An owner who leases a unit must give the Association a copy of the lease and the tenant's contact details within 10 days.

## 2. Assessments
The monthly assessment is $410.00 per unit, due on the first of the month; a payment received after the 15th incurs a $25.00 late charge. The Board has levied a special assessment of $3,150.00 per unit for the siding and deck replacement, payable in two equal installments of $1,575.00 due March 1, ${y + 1} and September 1, ${y + 1}.

## 3. Pets
No more than two household pets per unit. Dogs must be leashed in all common areas.

## 4. Quiet hours and parking
Quiet hours are 10:00 p.m. to 7:00 a.m. Each unit has one reserved covered space; guests park in marked visitor spaces for no more than 72 hours.

## 5. Fines
After written notice, a violation of these rules carries a fine of $100 for the first violation and $250 for each later one.
`,
    },
    {
      filename: "ridgeline-roofing-invoice-rr-5082.md",
      doc_type: "accounting:invoice",
      title: "Ridgeline Roofing invoice RR-5082 (Thornapple roof replacement)",
      doc_date: `${y - 1}-09-12`,
      property: "thornapple",
      body: `# Ridgeline Roofing and Gutter: Invoice RR-5082

Bill to: ${C.legal_name}, ${C.mailing_address}. Job site: 1147 SE Thornapple Street, Portland, OR 97202.

Work performed: complete tear-off of two layers of composition shingles, replacement of 14 sheets of damaged roof decking, new synthetic underlayment, architectural shingles, ridge vent, drip edge and new gutters and downspouts on the north side.

Total: $16,480.00. Paid in full by check on September 12, ${y - 1}.

Warranties: 25-year manufacturer shingle warranty; 10-year workmanship warranty from Ridgeline Roofing, transferable once to a new owner.
`,
    },
    {
      filename: "mill-race-insurance-declarations.md",
      doc_type: "insurance:policy",
      title: `Columbia Gorge Mutual declarations, Mill Race Carriage House ${y}`,
      doc_date: `${y}-07-15`,
      property: "millrace",
      body: `# Dwelling Policy Declarations Page

Insurer: Columbia Gorge Mutual Insurance Company. Named insured: ${C.legal_name}.
Insured location: 17 Mill Race Lane, Carriage House, Hood River, OR 97031 (furnished dwelling let for short stays).
Policy number: CGM-DP-7731904. Policy period: August 1, ${y} to August 1, ${y + 1}.

## Coverages and limits
Coverage A, Dwelling: $385,000. Coverage C, Personal property (furnishings): $35,000. Coverage D, Loss of rents: $36,000. Coverage L, Liability: $1,000,000 each occurrence. Short-term rental endorsement SR-12 applies.

## Deductible
$1,500 per occurrence, all perils. Wildfire losses carry the same deductible.

## Premium
Annual premium: $2,260.00.
`,
    },
  ];
}

/** Loads the landlord company into an empty service through its API; waits for its documents to be searchable. */
export async function seedLandlord(send: Send, today: string): Promise<void> {
  const company = { profile: LANDLORD_COMPANY, properties: LANDLORD_PROPERTIES, files: landlordFiles(today), obligations: landlordObligations(today), documents: landlordDocuments(today) };
  // The carriage house's bookings, entered one by one as the bookkeeper does: the gross booking and Airbnb's host fee.
  await seedFixture(send, company, async (ids) => {
    for (const r of landlordReservations(today)) {
      const common = { property_id: ids.millrace, transaction_date: r.date, source_account: "Airbnb (Mill Race Carriage House)", provenance: seed };
      await expectStatus(await send("/api/v1/transactions", json("POST", { ...common, amount: money(r.gross), category: "revenue:rental_income", transaction_type: "REVENUE", description: `Airbnb reservation ${r.code} - ${r.guest} (${r.nights} nights)` })), [201], `recording ${r.code}`);
      await expectStatus(await send("/api/v1/transactions", json("POST", { ...common, amount: money(r.fee), category: "expense:platform_fees", transaction_type: "EXPENSE", description: `Airbnb host service fee ${r.code}` })), [201], `recording the fee of ${r.code}`);
    }
  });
}
