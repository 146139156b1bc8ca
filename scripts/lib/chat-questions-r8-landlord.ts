// Written blind: its author never read the assistant's code, its tests, its docs or any other question set,
// only the fixture company (scripts/lib/landlord-company.ts), the REST API spec and the runner.
// Asked of Basalt Creek Holdings LLC, the Oregon LLC of long-term tenants, a property manager and one
// Airbnb carriage house. 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4,
// company 4, deadlines 5, documents 5, follow-up 8, unanswerable 10.
// Every figure, date and name is read at run time from the REST API; periods are relative to today.
// Round dollar amounts are expected without their ".00" (usd below), so "$1,500" and "$1,500.00" both hold them.
import { figure, guestsOf, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, lastMonth, type Case, type Truth } from "./chat-questions";

/** A figure as figure() writes it, less a ".00" ending: contained in both "$428,000" and "$428,000.00". */
const usd = (amount: string) => figure(amount).replace(/\.00$/, "");
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
/** The latest calendar quarter q (1..4) that has already ended. */
const latestQuarter = (t: Truth, q: number) => (quarter(thisY(t), q).end < t.today ? quarter(thisY(t), q) : quarter(thisY(t) - 1, q));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** A property's free-form metadata (tenants, rents, nicknames). */
const meta = async (t: Truth, fragment: string) => (await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;
const company = (t: Truth) => t.get<{ legal_name: string; state_of_formation: string; formation_date: string; ein: string; state_filing_number: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
const STATES: Record<string, string> = { OR: "Oregon" };

/** The passages of one document (found by its title) that a word search finds, joined. */
async function docText(t: Truth, title: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&mode=lexical&top_k=20`);
  if (hits.items.length === 0) throw new Error(`nothing on "${words}" in ${title}`);
  return hits.items.map((h) => h.text).join("\n");
}
/** The first group of a pattern in a document's passages: an amount, its thousands commas removed. */
async function fromDoc(t: Truth, title: string, words: string, pattern: RegExp): Promise<string> {
  const text = await docText(t, title, words);
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`${pattern} not in ${title}`);
  return found.replace(/,/g, "");
}
/** The due date of the next open obligation of a query, written long. */
async function nextDue(t: Truth, query: string): Promise<string[]> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return [longDate(o.due_date)];
}
const none = async () => [] as string[];

export const R8_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t), q: "Kowalczyk" }))],
  },
  {
    group: "income",
    query: "gross rental income for Q3 of last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...quarter(thisY(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "How much did the carriage house gross on Airbnb last month?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "how many bookings was that",
    after: "How much did the carriage house gross on Airbnb last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "break down last year's rental income by property",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const p of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"]) out.push(usd(await t.sum({ categories: RENTS, ...lastY(t), property: await pid(t, p) })));
      return out;
    },
  },
  {
    group: "income",
    query: "total revenue for Basalt Creek in march of last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...month(thisY(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "airbnb income ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up the rent collected on the beaverton condo in Q2",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...latestQuarter(t, 2), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "calculate the long-term rent we've collected from all our tenants so far this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...lastY(t), q: "Rosario" }))],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: "How much have we spent on HOA dues this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "How much have we spent on HOA dues this year",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:hoa_fees&start_date=${thisYear(t).start}&end_date=${t.today}&page_size=1`);
      const payee = items[0]?.description.split(" - ")[0]?.split(/\s+/).slice(0, 3).join(" ");
      if (!payee) throw new Error("no HOA payment this year");
      return [payee];
    },
  },
  {
    group: "expenses",
    query: "utilities on the carriage house last year - electric, gas, water, internet, trash, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...lastY(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr across all 5 properties?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "total Brightwell management fees ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were all the expenses on the Thornapple house last month",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "expenses",
    query: "GUILD MORTGAGE interest paid on sycamore last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...lastY(t), q: "GUILD MORTGAGE", property: await pid(t, "Sycamore") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the sycamore hollow house this year to date?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: "net income on the sycamore hollow house this year to date?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "net",
    query: "after every expense, how much has the company cleared overall this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Was Mill Race profitable last year? what was its net",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "net", ...lastY(t), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked at hood river in Q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", latestQuarter(t, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Beaverton condo",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Quarry Bend")).tenant)],
  },
  {
    group: "follow-up",
    query: "how much is he paying a month",
    after: "who's the tenant in the Beaverton condo",
    tool: "query_database",
    expect: async (t) => [usd(String((await meta(t, "Quarry Bend")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the two units at larkspur and what does each pay",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { tenant: string; monthly_rent: string }[];
      return units.flatMap((u) => [u.tenant, usd(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did we get last year at the carriage house",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastY(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "when does Marisol's lease end",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Pennington");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Pennington");
      return [end];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the thornapple st house",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    after: "what did we pay for the thornapple st house",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Thornapple")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis split on 2210 Sycamore Hollow",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "carriage house - furniture basis and date placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("Mill Race has no placed-in-service date");
      return [usd(p.ffe_basis), longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "whats the depreciable basis on the quarry bend unit",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when and in what state was Basalt Creek Holdings formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date), STATES[c.state_of_formation] ?? c.state_of_formation];
    },
  },
  {
    group: "company",
    query: "who's listed as our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "what's the LLC's registry number with the oregon secretary of state",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due in the next 30 days",
    tool: "query_database",
    // Nothing may fall in the window on some days of the year: then there is nothing to hold.
    expect: async (t) => [...new Set((await obligations(t, "upcoming=30")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "are we late on anything?",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "status=overdue")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "When is the next 1065 due",
    tool: "query_database",
    expect: (t) => nextDue(t, "obligation_type=tax:filing"),
  },
  {
    group: "follow-up",
    query: "and the next estimated tax payment?",
    after: "When is the next 1065 due",
    tool: "query_database",
    expect: (t) => nextDue(t, "obligation_type=tax:payment"),
  },
  {
    group: "deadlines",
    query: "oregon annual report - when do we have to file the next one",
    tool: "query_database",
    expect: (t) => nextDue(t, "obligation_type=compliance:periodic_report"),
  },
  {
    group: "deadlines",
    query: "deadline to renew the hood river STR permit",
    tool: "query_database",
    expect: (t) => nextDue(t, "obligation_type=compliance:license_renewal&q=short-term%20rental%20permit"),
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the late fee in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [usd(await fromDoc(t, "Kowalczyk", "late fee", /late fee of \$([\d,]+(?:\.\d\d)?)/))],
  },
  {
    group: "documents",
    query: "per the operating agreement, who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "Percentage Interest members");
      const found = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+%) Percentage Interest/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (found.length === 0) throw new Error("no members in the operating agreement");
      return [...new Set(found)];
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the quarry bend HOA levied per unit",
    tool: "search_document_content",
    expect: async (t) => [usd(await fromDoc(t, "Quarry Bend", "special assessment", /special assessment of \$([\d,]+(?:\.\d\d)?)/))],
  },
  {
    group: "documents",
    query: "deductible on the mill race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [usd(await fromDoc(t, "Columbia Gorge", "deductible occurrence", /\$([\d,]+(?:\.\d\d)?) per occurrence/))],
  },
  {
    group: "follow-up",
    query: "and what's the annual premium on it",
    after: "deductible on the mill race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [usd(await fromDoc(t, "Columbia Gorge", "annual premium", /Annual premium: \$([\d,]+(?:\.\d\d)?)/))],
  },
  {
    group: "documents",
    query: "which leases do we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const names = (await titles(t, "q=Lease")).map((title) => /\(([^)]+)\)\s*$/.exec(title)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length === 0) throw new Error("no leases on file");
      return names;
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much principal is still owed on the OnPoint mortgage", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "project our airbnb revenue for next summer", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we sell sycamore hollow or do a cash-out refi?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what did Cascade Ridge Properties LLC make in rent last year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's Devon Achterberg's credit score", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did we pay for snow plowing at the duplex last winter", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what rent will Tobias agree to when his lease renews", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what is corwin's personal income tax bracket", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "going cap rate for rentals in hood river right now?", tool: "query_database", unanswerable: true, expect: none },
];
