// A set written BLIND (without reading the assistant's code, its tests or any other question set) for the
// spec company of scripts/lib/spec-company.ts: a Tennessee LLC with two short-term rentals (the Nashville
// cottage on Lockeland Drive, the Gatlinburg log cabin on Laurel Bluff Way) and a long-term condo on
// Tremont Street in Chattanooga. It covers income, expenses, net, bookings (counts, guests, nights), basis
// and depreciation, the company profile, the members (from the operating agreement), deadlines, what the
// documents say, the documents on file, follow-ups asked in the same session, and questions the records
// cannot answer though they share their words. Questions are typed the way owners, co-hosts, bookkeepers
// and CPAs type: fragments, typos, abbreviations, numbers in words, properties by street, town, nickname
// or kind of home, vendors and guests by name, several asks at once.
//
// No expected figure is typed here: every figure, date, name and count is read from the running service's
// REST API (ledger sums, properties, depreciation, occupancy, obligations, company profile, document list
// and document search). Phrases expected from a document are read out of, or checked against, the indexed
// text through GET /api/v1/documents/search, and each unanswerable case first checks that the records
// indeed hold nothing that would answer it.
import { figure, guestsOf, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, quarter, RENTS, titles, lastQuarter, year, type Case, type Truth } from "./chat-questions";

const COTTAGE = "Lockeland";
const CABIN = "Laurel";
const CONDO = "Tremont";

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** January 1 of this year through today. */
const ytd = (t: Truth) => ({ start: `${t.today.slice(0, 4)}-01-01`, end: t.today });
const thisYear = (t: Truth) => Number(t.today.slice(0, 4));

interface Company {
  legal_name: string;
  entity_type: string | null;
  ein: string | null;
  state_filing_number: string | null;
  fiscal_year_end: string;
  mailing_address: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The indexed passages the document search returns for a query. */
async function passages(t: Truth, q: string): Promise<string[]> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=50`);
  return items.map((i) => i.text);
}
/** The first capture of a pattern in the indexed text; throws when no passage holds it. */
async function fromDocs(t: Truth, q: string, re: RegExp): Promise<string> {
  for (const text of await passages(t, q)) {
    const m = re.exec(text);
    if (m?.[1]) return m[1];
  }
  throw new Error(`no indexed passage for "${q}" matches ${re}`);
}
/** Throws if the indexed text holds the pattern: the documents must not answer an unanswerable question. */
async function notInDocs(t: Truth, q: string, re: RegExp): Promise<void> {
  const hit = (await passages(t, q)).find((x) => re.test(x));
  if (hit) throw new Error(`an indexed passage for "${q}" matches ${re}: ${hit.slice(0, 120)}`);
}
/** Throws if the ledger holds any transaction whose description contains the text. */
async function notInLedger(t: Truth, q: string): Promise<void> {
  const n = await t.count({ start: "1900-01-01", end: "2200-12-31", q });
  if (n !== 0) throw new Error(`${n} transactions mention "${q}"`);
}

/** The members' table of the operating agreement: name, ownership, initial capital. */
async function members(t: Truth): Promise<{ name: string; share: string; capital: string }[]> {
  const rows: { name: string; share: string; capital: string }[] = [];
  for (const text of await passages(t, "members ownership initial capital contribution")) {
    for (const m of text.matchAll(/\|\s*([A-Z][a-z]+(?: [A-Z][a-z]+)+)\s*\|\s*(\d+%)\s*\|\s*(\$\d{1,3}(?:,\d{3})*)\s*\|/g)) {
      if (!rows.some((r) => r.name === m[1])) rows.push({ name: m[1]!, share: m[2]!, capital: m[3]! });
    }
  }
  if (rows.length === 0) throw new Error("no members' table in the indexed text");
  return rows;
}

async function depreciation(t: Truth, fragment: string, y: number): Promise<string> {
  const { schedule } = await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${await pid(t, fragment)}/depreciation`);
  const row = schedule.find((r) => r.year === y);
  if (!row) throw new Error(`no depreciation for ${fragment} in ${y}`);
  return row.total;
}

