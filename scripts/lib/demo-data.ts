// A demo company's year and more of books, as the files a landlord would really have: an Airbnb
// transaction history and bank exports. Pure and deterministic (seeded), so it runs in Node (the
// seeding script) and inside workerd (the test that imports it through the API).
import { addDays, weekday } from "../../src/domain/dates";

export interface DemoProperty {
  key: "alder" | "birch" | "cedar";
  input: Record<string, unknown>;
}

export interface DemoFile {
  name: string;
  format: "airbnb" | "bank";
  /** Which demo property every row belongs to; null for the company's own account. */
  property: DemoProperty["key"] | null;
  sourceAccount: string;
  csv: string;
}

export const DEMO_COMPANY = {
  legal_name: "Front Range Rentals LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "CO",
  formation_date: "2019-02-11",
  ein: "84-3920417",
  state_filing_number: "20191112233",
  registered_agent: { name: "Dana Whitfield", address: "PO Box 1182, Denver, CO 80201" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 1182, Denver, CO 80201",
  provenance: { source_type: "seed", source_id: "demo" },
};

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    key: "alder",
    input: {
      address: "1420 Alder Street, Denver, CO 80205",
      acquisition_date: "2021-06-15",
      purchase_price_total: "442300.00",
      land_basis: "88460.00",
      building_basis: "338840.00",
      ffe_basis: "15000.00",
      placed_in_service: "2021-07-01",
      provenance: { source_type: "seed", source_id: "demo" },
      extra_metadata: { airbnb_listing: "Alder Street Loft", use: "short-term rental", insurance_renewal: "07-01" },
    },
  },
  {
    key: "birch",
    input: {
      address: "2218 Birch Avenue, Aurora, CO 80010",
      acquisition_date: "2019-03-22",
      purchase_price_total: "365000.00",
      land_basis: "91250.00",
      building_basis: "273750.00",
      placed_in_service: "2019-04-01",
      provenance: { source_type: "seed", source_id: "demo" },
      extra_metadata: { use: "long-term rental", tenant: "Maria Garcia", monthly_rent: "2150.00" },
    },
  },
  {
    key: "cedar",
    input: {
      address: "77 Cedar Court, Unit B, Lakewood, CO 80226",
      acquisition_date: "2023-09-08",
      purchase_price_total: "289500.00",
      land_basis: "43425.00",
      building_basis: "240000.00",
      ffe_basis: "6075.00",
      placed_in_service: "2023-10-01",
      provenance: { source_type: "seed", source_id: "demo" },
      extra_metadata: { use: "long-term rental", tenant: "Dev Patel", monthly_rent: "1850.00", hoa: "Cedar Court HOA" },
    },
  },
];

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two digits: 7 -> "07". */
export const pad = (n: number) => String(n).padStart(2, "0");
/** The months' names, January first, and their three-letter forms. */
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Cents as a reader writes dollars: 123456 -> "$1,234.56". */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The year, month and day of an ISO date, as numbers. */
export const yearOf = (date: string) => Number(date.slice(0, 4));
export const monthOf = (date: string) => Number(date.slice(5, 7));
export const dayOf = (date: string) => Number(date.slice(8, 10));
/** "2026-06-12" -> "June 12, 2026" */
export const longDate = (iso: string) => `${MONTH_NAMES[monthOf(iso) - 1]} ${dayOf(iso)}, ${iso.slice(0, 4)}`;

/** A fixed-rate loan's level monthly payment, in cents. */
export function levelPayment(principal: number, annualRate: number, months: number): number {
  const r = annualRate / 12;
  return Math.round((principal * r) / (1 - (1 + r) ** -months));
}

/**
 * A fixed-rate loan's interest, principal and balance after each monthly payment, by "YYYY-MM", from
 * the month index `first` through `last` (a month index is year × 12 + month − 1).
 */
