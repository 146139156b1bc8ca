// Round 24, spec company (Holloway Creek Stays LLC, Tennessee): 60 questions written blind, from the
// company file (scripts/lib/spec-company.ts), the service spec and the eval runner only, without reading
// the assistant's code, its tests, its docs or any other question set. Every expected figure, date and
// name is read at run time from the REST API (or, for what a document says, from the document's text
// in the company file, checked to be on file through the API).
import {
  type Case,
  type Truth,
  RENTS,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
} from "./chat-questions";
import { specDocuments } from "./spec-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => [figure(await t.sum(filter))];

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

async function metadata(t: Truth, fragment: string): Promise<Record<string, string>> {
  const id = await pid(t, fragment);
  const p = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${id}`);
  return p.extra_metadata;
}

/** Open deadlines on or after today, earliest first. */
async function open(t: Truth, query = "") {
  const { items } = await obligations(t, query);
  const rows = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (rows.length === 0) throw new Error(`no open obligation for ${query}`);
  return rows;
}

/** A phrase a document on file says, read from the company file's text of it. */
async function docSays(t: Truth, filename: string, pattern: RegExp): Promise<string> {
  const doc = specDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no document ${filename} in the company file`);
  const onFile = await titles(t, "");
  if (!onFile.includes(doc.title)) throw new Error(`${doc.title} is not on file`);
  const hit = pattern.exec(doc.body)?.[1];
  if (!hit) throw new Error(`${pattern} not in ${filename}`);
  return hit;
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const R24_SPEC_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "whats our gross rental income ytd?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: RENTS, ...thisYear(t) }),
  },
  {
    group: "income",
    query: "Can you pull up the Airbnb income for the cottage last quarter",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, "Lockeland") }),
  },
  {
    group: "income",
    query: "how much did the cabin bring in from VRBO bookings last yr",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel Bluff"), q: "VRBO" }),
  },
  {
    group: "income",
    query: "How much rent have we collected from Wendell so far this year?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }),
  },
  {
    group: "income",
    query: "what did the Gatlinburg place gross in bookings in September?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...month(Y(t), 9), property: await pid(t, "Laurel Bluff") }),
  },
  {
    group: "income",
    query: "Total revenue for Holloway Creek Stays in 2025, all sources please",
    tool: "query_database",
    expect: async (t) => money(t, { type: "revenue", ...year(2025) }),
  },
  {
    group: "income",
    query: "what did Lockeland make in short term rentl income this March",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...month(Y(t), 3), property: await pid(t, "Lockeland") }),
  },
  {
    group: "income",
    query: "give me q2 rental income broken out by property",
    tool: "query_database",
    expect: async (t) => {
      const q2 = quarter(Y(t), 2);
      const out: string[] = [];
      for (const fragment of ["Lockeland", "Laurel Bluff", "Tremont"]) out.push(figure(await t.sum({ categories: RENTS, ...q2, property: await pid(t, fragment) })));
      return out;
    },
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "How much have we paid Smoky Ridge this year, all in?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...thisYear(t), q: "Smoky Ridge" }),
  },
  {
    group: "expenses",
    query: "what did utilities cost us at the Nashville cottage last year",
    tool: "query_database",
    expect: async (t) =>
      money(t, { categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...lastYear(t), property: await pid(t, "Lockeland") }),
  },
  {
    group: "expenses",
    query: "calculate total property taxes we paid in 2025 across all three properties",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:property_tax"], ...year(2025) }),
  },
  {
    group: "expenses",
    query: "cleaning costs for the cabin last quarter?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today), property: await pid(t, "Laurel Bluff") }),
  },
  {
    group: "expenses",
    query: "What were our total expenses last month?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...lastMonth(t.today) }),
  },
  {
    group: "expenses",
    query: "how much have the platforms taken in host/service fees ytd",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:platform_fees"], ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "What did we pay Music City Maids in 2025?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...year(2025), q: "Music City Maids" }),
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "net income on the Tremont condo for last year?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...lastYear(t), property: await pid(t, "Tremont") }),
  },
  {
    group: "net",
    query: "What's our overall profit so far this year, revenue minus expenses?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...thisYear(t) }),
  },
  {
    group: "net",
    query: "did the cabin actually make money last quarter? net number pls",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Laurel Bluff") }),
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cottage have in August?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 8), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin in September",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(Y(t), 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Lockeland booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Chattanooga unit and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, "Tremont");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant on the condo");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings did we take across both short-term rentals in 2025?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(2025) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "can I get the guest list for the Nashville house for July",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(Y(t), 7)),
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "What's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "land basis for Tremont St?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).land_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Lockeland house when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "remind me of the building basis on the Chattanooga condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).building_basis)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "what's the EIN for Holloway Creek?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "What's our Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "what's the next deadline we've got coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 90);
      const dates = [...new Set((await open(t)).filter((o) => o.due_date <= end).map((o) => longDate(o.due_date)))];
      if (dates.length === 0) throw new Error("nothing due in 90 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "when do we need to renew the STRP permit for Lockeland?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=STRP"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When's the 1065 due this coming season?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=1065"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "how much is the TN annual report fee and when is it due",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, "obligation_type=compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*) minimum/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [fee, longDate(next.due_date)];
    },
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "what's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "laurel-bluff-insurance-declarations.md", /All perils: \$(\d+(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "Under our co-host agreement, how much can Smoky Ridge spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "smoky-ridge-co-hosting-agreement.md", /repairs of up to \$(\d+(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "max number of guests allowed under the Nashville short term rental permit?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "metro-nashville-strp-permit-lockeland.md", /Maximum occupancy: (\d+) guests/)],
  },
  {
    group: "documents",
    query: "how big is the fine the Laurel Bluff HOA charges the owner per violation of its rental rules",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "laurel-bluff-owners-association-rental-rules.md", /A violation carries a fine of \$(\d+(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    after: "how much did the cottage gross in rental income in 2025?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Lockeland") }),
  },
  {
    group: "follow-up",
    after: "What did we spend on insurance for the cabin last year?",
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:insurance"], ...lastYear(t), property: await pid(t, "Tremont") }),
  },
  {
    group: "follow-up",
    after: "When is the cabin's insurance up for renewal?",
    query: "who's the carrier on that one?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`))[0]!;
      const carrier = /\(([^)]+)\)/.exec(next.description)?.[1];
      if (!carrier) throw new Error(`no carrier in ${next.description}`);
      return [carrier];
    },
  },
  {
    group: "follow-up",
    after: "Did we have any repairs done at the Nashville cottage this year?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:maintenance:repairs"], ...thisYear(t), property: await pid(t, "Lockeland") }),
  },
  {
    group: "follow-up",
    after: "How many bookings did the cabin get in July?",
    query: "and who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(Y(t), 7)),
  },
  {
    group: "follow-up",
    after: "what's the land basis on the cottage?",
    query: "and the building?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).building_basis)],
  },
  {
    group: "follow-up",
    after: "How much did we pay in HOA dues for Tremont last yr?",
    query: "what about ytd",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Tremont") }),
  },
  {
    group: "follow-up",
    after: "what was our total revenue in q2?",
    query: "and expenses for the same quarter?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...quarter(Y(t), 2) }),
  },

  // ---------------- unanswerable (10) ----------------
  {
    group: "unanswerable",
    query: "What could we realistically sell the cabin for in today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you forecast our booking revenue for next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the remaining balance on the Truist mortgage for Laurel Bluff?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Pinnacle loan for the cottage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much rental income did the cottage make in 2022?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did our Pigeon Forge chalet bring in last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Wendell Akers' social security number and credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we turn the Tremont condo into an Airbnb? would it make more money?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the EIN for Smoky Ridge Co-Hosting LLC?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will Davidson County's property tax bill on the cottage be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
