// Blind set r64-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report); a figure quoted from a document is used only after the document is found on file through GET /api/v1/documents.
// Voice: the owner who manages the long-term rentals himself (tenants by first name, rent by month and quarter, late payers, leases, the management agreement, deposits, repairs by property).
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const LTR = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const thisM = (t: Truth) => Number(t.today.slice(5, 7));
/** The latest whole calendar month `m` before today (this year's if it has ended, else last year's). */
const recentMonth = (t: Truth, m: number) => month(thisM(t) > m ? thisY(t) : thisY(t) - 1, m);
/** The year of the latest whole quarter `q`. */
const quarterYear = (t: Truth, q: number) => (thisM(t) > q * 3 ? thisY(t) : thisY(t) - 1);
const recentQuarter = (t: Truth, q: number) => quarter(quarterYear(t, q), q);
const $ = (amount: string) => `$${figure(amount)}`;

type Meta = { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
/** One property's record with its extra_metadata (tenants and rents as the owner recorded them). */
async function record(t: Truth, fragment: string) {
  const p = await t.property(fragment);
  return { ...p, meta: (await t.get<{ extra_metadata: Meta }>(`/api/v1/properties/${p.id}`)).extra_metadata };
}
/** Every tenant and rent recorded on the properties. */
async function tenancies(t: Truth): Promise<{ tenant: string; rent: string }[]> {
  const { items } = await t.get<{ items: { extra_metadata: Meta }[] }>("/api/v1/properties?page_size=50");
  return items.flatMap(({ extra_metadata: m }) => [...(m.tenant && m.monthly_rent ? [{ tenant: m.tenant, rent: m.monthly_rent }] : []), ...(m.units ?? []).map((u) => ({ tenant: u.tenant, rent: u.monthly_rent }))]);
}
/** Throws unless a document whose title or file name holds `q` is on file; then its literal text may be expected. */
async function onFile(t: Truth, q: string, ...literal: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return literal;
}
const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
async function due(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`nothing open for "${q}"`);
  return longDate(o.due_date);
}

const DUPLEX_Q2 = "q2 rent from the duplex?";
const BUY_LARKSPUR = "When did we buy the Larkspur duplex and what did we pay for it?";
const THORNAPPLE_TENANT = "who's renting the Thornapple house right now and what's she paying";
const WHEN_1065 = "when's the 1065 due";
const DUPLEX_REPAIRS = "how much did we spend on repairs at the duplex last yr";