export function amortization(principal: number, annualRate: number, months: number, first: number, last: number): Map<string, { interest: number; principal: number; balance: number }> {
  const r = annualRate / 12;
  const pay = levelPayment(principal, annualRate, months);
  let balance = principal;
  const out = new Map<string, { interest: number; principal: number; balance: number }>();
  for (let i = first; i <= last; i++) {
    const interest = Math.round(balance * r);
    balance -= pay - interest;
    out.set(`${Math.floor(i / 12)}-${pad((i % 12) + 1)}`, { interest, principal: pay - interest, balance });
  }
  return out;
}
/** A date as US bank exports write it (MM/DD/YYYY). */
export const usDate = (y: number, m: number, d: number) => `${pad(m)}/${pad(d)}/${y}`;
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
export const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const money = (cents: number) => (cents / 100).toFixed(2);
const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
/** CSV text of rows of cells, quoted where needed. */
export const csv = (rows: string[][]) => rows.map((row) => row.map(quote).join(",")).join("\n") + "\n";

/** A date moved off a weekend to the Monday after (a filing or a payment due on a Saturday or Sunday). */
export const businessDay = (date: string) => (weekday(date) === 6 ? addDays(date, 2) : weekday(date) === 0 ? addDays(date, 1) : date);

/** Every month from January `yearsBack` years before `today`'s year through `today`'s month: a fixture's history. */
export function monthsFrom(today: string, yearsBack: number): { y: number; m: number }[] {
  const Y = Number(today.slice(0, 4));
  const out: { y: number; m: number }[] = [];
  for (let y = Y - yearsBack; y <= Y; y++) for (let m = 1; m <= 12 && (y < Y || m <= Number(today.slice(5, 7))); m++) out.push({ y, m });
  return out;
}

/** Months from January of `firstYear` through the month before `today`. */
export function demoMonths(today: string): { y: number; m: number }[] {
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  const months: { y: number; m: number }[] = [];
  for (let y = ty - 1, m = 1; y < ty || m < tm; m === 12 ? ((m = 1), y++) : m++) months.push({ y, m });
  return months;
}

const GUESTS = ["Jordan Lee", "Sam O'Neil", "Priya Nair", "Chris Alvarez", "Taylor Brooks", "Morgan Chen", "Alex Kim", "Jamie Rivera", "Casey Nguyen", "Riley Adams"];

/** An Airbnb transaction history of one listing: reservations with guests and nights, and their payouts. */
export function airbnb(months: { y: number; m: number }[], rand: () => number, { listing = "Alder Street Loft", guests = GUESTS, prefix = "HM", nightly = [13500, 17500], resolution = true } = {}): string {
  const rows = [["Date", "Type", "Confirmation Code", "Booking date", "Start Date", "End Date", "Nights", "Guest", "Listing", "Details", "Reference code", "Currency", "Amount", "Paid Out", "Service fee", "Fast Pay Fee", "Cleaning Fee", "Gross Earnings", "Occupancy Taxes", "Earnings Year"]];
  let code = 0;
  for (const { y, m } of months) {
    const summer = m >= 6 && m <= 9;
    let day = 1 + Math.floor(rand() * 3);
    while (day < daysIn(y, m) - 2) {
      const nights = 2 + Math.floor(rand() * 4);
      const rate = (summer ? nightly[1]! : nightly[0]!) + Math.floor(rand() * 4000);
      const cleaning = 8500;
      const gross = nights * rate + cleaning;
      const fee = Math.round(gross * 0.03);
      const payDay = Math.min(day + 1, daysIn(y, m));
      const confirmation = `${prefix}${(y % 100).toString()}${pad(m)}${String(++code).padStart(5, "0")}`;
      const end = Math.min(day + nights, daysIn(y, m));
      const guest = guests[Math.floor(rand() * guests.length)]!;
      rows.push([usDate(y, m, payDay), "Reservation", confirmation, usDate(y, m, Math.max(1, day - 10)), usDate(y, m, day), usDate(y, m, end), String(nights), guest, listing, "", "", "USD", money(gross - fee), "", money(fee), "", money(cleaning), money(gross), money(Math.round(gross * 0.1075)), String(y)]);
      rows.push([usDate(y, m, payDay), "Payout", "", "", "", "", "", "", "", "Transfer to Checking ...4821", "", "USD", "", money(gross - fee), "", "", "", "", "", String(y)]);
      day += nights + 1 + Math.floor(rand() * (summer ? 2 : 5));
    }
    if (resolution && m === 8 && y === months[0]!.y) rows.push([usDate(y, m, 20), "Resolution Payout", `${prefix}${y % 100}0800003`, "", "", "", "", "", listing, "Damaged lamp", "RES-2208", "USD", "150.00", "", "", "", "", "", "", String(y)]);
  }
  return csv(rows);
}

