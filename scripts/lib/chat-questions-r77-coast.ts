// Blind set r77-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list, the occupancy report); a figure quoted from a document is used only after the document is found on file.
// The questions are typed as a member whose first language is Portuguese would type them: short
// sentences, small grammar slips, nicknames of the properties (the condo, the duplex, the pool house,
// the café building), first names of tenants and vendors.
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

/** Everything the records hold. */
const ALL = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = (amount: string) => `$${figure(amount)}`;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
/** The newest transactions matching a query string of GET /transactions (newest first). */
async function newest(t: Truth, query: string, n = 1): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?sort=-transaction_date&page_size=${n}&end_date=${t.today}&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** The next open obligation whose description holds `q`, due today or later. */
async function nextDue(t: Truth, q: string) {
  const o = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation for ${q}`);
  return o;
}

/** A document on file whose title or file name holds `q`; throws when none. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for ${q}`);
}

// Questions that others follow up.
const SALT_LINEN = "how much we paid to Salt & Linen last year? the cleaning company";
const DUPLEX_BOUGHT = "When we bought the Bradenton duplex and for what price?";
const VRBO_YTD = "Vrbo income of the pool house ytd, how much is?";
const SUNBIZ = "the Sunbiz annual report, what is the date that is due?";
const UNIT2 = "who is the tenant in unit 2 of the duplex now?";

