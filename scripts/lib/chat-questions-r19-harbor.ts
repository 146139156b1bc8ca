// Held-out evaluation set r19-harbor, written BLIND: its author never read the assistant's code, its
// tests, its docs or any other question set. Asked of Harbor Lane Properties LLC, the North Carolina
// held-out company (scripts/lib/holdout-company.ts), served by its own service.
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
// Every expected figure, date and name is read at run time from the REST API (periods relative to
// t.today); a figure quoted from a document is read from that document's text as the fixture writes it,
// after checking through the API that the document is on file.
import { figure, guestsOf, longDate, MONTHS, month, lastMonth, lastQuarter, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";
import { holdoutDocuments } from "./holdout-company";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  net_after_capital_spending: string;
}
/** The profit-and-loss report of the company or one property over a period. */
async function pnl(t: Truth, period: { start: string; end: string }, fragment?: string): Promise<Pnl> {
  const property = fragment ? `&property_id=${await pid(t, fragment)}` : "";
  return t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}${property}`);
}

/** A property's custom fields (tenant, monthly rent, listing name). */
async function metadata(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
}

/** The distinctive street word of a property's address ("48 Juniper Lane, ..." -> "Juniper"). */
async function streetWordOf(t: Truth, propertyId: string): Promise<string> {
  const p = await t.get<{ address: string }>(`/api/v1/properties/${propertyId}`);
  const word = p.address.split(" ")[1];
  if (!word) throw new Error(`no street in ${p.address}`);
  return word;
}

/** What a document on file says: checks through the API that it is there, then reads its text. */
async function docSays(t: Truth, titleFragment: string, pattern: RegExp): Promise<string[]> {
  const onFile = await titles(t, `q=${encodeURIComponent(titleFragment)}`);
  const doc = holdoutDocuments(t.today).find((d) => onFile.includes(d.title));
  if (!doc) throw new Error(`document ${titleFragment} not on file`);
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  const found = [...doc.body.matchAll(new RegExp(pattern.source, flags))].map((m) => m[1]!);
  if (found.length === 0) throw new Error(`${pattern} not in ${doc.title}`);
  return [...new Set(found)];
}

const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
};

export const R19_HARBOR_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did Osprey Point bring in last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Osprey"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "gross rents ytd for the raleigh house",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Harbor Lane's total revenue for last year, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "short-term rental income for july of last year, both airbnbs combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(Number(t.today.slice(0, 4)) - 1, 7) }))],
  },
  {
    group: "income",
    query: "long term rent collected last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "pull up gross airbnb earnings this year including the cleaning fees guests paid",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "which month last year was the best for revenue at the juniper cabin",
    tool: "query_database",
    async expect(t) {
      const y = Number(t.today.slice(0, 4)) - 1;
      const property = await pid(t, "Juniper");
      let best = { m: 0, amount: "-1" };
      for (let m = 1; m <= 12; m++) {
        const amount = await t.sum({ type: "revenue", property, ...month(y, m) });
        if (Number(amount) > Number(best.amount)) best = { m, amount };
      }
      return [MONTHS[best.m - 1]!, figure(best.amount)];
    },
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "what did we pay the plumber last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "BLUE RIDGE PLUMBING", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: "what did we pay the plumber last year?",
    tool: "query_database",
    async expect(t) {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=${encodeURIComponent("BLUE RIDGE PLUMBING")}&start_date=${start}&end_date=${end}&page_size=10`);
      const id = items[0]?.property_id;
      if (!id) throw new Error("plumber paid by no property");
      return [await streetWordOf(t, id)];
    },
  },
  {
    group: "expenses",
    query: "duke energy bills for osprey ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total paid to SEASIDE TURNOVER CLEANING in the prior year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SEASIDE TURNOVER", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much mortgage interest did we pay on the Magnolia St unit last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, "Magnolia"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "same thing for hickory drive?",
    after: "how much mortgage interest did we pay on the Magnolia St unit last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, "Hickory"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Calculate our total operating expenses for last quarter",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastQuarter(t.today))).expenses)],
  },
  {
    group: "expenses",
    query: "what did water bills run us across the whole portfolio last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "county property taxes paid so far in the current year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "net income for Harbor Lane Properties last year",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastYear(t))).net)],
  },
  {
    group: "net",
    query: "is the cabin making money this year? what's its profit",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, thisYear(t), "Juniper")).net)],
  },
  {
    group: "follow-up",
    query: "what about the cottage",
    after: "is the cabin making money this year? what's its profit",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, thisYear(t), "Osprey")).net)],
  },
  {
    group: "net",
    query: "cash flow from 310 magnolia for last year",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastYear(t), "Magnolia")).net_after_capital_spending)],
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at the osprey cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Juniper booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYear(t)))],
  },
  {
    group: "follow-up",
    query: "and this year so far?",
    after: "how many nights was Juniper booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the durham unit",
    tool: "query_database",
    expect: async (t) => [(await metadata(t, "Magnolia")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "what is Owen paying a month",
    tool: "query_database",
    expect: async (t) => [figure((await metadata(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations at osprey point this yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "which of our places are long-term rentals and who rents each one",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?page_size=50`);
      const tenants = items.map((p) => p.extra_metadata.tenant).filter((name): name is string => Boolean(name));
      if (tenants.length === 0) throw new Error("no tenants");
      return tenants;
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what was the purchase price on 1502 hickory",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "how much of that was land?",
    after: "what was the purchase price on 1502 hickory",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).land_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis for osprey point",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when did the magnolia unit go into service for depreciation",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Magnolia");
      if (!p.placed_in_service) throw new Error("magnolia not placed in service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when was harbor lane formed, and in which state",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "Who is listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "need the LLC's secretary of state filing number for a form",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "what's coming due in the next 60 days",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the NC annual report due next",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=annual%20report")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's our next 1065 due?",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "wilmington STR permit renewal - when do we have to renew by",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=permit")).due_date)],
  },
  {
    group: "follow-up",
    query: "which property is that one for?",
    after: "wilmington STR permit renewal - when do we have to renew by",
    tool: "query_database",
    async expect(t) {
      const o = await due(t, "q=permit");
      if (!o.property_id) throw new Error("permit of no property");
      return [await streetWordOf(t, o.property_id)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment, when is it and for which quarter",
    tool: "query_database",
    async expect(t) {
      const o = await due(t, "obligation_type=tax:payment");
      const q = /\bQ[1-4]\b/.exec(o.description)?.[0];
      return [longDate(o.due_date), ...(q ? [q] : [])];
    },
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Magnolia", /late fee of \$(\d[\d,]*\.\d{2})/),
  },
  {
    group: "follow-up",
    query: "and how much deposit did she put down?",
    after: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Magnolia", /security deposit of \$(\d[\d,]*\.\d{2})/),
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Osprey Point", /hurricane\) deductible:.*?\$([\d,]+)/),
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty oak city roofing gave us on the new roof",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Oak City Roofing", /Workmanship warranty: (\d+ years)/),
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each one own",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Operating Agreement", /([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/),
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the raleigh house",
    tool: "list_business_documents",
    async expect(t) {
      const list = await titles(t, `property_id=${await pid(t, "Hickory")}`);
      return list.map((title) => title.replace(/\s*\(.*$/, ""));
    },
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what's the juniper cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the airbnbs make next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the rent at our charlotte property", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is the EIN of Bayview Holdings LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the osprey cottage or hold it another few years", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's keisha brown's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what were our total expenses in 2021", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal do we still owe on the hickory drive mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate is the truist loan on the cabin at", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will wake county assess the raleigh house at next year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
