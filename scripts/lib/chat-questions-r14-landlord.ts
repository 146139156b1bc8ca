// Round 14, landlord: written blind (without reading the assistant's code, its tests, its docs or any
// other question set), from the fixture company file only, for Basalt Creek Holdings LLC, the Oregon
// LLC of long-term tenants, a property manager (Brightwell) and one Airbnb carriage house
// (scripts/lib/landlord-company.ts). 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6,
// basis 4, company 4, deadlines 5, documents 5, follow-up 8, unanswerable 10.
// Every expected figure, date and name is read at run time from the REST API; periods are relative
// to today (years in the wording are computed from the clock, like the runner's today).
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, for the wording of a question (the runner's today comes from the same clock). */
const LY = new Date().getUTCFullYear() - 1;
/** Last calendar year as the expectation sees it. */
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const lyNum = (t: Truth) => Number(t.today.slice(0, 4)) - 1;

/** A sum that must not be empty: an empty one means the question no longer fits the data. */
async function nonzero(amount: Promise<string>, what: string): Promise<string> {
  const value = await amount;
  if (Number(value) === 0) throw new Error(`${what}: nothing recorded`);
  return figure(value);
}

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
}

/** A property's record with its custom fields. */
async function record(t: Truth, fragment: string): Promise<PropertyRecord> {
  const p = await t.property(fragment);
  return t.get<PropertyRecord>(`/api/v1/properties/${p.id}`);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

async function transactions(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return items;
}

/** The largest expense of a category at a property in a period. */
async function largest(t: Truth, fragment: string, category: string, period: { start: string; end: string }): Promise<Tx> {
  const p = await t.property(fragment);
  const items = await transactions(t, `category=${category}&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}`);
  const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
  if (!top) throw new Error(`no ${category} at ${fragment}`);
  return top;
}

/** The payee of a bank or statement line: the part before " - ", else its first two words. */
const payee = (description: string) => (description.includes(" - ") ? description.split(" - ")[0]!.trim() : description.split(/\s+/).slice(0, 2).join(" "));

/** The text of a document (its passages as the search API returns them), found by a fragment of its title. */
async function documentText(t: Truth, titleFragment: string, about: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(about)}&document_id=${items[0]!.id}&top_k=50`);
  return [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((h) => h.text).join("\n");
}

/** The first capture of a pattern in a document; throws when the document does not say it. */
async function clause(t: Truth, titleFragment: string, about: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, about);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${titleFragment}" does not match ${pattern}`);
  return match[1];
}

const titleCase = (name: string) => name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

const Q_BRIANNA = "how much rent did brianna pay us last yr";
const Q_ROSARIO = "what did we pay rosario plumbing last year";
const Q_DUPLEX_REPAIR = "most expensive repair on the duplex last yr?";
const Q_AUGUST = `how many airbnb reservations did we get in august ${LY}`;
const Q_QUARRY_TENANT = "who's the tenant at quarry bend";
const Q_THORNAPPLE_PRICE = "what did we pay for the thornapple house";
const Q_1065 = "when is the 1065 due";
const Q_LATE_FEE = "what's the late fee in brianna's lease";

