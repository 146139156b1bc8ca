// The mar-landlord set: written blind (the assistant's code, its tests and every other question set left
// unread; no assistant answer seen). Company: Basalt Creek Holdings LLC, the Oregon landlord fixture
// (scripts/lib/landlord-company.ts): four long-term rentals (Thornapple, the Larkspur duplex, the Quarry
// Bend condo, Sycamore Hollow in Salem), three of them through Brightwell Property Management, and the
// Mill Race carriage house in Hood River let on Airbnb.
// 60 questions, typed as owners, a bookkeeper or their CPA type them: income 8, expenses 7, net 3,
// bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5, follow-up 8 (each right after
// the question it follows), unanswerable 10. Every figure, date and name is read from the REST API at
// run time, with periods relative to today.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, year, type Case, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));

/** A sum that must not be empty: zero means the records do not cover the period (a stale database). */
async function some(amount: Promise<string>, what: string): Promise<string> {
  const value = await amount;
  if (new Decimal(value).isZero()) throw new Error(`nothing recorded for ${what}`);
  return value;
}

async function propertyId(t: Truth, fragment: string): Promise<string> {
  return (await t.property(fragment)).id;
}

/** A property's custom fields (tenant, rent, units), as the property record holds them. */
async function extra(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, unknown> };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
}

async function company(t: Truth) {
  return t.get<{ legal_name: string; ein: string | null; state_of_formation: string | null; formation_date: string | null; state_filing_number: string | null; registered_agent: { name: string; address: string | null } | null }>("/api/v1/company");
}

/** One fact of an uploaded document: the document found by title or file name, its passages searched, the regex's first group. */
async function docFact(t: Truth, fragment: string, q: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`document "${fragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=20`);
  const text = hits.items.map((hit) => hit.text).join("\n");
  const found = pattern.exec(text);
  if (!found?.[1]) throw new Error(`"${pattern}" not found in ${items[0]!.title}`);
  return found[1];
}

/** The lease end date written in a tenant's lease-renewal deadline ("lease ends January 31, 2027"). */
async function leaseEnd(t: Truth, tenant: string): Promise<string> {
  const { items } = await obligations(t, `q=${encodeURIComponent(tenant)}`);
  const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).filter((d): d is string => Boolean(d));
  if (ends.length === 0) throw new Error(`no lease end for ${tenant}`);
  return ends[ends.length - 1]!;
}

/** Open deadlines from today on, soonest first, of a query. */
async function openFromToday(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length === 0) throw new Error(`no open deadline for ${query}`);
  return open;
}

