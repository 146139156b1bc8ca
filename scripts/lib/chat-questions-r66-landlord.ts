// Blind set r66-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the documents on file); a figure or phrase quoted from a document is expected only after the document is found on file.
// Persona: an owner's spouse who keeps the paperwork but does not run the rentals day to day.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

// ---- helpers (all read from the API) ----

const $ = (amount: string) => `$${figure(amount)}`;
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const monthOf = (t: Truth) => Number(t.today.slice(5, 7));
/** Everything on the books up to today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The latest month `m` that is already over: this year's when today is past it, else last year's. */
const lastWhole = (t: Truth, m: number) => month(monthOf(t) > m ? yearOf(t) : yearOf(t) - 1, m);
/** The latest quarter `q` that is already over. */
const lastWholeQuarter = (t: Truth, q: number) => quarter(Math.ceil(monthOf(t) / 3) > q ? yearOf(t) : yearOf(t) - 1, q);
/** The month before last month. */
const monthBeforeLast = (t: Truth) => {
  const { start } = lastMonth(t.today);
  const [y, m] = start.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};

interface Unit {
  unit?: string;
  tenant: string;
  monthly_rent: string;
}
interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: { tenant?: string; monthly_rent?: string; units?: Unit[] };
}

/** The property's full record, its custom fields included. */
async function record(t: Truth, fragment: string): Promise<PropertyRecord> {
  const p = await t.property(fragment);
  return t.get<PropertyRecord>(`/api/v1/properties/${p.id}`);
}

/** The tenants of a property, as its record names them (one, or one per unit). */
async function tenantsOf(t: Truth, fragment: string): Promise<Unit[]> {
  const { extra_metadata: meta } = await record(t, fragment);
  const units = meta.units ?? (meta.tenant && meta.monthly_rent ? [{ tenant: meta.tenant, monthly_rent: meta.monthly_rent }] : []);
  if (units.length === 0) throw new Error(`no tenant recorded at ${fragment}`);
  return units;
}

/** Every tenant of every property. */
async function allTenants(t: Truth): Promise<Unit[]> {
  const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=200");
  return items.flatMap((p) => p.extra_metadata.units ?? (p.extra_metadata.tenant && p.extra_metadata.monthly_rent ? [{ tenant: p.extra_metadata.tenant, monthly_rent: p.extra_metadata.monthly_rent }] : []));
}

const surname = (name: string) => name.split(/\s+/).at(-1)!;

