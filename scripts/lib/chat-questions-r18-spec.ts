// Written blind: these questions were written without reading the assistant's code, its tests, its docs
// or any other question set, from the fixture company file (scripts/lib/spec-company.ts) and the REST
// API only. They are asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC (the spec
// company: the Lockeland cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont condo
// in Chattanooga). Every expected figure, date and name is read at run time from the REST API.
//
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRow {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
/** A property's custom fields (tenant, rent, nickname...). */
const meta = async (t: Truth, fragment: string) => {
  const p = (await t.property(fragment)) as unknown as PropertyRow;
  return p.extra_metadata;
};

interface Company {
  legal_name: string;
  state_of_formation: string | null;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const STATES: Record<string, string> = { TN: "Tennessee" };

/** The next open obligation matching a query, as a long date; throws when there is none. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

/** The text of a document's passages matching `q` (lexical search within the document). */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  return hits.items.map((h) => h.text).join("\n");
}
/** The first group of a pattern in a document's passages. */
async function docFact(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const text = await docText(t, titleFragment, q);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${pattern}" not found in ${titleFragment}`);
  return match[1];
}

export const R18_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "Total Airbnb + VRBO bookings for the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "pull up gross rental income for Holloway Creek Stays last year, all three properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what did the lockeland cottage bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "cabin booking revenue for Q3 of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisYr(t) - 1, 3), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "how much came in through vrbo this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "short-term rental income last quarter, cottage and cabin together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate our total income year to date across everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on utilities up at gatlinburg this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "property taxes paid on the chattanooga condo in the prior year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "total expenses for laurel bluff last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "Smoky Ridge Co-Hosting - how much have we paid them this calendar year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "insurance premiums for all the properties combined, last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were the NES electric bills on Lockeland Dr in Q1 this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...quarter(thisYr(t), 1), property: await pid(t, "Lockeland") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the tremont condo for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "net",
    query: "whats the company's profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how about just the cabin?",
    after: "whats the company's profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "cash flow from the cottage last month after all its bills",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the tremont st unit",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Tremont")).tenant)],
  },
  {
    group: "follow-up",
    query: "how much does he pay a month",
    after: "who's the tenant in the tremont st unit",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Tremont")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cabin booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "what about the cottage",
    after: "How many nights was the cabin booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at 1814 Lockeland last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations at laurel bluff so far this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "which of our properties is Wendell Akers renting",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRow[] }>("/api/v1/properties?page_size=50");
      const rented = items.find((p) => String(p.extra_metadata?.tenant ?? "").includes("Wendell"));
      if (!rented) throw new Error("no property with Wendell as tenant");
      return [rented.address.split(",")[0]!];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total nights booked at the nashville cottage last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastYear(t)))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "what did we pay for the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building allocation for 1814 lockeland drive",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the Tremont condo placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "furniture & fixtures basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "EIN for Holloway Creek Stays?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein ?? ""],
  },
  {
    group: "company",
    query: "who do we have as registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent?.name ?? ""],
  },
  {
    group: "follow-up",
    query: "what address is on file for them",
    after: "who do we have as registered agent",
    tool: "query_database",
    expect: async (t) => [((await company(t)).registered_agent?.address ?? "").split(",")[0]!],
  },
  {
    group: "company",
    query: "when and in what state was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date!), STATES[c.state_of_formation!] ?? c.state_of_formation!];
    },
  },
  {
    group: "company",
    query: "I need our secretary of state filing number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number ?? ""],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "when is the TN annual report due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report")],
  },
  {
    group: "follow-up",
    query: "what about the franchise & excise return?",
    after: "when is the TN annual report due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=franchise")],
  },
  {
    group: "deadlines",
    query: "next 1065 deadline?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "deadlines",
    query: "when does the insurance on the cabin come up for renewal",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`)],
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due for the members",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "deadline to renew the nashville STRP permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=STRP")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "how big a repair can smoky ridge order without getting our ok first",
    tool: "search_document_content",
    expect: async (t) => [`$${await docFact(t, "Co-Hosting", "repairs approval", /repairs of up to \$([\d,]+)/i)}`],
  },
  {
    group: "follow-up",
    query: "and what percentage do they take as their fee",
    after: "how big a repair can smoky ridge order without getting our ok first",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Co-Hosting", "co-host fee booking revenue", /Co-host fee:\s*(\d+%)/i)],
  },
  {
    group: "documents",
    query: "max occupancy allowed by the lockeland STRP permit",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+)/i)],
  },
  {
    group: "documents",
    query: "whats the wind/hail deductible on the blue ridge shield policy",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Blue Ridge Shield", "wind hail deductible", /Wind and hail:\s*([\d.]+%)/i)],
  },
  {
    group: "documents",
    query: "who are the members per the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "member ownership capital contribution");
      const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no member rows in the operating agreement");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much will the cottage gross next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the chattanooga condo or refinance it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what is wendell's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Riverbend Cabins LLC make last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's our average guest review score on airbnb",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will sevier county's property tax bill be next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "remaining principal balance on the Truist mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the pinnacle loan",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did maren take out in distributions last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
