// Blind set r40 for the held-out North Carolina company (Harbor Lane Properties LLC): 60 questions in an
// owner's or bookkeeper's own wording. Written without reading the assistant's code, its tests, its docs
// or any other question set; expected figures are read at run time from the REST API (and, for what a
// document says, from the document text in holdout-company.ts, checked to be on file through the API).
import { type Case, type Truth, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations } from "./chat-questions";
import { holdoutDocuments } from "./holdout-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The open obligations (not completed or cancelled), soonest first, optionally whose description matches. */
async function open(t: Truth, query: string, match?: RegExp) {
  const { items } = await obligations(t, query);
  const found = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled")
    .filter((o) => !match || match.test(o.description))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (found.length === 0) throw new Error(`no open obligation for ${query} ${match ?? ""}`);
  return found;
}

/** A document's text from the company file, once its title is confirmed on file through the API. */
async function docText(t: Truth, filename: string): Promise<string> {
  const doc = holdoutDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no document ${filename} in the company file`);
  const onFile = await titles(t, `doc_type=${doc.doc_type}`);
  if (!onFile.includes(doc.title)) throw new Error(`${doc.title} is not on file`);
  return doc.body;
}
const quote = (text: string, pattern: RegExp) => {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`${pattern} not found in the document`);
  return m[1];
};

interface PropertyRecord {
  id: string;
  extra_metadata: Record<string, string>;
}
const tenantOf = async (t: Truth, fragment: string) => {
  const p = await t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, fragment)}`);
  const { tenant, monthly_rent } = p.extra_metadata;
  if (!tenant || !monthly_rent) throw new Error(`no tenant on ${fragment}`);
  return { tenant, rent: figure(monthly_rent) };
};

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));

const ASK_CABIN_LAST_MONTH = "what did the cabin take in last month, cleaning fees included?";
const ASK_KEISHA_LAST_YEAR = "how much rent did Keisha pay us last year";
const ASK_HICKORY_PRICE = "what did we pay for the Hickory Dr house when we bought it?";
const ASK_OSPREY_SEPT = "who stayed at Osprey Point in september?";
const ASK_PEST = "when did we last pay Coastal Pest at the Wilmington cottage?";
const ASK_ROOF = "How much did the new roof on the Raleigh house cost us?";
const ASK_Q3_EXPENSES = "total expenses for Harbor Lane in q3 please";
const ASK_OTHER_PERILS = "whats the deductible on the osprey point policy for a regular claim, like a kitchen fire";

