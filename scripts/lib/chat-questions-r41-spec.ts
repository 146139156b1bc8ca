// Round 41, spec company (Holloway Creek Stays LLC, Tennessee): a blind set of 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set. Only the
// company fixture (spec-company.ts), the runner (eval-chat.ts), the service helpers and the REST spec
// were read. Every expected figure, date and name is read at run time from the REST API.
import { figure, lastMonth, lastQuarter, longDate, guestsOf, nightsBooked, obligations, RENTS, thisYear, titles, year, quarter, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The company record, found through the service's own API description. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const spec = await t.get<{ paths: Record<string, Record<string, unknown>> }>("/openapi.json");
  const paths = Object.keys(spec.paths).filter((p) => /compan|profile|business/i.test(p) && !p.includes("{") && "get" in (spec.paths[p] ?? {}) && !/document|chat/i.test(p));
  for (const path of paths) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const record = (body && typeof body === "object" && "ein" in body ? body : (Object.values(body).find((v) => v && typeof v === "object" && "ein" in (v as object)) as Record<string, unknown> | undefined)) ?? undefined;
      if (record) return record;
    } catch {
      // try the next one
    }
  }
  throw new Error(`no company record among ${JSON.stringify(paths)}`);
}

/** Every open obligation due today or later, earliest first. */
async function openAhead(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/** The next open obligation of a type (and property), earliest first. */
async function nextOf(t: Truth, type: string, fragment?: string): Promise<Obligation> {
  const property = fragment ? await pid(t, fragment) : undefined;
  const found = (await openAhead(t)).find((o) => o.obligation_type === type && (property === undefined || o.property_id === property));
  if (!found) throw new Error(`no open ${type} ${fragment ?? ""}`);
  return found;
}

/** Checks a document whose title holds the fragment is on file; returns the expected phrases. */
async function onFile(t: Truth, titleFragment: string, phrases: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(titleFragment.toLowerCase()))) throw new Error(`no document "${titleFragment}" on file`);
  return phrases;
}

