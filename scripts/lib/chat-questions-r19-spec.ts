// Set r19-spec, written blind: its author never read the assistant's code, its tests, its docs or any
// other question set, only the fixture company (scripts/lib/spec-company.ts), the REST API spec and the
// runner. Asked of Holloway Creek Stays LLC, the Tennessee LLC of the spec fixture (the Lockeland Drive
// cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street condo in Chattanooga).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read at run time
// from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
/** Everything on the books: the records start in January of last year. */
const allTime = (t: Truth) => ({ start: `${Number(t.today.slice(0, 4)) - 1}-01-01`, end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  formation_date: string;
  ein: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string | null } | null;
}
const company = async (t: Truth): Promise<Company> => {
  const body = await t.get<Company | { data: Company }>("/api/v1/company");
  return "data" in body ? body.data : body;
};

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
const transactions = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** A phrase of a document, read from its searchable passages: the first capture of `pattern`. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const { items: docs } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (docs.length === 0) throw new Error(`no document titled like ${titleFragment}`);
  for (const doc of docs) {
    const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=50`);
    for (const passage of items) {
      const match = pattern.exec(passage.text);
      if (match) return match[1]!;
    }
  }
  throw new Error(`"${pattern}" not found in ${titleFragment}`);
}

const dueDate = async (t: Truth, q: string) => {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation like ${q}`);
  return longDate(o.due_date);
};

export const R19_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did we collect from Wendell last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did we collect from Wendell last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "gross rental income for Holloway Creek Stays ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cabin bring in from guest bookings last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "pull up booking income for the Lockeland cottage last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much booking revenue came through VRBO this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "break down last year's total revenue by property please",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await t.sum({ type: "revenue", property: await pid(t, p), ...lastYear(t) })))),
  },
  {
    group: "income",
    query: "what did 1814 Lockeland gross in March of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Lockeland"), ...month(Number(t.today.slice(0, 4)) - 1, 3) }))],
  },
  {
    group: "income",
    query: "cabin income last yr split airbnb vs vrbo?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      return Promise.all(["Airbnb", "VRBO"].map(async (q) => figure(await t.sum({ categories: ["revenue:rental_income"], property, q, ...lastYear(t) }))));
    },
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay Music City Maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how many turnovers did that cover?",
    after: "what did we pay Music City Maids last year",
    tool: "query_database",
    // One turnover per cottage booking: the maids bill $110 a turn.
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total utilities at the cabin so far this year (electric, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr across all 3 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much has gone to SMOKY RIDGE CO-HOSTING so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge Co-Hosting", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate total expenses on the Tremont condo for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Tremont"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "What did we pay Harpeth Plumbing?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Harpeth Plumbing", ...allTime(t) }))],
  },
  {
    group: "follow-up",
    query: "what was that job for",
    after: "What did we pay Harpeth Plumbing?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await transactions(t, `q=Harpeth%20Plumbing&start_date=${allTime(t).start}&end_date=${t.today}`);
      if (!tx) throw new Error("no Harpeth Plumbing bill");
      // "Harpeth Plumbing - water heater valve replaced": the job is what follows the dash.
      return [tx.description.split(" - ")[1]!.split(" ").slice(0, 2).join(" ")];
    },
  },
  {
    group: "expenses",
    query: "airbnb + vrbo host fees last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "what was our net income for last year, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about just the cottage?",
    after: "what was our net income for last year, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "is the Laurel Bluff cabin profitable this year? revenue minus expenses ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "How did the Chattanooga condo do last year after all its costs",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was that in total",
    after: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked at the Gatlinburg cabin last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many reservations did Lockeland Drive have in the last quarter",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...lastQuarter(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont St unit",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Tremont")) as unknown as { extra_metadata: { tenant?: string } };
      if (!p.extra_metadata.tenant) throw new Error("no tenant on the condo");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Wendell paying per month right now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has Jane Doe booked with us",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "Jane Doe", ...allTime(t) }))],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "purchase price on 407 Tremont?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for the Lockeland property",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the cabin placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      if (!p.placed_in_service) throw new Error("cabin not placed in service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the depreciable basis of the Gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "and how much of that is furniture and fixtures?",
    after: "my CPA needs the depreciable basis of the Gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "need the federal tax ID number for holloway creek",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is our registered agent in Tennessee?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "what's our state filing / control number with the TN secretary of state",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "1065")],
  },
  {
    group: "follow-up",
    query: "who did we pay to prepare the last one, and how much?",
    after: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const items = await transactions(t, `q=1065%20preparation&start_date=${allTime(t).start}&end_date=${t.today}`);
      const latest = items.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!latest) throw new Error("no 1065 preparation fee");
      // "Okafor & Lind CPAs - 2025 Form 1065 preparation": the payee is what precedes the dash.
      return [latest.description.split(" - ")[0]!.split(" ").slice(0, 3).join(" "), figure(latest.amount)];
    },
  },
  {
    group: "deadlines",
    query: "When does the cabin's insurance policy renew",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "Blue Ridge Shield")],
  },
  {
    group: "deadlines",
    query: "next property tax due date for the condo",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "Hamilton County")],
  },
  {
    group: "deadlines",
    query: "when's our Tennessee annual report due next",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "annual report")],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "deductible all perils", /All perils:\s*(\$[\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "and the liability limit on it?",
    after: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "Coverage E liability each occurrence", /Liability:\s*(\$[\d,]+)/)],
  },
  {
    group: "documents",
    query: "per the co-hosting agreement, how much can Smoky Ridge spend on a repair without our ok",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Co-Hosting", "repairs without the Owner's approval", /repairs of up to (\$[\d,]+)/)],
  },
  {
    group: "documents",
    query: "ownership split between the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      const table = await fromDocument(t, "Operating Agreement", "members ownership initial capital contribution", /(\|\s*Member\s*\|[\s\S]*?)(?:\n\n|$)/);
      const rows = [...table.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no member rows");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },
  {
    group: "documents",
    query: "what are the quiet hours in the Laurel Bluff HOA rules",
    tool: "search_document_content",
    expect: async (t) => {
      const hours = await fromDocument(t, "Owners Association", "quiet hours", /Quiet hours are ([\d:]+ [ap]\.m\.) to ([\d:]+ [ap]\.m\.)/);
      return [hours];
    },
  },
  {
    group: "documents",
    query: "list the documents we have on file for the Gatlinburg cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Laurel Bluff")}`),
  },

  // ---------------------------------------------------------------- unanswerable
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much principal is left on the Truist loan for Laurel Bluff",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "when does Wendell's lease end",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we refinance the Lockeland mortgage now or wait",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "project our booking revenue for next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the EIN for Smoky Ridge Co-Hosting LLC?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's our average star rating on airbnb for the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Maren get back on her personal 1040 refund",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are other cabins on Laurel Bluff Way charging per night",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "total revenue in 2019",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
