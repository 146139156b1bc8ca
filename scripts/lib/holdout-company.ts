// A second fixture company for the assistant's held-out evaluation: another state, other properties,
// tenants, guests, vendors, banks and papers than the demo, so that what the assistant understands
// is measured on records it was not written against. Pure and deterministic (seeded); loaded through
// the API like the demo (scripts/eval-chat.ts --set holdout).
import { addDays } from "../../src/domain/dates";
import { airbnb, bank, demoMonths, random, seedFixture, type BankRow, type Send } from "./demo-data";

export const HOLDOUT_COMPANY = {
  legal_name: "Harbor Lane Properties LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "NC",
  formation_date: "2020-05-04",
  ein: "87-2210394",
  state_filing_number: "2044107",
  registered_agent: { name: "Tomas Reyes", address: "118 Wharf Street, Wilmington, NC 28401" },
  fiscal_year_end: "12-31",
  mailing_address: "118 Wharf Street, Wilmington, NC 28401",
  provenance: { source_type: "seed", source_id: "holdout" },
};

type Key = "juniper" | "magnolia" | "osprey" | "hickory";

const seed = { source_type: "seed", source_id: "holdout" };
export const HOLDOUT_PROPERTIES: { key: Key; input: Record<string, unknown> }[] = [
  {
    key: "magnolia",
    input: {
      address: "310 Magnolia Street, Unit 2, Durham, NC 27701",
      acquisition_date: "2020-07-20",
      purchase_price_total: "214000.00",
      land_basis: "42800.00",
      building_basis: "171200.00",
      placed_in_service: "2020-09-01",
      provenance: seed,
      extra_metadata: { use: "long-term rental", tenant: "Keisha Brown", monthly_rent: "1675.00" },
    },
  },
  {
    key: "juniper",
    input: {
      address: "48 Juniper Lane, Asheville, NC 28801",
      acquisition_date: "2022-04-12",
      purchase_price_total: "398000.00",
      land_basis: "79600.00",
      building_basis: "300400.00",
      ffe_basis: "18000.00",
      placed_in_service: "2022-05-01",
      provenance: seed,
      extra_metadata: { airbnb_listing: "Juniper Cabin", use: "short-term rental" },
    },
  },
  {
    key: "hickory",
    input: {
      address: "1502 Hickory Drive, Raleigh, NC 27607",
      acquisition_date: "2023-11-30",
      purchase_price_total: "356500.00",
      land_basis: "89125.00",
      building_basis: "267375.00",
      placed_in_service: "2024-01-01",
      provenance: seed,
      extra_metadata: { use: "long-term rental", tenant: "Owen Fitzgerald", monthly_rent: "2300.00", nickname: "the Raleigh house" },
    },
  },
  {
    key: "osprey",
    input: {
      address: "9 Osprey Point Road, Wilmington, NC 28403",
      acquisition_date: "2024-03-15",
      purchase_price_total: "512000.00",
      land_basis: "153600.00",
      building_basis: "336400.00",
      ffe_basis: "22000.00",
      placed_in_service: "2024-04-15",
      provenance: seed,
      extra_metadata: { airbnb_listing: "Osprey Point Cottage", use: "short-term rental" },
    },
  },
];

export interface HoldoutFile {
  name: string;
  format: "airbnb" | "bank";
  property: Key | null;
  sourceAccount: string;
  csv: string;
}

const CABIN_GUESTS = ["Hannah Whitaker", "Luis Romero", "Grace Okonkwo", "Ethan Sommers", "Mei Tanaka", "Noah Patterson"];
const COTTAGE_GUESTS = ["Olivia Grant", "Marcus Bell", "Sofia Delgado", "Ben Harrington", "Ava Lindqvist", "Tariq Hassan", "Julia Moreau"];