export const R40_HARBOR_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "how much rent has Owen paid us ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Total revenue for the whole LLC last month, everything that came in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "can you calculate q3 income for the Asheville cabin? include the cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Juniper"), ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "gross rents last yr across all four places, just rent and booking amounts (leave out cleaning fees and late fees)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:long_term_rental"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Airbnb reservation income at Osprey Point for July, not counting cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...month(Y(t), 7) }))],
  },
  {
    group: "income",
    query: "give me the total Keisha Brown paid in rent for 2nd quarter this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: "how much short term rental income (airbnb nightly bookings only, no cleaning fees) have we made so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up long-term lease income for both tenants combined, last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1) }))],
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "What have we paid Seaside Turnover Cleaning so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "SEASIDE", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total utilites last year - power, water, gas and internet, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:water", "expense:utilities:gas", "expense:utilities:internet"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "all the expenses on the Durham unit for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Magnolia"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much did we spend on repairs in March",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...month(Y(t), 3) }))],
  },
  {
    group: "expenses",
    query: "Duke Energy bills last month, both houses together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], q: "DUKE", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest we've paid on the cottage in Wilmington this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did airbnb take in host service fees last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastQuarter(t.today) }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "What was Harbor Lane's net income for last year, revenue minus all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "is Juniper Lane making money this year? net profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "net on 310 Magnolia for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Magnolia"), ...lastQuarter(t.today) }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin have in Sept?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...month(Y(t), 9) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who were the guests at Osprey Point last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the Asheville place in july",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(Y(t), 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are our long term tenants and what does each one pay per month?",
    tool: "query_database",
    expect: async (t) => {
      const [a, b] = await Promise.all([tenantOf(t, "Magnolia"), tenantOf(t, "Hickory")]);
      return [a.tenant, a.rent, b.tenant, b.rent];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb bookings at the Wilmington cottage last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...year(Y(t) - 1) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "guest list for Juniper Cabin, August of last year pls",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(Y(t) - 1, 8)),
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "whats the depreciable basis on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for 9 Osprey Point Rd?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).total_basis)],
  },
  {
    group: "basis",
    query: "How much furniture & equipment basis do we carry on the Osprey cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },
  {
    group: "basis",
    query: "purchase price of the Magnolia St condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).purchase_price_total)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "I need our EIN for a W-9, what is it?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what's Harbor Lane's NC secretary of state ID number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's listed as our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Any deadlines coming up in the next 45 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await open(t, "upcoming=45")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when is the NC annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, "", /annual report/i))[0]!;
      return [longDate(next.due_date), quote(next.description, /\$(\d[\d,]*)/)];
    },
  },
  {
    group: "deadlines",
    query: "due date for the next Q4 estimated tax payment?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "", /Q4 .*estimated/i))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When does the flood insurance at Osprey need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "", /flood insurance/i))[0]!.due_date)],
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "what's the liability limit on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [quote(await docText(t, "osprey-point-insurance-policy.md"), /Premises liability: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "Per Keisha's lease, how much is the late fee if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => [quote(await docText(t, "magnolia-unit-2-lease.txt"), /late fee of \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "how much cash reserve does the operating agreement say we keep before distributions?",
    tool: "search_document_content",
    expect: async (t) => [quote(await docText(t, "harbor-lane-operating-agreement.md"), /reserve of \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Oak City Roofing job",
    tool: "search_document_content",
    expect: async (t) => [quote(await docText(t, "oak-city-roofing-invoice.md"), /Workmanship warranty: (\d+ years)/)],
  },
  {
    group: "documents",
    query: "can you list all the documents we've got on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    query: "and the same month last year?",
    after: ASK_CABIN_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => {
      const m = Number(lastMonth(t.today).start.slice(5, 7));
      const y = Number(lastMonth(t.today).start.slice(0, 4));
      return [figure(await t.sum({ type: "revenue", property: await pid(t, "Juniper"), ...month(y - 1, m) }))];
    },
  },
  {
    group: "follow-up",
    query: "what about Owen?",
    after: ASK_KEISHA_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and how much of that was land?",
    after: ASK_HICKORY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).land_basis)],
  },
  {
    group: "follow-up",
    query: "how many nights was that altogether?",
    after: ASK_OSPREY_SEPT,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(Y(t), 9)))],
  },
  {
    group: "follow-up",
    query: "how much was that?",
    after: ASK_PEST,
    tool: "query_database",
    expect: async (t) => {
      const [last] = await txs(t, `category=expense:maintenance:pest_control&property_id=${await pid(t, "Osprey")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      if (!last) throw new Error("no pest control payment");
      return [figure(last.amount)];
    },
  },
  {
    group: "follow-up",
    query: "who was the roofer?",
    after: ASK_ROOF,
    tool: "query_database",
    expect: async (t) => {
      const [roof] = await txs(t, `q=ROOF&property_id=${await pid(t, "Hickory")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      if (!roof) throw new Error("no roof payment");
      return [roof.description.replace(/\s+new roof.*$/i, "")];
    },
  },
  {
    group: "follow-up",
    query: "and in q2?",
    after: ASK_Q3_EXPENSES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(Y(t), 2) }))],
  },
  {
    group: "follow-up",
    query: "ok and if it's a hurricane?",
    after: ASK_OTHER_PERILS,
    tool: "search_document_content",
    expect: async (t) => [quote(await docText(t, "osprey-point-insurance-policy.md"), /which is \$([\d,]+)/)],
  },

  // ---------------- unanswerable (10) ----------------
  {
    group: "unanswerable",
    query: "what would the Asheville cabin sell for in today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you forecast Osprey Point's airbnb income for next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we refinance the Raleigh house or pay it down faster?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did our Charlotte townhouse on Providence Rd bring in last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did Juniper Cabin gross in 2022, its first summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the remaining principal balance on the Truist loan for Osprey?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the PNC mortgage for Magnolia",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you pull up Keisha Brown's social security number and credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Daniel Okafor's personal income tax bracket?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how did Cape Fear Coastal Rentals LLC do last year? revenue and expenses",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
