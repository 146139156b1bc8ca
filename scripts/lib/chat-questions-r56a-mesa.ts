// Blind set r56a-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file.
// The voices are the LLC's three members: the managing member who runs the park day to day (residents by first name
// and space number, "lot rent", "the park"), the out-of-state member who checks in now and then (big picture, the
// casita, what's coming up), and the member who handles the note and the Tucson house. Written November 2026.
import { type Case, type Truth, figure, lastMonth, longDate, month, nightsBooked, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The latest calendar month `m` (1-12) that has ended by today. */
const recentMonth = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(current > m ? Y(t) : Y(t) - 1, m);
};
/** The latest calendar quarter `q` (1-4) that has ended by today. */
const recentQuarter = (t: Truth, q: number) => {
  const current = Math.ceil(Number(t.today.slice(5, 7)) / 3);
  return quarter(current > q ? Y(t) : Y(t) - 1, q);
};
const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The ledger's rows for a filter, newest first. */
async function rows(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

interface Ob {
  description: string;
  due_date: string;
  status: string;
}
/** Open obligations of a query, soonest first. */
async function openObligations(t: Truth, query: string): Promise<Ob[]> {
  const { items } = await t.get<{ items: Ob[] }>(`/api/v1/obligations?page_size=200&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return open;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A document is on file whose title holds every word given; the text it states may then be expected. */
async function onFile(t: Truth, query: string, ...words: string[]): Promise<void> {
  const found = await titles(t, query);
  if (!found.some((title) => words.every((w) => title.toLowerCase().includes(w.toLowerCase())))) throw new Error(`no document titled with ${words.join(", ")} among ${found.join("; ")}`);
}

// Questions other cases follow up on.
const CASITA_LAST_YEAR = "What did the casita bring in last yr, gross?";
const SPACE_7 = "who's on space 7 these days";
const NITRATE = "when's the nitrate test due for the well";
const PROPERTY_TAX = "property taxes on all three places last yr?";
const PARK_PURCHASE = "When did we buy the park and what did we pay for it?";

export const R56A_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (10)
  {
    group: "income",
    query: "how are we doing this year? total income ytd for the whole company",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: CASITA_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: await propertyId(t, "Paloma Azul"), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "lot rent collected at the park in q2? just lot rent please, not the water bill-backs",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Quartzite"), ...recentQuarter(t, 2) }))],
  },
  {
    group: "income",
    query: "How much did we bill the residents back for water and sewer at Quartzite Wash last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:utility_reimbursements"], property: await propertyId(t, "Quartzite"), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "late fees at the park ytd",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: ["revenue:late_fees"], property: await propertyId(t, "Quartzite"), ...thisYear(t) };
      if ((await t.count(filter)) === 0) throw new Error("no late fees this year");
      return [$(await t.sum(filter))];
    },
  },
  {
    group: "income",
    query: "How much rent came in from the Tucson house last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Calle Cascabel"), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "can you tell me how much interest we've gotten on the Casa Grande note so far this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "Note payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Total revenue last month, all three properties plus the note payments",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate Ocotillo Mesa's total rent for the year before last? Lot rent, casita bookings and Tucson, no bill-backs or late fees",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(Y(t) - 2) }))],
  },
  {
    group: "income",
    query: "what did space 12 bring in for lot rent last year? I know it sat empty a while",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], q: "Space 12 lot rent", ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "what did we pay Refugio last year for managing the park",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], property: await propertyId(t, "Quartzite"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "How much have we spent with Tonto Ridge so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Tonto Ridge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "the sealcoating on the park roads last spring - what did that run us?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "sealcoat", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much did we pay Yesenia for turnover cleans in q3",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Yesenia", ...recentQuarter(t, 3) }))],
  },
  {
    group: "expenses",
    query: "Total expenses on the Tucson house last year, including the new HVAC",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", property: await propertyId(t, "Calle Cascabel"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "pull up what the interest on the park loan cost us last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], property: await propertyId(t, "Quartzite"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much TPT have we remitted on the casita ytd, state and Scottsdale together?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:other"], q: "TPT-2", property: await propertyId(t, "Paloma Azul"), ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition, addresses (5)
  {
    group: "properties",
    query: PARK_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quartzite");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the casita? building plus the furnishings",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Paloma Azul")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building split on the Tucson house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Calle Cascabel");
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the address of the casita again, need it for a form",
    tool: "query_database",
    expect: async (t) => {
      const street = (await t.property("Paloma Azul")).address.split(",")[0]!;
      const match = /^(\d+)\s+(?:(?:North|South|East|West)\s+)?(.+?)\s+(?:Drive|Road|Street|Avenue|Lane|Way)$/.exec(street);
      if (!match) throw new Error(`unexpected street ${street}`);
      return [match[1]!, match[2]!];
    },
  },
  {
    group: "properties",
    query: "Which of our properties did we buy first, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [longDate(first.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Residents, tenants, rents, deposits (4)
  {
    group: "tenants",
    query: SPACE_7,
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Space 7 lot rent")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      const name = / lot rent - (.+?), [A-Z][a-z]+ \d{4}$/.exec(latest!.description)?.[1];
      if (!name) throw new Error(`no resident in ${latest!.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "What's lot rent per space this year?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, `category=revenue:long_term_rental&q=${encodeURIComponent("lot rent")}&property_id=${await propertyId(t, "Quartzite")}&start_date=${thisYear(t).start}&end_date=${t.today}`);
      return [$(latest!.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much is the Castellanos deposit and who's holding it?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; notes: string | null }[] }>("/api/v1/deposits?tenant=Castellanos");
      if (items.length !== 1) throw new Error(`${items.length} Castellanos deposits`);
      const holder = /held in (Rincon Gate)/.exec(items[0]!.notes ?? "")?.[1];
      if (!holder) throw new Error("the deposit's notes name no holder");
      return [$(items[0]!.amount), holder];
    },
  },
  {
    group: "tenants",
    query: "what are Ignacio and Wren paying in rent now",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, `category=revenue:long_term_rental&property_id=${await propertyId(t, "Calle Cascabel")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      return [$(latest!.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "need the EIN for Ocotillo Mesa, the bank's asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what's our ACC entity number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "Who is our statutory agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name.split(",")[0]!],
  },
  {
    group: "company",
    query: "when did we form the LLC?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "what's coming up next that we have to do?",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, "upcoming=3660"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await openObligations(t, "upcoming=30")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: NITRATE,
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, "q=nitrate"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When's the next TPT return due for the casita?",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, "q=TPT-2"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to file the AZ 165",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, `q=${encodeURIComponent("Form 165")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When does the balloon on the Piedra Alta park loan come due?",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, "q=matures"))[0]!.due_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file (5)
  {
    group: "documents",
    query: "what's the late fee under the park rules?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=community rules", "space rental agreement");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "Per the operating agreement, what % of the members have to sign off before we sell or borrow against a property?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation", "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "casita insurance - what's the liability limit on the Canyon Wren policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance", "Canyon Wren", "Casita Paloma Azul");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "up to what amount can Rincon Gate OK a repair on the Tucson house without asking us?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Rincon Gate", "property management agreement");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the Tucson house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${await propertyId(t, "Calle Cascabel")}`);
      const words = ["Rincon Gate", "Rillito", "Residential lease"];
      for (const w of words) if (!found.some((title) => title.includes(w))) throw new Error(`no Tucson document titled with ${w}`);
      return words;
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Casita stays (3)
  {
    group: "stays",
    query: "how many bookings did the casita get in May?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await propertyId(t, "Paloma Azul"), ...recentMonth(t, 5) }))],
  },
  {
    group: "stays",
    query: "Who stayed at the casita in September?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = recentMonth(t, 9);
      // "VRBO booking 48213377 - Name (5 nights, ...)" or "Direct booking - Name (...)"
      const bookings = await rows(t, `category=revenue:rental_income&property_id=${await propertyId(t, "Paloma Azul")}&start_date=${start}&end_date=${end}`);
      const guests = bookings.map((b) => / - (.+?) \(/.exec(b.description)?.[1]);
      if (guests.some((g) => !g)) throw new Error("a booking names no guest");
      return [...new Set(guests as string[])];
    },
  },
  {
    group: "stays",
    query: "nights booked at the Scottsdale place last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Paloma Azul", lastMonth(t.today)))],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-up",
    query: "and the year before?",
    after: CASITA_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: await propertyId(t, "Paloma Azul"), ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-up",
    query: "how much lot rent has he paid this year?",
    after: SPACE_7,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], q: "Space 7 lot rent", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who takes the sample?",
    after: NITRATE,
    tool: "query_database",
    expect: async (t) => {
      const next = (await openObligations(t, "q=nitrate"))[0]!;
      const who = /taken by (Tonto Ridge)/.exec(next.description)?.[1];
      if (!who) throw new Error(`no operator in ${next.description}`);
      return [who];
    },
  },
  {
    group: "follow-up",
    query: "just pima county?",
    after: PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], property: await propertyId(t, "Calle Cascabel"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and how much of that was building?",
    after: PARK_PURCHASE,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Quartzite")).building_basis)],
  },

  // ---------------------------------------------------------------------------------------------
  // Questions the records cannot answer (10)
  {
    group: "unanswerable",
    query: "what's the casita worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather supposed to be in Apache Junction this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are the other parks around Apache Junction charging for lot rent these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Saguaro Roofing this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Saguaro Roofing", start: "2000-01-01", end: t.today })) !== 0) throw new Error("Saguaro Roofing was paid");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "should we do a 1031 exchange if we sell the Tucson house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the mortgage balance on the Tucson house right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const tucson = await propertyId(t, "Calle Cascabel");
      if ((await t.count({ categories: ["expense:mortgage_interest", "expense:mortgage_principal"], property: tucson, start: "2000-01-01", end: t.today })) !== 0) throw new Error("the Tucson house has a loan on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what cap rate is the park running at today's market value?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many homes in the park are up for sale right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "when does the warranty on the casita's pool heater run out?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Refugio's cell number?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