/** The company's Airbnb and bank files from January of last year through last month. */
export function holdoutFiles(today: string, seedValue = 20260412): HoldoutFile[] {
  const rand = random(seedValue);
  const months = demoMonths(today);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const winter = (m: number) => m <= 3 || m >= 11;
  const first = months[0]!.y;

  const juniper = bank(months, (y, m) => [
    [4, "DUKE ENERGY PROGRESS", -vary(winter(m) ? 18800 : 11200, 0.3)],
    [9, "CITY OF ASHEVILLE WATER RESOURCES", -vary(5400, 0.2)],
    [11, "SPECTRUM INTERNET", -7999],
    [14, "TRUIST MORTGAGE PMT", -vary(171000, 0.02)],
    [22, "MOUNTAIN FRESH CLEANING", -vary(46000, 0.25)],
    ...(m === 5 ? ([[2, "ERIE INSURANCE PREMIUM", -214000]] as BankRow[]) : []),
    ...(m === 1 ? ([[5, "BUNCOMBE COUNTY TAX COLLECTOR", -289000]] as BankRow[]) : []),
    ...(rand() < 0.35 ? ([[18, "LOWES #0421", -vary(12000, 0.8)]] as BankRow[]) : []),
    ...(m === 10 && y === first ? ([[16, "BLUE RIDGE PLUMBING REPAIR", -67500]] as BankRow[]) : []),
  ]);
  const magnolia = bank(months, (y, m) => [
    [2, "ZELLE FROM KEISHA BROWN RENT", 167500],
    [6, "TRIANGLE PROPERTY MGMT FEE", -13400],
    [10, "DURHAM WATER MANAGEMENT", -vary(6200, 0.2)],
    ...(winter(m) ? ([[12, "PIEDMONT NATURAL GAS", -vary(7800, 0.3)]] as BankRow[]) : []),
    [15, "PNC BANK MORTGAGE INTEREST", -vary(61000, 0.02)],
    ...(m === 1 ? ([[5, "DURHAM COUNTY TAX COLLECTOR", -196500]] as BankRow[]) : []),
    ...(m === 8 ? ([[3, "ERIE INSURANCE PREMIUM", -98000]] as BankRow[]) : []),
    ...(m === 3 && y === first + 1 ? ([[19, "CAROLINA HVAC SERVICE REPAIR", -42500]] as BankRow[]) : []),
  ]);
  const hickory = bank(months, (y, m) => [
    [1, "VENMO OWEN FITZGERALD RENT", 230000],
    [11, "CITY OF RALEIGH UTILITIES WATER", -vary(8900, 0.2)],
    [15, "FIRST CITIZENS MORTGAGE INTEREST", -vary(118000, 0.02)],
    ...(m >= 4 && m <= 10 ? ([[20, "GREENSCAPE LAWN SERVICE", -8500]] as BankRow[]) : []),
    ...(m === 1 ? ([[5, "WAKE COUNTY TAX COLLECTOR", -301000]] as BankRow[]) : []),
    ...(m === 12 ? ([[1, "STATE FARM INSURANCE PREMIUM", -156000]] as BankRow[]) : []),
    ...(m === 6 && y === first ? ([[24, "OAK CITY ROOFING NEW ROOF", -1385000]] as BankRow[]) : []),
    ...(m === 9 && y === first + 1 ? ([[7, "LATE FEE OWEN FITZGERALD", 11500]] as BankRow[]) : []),
  ]);
  const osprey = bank(months, (y, m) => [
    [4, "DUKE ENERGY PROGRESS", -vary(m >= 6 && m <= 9 ? 21500 : 12500, 0.3)],
    [9, "CAPE FEAR PUBLIC UTILITY WATER", -vary(7100, 0.2)],
    [11, "SPECTRUM INTERNET", -7999],
    [14, "TRUIST MORTGAGE PMT", -vary(204000, 0.02)],
    [21, "SEASIDE TURNOVER CLEANING", -vary(61000, 0.25)],
    [25, "OSPREY POINT HOA DUES", -27500],
    ...(m % 3 === 0 ? ([[17, "COASTAL PEST SOLUTIONS", -12500]] as BankRow[]) : []),
    ...(m === 4 ? ([[2, "NATIONWIDE FLOOD INSURANCE", -188000]] as BankRow[]) : []),
    ...(m === 1 ? ([[5, "NEW HANOVER COUNTY TAX COLLECTOR", -342000]] as BankRow[]) : []),
  ]);
  const company = bank(months, (y, m) => [
    [27, "MONTHLY MAINTENANCE FEE", -1200],
    ...(m === 3 ? ([[18, "BRIGHTWATER CPA TAX PREP", -185000]] as BankRow[]) : []),
    ...(m === 4 ? ([[8, "NC SECRETARY OF STATE ANNUAL REPORT", -20300]] as BankRow[]) : []),
    ...(m === 2 ? ([[14, "ADOBE SOFTWARE SUBSCRIPTION", -23988]] as BankRow[]) : []),
  ]);
  return [
    { name: "airbnb-juniper-cabin.csv", format: "airbnb", property: "juniper", sourceAccount: "Airbnb (Juniper Cabin)", csv: airbnb(months, rand, { listing: "Juniper Cabin", guests: CABIN_GUESTS, prefix: "HJ", nightly: [15500, 19500], resolution: false }) },
    { name: "airbnb-osprey-point.csv", format: "airbnb", property: "osprey", sourceAccount: "Airbnb (Osprey Point)", csv: airbnb(months, rand, { listing: "Osprey Point Cottage", guests: COTTAGE_GUESTS, prefix: "HO", nightly: [16500, 26500], resolution: false }) },
    { name: "truist-2291-juniper.csv", format: "bank", property: "juniper", sourceAccount: "Truist ...2291 (Juniper)", csv: juniper },
    { name: "pnc-7740-magnolia.csv", format: "bank", property: "magnolia", sourceAccount: "PNC ...7740 (Magnolia)", csv: magnolia },
    { name: "first-citizens-3385-hickory.csv", format: "bank", property: "hickory", sourceAccount: "First Citizens ...3385 (Hickory)", csv: hickory },
    { name: "truist-2306-osprey.csv", format: "bank", property: "osprey", sourceAccount: "Truist ...2306 (Osprey)", csv: osprey },
    { name: "truist-1190-company.csv", format: "bank", property: null, sourceAccount: "Truist ...1190 (company)", csv: company },
  ];
}

