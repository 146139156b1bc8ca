// Blind set r69-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the documents list); a figure quoted from a document is used only after checking that the document is on file. Written in the voice of the owner's adult son, who is learning the business: plain, sometimes clumsy questions, typos and abbreviations now and then.
import { type Case, type Obligation, type Truth, figure, guestsOf, lastMonth, longDate, month, nightsBooked, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

/** The calendar year of today, and the one before. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** From the first record kept through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface PropertyRecord {
  id: string;
  address: string;
  acquisition_date: string;
  extra_metadata: Record<string, unknown>;
}

/** A property with its extra_metadata (tenant, rent, units). */
async function record(t: Truth, fragment: string): Promise<PropertyRecord> {
  const p = await t.property(fragment);
  return t.get<PropertyRecord>(`/api/v1/properties/${p.id}`);
}

/** "17 Mill Race Lane, Carriage House, Hood River, OR 97031" -> "Mill Race"; "3306 N Larkspur Avenue, ..." -> "Larkspur". */
function streetName(address: string): string {
  const words = address.split(",")[0]!.split(/\s+/).slice(1);
  const core = words.filter((w) => !/^(N|S|E|W|NE|NW|SE|SW)$/.test(w));
  return core.slice(0, -1).join(" ") || core.join(" ");
}

/** A document of this query is on file (the literal text quoted from it is then fair to expect). */
async function onFile(t: Truth, query: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string; is_searchable: boolean }[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (!items.some((d) => d.is_searchable)) throw new Error(`no searchable document for ${query}`);
}

/** Open obligations (not completed or cancelled), earliest due first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&${query}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/** The first open obligation of a query due today or later. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const next = (await open(t, query)).find((o) => o.due_date >= t.today);
  if (!next) throw new Error(`nothing open due after ${t.today} for ${query}`);
  return next;
}

async function transactions(t: Truth, query: string): Promise<{ transaction_date: string; description: string; amount: string }[]> {
  const { items } = await t.get<{ items: { transaction_date: string; description: string; amount: string }[] }>(`/api/v1/transactions?page_size=200&sort=transaction_date&${query}`);
  return items;
}

/** The end of a lease as a lease-renewal deadline states it ("lease ends January 31, 2027"). */
async function leaseEnd(t: Truth, tenant: string): Promise<string> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&q=${encodeURIComponent(tenant)}`);
  const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).filter((d): d is string => Boolean(d));
  if (ends.length === 0) throw new Error(`no lease end for ${tenant}`);
  return ends[ends.length - 1]!;
}

const TOBIAS_RENT = "what did Tobias pay us in rent last year?";
const ROSARIO = "how much have we paid Rosario Plumbing, all time?";
const PROPERTY_TAX = "property taxes we paid last yr, all properties together";
const BEAVERTON = "when did we buy the Beaverton condo and what'd we pay for it";
const SALEM_RENT = "Salem house rent for 2025? I know the tenant changed partway thru the year";

export const R69_LANDLORD_CASES: Case[] = [
  // ---- Income (9)
  {
    group: "income",
    query: "which of our houses brings in the most money? looking at last yr",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=50");
      const rows = await Promise.all(items.map(async (p) => ({ p, revenue: await t.sum({ type: "revenue", ...year(Y(t) - 1), property: p.id }) })));
      rows.sort((a, b) => Number(b.revenue) - Number(a.revenue));
      return [streetName(rows[0]!.p.address), `$${figure(rows[0]!.revenue)}`];
    },
  },
  {
    group: "income",
    query: "total rental income ytd? airbnb included",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: TOBIAS_RENT,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Quarry Bend");
      return [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: p.id }))}`];
    },
  },
  {
    group: "income",
    query: "how much did the carriage house make on airbnb in q2",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [`$${figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t), 2), property: p.id }))}`];
    },
  },
  {
    group: "income",
    query: "Larkspur duplex, both units, what came in for 2025? just rent please, no late fees",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Larkspur");
      return [`$${figure(await t.sum({ categories: RENTS, ...year(2025), property: p.id }))}`];
    },
  },
  {
    group: "income",
    query: "calculate the late fees we've collected since jan 2025",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], start: "2025-01-01", end: t.today }))}`],
  },
  {
    group: "income",
    query: "What was Basalt Creek's total revenue last month?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))}`],
  },
  {
    group: "income",
    query: SALEM_RENT,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [`$${figure(await t.sum({ categories: RENTS, ...year(2025), property: p.id }))}`];
    },
  },
  {
    group: "income",
    query: "can you tell me the rent from thornapple last year, and then this year so far",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Thornapple");
      return [`$${figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: p.id }))}`, `$${figure(await t.sum({ categories: RENTS, ...thisYear(t), property: p.id }))}`];
    },
  },

  // ---- Expenses (8)
  {
    group: "expenses",
    query: ROSARIO,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))}`],
  },
  {
    group: "expenses",
    query: PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: "what have we spent on repairs at the duplex and who did the work",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Larkspur");
      const rows = await transactions(t, `category=expense:maintenance:repairs&property_id=${p.id}`);
      // The costliest job's vendor: the first word of its description ("Voltline Electrical - ...").
      const biggest = [...rows].sort((a, b) => Number(b.amount) - Number(a.amount))[0]!;
      return [`$${figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...allTime(t), property: p.id }))}`, biggest.description.split(" ")[0]!];
    },
  },
  {
    group: "expenses",
    query: "how much did we pay Brightwell in 2025, mgmt fees and everything",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Brightwell", ...year(2025) }))}`],
  },
  {
    group: "expenses",
    query: "HOA dues for the quarry bend unit ytd?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Quarry Bend");
      return [`$${figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: p.id }))}`];
    },
  },
  {
    group: "expenses",
    query: "pull up the mortgage interest on the Sycamore Hollow house for last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: p.id }))}`];
    },
  },
  {
    group: "expenses",
    query: "what did Green Fern charge us for yard work in 2025 across both houses",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Green Fern", ...year(2025) }))}`],
  },
  {
    group: "expenses",
    query: "how much did the new roof on thornapple run us",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Thornapple");
      return [`$${figure(await t.sum({ categories: ["expense:capital_improvement"], ...allTime(t), property: p.id, q: "roof" }))}`];
    },
  },

  // ---- Properties (5)
  {
    group: "properties",
    query: BEAVERTON,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Beaverton");
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "properties",
    query: "hood river carriage house - how much of the basis is furniture, and whats depreciable overall?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hood River");
      return [`$${figure(p.ffe_basis)}`, `$${figure(p.depreciable_basis)}`];
    },
  },
  {
    group: "properties",
    query: "land vs building basis on the Salem place?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Salem");
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "properties",
    query: "whats the full address of the duplex, I need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Larkspur")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "which property did we buy first, and when?",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [streetName(first.address), longDate(first.acquisition_date)];
    },
  },

  // ---- Tenants (5)
  {
    group: "tenants",
    query: "who's renting thornapple right now and how much do they pay a month",
    tool: "query_database",
    async expect(t) {
      const p = await record(t, "Thornapple");
      return [String(p.extra_metadata.tenant), `$${figure(String(p.extra_metadata.monthly_rent))}`];
    },
  },
  {
    group: "tenants",
    query: "what do the two units at the duplex rent for",
    tool: "query_database",
    async expect(t) {
      const units = (await record(t, "Larkspur")).extra_metadata.units as { monthly_rent: string }[];
      return units.map((u) => `$${figure(u.monthly_rent)}`);
    },
  },
  {
    group: "tenants",
    query: "has anybody paid their rent late?",
    tool: "query_database",
    async expect(t) {
      const fees = await transactions(t, `category=revenue:late_fees&start_date=2000-01-01&end_date=${t.today}`);
      const { items } = await t.get<{ items: { extra_metadata: Record<string, unknown> }[] }>("/api/v1/properties?page_size=50");
      const tenants = items.flatMap((p) => [p.extra_metadata.tenant, ...((p.extra_metadata.units as { tenant: string }[] | undefined) ?? []).map((u) => u.tenant)]).filter((n): n is string => typeof n === "string");
      const late = tenants.map((n) => n.split(" ").pop()!).filter((last) => fees.some((f) => f.description.toLowerCase().includes(last.toLowerCase())));
      if (late.length === 0) throw new Error("no late payers");
      return late;
    },
  },
  {
    group: "tenants",
    query: "since when has Marisol been paying us rent on the salem house",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      const rows = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}&q=Marisol`);
      const first = longDate(rows[0]!.transaction_date);
      return [first.split(" ")[0]!, first.slice(-4)];
    },
  },
  {
    group: "tenants",
    query: "how big a security deposit did Brianna put down, and is she allowed a dog?",
    tool: "search_document_content",
    async expect(t) {
      const p = await t.property("Thornapple");
      await onFile(t, `property_id=${p.id}&q=lease`);
      return ["$2,400"];
    },
  },

  // ---- Company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who are the members of Basalt Creek and what % does each own",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Corwin Adeyemi", "45%"];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed and what's our state registry number?",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ formation_date: string; state_filing_number: string }>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---- Deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "upcoming=366")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days",
    tool: "query_database",
    async expect(t) {
      const items = await open(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items[items.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "when's the oregon annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the 1065 partnership return for this tax year due?",
    tool: "query_database",
    async expect(t) {
      const filing = (await open(t, "obligation_type=tax:filing")).find((o) => o.description.includes(`for ${Y(t)}`));
      if (!filing) throw new Error(`no return for ${Y(t)}`);
      return [longDate(filing.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "are we behind on anything? anything overdue",
    tool: "query_database",
    async expect(t) {
      const overdue = await open(t, "status=overdue");
      if (overdue.length === 0) throw new Error("nothing overdue");
      const kinds = new Set(overdue.map((o) => o.obligation_type));
      return [longDate(overdue[0]!.due_date), ...(kinds.size === 1 && kinds.has("property:tax") ? ["property tax"] : [])];
    },
  },

  // ---- Documents (6)
  {
    group: "documents",
    query: "what formation docs do we have on file for the LLC",
    tool: "list_business_documents",
    async expect(t) {
      const name = (await t.get<{ legal_name: string }>("/api/v1/company")).legal_name;
      return (await titles(t, "doc_type=formation")).map((title) => title.split(` of ${name}`)[0]!);
    },
  },
  {
    group: "documents",
    query: "what does our agreement with brightwell say they charge when a lease gets renewed",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "q=Brightwell");
      return ["$150"];
    },
  },
  {
    group: "documents",
    query: "per the quarry bend HOA rules whats the shortest lease we're allowed to sign",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "q=Quarry Bend");
      return ["12 months"];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance",
    tool: "search_document_content",
    async expect(t) {
      const p = await t.property("Mill Race");
      await onFile(t, `doc_type=insurance&property_id=${p.id}`);
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: "how much money did Helena and Corwin each put in when they started the company",
    tool: "search_document_content",
    async expect(t) {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["$110,000", "$90,000"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have for thornapple?",
    tool: "list_business_documents",
    async expect(t) {
      const p = await t.property("Thornapple");
      const found = await titles(t, `property_id=${p.id}`);
      // A lease names its tenant in parentheses; an invoice starts with its vendor's name.
      return found.map((title) => {
        const tenant = /lease/i.test(title) ? /\(([^)]+)\)/.exec(title)?.[1] : undefined;
        return tenant ? tenant.split(" ").pop()! : title.split(" ")[0]!;
      });
    },
  },

  // ---- Stays (4)
  {
    group: "stays",
    query: "how many airbnb bookings did the carriage house get last month, and who were the guests",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      const period = lastMonth(t.today);
      return [String(await t.count({ categories: ["revenue:rental_income"], ...period, property: p.id })), (await guestsOf(t, "Mill Race", period))[0]!];
    },
  },
  {
    group: "stays",
    query: "who stayed at the hood river place in august?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Mill Race", month(Y(t), 8))).slice(0, 2),
  },
  {
    group: "stays",
    query: "how many nights was the carriage house booked in july",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t), 7)))],
  },
  {
    group: "stays",
    query: "total number of airbnb stays at mill race in 2025?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...year(2025), property: p.id }))];
    },
  },

  // ---- Follow-ups (5)
  {
    group: "follow-ups",
    query: "ok and when's his lease up?",
    tool: "query_database",
    after: TOBIAS_RENT,
    async expect(t) {
      const tenant = String((await record(t, "Quarry Bend")).extra_metadata.tenant);
      return [await leaseEnd(t, tenant)];
    },
  },
  {
    group: "follow-ups",
    query: "what about Voltline?",
    tool: "query_database",
    after: ROSARIO,
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Voltline", ...allTime(t) }))}`],
  },
  {
    group: "follow-ups",
    query: "and just for the Salem house?",
    tool: "query_database",
    after: PROPERTY_TAX,
    async expect(t) {
      const p = await t.property("Salem");
      return [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1), property: p.id }))}`];
    },
  },
  {
    group: "follow-ups",
    query: "how much of that was the land",
    tool: "query_database",
    after: BEAVERTON,
    expect: async (t) => [`$${figure((await t.property("Beaverton")).land_basis)}`],
  },
  {
    group: "follow-ups",
    query: "who was the tenant before Marisol, and did we end up keeping any of their deposit?",
    tool: "query_database",
    after: SALEM_RENT,
    async expect(t) {
      const p = await t.property("Sycamore");
      const kept = await transactions(t, `category=revenue:security_deposit_forfeited&property_id=${p.id}`);
      if (kept.length === 0) throw new Error("no deposit kept at Sycamore");
      // The earlier tenant: the payer of rent at the house who is not the tenant on record.
      const current = String((await record(t, "Sycamore")).extra_metadata.tenant).split(" ").pop()!.toLowerCase();
      const rents = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=2000-01-01&end_date=${t.today}`);
      const earlier = rents.map((r) => /FROM\s+(\w+)\s+(\w+)/i.exec(r.description)?.[2]).find((last) => last && last.toLowerCase() !== current);
      if (!earlier) throw new Error("no earlier tenant at Sycamore");
      const name = earlier[0]!.toUpperCase() + earlier.slice(1).toLowerCase();
      return [name, `$${figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...allTime(t), property: p.id }))}`];
    },
  },

  // ---- What the records cannot answer (9)
  {
    group: "unanswerable",
    query: "what's the thornapple house worth right now, roughly?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Larkspur mortgage",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      if ((await t.count({ categories: ["expense:mortgage_principal"], ...allTime(t) })) > 0) throw new Error("principal is recorded");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "is it gonna rain in hood river this weekend? we have guests coming",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we spent at Home Depot for the rentals?",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      if ((await t.count({ q: "Home Depot", ...allTime(t) })) > 0) throw new Error("Home Depot is in the ledger");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we be charging for rent on the salem house next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we elect S corp status for Basalt Creek to save on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much is Ingrid's security deposit?",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      const { total } = await t.get<{ total: number }>("/api/v1/deposits?tenant=Ingrid&include_settled=true");
      if (total > 0) throw new Error("Ingrid's deposit is recorded");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "whats Tobias's credit score, did brightwell check it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we legally evict Devon if he's late one more time?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
