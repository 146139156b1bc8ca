// Written BLIND (without reading the assistant's code, its tests or the other question sets): 60 questions
// of the landlord company (Basalt Creek Holdings LLC, scripts/lib/landlord-company.ts), typed the way
// owners, bookkeepers and CPAs type: fragments, typos, abbreviations ("last yr", "ytd", "q3"),
// properties by street, town, nickname or kind of home, tenants by first name, vendors as the bank
// writes them, two asks in one, follow-ups in the same session, and questions the records cannot answer.
//
// Groups and counts:
//   income        6  rent per month and quarter, gross rents, one tenant's rent, Airbnb income
//   expenses      9  property manager fees, mortgage interest, HOA dues, the roof, repairs, a bank
//                    vendor, a plumber, insurance, utilities
//   net           3  the whole LLC and single properties
//   bookings      4  the carriage house's nights, guests, reservations and host fees in a month or year
//   basis         3  depreciable basis, total basis with furnishings, purchase price and date
//   company       3  registry number, formation date and registered agent, EIN and mailing address
//   members       2  members and their interests, a member's capital (operating agreement)
//   deadlines     5  the next 60 days, next estimated payment, next 1065, a past annual report, a lease end
//   documents     7  5 lease, invoice, HOA and agreement facts (phrases the documents state, found by
//                    /api/v1/documents/search for the same words) and 2 lists of documents
//   follow-up     8  a question asked right after another in the same session
//   unanswerable 10  market value, loan principal, weather, a vendor never paid, a year before the
//                    records, a member's home address, a tenant's phone, an Airbnb rating, pest control,
//                    a loan's interest rate: each first checked against the API to be absent
//
// Every expected figure, date, name and count is read from the REST API of the running service when the
// set runs (dates relative to t.today), never typed here.
import type { Case, Truth } from "./chat-questions";
import { figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

/** This calendar year. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The latest whole month m (1..12) before the current one: "in september" means the last September that is over. */
const latestMonth = (t: Truth, m: number) => {
  const [y, tm] = t.today.split("-").map(Number) as [number, number];
  return m < tm ? month(y, m) : month(y - 1, m);
};
/** The latest whole quarter q (1..4) before today. */
const latestQuarter = (t: Truth, q: number) => {
  const [y, tm] = t.today.split("-").map(Number) as [number, number];
  return q * 3 < tm ? quarter(y, q) : quarter(y - 1, q);
};
/** Everything the records hold, through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A figure that must not be zero (a question about money the records do hold). */
const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what}: $0.00`);
  return figure(amount);
};

async function sumOf(t: Truth, what: string, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  return nonZero(await t.sum(filter), what);
}

interface Hit {
  document_title: string;
  text: string;
}
const search = async (t: Truth, query: string, topK = 8) => (await t.get<{ items: Hit[] }>(`/api/v1/documents/search?top_k=${topK}&q=${encodeURIComponent(query)}`)).items;

/**
 * A phrase a document states, as /api/v1/documents/search returns it for the question's words: the first
 * passage (of a document whose title holds `title`) that matches `re`; its first group, else the match.
 */
async function docPhrase(t: Truth, query: string, re: RegExp, title?: string): Promise<string> {
  for (const hit of await search(t, query)) {
    if (title && !hit.document_title.toLowerCase().includes(title.toLowerCase())) continue;
    const m = re.exec(hit.text.replace(/\s+/g, " "));
    if (m) return m[1] ?? m[0];
  }
  throw new Error(`no passage matching ${re} in the search results for "${query}"`);
}

/** Fails when the records do hold what an unanswerable question asks. */
const absent = (held: boolean, why: string) => {
  if (held) throw new Error(`the records do hold it: ${why}`);
};

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
  [key: string]: unknown;
}

/** Open obligations due from today on, soonest first. */
const ahead = async (t: Truth, query: string) => (await obligations(t, `upcoming=800&${query}`)).items;

export const NOV_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (6)
  {
    group: "income",
    query: "how much rent came in for q3? long term + airbnb together",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "q3 rents", { categories: RENTS, ...latestQuarter(t, 3) })],
  },
  {
    group: "income",
    query: "gross rental income last yr for Basalt Creek - just rents, not the late fees",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "rents last year", { categories: RENTS, ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "what has Brianna paid us in rent ytd",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Brianna's rent", { categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple"), q: "Kowalczyk" })],
  },
  {
    group: "income",
    query: "rent from the Larkspur duplex in september pls",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Larkspur rent in September", { categories: RENTS, ...latestMonth(t, 9), property: await pid(t, "Larkspur") })],
  },
  {
    group: "income",
    query: "Salem house - total rent recieved last year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Salem rent last year", { categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Sycamore") })],
  },
  {
    group: "income",
    query: "airbnb income from the carriage house for july",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "carriage house in July", { categories: ["revenue:rental_income"], ...latestMonth(t, 7), property: await pid(t, "Mill Race") })],
  },

  // ---------------------------------------------------------------- expenses (9)
  {
    group: "expenses",
    query: "how much did Brightwell take in mgmt fees last yr",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "management fees last year", { categories: ["expense:property_management"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "mortgage intrest ytd, all properties",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "mortgage interest ytd", { categories: ["expense:mortgage_interest"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "HOA dues we paid on the Beaverton condo last year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "HOA dues last year", { categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: await pid(t, "Quarry Bend") })],
  },
  {
    group: "expenses",
    query: "what did the new roof on thornapple end up costing us",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "the roof", { type: "expense", ...allTime(t), property: await pid(t, "Thornapple"), q: "RIDGELINE ROOFING" })],
  },
  {
    group: "expenses",
    query: "repairs total ytd (plumbing, electrical, hvac etc)",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "repairs ytd", { categories: ["expense:maintenance:repairs"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "ONPOINT CU MORTGAGE INTEREST - what did that add up to last year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "OnPoint interest", { type: "expense", ...year(Y(t) - 1), q: "ONPOINT CU MORTGAGE INTEREST" })],
  },
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing altogether?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Rosario Plumbing", { type: "expense", ...allTime(t), q: "Rosario Plumbing" })],
  },
  {
    group: "expenses",
    query: "could you calculate total insurance premiums for last yr across all 5 rentals",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "insurance last year", { categories: ["expense:insurance"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "pull utilities for the hood river place ytd - power, gas, water, internet, garbage",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "carriage house utilities", { categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Mill Race") })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income ytd for the whole LLC?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "net ytd", { type: "net", ...thisYear(t) })],
  },
  {
    group: "net",
    query: "whats the carriage house netting this year so far",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "carriage house net", { type: "net", ...thisYear(t), property: await pid(t, "Mill Race") })],
  },
  {
    group: "net",
    query: "calculate net for the Larkspur duplex for last year",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Larkspur net", { type: "net", ...year(Y(t) - 1), property: await pid(t, "Larkspur") })],
  },

  // ---------------------------------------------------------------- bookings (4)
  {
    group: "bookings",
    query: "how many nights was the carriage house booked in august",
    tool: "query_database",
    expect: async (t) => {
      const nights = await nightsBooked(t, "Mill Race", latestMonth(t, 8));
      if (nights === 0) throw new Error("no nights in August");
      return [String(nights)];
    },
  },
  {
    group: "bookings",
    query: "who stayed at mill race in sept?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", latestMonth(t, 9)),
  },
  {
    group: "bookings",
    query: "# of airbnb reservations last month?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") });
      if (n === 0) throw new Error("no reservations last month");
      return [String(n)];
    },
  },
  {
    group: "bookings",
    query: "airbnb host service fees ytd?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "host fees ytd", { categories: ["expense:platform_fees"], ...thisYear(t) })],
  },

  // ---------------------------------------------------------------- basis (3)
  {
    group: "basis",
    query: "depreciable basis of the Thornaple house",
    tool: "query_database",
    expect: async (t) => [nonZero((await t.property("Thornapple")).depreciable_basis, "depreciable basis")],
  },
  {
    group: "basis",
    query: "total basis on the Hood River carriage house incl the furniture? and how much of it is furnishings",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [nonZero(p.total_basis, "total basis"), nonZero(p.ffe_basis, "furnishings")];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the Salem rental and when did we buy it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [nonZero(p.purchase_price_total, "purchase price"), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (3)
  {
    group: "company",
    query: "whats basalt creek's oregon registry number",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!c.state_filing_number) throw new Error("no filing number");
      return [c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed, and who's our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } | null }>("/api/v1/company");
      if (!c.registered_agent) throw new Error("no registered agent");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "need the EIN and mailing address for a W-9 pls",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ ein: string | null; mailing_address: string | null }>("/api/v1/company");
      if (!c.ein || !c.mailing_address) throw new Error("no EIN or mailing address");
      return [c.ein, c.mailing_address.split(",")[0]!.trim()];
    },
  },

  // ---------------------------------------------------------------- members (2)
  {
    group: "members",
    query: "who are the members of the llc and their ownership percentages",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docPhrase(t, "who are the members of the llc and their ownership percentages", /([A-Z][a-z]+ [A-Z][a-z]+ holds a \d+% Percentage Interest.*?[A-Z][a-z]+ [A-Z][a-z]+ holds a \d+% Percentage Interest)/, "Operating Agreement");
      const members = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+%)/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (members.length < 4) throw new Error(`members: ${text}`);
      return members;
    },
  },
  {
    group: "members",
    query: "how much capital did Corwin put in originally?",
    tool: "search_document_content",
    expect: async (t) => [await docPhrase(t, "how much capital did Corwin put in originally?", /Corwin Adeyemi holds a \d+% Percentage Interest and contributed \$([\d,]+)/, "Operating Agreement")],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const next = (await ahead(t, "obligation_type=tax:payment"))[0];
      if (!next) throw new Error("no estimated payment ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is our next 1065 due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await ahead(t, "obligation_type=tax:filing&q=1065"))[0];
      if (!next) throw new Error("no 1065 ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "did the oregon annual report get done this year? when was it due",
    tool: "query_database",
    expect: async (t) => {
      const report = (await obligations(t, `obligation_type=compliance:periodic_report&start_date=${Y(t)}-01-01&end_date=${Y(t)}-12-31`)).items[0];
      if (!report) throw new Error("no annual report this year");
      return [longDate(report.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does Devon's lease end, and by when do we have to decide on renewing?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, "q=Devon%20Achterberg")).items.find((x) => /lease ends/i.test(x.description));
      if (!o) throw new Error("no lease renewal for Devon");
      const ends = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!ends) throw new Error(`no lease end in "${o.description}"`);
      return [ends, longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (7)
  {
    group: "documents",
    query: "Brianna's lease - is she allowed a dog? whats the pet deposit",
    tool: "search_document_content",
    expect: async (t) => [await docPhrase(t, "Brianna's lease - is she allowed a dog? whats the pet deposit", /pet deposit of \$([\d,]+\.\d{2})/, "Thornapple")],
  },
  {
    group: "documents",
    query: "late fee on the sycamore lease?",
    tool: "search_document_content",
    expect: async (t) => [await docPhrase(t, "late fee on the sycamore lease?", /late fee of \$([\d,]+\.\d{2})/, "Sycamore")],
  },
  {
    group: "documents",
    query: "how long is the warranty on the new roof",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docPhrase(t, "how long is the warranty on the new roof", /Warranties: (.+)/, "Ridgeline");
      const terms = [...text.matchAll(/(\d+-year)/g)].map((m) => m[1]!);
      if (terms.length === 0) throw new Error(`no warranty terms in ${text}`);
      return terms;
    },
  },
  {
    group: "documents",
    query: "can we put the quarry bend condo on airbnb? what do the HOA rules say",
    tool: "search_document_content",
    expect: async (t) => [await docPhrase(t, "can we put the quarry bend condo on airbnb? what do the HOA rules say", /term of less than (\d+ months)/, "Quarry Bend")],
  },
  {
    group: "documents",
    query: "notice period to cancel the Brightwell mgmt agreement?",
    tool: "search_document_content",
    expect: async (t) => [await docPhrase(t, "notice period to cancel the Brightwell mgmt agreement?", /with (\d+ days)' written notice/, "Brightwell")],
  },
  {
    group: "documents",
    query: "list all the leases we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const leases = (await titles(t, "")).filter((title) => /lease/i.test(title));
      if (leases.length === 0) throw new Error("no leases");
      return leases;
    },
  },
  {
    group: "documents",
    query: "what docs do we have for 1147 SE Thornapple?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Thornapple")}`),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "rent from the Larkspur duplex in september pls",
    query: "and october?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Larkspur rent in October", { categories: RENTS, ...latestMonth(t, 10), property: await pid(t, "Larkspur") })],
  },
  {
    group: "follow-up",
    after: "how much did Brightwell take in mgmt fees last yr",
    query: "what about ytd",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "management fees ytd", { categories: ["expense:property_management"], ...thisYear(t) })],
  },
  {
    group: "follow-up",
    after: "depreciable basis of the Thornaple house",
    query: "and the land portion?",
    tool: "query_database",
    expect: async (t) => [nonZero((await t.property("Thornapple")).land_basis, "land basis")],
  },
  {
    group: "follow-up",
    after: "who stayed at mill race in sept?",
    query: "how many nights in total that month",
    tool: "query_database",
    expect: async (t) => {
      const nights = await nightsBooked(t, "Mill Race", latestMonth(t, 9));
      if (nights === 0) throw new Error("no nights in September");
      return [String(nights)];
    },
  },
  {
    group: "follow-up",
    after: "mortgage intrest ytd, all properties",
    query: "just the Salem one",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Salem mortgage interest", { categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Sycamore") })],
  },
  {
    group: "follow-up",
    after: "Brianna's lease - is she allowed a dog? whats the pet deposit",
    query: "and her security deposit?",
    tool: "search_document_content",
    expect: async (t) => [await docPhrase(t, "Brianna's lease security deposit", /security deposit of \$([\d,]+\.\d{2})/, "Thornapple")],
  },
  {
    group: "follow-up",
    after: "when's the next estimated tax payment due",
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const second = (await ahead(t, "obligation_type=tax:payment"))[1];
      if (!second) throw new Error("no second estimated payment ahead");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "follow-up",
    after: "calculate net for the Larkspur duplex for last year",
    query: "same for the condo",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "condo net", { type: "net", ...year(Y(t) - 1), property: await pid(t, "Quarry Bend") })],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the thornapple house worth now? rough market value",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?q=Thornapple");
      absent(items.some((p) => /value|apprais|zestimate/i.test(JSON.stringify(p.extra_metadata)) || Object.keys(p).some((k) => /market|apprais/.test(k))), "a market value on the property");
      const hits = await search(t, "Thornapple market value appraisal");
      absent(hits.some((h) => /apprais|market value|fair market/i.test(h.text)), "an appraisal in the documents");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much principal is left on the Guild mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const sycamore = await pid(t, "Sycamore");
      absent((await t.count({ categories: ["expense:mortgage_principal"], ...allTime(t) })) > 0, "principal payments");
      absent((await t.count({ ...allTime(t), property: sycamore, q: "balance" })) > 0, "a loan balance");
      absent((await t.count({ ...allTime(t), q: "principal" })) > 0, "a principal row");
      absent((await search(t, "Guild mortgage loan balance principal")).some((h) => /guild|loan balance|principal balance/i.test(h.text)), "a loan statement");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "weather in hood river this weekend? guests asking",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      absent((await search(t, "weather forecast Hood River this weekend")).some((h) => /forecast|weather/i.test(h.text)), "a forecast");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did we pay home depot this yr",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      absent((await t.count({ ...allTime(t), q: "home depot" })) > 0, "Home Depot payments");
      absent((await t.count({ ...allTime(t), q: "HOMEDEPOT" })) > 0, "Home Depot payments");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "rental income for 2022?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      absent((await t.count(year(2022))) > 0, "transactions of 2022");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "whats Corwin's home address? need it for his K-1",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      const hits = await search(t, "Corwin Adeyemi home address");
      absent(hits.some((h) => /Corwin/.test(h.text) && /Corwin Adeyemi,? \d+|Corwin Adeyemi[^.]*\d{5}/.test(h.text)), "Corwin's address");
      const c = await t.get<Record<string, unknown>>("/api/v1/company");
      absent(/Corwin/i.test(JSON.stringify(c)), "Corwin in the company profile");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Ingrid Soto's phone # ? unit B has a leak",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      const hits = await search(t, "Ingrid Soto phone number");
      absent(hits.some((h) => /Soto/.test(h.text)), "a document about Ingrid Soto");
      absent(hits.some((h) => /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/.test(h.text)), "a phone number");
      const larkspur = (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?q=Larkspur")).items[0]!;
      absent(/phone|\d{3}-\d{4}/i.test(JSON.stringify(larkspur.extra_metadata)), "a phone on the property");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's our airbnb star rating on the carriage house listing?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      absent((await search(t, "Airbnb star rating reviews Mill Race Carriage House")).some((h) => /rating|review|stars?\b/i.test(h.text)), "a rating in the documents");
      absent((await t.count({ ...allTime(t), q: "rating" })) > 0 || (await t.count({ ...allTime(t), q: "review" })) > 0, "a rating in the ledger");
      const p = (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?q=Mill%20Race")).items[0]!;
      absent(/rating|review|stars/i.test(JSON.stringify(p.extra_metadata)), "a rating on the property");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did we spend on pest control last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      absent((await t.count({ categories: ["expense:maintenance:pest_control"], ...allTime(t) })) > 0, "pest control rows");
      for (const q of ["pest", "exterminat", "termite", "rodent"]) absent((await t.count({ ...allTime(t), q })) > 0, `rows with "${q}"`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what interest rate is the umpqua loan on larkspur at?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const larkspur = (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?q=Larkspur")).items[0]!;
      absent(/rate|apr|loan/i.test(JSON.stringify(larkspur.extra_metadata)), "a loan on the property");
      absent((await search(t, "Umpqua home loan interest rate Larkspur")).some((h) => /umpqua|mortgage rate|note rate/i.test(h.text)), "a loan document");
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=UMPQUA&page_size=200&start_date=2000-01-01&end_date=${t.today}`);
      absent(items.some((tx) => /%|rate/i.test(tx.description)), "a rate in the loan rows");
      return [];
    },
  },
];
