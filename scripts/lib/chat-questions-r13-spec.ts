// Round 13, spec company: written blind, without reading the assistant's code, its tests, its docs or
// any other question set. Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC of
// scripts/lib/spec-company.ts (the Lockeland Drive cottage in Nashville and the Laurel Bluff cabin in
// Gatlinburg, both short-term rentals, and the Tremont Street condo in Chattanooga let to one tenant).
// Every expected figure, date and name is read at run time from the REST API; periods are relative to
// today.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const propId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const latestTx = async (t: Truth, query: string) => {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
};

/** The text of the passages of one document (found by its title) that a word search finds. */
async function docText(t: Truth, title: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const found = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=20&mode=lexical`);
  return found.items.map((hit) => hit.text).join("\n");
}
const pick = (text: string, pattern: RegExp): string => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${pattern} not found`);
  return match[1];
};
const nextDue = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
};
/** "622 Laurel Bluff Way, Gatlinburg..." -> "Laurel Bluff" (the street without its number and type). */
const streetName = (address: string) => address.split(",")[0]!.split(" ").slice(1, -1).join(" ");

export const R13_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await propId(t, CONDO) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await propId(t, CONDO) }))],
  },
  {
    group: "income",
    query: "gross bookings at the cabin for Q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisY(t) - 1, 3), property: await propId(t, CABIN) }))],
  },
  {
    group: "income",
    query: "pull up total gross rental income ytd across all three properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the Lockeland Dr place gross last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await propId(t, COTTAGE) }))],
  },
  {
    group: "income",
    query: "how much came in thru vrbo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "total income for march of last year, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(thisY(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "Which of our properties brought in the most revenue last year, and how much?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=50");
      const rows = await Promise.all(items.map(async (p) => ({ p, total: await t.sum({ type: "revenue", ...lastYear(t), property: p.id }) })));
      rows.sort((a, b) => Number(b.total) - Number(a.total));
      return [streetName(rows[0]!.p.address), figure(rows[0]!.total)];
    },
  },
  {
    group: "income",
    query: "how many bookings has the cottage had this yr and what did they gross",
    tool: "query_database",
    expect: async (t) => {
      const property = await propId(t, COTTAGE);
      const filter = { categories: ["revenue:rental_income"], ...thisYear(t), property };
      return [String(await t.count(filter)), figure(await t.sum(filter))];
    },
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay harpeth plumbing this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Harpeth" }))],
  },
  {
    group: "follow-up",
    query: "what was that for?",
    after: "what did we pay harpeth plumbing this year",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latestTx(t, `q=Harpeth&start_date=${thisYear(t).start}`);
      const what = tx.description.split(" - ")[1];
      if (!what) throw new Error(`no detail in ${tx.description}`);
      return [what.split(" ").slice(0, 2).join(" ")];
    },
  },
  {
    group: "expenses",
    query: "How much went to Smoky Ridge Co-Hosting in total last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "total utilities on the cottage for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: await propId(t, COTTAGE) }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "total utilities on the cottage for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: await propId(t, CABIN) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid ytd, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate total expenses for the tremont condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), property: await propId(t, CONDO) }))],
  },
  {
    group: "expenses",
    query: "what did we spend altogether last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "NASHVILLE ELECTRIC SVC - how much have we paid them this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Nashville Electric" }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "whats our net profit so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "net income for the Gatlinburg cabin last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await propId(t, CABIN) }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "net income for the Gatlinburg cabin last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await propId(t, COTTAGE) }))],
  },
  {
    group: "net",
    query: "cash flow from the chattanooga condo last year after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await propId(t, CONDO) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Nashville cottage booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at 407 tremont",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property(CONDO)) as unknown as { extra_metadata: Record<string, unknown> };
      const tenant = p.extra_metadata.tenant;
      if (typeof tenant !== "string") throw new Error("no tenant recorded");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's wendell paying per month these days",
    tool: "query_database",
    expect: async (t) => [figure((await latestTx(t, "category=revenue:long_term_rental")).amount)],
  },
  {
    group: "bookings-or-tenants",
    query: "number of stays at laurel bluff last yr?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await propId(t, CABIN) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "When was Anya Petrova's most recent stay with us",
    tool: "query_database",
    expect: async (t) => [longDate((await latestTx(t, "category=revenue:rental_income&q=Anya%20Petrova")).transaction_date)],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what was the purchase price on the cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(COTTAGE)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we buy it?",
    after: "what was the purchase price on the cottage",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(COTTAGE)).acquisition_date)],
  },
  {
    group: "basis",
    query: "how is the cabin's basis split between land, building and furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "When was Tremont placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for 1814 lockeland dr",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(COTTAGE)).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "whats the EIN for holloway creek",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent in TN",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "need the secretary of state control number for the LLC",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "follow-up",
    query: "and the TN annual report?",
    after: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report")],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the STRP permit for Lockeland?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=STRP")],
  },
  {
    group: "deadlines",
    query: "deadline for the franchise & excise tax return?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=franchise")],
  },
  {
    group: "deadlines",
    query: "when does the insurance on the cabin renew next",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=Blue%20Ridge")],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what's the co-host fee under our agreement with smoky ridge",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Co-Hosting", "co-host fee booking revenue"), /Co-host fee:\s*(\d+%)/i)],
  },
  {
    group: "follow-up",
    query: "and what do they charge per turnover clean?",
    after: "what's the co-host fee under our agreement with smoky ridge",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Co-Hosting", "turnover cleaning checkout"), /Turnover cleaning:\s*\$(\d[\d,]*)/i)],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "member ownership initial capital contribution");
      const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no member table");
      return rows.flatMap((row) => [row[1]!, row[2]!]);
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed on the cottage's STR permit",
    tool: "search_document_content",
    expect: async (t) => [`${pick(await docText(t, "STRP permit", "maximum occupancy guests"), /Maximum occupancy:\s*(\d+)\s*guests/i)} guests`],
  },
  {
    group: "documents",
    query: "What's the liability limit on the Blue Ridge Shield policy for the cabin",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Blue Ridge Shield", "coverage liability each occurrence"), /Liability:\s*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "list the formation documents we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay the landscaper last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is Smoky Ridge Co-Hosting's EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the tremont condo or keep renting it out?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many bookings will the cabin get next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's celeste varga's home address", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Truist mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the pinnacle checking acct?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what do other gatlinburg cabins charge per night on average", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did maren take out in distributions last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
];
