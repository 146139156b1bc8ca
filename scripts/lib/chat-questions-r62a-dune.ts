// Blind set r62a-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: the managing member reviewing the year with her husband and her brother, calling each place
// what the family calls it (the River Street building, the bakery, the upstairs apartments, the cottage,
// the farm, the tower).
import { addDays, daysBetween } from "../../src/domain/dates";
import { type Case, figure, lastMonth, lastQuarter, longDate, month, type Obligation, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const BUILDING = "River Street";
const COTTAGE = "Lost Pine";
const FARM = "72nd Avenue";

const $ = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const transactions = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = async (t: Truth, query: string) => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits?${query}`);

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The next open obligation (due today or later) matching a list query, by due date. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => (a.due_date < b.due_date ? -1 : 1));
  if (!open[0]) throw new Error(`no open obligation for ${query}`);
  return open[0];
}

/** Fails unless a document matching the list query is on file. */
async function onFile(t: Truth, query: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
}

/** The guests' surnames of the cottage's bookings checking in within a period ("... - Okafor family, Vrbo #..."). */
async function cottageGuests(t: Truth, period: { start: string; end: string }, q?: string): Promise<string[]> {
  const p = await t.property(COTTAGE);
  const items = await transactions(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  const names = items.map((tx) => /\s-\s([A-Z][\w'-]*(?:\s[A-Z][\w'-]*)*)\s(?:family|party)\b/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cottage guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/**
 * Nights the cottage was booked in a period, counted from its bookings: each one dated its check-in and
 * saying its span ("Week of Jul 4 (Sat-Sat)": 7 nights; "Fall weekend Oct 2-5", "Labor Day weekend
 * Aug 30-Sep 1": to the day named last). (The occupancy report counts no nights for these lines, which
 * state no number of nights.)
 */
async function cottageNights(t: Truth, period: { start: string; end: string }): Promise<number> {
  const p = await t.property(COTTAGE);
  const items = await transactions(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${addDays(period.start, -14)}&end_date=${period.end}`);
  const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  let nights = 0;
  for (const tx of items) {
    const checkIn = tx.transaction_date;
    let stay: number;
    if (/\(Sat-Sat\)/.test(tx.description)) stay = 7;
    else {
      const span = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})-(?:(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) )?(\d{1,2})\b/.exec(tx.description);
      if (!span) throw new Error(`no span in "${tx.description}"`);
      const outMonth = MON.indexOf(span[3] ?? span[1]!) + 1;
      stay = daysBetween(checkIn, `${checkIn.slice(0, 4)}-${String(outMonth).padStart(2, "0")}-${span[4]!.padStart(2, "0")}`);
      if (stay < 1 || stay > 14) throw new Error(`odd span in "${tx.description}"`);
    }
    for (let i = 0; i < stay; i++) {
      const night = addDays(checkIn, i);
      if (night >= period.start && night <= period.end) nights += 1;
    }
  }
  if (nights === 0) throw new Error(`no cottage nights in ${period.start}..${period.end}`);
  return nights;
}

const julyThisYear = (t: Truth) => month(Y(t), 7);
const augustThisYear = (t: Truth) => month(Y(t), 8);

const Q = {
  bakeryBase2025: "How much base rent did the bakery pay us in 2025?",
  farmBought: "When did we buy the farm, and what did we pay for it?",
  chinookFees: "What did Chinook charge us in management fees last year?",
  mortgageInterest: "How much mortgage interest did we pay on the River Street building last year?",
  julyBookings: "How many bookings did the cottage have in July?",
};

