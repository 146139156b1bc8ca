// Blind set r71-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report, the document list), never written here; a figure quoted from a document is expected only after the document is found on file.
// Voice: the managing member's partner in another venture, asked to sanity-check the LLC's books before a meeting: direct, a bit skeptical, two-part questions now and then, a few follow-ups that change one thing.
import Decimal from "decimal.js";
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

/** This calendar year, as a number. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** A dollar figure as an answer states it: "$1,234.56". */
const usd = (amount: string | Decimal) => `$${figure(amount)}`;

interface PropertyRecord {
  id: string;
  address: string;
  acquisition_date: string;
  purchase_price_total: string;
  extra_metadata: Record<string, unknown>;
}

/** The one property whose address holds `fragment`, with its custom fields. */
async function propertyRecord(t: Truth, fragment: string): Promise<PropertyRecord> {
  const { items } = await t.get<{ items: PropertyRecord[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
}

/** A custom field of a property that must be a string. */
function field(p: PropertyRecord, key: string): string {
  const value = p.extra_metadata[key];
  if (typeof value !== "string") throw new Error(`${p.address}: no ${key}`);
  return value;
}

/** The street line of an address: "58 Quarry Bend Court, Unit 12, Beaverton, ..." -> "58 Quarry Bend Court". */
const street = (address: string) => address.split(",")[0]!.trim();

/** A document on file whose title or file name holds `q`: throws when there is none, so a quoted figure is only expected from a document the company has. */
async function onFile(t: Truth, q: string): Promise<{ title: string; doc_date: string | null }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string | null }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return items[0]!;
}