export interface HoldoutObligation {
  obligation_type: string;
  due_date: string;
  description: string;
  property?: Key;
  status?: "completed";
}

/** Deadlines of last year (completed), this year and next: filings, payments, renewals. */
export function holdoutObligations(today: string): HoldoutObligation[] {
  const y = Number(today.slice(0, 4));
  const out: HoldoutObligation[] = [];
  for (const year of [y - 1, y, y + 1]) {
    out.push({ obligation_type: "compliance:periodic_report", due_date: `${year}-04-15`, description: `North Carolina annual report ${year} (Secretary of State, $203 fee)` });
    out.push({ obligation_type: "tax:filing", due_date: `${year}-03-16`, description: `Form 1065 partnership return for ${year - 1} and members' K-1s` });
    for (const [i, due] of ([`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`] as const).entries()) out.push({ obligation_type: "tax:payment", due_date: due, description: `Q${i + 1} ${year} estimated tax payment (federal 1040-ES and NC)` });
    out.push({ obligation_type: "property:tax", due_date: `${year + 1}-01-05`, description: `${year} property taxes, Buncombe County`, property: "juniper" });
    out.push({ obligation_type: "property:tax", due_date: `${year + 1}-01-05`, description: `${year} property taxes, Wake County`, property: "hickory" });
    out.push({ obligation_type: "property:insurance", due_date: `${year}-04-02`, description: "Flood insurance renewal (Nationwide)", property: "osprey" });
    out.push({ obligation_type: "property:inspection", due_date: `${year}-10-01`, description: "Fire extinguisher and smoke alarm inspection", property: "juniper" });
    out.push({ obligation_type: "compliance:license_renewal", due_date: `${year}-12-31`, description: "City of Wilmington short-term rental permit renewal", property: "osprey" });
  }
  return out.map((o) => (o.due_date < addDays(today, -20) ? { ...o, status: "completed" } : o));
}

export interface HoldoutDocument {
  filename: string;
  doc_type: string;
  title: string;
  doc_date: string;
  body: string;
  property?: Key;
}

