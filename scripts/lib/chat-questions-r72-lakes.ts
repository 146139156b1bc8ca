// Blind set r72-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the document list and the occupancy report), or, for a figure a document states, quoted from that document once the API shows it is on file. Persona: the members' son-in-law, an engineer who asks exact questions (precise periods, sums and counts, what a figure includes, year-on-year comparisons).
import Decimal from "decimal.js";
import { type Case, type Truth, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const yearOfToday = (t: Truth) => Number(t.today.slice(0, 4));
const monthOfToday = (t: Truth) => Number(t.today.slice(5, 7));
const since = (start: string, t: Truth) => ({ start, end: t.today });

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** The newest transactions matching a filter (newest first). */
async function latest(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=50&sort=-transaction_date&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** The guests of the cabin's stays checking in during a period: each booking reads "Airbnb CODE / Guest Name / N nights, ...". */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Loon Song");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests at the cabin in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Throws unless a document whose title or file name holds `q` is on file; returns its titles. */
async function onFile(t: Truth, q: string): Promise<string[]> {
  return titles(t, `q=${encodeURIComponent(q)}`);
}

/** The first open obligation whose description holds `q`, due today or later. */
async function nextDue(t: Truth, q: string, also: (description: string) => boolean = () => true) {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  const found = items.find((o) => o.status !== "completed" && o.status !== "cancelled" && also(o.description));
  if (!found) throw new Error(`no open obligation for ${q}`);
  return found;
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}

interface PropertyRow {
  address: string;
  placed_in_service: string | null;
  purchase_price_total: string;
}

// Queries other questions follow.
const HOLLISTER_RENT_LAST_YEAR = "what did the Hollister Ave apartments collect in rent last yr? just rent please, not laundry or the water/sewer bill-backs";
const CABIN_PROPANE_YTD = "What has propane cost us at the cabin so far this year? Wolf River deliveries plus the tank lease";
const FARM_PURCHASE = "When exactly did we buy the Colfax farmland, and what was the purchase price?";
const BREKKE_RENT = "How much rent are Travis and Jolene paying per month on the Chippewa Falls house right now, not counting the pet rent?";
const CABIN_GUESTS_LAST_MONTH = "who stayed at the cabin last month? names please";

export const R72_LAKES_CASES: Case[] = [
  // ------------------------------------------------------------------ income (9)
  {
    group: "income",
    query: HOLLISTER_RENT_LAST_YEAR,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "income",
    query: "Total revenue for Tamarack Ridge ytd, all four properties, everything included",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ type: "revenue", ...thisYear(t) }))}`];
    },
  },
  {
    group: "income",
    query: "How much gross booking income did the Loon Song cabin take in during q3 this year (Jul 1 - Sep 30)?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      return [`$${figure(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...quarter(yearOfToday(t), 3) }))}`];
    },
  },
  {
    group: "income",
    query: "what did Amundsen's cash rent on the farm add up to last year? both half-year checks combined",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("County Road Q");
      return [`$${figure(await t.sum({ categories: ["revenue"], property: p.id, ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "income",
    query: "Compare the cabin's rental income this year through today against the same stretch last year (Jan 1 to today's date)",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      const Y = yearOfToday(t);
      const md = t.today.slice(5) === "02-29" ? "02-28" : t.today.slice(5);
      const now = await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...thisYear(t) });
      const then = await t.sum({ categories: ["revenue:rental_income"], property: p.id, start: `${Y - 1}-01-01`, end: `${Y - 1}-${md}` });
      return [`$${figure(now)}`, `$${figure(then)}`];
    },
  },
  {
    group: "income",
    query: "How much did the coin laundry at Hollister bring in last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [`$${figure(await t.sum({ categories: ["revenue"], property: p.id, q: "Laundry", ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "income",
    query: "How much have we collected in late fees this year, Kittleson and the Brekkes combined?",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))}`];
    },
  },
  {
    group: "income",
    query: "can you tell me how much the housing authority paid us in HAP for Tamika's unit (Apt 4) last year? not her own share, just the HAP",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [`$${figure(await t.sum({ categories: ["revenue"], property: p.id, q: "housing assistance payment", ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "income",
    query: "Pet money from the Bridgewater house since the dog moved in: the one-time pet fee plus all the monthly pet rent, total $",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Bridgewater");
      return [`$${figure(await t.sum({ categories: ["revenue:pet_fees"], property: p.id, start: "2000-01-01", end: t.today }))}`];
    },
  },

  // ------------------------------------------------------------------ expenses (8)
  {
    group: "expenses",
    query: "How much did we pay Red Cedar in management fees last yr? just the 7% fee",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ categories: ["expense:property_management"], ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "expenses",
    query: CABIN_PROPANE_YTD,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      return [`$${figure(await t.sum({ categories: ["expense"], property: p.id, q: "Wolf River Propane", ...thisYear(t) }))}`];
    },
  },
  {
    group: "expenses",
    query: "Calculate everything Rindahl billed for the cabin over last winter's plow season (the Nov-thru-April invoices) - pushes and roof raking both",
    tool: "query_database",
    async expect(t) {
      const Y = yearOfToday(t);
      // Last winter: the season that ended in April of this year, or of last year while this one is still going (Jan-Apr).
      const endYear = monthOfToday(t) <= 4 ? Y - 1 : Y;
      const p = await t.property("Loon Song");
      return [`$${figure(await t.sum({ categories: ["expense"], property: p.id, q: "Rindahl", start: `${endYear - 1}-11-01`, end: `${endYear}-04-30` }))}`];
    },
  },
  {
    group: "expenses",
    query: "property tax paid on all 4 properties in total last year (both installments)?",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "expenses",
    query: "What have we spent with Valley Pro Plumbing & Heating since Jan 1 of last year, all properties together?",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ type: "expense", q: "Valley Pro", ...since(`${yearOfToday(t) - 1}-01-01`, t) }))}`];
    },
  },
  {
    group: "expenses",
    query: "What has the Hollister building cost us to run ytd? all expenses, mortgage interest included",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [`$${figure(await t.sum({ type: "expense", property: p.id, ...thisYear(t) }))}`];
    },
  },
  {
    group: "expenses",
    query: "Insurance premiums company-wide for last year - every policy, the umbrella included pls",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ categories: ["expense:insurance"], ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "expenses",
    query: "pull up what Pine Needle charged for cabin cleanings last month",
    tool: "query_database",
    async expect(t) {
      return [`$${figure(await t.sum({ type: "expense", q: "Pine Needle", ...lastMonth(t.today) }))}`];
    },
  },

  // ------------------------------------------------------------------ properties (5)
  {
    group: "properties",
    query: FARM_PURCHASE,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("County Road Q");
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the cabin? building + furniture, land excluded",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      return [`$${figure(p.depreciable_basis)}`];
    },
  },
  {
    group: "properties",
    query: "how was the Hollister purchase split between land and building?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "properties",
    query: "Full street address of the Chippewa Falls house?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Chippewa Falls");
      return [p.address.split(",")[0]!];
    },
  },
  {
    group: "properties",
    query: "Which of our properties was placed in service most recently, and on what date?",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: PropertyRow[] }>("/api/v1/properties?page_size=100");
      const newest = items.filter((p) => p.placed_in_service).sort((a, b) => b.placed_in_service!.localeCompare(a.placed_in_service!))[0];
      if (!newest) throw new Error("no placed-in-service dates");
      return [newest.address.split(",")[0]!, longDate(newest.placed_in_service!)];
    },
  },

  // ------------------------------------------------------------------ tenants, rents, leases (5)
  {
    group: "tenants",
    query: "What's Mai Nou paying for Apt 2 rigth now?",
    tool: "query_database",
    async expect(t) {
      const [tx] = await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 2 rent")}`);
      return [`$${figure(tx!.amount)}`];
    },
  },
  {
    group: "tenants",
    query: BREKKE_RENT,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Bridgewater");
      const [tx] = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}`);
      return [`$${figure(tx!.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "how much of a security deposit are we holding from the Brekkes on Bridgewater Ct?",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "Bridgewater Court");
      // The Brekke lease, section 3: "SECURITY DEPOSIT. $1,595.00, received September 1, 2021 and still held."
      return ["$1,595.00"];
    },
  },
  {
    group: "tenants",
    query: "Who's the tenant in Apt 6 at Hollister, and what's his monthly rent these days?",
    tool: "query_database",
    async expect(t) {
      const [tx] = await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 6 rent")}`);
      const name = /from (.+?) - Apt 6 rent/.exec(tx!.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx!.description}`);
      return [name, `$${figure(tx!.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "What rate per tillable acre is Leif paying on the Colfax ground this crop year, and what does that come to for a full year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("County Road Q");
      const [tx] = await latest(t, `category=revenue&property_id=${p.id}&q=${encodeURIComponent("cash rent")}`);
      const rate = /at (\$\d+)\/acre/.exec(tx!.description)?.[1];
      if (!rate) throw new Error(`no rate in ${tx!.description}`);
      return [rate, `$${figure(new Decimal(tx!.amount).times(2))}`];
    },
  },

  // ------------------------------------------------------------------ company (4)
  {
    group: "company",
    query: "what's the EIN for Tamarack Ridge Holdings?",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<Company>("/api/v1/company");
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "I need our WI DFI entity ID / state filing number for a form",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<Company>("/api/v1/company");
      if (!c.state_filing_number) throw new Error("no filing number");
      return [c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed, and who's our registered agent?",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<Company>("/api/v1/company");
      if (!c.formation_date || !c.registered_agent) throw new Error("no formation date or agent");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "Per the operating agreement, what percentage interest does Tomasz hold?",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "Operating Agreement");
      // Article III of the operating agreement: "| Tomasz Wierzbicki | 35% | $70,000 |".
      return ["35%"];
    },
  },

  // ------------------------------------------------------------------ deadlines (5)
  {
    group: "deadlines",
    query: "What's the very next deadline on the calendar for the company, any property?",
    tool: "query_database",
    async expect(t) {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the nxt 60 days? list them with dates",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the ST-12 sales tax return for Q4 due?",
    tool: "query_database",
    async expect(t) {
      const o = await nextDue(t, "ST-12", (d) => d.includes("Q4"));
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When's the next DFI annual report due, and what's the fee?",
    tool: "query_database",
    async expect(t) {
      const o = await nextDue(t, "DFI annual report");
      const fee = /\$\d+/.exec(o.description)?.[0];
      return fee ? [longDate(o.due_date), fee] : [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "what date is the balloon payment on the Hemlock Valley loan for Hollister?",
    tool: "query_database",
    async expect(t) {
      const o = await nextDue(t, "balloon");
      return [longDate(o.due_date)];
    },
  },

  // ------------------------------------------------------------------ documents (6)
  {
    group: "documents",
    query: "According to the Rindahl plowing contract, what's the price per push and what's the season cap?",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "Rindahl");
      // Sections 3 and 4 of the snow removal agreement: "$65.00 for each plowing" and "no more than $1,150.00".
      return ["$65", "$1,150"];
    },
  },
  {
    group: "documents",
    query: "Under the Red Cedar management agreement, how big a repair can they order w/o asking us first?",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "Red Cedar");
      // Section 5: "The Agent may order repairs of up to $750 per item without the Owner's approval".
      return ["$750"];
    },
  },
  {
    group: "documents",
    query: "What does the Hemlock Valley promissory note say the late charge is, and after how many days does it kick in?",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "promissory note");
      // Section 5: "more than 10 days after its due date carries a late charge of 5% of the payment".
      return ["5%", "10 days"];
    },
  },
  {
    group: "documents",
    query: "What's the max number of guests allowed at the cabin according to the house rules?",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "house rules");
      // "Maximum 8 guests (three bedrooms and a bunk loft)".
      return ["8"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    async expect(t) {
      const p = await t.property("Loon Song");
      return titles(t, `property_id=${p.id}`);
    },
  },
  {
    group: "documents",
    query: "what insurance policy documents are on file?",
    tool: "list_business_documents",
    async expect(t) {
      return titles(t, "doc_type=insurance");
    },
  },

  // ------------------------------------------------------------------ stays (4)
  {
    group: "stays",
    query: "How many separate stays did the cabin have in July this year, and how many nights total?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      const july = month(yearOfToday(t), 7);
      const stays = await t.count({ categories: ["revenue:rental_income"], property: p.id, ...july });
      return [String(stays), String(await nightsBooked(t, "Loon Song", july))];
    },
  },
  {
    group: "stays",
    query: CABIN_GUESTS_LAST_MONTH,
    tool: "query_database",
    async expect(t) {
      return cabinGuests(t, lastMonth(t.today));
    },
  },
  {
    group: "stays",
    query: "nights booked at Loon Song in August of this year?",
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Loon Song", month(yearOfToday(t), 8)))];
    },
  },
  {
    group: "stays",
    query: "How many direct bookings (not through Airbnb) did the cabin get this year, and what did they bring in before the taxes we collected?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      const filter = { categories: ["revenue:rental_income"], property: p.id, q: "Direct booking", ...thisYear(t) };
      return [String(await t.count(filter)), `$${figure(await t.sum(filter))}`];
    },
  },

  // ------------------------------------------------------------------ follow-ups (5)
  {
    group: "follow-up",
    query: "and the year before that?",
    after: HOLLISTER_RENT_LAST_YEAR,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(yearOfToday(t) - 2) }))}`];
    },
  },
  {
    group: "follow-up",
    query: "how many nights did they book in total that month?",
    after: CABIN_GUESTS_LAST_MONTH,
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Loon Song", lastMonth(t.today)))];
    },
  },
  {
    group: "follow-up",
    query: "same for the cabin?",
    after: FARM_PURCHASE,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "follow-up",
    query: "and what did it run for the whole of last year?",
    after: CABIN_PROPANE_YTD,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      return [`$${figure(await t.sum({ categories: ["expense"], property: p.id, q: "Wolf River Propane", ...year(yearOfToday(t) - 1) }))}`];
    },
  },
  {
    group: "follow-up",
    query: "what was it this same month a year ago?",
    after: BREKKE_RENT,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Bridgewater");
      const then = month(yearOfToday(t) - 1, monthOfToday(t));
      const [tx] = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=${then.start}&end_date=${then.end}`);
      return [`$${figure(tx!.amount)}`];
    },
  },

  // ------------------------------------------------------------------ unanswerable (9)
  {
    group: "unanswerable",
    query: "What would the cabin sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Should we raise the Brekkes' rent at renewal, and to what? what's market rent in Chippewa Falls for a 3br ranch?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the snow forecast for Conover this weekend - will Rindahl need to plow before the next check-in?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "How much have we paid Northland Tree Service for clearing at the farm?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Could we have written the new dock off as a repair instead of depreciating it? need a yes/no tax answer",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What nightly rate is the cabin listed at on Airbnb for New Year's weekend?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What's the cap rate on the Hollister building at its current appraised value?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how many bushels per acre did Amundsen get off our ground last fall?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what will next yr's property tax bill on the cabin come to?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
];
