// Blind held-out set r42-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC (the
// North Carolina company of scripts/lib/holdout-company.ts) might type. Written without reading the
// assistant's code, its tests, its docs or any other question set; only the company file, the eval
// runner and the service spec were read. Every figure, date and name is read at run time from the
// REST API; figures quoted from a document are expected as the document writes them.
import { type Case, type Truth, RENTS, figure, longDate, year, month, thisYear, lastMonth, quarter, guestsOf, nightsBooked, titles, obligations, type Obligation } from "./chat-questions";

/** This year, as the runner's `today` sees it (UTC). */
const Y = Number(new Date().toISOString().slice(0, 4));
const LY = Y - 1;

const STR = ["revenue:rental_income"];
const LTR = ["revenue:long_term_rental"];
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The company profile record, found through the service's own API description. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const candidates: string[] = [];
  try {
    const spec = await t.get<{ paths?: Record<string, unknown> }>("/openapi.json");
    for (const p of Object.keys(spec.paths ?? {})) if (/compan|profile/i.test(p) && !p.includes("{") && !/chat/.test(p)) candidates.push(p);
  } catch {
    // fall back to the usual names
  }
  candidates.push("/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/company-profile");
  for (const path of candidates) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const record = (body.data ?? body.profile ?? body) as Record<string, unknown>;
      if (record && typeof record === "object" && ("ein" in record || "legal_name" in record)) return record;
    } catch {
      // try the next one
    }
  }
  throw new Error(`no company profile among ${candidates.join(", ")}`);
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Open obligations due today or later, earliest first. */
async function upcoming(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

async function nextDue(t: Truth, match: (o: Obligation) => boolean): Promise<Obligation> {
  const found = (await upcoming(t)).find(match);
  if (!found) throw new Error("no open obligation matches");
  return found;
}

const rentOf = async (t: Truth, fragment: string) => {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: { monthly_rent?: string; tenant?: string } };
  if (!p.extra_metadata?.monthly_rent || !p.extra_metadata.tenant) throw new Error(`no tenant on ${fragment}`);
  return { tenant: p.extra_metadata.tenant, rent: figure(p.extra_metadata.monthly_rent) };
};

/** Checks that a document of that type is on file, then gives what its text says. */
const onFile = async (t: Truth, docType: string, phrases: string[]) => {
  await titles(t, `doc_type=${docType}`);
  return phrases;
};

const nonzero = (s: string) => {
  if (Number(s) === 0) throw new Error("zero sum: the question's period or filter holds nothing");
  return figure(s);
};

