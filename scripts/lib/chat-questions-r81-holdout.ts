// Blind set r81-holdout: 60 questions about the North Carolina LLC (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the occupancy report, obligations, the company profile and the document list); a figure or term quoted from a document is used only after the document is found on file.
// Persona: the member who runs the short-term rental side (the Asheville cabin and the Wilmington
// cottage on Airbnb): bookings, guests, nights, cleanings, payouts and host fees, mixed with the
// ordinary money, property, tenant, company and deadline questions.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
/** From January 1 of last year (the start of the books) through today. */
const sinceLastYear = (t: Truth) => ({ start: lastYear(t).start, end: t.today });

const CABIN = "Juniper Lane";
const COTTAGE = "Osprey Point";
const RALEIGH = "Hickory Drive";
const DURHAM = "Magnolia Street";

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const metadata = async (t: Truth, fragment: string) => {
  const p = (await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> };
  return p.extra_metadata;
};
const need = (value: string | undefined, what: string) => {
  if (!value) throw new Error(`no ${what} in the records`);
  return value;
};
/** The one document on file whose title or file name holds `fragment`; throws when none is. */
const documentTitle = async (t: Truth, fragment: string) => {
  const found = await titles(t, `q=${encodeURIComponent(fragment)}`);
  if (found.length !== 1) throw new Error(`${found.length} documents match ${fragment}`);
  return found[0]!;
};
const dueOf = async (t: Truth, query: string) => {
  const o = await nextOpen(t, `start_date=${t.today}&${query}`);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
};
/** Checks that the records hold nothing matching a vendor's name, so the question is truly unanswerable. */
const neverPaid = async (t: Truth, q: string) => {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`${q} has ${n} transactions`);
  return [];
};

const CABIN_LAST_YEAR = "how much did the cabin bring in last yr, cleaning fees included?";
const HOST_FEES_YTD = "airbnb host fees ytd, both listings combined";
const EIN = "what's the EIN for Harbor Lane?";
const COTTAGE_CLOSING = "When did we close on the Osprey Point cottage?";
const CABIN_NIGHTS = "how many nights was the cabin booked last month";