export const R62A_DUNE_CASES: Case[] = [
  // Income by period, property and source.
  {
    group: "income",
    query: "How much did we collect in rent last year across all three places? Just rent please, not the NNN charges or the tower money.",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cottage take in this summer, June through August?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], start: `${Y(t)}-06-01`, end: `${Y(t)}-08-31`, property: (await t.property(COTTAGE)).id }))],
  },
  {
    group: "income",
    query: "Which did better last year, the cottage or the farm? Give me the income from each one.",
    tool: "query_database",
    expect: async (t) => [
      $(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property(COTTAGE)).id })),
      $(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property(FARM)).id })),
    ],
  },
  {
    group: "income",
    query: "How much ground rent has the tower paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: (await t.property(FARM)).id, q: "Northpoint" }))],
  },
  {
    group: "income",
    query: "What was the River Street building's total income last quarter?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: (await t.property(BUILDING)).id }))],
  },
  {
    group: "income",
    query: Q.bakeryBase2025,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: (await t.property(BUILDING)).id, q: "Driftwood" }))],
  },
  {
    group: "income",
    query: "Can you calculate our total income for last month, all properties together?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How does the cottage's rental income this year compare with last yr?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property(COTTAGE)).id;
      return [$(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: id })), $(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: id }))];
    },
  },
  {
    group: "income",
    query: "What did the upstairs apartments bring in last year in rent?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: (await t.property(BUILDING)).id, q: "Apt 20" }))],
  },

  // Expenses by vendor, category, property and period.
  {
    group: "expenses",
    query: "How much did we pay Wes at North Channel for plowing the River Street lot in 2025?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(2025), property: (await t.property(BUILDING)).id, q: "North Channel" }))],
  },
  {
    group: "expenses",
    query: Q.chinookFees,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What were our property taxes last year for all three places combined?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Brenna for cleaning the cottage this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), property: (await t.property(COTTAGE)).id, q: "Tidewater" }))],
  },
  {
    group: "expenses",
    query: "What did the new roof on the River Street building cost us?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], start: "2016-01-01", end: t.today, property: (await t.property(BUILDING)).id, q: "roof replacement" }))],
  },
  {
    group: "expenses",
    query: Q.mortgageInterest,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: (await t.property(BUILDING)).id }))],
  },
  {
    group: "expenses",
    query: "What were the cottage's total expenses in 2025?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(2025), property: (await t.property(COTTAGE)).id }))],
  },
  {
    group: "expenses",
    query: "How much has Vrbo taken in fees ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },

  // Properties: purchase, basis, dates, addresses.
  {
    group: "properties",
    query: Q.farmBought,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(FARM);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What is the depreciable basis of the cottage, and what's the total basis with the land?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [$(p.depreciable_basis), $(p.total_basis)];
    },
  },
  {
    group: "properties",
    query: "For the River Street building, how is the basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BUILDING);
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the full street address of the cottage? I'm filling out a form for the township.",
    tool: "query_database",
    expect: async (t) => [(await t.property(COTTAGE)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "When did we close on the River Street building, and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BUILDING);
      if (!p.placed_in_service) throw new Error("the building has no placed-in-service date");
      return [longDate(p.acquisition_date), longDate(p.placed_in_service)];
    },
  },

  // Tenants, rents and deposits.
  {
    group: "tenants",
    query: "Who is renting the upstairs apartments at the River Street building right now?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BUILDING);
      const period = lastMonth(t.today);
      const items = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&q=${encodeURIComponent("Apt 20")}`);
      // "Apt 201 rent - Kayla Brzezinski, October 2026": the tenant's surname.
      const surnames = items.map((tx) => /rent - (.+?),/.exec(tx.description)?.[1]?.split(" ").pop()).filter((n): n is string => Boolean(n));
      if (surnames.length === 0) throw new Error("no apartment rent last month");
      return [...new Set(surnames)];
    },
  },
  {
    group: "tenants",
    query: "What is Noor paying a month for Apartment 203 these days?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BUILDING);
      const period = lastMonth(t.today);
      const items = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&q=${encodeURIComponent("Apt 203 rent")}`);
      if (items.length !== 1) throw new Error(`Apt 203 rent last month: ${items.length} transactions`);
      return [$(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much of a security deposit are we holding for the bakery?",
    tool: "query_database",
    expect: async (t) => {
      const list = await deposits(t, "tenant=Driftwood");
      if (list.items.length !== 1) throw new Error(`bakery deposits: ${list.items.length}`);
      return [$(list.items[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "What's the total in security deposits we're holding at River Street?",
    tool: "query_database",
    expect: async (t) => [$((await deposits(t, `property_id=${(await t.property(BUILDING)).id}`)).held)],
  },
  {
    group: "tenants",
    query: "When Elliot moved out of 203, how much of his deposit did we keep?",
    tool: "query_database",
    expect: async (t) => {
      const list = await deposits(t, "tenant=Vanderkooi&include_settled=true");
      const kept = list.items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`Vanderkooi deposit kept: ${kept.length} settlements`);
      return [$(kept[0]!.amount)];
    },
  },

  // The company.
  {
    group: "company",
    query: "Who are the members of Tamarack Dune Holdings, and what does each of us own?",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = [...members.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) \d+%/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members in the company profile");
      return names;
    },
  },
  {
    group: "company",
    query: "What's our state id number with LARA?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "Pieter is asking for the company's EIN. What is it?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "Who is our resident agent, and what date was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent || !c.formation_date) throw new Error("no resident agent or formation date");
      return [c.registered_agent.name, longDate(c.formation_date)];
    },
  },

  // Deadlines and compliance.
  {
    group: "deadlines",
    query: "What do we have coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => o.due_date))].sort().map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "What's the very next deadline on our calendar?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the LARA annual statement due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("annual statement")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the winter property tax on the cottage due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("winter property tax")}&property_id=${(await t.property(COTTAGE)).id}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the 1065 due for this year's return?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("Form 1065")}`)).due_date)],
  },

  // What the documents say, and which are on file.
  {
    group: "documents",
    query: "What's the late charge in the bakery's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Driftwood");
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "Until what date does Brinebeck's workmanship warranty on the new roof run?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Brinebeck");
      // The contract warrants the work for 5 years from completion, the day the roof was paid for and placed in service.
      const roof = await transactions(t, `category=expense:capital_improvement&q=${encodeURIComponent("roof replacement")}`);
      if (roof.length !== 1) throw new Error(`roof replacement: ${roof.length} transactions`);
      const done = roof[0]!.transaction_date;
      return [longDate(`${Number(done.slice(0, 4)) + 5}${done.slice(4)}`)];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the River Street building's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy&q=Lighthouse");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "Under the tower lease, what do they owe us per acre if they damage crops?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=tower");
      return ["$1,200"];
    },
  },
  {
    group: "documents",
    query: "What does the operating agreement say about selling one of the properties? Whose consent do we need?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the farm?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(FARM)).id}`),
  },

  // The cottage's stays.
  {
    group: "stays",
    query: Q.julyBookings,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...julyThisYear(t), property: (await t.property(COTTAGE)).id }))],
  },
  {
    group: "stays",
    query: "Who stayed at the cottage in August?",
    tool: "query_database",
    expect: async (t) => cottageGuests(t, augustThisYear(t)),
  },
  {
    group: "stays",
    query: "How many nights was the cottage booked in July?",
    tool: "query_database",
    expect: async (t) => [String(await cottageNights(t, julyThisYear(t)))],
  },
  {
    group: "stays",
    query: "Who had the cottage over Labor Day weekend this year?",
    tool: "query_database",
    expect: async (t) => cottageGuests(t, thisYear(t), "Labor Day weekend"),
  },

  // Follow-ups in the same conversation.
  {
    group: "follow-ups",
    query: "And in August?",
    after: Q.julyBookings,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...augustThisYear(t), property: (await t.property(COTTAGE)).id }))],
  },
  {
    group: "follow-ups",
    query: "What about the insurance agency downstairs?",
    after: Q.bakeryBase2025,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: (await t.property(BUILDING)).id, q: "Harbor Light" }))],
  },
  {
    group: "follow-ups",
    query: "And the cottage?",
    after: Q.farmBought,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "And how much principal did we pay down?",
    after: Q.mortgageInterest,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_principal"], ...lastYear(t), property: (await t.property(BUILDING)).id }))],
  },
  {
    group: "follow-ups",
    query: "How about so far this year?",
    after: Q.chinookFees,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },

  // Questions the records cannot answer.
  {
    group: "unanswerable",
    query: "What would the River Street building sell for if we listed it today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is it supposed to storm up at the cottage this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Lakeview Septic to pump the tank at the cottage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we raise Noor's rent to when her lease comes up next August?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Would we save on taxes if Tamarack Dune elected to be taxed as an S corp?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the farm worth per acre on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many bushels of corn did the Wierengas get off our 80 acres this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What were the bakery's own sales last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's our star rating on Vrbo for the cottage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