/** The tenants named on the late fees of a period. */
async function lateFeePayers(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:late_fees&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const tenants = await allTenants(t);
  const names = tenants.map((u) => u.tenant).filter((name) => items.some((tx) => tx.description.toLowerCase().includes(surname(name).toLowerCase())));
  if (names.length === 0) throw new Error(`no tenant named on the late fees of ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Throws unless a document whose title holds `q` is on file; a document's own words may then be expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

/** Open obligations from today on, soonest first. */
async function openAhead(t: Truth, query = ""): Promise<{ description: string; due_date: string }[]> {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}

const uniqueDates = (dates: string[]) => [...new Set(dates)].map(longDate);

// ---- questions that others follow up on ----

const Q_THORNAPPLE_TENANT = "who's renting the Thornapple house right now and what's she paying?";
const Q_AIRBNB_LAST_MONTH = "how much did the carriage house gross on airbnb last month";
const Q_SALEM_BOUGHT = "when did we buy the Salem house and what did we pay for it?";
const Q_DUPLEX_TENANTS = "remind me who the tenants are in the Larkspur duplex";
const Q_PROPERTY_TAX = "what did property taxes come to last year across all 5 places";

export const R66_LANDLORD_CASES: Case[] = [
  // ---------------- income (9) ----------------
  {
    group: "income",
    query: "total rental income last yr — the long-term tenants plus the airbnb",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: "What has Thornapple brought in so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "income",
    query: "can you pull up rent collected at the duplex for q2, both units together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...lastWholeQuarter(t, 2), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: Q_AIRBNB_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "How much did we take in from late fees last year, and who paid them?",
    tool: "query_database",
    expect: async (t) => {
      const period = year(yearOf(t) - 1);
      return [$(await t.sum({ categories: ["revenue:late_fees"], ...period })), ...(await lateFeePayers(t, period))];
    },
  },
  {
    group: "income",
    query: "what has Marisol paid us in rent ytd? just rent please, not the late fee",
    tool: "query_database",
    expect: async (t) => {
      const [tenant] = await tenantsOf(t, "Sycamore");
      return [$(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Sycamore")).id, q: surname(tenant!.tenant) }))];
    },
  },
  {
    group: "income",
    query: "calculate total income for Basalt Creek Holdings in Q3, everything in",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastWholeQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "did we end up keeping part of Garrett's deposit at the Salem house? how much was it",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...allTime(t), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "break down last year's income by source for me - tenant rent vs airbnb vs anything else",
    tool: "query_database",
    expect: async (t) => {
      const period = year(yearOf(t) - 1);
      return [$(await t.sum({ categories: ["revenue:long_term_rental"], ...period })), $(await t.sum({ categories: ["revenue:rental_income"], ...period }))];
    },
  },

  // ---------------- expenses (8) ----------------
  {
    group: "expenses",
    query: "how much did we spend on repairs last year, all the houses combined?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What have we paid Rosario Plumbing altogether?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...allTime(t), q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much has Brightwell taken in fees this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "condo HOA dues for last year, what did they add up to?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...year(yearOf(t) - 1), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "expenses",
    query: "utilities at the carriage house last month? power, gas, water, internet, garbage, all of it",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "what did the new roof on Thornapple cost us",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], ...allTime(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "expenses",
    query: "Can you tell me how much we've paid in insurance premiums this year on all the policies?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },

  // ---------------- property (5) ----------------
  {
    group: "property",
    query: Q_SALEM_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "whats the land vs building split on Thornapple? CPA is asking",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "depreciable basis for the Hood River carriage house, including the furniture",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "property",
    query: "I need the full address of the Beaverton condo for a form",
    tool: "query_database",
    expect: async (t) => {
      const [street, unit] = (await t.property("Quarry Bend")).address.split(", ");
      return [street!, unit!];
    },
  },
  {
    group: "property",
    query: "when was the duplex placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      if (!p.placed_in_service) throw new Error("no placed-in-service date on Larkspur");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------- tenants (5) ----------------
  {
    group: "tenants",
    query: Q_THORNAPPLE_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const [u] = await tenantsOf(t, "Thornapple");
      return [u!.tenant, $(u!.monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: Q_DUPLEX_TENANTS,
    tool: "query_database",
    expect: async (t) => (await tenantsOf(t, "Larkspur")).map((u) => u.tenant),
  },
  {
    group: "tenants",
    query: "was anybody late with rent this year?",
    tool: "query_database",
    expect: async (t) => lateFeePayers(t, thisYear(t)),
  },
  {
    group: "tenants",
    query: "how much of a security deposit are we holding for Marisol at Sycamore Hollow",
    tool: "search_document_content",
    expect: async (t) => {
      const [tenant] = await tenantsOf(t, "Sycamore");
      await onFile(t, surname(tenant!.tenant)); // the lease on file states the deposit
      return ["$2,500"];
    },
  },
  {
    group: "tenants",
    query: "Tobias's rent on the condo, how much is it a month?",
    tool: "query_database",
    expect: async (t) => [$((await tenantsOf(t, "Quarry Bend"))[0]!.monthly_rent)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "what's our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who are the members of Basalt Creek and what % does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Corwin Adeyemi", "45%"];
    },
  },
  {
    group: "company",
    query: "Oregon registry number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the company formed, and who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "what's the next thing coming due?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await openAhead(t);
      if (!next) throw new Error("nothing open ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days I should know about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      const dates = items.map((o) => o.due_date).sort();
      return uniqueDates([dates[0]!, dates.at(-1)!]);
    },
  },
  {
    group: "deadlines",
    query: "when is the Oregon annual report due",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await openAhead(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no annual report ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "is anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return uniqueDates(items.map((o) => o.due_date).sort()).slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "When does Tobias's lease at the condo run out?",
    tool: "query_database",
    expect: async (t) => {
      const [tenant] = await tenantsOf(t, "Quarry Bend");
      const { items } = await obligations(t, `q=${encodeURIComponent(surname(tenant!.tenant))}`);
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end recorded for the condo");
      return [end];
    },
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "what percentage does Brightwell get under the management agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["9%"];
    },
  },
  {
    group: "documents",
    query: "do the Quarry Bend HOA rules let us do short-term rentals on the condo? whats the minimum lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["12 months"];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "doc_type=formation");
      const wanted = ["Articles of Organization", "Operating Agreement"].filter((name) => found.some((title) => title.includes(name)));
      if (wanted.length === 0) throw new Error("no formation documents on file");
      return wanted;
    },
  },
  {
    group: "documents",
    query: "list the leases we've got saved",
    tool: "list_business_documents",
    expect: async (t) => {
      const leases = await titles(t, "q=Lease");
      // The tenant each lease on file names, "Residential Lease, <address> (<tenant>)".
      const names = leases.map((title) => /\(([^)]+)\)$/.exec(title)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length === 0) throw new Error("no tenant named in the lease titles");
      return names;
    },
  },

  // ---------------- stays (4) ----------------
  {
    group: "stays",
    query: "how many airbnb bookings did Mill Race have in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(yearOf(t) - 1, 7), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "stays",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "nights booked in Hood River in August?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastWhole(t, 8)))],
  },
  {
    group: "stays",
    query: "How many stays did the carriage house get last quarter and what did they gross?",
    tool: "query_database",
    expect: async (t) => {
      const period = lastQuarter(t.today);
      const property = (await t.property("Mill Race")).id;
      return [String(await t.count({ categories: ["revenue:rental_income"], ...period, property })), $(await t.sum({ categories: ["revenue:rental_income"], ...period, property }))];
    },
  },

  // ---------------- follow-ups (5) ----------------
  {
    group: "follow-up",
    query: "and how big a security deposit did she put down?",
    after: Q_THORNAPPLE_TENANT,
    tool: "search_document_content",
    expect: async (t) => {
      const [tenant] = await tenantsOf(t, "Thornapple");
      await onFile(t, surname(tenant!.tenant)); // the lease on file states the deposit
      return ["$2,400"];
    },
  },
  {
    group: "follow-up",
    query: "and the month before that?",
    after: Q_AIRBNB_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...monthBeforeLast(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "follow-up",
    query: "how much of that was land?",
    after: Q_SALEM_BOUGHT,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Sycamore")).land_basis)],
  },
  {
    group: "follow-up",
    query: "what does each unit pay",
    after: Q_DUPLEX_TENANTS,
    tool: "query_database",
    expect: async (t) => (await tenantsOf(t, "Larkspur")).map((u) => $(u.monthly_rent)),
  },
  {
    group: "follow-up",
    query: "just the condo?",
    after: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(yearOf(t) - 1), property: (await t.property("Quarry Bend")).id }))],
  },

  // ---------------- unanswerable (10) ----------------
  {
    group: "unanswerable",
    query: "what would Thornapple sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Larkspur mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we be charging for rent on the Beaverton condo, is Tobias under market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to freeze in Hood River this weekend? worried about the carriage house pipes",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Cascade Pest Solutions this year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // The vendor must really be absent from the books.
      const n = await t.count({ ...allTime(t), q: "Cascade Pest" });
      if (n !== 0) throw new Error(`Cascade Pest is on the books (${n})`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "can we write off the whole Thornapple roof this year or do we have to spread it out? should we file amended returns?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the interest rate on the Guild mortgage for the Salem house",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much deposit is Brightwell holding for Devon in unit A?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many showings did Brightwell do on the condo before Tobias moved in",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the balance in the company checking account at Umpqua today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
