// Blind set r79-holdout: 60 questions about the North Carolina LLC (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, company profile, documents on file); a document's own words are used only after checking the document is on file.
import Decimal from "decimal.js";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const ALL = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const money = async (p: Promise<string>) => `$${figure(await p)}`;
const street = (address: string) => address.split(",")[0]!;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null }; mailing_address: string }>("/api/v1/company");
type Prop = { id: string; address: string; acquisition_date: string; extra_metadata: Record<string, string> };
const props = async (t: Truth) => (await t.get<{ items: Prop[] }>("/api/v1/properties?page_size=100")).items;
const meta = async (t: Truth, fragment: string) => (await props(t)).find((p) => p.address.includes(fragment))!.extra_metadata;
/** The document whose title holds the text, which must be on file. */
async function doc(t: Truth, q: string) {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document ${q} on file`);
  return items[0]!;
}
/** The earliest open obligation whose description holds the text. */
async function nextDue(t: Truth, q: string) {
  const { items } = await obligations(t, `upcoming=800${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`nothing open for ${q}`);
  return open[0]!;
}
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const Q_RALEIGH_RENT = "what did the raleigh house bring in for rent last yr?";
const Q_ELECTRIC = "What did we pay the electric company last year, for both the cabin and the beach cottage together?";
const Q_DURHAM_BUY = "When did we buy the Durham apartment, and what did we pay for it?";
const Q_EIN = "What is our EIN? The bank is asking for it on a form.";
const Q_CABIN_NIGHTS = "How many nights was the cabin rented out last month?";

