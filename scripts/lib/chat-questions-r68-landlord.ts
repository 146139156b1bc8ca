// Blind set r68-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file. Questions are worded as a CPA's intern preparing Schedule E support would type them. Years in the questions are computed from the day the set runs (the prior calendar year always has a full year of books), so the set stays true as the fixture moves with the date.
import Decimal from "decimal.js";
import { addDays } from "../../src/domain/dates";
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

/** This year and last year, as the questions name them (the same clock eval-chat.ts reads `today` from). */
const Y = Number(new Date().toISOString().slice(0, 4));
const LY = Y - 1;
/** The same years, from the truth's today, for the expectations. */
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;

/** A property's full record (with extra_metadata), found by a fragment of its address. */
async function record(t: Truth, fragment: string): Promise<{ id: string; address: string; extra_metadata: Record<string, unknown> }> {
  const { items } = await t.get<{ items: { id: string; address: string; extra_metadata: Record<string, unknown> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
}

/** The street line of a property's address ("1147 SE Thornapple Street"). */
const street = (address: string) => address.split(",")[0]!.trim();

/** Literal text a document states, once the document is found on file (title or file name contains `q`). */
async function onFile(t: Truth, q: string, ...literal: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=50`);
  if (items.length === 0) throw new Error(`no document on file matching "${q}"`);
  return literal;
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The due date of the one open obligation whose description holds `q`. */
async function dueOf(t: Truth, q: string): Promise<string> {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length !== 1) throw new Error(`obligation "${q}": ${open.length} open matches`);
  return open[0]!.due_date;
}

const Q_TOTAL_RENTS = `Please calculate total rents received in ${LY} across all five properties, long-term lease rent plus Airbnb bookings only (excluding late fees and the retained deposit).`;
const Q_THORNAPPLE_RENT = "Rent recieved at 1147 SE Thornapple for last yr?";
const Q_PROPERTY_TAX = `Total property tax paid in ${LY}, all five properties combined.`;
const Q_CARRIAGE_BASIS = "What is the depreciable basis of the carriage house in Hood River (building plus furnishings, land excluded)?";
const Q_JULY_STAYS = `How many Airbnb stays did the carriage house have in July ${LY}?`;
const Q_THORNAPPLE_TENANT = "Who is the tenant at Thornapple, and what is the monthly rent?";

export const R68_LANDLORD_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: Q_TOTAL_RENTS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: Q_THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Thornapple")).id, ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: `Break down ${LY} rental income by source: long-term lease rent vs. short-term (Airbnb) bookings.`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastY(t)) })), figure(await t.sum({ categories: ["revenue:rental_income"], ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: `What were gross rents for Q3 ${LY}, all properties combined?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(lastY(t), 3) }))],
  },
  {
    group: "income",
    query: `Can you tell me the Larkspur duplex rent for September ${LY}, both units together?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Larkspur")).id, ...month(lastY(t), 9) }))],
  },
  {
    group: "income",
    query: "Gross Airbnb booking revenue at the carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: `Rent collected on Sycamore Hollow Road in ${LY}, from both the prior tenant and Marisol`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Sycamore")).id, ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: `For Sched E support: ${LY} rental income other than rent, i.e. late fees plus the part of a security deposit we kept. Total please.`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees", "revenue:security_deposit_forfeited"], ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "Pull up total revenue for last month, every source, all properties.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "Brightwell's management fees for this year to date (the 9% fees deducted on the owner statements)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: `mortgage interest on the Salem house (Guild Mortgage), calendar ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Sycamore")).id, ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: `How much have we paid Rosario Plumbing altogether since January ${LY}? All properties.`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", start: `${lastY(t)}-01-01`, end: t.today }))],
  },
  {
    group: "expenses",
    query: `Utilities expense for the Hood River carriage house in ${LY} - electric, gas, water, internet and garbage combined.`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: `Total insurance premiums paid by Basalt Creek in ${LY}, all policies`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "HOA dues paid for the Beaverton condo this year, ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry Bend")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `Airbnb host service fees on the Mill Race listing for ${LY}?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], property: (await t.property("Mill Race")).id, ...year(lastY(t)) }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "property",
    query: Q_CARRIAGE_BASIS,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "property",
    query: "Please pull up the land basis and the building basis for 58 Quarry Bend Court, Unit 12.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "When was the Salem rental acquired, and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      if (!p.placed_in_service) throw new Error("Sycamore has no placed-in-service date");
      return [longDate(p.acquisition_date), longDate(p.placed_in_service)];
    },
  },
  {
    group: "property",
    query: "Full address of the duplex, please.",
    tool: "query_database",
    expect: async (t) => [street((await t.property("Larkspur")).address)],
  },
  {
    group: "property",
    query: "What was the combined purchase price of all five properties?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length !== 5) throw new Error(`expected five properties, found ${items.length}`);
      return [figure(items.reduce((total, p) => total.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: Q_THORNAPPLE_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const meta = (await record(t, "Thornapple")).extra_metadata;
      return [String(meta.tenant), figure(String(meta.monthly_rent))];
    },
  },
  {
    group: "tenants",
    query: "What's the monthly rent on each unit of the Larkspur duplex (A and B)?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await record(t, "Larkspur")).extra_metadata.units as { unit: string; monthly_rent: string }[];
      return units.map((u) => figure(u.monthly_rent));
    },
  },
  {
    group: "tenants",
    query: "Who leases the Beaverton condo, and when does the lease end?",
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await record(t, "Quarry Bend")).extra_metadata.tenant);
      const { items } = await obligations(t, `q=${encodeURIComponent(`Lease renewal: ${tenant}`)}`);
      const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!ends) throw new Error(`no lease end for ${tenant}`);
      return [tenant, ends];
    },
  },
  {
    group: "tenants",
    query: "What security deposit did Marisol pay under her lease?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Pennington", "$2,500"),
  },
  {
    group: "tenants",
    query: "Who was the tenant at Sycamore Hollow before Marisol Pennington, and how much of their deposit did we keep?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&page_size=200`);
      const prior = items.map((tx) => /FROM (.+?) RENT$/i.exec(tx.description)?.[1]).find((name) => name && !/pennington/i.test(name));
      if (!prior) throw new Error("no prior Sycamore tenant");
      const kept = await t.sum({ categories: ["revenue:security_deposit_forfeited"], property: p.id, start: "2000-01-01", end: t.today });
      const name = prior.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
      return [name, figure(kept)];
    },
  },

  // Company facts
  {
    group: "company",
    query: "What is the EIN for Basalt Creek Holdings LLC?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "I need the Oregon state filing (registry) number for the LLC.",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what are their percentage interests?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Operating Agreement", "Helena Marsh", "Corwin Adeyemi"),
  },
  {
    group: "company",
    query: "When was the company formed, and who is its registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date || !c.registered_agent) throw new Error("no formation date or agent");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What is the next deadline coming up after today?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${addDays(t.today, 1)}`);
      if (!next) throw new Error("no open deadline after today");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "List anything due in the next 45 days.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "When is the next Oregon annual report due to the Secretary of State?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: `When is the Form 1065 for tax year ${Y} due?`,
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, `Form 1065 partnership return for ${thisY(t)}`))],
  },
  {
    group: "deadlines",
    query: `Due date of the Q4 ${Y} estimated tax payment?`,
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, `Q4 ${thisY(t)} estimated tax payment`))],
  },

  // Documents: which are on file, what they say
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "What documents are on file for the Thornapple property?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "According to the Brightwell property management agreement, what is the lease renewal fee, and how much may they spend on one repair without our approval?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Management Agreement", "$150", "$500"),
  },
  {
    group: "documents",
    query: "What are the Coverage A dwelling limit and the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Columbia Gorge Mutual", "$385,000", "$1,500"),
  },
  {
    group: "documents",
    query: "Per the Quarry Bend HOA rules, what is the special assessment per unit?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Quarry Bend Condominium Association Rules", "$3,150"),
  },

  // Short-term stays at the carriage house
  {
    group: "stays",
    query: Q_JULY_STAYS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...month(lastY(t), 7) }))],
  },
  {
    group: "stays",
    query: `Nights booked at Mill Race in August ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastY(t), 8)))],
  },
  {
    group: "stays",
    query: "Which guests stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Mill Race", lastMonth(t.today))).slice(0, 2),
  },
  {
    group: "stays",
    query: `How many nights were booked at the Hood River unit in Q4 ${LY}?`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", quarter(lastY(t), 4)))],
  },

  // Follow-ups in the same session
  {
    group: "follow-up",
    query: "And the Larkspur duplex, same period?",
    after: Q_THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Larkspur")).id, ...year(lastY(t)) }))],
  },
  {
    group: "follow-up",
    query: "Which property had the largest property tax bill that year?",
    after: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=100");
      const taxes = await Promise.all(items.map(async (p) => ({ p, tax: new Decimal(await t.sum({ categories: ["expense:property_tax"], property: p.id, ...year(lastY(t)) })) })));
      const top = taxes.reduce((a, b) => (b.tax.greaterThan(a.tax) ? b : a));
      return [street(top.p.address), figure(top.tax)];
    },
  },
  {
    group: "follow-up",
    query: "When was it placed in service?",
    after: Q_CARRIAGE_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("Mill Race has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "What was the gross booking revenue for those stays?",
    after: Q_JULY_STAYS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...month(lastY(t), 7) }))],
  },
  {
    group: "follow-up",
    query: "What security deposit did she pay under her lease (not counting any pet deposit)?",
    after: Q_THORNAPPLE_TENANT,
    tool: "search_document_content",
    expect: (t) => onFile(t, "Kowalczyk", "$2,400"),
  },

  // What no record holds
  { group: "unanswerable", query: "What is the current market value of the Thornapple house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the remaining principal balance on the Guild mortgage for Sycamore Hollow as of today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Will it snow in Hood River next weekend? A guest asked.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `How much did we pay Cascade Pest Solutions in ${LY}?`, tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise Brianna's rent to when her lease renews?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can Corwin deduct his share of the rental losses against his W-2 wages on his personal return? Please advise.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What is Corwin Adeyemi's Social Security number, for the K-1?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate is the Umpqua home loan on Larkspur charging?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the average nightly rate of competing Airbnb listings in Hood River?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `Project our total rental income for ${Y + 1}.`, tool: "query_database", unanswerable: true, expect: async () => [] },
];
