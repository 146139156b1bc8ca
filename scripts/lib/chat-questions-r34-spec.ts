// Blind set r34-spec: 60 questions an owner or bookkeeper of Holloway Creek Stays LLC (the Tennessee
// fixture company of scripts/lib/spec-company.ts) might type. Written blind: without reading the
// assistant's code, its tests, its docs or any other question set. Every expected figure, name and
// date is read at run time from the REST API (or, for a document's words, from the document's text in
// the company file after checking through the API that it is on file).
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";
import { specDocuments } from "./spec-company";

const ty = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(ty(t) - 1);

/** The company profile, whatever envelope it comes in. */
async function profile(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const inner = (body.data ?? body.company ?? body) as Record<string, unknown>;
  return inner;
}
const field = (p: Record<string, unknown>, key: string): string => {
  const value = p[key];
  if (typeof value !== "string" || !value) throw new Error(`company profile has no ${key}`);
  return value;
};

/** Open obligations, soonest first. */
async function open(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const o = (await open(t)).find(test);
  if (!o) throw new Error("no open obligation matches");
  return o;
}
const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A document's text as the company file writes it, once the API shows the document is on file. */
async function docText(t: Truth, filename: string): Promise<string> {
  const doc = specDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no document ${filename} in the company file`);
  const onFile = await titles(t, "");
  if (!onFile.includes(doc.title)) throw new Error(`${doc.title} is not on file`);
  return doc.body;
}
const grab = (text: string, re: RegExp): string => {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`${re} not found`);
  return m[1];
};

async function nonZero(amount: Promise<string>, what: string): Promise<string> {
  const value = await amount;
  if (Number(value) === 0) throw new Error(`${what} is zero`);
  return value;
}

/** The condo's tenant and the rent of his latest rent payment. */
async function tenant(t: Truth): Promise<{ name: string; rent: string }> {
  const p = await t.property("Tremont");
  const { items } = await t.get<{ items: { description: string; amount: string; transaction_date: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&start_date=${lastYear(t).start}&end_date=${t.today}&page_size=200`);
  const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
  if (!latest) throw new Error("no rent at Tremont");
  return { name: grab(latest.description, /^Rent - (.+?) - /), rent: latest.amount };
}

const airbnbCabinLastYear = "can u pull up the Airbnb revenue for the Gatlinburg cabin last yr";
const cottageLastMonth = "how much did the cottage bring in last month?";
const propTaxLastYear = "What did we spend on property taxes last year, all three places combined?";
const condoTenant = "who's renting the Chattanooga condo right now and what's his monthly rent?";
const cabinResLastMonth = "How many reservations did the cabin have last month?";
const cottageNetLastYear = "net income for Lockeland last year please";
const maidsYtd = "how much have we paid Music City Maids so far this year";
const cabinDepBasis = "what's the depreciable basis on the cabin?";