export const AFTER_SPEC_CASES: Case[] = [
  // Income
  { group: "income", query: "how much did the log cabin gross in bookings last yr? airbnb + vrbo together", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(thisYear(t) - 1), property: await pid(t, CABIN) }))] },
  { group: "income", query: "rent collected from the chattanooga condo ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...ytd(t), property: await pid(t, CONDO) }))] },
  { group: "income", query: "total reveune 2nd qtr 2026 across all three places", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(2026, 2) }))] },
  {
    group: "income",
    query: "lockeland dr income march 2026 vs april 2026, each month pls",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, COTTAGE);
      return [figure(await t.sum({ type: "revenue", ...month(2026, 3), property })), figure(await t.sum({ type: "revenue", ...month(2026, 4), property }))];
    },
  },
  { group: "income", query: "any income in twenty twenty-five that wasn't bookings or rent? late fees, platform payouts, that kind of thing", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(2025) })), figure(await t.sum({ categories: ["revenue:other"], ...year(2025) }))] },

  // Expenses
  { group: "expenses", query: "what did we pay smoky ridge all together in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(2025), q: "Smoky Ridge" }))] },
  { group: "expenses", query: "blossman propane at the gatlinburg place jan thru mar 2026?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:gas"], start: "2026-01-01", end: "2026-03-31", property: await pid(t, CABIN) }))] },
  { group: "expenses", query: "property taxes paid on all 3 properties in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))] },
  { group: "expenses", query: "costco spend so far this yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...ytd(t), q: "Costco" }))] },
  {
    group: "expenses",
    query: "nashville electric and metro water bills at the cottage for sept 2026 - separately",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, COTTAGE);
      return [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...month(2026, 9), property })), figure(await t.sum({ categories: ["expense:utilities:water"], ...month(2026, 9), property }))];
    },
  },

  // Net
  { group: "net", query: "net profit on the cabin for 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025), property: await pid(t, CABIN) }))] },
  { group: "net", query: "whats the bottom line for the whole llc last qtr", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))] },
  { group: "net", query: "did the tremont condo actually make money jan-oct 2026? net pls", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", start: "2026-01-01", end: "2026-10-31", property: await pid(t, CONDO) }))] },

  // Bookings
  {
    group: "bookings",
    query: "how many stays at the cottage in july 2026 and what did they gross",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...month(2026, 7), property: await pid(t, COTTAGE) };
      return [String(await t.count(f)), figure(await t.sum(f))];
    },
  },
  { group: "bookings", query: "who stayed at the cabin in feb 2026", tool: "query_database", expect: async (t) => guestsOf(t, CABIN, month(2026, 2)) },
  { group: "bookings", query: "nights booked at lockeland in october 2026? occupnacy", tool: "query_database", expect: async (t) => [`${await nightsBooked(t, COTTAGE, month(2026, 10))} night`] },
  {
    group: "bookings",
    query: "# of vrbo reservations for the hot tub cabin in 2025 + how much they brought in",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...year(2025), property: await pid(t, CABIN), q: "VRBO" };
      const n = await t.count(f);
      if (n === 0) throw new Error("no VRBO bookings in 2025");
      return [String(n), figure(await t.sum(f))];
    },
  },

  // Basis and depreciation
  { group: "basis", query: "building basis on the gatlinburg cabin?", tool: "query_database", expect: async (t) => [figure((await t.property(CABIN)).building_basis)] },
  {
    group: "basis",
    query: "land basis and ff&e basis for the two-bedroom cottage in nashville",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [figure(p.land_basis), figure(p.ffe_basis)];
    },
  },
  { group: "basis", query: "deprecation on the chattanooga condo for two thousand twenty six", tool: "query_database", expect: async (t) => [figure(await depreciation(t, CONDO, 2026))] },

  // Company profile
  { group: "company", query: "llc's state filing # / control number?", tool: "query_database", expect: async (t) => [(await company(t)).state_filing_number!] },
  {
    group: "company",
    query: "how is the company taxed - what entity type r we",
    tool: "query_database",
    expect: async (t) => {
      const type = (await company(t)).entity_type ?? "";
      const taxedAs = /taxed as an? ([a-z ]+?)\)?$/i.exec(type)?.[1];
      if (!taxedAs) throw new Error(`entity type without a tax status: ${type}`);
      return [taxedAs];
    },
  },
  {
    group: "company",
    query: "fiscal yr end and our mailing address pls",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      const [mm, dd] = c.fiscal_year_end.split("-").map(Number) as [number, number];
      return [`${MONTHS[mm - 1]} ${dd}`, c.mailing_address!];
    },
  },

  // Members (the operating agreement)
  { group: "members", query: "who are the owners of the llc and what % does each have", tool: "search_document_content", expect: async (t) => (await members(t)).flatMap((m) => [m.name, m.share]) },
  {
    group: "members",
    query: "how much capital did celeste put in at the start",
    tool: "search_document_content",
    expect: async (t) => {
      const m = (await members(t)).find((r) => r.name.includes("Celeste"));
      if (!m) throw new Error("no member Celeste");
      return [m.capital];
    },
  },

  // Deadlines
  { group: "deadlines", query: "when's the tn annual report due next", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:periodic_report"))!.due_date)] },
  { group: "deadlines", query: "next estimated tax pmt date?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:payment"))!.due_date)] },
  { group: "deadlines", query: "when does the cabin insurence renew next", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, CABIN)}`))!.due_date)] },
  {
    group: "deadlines",
    query: "anything due in the next 90 days? list w/ dates",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },

  // What the documents say
  { group: "documents", query: "max occupancy on the lockeland str permit?", tool: "search_document_content", expect: async (t) => [`${await fromDocs(t, "STRP permit maximum occupancy guests", /Maximum occupancy:\s*(\d+)\s*guests/i)} guests`] },
  { group: "documents", query: "wind/hail deductible on the cabin policy", tool: "search_document_content", expect: async (t) => [await fromDocs(t, "deductibles wind and hail", /Wind and hail:\s*(\d+%)/i)] },
  { group: "documents", query: "up to what $ can the co-host order repairs without asking us", tool: "search_document_content", expect: async (t) => [await fromDocs(t, "co-host repairs without approval", /repairs of up to (\$\d{1,3}(?:,\d{3})*)/i)] },
  { group: "documents", query: "hoa fine if guests leave trash bags outside at the cabin?", tool: "search_document_content", expect: async (t) => [await fromDocs(t, "trash bear-resistant container fine", /bags left outside bring a (\$\d{1,3}(?:,\d{3})*) fine/i)] },

  // The documents on file
  { group: "document list", query: "what paperwork do we have on file for the gatlinburg cabin", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await pid(t, CABIN)}`) },

  // Follow-ups in the same session
  { group: "follow-up", after: "booking income for the nashville cottage ytd", query: "and the cabin?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...ytd(t), property: await pid(t, CABIN) }))] },
  {
    group: "follow-up",
    after: "who's our registered agent",
    query: "is he one of the members too? whats his share",
    tool: "search_document_content",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent?.name;
      const m = (await members(t)).find((r) => r.name === agent);
      if (!m) throw new Error(`the registered agent ${agent} is not a member`);
      return [m.share];
    },
  },
  { group: "follow-up", after: "mortgage interest on the laurel bluff cabin in 2025", query: "same thing for this yr so far", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...ytd(t), property: await pid(t, CABIN) }))] },
  {
    group: "follow-up",
    after: "when is the gatlinburg business license due",
    query: "what did we pay for it last time",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?category=expense:licenses_permits&property_id=${await pid(t, CABIN)}&q=${encodeURIComponent("business license")}&sort=-transaction_date&page_size=1`);
      if (!items[0]) throw new Error("no business license paid");
      return [figure(items[0].amount)];
    },
  },
  { group: "follow-up", after: "what does the smoky ridge co-host agreement say about cleaning rates", query: "and a deep clean?", tool: "search_document_content", expect: async (t) => [await fromDocs(t, "deep cleaning spring and fall", /Deep cleaning:\s*(\$\d{1,3}(?:,\d{3})*)/i)] },
  { group: "follow-up", after: "how many bookings did the cabin have in aug 2025", query: "who were the guests", tool: "query_database", expect: async (t) => guestsOf(t, CABIN, month(2025, 8)) },
  {
    group: "follow-up",
    after: "total expenses q1 2026",
    query: "how does that compare w/ the same qtr last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(2026, 1) })), figure(await t.sum({ type: "expense", ...quarter(2025, 1) }))],
  },

  // The records cannot answer these (expect: no figure, and a plain "not in the records")
  {
    group: "unanswerable",
    query: "ballpark what the gatlinburg cabin is worth on the market right now",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await notInDocs(t, "market value appraisal of the cabin", /market value|apprais/i);
      return [];
    },
  },
  { group: "unanswerable", query: "projected airbnb revenue for the cottage summer 2027?", tool: "query_database", unanswerable: true, expect: async (t) => (await notInLedger(t, "projected"), await notInDocs(t, "projected revenue forecast", /forecast|projected|projection/i), []) },
  { group: "unanswerable", query: "how much did we spend at home depot in 2025", tool: "query_database", unanswerable: true, expect: async (t) => (await notInLedger(t, "Home Depot"), []) },
  { group: "unanswerable", query: "pet fee at the cabin? what does the co-host agreement say", tool: "search_document_content", unanswerable: true, expect: async (t) => (await notInDocs(t, "pet fee pets allowed", /\bpets?\b/i), await notInLedger(t, "pet fee"), []) },
  { group: "unanswerable", query: "interest rate on the pinnacle mortgage for lockeland", tool: "query_database", unanswerable: true, expect: async (t) => (await notInDocs(t, "mortgage interest rate", /interest rate|\d+(\.\d+)?\s*% (apr|interest)/i), await notInLedger(t, "rate"), []) },
  { group: "unanswerable", query: "security deposit wendell akers paid on the condo?", tool: "query_database", unanswerable: true, expect: async (t) => (await notInLedger(t, "deposit"), await notInDocs(t, "security deposit tenant lease", /deposit/i), []) },
  { group: "unanswerable", query: "wifi password for the cottage", tool: "search_document_content", unanswerable: true, expect: async (t) => (await notInDocs(t, "wifi password internet", /wi-?fi|password/i), []) },
  { group: "unanswerable", query: "tremont hoa special assessment amount this yr?", tool: "query_database", unanswerable: true, expect: async (t) => (await notInLedger(t, "assessment"), await notInDocs(t, "special assessment condominium association", /assessment/i), []) },
];