export const R42_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what was our gross rental income last yr, all properties combined?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...year(LY) }))],
  },
  {
    group: "income",
    query: "How much rental income has the cabin brought in ytd?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "Can you pull up Osprey Point's rental income for q3 last year",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...quarter(LY, 3), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "total rent Keisha paid us in " + LY + "?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: LTR, ...year(LY), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "give me our airbnb income for last month",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: STR, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What did Harbor Lane bring in from the long-term leases in " + LY + "?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: LTR, ...year(LY) }))],
  },
  {
    group: "income",
    query: "how much rental income came in during March of this year",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...month(Y, 3) }))],
  },
  {
    group: "income",
    query: "Calculate rental revenue for Q2 " + Y + " please",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...quarter(Y, 2) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Mountain Fresh Cleaning last year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...year(LY) }))],
  },
  {
    group: "expenses",
    query: "property taxes across all the houses in " + LY + " — what was the total?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:property_tax"], ...year(LY) }))],
  },
  {
    group: "expenses",
    query: "Total expences for the Durham unit last yr",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", ...year(LY), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "what have utilities cost us at the cabin so far this year",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "How much have we paid in HOA dues at Osprey this year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", q: "HOA", ...thisYear(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "what did we spend on insurance premiums in " + LY + ", all policies",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:insurance"], ...year(LY) }))],
  },
  {
    group: "expenses",
    query: "What did Brightwater charge us for tax prep last year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", q: "BRIGHTWATER", ...year(LY) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was the company's net income for " + LY + "?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "net", ...year(LY) }))],
  },
  {
    group: "net",
    query: "How did the Raleigh house do last year after expenses? net please",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "net", ...year(LY), property: await pid(t, "Hickory") }))],
  },
  {
    group: "net",
    query: "ytd net profit at osprey point?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Osprey") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin have in August last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...month(LY, 8), property: await pid(t, "Juniper") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Osprey Point in June " + Y + "?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(Y, 6)),
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the Asheville place last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting Hickory Dr and what do they pay a month",
    tool: "query_database",
    expect: async (t) => {
      const { tenant, rent } = await rentOf(t, "Hickory");
      return [tenant, rent];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Can you list our long term tenants?",
    tool: "query_database",
    expect: async (t) => [(await rentOf(t, "Magnolia")).tenant, (await rentOf(t, "Hickory")).tenant],
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did we get across both short-term rentals in q3 " + LY,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...quarter(LY, 3) }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis for Osprey Point?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Raleigh house and when did we buy it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs building basis on Magnolia St?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the cabin's basis is furniture?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's Harbor Lane's EIN?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
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
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "pls give me the NC secretary of state ID number for the company",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats due next?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await upcoming(t);
      if (!first) throw new Error("nothing open");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything we need to file or pay in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const until = plusDays(t.today, 45);
      const due = (await upcoming(t)).filter((o) => o.due_date <= until);
      if (due.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our 1065 due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:filing" && /1065/.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Wilmington short term rental permit",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => /rental permit/i.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment — when is it?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "insurance:policy", ["8,400"]),
  },
  {
    group: "documents",
    query: "what late fee does Keisha's lease allow if rent is late?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "other", ["85"]),
  },
  {
    group: "documents",
    query: "Per our operating agreement, how much cash do we have to hold back in reserve before distributions?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "formation:operating_agreement", ["15,000"]),
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on Oak City's roof invoice",
    tool: "search_document_content",
    expect: (t) => onFile(t, "accounting:invoice", ["10"]),
  },
  {
    group: "documents",
    query: "pull up a list of the docs we have on file",
    tool: "list_business_documents",
    expect: (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "What did the cabin bring in last yr?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    after: "how much have we paid Seaside Turnover Cleaning in " + LY + "?",
    query: "what about the cleaners at the cabin?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...year(LY) }))],
  },
  {
    group: "follow-up",
    after: "What's Keisha's monthly rent?",
    query: "and Owen's?",
    tool: "query_database",
    expect: async (t) => [(await rentOf(t, "Hickory")).rent],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis on Magnolia",
    query: "what about the Raleigh house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "when's the NC annual report due?",
    query: "how much is the fee for it?",
    tool: "query_database",
    expect: async (t) => {
      await nextDue(t, (o) => o.obligation_type === "compliance:periodic_report");
      return ["203"];
    },
  },
  {
    group: "follow-up",
    after: "how many bookings did Osprey Point have in July " + LY + "?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(LY, 7)),
  },
  {
    group: "follow-up",
    after: "how much did the new roof on Hickory cost us?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      // The roofer is on the ledger.
      if ((await t.count({ q: "OAK CITY ROOFING", ...year(LY) })) === 0) throw new Error("no roof bill");
      return ["Oak City Roofing"];
    },
  },
  {
    group: "follow-up",
    after: "electric bills at osprey in q3 last year?",
    query: "and q3 this year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:utilities:electricity"], ...quarter(Y, 3), property: await pid(t, "Osprey") }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What would the cabin sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much will Osprey Point make next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the Durham unit or refinance it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the rent on our Charlotte place on Tryon St?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much rent did we collect in 2019?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the remaining balance on the Truist mortgage for Juniper?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the PNC loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Owen Fitzgerald's credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did Blue Ridge Holdings LLC, Daniel's other company, earn last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the average nightly rate for other Airbnbs in Asheville right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
