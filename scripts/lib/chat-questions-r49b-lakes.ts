// A blind evaluation set (r49b) for the Wisconsin company of scripts/lib/lakes-company.ts: questions its
// members, property manager and bookkeeper would type, in their own words. Written without reading the
// assistant's code, its tests, its docs or any other question set; every expected figure, name and date
// is read at run time from the REST API (periods relative to t.today), and figures quoted from documents
// are expected as the documents write them, after checking the document is on file.
import { figure, lastMonth, lastQuarter, longDate, month, obligations, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const CABIN = "Loon Song";
const HOLLISTER = "Hollister";
const HOUSE = "Bridgewater";
const FARM = "County Road Q";

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A period's sum as the answer must write it; a zero is a sign the filter matched nothing. */
async function amount(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return figure(total);
}

/** The cabin's guests, read from the booking descriptions ("Airbnb CODE / Name / n nights, ..."), by check-in in a period. */
async function cabinGuests(t: Truth, period: { start: string; end: string }, channel?: "Airbnb" | "Direct"): Promise<string[]> {
  const id = await pid(t, CABIN);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items
    .filter((tx) => !channel || tx.description.startsWith(channel))
    .map((tx) => tx.description.split(" / ")[1]?.trim())
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no ${channel ?? ""} cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** The most recent August that has ended (or is under way after today's month). */
const pastAugust = (t: Truth) => month(Number(t.today.slice(5, 7)) > 8 ? Y(t) : Y(t) - 1, 8);

/** A tenant's current monthly rent: this month's payment, or last month's if this month's has not come in. */
async function currentRent(t: Truth, who: string): Promise<string> {
  const id = await pid(t, HOLLISTER);
  const now = { start: `${t.today.slice(0, 7)}-01`, end: t.today };
  const thisMonth = await t.sum({ categories: ["revenue:long_term_rental"], ...now, property: id, q: who });
  if (Number(thisMonth) > 0) return figure(thisMonth);
  return amount(t, { categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: id, q: who });
}

/** Open deadlines from today on, soonest first. */
async function ahead(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextDue(t: Truth, fragment: string): Promise<Obligation> {
  const o = (await ahead(t)).find((x) => x.description.toLowerCase().includes(fragment.toLowerCase()));
  if (!o) throw new Error(`no open deadline like "${fragment}"`);
  return o;
}

type Company = { legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string } };
async function company(t: Truth): Promise<Company> {
  const body = await t.get<Company | { company: Company }>("/api/v1/company");
  return "company" in body ? body.company : body;
}

/** Checks a document is on file before expecting what its text says. */
async function onFile(t: Truth, fragment: string, ...quoted: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like "${fragment}"`);
  return quoted;
}

const Q = {
  leifRent: "What did Leif pay us in cash rent for the Colfax land last year?",
  pineNeedle: "total paid to Pine Needle Cleaning for the cabin turnovers last year?",
  cabinBasis: "What's the depreciable basis on the cabin?",
  maiNou: "What rent is Mai Nou paying for apt 2 these days?",
  agent: "who do we have listed as our registered agent",
  deductible: "What's the deductible on the Kinnickinnic policy for the Hollister apartments?",
  cabinNet: "Did the cabin actually make money last year? What was its net after all expenses?",
  julyCount: "How many cabin reservations did we have in July last year?",
};

export const R49B_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "gross airbnb bookings at the cabin for july last yr? just the airbnb ones (not direct), before their host fee",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, CABIN);
      const period = month(Y(t) - 1, 7);
      const airbnb = await t.sum({ categories: ["revenue:rental_income"], ...period, property, q: "Airbnb" });
      if (Number(airbnb) === 0) throw new Error("no Airbnb bookings in July last year");
      return [figure(airbnb)];
    },
  },
  {
    group: "income",
    query: "How much rent did we collect at Hollister last quarter, counting what the housing authority paid?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:long_term_rental"], ...lastQuarter(t.today), property: await pid(t, HOLLISTER) })],
  },
  {
    group: "income",
    query: Q.leifRent,
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:other"], ...year(Y(t) - 1), property: await pid(t, FARM) })],
  },
  {
    group: "income",
    query: "coin laundry money from the apartment bldg ytd?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:other"], ...thisYear(t), property: await pid(t, HOLLISTER) })],
  },
  {
    group: "income",
    query: "Can you calculate how much we billed the Hollister tenants back for water and sewer last year",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:utility_reimbursements"], ...year(Y(t) - 1), property: await pid(t, HOLLISTER) })],
  },
  {
    group: "income",
    query: "Give me Tamarack Ridge's total revenue for last month, all properties combined.",
    tool: "query_database",
    expect: async (t) => [await amount(t, { type: "revenue", ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "how much has the Chippewa Valley Housing Authority paid toward Tamika's unit so far this year",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, HOLLISTER);
      const hap = await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property, q: "Chippewa Valley Housing Authority" });
      const all = await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property });
      if (Number(hap) === 0 || Number(hap) >= Number(all)) throw new Error(`housing assistance ${hap} of ${all}: the text filter did not narrow`);
      return [figure(hap)];
    },
  },
  {
    group: "income",
    query: "What did the Brekkes pay in base rent the year before last? Leave out the pet rent and any late fees.",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:long_term_rental"], ...year(Y(t) - 2), property: await pid(t, HOUSE) })],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What did Rindahl Snowplowing charge us altogether last year, plowing and roof raking both?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:maintenance:snow_removal"], ...year(Y(t) - 1), property: await pid(t, CABIN) })],
  },
  {
    group: "expenses",
    query: "how much property tax did we actually pay out this calendar year, all 4 properties together",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:property_tax"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "Pull up total expenses for the farmland for last year please",
    tool: "query_database",
    expect: async (t) => [await amount(t, { type: "expense", ...year(Y(t) - 1), property: await pid(t, FARM) })],
  },
  {
    group: "expenses",
    query: "what did repairs at the apartments run us last quarter?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:maintenance:repairs"], ...lastQuarter(t.today), property: await pid(t, HOLLISTER) })],
  },
  {
    group: "expenses",
    query: "How much have we paid Red Cedar in management fees year to date?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:property_management"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: Q.pineNeedle,
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:maintenance:cleaning"], ...year(Y(t) - 1), property: await pid(t, CABIN) })],
  },
  {
    group: "expenses",
    query: "What did propane cost us up at the cabin last yr?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:utilities:gas"], ...year(Y(t) - 1), property: await pid(t, CABIN) })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: Q.cabinNet,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1), property: await pid(t, CABIN) }))],
  },
  {
    group: "net",
    query: "whats our net income ytd for the whole LLC",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "How did the Hollister building do last quarter, net of expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, HOLLISTER) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: Q.julyCount,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, CABIN) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin this past August?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, pastAugust(t)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Loon Song booked last year in total?",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, CABIN);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${year(Y(t) - 1).start}&end_date=${year(Y(t) - 1).end}&property_id=${id}`);
      const row = report.properties.find((r) => r.property_id === id);
      if (!row) throw new Error("no occupancy for the cabin");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who lives in apt 4 at Hollister?",
    tool: "query_database",
    expect: async (t) => {
      const name = "Tamika Rowe";
      if (Number(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, HOLLISTER), q: name })) === 0) throw new Error(`${name} paid nothing last month`);
      return [name];
    },
  },
  {
    group: "bookings-or-tenants",
    query: Q.maiNou,
    tool: "query_database",
    expect: async (t) => [await currentRent(t, "Mai Nou Vang")],
  },
  {
    group: "bookings-or-tenants",
    query: "Which of our returning guests booked the cabin direct this year (not thru Airbnb)?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, thisYear(t), "Direct"),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q.cabinBasis,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Hollister building when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(HOLLISTER)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how's the basis on the Bridgewater Ct house split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HOUSE);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis on the County Road Q farmland?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(FARM)).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's the EIN for Tamarack Ridge Holdings?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: Q.agent,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "what's our entity ID number with the Wisconsin DFI?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await ahead(t);
      if (!first) throw new Error("no open deadlines ahead");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const until = new Date(Date.parse(`${t.today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
      const dates = [...new Set((await ahead(t)).filter((o) => o.due_date <= until).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in the next 60 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's our next DFI annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "DFI annual report");
      const fee = /\$\d+/.exec(o.description)?.[0];
      if (!fee) throw new Error(`no fee in "${o.description}"`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the tourist rooming house license for the cabin have to be renewed by",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Tourist rooming house license renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the next ST-12 sales tax return for the cabin due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "sales and use tax return ST-12")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Kinnickinnic Mutual commercial package policy", "5,000"),
  },
  {
    group: "documents",
    query: "per the Brekke lease how much is the late fee, and after what day does it kick in?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "418 Bridgewater Court", "$60", "5th"),
  },
  {
    group: "documents",
    query: "What's Red Cedar's leasing fee when they place a new tenant, going by our management agreement?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Red Cedar Property Management agreement", "50%"),
  },
  {
    group: "documents",
    query: "does the Rindahl plow contract have a cap for the season? how much",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Rindahl Snowplowing", "1,150"),
  },
  {
    group: "documents",
    query: "can you list the insurance paperwork we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    query: "and the year before that?",
    after: Q.leifRent,
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:other"], ...year(Y(t) - 2), property: await pid(t, FARM) })],
  },
  {
    group: "follow-up",
    query: "ok and so far this year?",
    after: Q.pineNeedle,
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await pid(t, CABIN) })],
  },
  {
    group: "follow-up",
    query: "how much of that is the furniture?",
    after: Q.cabinBasis,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).ffe_basis)],
  },
  {
    group: "follow-up",
    query: "what about Harold in 6?",
    after: Q.maiNou,
    tool: "query_database",
    expect: async (t) => [await currentRent(t, "Harold Kittleson")],
  },
  {
    group: "follow-up",
    query: "what address do they have on file?",
    after: Q.agent,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!.trim()],
  },
  {
    group: "follow-up",
    query: "and for wind and hail?",
    after: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Kinnickinnic Mutual commercial package policy", "10,000"),
  },
  {
    group: "follow-up",
    query: "what about the Chippewa Falls house?",
    after: Q.cabinNet,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1), property: await pid(t, HOUSE) }))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: Q.julyCount,
    tool: "query_database",
    expect: async (t) => cabinGuests(t, month(Y(t) - 1, 7)),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What could we realistically sell the lake cabin for in today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Project how much rent Hollister will bring in next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we refinance the apartment loan now or wait until closer to the balloon?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the payoff balance on the Hemlock Valley loan as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did the cabin make on Airbnb in its first summer, 2021?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent are we getting from the duplex in Menomonie?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you look up Tamika Rowe's social security number for the voucher recert?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the county's assessed value on the Colfax farmland?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Red Cedar Property Management's own EIN?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will our property tax bills be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
