// Blind set r65-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the document list and the occupancy report), with dates like "last year" or "last month" computed from the run's today. A figure quoted from a document is used only after the document is found on file through the API.
// Voice: the on-site manager's assistant at the park, who helps the members with their records.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, type Obligation, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const usd = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);

const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}

/** The transactions of a property (or the whole company) matching a filter, newest first. */
async function txs(t: Truth, filter: { category?: string; fragment?: string; start: string; end: string; q?: string }): Promise<Tx[]> {
  const property = filter.fragment ? `&property_id=${(await t.property(filter.fragment)).id}` : "";
  const { items } = await t.get<{ items: Tx[] }>(
    `/api/v1/transactions?start_date=${filter.start}&end_date=${filter.end}&page_size=200${filter.category ? `&category=${filter.category}` : ""}${property}${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ""}`,
  );
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** The guest named in a casita booking ("VRBO booking 48213377 - Jane Doe (5 nights, ...)", "Direct booking - Jane Doe (winter rental, ...)"). */
const guestOf = (description: string) => {
  const name = /\s-\s([^()]+?)\s*\(/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in "${description}"`);
  return name.trim();
};

/** The guests who checked in at the casita in a period, in date order. */
async function casitaGuests(t: Truth, period: { start: string; end: string }, q?: string): Promise<string[]> {
  const rows = (await txs(t, { category: "revenue:rental_income", fragment: CASITA, ...period, q })).reverse();
  if (rows.length === 0) throw new Error(`no casita bookings in ${period.start}..${period.end}`);
  return [...new Set(rows.map((r) => guestOf(r.description)))];
}

/** The first and the last of a list (one string when they are the same). */
const ends = (list: string[]) => [...new Set([list[0]!, list[list.length - 1]!])];

/** The next open deadline matching a query, due today or later. */
async function next(t: Truth, query: string): Promise<Obligation> {
  const found = (await obligations(t, `${query}&start_date=${t.today}`)).items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!found) throw new Error(`no open obligation for ${query}`);
  return found;
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}

/** A document is on file whose title contains this text. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** The September before today (this year's once it is over, else last year's). */
const lastSeptember = (t: Truth) => month(Number(t.today.slice(5, 7)) > 9 ? Y(t) : Y(t) - 1, 9);

/** The latest lot rent row of a space (this year first). */
async function latestLotRent(t: Truth, space: number): Promise<Tx> {
  const rows = await txs(t, { category: "revenue:long_term_rental", fragment: PARK, start: `${Y(t) - 1}-01-01`, end: t.today, q: `Space ${space} lot rent` });
  if (rows.length === 0) throw new Error(`no lot rent for Space ${space}`);
  return rows[0]!;
}
/** "Space 12 lot rent - Jane Doe, October 2026" -> "Jane Doe" */
const residentOf = (description: string) => /lot rent - ([^,]+),/.exec(description)?.[1] ?? "";

// Questions another one follows.
const Q_LOT_RENT_LAST_YEAR = "Morning! Refugio's putting together his numbers for the members. How much lot rent did the park bring in last yr, all 18 spaces together?";
const Q_YESENIA = "what did we pay Yesenia for the casita turnover cleans last year?";
const Q_TUCSON_BOUGHT = "When did the company buy the Tucson house on Calle Cascabel?";
const Q_SPACE_12 = "Space 12 got a new home set on it last year after Norma moved out. Who's the resident on 12 now?";
const Q_NEXT_TPT = "When's the next TPT return due for the casita?";

export const R65_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income (9)
  {
    group: "income",
    query: Q_LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "water/sewer billbacks collected at Quartzite Wash ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "Can you tell me what the casita grossed from bookings last month? Just the booking income please.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "income",
    query: "How much rent has Rincon Gate collected for us on the Tucson house so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property(TUCSON)).id }))],
  },
  {
    group: "income",
    query: "Teodora asked me to check on the Casa Grande note. How much interest have we taken in on Tomas's payments this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...thisYear(t), q: "Note payment" }))],
  },
  {
    group: "income",
    query: "how much did we collect in late fees from park residents last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "What was Ocotillo Mesa Holdings' total income last quarter, all properties and the note?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Eduardo Villalpando in Space 7 - how much lot rent has he paid us this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property(PARK)).id, q: "Space 7 lot rent" }))],
  },
  {
    group: "income",
    query: "casita booking income q2 last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 2), property: (await t.property(CASITA)).id }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses (8)
  {
    group: "expenses",
    query: "How much have we paid Refugio in his on-site manager stipend this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...thisYear(t), property: (await t.property(PARK)).id, q: "On-site manager stipend" }))],
  },
  {
    group: "expenses",
    query: Q_YESENIA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastYear(t), property: (await t.property(CASITA)).id, q: "Yesenia Maldonado" }))],
  },
  {
    group: "expenses",
    query: "Please calculate the interest we paid Piedra Alta on the park loan last year.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "expenses",
    query: "A resident asked what the road sealcoating cost us last spring. What did we pay for it?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t), property: (await t.property(PARK)).id, q: "sealcoated" }))],
  },
  {
    group: "expenses",
    query: "Total property taxes paid ytd for all three properties?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much has Rincon Gate charged us in management fees on the Tucson house this year, renewal fee included?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...thisYear(t), property: (await t.property(TUCSON)).id }))],
  },
  {
    group: "expenses",
    query: "What did the casita's utilities run last month - power, water, internet, all of it?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "expenses",
    query: "How much TPT and Scottsdale lodging tax did we remit for the casita last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:other"], ...lastYear(t), property: (await t.property(CASITA)).id, q: "TPT-2 return" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties (5)
  {
    group: "properties",
    query: "When did we buy the park in Apache Junction, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What's the land basis vs the building basis on the Scottsdale casita?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "For the depreciation schedule: how much of the casita is depreciable, building plus the furniture?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "what's the full street address of the Tucson rental? I need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(TUCSON)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: Q_TUCSON_BOUGHT,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(TUCSON)).acquisition_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits (4)
  {
    group: "tenants",
    query: "Who's renting the Tucson house right now?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, { category: "revenue:long_term_rental", fragment: TUCSON, start: `${Y(t) - 1}-01-01`, end: t.today, q: "Rent -" });
      const tenant = /Rent - ([^,]+),/.exec(latest?.description ?? "")?.[1];
      if (!tenant) throw new Error("no Tucson rent");
      return [tenant.split(" ").pop()!];
    },
  },
  {
    group: "tenants",
    query: "What's the monthly rent on Calle Cascabel these days?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, { category: "revenue:long_term_rental", fragment: TUCSON, start: `${Y(t) - 1}-01-01`, end: t.today, q: "Rent -" });
      if (!latest) throw new Error("no Tucson rent");
      return [usd(latest.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much security deposit is Rincon Gate holding for the Castellanos family?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?property_id=${(await t.property(TUCSON)).id}&tenant=Castellanos`);
      if (items.length !== 1) throw new Error(`${items.length} Castellanos deposits`);
      return [usd(items[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "When the Pruetts moved out of the Tucson house, how much of their deposit did we end up keeping for damage?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?include_settled=true&tenant=Pruett`);
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`${kept.length} Pruett deposit amounts kept`);
      return [usd(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: Q_SPACE_12,
    tool: "query_database",
    expect: async (t) => [residentOf((await latestLotRent(t, 12)).description)],
  },

  // ---------------------------------------------------------------------------------------------
  // The company (4)
  {
    group: "company",
    query: "What's our EIN? The bank is asking for it.",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "Can you pull up the ACC entity number for Ocotillo Mesa Holdings?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "Who's our statutory agent with the state?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name.replace(/,? LLC$/, "")],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing due for the company?",
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days I should remind Teodora about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 30 days");
      return ends(open.map((o) => longDate(o.due_date)));
    },
  },
  {
    group: "deadlines",
    query: Q_NEXT_TPT,
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "q=TPT-2")).due_date)],
  },
  {
    group: "deadlines",
    query: "When do the Arizona Form 165 and the 1065 have to be filed?",
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "q=Form%20165")).due_date)],
  },
  {
    group: "deadlines",
    query: "What's the next Pinal County property tax deadline on our calendar for the park?",
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "q=Pinal%20County%20Treasurer")).due_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents (5)
  {
    group: "documents",
    query: "A resident on Space 15 asked me this. Per the space rental agreement, what's the late fee if lot rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "Under our agreement with Rincon Gate, how much can they spend on a repair at the Tucson house without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "property management agreement");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "What does the operating agreement say about selling a property - what percentage of the members has to sign off?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "What paperwork do we have on file for the Tucson house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, `property_id=${(await t.property(TUCSON)).id}`);
      // The vendors whose papers these are: each title's lead before " - ".
      return ends(list.filter((title) => title.includes(" - ")).map((title) => title.split(" - ")[0]!.trim()).sort());
    },
  },
  {
    group: "documents",
    query: "which insurance policies have we got on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, "doc_type=insurance");
      return list.map((title) => title.split(" ").slice(0, 3).join(" "));
    },
  },

  // ---------------------------------------------------------------------------------------------
  // The casita's stays (4)
  {
    group: "stays",
    query: "How many bookings checked in at the casita last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "stays",
    query: "Who were our guests at Casita Paloma Azul last month? Yesenia wants the names for her cleaning log.",
    tool: "query_database",
    expect: async (t) => ends(await casitaGuests(t, lastMonth(t.today))),
  },
  {
    group: "stays",
    query: "How many nights was the casita booked in September?",
    tool: "query_database",
    expect: async (t) => {
      const nights = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${lastSeptember(t).start}&end_date=${lastSeptember(t).end}&property_id=${(await t.property(CASITA)).id}`);
      const row = nights.properties[0];
      if (!row) throw new Error("no occupancy for the casita");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "stays",
    query: "Who had the casita as our winter rental at the start of this year, the long stay in January?",
    tool: "query_database",
    expect: async (t) => (await casitaGuests(t, month(Y(t), 1), "winter rental")).slice(0, 1),
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "and this yr so far?",
    after: Q_LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "follow-ups",
    query: "What about Blue Saguaro for the weekly pool service?",
    after: Q_YESENIA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastYear(t), property: (await t.property(CASITA)).id, q: "weekly pool service" }))],
  },
  {
    group: "follow-ups",
    query: "What's the land basis on that one?",
    after: Q_TUCSON_BOUGHT,
    tool: "query_database",
    expect: async (t) => [usd((await t.property(TUCSON)).land_basis)],
  },
  {
    group: "follow-ups",
    query: "And what's his lot rent per month this year?",
    after: Q_SPACE_12,
    tool: "query_database",
    expect: async (t) => [usd((await latestLotRent(t, 12)).amount)],
  },
  {
    group: "follow-ups",
    query: "Which month's stays does that return cover?",
    after: Q_NEXT_TPT,
    tool: "query_database",
    expect: async (t) => {
      const covered = /for ([A-Z][a-z]+ \d{4})/.exec((await next(t, "q=TPT-2")).description)?.[1];
      if (!covered) throw new Error("no month in the next TPT return");
      return [covered.split(" ")[0]!];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "Bradley was wondering - what would the park sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is it supposed to rain in Scottsdale this weekend? The casita guests are asking.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Red Rock Roofing this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What nightly rate should we be charging for the casita next March to stay competitive?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "If we sell the Tucson house, should we do a 1031 exchange?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Tomas Irizarry's credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you give me the phone number for the resident in Space 9? His water line is leaking again.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much is the Pinal County property tax on the park going to go up next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can Naomi deduct her share of the casita's depreciation on her own return, or is she limited by the passive loss rules?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are the other manufactured home parks in Apache Junction charging for lot rent right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