export const R34_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: cottageLastMonth,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Lockeland")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What was our gross rental income in q3 of last year, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(ty(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "total rent collected ytd across all 3 rentals (short term + the condo)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Holloway Creek Stays total revenue for last year, everything included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much did we make from VRBO bookings at Laurel Bluff this year?",
    tool: "query_database",
    expect: async (t) => {
      const laurel = (await t.property("Laurel Bluff")).id;
      const vrbo = await nonZero(t.sum({ categories: ["revenue:rental_income"], property: laurel, q: "VRBO", ...thisYear(t) }), "VRBO");
      const all = await t.sum({ categories: ["revenue:rental_income"], property: laurel, ...thisYear(t) });
      if (vrbo === all) throw new Error("q filter did not narrow to VRBO");
      return [figure(vrbo)];
    },
  },
  {
    group: "income",
    query: airbnbCabinLastYear,
    tool: "query_database",
    expect: async (t) => {
      const laurel = (await t.property("Laurel Bluff")).id;
      const airbnb = await nonZero(t.sum({ categories: ["revenue:rental_income"], property: laurel, q: "Airbnb", ...lastYear(t) }), "Airbnb");
      return [figure(airbnb)];
    },
  },
  {
    group: "income",
    query: "How much rent has Wendell paid us this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Tremont")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "rental income for the Gatlinburg cabin in March of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Laurel Bluff")).id, ...month(ty(t) - 1, 3) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: maidsYtd,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t.sum({ q: "Music City Maids", type: "expense", ...thisYear(t) }), "Music City Maids"))],
  },
  {
    group: "expenses",
    query: "utilites at the cabin last yr - electric, propane, water and internet all together",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], property: (await t.property("Laurel Bluff")).id, ...lastYear(t) })),
    ],
  },
  {
    group: "expenses",
    query: propTaxLastYear,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate total expenses for the Tremont St condo last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property("Tremont")).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "give me the Smoky Ridge co-host fee (the 18%) for last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], property: (await t.property("Laurel Bluff")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay last year in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what have insurance premiums cost us ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: cottageNetLastYear,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Lockeland")).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "what's the company's overall profit so far this year, after all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the Chattanooga unit make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Tremont")).id, ...lastQuarter(t.today) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: cabinResLastMonth,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Laurel Bluff")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the Lockeland cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Laurel Bluff booked in Q3 last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", quarter(ty(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: condoTenant,
    tool: "query_database",
    expect: async (t) => {
      const { name, rent } = await tenant(t);
      return [name, figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings we got last yr across both short-term rentals combined?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Could you list the guests who stayed at the cabin in October of last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(ty(t) - 1, 10)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: cabinDepBasis,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for 1814 Lockeland when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the Tremont condo basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture and fixtures basis for the Nashville cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "whats our EIN again? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [field(await profile(t), "ein")],
  },
  {
    group: "company",
    query: "What is Holloway Creek's Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [field(await profile(t), "state_filing_number")],
  },
  {
    group: "company",
    query: "who's listed as our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await profile(t)).registered_agent as { name?: string } | string | undefined;
      const name = typeof agent === "string" ? agent : agent?.name;
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(field(await profile(t), "formation_date"))],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, () => true)).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 90 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 90);
      const dates = [...new Set((await open(t)).filter((o) => o.due_date <= end).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due within 90 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when is the Tennessee annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, (x) => x.obligation_type === "compliance:periodic_report");
      return [longDate(o.due_date), grab(o.description, /\$(\d[\d,]*) minimum/)];
    },
  },
  {
    group: "deadlines",
    query: "when do I need to renew the Nashville STR permit by?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.obligation_type === "compliance:license_renewal" && /STRP/.test(x.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.obligation_type === "tax:filing" && /1065/.test(x.description))).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "laurel-bluff-insurance-declarations.md"), /All perils: \$(\d+(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "per our agreement with Smoky Ridge, how much do they charge for a deep clean?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "smoky-ridge-co-hosting-agreement.md"), /Deep cleaning: \$(\d+(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "What's the fine under the Laurel Bluff HOA rules if guests leave trash bags outside?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "laurel-bluff-owners-association-rental-rules.md"), /bags left outside bring a \$(\d+) fine/)],
  },
  {
    group: "documents",
    query: "what percentage does Celeste own according to the operating agreement",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "holloway-creek-operating-agreement.md"), /\| Celeste Varga \| (\d+%) \|/)],
  },
  {
    group: "documents",
    query: "Can you list every document we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: cottageLastMonth,
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Laurel Bluff")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: propTaxLastYear,
    query: "what about this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }), "property tax this year"))],
  },
  {
    group: "follow-up",
    after: condoTenant,
    query: "when did we buy that place?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Tremont")).acquisition_date)],
  },
  {
    group: "follow-up",
    after: cabinResLastMonth,
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    after: cottageNetLastYear,
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Tremont")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: maidsYtd,
    query: "which property is that for?",
    tool: "query_database",
    expect: async () => ["Lockeland"],
  },
  {
    group: "follow-up",
    after: cabinDepBasis,
    query: "when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: airbnbCabinLastYear,
    query: "and from vrbo?",
    tool: "query_database",
    expect: async (t) => {
      const laurel = (await t.property("Laurel Bluff")).id;
      const vrbo = await nonZero(t.sum({ categories: ["revenue:rental_income"], property: laurel, q: "VRBO", ...lastYear(t) }), "VRBO");
      const all = await t.sum({ categories: ["revenue:rental_income"], property: laurel, ...lastYear(t) });
      if (vrbo === all) throw new Error("q filter did not narrow to VRBO");
      return [figure(vrbo)];
    },
  },

  // ---- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what could we realistically sell the cabin for today?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Can you project how much the cottage will gross next year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "should we turn the Tremont condo into an Airbnb instead of renting it long term?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much did the Pigeon Forge chalet make last month?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "pull up the cottage's rental income for 2023", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What's the remaining balance on the Pinnacle mortgage for Lockeland?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what interest rate is the Truist loan on the cabin at?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats Wendell Akers credit score and date of birth?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much revenue did Bluebird Hollow Rentals LLC bring in last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what occupancy rate are other Gatlinburg cabins near us getting?", tool: "query_database", expect: async () => [] },
];