export const R79_HOLDOUT_CASES: Case[] = [
  // Income (9)
  { group: "income", query: "How much did we take in from rent altogether last year? All the houses together, please.", tool: "query_database", expect: async (t) => [await money(t.sum({ categories: RENTS, ...year(Y(t) - 1) }))] },
  { group: "income", query: "What has the cabin in Asheville brought in so far this year?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Juniper") }))] },
  { group: "income", query: "Can you tell me how much rent Keisha has paid us this year? I want to make sure she is up to date.", tool: "query_database", expect: async (t) => [await money(t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Magnolia") }))] },
  { group: "income", query: "what did the Wilmington cottage make from Airbnb guests in the summer, june thru august of last year", tool: "query_database", expect: async (t) => [await money(t.sum({ categories: ["revenue:rental_income"], start: `${Y(t) - 1}-06-01`, end: `${Y(t) - 1}-08-31`, property: await pid(t, "Osprey") }))] },
  { group: "income", query: "What was our total income in q2 this year, from everything?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "revenue", ...quarter(Y(t), 2) }))] },
  { group: "income", query: "Did Owen ever pay us a late fee? If so, how much was it?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "revenue", ...ALL(t), q: "LATE FEE" }))] },
  { group: "income", query: "Please calculate all the money that came in last month. The bank wants to know for our statement.", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "revenue", ...lastMonth(t.today) }))] },
  { group: "income", query: Q_RALEIGH_RENT, tool: "query_database", expect: async (t) => [await money(t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Hickory") }))] },
  { group: "income", query: "How much did the two vacation places bring in between them last quarter? The cabin and the cottage, I mean.", tool: "query_database", expect: async (t) => [`$${figure(new Decimal(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, "Juniper") })).plus(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, "Osprey") })))}`] },

  // Expenses (8)
  { group: "expenses", query: "How much have we paid the cleaning ladies at the cabin this year? Mountain Fresh, I believe.", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...thisYear(t), q: "MOUNTAIN FRESH" }))] },
  { group: "expenses", query: "What did the new roof on Hickory Drive end up costing us?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...ALL(t), q: "OAK CITY ROOFING" }))] },
  { group: "expenses", query: Q_ELECTRIC, tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...year(Y(t) - 1), q: "DUKE ENERGY" }))] },
  { group: "expenses", query: "How much has Triangle charged us for looking after the Durham apartment this year?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...thisYear(t), q: "TRIANGLE" }))] },
  { group: "expenses", query: "Could you pull up what we paid in county taxes on the houses last year, all of them together?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...year(Y(t) - 1), q: "TAX COLLECTOR" }))] },
  { group: "expenses", query: "What did Brightwater charge us for doing the taxes this year?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...thisYear(t), q: "BRIGHTWATER" }))] },
  { group: "expenses", query: "How much have the neighborhood association dues at Osprey Point come to ytd?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...thisYear(t), q: "HOA", property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: "What did we spend altogether last month, every bill included?", tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...lastMonth(t.today) }))] },

  // Properties (5)
  { group: "properties", query: Q_DURHAM_BUY, tool: "query_database", expect: async (t) => { const p = await t.property("Magnolia"); return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`]; } },
  { group: "properties", query: "What is the depreciable basis on the Osprey Point cottage? I want to be sure the land is left out of it.", tool: "query_database", expect: async (t) => [`$${figure((await t.property("Osprey")).depreciable_basis)}`] },
  { group: "properties", query: "How much of what we paid for the cabin was for the land itself?", tool: "query_database", expect: async (t) => [`$${figure((await t.property("Juniper")).land_basis)}`] },
  { group: "properties", query: "How much furniture and furnishings did we put into the cottage in Wilmington, in dollars?", tool: "query_database", expect: async (t) => [`$${figure((await t.property("Osprey")).ffe_basis)}`] },
  { group: "properties", query: "Which house did we buy most recently, and on what date?", tool: "query_database", expect: async (t) => { const p = (await props(t)).sort((a, b) => b.acquisition_date.localeCompare(a.acquisition_date))[0]!; return [street(p.address), longDate(p.acquisition_date)]; } },

  // Tenants (5)
  { group: "tenants", query: "Who is renting the Durham apartment now, and what is her monthly rent?", tool: "query_database", expect: async (t) => { const m = await meta(t, "Magnolia"); return [m.tenant!, `$${figure(m.monthly_rent!)}`]; } },
  { group: "tenants", query: "What does Owen pay each month for the Raleigh house?", tool: "query_database", expect: async (t) => [`$${figure((await meta(t, "Hickory")).monthly_rent!)}`] },
  { group: "tenants", query: "Who are our year-round tenants, and which houses are they in?", tool: "query_database", expect: async (t) => [(await meta(t, "Magnolia")).tenant!, (await meta(t, "Hickory")).tenant!] },
  { group: "tenants", query: "How much did Keisha put down as a deposit when she moved in? I'd like to know what we are holding for her.", tool: "search_document_content", expect: async (t) => { await doc(t, "Magnolia"); return ["$1,675.00"]; } },
  { group: "tenants", query: "When does Keisha's lease run out, and what happens after that?", tool: "search_document_content", expect: async (t) => { const d = await doc(t, "Magnolia"); return [`July 31, ${Number(d.doc_date.slice(0, 4)) + 1}`]; } },

  // Company (4)
  { group: "company", query: Q_EIN, tool: "query_database", expect: async (t) => [(await company(t)).ein] },
  { group: "company", query: "Who is our registered agent for Harbor Lane, and at what address?", tool: "query_database", expect: async (t) => { const c = await company(t); return [c.registered_agent.name, street(c.registered_agent.address!)]; } },
  { group: "company", query: "When was the company formed? My daughter asked and I couldn't remember.", tool: "query_database", expect: async (t) => [longDate((await company(t)).formation_date)] },
  { group: "company", query: "what mailing address does the company use?", tool: "query_database", expect: async (t) => [street((await company(t)).mailing_address)] },

  // Deadlines (5)
  { group: "deadlines", query: "What is the next thing we have to file or pay? I don't want us to miss anything.", tool: "query_database", expect: async (t) => [longDate((await nextDue(t, "")).due_date)] },
  { group: "deadlines", query: "Is anything coming due in the next 60 days?", tool: "query_database", expect: async (t) => { const { items } = await obligations(t, "upcoming=60"); const dates = [...new Set(items.map((o) => o.due_date))].sort(); if (dates.length === 0) throw new Error("nothing due in 60 days"); return [longDate(dates[0]!), longDate(dates[dates.length - 1]!)].filter((d, i, a) => a.indexOf(d) === i); } },
  { group: "deadlines", query: "When is the North Carolina annual report due next year, and what is the fee?", tool: "query_database", expect: async (t) => { const { items } = await obligations(t, `q=annual%20report&start_date=${Y(t) + 1}-01-01&end_date=${Y(t) + 1}-12-31`); if (!items[0]) throw new Error("no annual report next year"); return [longDate(items[0].due_date), "$203"]; } },
  { group: "deadlines", query: "When do the Buncombe County property taxes on the cabin need to be paid?", tool: "query_database", expect: async (t) => [longDate((await nextDue(t, "Buncombe")).due_date)] },
  { group: "deadlines", query: "When's the next estimated tax payment due?", tool: "query_database", expect: async (t) => [longDate((await nextDue(t, "estimated tax")).due_date)] },

  // Documents (5)
  { group: "documents", query: "What does Keisha's lease say about pets? She mentioned she might want a dog.", tool: "search_document_content", expect: async (t) => { await doc(t, "Magnolia"); return ["cat"]; } },
  { group: "documents", query: "What is the deductible on the Osprey Point insurance if a hurricane comes through?", tool: "search_document_content", expect: async (t) => { await doc(t, "Osprey"); return ["$8,400"]; } },
  { group: "documents", query: "How long is the warranty on the new roof from Oak City Roofing?", tool: "search_document_content", expect: async (t) => { await doc(t, "Oak City"); return ["10 years"]; } },
  { group: "documents", query: "According to our operating agreement, who are the members and what share does each one have?", tool: "search_document_content", expect: async (t) => { await doc(t, "Operating Agreement"); return ["Aisha Reyes", "Daniel Okafor"]; } },
  { group: "documents", query: "What papers do we have on file for the Osprey Point house?", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await pid(t, "Osprey")}`) },

  // Stays (4)
  { group: "stays", query: Q_CABIN_NIGHTS, tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))] },
  { group: "stays", query: "Who stayed at the Osprey Point cottage in July? Just the names, please.", tool: "query_database", expect: async (t) => (await guestsOf(t, "Osprey", month(Y(t), 7))).slice(0, 2) },
  { group: "stays", query: "How many bookings did the cabin have in September?", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 9), property: await pid(t, "Juniper") }))] },
  { group: "stays", query: "Was the beach cottage busy last month? How many nights had guests in it?", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))] },

  // Follow-ups (5)
  { group: "follow-ups", query: "And what about this year so far?", after: Q_RALEIGH_RENT, tool: "query_database", expect: async (t) => [await money(t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Hickory") }))] },
  { group: "follow-ups", query: "What about just the cabin?", after: Q_ELECTRIC, tool: "query_database", expect: async (t) => [await money(t.sum({ type: "expense", ...year(Y(t) - 1), q: "DUKE ENERGY", property: await pid(t, "Juniper") }))] },
  { group: "follow-ups", query: "And the cottage in Wilmington?", after: Q_DURHAM_BUY, tool: "query_database", expect: async (t) => { const p = await t.property("Osprey"); return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`]; } },
  { group: "follow-ups", query: "and our filing number with the state?", after: Q_EIN, tool: "query_database", expect: async (t) => [(await company(t)).state_filing_number] },
  { group: "follow-ups", query: "And how much money did it bring in that month?", after: Q_CABIN_NIGHTS, tool: "query_database", expect: async (t) => [await money(t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Juniper") }))] },

  // The records cannot answer (10)
  { group: "unanswerable", query: "What would the Raleigh house sell for if we put it on the market today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much do we still owe on the cabin's mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is it going to rain in Asheville this weekend? We have guests coming in.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we pay Mike's Painting last year for the trim work?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise Keisha's rent to when her lease renews?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we turn the Durham apartment into an Airbnb? Would it save us on taxes?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What is Owen's credit score? I'd feel better knowing.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much of a security deposit is Owen's family holding with us for the Raleigh house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Truist loan for the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can I deduct my mileage driving up to the cabin on my own personal tax return?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
