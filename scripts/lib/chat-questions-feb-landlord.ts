// The feb-landlord set: written blind (the assistant's code, its tests, its docs and every other question
// set left unread; no answer of the assistant seen). Company: Basalt Creek Holdings LLC, the Oregon
// landlord fixture (scripts/lib/landlord-company.ts): four long-term rentals (Thornapple, the Larkspur
// duplex, the Quarry Bend condo through Brightwell Property Management; Sycamore Hollow self-managed)
// and the Mill Race carriage house let on Airbnb.
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8 (each placed right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to t.today.
import { figure, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, guestsOf, quarter, RENTS, thisYear, year, type Case, type Truth } from "./chat-questions";

/** The calendar year of the run, for the wording of questions only ("in 2025"); expectations use t.today. */
const LAST_YEAR = Number(new Date().toISOString().slice(0, 4)) - 1;

const lastYearOf = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Unit {
  unit: string;
  tenant: string;
  monthly_rent: string;
}
/** A property's free-form record (tenant, monthly rent, units), as GET /api/v1/properties/{id} returns it. */
async function metadataOf(t: Truth, fragment: string): Promise<{ tenant?: string; monthly_rent?: string; units?: Unit[] }> {
  const p = await t.get<{ extra_metadata: { tenant?: string; monthly_rent?: string; units?: Unit[] } }>(`/api/v1/properties/${await idOf(t, fragment)}`);
  return p.extra_metadata;
}
async function unitOf(t: Truth, fragment: string, tenant: string): Promise<Unit> {
  const unit = (await metadataOf(t, fragment)).units?.find((u) => u.tenant.includes(tenant));
  if (!unit) throw new Error(`no unit of ${tenant} at ${fragment}`);
  return unit;
}

/** The next open deadline matching a query, as a long date. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

/** "Lease ends January 31, 2027" as written in the lease-renewal deadline of a tenant. */
async function leaseEnd(t: Truth, tenant: string): Promise<string> {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/obligations?page_size=200&q=${encodeURIComponent(tenant)}`);
  for (const o of items) {
    const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
    if (end) return end;
  }
  throw new Error(`no lease end for ${tenant}`);
}

/** The text of one uploaded document (found by a fragment of its title) near a search, through the document search API. */
async function documentText(t: Truth, titleFragment: string, search: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(search)}&document_id=${items[0]!.id}&top_k=20`);
  if (hits.items.length === 0) throw new Error(`nothing found for "${search}" in ${items[0]!.title}`);
  return hits.items.map((h) => h.text).join("\n");
}
/** The first group of a pattern in a document's text; throws when the document does not say it. */
async function fromDocument(t: Truth, titleFragment: string, search: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await documentText(t, titleFragment, search))?.[1];
  if (!found) throw new Error(`${pattern} not found in "${titleFragment}"`);
  return found;
}
/** "$2,400.00" -> "$2,400": matches an answer that writes the cents and one that does not. */
const dollars = (amount: string) => `$${amount.replace(/^\$/, "").replace(/\.00$/, "")}`;

// Parents of follow-ups, whose exact wording a follow-up repeats in `after`.
const THORNAPPLE_RENT = "how much rent did we collect on thornapple last yr";
const HOOD_RIVER_UTILITIES = "roughly what are we spending on utilities at hood river ytd";
const PROPERTY_TAXES = `property taxes paid in ${LAST_YEAR} across all 5 properties`;
const CARRIAGE_NIGHTS = "how many nights was the carriage house booked last month";
const THORNAPPLE_PRICE = "what did we pay for the thornaple house";
const EIN = "whats our EIN";
const DEVON_RENEWAL = "deadline to decide on renewing devon achterberg's lease?";
const MEMBER_SPLIT = "ownership split between helena and corwin?";

