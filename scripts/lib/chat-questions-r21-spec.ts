// Blind set r21-spec: questions an owner or bookkeeper of Holloway Creek Stays LLC (the Tennessee
// spec-shaped fixture, scripts/lib/spec-company.ts) would type. Written without reading the assistant's
// code, its tests, its docs or any other question set; every expected figure, name and date is read at
// run time from the REST API, relative to t.today.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, thisYear, titles, year } from "./chat-questions";

const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** Open obligations (not completed or cancelled), soonest first. */
async function openObligations(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligations for "${query}"`);
  return open;
}
/** The next open obligation whose description holds a word. */
async function nextWith(t: Truth, word: string): Promise<Obligation> {
  const o = (await openObligations(t)).find((x) => x.description.toLowerCase().includes(word.toLowerCase()));
  if (!o) throw new Error(`no open obligation mentioning ${word}`);
  return o;
}
/** Checks that a document is on file (by type and a title fragment), then returns what it says. */
async function onFile(t: Truth, docType: string, titleFragment: string, says: string[]): Promise<string[]> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(titleFragment.toLowerCase()))) throw new Error(`no ${docType} document titled like ${titleFragment}`);
  return says;
}
interface PropertyRecord {
  extra_metadata: Record<string, string>;
}

const Q = {
  cottageLastYr: "how much did the cottage gross in rent last yr?",
  utilitiesLastYr: "what did we spend on utilities last year, all properties combined?",
  cabinGuests: "who stayed at the cabin last month?",
  deductible: "whats the all-perils deductible on the Laurel Bluff insurance policy",
  annualReport: "When's the TN annual report due, and what's the fee?",
  tremontPrice: "What did we pay for the Tremont unit?",
  wendellYtd: "ytd rent collected from Wendell?",
  tremontExp: "Total expenses on the Chattanooga condo for last year please",
};

const unanswerable = (query: string): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] });

export const R21_SPEC_CASES: Case[] = [
  // ---- income (8)
  { group: "income", query: Q.cottageLastYr, tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...year(lastYear(t)) }))]; } },
  { group: "income", query: "What was Holloway Creek Stays' total rental income last year, all three properties?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: RENTS, ...year(lastYear(t)) }))]; } },
  { group: "income", query: "pull up rental income for last month across everything", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))]; } },
  { group: "income", query: "Gatlinburg cabin rental income last quarter?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: RENTS, property: await pid(t, "Laurel"), ...lastQuarter(t.today) }))]; } },
  { group: "income", query: Q.wendellYtd, tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...thisYear(t) }))]; } },
  { group: "income", query: "How much did the VRBO bookings at the cabin bring in last year?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel"), q: "VRBO", ...year(lastYear(t)) }))]; } },
  { group: "income", query: "calculate Lockeland's booking revenue for june of last year", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...month(lastYear(t), 6) }))]; } },
  {
    group: "income",
    query: "can you break down rental income by property for last quarter",
    tool: "query_database",
    async expect(t) {
      const period = lastQuarter(t.today);
      return Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ categories: RENTS, property: await pid(t, p), ...period }))));
    },
  },

  // ---- expenses (7)
  { group: "expenses", query: "how much have we paid Music City Maids so far this year", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Music City Maids", ...thisYear(t) }))]; } },
  { group: "expenses", query: Q.utilitiesLastYr, tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...year(lastYear(t)) }))]; } },
  { group: "expenses", query: Q.tremontExp, tool: "query_database", async expect(t) { return [figure(await t.sum({ type: "expense", property: await pid(t, "Tremont"), ...year(lastYear(t)) }))]; } },
  { group: "expenses", query: "what did we spend in total last month? everything, company-level too", tool: "query_database", async expect(t) { return [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))]; } },
  { group: "expenses", query: "Give me the total of Smoky Ridge's 18% co-host fees for last yr", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:property_management"], property: await pid(t, "Laurel"), ...year(lastYear(t)) }))]; } },
  { group: "expenses", query: "mortgage interest paid on the Nashville house last year?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, "Lockeland"), ...year(lastYear(t)) }))]; } },
  { group: "expenses", query: "how much has airbnb taken in host fees ytd", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:platform_fees"], q: "Airbnb", ...thisYear(t) }))]; } },

  // ---- net (3)
  { group: "net", query: "what did the cabin net so far this year?", tool: "query_database", async expect(t) { return [figure(await t.sum({ type: "net", property: await pid(t, "Laurel"), ...thisYear(t) }))]; } },
  { group: "net", query: "Was Tremont profitable last year? whats the net", tool: "query_database", async expect(t) { return [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...year(lastYear(t)) }))]; } },
  { group: "net", query: "net income for the whole LLC last quarter", tool: "query_database", async expect(t) { return [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))]; } },

  // ---- bookings-or-tenants (6)
  { group: "bookings-or-tenants", query: "How many reservations did the cottage get in July of last year?", tool: "query_database", async expect(t) { return [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...month(lastYear(t), 7) }))]; } },
  { group: "bookings-or-tenants", query: Q.cabinGuests, tool: "query_database", async expect(t) { return guestsOf(t, "Laurel", lastMonth(t.today)); } },
  { group: "bookings-or-tenants", query: "nights booked at Lockeland last quarter?", tool: "query_database", async expect(t) { return [String(await nightsBooked(t, "Lockeland", lastQuarter(t.today)))]; } },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga condo and what does he pay a month",
    tool: "query_database",
    async expect(t) {
      const p = await t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, "Tremont")}`);
      const { tenant, monthly_rent } = p.extra_metadata;
      if (!tenant || !monthly_rent) throw new Error("no tenant on the condo");
      return [tenant, figure(monthly_rent)];
    },
  },
  { group: "bookings-or-tenants", query: "how many bookings have we had between the two short term rentals this year", tool: "query_database", async expect(t) { return [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t) }))]; } },
  { group: "bookings-or-tenants", query: "guest list for the Lockeland cottage, October last year", tool: "query_database", async expect(t) { return guestsOf(t, "Lockeland", month(lastYear(t), 10)); } },

  // ---- basis (4)
  { group: "basis", query: "depreciable basis on the cabin?", tool: "query_database", async expect(t) { return [figure((await t.property("Laurel")).depreciable_basis)]; } },
  { group: "basis", query: Q.tremontPrice, tool: "query_database", async expect(t) { return [figure((await t.property("Tremont")).purchase_price_total)]; } },
  { group: "basis", query: "how's the basis split between land and building on Lockeland Dr", tool: "query_database", async expect(t) { const p = await t.property("Lockeland"); return [figure(p.land_basis), figure(p.building_basis)]; } },
  { group: "basis", query: "what's the furniture & fixtures basis for the cottage in Nashville", tool: "query_database", async expect(t) { return [figure((await t.property("Lockeland")).ffe_basis)]; } },

  // ---- company (4)
  { group: "company", query: "whats our EIN again", tool: "query_database", async expect(t) { return [(await t.get<{ ein: string }>("/api/v1/company")).ein]; } },
  { group: "company", query: "Pull up Holloway Creek's Tennessee SOS control number for me", tool: "query_database", async expect(t) { return [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number]; } },
  { group: "company", query: "when was the llc formed", tool: "query_database", async expect(t) { return [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)]; } },
  { group: "company", query: "who do we have as registered agent?", tool: "query_database", async expect(t) { return [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name]; } },

  // ---- deadlines (5)
  { group: "deadlines", query: "what's the next thing due?", tool: "query_database", async expect(t) { return [longDate((await openObligations(t))[0]!.due_date)]; } },
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days?",
    tool: "query_database",
    async expect(t) {
      const limit = new Date(Date.parse(`${t.today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
      const soon = (await openObligations(t)).filter((o) => o.due_date <= limit);
      if (soon.length === 0) throw new Error("nothing due within 60 days");
      return [...new Set(soon.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q.annualReport,
    tool: "query_database",
    async expect(t) {
      const o = await nextWith(t, "annual report");
      const fee = /\$(\d[\d,]*) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  { group: "deadlines", query: "when does the Gatlinburg STR business license need renewing", tool: "query_database", async expect(t) { return [longDate((await nextWith(t, "Gatlinburg short-term rental business license")).due_date)]; } },
  { group: "deadlines", query: "When is the 1065 due?", tool: "query_database", async expect(t) { return [longDate((await nextWith(t, "1065")).due_date)]; } },

  // ---- documents (5)
  { group: "documents", query: Q.deductible, tool: "search_document_content", expect: (t) => onFile(t, "insurance:policy", "Laurel Bluff", ["2,500"]) },
  { group: "documents", query: "whats the max occupancy allowed under the Lockeland STRP permit", tool: "search_document_content", expect: (t) => onFile(t, "other", "STRP permit", ["8"]) },
  { group: "documents", query: "how much can Smoky Ridge spend on a repair without getting our ok first?", tool: "search_document_content", expect: (t) => onFile(t, "other", "Smoky Ridge", ["400"]) },
  { group: "documents", query: "per the operating agreement what percent does Celeste own", tool: "search_document_content", expect: (t) => onFile(t, "formation:operating_agreement", "Operating Agreement", ["20%"]) },
  {
    group: "documents",
    query: "can you list our formation documents",
    tool: "list_business_documents",
    async expect(t) {
      return [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))];
    },
  },

  // ---- follow-up (8)
  { group: "follow-up", after: Q.cottageLastYr, query: "what about the cabin?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel"), ...year(lastYear(t)) }))]; } },
  { group: "follow-up", after: Q.utilitiesLastYr, query: "just electric?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...year(lastYear(t)) }))]; } },
  { group: "follow-up", after: Q.cabinGuests, query: "how many nights was that altogether", tool: "query_database", async expect(t) { return [String(await nightsBooked(t, "Laurel", lastMonth(t.today)))]; } },
  { group: "follow-up", after: Q.deductible, query: "and for wind/hail?", tool: "search_document_content", expect: (t) => onFile(t, "insurance:policy", "Laurel Bluff", ["2%"]) },
  { group: "follow-up", after: Q.annualReport, query: "ok and the franchise & excise return?", tool: "query_database", async expect(t) { return [longDate((await nextWith(t, "franchise and excise")).due_date)]; } },
  { group: "follow-up", after: Q.tremontPrice, query: "when did we buy it", tool: "query_database", async expect(t) { return [longDate((await t.property("Tremont")).acquisition_date)]; } },
  { group: "follow-up", after: Q.wendellYtd, query: "and how much of that did the property manager keep?", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:property_management"], property: await pid(t, "Tremont"), ...thisYear(t) }))]; } },
  { group: "follow-up", after: Q.tremontExp, query: "how much of it was HOA dues", tool: "query_database", async expect(t) { return [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Tremont"), ...year(lastYear(t)) }))]; } },

  // ---- unanswerable (10)
  unanswerable("What would the Lockeland cottage sell for on today's market?"),
  unanswerable("can you forecast how many bookings the cabin will get next summer"),
  unanswerable("Should we do a cost segregation study on the cabin? would it save us taxes?"),
  unanswerable("How much rent did we collect from the Knoxville duplex last year?"),
  unanswerable("What was our total rental income in 2023?"),
  unanswerable("whats the remaining principal balance on the Truist mortgage for the cabin"),
  unanswerable("What interest rate are we paying on the Pinnacle Bank loan?"),
  unanswerable("Can you give me Wendell Akers' social security number and date of birth for the file?"),
  unanswerable("What's the EIN for Smoky Ridge Co-Hosting LLC?"),
  unanswerable("what are other Gatlinburg cabins charging per night these days, on average?"),
];