export const MAR_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "ytd long term rent collected across all the rentals (not counting airbnb)",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) }), "rent this year"))];
    },
  },
  {
    group: "income",
    query: "gross airbnb bookings for the carriage house last yr?",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await propertyId(t, "Mill Race") }), "Airbnb last year"))];
    },
  },
  {
    group: "follow-up",
    query: "and how much did airbnb take in host fees on those",
    after: "gross airbnb bookings for the carriage house last yr?",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:platform_fees"], ...lastYear(t), property: await propertyId(t, "Mill Race") }), "host fees last year"))];
    },
  },
  {
    group: "income",
    query: "How much did Thornapple bring in last month",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Thornapple") }), "Thornapple last month"))];
    },
  },
  {
    group: "follow-up",
    query: "same for the duplex?",
    after: "How much did Thornapple bring in last month",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Larkspur") }), "Larkspur last month"))];
    },
  },
  {
    group: "income",
    query: "total gross income last quarter, all properties combined",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "revenue", ...lastQuarter(t.today) }), "revenue last quarter"))];
    },
  },
  {
    group: "income",
    query: "larkspur duplex rent for last year, both units together",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await propertyId(t, "Larkspur") }), "Larkspur rent last year"))];
    },
  },
  {
    group: "income",
    query: "did we collect any late fees last yr? how much",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }), "late fees last year"))];
    },
  },
  {
    group: "income",
    query: "what did the hood river place make in july last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "revenue", ...month(yearOf(t) - 1, 7), property: await propertyId(t, "Mill Race") }), "Mill Race last July"))];
    },
  },
  {
    group: "income",
    query: "how much of garrett hollis's security deposit did we end up keeping",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["revenue:security_deposit_forfeited"], start: `${yearOf(t) - 1}-01-01`, end: t.today, property: await propertyId(t, "Sycamore") }), "deposit kept"))];
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "property taxes we paid last year on all 5 properties",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax last year"))];
    },
  },
  {
    group: "follow-up",
    query: "just the salem one?",
    after: "property taxes we paid last year on all 5 properties",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await propertyId(t, "Sycamore") }), "Sycamore property tax last year"))];
    },
  },
  {
    group: "expenses",
    query: "brightwell mgmt fees ytd",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:property_management"], ...thisYear(t) }), "management fees this year"))];
    },
  },
  {
    group: "expenses",
    query: "what did we spend on repairs at the larkspur duplex last yr",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t), property: await propertyId(t, "Larkspur") }), "Larkspur repairs last year"))];
    },
  },
  {
    group: "expenses",
    query: "PACIFIC POWER total so far this year for mill race",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: await propertyId(t, "Mill Race") }), "Pacific Power this year"))];
    },
  },
  {
    group: "expenses",
    query: "hoa dues on the condo for last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t), property: await propertyId(t, "Quarry Bend") }), "HOA dues last year"))];
    },
  },
  {
    group: "expenses",
    query: "roughly how much mortgage interest did we pay last yr, all loans",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }), "mortgage interest last year"))];
    },
  },
  {
    group: "expenses",
    query: "give me the utilities total for the carriage house last month",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: await propertyId(t, "Mill Race") }), "Mill Race utilities last month"))];
    },
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income ytd for basalt creek",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "net", ...thisYear(t) }), "net this year"))];
    },
  },
  {
    group: "net",
    query: "calculate the carriage house's net for last yr (income minus expenses)",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "net", ...lastYear(t), property: await propertyId(t, "Mill Race") }), "Mill Race net last year"))];
    },
  },
  {
    group: "follow-up",
    query: "what about this year so far",
    after: "calculate the carriage house's net for last yr (income minus expenses)",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "net", ...thisYear(t), property: await propertyId(t, "Mill Race") }), "Mill Race net this year"))];
    },
  },
  {
    group: "net",
    query: "sycamore hollow profit in Q3 last yr",
    tool: "query_database",
    async expect(t) {
      return [figure(await some(t.sum({ type: "net", ...quarter(yearOf(t) - 1, 3), property: await propertyId(t, "Sycamore") }), "Sycamore Q3 last year"))];
    },
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb stays did the carriage house get last quarter",
    tool: "query_database",
    async expect(t) {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await propertyId(t, "Mill Race") });
      if (n === 0) throw new Error("no stays last quarter");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at mill race last month?",
    tool: "query_database",
    async expect(t) {
      const nights = await nightsBooked(t, "Mill Race", lastMonth(t.today));
      if (nights === 0) throw new Error("no nights last month");
      return [String(nights)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who was the last guest to stay at the hood river carriage house",
    tool: "query_database",
    async expect(t) {
      const id = await propertyId(t, "Mill Race");
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&end_date=${t.today}&sort=-transaction_date&page_size=1`);
      const guest = /\s-\s(.+?)\s\(\d+ nights?\)/.exec(items[0]?.description ?? "")?.[1];
      if (!guest) throw new Error("no last guest");
      return [guest];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "whos renting the beaverton condo and what's the rent",
    tool: "query_database",
    async expect(t) {
      const e = await extra(t, "Quarry Bend");
      return [String(e.tenant), figure(String(e.monthly_rent))];
    },
  },
  {
    group: "follow-up",
    query: "when is his lease up",
    after: "whos renting the beaverton condo and what's the rent",
    tool: "query_database",
    async expect(t) {
      return [await leaseEnd(t, String((await extra(t, "Quarry Bend")).tenant))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "pull up the tenants in the larkspur duplex",
    tool: "query_database",
    async expect(t) {
      const units = (await extra(t, "Larkspur")).units as { tenant: string }[] | undefined;
      if (!units?.length) throw new Error("no Larkspur units");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when does devon achterberg's lease end",
    tool: "query_database",
    async expect(t) {
      return [await leaseEnd(t, "Devon Achterberg")];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "purchase price on thornapple?",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Thornapple")).purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    after: "purchase price on thornapple?",
    tool: "query_database",
    async expect(t) {
      return [longDate((await t.property("Thornapple")).acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs building basis for the salem house",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the furniture basis on the carriage house",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      if (new Decimal(p.ffe_basis).isZero()) throw new Error("no FF&E basis");
      return [figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "depreciation on the larkspur duplex for last yr's return",
    tool: "query_database",
    async expect(t) {
      const id = await propertyId(t, "Larkspur");
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${id}/depreciation?year=${yearOf(t) - 1}`);
      if (!d.year || new Decimal(d.year.total).isZero()) throw new Error("no depreciation last year");
      return [figure(d.year.total)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "basalt creek EIN?",
    tool: "query_database",
    async expect(t) {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    async expect(t) {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    async expect(t) {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "follow-up",
    query: "what address do they have on file",
    after: "who's our registered agent",
    tool: "query_database",
    async expect(t) {
      const address = (await company(t)).registered_agent?.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "our oregon SOS registry number",
    tool: "query_database",
    async expect(t) {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    async expect(t) {
      return [longDate((await openFromToday(t, "obligation_type=tax:payment"))[0]!.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's the next estimated tax payment due",
    tool: "query_database",
    async expect(t) {
      const open = await openFromToday(t, "obligation_type=tax:payment");
      if (!open[1]) throw new Error("no second estimated payment");
      return [longDate(open[1].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "1065 due date - the next one we have to file",
    tool: "query_database",
    async expect(t) {
      return [longDate((await openFromToday(t, "obligation_type=tax:filing"))[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "oregon annual report, when is it due next",
    tool: "query_database",
    async expect(t) {
      return [longDate((await openFromToday(t, "obligation_type=compliance:periodic_report"))[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "hood river str permit renewal deadline?",
    tool: "query_database",
    async expect(t) {
      const id = await propertyId(t, "Mill Race");
      return [longDate((await openFromToday(t, `obligation_type=compliance:license_renewal&property_id=${id}`))[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By when do we need to decide on renewing tobias wren's lease",
    tool: "query_database",
    async expect(t) {
      const o = await nextOpen(t, `q=${encodeURIComponent("Lease renewal: Tobias Wren")}`);
      if (!o) throw new Error("no open lease renewal for Tobias Wren");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "thornapple lease - how much is the pet deposit?",
    tool: "search_document_content",
    async expect(t) {
      return [figure((await docFact(t, "thornapple-lease", "pet deposit dog", /pet deposit of \$([\d,]+(?:\.\d{2})?)/i)).replace(/,/g, ""))];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance policy",
    tool: "search_document_content",
    async expect(t) {
      return [figure((await docFact(t, "mill-race-insurance", "deductible per occurrence", /\$([\d,]+(?:\.\d{2})?) per occurrence/i)).replace(/,/g, ""))];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give brightwell if we want to terminate the management agreement",
    tool: "search_document_content",
    async expect(t) {
      return [`${await docFact(t, "property-management-agreement", "terminate written notice", /(\d+) days'? written notice/i)} days`];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement what % does corwin own",
    tool: "search_document_content",
    async expect(t) {
      return [`${await docFact(t, "operating-agreement", "Corwin Adeyemi percentage interest", /Corwin Adeyemi holds a (\d+)% Percentage Interest/i)}%`];
    },
  },
  {
    group: "documents",
    query: "Quarry Bend special assessment for the siding/decks - how much per unit?",
    tool: "search_document_content",
    async expect(t) {
      return [figure((await docFact(t, "quarry-bend-hoa", "special assessment siding deck per unit", /special assessment of \$([\d,]+(?:\.\d{2})?) per unit/i)).replace(/,/g, ""))];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what will the carriage house gross on airbnb next month",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "which title company did we use when we bought the quarry bend condo",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the EIN for Front Range Rentals LLC",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "should we sell the salem house or keep renting it",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much is left on the umpqua loan for larkspur (principal balance)",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what interest rate is the guild mortgage on sycamore at",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did marisol pay for electricity at the sycamore house last yr",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "total miles driven to the rentals last year for the mileage deduction",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "whats the vacancy rate for rentals in portland these days",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "do we have a phone number for ingrid soto",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
];
