// The may-landlord set: written blind (the assistant's code, its tests, its docs and every other question
// set left unread; no assistant answer seen). Asked of the landlord fixture company, Basalt Creek Holdings
// LLC (Oregon): four unfurnished long-term rentals (Thornapple, the Larkspur duplex, the Quarry Bend condo
// in Beaverton, all three through Brightwell Property Management, and the self-managed Sycamore Hollow
// house in Salem) and the Mill Race carriage house in Hood River, let short-term on Airbnb.
// 60 questions typed the way owners, a bookkeeper or their CPA type them. Groups: income 8, expenses 7,
// net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5, follow-up 8 (each right
// after the question it follows), unanswerable 10. Every figure, date and name is read from the REST API
// at run time, with periods relative to today.
import Decimal from "decimal.js";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** This calendar year, as a number. */
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
/** Last calendar year, January 1 to December 31. */
const lastYr = (t: Truth) => year(thisYr(t) - 1);
/** The id of the one property whose address holds `fragment`. */
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** Assets bought, not expenses: kept out of net operating income. */
const CAPITAL = ["expense:capital_improvement", "expense:furniture_equipment"];

/** Revenue minus operating expenses (every expense but capital spending), for the company or one property. */
async function operatingNet(t: Truth, period: { start: string; end: string }, property?: string): Promise<string> {
  const revenue = await t.sum({ type: "revenue", ...period, property });
  const expense = await t.sum({ type: "expense", ...period, property });
  const capital = await t.sum({ categories: CAPITAL, type: "expense", ...period, property });
  return new Decimal(revenue).minus(new Decimal(expense).minus(capital)).toFixed(2);
}

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
}
const propertyRecords = async (t: Truth) => (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=50")).items;

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open obligations matching a list query, soonest first. */
const openOf = async (t: Truth, query: string) => (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");

/** A match of `pattern` in the passages of the one document whose title holds `titleFragment`, found by searching it for `q`. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<RegExpExecArray> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=20`);
  const match = pattern.exec(hits.items.map((h) => h.text).join("\n"));
  if (!match) throw new Error(`no ${pattern} in "${items[0]!.title}" (searched for "${q}")`);
  return match;
}
/** A dollar amount as the document writes it, without zero cents ("$2,400.00" -> "$2,400"), so "$2,400" and "$2,400.00" both pass. */
const asWritten = (amount: string) => amount.replace(/\.00$/, "");
const AMOUNT = String.raw`\$[\d,]+(?:\.\d\d)?`;

/** "GARRETT HOLLIS" -> "Garrett Hollis" */
const titleCase = (name: string) => name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

export const MAY_LANDLORD_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "total rental income ytd - long term leases + the airbnb, combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "gross airbnb bookings at the carriage house last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "and how much did airbnb skim off that in host fees",
    after: "gross airbnb bookings at the carriage house last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastYr(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "pull up what Brightwell collected in rent for Thornapple last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "larkspur duplex rents for last year, both units together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "did we get any late fees this yr? how much total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Salem house - how much rent came in last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "give me total income for Basalt Creek last month, all sources",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much of the old salem tenant's security deposit did we end up keeping",
    tool: "query_database",
    expect: async (t) => {
      const kept = await t.sum({ categories: ["revenue:security_deposit_forfeited"], start: lastYr(t).start, end: t.today, property: await pid(t, "Sycamore") });
      if (new Decimal(kept).isZero()) throw new Error("no deposit kept at Sycamore");
      return [figure(kept)];
    },
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "calculate mortgage interest paid last yr across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "just the salem one?",
    after: "calculate mortgage interest paid last yr across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "expenses",
    query: "pacific power bills for hood river ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "PACIFIC POWER", type: "expense", ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "what have we paid gorge sparkle so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "GORGE SPARKLE", type: "expense", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "all in, what did we pay brightwell in fees last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "Brightwell", type: "expense", ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "multnomah county prop tax last yr total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "MULTNOMAH COUNTY", categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the condo ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "expenses",
    query: "repairs total last year, all props",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYr(t) }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "net income ytd for the llc",
    tool: "query_database",
    expect: async (t) => [figure(await operatingNet(t, thisYear(t)))],
  },
  {
    group: "net",
    query: "what did the carriage house net last yr after its expenses",
    tool: "query_database",
    expect: async (t) => [figure(await operatingNet(t, lastYr(t), await pid(t, "Mill Race")))],
  },
  {
    group: "net",
    query: "thornapple profit last year, rent minus expenses, not counting the new roof",
    tool: "query_database",
    expect: async (t) => [figure(await operatingNet(t, lastYr(t), await pid(t, "Thornapple")))],
  },
  {
    group: "follow-up",
    query: "what did that roof run us",
    after: "thornapple profit last year, rent minus expenses, not counting the new roof",
    tool: "query_database",
    expect: async (t) => {
      const roof = await t.sum({ categories: ["expense:capital_improvement"], ...lastYr(t), property: await pid(t, "Thornapple") });
      if (new Decimal(roof).isZero()) throw new Error("no capital improvement at Thornapple last year");
      return [figure(roof)];
    },
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "how many airbnb stays did the carriage house have last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "what'd those gross",
    after: "how many airbnb stays did the carriage house have last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at mill race in Q3 last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", quarter(thisYr(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "guest list for the carriage house, august of last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(thisYr(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the beaverton condo and what's the rent",
    tool: "query_database",
    expect: async (t) => {
      const condo = (await propertyRecords(t)).find((p) => p.address.includes("Quarry Bend"));
      const { tenant, monthly_rent } = condo?.extra_metadata ?? {};
      if (!tenant || !monthly_rent) throw new Error("no tenant or rent on the Quarry Bend record");
      return [tenant, figure(monthly_rent)];
    },
  },
  {
    group: "follow-up",
    query: "when's his lease up?",
    after: "who's renting the beaverton condo and what's the rent",
    tool: "query_database",
    expect: async (t) => {
      const condo = (await propertyRecords(t)).find((p) => p.address.includes("Quarry Bend"));
      const tenant = condo?.extra_metadata.tenant;
      if (!tenant) throw new Error("no tenant on the Quarry Bend record");
      const renewal = (await obligations(t, `q=${encodeURIComponent(`Lease renewal: ${tenant}`)}`)).items[0];
      const ends = renewal && /lease ends (\w+ \d{1,2}, \d{4})/.exec(renewal.description)?.[1];
      if (!ends) throw new Error(`no lease end for ${tenant}`);
      return [ends];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "rent roll pls - each tenant + monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const tenants = (await propertyRecords(t)).flatMap((p) => [p.extra_metadata.tenant, ...(p.extra_metadata.units ?? []).map((u) => u.tenant)]).filter((name): name is string => Boolean(name));
      if (tenants.length === 0) throw new Error("no tenants on the property records");
      return tenants;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who was the tenant in salem before marisol",
    tool: "query_database",
    expect: async (t) => {
      const salem = await pid(t, "Sycamore");
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${salem}&start_date=${lastYr(t).start}&end_date=${t.today}&sort=transaction_date&page_size=200`);
      const payers = [...new Set(items.map((tx) => /ZELLE FROM (.+?) RENT/i.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name)))];
      const before = payers.filter((name) => !/marisol/i.test(name));
      if (before.length === 0) throw new Error("no earlier Salem tenant in the ledger");
      return [titleCase(before[0]!)];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what'd we pay for thornapple and when",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs bldg split on the salem house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis on the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis on larkspur and when did depreciation start",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      if (!p.placed_in_service) throw new Error("Larkspur has no placed-in-service date");
      return [figure(p.depreciable_basis), longDate(p.placed_in_service)];
    },
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "what's the EIN for basalt creek",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "registered agent name + address on file?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent?.address) throw new Error("no registered agent");
      return [agent.name, agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "follow-up",
    query: "which formation docs do we have on file",
    after: "when was the llc formed",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "company",
    query: "our oregon SOS registry #?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated tax payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const second = (await openOf(t, "obligation_type=tax:payment"))[1];
      if (!second) throw new Error("no second open estimated tax payment");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next OR annual report due date",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to get the 1065 filed by",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no open partnership return");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 45 days",
    tool: "query_database",
    expect: async (t) => {
      const due = await openOf(t, "upcoming=45");
      if (due.length === 0) throw new Error("nothing due in the next 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when does the safeco policy on thornapple renew",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Thornapple")}`);
      if (!next) throw new Error("no open Thornapple insurance renewal");
      return [longDate(next.due_date)];
    },
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "what's the security deposit on the thornapple lease",
    tool: "search_document_content",
    expect: async (t) => [asWritten((await fromDocument(t, "Lease, 1147 SE Thornapple", "security deposit", new RegExp(`security deposit of (${AMOUNT})`)))[1]!)],
  },
  {
    group: "follow-up",
    query: "and on the salem lease?",
    after: "what's the security deposit on the thornapple lease",
    tool: "search_document_content",
    expect: async (t) => [asWritten((await fromDocument(t, "Lease, 2210 Sycamore", "security deposit", new RegExp(`security deposit of (${AMOUNT})`)))[1]!)],
  },
  {
    group: "documents",
    query: "how much can brightwell spend on a repair w/o our ok",
    tool: "search_document_content",
    expect: async (t) => [asWritten((await fromDocument(t, "Property Management Agreement", "spend on a repair without the Owner's approval", new RegExp(`spend up to (${AMOUNT}) on any one repair`)))[1]!)],
  },
  {
    group: "documents",
    query: "condo hoa special assessment - how much and when are the installments due",
    tool: "search_document_content",
    expect: async (t) => {
      const m = await fromDocument(t, "Quarry Bend Condominium Association", "special assessment installments", new RegExp(`special assessment of (${AMOUNT}) per unit[\\s\\S]*?installments of ${AMOUNT} due (\\w+ \\d{1,2}, \\d{4}) and (\\w+ \\d{1,2}, \\d{4})`));
      return [asWritten(m[1]!), m[3]!];
    },
  },
  {
    group: "documents",
    query: "deductible on the carriage house policy?",
    tool: "search_document_content",
    expect: async (t) => [asWritten((await fromDocument(t, "Columbia Gorge Mutual declarations", "deductible", new RegExp(`(${AMOUNT}) per occurrence`)))[1]!)],
  },
  {
    group: "documents",
    query: "ownership split between the members per the operating agmt",
    tool: "search_document_content",
    expect: async (t) => {
      const m = await fromDocument(t, "Operating Agreement", "members percentage interests", /(\w+ \w+) holds an? (\d+%) Percentage Interest[\s\S]*?(\w+ \w+) holds an? (\d+%) Percentage Interest/);
      return [m[1]!, m[2]!, m[3]!, m[4]!];
    },
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what's the carriage house going to gross next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's thornapple worth today if we sold it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal on the guild mortgage for salem?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "brianna kowalczyk's phone #", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did Front Range Rentals LLC take in last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on larkspur, is it worth it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "going rate for a 2br condo rental in beaverton right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "snow removal spend at thornapple last winter", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much transient lodging tax did we remit to hood river county ytd", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will each member's K-1 show for this year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