async function metadata(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length}`);
  return items[0]!.extra_metadata;
}

const prevMonth = (t: Truth) => lastMonth(lastMonth(t.today).start);

export const R41_SPEC_CASES: Case[] = [
  // ---------- income (8)
  {
    group: "income",
    query: "how much did the cottage gross in airbnb bookings last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "Rental income for last quarter, all three properties combined please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "pull up ytd income from the Gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "How much did we take in from VRBO reservations last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "can you break down last year's rental income by property for Holloway Creek?",
    tool: "query_database",
    expect: async (t) => {
      const y = year(Y(t) - 1);
      return [
        figure(await t.sum({ categories: RENTS, ...y, property: await pid(t, "Lockeland") })),
        figure(await t.sum({ categories: RENTS, ...y, property: await pid(t, "Laurel") })),
        figure(await t.sum({ categories: RENTS, ...y, property: await pid(t, "Tremont") })),
      ];
    },
  },
  {
    group: "income",
    query: "whats our gross rental income for last month across everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Calculate total revenue for the whole company last year, every kind of income included.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "airbnb revenue at the Nashville house in Q1 of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 1), property: await pid(t, "Lockeland"), q: "Airbnb" }))],
  },

  // ---------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "total utilities for the cabin so far this year (power, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "expenses",
    query: "what did we spend on property taxes last year, all 3 props together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Smoky Ridge Co-Hosting - how much have we paid them in total this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the Chattanooga condo for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "Give me what we paid for insurance premiums in total last year, thanks",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much went to airbnb/vrbo platform fees last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today) }))],
  },

  // ---------- net (3)
  {
    group: "net",
    query: "what was the net income on Laurel Bluff last year after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1), property: await pid(t, "Laurel") }))],
  },
  {
    group: "net",
    query: "What's our overall net profit ytd, company-wide?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the Tremont condo make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Tremont") }))],
  },

  // ---------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many bookings has the Lockeland cottage had this year so far?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Laurel Bluff cabin booked last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", year(Y(t) - 1)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga unit right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, "Tremont");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant or rent on the condo");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations across both short-term rentals in the quarter that just ended",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the nashville place occupied last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },

  // ---------- basis (4)
  {
    group: "basis",
    query: "whats the depreciable basis on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Tremont St condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis split for 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the Gatlinburg cabin's basis is furniture and fixtures?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).ffe_basis)],
  },

  // ---------- company (4)
  {
    group: "company",
    query: "what's our EIN again? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "who is our registered agent in Tennessee?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string;
      const name = typeof agent === "string" ? agent : agent?.name;
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },
  {
    group: "company",
    query: "Can you give me the LLC's Secretary of State control number?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },

  // ---------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openAhead(t))[0];
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
      const dates = [...new Set((await openAhead(t)).filter((o) => o.due_date <= end).map((o) => longDate(o.due_date)))];
      if (dates.length === 0) throw new Error("nothing due in 90 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "when's the next TN annual report due for the LLC?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the cabin's insurance policy come up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "property:insurance", "Laurel")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do i need to renew the nashville STR permit by",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "compliance:license_renewal", "Lockeland")).due_date)],
  },

  // ---------- documents (5)
  {
    group: "documents",
    query: "What's the all-perils deductible on the Blue Ridge Shield policy for the cabin?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Blue Ridge Shield declarations", ["2,500"]),
  },
  {
    group: "documents",
    query: "per the operating agreement, what percentage does Celeste own?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Operating Agreement", ["20%"]),
  },
  {
    group: "documents",
    query: "How much can Smoky Ridge spend on a repair without getting our OK first, according to the co-hosting agreement?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Co-Hosting and Cleaning Agreement", ["400"]),
  },
  {
    group: "documents",
    query: "what's the HOA fine if guests leave trash bags outside at Laurel Bluff?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Owners Association rental rules", ["100"]),
  },
  {
    group: "documents",
    query: "list all the documents we have on file pls",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did the cabin bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "follow-up",
    after: "What did the Lockeland cottage spend on utilities last year?",
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...year(Y(t) - 1), property: await pid(t, "Laurel") }))],
  },
  {
    group: "follow-up",
    after: "when is the Gatlinburg short-term rental business license renewal due?",
    query: "how much did we pay for it last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:licenses_permits"], ...year(Y(t) - 1), property: await pid(t, "Laurel") }))],
  },
  {
    group: "follow-up",
    after: "How much property tax did we pay on the Tremont condo last year?",
    query: "who was that paid to?",
    tool: "query_database",
    expect: async (t) => {
      const p = await pid(t, "Tremont");
      const y = year(Y(t) - 1);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:property_tax&property_id=${p}&start_date=${y.start}&end_date=${y.end}&page_size=50`);
      const payee = items[0]?.description.split(" - ")[0];
      if (!payee) throw new Error("no property tax on the condo");
      return [payee];
    },
  },
  {
    group: "follow-up",
    after: "What were our total expenses last month?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...prevMonth(t) }))],
  },
  {
    group: "follow-up",
    after: "how many bookings did the cabin get last month?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: "what's the building basis on the condo?",
    query: "and the land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).land_basis)],
  },
  {
    group: "follow-up",
    after: "What did we spend at Costco in total last year?",
    query: "how much of that was for the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Y(t) - 1), property: await pid(t, "Laurel"), q: "Costco" }))],
  },

  // ---------- unanswerable (10)
  { group: "unanswerable", query: "what could we sell the Gatlinburg cabin for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you project our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the Tremont condo or just sell it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did the Murfreesboro duplex bring in last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What were our rental revenues back in 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the remaining principal balance on the Pinnacle mortgage for the cottage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Truist loan for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Wendell Akers' social security number? need it for a background check", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did Ridgeline Getaways LLC make from their cabins last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Celeste Varga's personal cell phone number?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