/** The company's papers: the operating agreement, a lease, an insurance policy and an invoice. */
export function holdoutDocuments(today: string): HoldoutDocument[] {
  const y = Number(today.slice(0, 4));
  const C = HOLDOUT_COMPANY;
  return [
    {
      filename: "harbor-lane-operating-agreement.md",
      doc_type: "formation:operating_agreement",
      title: "Operating Agreement of Harbor Lane Properties LLC",
      doc_date: "2020-05-04",
      body: `# Operating Agreement of ${C.legal_name}

This Operating Agreement is made effective May 4, 2020, by the persons listed in Article 4 as members of ${C.legal_name}, a North Carolina limited liability company.

## Article 1. Formation
The Company was formed by filing Articles of Organization with the North Carolina Secretary of State on May 4, 2020, under Chapter 57D of the North Carolina General Statutes. The principal office is ${C.mailing_address}.

## Article 2. Purpose
The purpose of the Company is to acquire, hold, lease and manage residential real estate, including furnished short-term rentals and unfurnished long-term rentals, and any lawful activity related to it.

## Article 3. Management
The Company is manager-managed. Tomas Reyes is appointed the Manager and has authority over day-to-day operations, including signing leases of one year or less, hiring vendors and paying the Company's bills. Borrowing money, selling or buying real property and admitting new members require the consent of members holding at least two thirds of the Percentage Interests.

## Article 4. Members and Percentage Interests
The members of the Company and their Percentage Interests are: Tomas Reyes, 50 percent; Aisha Reyes, 30 percent; Daniel Okafor, 20 percent. Each member's initial capital contribution is recorded in Schedule A. A member's Percentage Interest may change only by a written amendment signed by all members.

## Article 5. Distributions
Distributable cash is distributed to the members in proportion to their Percentage Interests at least once each calendar quarter, after a reserve of $15,000 for repairs and vacancies is kept.

## Article 6. Transfers
No member may transfer any part of a membership interest without first offering it to the other members at the same price and terms, who have 30 days to accept.

## Article 7. Dissolution
The Company dissolves upon the written consent of all members, or upon the sale of all of its real property.

Schedule A. Capital contributions: Tomas Reyes $60,000; Aisha Reyes $36,000; Daniel Okafor $24,000.
`,
    },
    {
      filename: "magnolia-unit-2-lease.txt",
      doc_type: "other",
      title: `Residential Lease, 310 Magnolia Street Unit 2 (${y - 1}-${y})`,
      doc_date: `${y - 1}-07-15`,
      property: "magnolia",
      body: `RESIDENTIAL LEASE AGREEMENT

Landlord: ${C.legal_name}, by its Manager Tomas Reyes. Tenant: Keisha Brown.
Premises: 310 Magnolia Street, Unit 2, Durham, NC 27701.

1. TERM. The lease term begins on August 1, ${y - 1} and ends on July 31, ${y}. After that it continues month to month unless either party gives 60 days' written notice.

2. RENT. Tenant shall pay monthly rent of $1,675.00, due on the first day of each month. Rent paid after the fifth day of the month incurs a late fee of $85.00.

3. SECURITY DEPOSIT. Tenant has paid a security deposit of $1,675.00, held in a trust account at PNC Bank as required by North Carolina law and returned within 30 days after Tenant moves out, less lawful deductions.

4. PETS. One cat is permitted with a non-refundable pet fee of $300.00. No dogs are allowed without the Landlord's written consent.

5. UTILITIES. Tenant pays electricity and internet. Landlord pays water, sewer and natural gas.

6. MAINTENANCE. Tenant shall report needed repairs promptly. Landlord shall keep the heating system, plumbing and appliances in working order.

7. PARKING. One assigned space, number 2, is included with the Premises.
`,
    },
    {
      filename: "osprey-point-insurance-policy.md",
      doc_type: "insurance:policy",
      title: `Osprey Point Cottage insurance policy ${y}`,
      doc_date: `${y}-04-02`,
      property: "osprey",
      body: `# Dwelling Policy Declarations

Named insured: ${C.legal_name}. Insured location: 9 Osprey Point Road, Wilmington, NC 28403 (short-term rental dwelling).
Policy number: DP3-5520-8841. Policy period: April 2, ${y} to April 2, ${y + 1}, 12:01 AM standard time.

## Coverages and limits
Coverage A, Dwelling: $420,000. Coverage C, Personal property (furnishings): $40,000. Coverage D, Fair rental value: $60,000. Coverage L, Premises liability: $1,000,000 each occurrence.

## Deductibles
All other perils deductible: $2,500 per occurrence. Named storm (hurricane) deductible: 2 percent of Coverage A, which is $8,400 per occurrence.

## Exclusions
Flood is not covered by this policy; the property carries a separate flood policy. Wear and tear, mold from long-term leaks and damage by the occupant's pets are excluded.

## Premium
Annual premium: $1,880.00, paid in full.
`,
    },
    {
      filename: "oak-city-roofing-invoice.md",
      doc_type: "accounting:invoice",
      title: "Oak City Roofing invoice 2291 (Hickory Drive roof)",
      doc_date: `${y - 1}-06-24`,
      property: "hickory",
      body: `# Invoice 2291, Oak City Roofing

Bill to: ${C.legal_name}, 1502 Hickory Drive, Raleigh, NC 27607.

Work performed: tear-off of the existing shingles and replacement of the whole roof with architectural shingles, new drip edge and ridge vent, and replacement of two sheets of rotten decking.

Total due: $13,850.00, paid June 24, ${y - 1}. Workmanship warranty: 10 years from completion; shingle manufacturer warranty: 30 years.
`,
    },
  ];
}

/** Loads the held-out company into an empty service through its API; waits for its documents to be searchable. */
export async function seedHoldout(send: Send, today: string): Promise<void> {
  await seedFixture(send, { profile: HOLDOUT_COMPANY, properties: HOLDOUT_PROPERTIES, files: holdoutFiles(today), obligations: holdoutObligations(today), documents: holdoutDocuments(today) }, undefined, 120_000);
}
