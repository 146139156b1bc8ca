// A fourth fixture company, shaped like the service spec's own sample data rather than like a bank
// export: a small multi-member Tennessee LLC (no other fixture uses TN) with two short-term rentals
// (a Nashville cottage let through Airbnb, a Gatlinburg cabin let through Airbnb and VRBO with a
// co-host) and one long-term condo in Chattanooga. EVERY record is created one by one through
// POST /api/v1/transactions, as the spec's examples are: each booking is one `revenue:rental_income`
// transaction described "Airbnb reservation HM4KX2 - Jane Doe (3 nights)" (the gross booking), with
// the platform's fee as its own expense; the bills (utilities, cleaning, supplies, mortgage interest,
// insurance, property tax, co-host and management fees, permits) are entered the same way. Every
// name, number and address is invented. Pure and deterministic (seeded); loaded through the API
// (scripts/eval-chat.ts --set spec).
import { addDays, weekday } from "../../src/domain/dates";
import { businessDay, daysIn, demoMonths, type EnteredTransaction, enterTransactions, type FixtureCompany, MONTH_NAMES, pad, random, seedFixture, type Send } from "./demo-data";

export const SPEC_COMPANY = {
  legal_name: "Holloway Creek Stays LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "TN",
  formation_date: "2020-03-16",
  ein: "88-1047352",
  state_filing_number: "001093584",
  registered_agent: { name: "Tobin Achebe", address: "2100 West End Avenue, Suite 640, Nashville, TN 37203" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 60417, Nashville, TN 37206",
  provenance: { source_type: "seed", source_id: "spec" },
};

export type SpecKey = "lockeland" | "laurel" | "tremont";

const seed = { source_type: "seed", source_id: "spec" };

export const SPEC_PROPERTIES: { key: SpecKey; input: Record<string, unknown> }[] = [
  {
    key: "lockeland",
    input: {
      address: "1814 Lockeland Drive, Nashville, TN 37206",
      acquisition_date: "2020-06-30",
      purchase_price_total: "612000.00",
      land_basis: "183600.00",
      building_basis: "404400.00",
      ffe_basis: "24000.00",
      placed_in_service: "2020-08-01",
      provenance: seed,
      extra_metadata: { use: "short-term rental", kind: "two-bedroom cottage", listing: "Lockeland Porch Cottage", nickname: "the cottage", str_permit: "2020-028614" },
    },
  },
  {
    key: "laurel",
    input: {
      address: "622 Laurel Bluff Way, Gatlinburg, TN 37738",
      acquisition_date: "2022-03-18",
      purchase_price_total: "548000.00",
      land_basis: "82200.00",
      building_basis: "438800.00",
      ffe_basis: "27000.00",
      placed_in_service: "2022-05-01",
      provenance: seed,
      extra_metadata: { use: "short-term rental", kind: "three-bedroom log cabin with hot tub", listing: "Laurel Bluff Cabin", nickname: "the cabin", co_host: "Smoky Ridge Co-Hosting LLC", hoa: "Laurel Bluff Owners Association" },
    },
  },
  {
    key: "tremont",
    input: {
      address: "407 Tremont Street, Unit 3, Chattanooga, TN 37405",
      acquisition_date: "2021-09-10",
      purchase_price_total: "289000.00",
      land_basis: "43350.00",
      building_basis: "245650.00",
      placed_in_service: "2021-10-01",
      provenance: seed,
      extra_metadata: { use: "long-term rental", kind: "condominium", nickname: "the Tremont condo", tenant: "Wendell Akers", monthly_rent: "1725.00", managed_by: "Scenic City Property Management", hoa: "Tremont Lofts Condominium Association" },
    },
  },
];

/** One transaction as POST /api/v1/transactions takes it (amount in cents until sent). */
export type SpecTransaction = EnteredTransaction<SpecKey>;

export interface SpecBooking {
  property: "lockeland" | "laurel";
  platform: "Airbnb" | "VRBO";
  /** Check-in, which is also the transaction's date. */
  date: string;
  code: string;
  guest: string;
  nights: number;
  /** Gross booking in cents: nights at the nightly rate plus the cleaning fee charged to the guest. */
  gross: number;
  cleaningFee: number;
  /** The platform's host fee in cents (Airbnb 3%, VRBO 5%). */
  fee: number;
}

const GUESTS = [
  "Thaddeus Morrow", "Imogen Blake", "Rashida Coleman", "Ezra Lindqvist", "Anya Petrova", "Booker Hale", "Saoirse Dunne", "Mateo Villanueva",
  "Harriet Osei", "Kenji Watanabe", "Delphine Archer", "Rowan Pike", "Yasmin Farouk", "Clementine Ruiz", "Otis Bramwell", "Beatrix Lowe",
  "Zeke Harmon", "Paloma Ibarra", "Lachlan Greer", "Wren Talbot", "Jane Doe", "Marcus Ellery",
];
const CODE_CHARS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const DIGITS = "23456789";

const ACCOUNTS = {
  lockeland: "Pinnacle checking ...2291 (Lockeland)",
  laurel: "Truist checking ...7730 (Laurel Bluff)",
  tremont: "FirstBank checking ...5148 (Tremont)",
  company: "Pinnacle checking ...2208 (company)",
};

/** Both short-term rentals' bookings, January of last year through last month; every stay ends inside its month. */
export function specBookings(today: string, seedValue = 20260316): SpecBooking[] {
  const rand = random(seedValue);
  const codes = new Set<string>();
  const code = (prefix: string, length: number) => {
    for (;;) {
      const chars = Array.from({ length }, () => CODE_CHARS[Math.floor(rand() * CODE_CHARS.length)]!);
      if (!chars.some((c) => DIGITS.includes(c))) chars[Math.floor(rand() * length)] = DIGITS[Math.floor(rand() * DIGITS.length)]!;
      const text = `${prefix}${chars.join("")}`;
      if (!codes.has(text)) {
        codes.add(text);
        return text;
      }
    }
  };
  const out: SpecBooking[] = [];
  for (const { y, m } of demoMonths(today)) {
    const last = daysIn(y, m);
    for (const property of ["lockeland", "laurel"] as const) {
      const cottage = property === "lockeland";
      // Nashville is busiest in spring, early fall and at New Year; the mountains in summer, October and December.
      const peak = cottage ? [3, 4, 5, 6, 9, 10, 12].includes(m) : [6, 7, 8, 10, 12].includes(m);
      const base = cottage ? (peak ? 21500 : 15500) : peak ? 28900 : 19900;
      const cleaningFee = cottage ? 11000 : 16500;
      let day = 1 + Math.floor(rand() * 3);
      for (;;) {
        const nights = cottage ? 2 + Math.floor(rand() * 3) : 2 + Math.floor(rand() * 5);
        if (day + nights - 1 > last) break;
        const rate = base + Math.floor(rand() * 45) * 100;
        const gross = nights * rate + cleaningFee;
        const vrbo = !cottage && rand() < 0.3;
        const platform = vrbo ? "VRBO" : "Airbnb";
        const guest = GUESTS[Math.floor(rand() * GUESTS.length)]!;
        out.push({
          property,
          platform,
          date: `${y}-${pad(m)}-${pad(day)}`,
          code: vrbo ? code("HA-", 6) : code("HM", 4 + Math.floor(rand() * 5)),
          guest,
          nights,
          gross,
          cleaningFee,
          fee: Math.round(gross * (vrbo ? 0.05 : 0.03)),
        });
        day += nights + Math.floor(rand() * (peak ? 2 : 5));
      }
    }
  }
  return out;
}

/** Every transaction of the company, January of last year through last month, bookings first. */
export function specTransactions(today: string, seedValue = 20260317): SpecTransaction[] {
  const rand = random(seedValue);
  const bookings = specBookings(today);
  const months = demoMonths(today);
  const first = months[0]!.y;
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const winter = (m: number) => m <= 3 || m >= 11;
  const out: SpecTransaction[] = [];

  for (const b of bookings) {
    const source_account = `${b.platform} (${b.property === "lockeland" ? "Lockeland Porch Cottage" : "Laurel Bluff Cabin"})`;
    out.push({ property: b.property, date: b.date, cents: b.gross, category: "revenue:rental_income", description: `${b.platform} reservation ${b.code} - ${b.guest} (${b.nights} ${b.nights === 1 ? "night" : "nights"})`, source_account });
    out.push({ property: b.property, date: b.date, cents: b.fee, category: "expense:platform_fees", description: `${b.platform} ${b.platform === "VRBO" ? "service fee" : "host service fee"} ${b.code}`, source_account });
  }

  for (const { y, m } of months) {
    const date = (day: number) => `${y}-${pad(m)}-${pad(Math.min(day, daysIn(y, m)))}`;
    const label = `${MONTH_NAMES[m - 1]} ${y}`;
    const add = (property: SpecKey | null, day: number, cents: number, category: string, description: string) =>
      out.push({ property, date: date(day), cents, category, description, source_account: ACCOUNTS[property ?? "company"] });
    const ofMonth = (property: SpecKey) => bookings.filter((b) => b.property === property && b.date.startsWith(`${y}-${pad(m)}`));

    // The cottage: a cleaner billed per turnover, Nashville utilities, the mortgage, yearly bills.
    const cottageTurns = ofMonth("lockeland").length;
    add("lockeland", 4, vary(winter(m) ? 15800 : m >= 6 && m <= 9 ? 18400 : 11200, 0.3), "expense:utilities:electricity", `Nashville Electric Service - ${label}`);
    if (winter(m)) add("lockeland", 7, vary(8400, 0.4), "expense:utilities:gas", `Piedmont Natural Gas - ${label}`);
    add("lockeland", 11, vary(7900, 0.2), "expense:utilities:water", `Metro Water Services - ${label}`);
    add("lockeland", 13, 7000, "expense:utilities:internet", `Google Fiber - ${label}`);
    add("lockeland", 15, vary(124500, 0.02), "expense:mortgage_interest", `Pinnacle Bank mortgage interest - ${label}`);
    if (cottageTurns > 0) add("lockeland", 28, 11000 * cottageTurns, "expense:maintenance:cleaning", `Music City Maids - turnover cleaning, ${cottageTurns} turns at $110`);
    if (rand() < 0.45) add("lockeland", 20, vary(16500, 0.6), "expense:supplies", "Costco - guest supplies (coffee, toiletries, paper goods)");
    if (m === 2) add("lockeland", 24, y === first ? 391240 : 398615, "expense:property_tax", `Davidson County Trustee - ${y - 1} property tax`);
    if (m === 4) add("lockeland", 28, y === first ? 214000 : 226500, "expense:insurance", "Cumberland Mutual - short-term rental policy premium");
    if (m === 6) add("lockeland", 20, 31300, "expense:licenses_permits", "Metro Codes - STRP permit renewal");
    if (y === first && m === 3) add("lockeland", 9, 118900, "expense:furnishings", "Wayfair - porch swing and patio set");
    if (y === first && m === 8) add("lockeland", 16, 48500, "expense:maintenance:repairs", "Hillside Handyman - fence gate and porch rail repair");
    if (y === first + 1 && m === 5) add("lockeland", 12, 32700, "expense:maintenance:repairs", "Harpeth Plumbing - water heater valve replaced");

    // The cabin: the co-host cleans and manages; mountain utilities; propane in winter.
    const cabin = ofMonth("laurel");
    add("laurel", 5, vary(winter(m) ? 29500 : 19800, 0.3), "expense:utilities:electricity", `Sevier County Electric System - ${label}`);
    if (winter(m)) add("laurel", 9, vary(22500, 0.5), "expense:utilities:gas", "Blossman Gas - propane delivery");
    add("laurel", 12, vary(6800, 0.2), "expense:utilities:water", `Gatlinburg Utilities - water, ${label}`);
    add("laurel", 14, 8999, "expense:utilities:internet", `Spectrum internet - ${label}`);
    add("laurel", 15, vary(161000, 0.02), "expense:mortgage_interest", `Truist mortgage interest - ${label}`);
    if (cabin.length > 0) {
      add("laurel", 28, 16500 * cabin.length, "expense:maintenance:cleaning", `Smoky Ridge Co-Hosting - turnover cleaning, ${cabin.length} turns at $165`);
      const nightly = cabin.reduce((sum, b) => sum + b.gross - b.cleaningFee, 0);
      add("laurel", 28, Math.round(nightly * 0.18), "expense:property_management", `Smoky Ridge Co-Hosting - co-host fee 18%, ${label}`);
    }
    if (m === 4 || m === 10) add("laurel", 22, 42500, "expense:maintenance:cleaning", "Smoky Ridge Co-Hosting - deep clean");
    if (m % 3 === 1) add("laurel", 18, 9500, "expense:maintenance:pest_control", "Smoky Mountain Pest Control - quarterly service");
    if (rand() < 0.35) add("laurel", 21, vary(14000, 0.6), "expense:supplies", "Costco - cabin supplies and firewood");
    if (m === 1) add("laurel", 27, y === first ? 228675 : 234110, "expense:property_tax", `Sevier County Trustee - ${y - 1} property tax`);
    if (m === 1) add("laurel", 30, 15000, "expense:licenses_permits", "City of Gatlinburg - short-term rental business license");
    if (m === 10) add("laurel", 1, y === first ? 334000 : 348000, "expense:insurance", "Blue Ridge Shield Insurance - annual premium");
    if (y === first && m === 4) add("laurel", 8, 894000, "expense:capital_improvement", "Mountain Spa & Hot Tub - new 6-person hot tub installed");
    if (y === first && m === 8) add("laurel", 19, 216000, "expense:maintenance:repairs", "Sevier Deck & Porch - deck board repair and stain");
    if (y === first + 1 && m === 2) add("laurel", 10, 38600, "expense:maintenance:repairs", "Smoky Ridge Co-Hosting - frozen pipe repair (approved)");

    // The condo: a tenant, a property manager who keeps 8%, HOA dues.
    const rent = y === first && m <= 7 ? 165000 : 172500;
    add("tremont", 1, rent, "revenue:long_term_rental", `Rent - Wendell Akers - ${label}`);
    add("tremont", 5, Math.round(rent * 0.08), "expense:property_management", `Scenic City Property Management - 8% management fee, ${label}`);
    add("tremont", 1, 28500, "expense:hoa_fees", `Tremont Lofts Condominium Assn - monthly dues, ${label}`);
    add("tremont", 15, vary(69200, 0.02), "expense:mortgage_interest", `FirstBank mortgage interest - ${label}`);
    if (m === 1) add("tremont", 16, y === first ? 54000 : 56800, "expense:insurance", "Volunteer State Insurance - HO-6 condo policy premium");
    if (m === 2) add("tremont", 26, y === first ? 157420 : 161930, "expense:property_tax", `Hamilton County Trustee - ${y - 1} property tax`);
    if (y === first && m === 6) add("tremont", 12, 28400, "expense:maintenance:repairs", "Scenic City Property Management - dishwasher repair");
    if (y === first && m === 11) add("tremont", 8, 7500, "revenue:late_fees", "Late fee - Wendell Akers");

    // The company itself.
    add(null, 27, 1200, "expense:bank_fees", "Pinnacle Bank - monthly service fee");
    add(null, 3, 4000, "expense:software_subscriptions", "Hospitable.com subscription");
    if (m === 3) add(null, 10, y === first ? 185000 : 192500, "expense:legal_professional", `Okafor & Lind CPAs - ${y - 1} Form 1065 preparation`);
    if (m === 3) add(null, 24, 30000, "expense:licenses_permits", "Tennessee Secretary of State - annual report fee");
    if (y === first && m === 8) add("lockeland", 20, 15000, "revenue:other", "Airbnb resolution payout - broken lamp");
  }
  return out;
}

export interface SpecObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: SpecKey;
  status?: "completed";
}

