// Blind set r55-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile and the document list); a figure quoted from a document is its literal text, used only after the document is found on file.
// Persona: the two members texting from their phones between errands: lowercase, terse, typos and
// abbreviations, tenants and homes by first name or street, a dozen follow-ons, and ten things a
// landlord wonders that no record answers.
import { figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => thisYr(t) - 1;
/** Since records began: the fixture's books start in January of last year. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Unit {
  unit: string;
  tenant: string;
  monthly_rent: string;
}
interface Meta {
  tenant?: string;
  monthly_rent?: string;
  units?: Unit[];
}
/** A property's extra_metadata (tenant, rent, units), from GET /properties/{id}. */
async function meta(t: Truth, fragment: string): Promise<Meta> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Meta }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

async function due(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, `${query}&start_date=${t.today}`);
  if (!o) throw new Error(`nothing open for ${query}`);
  return longDate(o.due_date);
}

async function upcomingDates(t: Truth, query: string): Promise<string[]> {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length === 0) throw new Error(`nothing upcoming for ${query}`);
  return [...new Set(open.map((o) => longDate(o.due_date)))];
}

const Q = {
  thornYtd: "ytd income thornapple",
  carriageLastMonth: "carriage house airbnb $ last month",
  repairsYtd: "how much have we spent on repairs ytd",
  sycPrice: "what did we pay for the salem house",
  whoThorn: "whos renting thornapple rn",
  thornRent: "whats she pay a month",
  marisolLate: "whats the late fee in marisols lease",
  registry: "oregon registry # for the llc",
  q4: "q4 estimated tax due date",
  staysLastMonth: "how many airbnb bookings at the carriage house last month",
  deductible: "deductible on the carriage house policy",
  millClose: "when did we close on mill race",
  julyNights: "nights booked at mill race in july",
};