export const R77_COAST_CASES: Case[] = [
  // --- Income by period, property and source (9)
  {
    group: "income",
    query: "how much rent we got last yr, all the properties together?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: VRBO_YTD,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, "Heron Roost") }))],
  },
  {
    group: "income",
    query: "How much base rent the café paid us this year? just rent please, not the CAM",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await id(t, "Manatee Avenue") }))],
  },
  {
    group: "income",
    query: "calculate for me the rent of the duplex in the last quarter",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today), property: await id(t, "Palmetto Hammock") }))],
  },
  {
    group: "income",
    query: "the cleaning fees that guests of the condo paid us last year, how much was?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t), property: await id(t, "Gulf Boulevard") }))],
  },
  {
    group: "income",
    query: "What was the total income of Mangrove Key last month, every source?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Lucinda paid how much of rent to us this year until now?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Farraday" }))],
  },
  {
    group: "income",
    query: "how much rent made the beach condo last year with the stays? not counting the cleaning fee and the taxes",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await id(t, "Gulf Boulevard") }))],
  },
  {
    group: "income",
    query: "Saltmarsh reimbursed us how much last yr for CAM, insurance and the property tax? not the base rent",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], ...lastYear(t), property: await id(t, "Manatee Avenue") }))],
  },

  // --- Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: SALT_LINEN,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...lastYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid this year, all the properties, total $?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance of the pool house last yr, windstorm, flood, everything. total?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...lastYear(t), property: await id(t, "Heron Roost") }))],
  },
  {
    group: "expenses",
    query: "hoa fees for the Indian Rocks condo ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Gulf Boulevard") }))],
  },
  {
    group: "expenses",
    query: "Can you tell me how much cost us the pool guy, Aquamarine, this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "the repairs in the duplex last year, how much was it?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t), property: await id(t, "Palmetto Hammock") }))],
  },
  {
    group: "expenses",
    query: "electricity of all the properties in last month, pull up the total pls",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities:electricity"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "The hurricane shutters in Englewood, how much we paid for them?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:capital_improvement"], ...ALL(t), property: await id(t, "Heron Roost") }))],
  },

  // --- Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: DUPLEX_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land basis of the café building on Manatee Ave?",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Manatee Avenue")).land_basis)],
  },
  {
    group: "properties",
    query: "for the pool house, which is the depreciable basis? not the total one",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Heron Roost")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How much is the furniture basis (FF&E) of the condo in Indian Rocks Beach?",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Gulf Boulevard")).ffe_basis)],
  },
  {
    group: "properties",
    query: "which property we bought first, and in what date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=100");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // --- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: UNIT2,
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await newest(t, `q=${encodeURIComponent("Unit 2 rent")}&property_id=${await id(t, "Palmetto Hammock")}`);
      const name = /from (.+?) - Unit 2 rent/.exec(tx!.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx!.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "Desmond pays how much per month of rent?",
    tool: "query_database",
    expect: async (t) => [money((await newest(t, `category=revenue:long_term_rental&q=Desmond`))[0]!.amount)],
  },
  {
    group: "tenants",
    query: "the rent of the café, what is it per month now? only base rent",
    tool: "query_database",
    expect: async (t) => [money((await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("base rent")}&property_id=${await id(t, "Manatee Avenue")}`))[0]!.amount)],
  },
  {
    group: "tenants",
    query: "How much is the security deposit of Saltmarsh Coffee in their lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh");
      return ["$7,000"];
    },
  },
  {
    group: "tenants",
    query: "from the deposit of Wyatt in unit 2, how much we kept when he moved out?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...ALL(t), q: "Wyatt" }))],
  },

  // --- Company facts (4)
  {
    group: "company",
    query: "what is the EIN of Mangrove Key?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "I need the document number of the LLC in Sunbiz (the state filing number)",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was formed the company?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent in Florida",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name.split(",")[0]!],
  },

  // --- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What is the next thing that is due for us?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "what we have due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      const dates = [...new Set(items.map((o) => o.due_date))].sort();
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: SUNBIZ,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when I must renew the flood policy of Heron Roost?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "flood policy")).due_date)],
  },
  {
    group: "deadlines",
    query: "the partnership return, form 1065 - when is the deadline?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Form 1065")).due_date)],
  },

  // --- Documents: what they say, which are on file (5)
  {
    group: "documents",
    query: "in the café lease, what is the late charge if they pay after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh");
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "the windstorm policy of the pool house - the hurricane deductible is how much?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "According the operating agreement, who are the members and what percent has each one?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Renata", "Graham"];
    },
  },
  {
    group: "documents",
    query: "which documents we have for the pool house?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${await id(t, "Heron Roost")}`)).map((title) => title.split(",")[0]!),
  },
  {
    group: "documents",
    query: "We have the operating agreement in the files? I don't find it",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = (await titles(t, "doc_type=formation")).filter((title) => /operating agreement/i.test(title));
      if (found.length === 0) throw new Error("no operating agreement on file");
      return ["Operating Agreement"];
    },
  },

  // --- Stays and bookings (4)
  {
    group: "stays",
    query: "how many Vrbo bookings we had in the pool house last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await id(t, "Heron Roost") }))],
  },
  {
    group: "stays",
    query: "who were the guests at Heron Roost last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Heron Roost", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "nights booked in the pool house in july, how many?",
    tool: "query_database",
    expect: async (t) => {
      const y = Number(t.today.slice(5, 7)) > 7 ? thisY(t) : thisY(t) - 1;
      return [String(await nightsBooked(t, "Heron Roost", month(y, 7)))];
    },
  },
  {
    group: "stays",
    query: "who is staying in the beach condo right now?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await newest(t, `category=revenue:rental_income&property_id=${await id(t, "Gulf Boulevard")}`);
      const m = /- ([A-Z][^()]+?) \((\d+) nights\)/.exec(tx!.description);
      if (!m) throw new Error(`no guest in ${tx!.description}`);
      const checkout = new Date(Date.parse(`${tx!.transaction_date}T00:00:00Z`) + Number(m[2]) * 86_400_000).toISOString().slice(0, 10);
      if (checkout <= t.today) throw new Error(`the condo is empty today (last stay left ${checkout})`);
      return [m[1]!];
    },
  },

  // --- Follow-ups (5)
  {
    group: "follow-up",
    query: "and this year until now?",
    after: SALT_LINEN,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "follow-up",
    query: "and the building part of the basis of it?",
    after: DUPLEX_BOUGHT,
    tool: "query_database",
    expect: async (t) => [money((await t.property("Palmetto Hammock")).building_basis)],
  },
  {
    group: "follow-up",
    query: "how much Vrbo took of fees from that?",
    after: VRBO_YTD,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t), property: await id(t, "Heron Roost") }))],
  },
  {
    group: "follow-up",
    query: "ok and the fee of it is how much?",
    after: SUNBIZ,
    tool: "query_database",
    expect: async (t) => {
      const fee = /(\$[\d,]+\.\d{2}) fee/.exec((await nextDue(t, "annual report")).description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's deadline");
      return [fee];
    },
  },
  {
    group: "follow-up",
    query: "when finish his lease?",
    after: UNIT2,
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await newest(t, `q=${encodeURIComponent("Unit 2 rent")}&property_id=${await id(t, "Palmetto Hammock")}`);
      const name = /from (.+?) - Unit 2 rent/.exec(tx!.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx!.description}`);
      const o = await nextDue(t, `Lease renewal: ${name}`);
      const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error(`no lease end in ${o.description}`);
      return [end];
    },
  },

  // --- What the records cannot answer (10)
  { group: "unanswerable", query: "how much the beach condo is worth today in the market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is the balance of the mortgage of the pool house right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how will be the weather in Englewood this weekend? we have guests arriving", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much we paid to Bayfront Pressure Washing last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What rent we should charge for unit 2 next year, what do you think?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is better for us to elect S corp instead of partnership? for the taxes", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much sales the Saltmarsh Coffee makes by month? they can pay more rent?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is the credit score of Desmond?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "If Lucinda pay late one time, I can evict her? legally in Florida", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "the property tax of the café building next year, how much it will be?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