export const R64_LANDLORD_CASES: Case[] = [
  // Income
  {
    group: "income",
    query: "how much rent came in last month? just the long-term tenants, not the airbnb",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: LTR, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Total rent income for Basalt Creek last yr, long-term plus the airbnb, not counting late fees or the deposit we kept",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(thisY(t) - 1) }))],
  },
  {
    group: "income",
    query: DUPLEX_Q2,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: LTR, property: (await t.property("Larkspur")).id, ...recentQuarter(t, 2) }))],
  },
  {
    group: "income",
    query: "pull up what Tobias has paid us in rent ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: LTR, property: (await t.property("Quarry")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did the carriage house bring in on Airbnb in July?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: STR, property: (await t.property("Mill Race")).id, ...recentMonth(t, 7) }))],
  },
  {
    group: "income",
    query: "can you calculate our rental income for last quarter across all the properties",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "how much rent has Marisol paid us since she moved into the Salem house?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: LTR, property: (await t.property("Sycamore")).id, q: "Marisol", ...ALL_TIME(t) }))],
  },
  {
    group: "income",
    query: "What did Sycamore Hollow bring in last year all in? include the part of Garrett's deposit we kept",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: (await t.property("Sycamore")).id, ...year(thisY(t) - 1) }))],
  },
  {
    group: "income",
    query: "who's paid rent late since jan of last year, and how much have we collected in late fees?",
    tool: "query_database",
    async expect(t) {
      const period = { start: `${thisY(t) - 1}-01-01`, end: t.today };
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:late_fees&start_date=${period.start}&end_date=${period.end}&page_size=200`);
      const tenants = await tenancies(t);
      const late = items.map((tx) => {
        const who = tenants.find((x) => tx.description.toLowerCase().includes(x.tenant.toLowerCase()));
        if (!who) throw new Error(`no tenant named in "${tx.description}"`);
        return who.tenant.split(" ").at(-1)!;
      });
      return [...new Set(late), $(await t.sum({ categories: ["revenue:late_fees"], ...period }))];
    },
  },

  // Expenses
  {
    group: "expenses",
    query: DUPLEX_REPAIRS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Larkspur")).id, ...year(thisY(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What have we paid Rosario Plumbing altogether, all properties?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Rosario", ...ALL_TIME(t) }))],
  },
  {
    group: "expenses",
    query: "brightwell mgmt fees ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total property tax we paid last year on all five places",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(thisY(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "remind me what the new roof on Thornapple cost us",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Ridgeline", property: (await t.property("Thornapple")).id, ...ALL_TIME(t) }))],
  },
  {
    group: "expenses",
    query: "what were the utility bills at the Hood River place last month, all of them together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the Beaverton condo so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend in total in q3, every property plus the company overhead, mortgage interest included",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...recentQuarter(t, 3) }))],
  },

  // Properties
  {
    group: "property",
    query: BUY_LARKSPUR,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Larkspur");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "whats the depreciable basis on the carriage house? building and furniture, not the land",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "property",
    query: "Land vs building split on the Thornapple house?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Thornapple");
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "what's the street address of the condo in Beaverton",
    tool: "query_database",
    expect: async (t) => [(await t.property("Beaverton")).address.split(",")[0]!],
  },
  {
    group: "property",
    query: "Add up the total basis on all five of our properties for me",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=50");
      const total = items.reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0);
      return [$((total / 100).toFixed(2))];
    },
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: THORNAPPLE_TENANT,
    tool: "query_database",
    async expect(t) {
      const { meta } = await record(t, "Thornapple");
      return [meta.tenant!, $(meta.monthly_rent!)];
    },
  },
  {
    group: "tenants",
    query: "Who are the tenants in the two duplex units on Larkspur?",
    tool: "query_database",
    async expect(t) {
      const { meta } = await record(t, "Larkspur");
      return meta.units!.map((u) => u.tenant);
    },
  },
  {
    group: "tenants",
    query: "how much of a security deposit are we holding on the Salem house?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Pennington", "$2,500.00"),
  },
  {
    group: "tenants",
    query: "What's Tobias paying a month for the condo?",
    tool: "query_database",
    expect: async (t) => [$((await record(t, "Quarry")).meta.monthly_rent!)],
  },
  {
    group: "tenants",
    query: "what's the total monthly rent roll for the long term tenants if everybody pays?",
    tool: "query_database",
    async expect(t) {
      const cents = (await tenancies(t)).reduce((sum, x) => sum + Math.round(Number(x.rent) * 100), 0);
      return [$((cents / 100).toFixed(2))];
    },
  },

  // Company facts
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who are the members of Basalt Creek Holdings and what percent does each of us own?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Operating Agreement", "Helena Marsh", "Corwin Adeyemi"),
  },
  {
    group: "company",
    query: "need the Oregon SOS registry number for the LLC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the company formed, and who's our registered agent?",
    tool: "query_database",
    async expect(t) {
      const c = await company(t);
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: WHEN_1065,
    tool: "query_database",
    expect: async (t) => [await due(t, "1065")],
  },
  {
    group: "deadlines",
    query: "When is the next estimated tax payment due?",
    tool: "query_database",
    async expect(t) {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "is anything overdue right now?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when do I have to renew the Hood River short term rental permit",
    tool: "query_database",
    expect: async (t) => [await due(t, "short-term rental permit")],
  },

  // Documents
  {
    group: "documents",
    query: "what documents do we have on file for Thornapple?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "Which formation docs do we have for the LLC?",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "what does the management agreement say Brightwell charges us when a lease renews?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Management Agreement", "$150.00"),
  },
  {
    group: "documents",
    query: "How much is the special assessment the Quarry Bend HOA put on our unit?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Quarry Bend Condominium Association", "$3,150.00"),
  },
  {
    group: "documents",
    query: "can Brianna keep a dog under her lease? is there a pet deposit",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Kowalczyk", "$400.00"),
  },

  // Airbnb stays at the carriage house
  {
    group: "stays",
    query: "how many airbnb bookings did the carriage house get last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "Who stayed at the Hood River carriage house last month?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "nights booked at the carriage house in september?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", recentMonth(t, 9)))],
  },
  {
    group: "stays",
    query: "what did Airbnb take in host fees last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...year(thisY(t) - 1) }))],
  },

  // Follow-ups
  {
    group: "follow-up",
    query: "and the Salem house?",
    after: BUY_LARKSPUR,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "same for q3",
    after: DUPLEX_Q2,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: LTR, property: (await t.property("Larkspur")).id, ...quarter(quarterYear(t, 2), 3) }))],
  },
  {
    group: "follow-up",
    query: "how much deposit did she put down?",
    after: THORNAPPLE_TENANT,
    tool: "search_document_content",
    expect: (t) => onFile(t, "Kowalczyk", "$2,400.00"),
  },
  {
    group: "follow-up",
    query: "and the Oregon annual report?",
    after: WHEN_1065,
    tool: "query_database",
    expect: async (t) => [await due(t, "annual report")],
  },
  {
    group: "follow-up",
    query: "what about this year so far?",
    after: DUPLEX_REPAIRS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Larkspur")).id, ...thisYear(t) }))],
  },

  // What the records cannot answer
  { group: "unanswerable", query: "what's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much do we still owe on the Larkspur mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it supposed to freeze in Hood River this weekend? worried about the pipes at the carriage house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much have we paid Cascade Pest Control this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should I raise Tobias's rent to when his lease is up?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we switch the LLC to being taxed as an S corp?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can I legally evict Devon if he's late one more time?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate is the Guild loan on the Salem house at?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we get from the Eugene house last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Ingrid's cell number?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