export type BankRow = [day: number, description: string, cents: number];

/** A bank export (posting date, description, signed amount) with each month's rows in day order. */
export function bank(months: { y: number; m: number }[], perMonth: (y: number, m: number) => BankRow[]): string {
  const rows = [["Posting Date", "Description", "Amount"]];
  for (const { y, m } of months) {
    for (const [day, description, cents] of perMonth(y, m).sort((a, b) => a[0] - b[0])) rows.push([usDate(y, m, Math.min(day, daysIn(y, m))), description, money(cents)]);
  }
  return csv(rows);
}

export function demoFiles(today: string, seed = 20250101): DemoFile[] {
  const rand = random(seed);
  const months = demoMonths(today);
  const vary = (cents: number, spread: number) => Math.round(cents * (1 - spread / 2 + rand() * spread));
  const winter = (m: number) => m <= 3 || m >= 11;

  const alder = bank(months, (y, m) => [
    [3, "XCEL ENERGY PAYMENT", -vary(winter(m) ? 16500 : 9800, 0.3)],
    [8, "DENVER WATER", -vary(6100, 0.2)],
    [12, "COMCAST CABLE COMM", -8999],
    [15, "MR COOPER MORTGAGE INTEREST", -vary(148000, 0.02)],
    [20, "MAID RIGHT CLEANING SVC", -vary(52000, 0.25)],
    [24, "REPUBLIC SERVICES TRASH", -3450],
    ...(m === 7 ? ([[1, "STATE FARM INSURANCE PREMIUM", -186000]] as BankRow[]) : []),
    ...(m === 2 || m === 6 ? ([[27, "DENVER COUNTY TREASURER PROPERTY TAX", -142550]] as BankRow[]) : []),
    ...(rand() < 0.3 ? ([[18, "HOME DEPOT #1517", -vary(14000, 0.8)]] as BankRow[]) : []),
    ...(m === 4 && y === months[0]!.y ? ([[10, "TARGET HOUSEWARES", -32750]] as BankRow[]) : []),
  ]);
  const birch = bank(months, (y, m) => [
    [1, "ZELLE FROM MARIA GARCIA RENT", 215000],
    [5, "ACME PROPERTY MGMT FEE", -17200],
    [9, "AURORA WATER SEWER", -vary(7400, 0.2)],
    [15, "ROCKET MORTGAGE INTEREST", -vary(96500, 0.02)],
    ...(m === 3 ? ([[2, "ALLSTATE INSURANCE", -142000]] as BankRow[]) : []),
    ...(m === 4 ? ([[28, "ARAPAHOE COUNTY TREASURER PROPERTY TAX", -268000]] as BankRow[]) : []),
    ...(m >= 5 && m <= 9 ? ([[21, "GREEN ACRES LAWN CARE", -9500]] as BankRow[]) : []),
    ...(winter(m) && rand() < 0.5 ? ([[19, "SNOW KINGS PLOWING", -6500]] as BankRow[]) : []),
    ...(rand() < 0.15 ? ([[23, "ACE PLUMBING REPAIR", -vary(38500, 0.5)]] as BankRow[]) : []),
    ...(m === 9 && y === months[0]!.y ? ([[14, "DENVER ROOFING CO NEW ROOF", -1240000]] as BankRow[]) : []),
  ]);
  const cedar = bank(months, (y, m) => [
    [1, "APPFOLIO RENT DEV PATEL", 185000],
    [2, "CEDAR COURT HOA DUES", -32500],
    [15, "WELLS FARGO MORTGAGE INTEREST", -vary(87000, 0.02)],
    ...(m === 10 ? ([[3, "STATE FARM INSURANCE PREMIUM", -64000]] as BankRow[]) : []),
    ...(m === 4 ? ([[28, "JEFFERSON COUNTY TREASURER PROPERTY TAX", -198000]] as BankRow[]) : []),
    ...(rand() < 0.2 ? ([[17, "HOME DEPOT #2231", -vary(9000, 0.8)]] as BankRow[]) : []),
    ...(m === 8 ? ([[5, "LATE FEE DEV PATEL", 7500]] as BankRow[]) : []),
  ]);
  const company = bank(months, (y, m) => [
    [28, "MONTHLY SERVICE FEE", -1500],
    ...(m === 3 ? ([[20, "SMITH & CO CPA TAX PREPARATION", -145000]] as BankRow[]) : []),
    ...(m === 6 ? ([[10, "COLORADO SECRETARY OF STATE PERIODIC REPORT", -1000]] as BankRow[]) : []),
    ...(m === 1 ? ([[12, "QUICKBOOKS SUBSCRIPTION ANNUAL", -36000]] as BankRow[]) : []),
  ]);

  return [
    { name: "airbnb-alder-street-loft.csv", format: "airbnb", property: "alder", sourceAccount: "Airbnb", csv: airbnb(months, rand) },
    { name: "checking-4821-alder.csv", format: "bank", property: "alder", sourceAccount: "Checking ...4821 (Alder)", csv: alder },
    { name: "checking-5530-birch.csv", format: "bank", property: "birch", sourceAccount: "Checking ...5530 (Birch)", csv: birch },
    { name: "checking-6614-cedar.csv", format: "bank", property: "cedar", sourceAccount: "Checking ...6614 (Cedar)", csv: cedar },
    { name: "checking-1107-company.csv", format: "bank", property: null, sourceAccount: "Checking ...1107 (company)", csv: company },
  ];
}

