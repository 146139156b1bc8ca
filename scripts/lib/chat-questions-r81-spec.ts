// Blind set r81-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report, the document list); a phrase quoted from a document is used only after the document is confirmed on file. Periods ("last yr", "ytd", "last quarter") are computed from t.today.
import Decimal from "decimal.js";
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, MONTHS, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
/** Since before the company's first record. */
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A property's extra_metadata, read from its own record. */
async function metadata(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}
async function metaText(t: Truth, fragment: string, key: string): Promise<string> {
  const value = (await metadata(t, fragment))[key];
  if (typeof value !== "string" || !value) throw new Error(`no ${key} on ${fragment}`);
  return value;
}

/** Throws unless a document whose title holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}

/** The next open obligation whose description holds `q`. */
async function nextDue(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`nothing open for "${q}"`);
  return longDate(o.due_date);
}

/** Throws when the ledger holds any transaction whose description has `q`. */
async function neverPaid(t: Truth, ...qs: string[]): Promise<string[]> {
  for (const q of qs) if ((await t.count({ ...ALL_TIME(t), q })) > 0) throw new Error(`"${q}" is in the ledger`);
  return [];
}

const cabinUtilitiesQuery = "what were the cabin's utilities last yr?";
const mcmQuery = "What did we pay Music City Maids last year?";
const cabinBoughtQuery = "When did we buy the cabin and what did we pay for it?";
const einQuery = "whats our EIN";
const julyStaysQuery = "How many bookings did the cabin have in July last year?";

