// Blind set r26 (landlord company, Basalt Creek Holdings LLC): 60 questions an owner or bookkeeper of
// an Oregon LLC with long-term tenants, a property manager and one Airbnb carriage house would type.
// Written without reading the assistant's code, its tests, its docs or any other question set: only
// the company fixture, the REST spec, eval-chat.ts and the helpers of chat-questions.ts (lines 1-98).
// Every expected figure, date and name is read at run time from the REST API; figures quoted from a
// document are expected as the document writes them, after checking the document is on file.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet", "expense:utilities:trash", "expense:utilities:sewer"];

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Open obligations (not completed or cancelled), earliest first. */
async function open(t: Truth, keep: (o: Obligation) => boolean): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const found = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && keep(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (found.length === 0) throw new Error("no open obligation matches");
  return found;
}

/** Open obligations due from today on that match. */
const upcoming = (t: Truth, keep: (o: Obligation) => boolean) => open(t, (o) => o.due_date >= t.today && keep(o));

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  mailing_address: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Meta {
  tenant?: string;
  monthly_rent?: string;
  units?: { unit: string; tenant: string; monthly_rent: string }[];
}
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Meta }).extra_metadata;

/** Fails unless a document whose title holds `fragment` is on file; returns what the document says. */
async function onFile(t: Truth, fragment: string, says: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
  return says;
}

const none = async () => [] as string[];

export const R26_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month, all the properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Gross rental income for last quarter pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "What did Basalt Creek Holdings take in from rents last yr, total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "ytd rent from the Thornapple house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "Can you give me the gross Airbnb bookings for the carriage house so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "calculate rental income from the Larkspur duplex, both units, for September of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t) - 1, 9), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "pull up the Salem rental's rent total for last year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What have we paid Rosario Plumbing altogether, across every property?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", start: "2000-01-01", end: t.today }))],
  },
  {
    group: "expenses",
    query: "mortgage interest we paid last yr on all the loans combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total expenses for the Beaverton condo last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "expenses",
    query: "what did we spend in total last month, company-wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much did Brightwell keep in management fees last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "green fern's yard work this year - what's it cost us so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the Hood River carriage house year to date? power, gas, water, internet, garbage, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net income so far this year, whole LLC, revenue minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the carriage house make money last quarter? Give me the net.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "net profit on the duplex for last year after all its costs",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked in Hood River in June of last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 6)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Thornapple place right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant on Thornapple");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "can u list all our long-term tenants",
    tool: "query_database",
    expect: async (t) => {
      const names: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore"]) {
        const m = await meta(t, fragment);
        if (m.tenant) names.push(m.tenant);
        for (const u of m.units ?? []) names.push(u.tenant);
      }
      if (names.length === 0) throw new Error("no tenants");
      return names;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "the two tenants in the duplex - names and what each unit pays?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no duplex units");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on Larkspur?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "for the Hood River place, what's the furniture basis and the total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },
  {
    group: "basis",
    query: "how is the Beaverton condo's basis split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Salem house, and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats the EIN for basalt creek",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need our Oregon secretary of state registry number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what mailing adress does the company use?",
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).mailing_address;
      return [address.split(",")[0]!.trim()];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 30);
      return [...new Set((await upcoming(t, (o) => o.due_date <= end)).map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, (o) => o.obligation_type === "compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*(?:\.\d\d)?)\s*fee/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the partnership return covering this year?",
    tool: "query_database",
    expect: async (t) => {
      const filing = (await open(t, (o) => o.obligation_type === "tax:filing" && o.description.includes(`for ${Y(t)}`)))[0]!;
      return [longDate(filing.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:payment"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "By when do we have to renew the Hood River short-term rental permit?",
    tool: "query_database",
    expect: async (t) => {
      const millrace = await pid(t, "Mill Race");
      return [longDate((await upcoming(t, (o) => o.obligation_type === "compliance:license_renewal" && o.property_id === millrace))[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Columbia Gorge Mutual declarations", ["1,500"]),
  },
  {
    group: "documents",
    query: "How much is the pet deposit in Brianna's lease?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Residential Lease, 1147 SE Thornapple Street", ["400.00"]),
  },
  {
    group: "documents",
    query: "Under our agreement with Brightwell, what do they charge when a lease gets renewed?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Property Management Agreement with Brightwell", ["150.00"]),
  },
  {
    group: "documents",
    query: "do the Quarry Bend HOA rules let us do short-term rentals? whats the shortest lease allowed",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Quarry Bend Condominium Association Rules", ["12 months"]),
  },
  {
    group: "documents",
    query: "which formation papers do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rent did the Larkspur duplex bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "follow-up",
    after: "What did we pay in property taxes on Thornapple last year?",
    query: "what about the Salem house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "follow-up",
    after: "what was the biggest repair bill at the duplex last year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${await pid(t, "Larkspur")}&start_date=${start}&end_date=${end}&page_size=200`);
      const biggest = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!biggest) throw new Error("no repairs at the duplex last year");
      return [biggest.description.split(" - ")[0]!.trim()];
    },
  },
  {
    group: "follow-up",
    after: "how many nights was the carriage house booked in July last year?",
    query: "and in August?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "follow-up",
    after: "who is our registered agent?",
    query: "what address do they have on record?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!.trim()],
  },
  {
    group: "follow-up",
    after: "How much did Brightwell take in management fees last year?",
    query: "how much of that was for the duplex?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "follow-up",
    after: "when's the next lease renewal coming up?",
    query: "whose lease is that?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, (o) => o.description.startsWith("Lease renewal")))[0]!;
      const name = /^Lease renewal:\s*([^,]+),/.exec(next.description)?.[1];
      if (!name) throw new Error(`no tenant in ${next.description}`);
      return [name.trim()];
    },
  },
  {
    group: "follow-up",
    after: "What's the late fee in Marisol's lease?",
    query: "and in Brianna's?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Residential Lease, 1147 SE Thornapple Street", ["75.00"]),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What would the Thornapple house sell for on today's market?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "can you project our rental income for next year", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Should we refinance the Larkspur duplex or just sell it?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much rent did the Bend house bring in last year?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What was our total rental income in 2019?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's still owed on the Guild mortgage for the Salem property?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the Umpqua home loan?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "pull up Tobias Wren's social security number and date of birth for me", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much did Cascade Ridge Properties LLC earn last year?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what will next year's property tax bill on the condo come to?", expect: none },
];
