// Blind set r29-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC (the North
// Carolina held-out company, scripts/lib/holdout-company.ts) might type. Written without reading the
// assistant's code, its tests, its docs or any other question set; every expected figure, date and
// name is read at run time from the REST API (or, for a document's words, from the company file's
// document text, checked to be on file through the API). Checked with --expect-only only.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const LAST = (t: Truth) => year(Y(t) - 1);
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's free-form fields (tenant, rent), from its record. */
async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = (await t.property(fragment)) as unknown as { id: string; extra_metadata?: Record<string, string> };
  if (p.extra_metadata && Object.keys(p.extra_metadata).length) return p.extra_metadata;
  const full = await t.get<{ extra_metadata?: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  if (!full.extra_metadata) throw new Error(`no extra_metadata for ${fragment}`);
  return full.extra_metadata;
}

/** The company record, wherever the service serves it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/company-profile"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const record = (body && typeof body === "object" && "data" in body && body.data && typeof body.data === "object" ? body.data : body) as Record<string, unknown>;
      if (record && (record.ein || record.legal_name)) return record;
    } catch {
      // try the next path
    }
  }
  const spec = await t.get<{ paths: Record<string, unknown> }>("/openapi.json");
  throw new Error(`no company record; paths: ${Object.keys(spec.paths).join(", ")}`);
}

/** Open obligations due on or after today, soonest first. */
async function upcoming(t: Truth, match: (o: Obligation) => boolean = () => true): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open obligation matches");
  return open;
}

/** Checks a document is on file (through the API) before expecting words from its text. */
async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document like "${fragment}": ${list.join("; ")}`);
}

const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what} is zero`);
  return figure(amount);
};

export const R29_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much did the cabin bring in last month?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastMonth(t.today), property: await pid(t, "Juniper") }), "cabin last month")],
  },
  {
    group: "income",
    query: "What was Harbor Lane's total gross rental income for last yr?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...LAST(t) }), "rents last year")],
  },
  {
    group: "income",
    query: "airbnb payouts for this year's q3 - cabin and cottage combined pls",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t), 3) }), "STR q3")],
  },
  {
    group: "income",
    query: "Can you calculate the rental income for Osprey Point in July of last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...month(Y(t) - 1, 7), property: await pid(t, "Osprey") }), "osprey july")],
  },
  {
    group: "income",
    query: "what did Owen pay us in rent last year, total?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", q: "OWEN FITZGERALD RENT", ...LAST(t) }), "owen rent")],
  },
  {
    group: "income",
    query: "What was our total revenue last quarter, everything included?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastQuarter(t.today) }), "revenue last quarter")],
  },
  {
    group: "income",
    query: "how much long term lease rent came in last year from the Durham and Raleigh rentals together",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], ...LAST(t) }), "LTR last year")],
  },
  {
    group: "income",
    query: "give me rental income broken out by property for last year",
    tool: "query_database",
    expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (p) => nonZero(await t.sum({ categories: RENTS, ...LAST(t), property: await pid(t, p) }), `${p} rents`))),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What did we pay Mountain Fresh Cleaning last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...LAST(t) }), "mountain fresh")],
  },
  {
    group: "expenses",
    query: "utilities total for osprey ytd?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Osprey") }), "osprey utilities")],
  },
  {
    group: "expenses",
    query: "how much did we pay in property taxes last year, all the houses together?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...LAST(t) }), "property tax")],
  },
  {
    group: "expenses",
    query: "What have insurance premiums cost us so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }), "insurance ytd")],
  },
  {
    group: "expenses",
    query: "how much were the HOA dues at Osprey Point last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "HOA", ...LAST(t), property: await pid(t, "Osprey") }), "hoa")],
  },
  {
    group: "expenses",
    query: "pull up cleaning costs for the Wilmington cottage in q2 of this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:cleaning"], ...quarter(Y(t), 2), property: await pid(t, "Osprey") }), "cottage cleaning q2")],
  },
  {
    group: "expenses",
    query: "what has Greenscape charged us for lawn care at the Raleigh house this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "GREENSCAPE", ...thisYear(t) }), "greenscape")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was the company's net income for last year, all properties and overhead included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...LAST(t) }))],
  },
  {
    group: "net",
    query: "is Magnolia profitable ytd? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "net",
    query: "net profit for the beach cottage last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Osprey") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the Juniper cabin get in August last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8), property: await pid(t, "Juniper") });
      if (n === 0) throw new Error("no cabin bookings in August");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at osprey point in july of last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(Y(t) - 1, 7)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights has the Asheville cabin been booked so far this year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Durham unit right now and what do they pay?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did we have this past q3, both places?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) });
      if (n === 0) throw new Error("no bookings in q3");
      return [String(n)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the beach cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What was the purchase price of the Magnolia St condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for 1502 Hickory?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much furniture & fixtures basis do we have in the Asheville place",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats the EIN for harbor lane again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Could you give me our NC Secretary of State ID number?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string;
      return [typeof agent === "string" ? agent : String(agent.name)];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);
      const due = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next NC annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await upcoming(t, (o) => o.obligation_type === "compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*(?:\.\d\d)?)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 next?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:filing" && o.description.includes("1065")))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When's the next quarterly estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:payment"))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "how much is the late fee in Keisha's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "Per our operating agreement, how much cash reserve do we have to hold back before distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Oak City Roofing invoice?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rent has Keisha paid us this year?",
    query: "and for all of last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], ...LAST(t), property: await pid(t, "Magnolia") }), "magnolia last year")],
  },
  {
    group: "follow-up",
    after: "what did the cabin gross in q2 last year?",
    query: "what about the cottage?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 2), property: await pid(t, "Osprey") }), "cottage q2")],
  },
  {
    group: "follow-up",
    after: "What did we pay for the cabin?",
    query: "how much of that was the land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).land_basis)],
  },
  {
    group: "follow-up",
    after: "who put the new roof on the Hickory house?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "ROOF", start: `${Y(t) - 1}-01-01`, end: t.today, property: await pid(t, "Hickory") }), "roof")],
  },
  {
    group: "follow-up",
    after: "Who rents the Hickory Drive house?",
    query: "what's his monthly rent?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "how many nights was the Osprey place booked last year?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", LAST(t)))],
  },
  {
    group: "follow-up",
    after: "when's the flood insurance renewal due?",
    query: "which house is that one for?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await upcoming(t, (o) => o.obligation_type === "property:insurance" && /flood/i.test(o.description)))[0]!;
      if (!o.property_id) throw new Error("flood renewal has no property");
      const p = await t.get<{ address: string }>(`/api/v1/properties/${o.property_id}`);
      return [p.address.split(",")[0]!.replace(/^\d+\s+/, "").replace(/\s+(Road|Street|Lane|Drive)$/i, "")];
    },
  },
  {
    group: "follow-up",
    after: "what did the cabin spend on electricity last year?",
    query: "what about water?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities:water"], ...LAST(t), property: await pid(t, "Juniper") }), "cabin water")],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "What would the Juniper cabin sell for on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you forecast our airbnb income for next summer?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we refinance the Raleigh house or sell it? what do you recommend", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much rent did we collect on the Charlotte duplex last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What was our rental income back in 2019?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the remaining principal balance on the Truist mortgage for the cabin", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the PNC loan for Magnolia?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's Keisha Brown's social security number and credit score?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Blue Heron Holdings LLC net last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what are other Asheville airbnbs charging per night right now?", tool: "query_database", expect: async () => [] },
];