export const R14_LANDLORD_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: Q_BRIANNA,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Thornapple")).id, ...lastYear(t) }), "Thornapple rent")],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: Q_BRIANNA,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Larkspur")).id, ...lastYear(t) }), "Larkspur rent")],
  },
  {
    group: "income",
    query: `carriage house booking revenue for july ${LY}`,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...month(lyNum(t), 7) }), "July bookings")],
  },
  {
    group: "income",
    query: `Gross rental income across all the properties for Q1 ${LY}?`,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: RENTS, ...quarter(lyNum(t), 1) }), "Q1 rents")],
  },
  {
    group: "income",
    query: "break down rental income by property for last month",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry", "Sycamore", "Mill Race"]) out.push(await nonzero(t.sum({ categories: RENTS, property: (await t.property(fragment)).id, ...lastMonth(t.today) }), `${fragment} last month`));
      return out;
    },
  },
  {
    group: "income",
    query: "ingrid's rent paid ytd",
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["revenue:long_term_rental"], q: "Ingrid", ...thisYear(t) }), "Ingrid ytd")],
  },
  {
    group: "income",
    query: `total gross airbnb bookings in ${LY}`,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }), "Airbnb last year")],
  },
  {
    group: "income",
    query: "What did the Quarry Bend condo bring in last quarter",
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ type: "revenue", property: (await t.property("Quarry")).id, ...lastQuarter(t.today) }), "Quarry last quarter")],
  },
  {
    group: "income",
    query: `pull up total income from sycamore hollow for ${LY}`,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ type: "revenue", property: (await t.property("Sycamore")).id, ...lastYear(t) }), "Sycamore income")],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }), "Rosario last year")],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }), "Rosario this year")],
  },
  {
    group: "expenses",
    query: "hoa dues paid for the quarry bend unit ytd",
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry")).id, ...thisYear(t) }), "HOA ytd")],
  },
  {
    group: "expenses",
    query: `How much did Brightwell take in management fees in ${LY}, all properties combined?`,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["expense:property_management"], ...lastYear(t) }), "management fees")],
  },
  {
    group: "expenses",
    query: "what did utilities run us at the carriage house last year",
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...lastYear(t) }), "Mill Race utilities")],
  },
  {
    group: "expenses",
    query: `calculate total expenses for the larkspur duplex in Q3 ${LY}`,
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ type: "expense", property: (await t.property("Larkspur")).id, ...quarter(lyNum(t), 3) }), "Larkspur Q3")],
  },
  {
    group: "expenses",
    query: "GORGE SPARKLE CLEANING charges last mo",
    tool: "query_database",
    expect: async (t) => [await nonzero(t.sum({ type: "expense", q: "GORGE SPARKLE", ...lastMonth(t.today) }), "Gorge Sparkle last month")],
  },
  {
    group: "expenses",
    query: Q_DUPLEX_REPAIR,
    tool: "query_database",
    expect: async (t) => [figure((await largest(t, "Larkspur", "expense:maintenance:repairs", lastYear(t))).amount)],
  },
  {
    group: "follow-up",
    query: "who did that work",
    after: Q_DUPLEX_REPAIR,
    tool: "query_database",
    expect: async (t) => [payee((await largest(t, "Larkspur", "expense:maintenance:repairs", lastYear(t))).description)],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: `net income for the carriage house in ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Mill Race")).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "what's our profit so far this year, whole company",
    tool: "query_database",
    expect: async (t) => {
      // Capital spending is not a cost of the period: the ledger's net only fits while there is none.
      const capital = await t.count({ categories: ["expense:capital_improvement", "expense:furniture_equipment"], ...thisYear(t) });
      if (capital > 0) throw new Error("capital spending this year: net of the ledger is not the profit");
      return [figure(await t.sum({ type: "net", ...thisYear(t) }))];
    },
  },
  {
    group: "net",
    query: "cash flow on sycamore last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Sycamore")).id, ...lastQuarter(t.today) }))],
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: `how many nights was the carriage house booked in ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_AUGUST,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(lyNum(t), 8) }))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: Q_AUGUST,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(lyNum(t), 8)),
  },
  {
    group: "bookings-or-tenants",
    query: Q_QUARRY_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await record(t, "Quarry")).extra_metadata.tenant;
      if (!tenant) throw new Error("no tenant at Quarry Bend");
      return [tenant];
    },
  },
  {
    group: "follow-up",
    query: "how much does he pay a month",
    after: Q_QUARRY_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const rent = (await record(t, "Quarry")).extra_metadata.monthly_rent;
      if (!rent) throw new Error("no rent at Quarry Bend");
      return [figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list our current tenants and which place each one rents",
    tool: "query_database",
    expect: async (t) => {
      const names: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry", "Sycamore"]) {
        const { extra_metadata: m } = await record(t, fragment);
        if (m.tenant) names.push(m.tenant);
        for (const unit of m.units ?? []) names.push(unit.tenant);
      }
      if (names.length === 0) throw new Error("no tenants");
      return names;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who was renting sycamore hollow before marisol moved in",
    tool: "query_database",
    expect: async (t) => {
      const sycamore = await record(t, "Sycamore");
      const current = (sycamore.extra_metadata.tenant ?? "").toLowerCase();
      const items = await transactions(t, `category=revenue:long_term_rental&property_id=${sycamore.id}&start_date=${lastYear(t).start}&end_date=${t.today}`);
      const payers = [...new Set(items.map((tx) => /from\s+(.+?)\s+rent/i.exec(tx.description)?.[1]?.trim()).filter((name): name is string => Boolean(name)))];
      const earlier = payers.filter((name) => name.toLowerCase() !== current);
      if (earlier.length !== 1) throw new Error(`earlier tenants: ${earlier.join(", ")}`);
      return [titleCase(earlier[0]!)];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: Q_THORNAPPLE_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it?",
    after: Q_THORNAPPLE_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Thornapple")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building allocation on 3306 N Larkspur",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the depreciable basis on the carriage house and how much of it is furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.depreciable_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Salem house placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "need basalt creek's EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "our oregon secretary of state registry number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "what's due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_1065,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no open tax filing");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the next estimated payment?",
    after: Q_1065,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the annual report with the state next",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "hood river STR permit - when does it need renewing",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${(await t.property("Mill Race")).id}`);
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members percentage interests capital");
      const found = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+%) Percentage Interest/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (found.length === 0) throw new Error("no members in the operating agreement");
      return found;
    },
  },
  {
    group: "documents",
    query: Q_LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Kowalczyk", "late fee rent", /late fee of \$(\d[\d,]*(?:\.\d{2})?)/)],
  },
  {
    group: "follow-up",
    query: "and the security deposit?",
    after: Q_LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Kowalczyk", "security deposit", /security deposit of \$(\d[\d,]*(?:\.\d{2})?)/)],
  },
  {
    group: "documents",
    query: "how much can brightwell spend on a repair without asking us first",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Property Management Agreement", "repair without the Owner's approval", /spend up to \$(\d[\d,]*(?:\.\d{2})?) on any one repair/)],
  },
  {
    group: "documents",
    query: "quarry bend hoa special assessment - how much per unit and what are the installments",
    tool: "search_document_content",
    expect: async (t) => [
      await clause(t, "Quarry Bend", "special assessment installments", /special assessment of \$(\d[\d,]*(?:\.\d{2})?)/),
      await clause(t, "Quarry Bend", "special assessment installments", /installments of \$(\d[\d,]*(?:\.\d{2})?)/),
    ],
  },
  {
    group: "documents",
    query: "which leases do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=Lease"),
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what could we sell the thornapple house for in today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is still owed on the guild mortgage for sycamore", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did Cascade Summit Rentals LLC collect last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the carriage house or keep running it as an airbnb?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the marion county tax bill be next november", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many hours did helena put into managing the rentals this year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's tobias wren's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "sq footage of the larkspur duplex?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "forecast our airbnb bookings for next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what personal tax bracket is corwin in", tool: "query_database", unanswerable: true, expect: async () => [] },
];