/** Open obligations matching a list query and due today or later, soonest first. */
async function ahead(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
  if (open.length === 0) throw new Error(`no open obligation ahead for ${query}`);
  return open.sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/** The date a lease ends, as the lease-renewal deadline of the tenant states it ("lease ends January 31, 2027"). */
async function leaseEnd(t: Truth, tenant: string): Promise<string> {
  const { items } = await obligations(t, `q=${encodeURIComponent(tenant)}`);
  const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
  if (!ends) throw new Error(`no lease end for ${tenant}`);
  return ends;
}

export const R71_LANDLORD_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: "What did the Thornapple house bring in for rent last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "income",
    query: "Total rent collected across all of Basalt Creek's properties last year. Just rent please, no late fees or kept deposits.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "carriage house gross airbnb bookings ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "How much rent came in from the Larkspur duplex in q2 last year, both units together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 2), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: "can you tell me how much rent Marisol has paid us so far this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Sycamore")).id, q: "Pennington" }))],
  },
  {
    group: "income",
    query: "How much have tenants paid us in late fees since the start of last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], start: `${Y(t) - 1}-01-01`, end: t.today }))],
  },
  {
    group: "income",
    query: "What did Sycamore Hollow bring in last month?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastMonth(t.today), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "Total income for the whole LLC last quarter, all sources",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Pull up the carriage house's Airbnb income for July of last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: (await t.property("Mill Race")).id }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "How much did we pay Brightwell last year? The 9% fee plus anything else they charged us",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Rosario Plumbing: total $ we've paid them, all properties, as far back as the books go",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", start: "2000-01-01", end: t.today, q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: "repairs on the duplex last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "expenses",
    query: "What did we pay in propety taxes last year, all five properties together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did insurance on the carriage house run us last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "HOA dues paid on the Beaverton condo this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "expenses",
    query: "Calculate total operating expenses for the company last yr, not counting the new roof on Thornapple",
    tool: "query_database",
    expect: async (t) => {
      const all = await t.sum({ categories: ["expense"], ...year(Y(t) - 1) });
      const capital = await t.sum({ categories: ["expense:capital_improvement", "expense:furniture_equipment"], ...year(Y(t) - 1) });
      return [usd(new Decimal(all).minus(capital))];
    },
  },
  {
    group: "expenses",
    query: "Sycamore last year: what did it bring in, and what did it cost us?",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property("Sycamore")).id;
      return [usd(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1), property })), usd(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), property }))];
    },
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: "When did we buy the Larkspur duplex and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the carriage house? building plus furniture, leave the land out",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How's the basis on the Salem house split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the exact address of the Beaverton condo",
    tool: "query_database",
    expect: async (t) => [street((await t.property("Quarry Bend")).address)],
  },
  {
    group: "properties",
    query: "What did we pay for all five places combined? Purchase prices only.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=200");
      if (items.length !== 5) throw new Error(`expected five properties, found ${items.length}`);
      return [usd(items.reduce((total, p) => total.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "Who's renting Thornapple and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyRecord(t, "Thornapple");
      return [field(p, "tenant"), usd(field(p, "monthly_rent"))];
    },
  },
  {
    group: "tenants",
    query: "Who are the two tenants in the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Larkspur")).extra_metadata.units as { tenant: string }[] | undefined;
      if (!units?.length) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "tenants",
    query: "When does Tobias's lease on the condo end?",
    tool: "query_database",
    expect: async (t) => [await leaseEnd(t, "Tobias Wren")],
  },
  {
    group: "tenants",
    query: "How big a security deposit did Brianna put down on Thornapple?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kowalczyk");
      return ["$2,400"];
    },
  },
  {
    group: "tenants",
    query: "who was renting the Salem house before Marisol moved in?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${(await t.property("Sycamore")).id}&page_size=200`);
      const names = [...new Set(items.map((tx) => /ZELLE FROM (.+?) RENT/i.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name)))];
      const before = names.filter((name) => !/pennington/i.test(name));
      if (before.length !== 1) throw new Error(`tenants before Marisol: ${JSON.stringify(before)}`);
      return [before[0]!.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())];
    },
  },

  // Company facts
  {
    group: "company",
    query: "Whats the EIN for Basalt Creek again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what % does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Helena Marsh", "Corwin Adeyemi"];
    },
  },
  {
    group: "company",
    query: "Oregon registry number for the company, and what date were we formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, street(registered_agent.address)];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, `start_date=${t.today}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await ahead(t, "upcoming=30")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due to the Secretary of State?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, "obligation_type=compliance:periodic_report"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to file the partnership return (1065) for this year?",
    tool: "query_database",
    expect: async (t) => {
      const [filing] = await ahead(t, `obligation_type=tax:filing&q=${encodeURIComponent(`for ${Y(t)}`)}`);
      return [longDate(filing!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Hood River STR permit renewal, when's it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, `obligation_type=compliance:license_renewal&q=${encodeURIComponent("short-term rental permit")}`))[0]!.due_date)],
  },

  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "How much can Brightwell spend on a single repair without running it by us first? What does the management agreement say?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "Quarry Bend HOA special assessment: how much per unit, and when are the installments due?",
    tool: "search_document_content",
    expect: async (t) => {
      const rules = await onFile(t, "Quarry Bend Condominium Association Rules");
      if (!rules.doc_date) throw new Error("the HOA rules have no date");
      // The rules, amended in February, set the installments for March 1 and September 1 of the year after.
      return ["$3,150", `March 1, ${Number(rules.doc_date.slice(0, 4)) + 1}`];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: "what late fee does Marisol's lease charge, and when does it kick in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Pennington");
      return ["$60"];
    },
  },
  {
    group: "documents",
    query: "What paperwork do we have on file for the Thornapple house?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "Which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // The carriage house's stays
  {
    group: "stays",
    query: "How many Airbnb bookings did the carriage house get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "stays",
    query: "nights booked at the carriage house in august last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "stays",
    query: "Who stayed at the Hood River place last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "Carriage house so far this year: how many stays, and how many nights total?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property("Mill Race")).id })), String(await nightsBooked(t, "Mill Race", thisYear(t)))],
  },

  // Follow-ups: one thing changed
  {
    group: "follow-up",
    query: "and the duplex?",
    after: "What did the Thornapple house bring in for rent last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "follow-up",
    query: "same question for Sycamore",
    after: "What did insurance on the carriage house run us last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "follow-up",
    query: "what about July?",
    after: "nights booked at the carriage house in august last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 7)))],
  },
  {
    group: "follow-up",
    query: "ok and the Salem house?",
    after: "Who's renting Thornapple and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyRecord(t, "Sycamore");
      return [field(p, "tenant"), usd(field(p, "monthly_rent"))];
    },
  },
  {
    group: "follow-up",
    query: "And what do they charge us when a lease renews?",
    after: "How much can Brightwell spend on a single repair without running it by us first? What does the management agreement say?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["$150"];
    },
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: "What's the Thornapple house worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do we still owe on the Larkspur morgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is it supposed to rain in Hood River this weekend? Trying to decide whether to send the cleaner up",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Cascade Pest Control last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we raise Devon's rent to when his lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we 1031 the Sycamore house into something bigger, and what would the tax hit be if we just sold it instead?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Tobias Wren's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are comparable Airbnbs in Hood River charging a night these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the Guild mortgage for Sycamore?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