export const FEB_LANDLORD_CASES: Case[] = [
  // income (8)
  {
    group: "income",
    query: THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYearOf(t), property: await idOf(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "what about sycamore?",
    after: THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYearOf(t), property: await idOf(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "gross airbnb bookings at the carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: `total revenue for basalt creek in ${LAST_YEAR}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...lastYearOf(t) }))],
  },
  {
    group: "income",
    query: "larkspr duplex rental income Q3 last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...quarter(Number(t.today.slice(0, 4)) - 1, 3), property: await idOf(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "pull up what the beaverton condo brought in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...lastMonth(t.today), property: await idOf(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: `any late fees collected in ${LAST_YEAR}? how much`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...lastYearOf(t) }))],
  },
  {
    group: "income",
    query: "how much of garrett hollis's security deposit did we end up keeping",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], start: lastYearOf(t).start, end: t.today, property: await idOf(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "salem house rent recieved last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: await idOf(t, "Sycamore") }))],
  },

  // expenses (7)
  {
    group: "expenses",
    query: "how much did brightwell charge us last yr, all fees in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYearOf(t) }))],
  },
  {
    group: "expenses",
    query: PROPERTY_TAXES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYearOf(t) }))],
  },
  {
    group: "follow-up",
    query: "which one was the biggest bill",
    after: PROPERTY_TAXES,
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYearOf(t);
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?category=expense:property_tax&start_date=${start}&end_date=${end}&sort=-amount&page_size=1`);
      if (!items[0]) throw new Error("no property tax last year");
      return [figure(items[0].amount)];
    },
  },
  {
    group: "expenses",
    query: HOOD_RIVER_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "how much of that was electric",
    after: HOOD_RIVER_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "how much did we pay rosario plumbing last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYearOf(t) }))],
  },
  {
    group: "expenses",
    query: "what have we paid GORGE SPARKLE CLEANING so far this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Gorge Sparkle", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `total UMPQUA HOME LOAN INTEREST for ${LAST_YEAR}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Umpqua Home Loan", ...lastYearOf(t) }))],
  },
  {
    group: "expenses",
    query: "give me airbnb host fees for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastQuarter(t.today) }))],
  },

  // net (3)
  {
    group: "net",
    query: "net income for the carriage house last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYearOf(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "calculate net for sycamore hollow last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await idOf(t, "Sycamore") }))],
  },
  {
    group: "net",
    query: "whole company net profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's renting thornapple right now",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await metadataOf(t, "Thornapple")).tenant;
      if (!tenant) throw new Error("no tenant at Thornapple");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: CARRIAGE_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "and what did those stays gross",
    after: CARRIAGE_NIGHTS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the airbnb guests at hood river last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "rent roll for the larkspur duplex - who's in each unit and what do they pay",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadataOf(t, "Larkspur")).units;
      if (!units?.length) throw new Error("no units at Larkspur");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "# of airbnb stays ytd",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "when does tobias wren's lease end",
    tool: "query_database",
    expect: async (t) => [await leaseEnd(t, "Tobias Wren")],
  },

  // basis (4)
  {
    group: "basis",
    query: THORNAPPLE_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it?",
    after: THORNAPPLE_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Thornapple")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on quarry bend",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture basis at mill race",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: `${LAST_YEAR} depreciation on larkspur`,
    tool: "query_database",
    expect: async (t) => {
      const y = Number(t.today.slice(0, 4)) - 1;
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await idOf(t, "Larkspur")}/depreciation?year=${y}`);
      if (!d.year) throw new Error(`no depreciation for ${y}`);
      return [figure(d.year.total)];
    },
  },

  // company (4)
  {
    group: "company",
    query: EIN,
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "follow-up",
    query: "and what are we taxed as?",
    after: EIN,
    tool: "query_database",
    expect: async (t) => {
      const { entity_type } = await t.get<{ entity_type: string | null }>("/api/v1/company");
      const taxedAs = /taxed as an? ([a-z -]+)/i.exec(entity_type ?? "")?.[1]?.trim();
      if (!taxedAs) throw new Error(`no tax classification in ${entity_type}`);
      return [taxedAs];
    },
  },
  {
    group: "company",
    query: "who is basalt creek's registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "when did we form the llc",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "oregon sos registry number for basalt creek holdings?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "1065 due date?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")],
  },
  {
    group: "deadlines",
    query: "when is the oregon annual report due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "deadlines",
    query: DEVON_RENEWAL,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${encodeURIComponent("Devon Achterberg")}`)],
  },
  {
    group: "follow-up",
    query: "what's he paying a month right now",
    after: DEVON_RENEWAL,
    tool: "query_database",
    expect: async (t) => [figure((await unitOf(t, "Larkspur", "Devon Achterberg")).monthly_rent)],
  },
  {
    group: "deadlines",
    query: "when does the hood river STR permit need renewing",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${encodeURIComponent("short-term rental permit")}`)],
  },

  // documents (5)
  {
    group: "documents",
    query: "what's the deductible on the mill race insurance policy",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDocument(t, "Columbia Gorge Mutual", "deductible per occurrence", /\$([\d,]+(?:\.\d\d)?) per occurrence/i))],
  },
  {
    group: "documents",
    query: MEMBER_SPLIT,
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members percentage interests capital contribution");
      const shares = ["Helena Marsh", "Corwin Adeyemi"].map((member) => new RegExp(`${member} holds an? (\\d+(?:\\.\\d+)?%)`).exec(text)?.[1]);
      if (shares.some((s) => !s)) throw new Error("no percentage interests in the operating agreement");
      return shares as string[];
    },
  },
  {
    group: "follow-up",
    query: "how much capital did each of them put in",
    after: MEMBER_SPLIT,
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members percentage interests capital contribution");
      const amounts = ["Helena Marsh", "Corwin Adeyemi"].map((member) => new RegExp(`${member} holds [^.]*? and contributed \\$([\\d,]+(?:\\.\\d\\d)?)`).exec(text)?.[1]);
      if (amounts.some((a) => !a)) throw new Error("no capital contributions in the operating agreement");
      return (amounts as string[]).map(dollars);
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the quarry bend HOA levied",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDocument(t, "Quarry Bend Condominium Association Rules", "special assessment per unit", /special assessment of \$([\d,]+(?:\.\d\d)?) per unit/i))],
  },
  {
    group: "documents",
    query: "pet deposit on brianna's lease?",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDocument(t, "Thornapple Street (Brianna", "pet deposit dog", /pet deposit of \$([\d,]+(?:\.\d\d)?)/i))],
  },
  {
    group: "documents",
    query: "how much can brightwell spend on one repair w/o our ok",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDocument(t, "Property Management Agreement", "repair without the Owner's approval", /spend up to \$([\d,]+(?:\.\d\d)?) on any one repair/i))],
  },

  // unanswerable (10): not in the records (never recorded, the future, other companies, advice)
  { group: "unanswerable", query: "projected airbnb revenue for hood river next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats brightwell property management's EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did front range rentals llc make last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the larkspur duplex or refi it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "sq footage of the sycamore hollow house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "ingrid soto phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many nights was mill race booked back in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's our airbnb star rating on the carriage house listing", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is tobias wren going to renew or move out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "wifi password at the carriage house?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