export const R81_HOLDOUT_CASES: Case[] = [
  // Income by period, property and source (10)
  {
    group: "income",
    query: CABIN_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t), property: await pid(t, CABIN) }))],
  },
  {
    group: "income",
    query: "Osprey rental income ytd - just the nightly rent pls, not the cleaning fees",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "income",
    query: "What did we collect in cleaning fees from guests across both Airbnbs last quarter?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "can you tell me how much rent Keisha has paid us so far this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, DURHAM) }))],
  },
  {
    group: "income",
    query: "total long-term rent from the Raleigh house and the Durham unit last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "gross revenue for Harbor Lane Properties last month, all four places",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what did airbnb actually pay out for the cottage in august last year after their host fee?",
    tool: "query_database",
    expect: async (t) => {
      const august = month(Number(t.today.slice(0, 4)) - 1, 8);
      return [$(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees", "expense:platform_fees"], type: "net", ...august, property: await pid(t, COTTAGE) }))];
    },
  },
  {
    group: "income",
    query: "did Owen ever get charged a late fee? how much was it",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...sinceLastYear(t), property: await pid(t, RALEIGH) }))],
  },
  {
    group: "income",
    query: "break down last month's income by source for me",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today) })), $(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate total income for the whole company last yr, every source",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "how much did we pay Mountain Fresh for the cabin cleanings last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Mountain Fresh", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: HOST_FEES_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did Seaside Turnover bill us last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Seaside Turnover", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "Duke Energy at the beach house last yr - total electric?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities:electricity"], ...lastYear(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "expenses",
    query: "pull up total mortgage interest for last year, all properties",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues at Osprey Point so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "expenses",
    query: "what'd the new roof on the Hickory house run us?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], ...sinceLastYear(t), property: await pid(t, RALEIGH) }))],
  },
  {
    group: "expenses",
    query: "total spent on cleaners for both STRs this year ($ paid to the cleaning crews, not what guests paid us)",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t) }))],
  },

  // Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: COTTAGE_CLOSING,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(COTTAGE)).acquisition_date)],
  },
  {
    group: "properties",
    query: "depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [$((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land basis for the Durham unit",
    tool: "query_database",
    expect: async (t) => [$((await t.property(DURHAM)).land_basis)],
  },
  {
    group: "properties",
    query: "What did we pay for the Raleigh house, and how much of it is depreciable?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(RALEIGH);
      return [$(p.purchase_price_total), $(p.depreciable_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the street address of the asheville cabin, need it for a guest",
    tool: "query_database",
    expect: async (t) => [(await t.property(CABIN)).address.split(",")[0]!],
  },

  // Tenants, rents, leases (4)
  {
    group: "tenants",
    query: "who's renting the Raleigh house and what's the rent",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, RALEIGH);
      return [need(m.tenant, "Raleigh tenant"), $(need(m.monthly_rent, "Raleigh rent"))];
    },
  },
  {
    group: "tenants",
    query: "what's Keisha paying a month right now?",
    tool: "query_database",
    expect: async (t) => [$(need((await metadata(t, DURHAM)).monthly_rent, "Durham rent"))],
  },
  {
    group: "tenants",
    query: "list our long-term tenants pls",
    tool: "query_database",
    expect: async (t) => [need((await metadata(t, DURHAM)).tenant, "Durham tenant"), need((await metadata(t, RALEIGH)).tenant, "Raleigh tenant")],
  },
  {
    group: "tenants",
    query: "when does Keisha's lease on Magnolia end?",
    tool: "search_document_content",
    expect: async (t) => {
      // The lease on file runs August 1 of its first year to July 31 of its second, as its title says.
      const title = await documentTitle(t, "Magnolia");
      const years = /\((\d{4})-(\d{4})\)/.exec(title);
      if (!years) throw new Error(`no lease years in ${title}`);
      return [`July 31, ${years[2]}`];
    },
  },

  // Company facts (4)
  {
    group: "company",
    query: EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "NC SOS id number for the llc?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the company formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who are the members of the LLC and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      await documentTitle(t, "Operating Agreement");
      return ["Aisha Reyes", "Daniel Okafor"];
    },
  },

  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "anything due in the next 40 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=40");
      if (items.length === 0) throw new Error("nothing due in 40 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the Wilmington short term rental permit renewal due?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "q=permit")],
  },
  {
    group: "deadlines",
    query: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "q=1065")],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when do we have to pay it by?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "q=estimated")],
  },
  {
    group: "deadlines",
    query: "what's the next deadline coming up for the cabin?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `property_id=${await pid(t, CABIN)}`)],
  },

  // What documents say, and which are on file (6)
  {
    group: "documents",
    query: "whats the hurricane deductible on the osprey policy",
    tool: "search_document_content",
    expect: async (t) => {
      await documentTitle(t, "Osprey Point Cottage insurance");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "How big a security deposit did Keisha put down under her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await documentTitle(t, "Magnolia");
      return ["$1,675"];
    },
  },
  {
    group: "documents",
    query: "what's the pet fee in the Magnolia lease",
    tool: "search_document_content",
    expect: async (t) => {
      await documentTitle(t, "Magnolia");
      return ["$300"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Hickory roof job?",
    tool: "search_document_content",
    expect: async (t) => {
      await documentTitle(t, "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the beach cottage?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, COTTAGE)}`),
  },
  {
    group: "documents",
    query: "do we have the operating agreement uploaded?",
    tool: "list_business_documents",
    expect: async (t) => [await documentTitle(t, "Operating Agreement")],
  },

  // Stays and bookings (4)
  {
    group: "stays",
    query: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, COTTAGE, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "How many bookings did Osprey have in august last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Number(t.today.slice(0, 4)) - 1, 8), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "stays",
    query: "total nights booked across both airbnbs last month?",
    tool: "query_database",
    expect: async (t) => [String((await nightsBooked(t, CABIN, lastMonth(t.today))) + (await nightsBooked(t, COTTAGE, lastMonth(t.today))))],
  },

  // Follow-ups (5)
  {
    group: "followups",
    query: "and the cottage?",
    after: CABIN_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "followups",
    query: "what about just the cabin?",
    after: HOST_FEES_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t), property: await pid(t, CABIN) }))],
  },
  {
    group: "followups",
    query: "and who's our registered agent?",
    after: EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "followups",
    query: "and what's the furniture basis on it?",
    after: COTTAGE_CLOSING,
    tool: "query_database",
    expect: async (t) => [$((await t.property(COTTAGE)).ffe_basis)],
  },
  {
    group: "followups",
    query: "who were the guests?",
    after: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, lastMonth(t.today)),
  },

  // What the records cannot answer (9)
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Truist loan for the cottage right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather going to be in wilmington this weekend? got a check-in saturday",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Pristine Pools for the cottage this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => neverPaid(t, "Pristine"),
  },
  {
    group: "unanswerable",
    query: "what should we charge per night at the cabin over christmas week?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should Harbor Lane elect S corp status to save on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much occupancy tax did airbnb collect from our guests at osprey last yr?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the cottage's star rating on airbnb these days",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "got a phone number for Owen? need to call him about the gutters",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