export const R55_LANDLORD_CASES: Case[] = [
  // Income by period, property and source (10)
  {
    group: "income",
    query: "total rent collected last yr across all the props, airbnb incl",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(lastYr(t)) }))],
  },
  {
    group: "income",
    query: Q.thornYtd,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: (await t.property("Thornapple")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "same for sycamore",
    after: Q.thornYtd,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: (await t.property("Sycamore")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much has marisol paid in rent this yr, just rent please not the late fee",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Sycamore")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q.carriageLastMonth,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what about same month last yr",
    after: Q.carriageLastMonth,
    tool: "query_database",
    expect: async (t) => {
      const lm = lastMonth(t.today);
      const period = month(Number(lm.start.slice(0, 4)) - 1, Number(lm.start.slice(5, 7)));
      return [$(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...period }))];
    },
  },
  {
    group: "income",
    query: "late fees rcvd since jan last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], start: `${lastYr(t)}-01-01`, end: t.today }))],
  },
  {
    group: "income",
    query: `can you calculate total income for basalt creek in ${new Date().getUTCFullYear() - 1}, everything in`,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(lastYr(t)) }))],
  },
  {
    group: "income",
    query: "how much did we end up keeping out of garretts deposit",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...allTime(t) }))],
  },
  {
    group: "income",
    query: "q3 rent from the duplex last yr, both units",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, property: (await t.property("Larkspur")).id, start: `${lastYr(t)}-07-01`, end: `${lastYr(t)}-09-30` }))],
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "how much did the prop mgr take in fees last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Brightwell", ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: "property taxes last yr for all 5",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: Q.repairsYtd,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "just the duplex",
    after: Q.repairsYtd,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Larkspur")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up what we've paid rosario plumbing, total",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "utilites at the carriage house last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: "hoa dues for quarry bend so far this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry Bend")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums last yr, all the houses together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...year(lastYr(t)) }))],
  },

  // Properties: purchase, basis, dates, addresses (6)
  {
    group: "properties",
    query: Q.millClose,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Mill Race")).acquisition_date)],
  },
  {
    group: "properties",
    query: Q.sycPrice,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "properties",
    query: "and when was it placed in service",
    after: Q.sycPrice,
    tool: "query_database",
    expect: async (t) => {
      const placed = (await t.property("Sycamore")).placed_in_service;
      if (!placed) throw new Error("sycamore has no placed_in_service");
      return [longDate(placed)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on it, not counting land",
    after: Q.millClose,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs bldg split on thornapple",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the full address of the beaverton condo, need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Quarry Bend")).address.split(",")[0]!.trim()],
  },

  // Tenants, rents, leases, deposits (6)
  {
    group: "tenants",
    query: Q.whoThorn,
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant) throw new Error("no tenant at thornapple");
      return [m.tenant];
    },
  },
  {
    group: "tenants",
    query: Q.thornRent,
    after: Q.whoThorn,
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.monthly_rent) throw new Error("no rent at thornapple");
      return [$(m.monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: "rent on the duplex units, both of them",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no units at larkspur");
      return units.map((u) => $(u.monthly_rent));
    },
  },
  {
    group: "tenants",
    query: "who's in the beaverton condo and what's he paying",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Quarry Bend");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant or rent at quarry bend");
      return [m.tenant, $(m.monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: "how much deposit is brianna holding w us",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kowalczyk");
      return ["$2,400"];
    },
  },
  {
    group: "tenants",
    query: "and her deposit",
    after: Q.marisolLate,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Pennington");
      return ["$2,500"];
    },
  },

  // Company facts (5)
  {
    group: "company",
    query: "whats our ein",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "who r the members of basalt creek & whats each ones %",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Helena Marsh", "Corwin Adeyemi"];
    },
  },
  {
    group: "company",
    query: Q.registry,
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "and the formation date",
    after: Q.registry,
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent again",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },

  // Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [await due(t, "")],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days",
    tool: "query_database",
    expect: async (t) => upcomingDates(t, "upcoming=30"),
  },
  {
    group: "deadlines",
    query: "when's the oregon annual report due",
    tool: "query_database",
    expect: async (t) => [await due(t, `q=${encodeURIComponent("annual report")}`)],
  },
  {
    group: "deadlines",
    query: Q.q4,
    tool: "query_database",
    expect: async (t) => [await due(t, `q=${encodeURIComponent(`Q4 ${thisYr(t)} estimated`)}`)],
  },
  {
    group: "deadlines",
    query: "and the 1065",
    after: Q.q4,
    tool: "query_database",
    expect: async (t) => [await due(t, "q=1065")],
  },
  {
    group: "deadlines",
    query: "any carriage house deadlines in the next 90 days",
    tool: "query_database",
    expect: async (t) => upcomingDates(t, `upcoming=90&property_id=${(await t.property("Mill Race")).id}`),
  },

  // Documents: what they say, which are on file (5)
  {
    group: "documents",
    query: "what docs do we have on file for thornapple",
    tool: "list_business_documents",
    // Each title up to its parenthesised aside: a listing must name every document, not every word of its title.
    expect: async (t) => (await titles(t, `property_id=${(await t.property("Thornapple")).id}`)).map((title) => title.split(" (")[0]!.trim()),
  },
  {
    group: "documents",
    query: Q.marisolLate,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Pennington");
      return ["$60"];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give brightwell to cancel",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brightwell");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "special assessment at quarry bend, how much per unit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend");
      return ["$3,150"];
    },
  },
  {
    group: "documents",
    query: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Mill Race");
      return ["$1,500"];
    },
  },

  // Stays at the carriage house (4)
  {
    group: "stays",
    query: Q.staysLastMonth,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "who stayed",
    after: Q.staysLastMonth,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: Q.julyNights,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(thisYr(t), 7)))],
  },
  {
    group: "stays",
    query: "how many stays at the hood river place in aug last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...month(lastYr(t), 8) }))],
  },

  // Things no record answers (10)
  {
    group: "unanswerable",
    query: "should we bump her rent next yr",
    after: Q.thornRent,
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats thornapple worth now, roughly",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much is left on the guild mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "think tobias will renew or should we start looking for someone",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will our taxes be next yr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather in hood river this wknd, guests asking",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay terminix for the duplex",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we raise the nightly rate there for next summer",
    after: Q.julyNights,
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we put larkspur in its own llc for liability",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the going rate for a 3br in salem these days",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