export const R81_SPEC_CASES: Case[] = [
  // ---- Income (9)
  {
    group: "income",
    query: "What was Holloway Creek's total income last year, all sources?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "rental income for last yr, just rent please",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much has the cabin made ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...thisYear(t), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "income",
    query: "Can you pull up what the Lockeland cottage brought in for q2 last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...quarter(Y(t) - 1, 2), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "income",
    query: "How much rent has Wendell paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "income",
    query: "how much came in through VRBO last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "Total income last quarter, all three places?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "What did the Nashville house bring in last month?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastMonth(t.today), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "income",
    query: "Which month was the Gatlinburg cabin's best last year, and how much did it make?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property("Laurel Bluff")).id;
      const y = Y(t) - 1;
      const sums = await Promise.all(Array.from({ length: 12 }, (_, i) => t.sum({ categories: ["revenue"], ...month(y, i + 1), property: id })));
      let best = 0;
      sums.forEach((s, i) => {
        if (new Decimal(s).gt(sums[best]!)) best = i;
      });
      return [MONTHS[best]!, usd(sums[best]!)];
    },
  },

  // ---- Expenses (8)
  {
    group: "expenses",
    query: mcmQuery,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Smoky Ridge in total this year? cleaning, co-host fees, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: cabinUtilitiesQuery,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "expenses",
    query: "Calculate the mortgage interest we paid last year on all three properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did we pay in property taxes last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did the plumber charge us to fix the water heater at the cottage?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      const filter = { ...ALL_TIME(t), property: p.id, q: "water heater" };
      if ((await t.count(filter)) !== 1) throw new Error("expected one water heater bill");
      return [usd(await t.sum({ type: "expense", ...filter }))];
    },
  },
  {
    group: "expenses",
    query: "total expenses on the Tremont condo ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "expenses",
    query: "How much did Airbnb and VRBO take in host fees last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:platform_fees"], ...year(Y(t) - 1) }))],
  },

  // ---- Properties (5)
  {
    group: "properties",
    query: cabinBoughtQuery,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the cottage",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How much of the Tremont purchase was land?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Tremont")).land_basis)],
  },
  {
    group: "properties",
    query: "What's the address of the Chattanooga condo?",
    tool: "query_database",
    expect: async (t) => [(await t.property("Chattanooga")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "how much furniture basis do we have in the cabin?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---- Tenants, rents, leases (5)
  {
    group: "tenants",
    query: "Who's renting the Tremont St unit?",
    tool: "query_database",
    expect: async (t) => [await metaText(t, "Tremont", "tenant")],
  },
  {
    group: "tenants",
    query: "What's the monthly rent on the condo in Chattanooga?",
    tool: "query_database",
    expect: async (t) => [usd(await metaText(t, "Tremont", "monthly_rent"))],
  },
  {
    group: "tenants",
    query: "What was Wendell paying before his rent went up?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&sort=transaction_date&page_size=200`);
      const first = items[0]?.amount;
      const later = items.find((tx) => tx.amount !== first);
      if (!first || !later || new Decimal(later.amount).lte(first)) throw new Error("no rent increase on record");
      return [usd(first)];
    },
  },
  {
    group: "tenants",
    query: "who manages the condo for us?",
    tool: "query_database",
    expect: async (t) => [await metaText(t, "Tremont", "managed_by")],
  },
  {
    group: "tenants",
    query: "Has Wendell ever been charged a late fee? How much?",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: ["revenue:late_fees"], ...ALL_TIME(t), property: (await t.property("Tremont")).id };
      if ((await t.count(filter)) === 0) throw new Error("no late fee on record");
      return [usd(await t.sum(filter))];
    },
  },

  // ---- Company facts (4)
  {
    group: "company",
    query: einQuery,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "What's our Tennessee control number with the Secretary of State?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "Who are the members of the LLC and how much does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "Tobin Achebe", "Celeste Varga"];
    },
  },

  // ---- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "what's the next deadline we've got coming up",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "");
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the Tennessee annual report due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "annual report")],
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Form 1065")],
  },
  {
    group: "deadlines",
    query: "When do I need to renew the Nashville STR permit?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "STRP permit")],
  },

  // ---- Documents (6)
  {
    group: "documents",
    query: "What documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await titles(t, "");
      const wanted = ["Articles of Organization", "Operating Agreement"];
      for (const w of wanted) if (!all.some((title) => title.includes(w))) throw new Error(`no ${w} on file`);
      return wanted;
    },
  },
  {
    group: "documents",
    query: "which docs do we have for the Gatlinburg cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await titles(t, `property_id=${(await t.property("Laurel Bluff")).id}`);
      const wanted = ["Blue Ridge Shield", "Smoky Ridge"];
      for (const w of wanted) if (!all.some((title) => title.includes(w))) throw new Error(`no ${w} document for the cabin`);
      return wanted;
    },
  },
  {
    group: "documents",
    query: "What percentage does Smoky Ridge get as co-host under our agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting");
      return ["18%"];
    },
  },
  {
    group: "documents",
    query: "whats the liability limit on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield declarations");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "What's the HOA fine if guests leave trash bags outside at the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Owners Association rental rules");
      return ["$100"];
    },
  },
  {
    group: "documents",
    query: "How much notice do we have to give Smoky Ridge if we want to end the co-hosting deal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting");
      return ["30 days"];
    },
  },

  // ---- Stays (4)
  {
    group: "stays",
    query: julyStaysQuery,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      const period = month(Y(t) - 1, 7);
      const stays = await t.count({ categories: ["revenue:rental_income"], ...period, property: p.id });
      const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
      if (report.properties.find((r) => r.property_id === p.id)?.stays !== stays) throw new Error("occupancy stays and bookings disagree");
      return [String(stays)];
    },
  },
  {
    group: "stays",
    query: "how many nights was the cottage booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "Who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Laurel Bluff", lastMonth(t.today))).slice(0, 2),
  },
  {
    group: "stays",
    query: "Total nights booked across both short-term rentals last year?",
    tool: "query_database",
    expect: async (t) => {
      const period = year(Y(t) - 1);
      return [String((await nightsBooked(t, "Lockeland", period)) + (await nightsBooked(t, "Laurel Bluff", period)))];
    },
  },

  // ---- Follow-ups (5)
  {
    group: "follow-up",
    query: "and this year so far?",
    after: mcmQuery,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: cabinBoughtQuery,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "ok and who's our registered agent",
    after: einQuery,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },
  {
    group: "follow-up",
    query: "How many nights was that in total?",
    after: julyStaysQuery,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", month(Y(t) - 1, 7)))],
  },
  {
    group: "follow-up",
    query: "same thing for the Nashville place",
    after: cabinUtilitiesQuery,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1), property: (await t.property("Lockeland")).id }))],
  },

  // ---- What the records cannot answer (9)
  {
    group: "unanswerable",
    query: "What's the cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do we still owe on the cottage mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const meta = await metadata(t, "Lockeland");
      if (Object.keys(meta).some((key) => /loan|balance|principal/i.test(key))) throw new Error("the cottage's record holds a loan balance");
      return neverPaid(t, "principal", "balance");
    },
  },
  {
    group: "unanswerable",
    query: "Is it going to snow in Gatlinburg this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Rocky Top Roofing?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => neverPaid(t, "Rocky Top", "Roofing"),
  },
  {
    group: "unanswerable",
    query: "What should we be charging Wendell when his lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Would we save on taxes if we switched the LLC to an S corp?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How big a security deposit are we holding for Wendell?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>("/api/v1/deposits?include_settled=true");
      if (total !== 0) throw new Error("a deposit is on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "when does Wendell's lease end?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=50&q=lease");
      if (items.length > 0) throw new Error("a lease is on file");
      const meta = await metadata(t, "Tremont");
      if (Object.keys(meta).some((key) => /lease|end/i.test(key))) throw new Error("the condo's record holds a lease date");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Can you give me Wendell's phone number?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const meta = await metadata(t, "Tremont");
      if (Object.keys(meta).some((key) => /phone|contact|email/i.test(key))) throw new Error("the condo's record holds a contact");
      return [];
    },
  },
];