export type Send = (path: string, init: RequestInit) => Promise<Response>;

export const json = (method: string, body: unknown): RequestInit => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The response's JSON when its status is one of `ok`, else an error naming what failed. */
export async function expectStatus(res: Response, ok: number[], what: string): Promise<unknown> {
  if (!ok.includes(res.status)) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A fixture company for the assistant's evaluation, as the files and records a landlord keeps. */
export interface FixtureCompany<Key extends string> {
  profile: Record<string, unknown>;
  properties: { key: Key; input: Record<string, unknown> }[];
  files: { name: string; format: "airbnb" | "bank"; property: Key | null; sourceAccount: string; csv: string }[];
  obligations: { property?: Key; obligation_type: string; due_date: string; description: string; status?: string }[];
  documents: { filename: string; doc_type: string; title: string; doc_date: string; body: string; property?: Key }[];
}

/** One transaction a fixture enters by hand: its amount in cents, its property by key (none for the company's own). */
export interface EnteredTransaction<Key extends string> {
  property: Key | null;
  date: string;
  cents: number;
  category: string;
  description: string;
  source_account: string;
}

/** Enters each transaction one by one through POST /api/v1/transactions, as a bookkeeper would; its type is its category's side. */
export async function enterTransactions<Key extends string>(send: Send, rows: EnteredTransaction<Key>[], ids: Record<Key, string>, provenance: Record<string, unknown>): Promise<void> {
  for (const tx of rows) {
    const body = {
      property_id: tx.property ? ids[tx.property] : null,
      transaction_date: tx.date,
      amount: money(tx.cents),
      category: tx.category,
      transaction_type: tx.category.startsWith("revenue:") ? "REVENUE" : "EXPENSE",
      description: tx.description,
      source_account: tx.source_account,
      provenance,
    };
    await expectStatus(await send("/api/v1/transactions", json("POST", body)), [201], `recording "${tx.description}"`);
  }
}

/**
 * Loads a fixture company into an empty service through its API: profile, properties, bank and
 * Airbnb files, then `more` (records entered one by one), deadlines and documents; waits until the
 * documents are searchable.
 */
export async function seedFixture<Key extends string>(send: Send, company: FixtureCompany<Key>, more: (ids: Record<Key, string>) => Promise<void> = async () => {}, timeoutMs = 180_000): Promise<void> {
  await expectStatus(await send("/api/v1/company", json("PUT", company.profile)), [200], "saving the company profile");
  const ids = {} as Record<Key, string>;
  for (const property of company.properties) ids[property.key] = ((await expectStatus(await send("/api/v1/properties", json("POST", property.input)), [201], `creating ${property.key}`)) as { id: string }).id;
  for (const file of company.files) await importFile(send, file, ids);
  await more(ids);
  for (const o of company.obligations) {
    const { property, ...rest } = o;
    await expectStatus(await send("/api/v1/obligations", json("POST", { ...rest, property_id: property ? ids[property] : null })), [201], `creating "${o.description}"`);
  }
  const docIds: string[] = [];
  for (const doc of company.documents) docIds.push(await uploadDocument(send, { ...doc, contentType: doc.filename.endsWith(".md") ? "text/markdown" : "text/plain" }, ids));
  await waitUntilSearchable(send, docIds, timeoutMs);
}

/** Imports one bank or Airbnb export through POST /api/v1/transactions/import; returns how many rows it created. */
export async function importFile(send: Send, file: { name: string; format: "airbnb" | "bank"; property: string | null; sourceAccount: string; csv: string }, propertyIds: Record<string, string>): Promise<string[]> {
  const form = new FormData();
  form.set("file", new File([file.csv], file.name, { type: "text/csv" }));
  form.set("format", file.format);
  form.set("source_account", file.sourceAccount);
  if (file.property && file.format === "bank") form.set("property_id", propertyIds[file.property]!);
  const res = await send("/api/v1/transactions/import", { method: "POST", body: form });
  if (res.status !== 201) throw new Error(`importing ${file.name} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { created_ids: string[] }).created_ids;
}

/** Uploads one document through POST /api/v1/documents, as a user would; returns its id. */
export async function uploadDocument(
  send: Send,
  doc: { filename: string; contentType: string; doc_type: string; title: string; doc_date: string; body: Uint8Array | string; property?: string },
  propertyIds: Record<string, string>,
): Promise<string> {
  const form = new FormData();
  form.set("file", new File([typeof doc.body === "string" ? doc.body : new Uint8Array(doc.body)], doc.filename, { type: doc.contentType }));
  form.set("doc_type", doc.doc_type);
  form.set("title", doc.title);
  form.set("doc_date", doc.doc_date);
  if (doc.property) form.set("property_id", propertyIds[doc.property]!);
  const res = await send("/api/v1/documents", { method: "POST", body: form });
  // 201 for a new document, 200 when the same bytes are already there.
  if (res.status !== 201 && res.status !== 200) throw new Error(`uploading ${doc.filename} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

interface DocumentState {
  id: string;
  title: string;
  is_searchable: boolean;
  ingest_error: string | null;
}

async function documentStates(send: Send, ids: string[]): Promise<DocumentState[]> {
  return Promise.all(
    ids.map(async (id) => {
      const res = await send(`/api/v1/documents/${id}`, { method: "GET" });
      if (res.status !== 200) throw new Error(`reading document ${id} failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as DocumentState;
    }),
  );
}

export async function countSearchable(send: Send, ids: string[]): Promise<number> {
  return (await documentStates(send, ids)).filter((doc) => doc.is_searchable).length;
}

/** Polls until every document is searchable; fails at once on an ingestion error, or after `timeoutMs`. */
export async function waitUntilSearchable(send: Send, ids: string[], timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await documentStates(send, ids);
    const failed = states.filter((doc) => doc.ingest_error);
    if (failed.length > 0) throw new Error(`ingesting documents failed: ${failed.map((doc) => `${doc.title}: ${doc.ingest_error}`).join("; ")}`);
    const waiting = states.filter((doc) => !doc.is_searchable);
    if (waiting.length === 0) return states.length;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${waiting.length} of ${states.length} documents to become searchable (${waiting.map((doc) => doc.title).join(", ")}); is the queue consumer running?`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A demo company that keeps up: obligations that fell due more than `graceDays` ago are completed
 * through the API (which creates next year's successors), so only recent ones show as overdue.
 */
export async function completePastObligations(send: Send, today: string, graceDays = 30): Promise<number> {
  const cutoff = addDays(today, -graceDays);
  const res = await send(`/api/v1/obligations?status=overdue&end_date=${cutoff}&page_size=200`, { method: "GET" });
  if (res.status !== 200) throw new Error(`listing overdue obligations failed: ${res.status} ${await res.text()}`);
  const { items } = (await res.json()) as { items: { id: string; due_date: string }[] };
  for (const item of items) {
    const done = await send(`/api/v1/obligations/${item.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "completed", extra_metadata: { completed_date: item.due_date } }),
    });
    if (done.status !== 200) throw new Error(`completing obligation ${item.id} failed: ${done.status} ${await done.text()}`);
  }
  return items.length;
}