/** Deadlines of last year, this year and next; those already past are completed. */
export function specObligations(today: string): SpecObligation[] {
  const y = Number(today.slice(0, 4));
  const out: SpecObligation[] = [];
  for (const year of [y - 1, y, y + 1]) {
    const lastFeb = `${year}-02-${new Date(Date.UTC(year, 2, 0)).getUTCDate()}`;
    out.push({ obligation_type: "compliance:periodic_report", due_date: `${year}-04-01`, description: `Tennessee annual report ${year} (Secretary of State, $50 per member, $300 minimum)` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${year}-03-15`), description: `Federal Form 1065 partnership return for ${year - 1}, with the members' Schedule K-1s` });
    out.push({ obligation_type: "tax:filing", due_date: businessDay(`${year}-04-15`), description: `Tennessee franchise and excise tax return (FAE 170) for ${year - 1}` });
    for (const [i, due] of ([`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`] as const).entries()) {
      out.push({ obligation_type: "tax:payment", due_date: businessDay(due), description: `Q${i + 1} ${year} estimated tax payments (members' Form 1040-ES)` });
    }
    out.push({ obligation_type: "property:tax", due_date: lastFeb, description: `${year - 1} property tax, Davidson County Trustee`, property: "lockeland" });
    out.push({ obligation_type: "property:tax", due_date: lastFeb, description: `${year - 1} property tax, Sevier County Trustee`, property: "laurel" });
    out.push({ obligation_type: "property:tax", due_date: lastFeb, description: `${year - 1} property tax, Hamilton County Trustee`, property: "tremont" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-05-01`, description: "Short-term rental policy renewal (Cumberland Mutual)", property: "lockeland" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-10-01`, description: "Cabin dwelling and liability policy renewal (Blue Ridge Shield)", property: "laurel" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-01-15`, description: "HO-6 condo policy renewal (Volunteer State Insurance)", property: "tremont" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-06-30`, description: "Metro Nashville STRP permit renewal, permit 2020-028614", property: "lockeland" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-01-31`, description: "City of Gatlinburg short-term rental business license renewal", property: "laurel" });
    out.push({ obligation_type: "property:inspection", due_date: `${year}-09-15`, description: "Gatlinburg fire department short-term rental safety inspection", property: "laurel" });
  }
  return out.map((o) => (o.due_date < today ? { ...o, status: "completed" } : o));
}

/** The company's papers: formation, the STR permit, the cabin's insurance, the co-host agreement, the owners association's rules. */
export function specDocuments(today: string): FixtureCompany<SpecKey>["documents"] {
  const y = Number(today.slice(0, 4));
  const C = SPEC_COMPANY;
  // The permit renews every July 1 and the cabin's policy every October 1: the current one of each.
  const permitYear = today >= `${y}-07-01` ? y : y - 1;
  const policyYear = today >= `${y}-10-01` ? y : y - 1;
  return [
    {
      filename: "holloway-creek-articles-of-organization.md",
      doc_type: "formation:articles",
      title: "Articles of Organization of Holloway Creek Stays LLC",
      doc_date: "2020-03-16",
      body: `# Articles of Organization, Limited Liability Company

State of Tennessee, Secretary of State, Division of Business and Charitable Organizations. Filed March 16, 2020. Control Number: ${C.state_filing_number}.

1. The name of the Limited Liability Company is: ${C.legal_name}.
2. The name and complete address of the initial registered agent and office: ${C.registered_agent.name}, ${C.registered_agent.address}, Davidson County.
3. Fiscal year close month: December.
4. Duration: perpetual.
5. The total number of members at the date of filing: 3.
6. The Limited Liability Company will be manager-managed.
7. Principal executive office: 1814 Lockeland Drive, Nashville, TN 37206. Mailing address: ${C.mailing_address}.
8. This is not a professional limited liability company, a series LLC or a non-profit LLC.
9. Organizer: Maren Holloway, signed March 12, 2020.
`,
    },
    {
      filename: "holloway-creek-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Holloway Creek Stays LLC",
      doc_date: "2020-03-16",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is made effective March 16, 2020, by Maren Holloway, Tobin Achebe and Celeste Varga, the members of ${C.legal_name}, a Tennessee limited liability company under the Tennessee Revised Limited Liability Company Act.

## 1. Purpose
The Company buys, furnishes and lets residential real estate in Tennessee for short stays and to long-term tenants, and does anything lawful that is incidental to that business.

## 2. Members, Ownership and Capital
| Member | Ownership | Initial capital contribution |
| --- | --- | --- |
| Maren Holloway | 50% | $150,000 |
| Tobin Achebe | 30% | $90,000 |
| Celeste Varga | 20% | $60,000 |

No member is required to contribute more capital. Additional capital may be called only with the consent of members holding at least two-thirds of the ownership.

## 3. Management
The Company is manager-managed. Maren Holloway is the Manager: she engages co-hosts, cleaners and the property manager, sets nightly rates and pays bills in the ordinary course. Buying, selling, mortgaging or refinancing real property, or admitting a new member, requires the consent of members holding at least two-thirds of the ownership.

## 4. Distributions
Cash beyond an operating reserve of $10,000 per property is distributed to the members each quarter in proportion to their ownership.

## 5. Tax Matters
The Company is taxed as a partnership and keeps its books on the cash method and a calendar year. Tobin Achebe is the partnership representative.

## 6. Transfers
A member may not transfer an interest without first offering it to the other members, who have 60 days to buy it on the same terms.

## 7. Dissolution
The Company dissolves on the written consent of all members or when it no longer owns any real property.
`,
    },
    {
      filename: "metro-nashville-strp-permit-lockeland.md",
      doc_type: "other",
      title: "Metro Nashville STRP permit, 1814 Lockeland Drive",
      doc_date: `${permitYear}-06-24`,
      property: "lockeland",
      body: `# Short Term Rental Property (STRP) Permit

Metropolitan Government of Nashville and Davidson County, Department of Codes Administration.

Permit number: 2020-028614 (renewal). Permit type: Non-owner occupied, two-family zoning district.
Permit holder: ${C.legal_name}. Property: 1814 Lockeland Drive, Nashville, TN 37206.
Valid from July 1, ${permitYear} through June 30, ${permitYear + 1}.

## Conditions
- Maximum occupancy: 8 guests (two bedrooms, four persons per sleeping room).
- The permit number must appear in every online listing and advertisement.
- A responsible party must be able to respond in person within one hour, 24 hours a day: Maren Holloway.
- No more than one rental party at a time; no events, weddings or parties open to the public.
- Trash carts must be placed at the curb only on collection day.
- Three violations within one year are grounds for revocation of the permit.

Renewal fee: $313.00, due before the permit expires.
`,
    },
    {
      filename: "laurel-bluff-insurance-declarations.md",
      doc_type: "insurance:policy",
      title: `Blue Ridge Shield declarations, Laurel Bluff Cabin ${policyYear}`,
      doc_date: `${policyYear}-09-12`,
      property: "laurel",
      body: `# Dwelling Policy Declarations

Insurer: Blue Ridge Shield Insurance Company. Named insured: ${C.legal_name}, ${C.mailing_address}.
Insured location: 622 Laurel Bluff Way, Gatlinburg, TN 37738 (log cabin let for short stays).
Policy number: BRS-STR-4471186. Policy period: October 1, ${policyYear} to October 1, ${policyYear + 1}, 12:01 a.m.

## Coverages and limits
- Coverage A, Dwelling: $540,000
- Coverage B, Other structures: $54,000
- Coverage C, Personal property (furnishings): $65,000
- Coverage D, Loss of rental income: $80,000 (up to 12 months)
- Coverage E, Liability: $1,000,000 each occurrence
- Coverage F, Medical payments to others: $5,000 each person

## Deductibles
- All perils: $2,500 per occurrence
- Wind and hail: 2% of Coverage A
- Earthquake and flood: not covered

## Endorsements
Short-term rental endorsement STR-20 (guest occupancy up to 30 consecutive nights); hot tub liability included; wildfire is covered under all perils.

## Premium
Annual premium: $3,480.00, paid in full.
`,
    },
    {
      filename: "smoky-ridge-co-hosting-agreement.md",
      doc_type: "other",
      title: "Co-Hosting and Cleaning Agreement with Smoky Ridge Co-Hosting (Laurel Bluff Cabin)",
      doc_date: "2024-01-02",
      property: "laurel",
      body: `# Co-Hosting and Cleaning Services Agreement

Owner: ${C.legal_name}, by its Manager Maren Holloway. Co-host: Smoky Ridge Co-Hosting LLC, Pigeon Forge, TN.
Property: 622 Laurel Bluff Way, Gatlinburg, TN 37738 (the Laurel Bluff Cabin), listed on Airbnb and VRBO.

## Term
From January 2, 2024, renewing month to month. Either party may end the agreement with 30 days' written notice.

## Services
Guest messaging (replies within one hour from 8 a.m. to 10 p.m.), check-in instructions, turnover cleaning and laundry, restocking, hot tub checks, and coordinating repairs.

## Rates
- Co-host fee: 18% of booking revenue, before platform fees and excluding cleaning fees and taxes.
- Turnover cleaning: $165 per checkout (the cleaning fee charged to guests is set at the same amount).
- Deep cleaning: $425, each spring and fall.
- Supplies and restocking: billed at cost with receipts.

## Repairs
The Co-host may order repairs of up to $400 without the Owner's approval; anything above needs the Manager's written approval, except in an emergency.

## Statements
The Co-host sends a monthly statement of its fees and cleanings by the last day of each month and is paid within 10 days.
`,
    },
    {
      filename: "laurel-bluff-owners-association-rental-rules.md",
      doc_type: "other",
      title: "Laurel Bluff Owners Association rental rules",
      doc_date: `${y - 1}-11-04`,
      property: "laurel",
      body: `# Laurel Bluff Owners Association: Rules for Rental Guests

Adopted by the Board on November 4, ${y - 1}. Owners who let a cabin for short stays must post these rules inside the cabin and are responsible for their guests.

1. Quiet hours are 10:00 p.m. to 8:00 a.m.
2. No more than 3 vehicles per cabin; park only on the cabin's own driveway, never on Laurel Bluff Way.
3. All trash goes in the bear-resistant container; bags left outside bring a $100 fine.
4. Outdoor fires only in the fire pit supplied with the cabin, and never during a county burn ban. Fireworks are prohibited.
5. Speed limit on association roads: 15 mph. Four-wheel drive or chains are recommended from December through February.
6. A violation carries a fine of $250, charged to the owner of the cabin.
`,
    },
  ];
}

/** Loads the spec-shaped company into an empty service through its API; waits for its documents to be searchable. */
export async function seedSpec(send: Send, today: string): Promise<void> {
  const company: FixtureCompany<SpecKey> = { profile: SPEC_COMPANY, properties: SPEC_PROPERTIES, files: [], obligations: specObligations(today), documents: specDocuments(today) };
  // Every booking and bill entered one by one, as the spec's transactions are.
  await seedFixture(send, company, async (ids) => {
    await enterTransactions(send, specTransactions(today), ids, seed);
  });
}
