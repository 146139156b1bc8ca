// Round 23, spec company (Holloway Creek Stays LLC, Tennessee): a blind set of 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set. Only the
// fixture company (scripts/lib/spec-company.ts), the runner (scripts/eval-chat.ts), the types and
// helpers of scripts/lib/chat-questions.ts and the service spec were read. Every expected figure, date
// and name is read at run time from the REST API; periods are relative to t.today.
import Decimal from "decimal.js";
import { figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const q3 = (t: Truth) => quarter(Y(t), 3);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every open obligation from today on, earliest first. */
async function openAhead(t: Truth): Promise<Obligation[]> {
  const { items, total } = await obligations(t, "");
  if (total > items.length) throw new Error(`obligations: ${total} on file, ${items.length} read`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/** The next open obligation of a type (and property) whose description holds a word. */
async function nextOf(t: Truth, type: string, word: string, property?: string): Promise<Obligation> {
  const id = property ? await pid(t, property) : undefined;
  const found = (await openAhead(t)).find((o) => o.obligation_type === type && o.description.toLowerCase().includes(word.toLowerCase()) && (id === undefined || o.property_id === id));
  if (!found) throw new Error(`no open ${type} "${word}"`);
  return found;
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string } | string;
}
/** The company record. */
async function company(t: Truth): Promise<Company> {
  const errors: string[] = [];
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/company-profile", "/api/v1/profile"]) {
    try {
      const body = await t.get<Company | { data: Company }>(path);
      const record = "data" in body ? body.data : body;
      if (record && record.ein) return record;
      errors.push(`${path}: no ein`);
    } catch (error) {
      errors.push(String(error));
    }
  }
  throw new Error(`company record not found: ${errors.join("; ")}`);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** A document on file whose title holds a phrase, or an error. */
async function onFile(t: Truth, docType: string, phrase: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(phrase.toLowerCase()))) throw new Error(`no ${docType} document titled "${phrase}" on file`);
}

const none = async () => [] as string[];

export const R23_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rental income did we bring in last yr across all 3 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cottage gross in bookings last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "q3 income from the Gatlinburg cabin this year pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...q3(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "Can you calculate Holloway Creek Stays' rental income ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much came in thru VRBO for Laurel Bluff last year? just the VRBO bookings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel"), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "Total rent Wendell paid us for the condo in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "give me the Nashville house's rental income for March of this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t), 3), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "which of our rentals made the most rental income last year, and how much was it?",
    tool: "query_database",
    expect: async (t) => {
      const sums = await Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (f) => new Decimal(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, f) }))));
      const top = sums.reduce((a, b) => (b.gt(a) ? b : a));
      return [figure(top)];
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Music City Maids so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "wat did utilities run us at the cabin last year? electric, propane, water, internet all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...lastYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "expenses",
    query: "Pull up the total property tax we paid in 2025, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "what did the condo insurence cost us last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "Total expenses last month for the whole company, everything included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much did we pay Smoky Ridge Co-Hosting in q3 this year (fees + cleanings)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...q3(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the Lockeland place ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was our net income last year for the whole LLC?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "net profit on the cabin year to date?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "net",
    query: "Did the Chattanooga condo make or lose money in Q3 this year, and by how much?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...q3(t), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cottage get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Laurel Bluff booked in q3?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", q3(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont unit and what's he paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Tremont")) as unknown as { extra_metadata?: { tenant?: string; monthly_rent?: string } };
      const tenant = p.extra_metadata?.tenant;
      const rent = p.extra_metadata?.monthly_rent;
      if (!tenant || !rent) throw new Error("no tenant or rent on the Tremont record");
      return [tenant, figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "How many bookings did we get through VRBO last year in total?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), q: "VRBO" }))],
  },
  {
    group: "bookings-or-tenants",
    query: "can I get the guest list for the Lockeland cottage for September this year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(Y(t), 9)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin, and how much of that is furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel");
      return [figure(p.depreciable_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "Total basis for 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).total_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis split on the Chattanooga condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Nashville cottage and when did we close on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who is the registered agent for Holloway Creek Stays?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [typeof agent === "string" ? agent : agent.name];
    },
  },
  {
    group: "company",
    query: "what's the LLC's control number with the TN Secretary of State?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the company formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due on our compliance calendar?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await openAhead(t);
      if (!next) throw new Error("nothing open ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 60);
      const due = (await openAhead(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the Tennessee annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOf(t, "compliance:periodic_report", "annual report");
      const fee = /\$(\d[\d,]*) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in "${o.description}"`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When does the STRP permit on the cottage need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "compliance:license_renewal", "STRP", "Lockeland")).due_date)],
  },
  {
    group: "deadlines",
    query: "1065 deadline?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "tax:filing", "1065")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "per our agreement with Smoky Ridge, what percent do they take as the co-host fee?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Smoky Ridge");
      return ["18%"];
    },
  },
  {
    group: "documents",
    query: "what ownership % does Tobin have under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["30%"];
    },
  },
  {
    group: "documents",
    query: "What renewal fee does the Metro Nashville STR permit list?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "STRP permit");
      return ["313.00"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did the cottage make last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    after: "what did we spend on cleaning at the cabin in q3 this year?",
    query: "what about the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...q3(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    after: "when's the Gatlinburg business license due for renewal?",
    query: "how much did we pay for it last time?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:licenses_permits&property_id=${await pid(t, "Laurel")}&q=Gatlinburg`);
      const last = items.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!last) throw new Error("no Gatlinburg license payment");
      return [figure(last.amount)];
    },
  },
  {
    group: "follow-up",
    after: "what was the biggest repair bill we had last year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const items = await txs(t, `category=expense:maintenance:repairs&start_date=${start}&end_date=${end}`);
      const top = items.reduce<Tx | undefined>((a, b) => (!a || new Decimal(b.amount).gt(a.amount) ? b : a), undefined);
      if (!top) throw new Error("no repairs last year");
      const vendor = top.description.split(" - ")[0]!.split(/\s+/).slice(0, 2).join(" ");
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "how many nights was the cabin booked last month?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    after: "What's the EIN for Holloway Creek Stays?",
    query: "ok and the state id number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "follow-up",
    after: "how much rent did Wendell pay in 2025?",
    query: "did he pay any late fees that year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(2025), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    after: "What did we pay in property tax on the condo last year?",
    query: "and on the other two houses?",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Lockeland") })),
      figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Laurel") })),
    ],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much principal is left on the Truist mortgage for Laurel Bluff?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the Pinnacle loan for the cottage?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you project our rental income for next year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Chattanooga condo and buy a second cabin instead?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did the Pigeon Forge chalet on Wears Valley Rd make last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what was our rental income back in 2019?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Whats Maren Holloway's social security number?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's Wendell Akers' credit score?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what nightly rates are other Gatlinburg cabins charging for New Year's?", tool: "query_database", unanswerable: true, expect: none },
];
