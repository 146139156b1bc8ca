// Blind set r76-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the document list and the occupancy report) and computed from today's date; a figure quoted from a document is expected only after the document is found on file.
// Persona: a member's elderly father, a retired farmer who helped buy the places; plain words, a story before the question now and then.
import { type Case, figure, longDate, month, nextOpen, nightsBooked, obligations, thisYear, titles, type Truth, year, lastMonth, lastQuarter } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
const money = (amount: string) => `$${figure(amount)}`;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const BUILDING = "River Street";
const COTTAGE = "Lost Pine";
const FARM = "72nd Avenue";

/** The newest transaction's amount matching a description fragment and a category. */
async function latestAmount(t: Truth, q: string, category: string): Promise<string> {
  const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&category=${category}&page_size=1&sort=-transaction_date`);
  if (!items[0]) throw new Error(`no transaction for ${q}`);
  return items[0].amount;
}

interface Deposit {
  tenant: string;
  amount: string;
  notes: string | null;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?${query}`);

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: unknown[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=10`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}

/** The guests named in the cottage's bookings of a period ("... - Okafor family, Vrbo #..."). */
async function cottageGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await t.get<{ items: { description: string; transaction_date: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${await id(t, COTTAGE)}&start_date=${period.start}&end_date=${period.end}&page_size=200&sort=transaction_date`);
  const names = items.map((tx) => /\s-\s([^,]+),\s*(?:Vrbo|direct)/.exec(tx.description)?.[1]?.trim()).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no cottage guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** The most recent August that is over (this year's once September has come). */
const pastAugust = (t: Truth) => month(M(t) >= 9 ? Y(t) : Y(t) - 1, 8);
/** The most recent fall season that is over (September-October). */
const pastFall = (t: Truth) => {
  const y = M(t) >= 11 ? Y(t) : Y(t) - 1;
  return { start: `${y}-09-01`, end: `${y}-10-31` };
};

const Q_FARM_INCOME = "My daughter tells me the farm does alright now with that tower on the corner. What did the 80 acres bring in altogether last year, the Wierengas' rent and the tower money both?";
const Q_COTTAGE_LAND = "When we bought the lake cottage the fellow at the title office split the price up for the depreciation. How much of it was put down as land and how much as the cottage itself?";
const Q_EIN = "Pieter's accountant is asking me for the company's tax number again, the EIN for Tamarack Dune. What is it?";
const Q_KAYLA = "What is Kayla paying a month for her apartment over the bakery these days?";
const Q_TAXES = "Property taxes seem to go up every year. How much did we pay in property tax on all three places last yr?";

export const R76_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (8)
  {
    group: "income",
    query: Q_FARM_INCOME,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await id(t, FARM) }))],
  },
  {
    group: "income",
    query: "How much rent has the River Street building taken in so far this year? Just the rent please, not those NNN charges the shops pay on top.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await id(t, BUILDING) }))],
  },
  {
    group: "income",
    query: "what did the cottage make in rentals last summer, june thru august of last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], start: `${Y(t) - 1}-06-01`, end: `${Y(t) - 1}-08-31`, property: await id(t, COTTAGE) }))],
  },
  {
    group: "income",
    query: "How much has that cell tower outfit, Northpoint, paid us this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], ...thisYear(t), q: "Northpoint" }))],
  },
  {
    group: "income",
    query: "Can you tell me what the bakery paid us in base rent last year? Ruth-Ann's place, Driftwood.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), q: "Unit A base rent" }))],
  },
  {
    group: "income",
    query: `Total income for Tamarack Dune Holdings in ${new Date().getUTCFullYear() - 1}, all three places put together`,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Calculate our income for last quarter across everything, all the rent and the other money",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "what did the three apartments upstairs bring in last month",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await id(t, BUILDING), q: "Apt 20" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "Wes and his boys from North Channel do the plowing behind the building. What did they charge us all of last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "North Channel" }))],
  },
  {
    group: "expenses",
    query: Q_TAXES,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What's the lake cottage cost us ytd, everything put together?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...thisYear(t), property: await id(t, COTTAGE) }))],
  },
  {
    group: "expenses",
    query: "I remember the tile man had to dig up a good stretch of the main on the farm. What did the farm cost us in total last year with that and the taxes and all?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...year(Y(t) - 1), property: await id(t, FARM) }))],
  },
  {
    group: "expenses",
    query: "how much in management fees have we paid Chinook this yr for the apartments",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Brenna does a fine job cleaning the cottage between families. What did we pay her cleaning outfit last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "Tidewater" }))],
  },
  {
    group: "expenses",
    query: "How much interest did we pay Sandhill Lakes Bank on the building mortgage last year? Only the interest, not what went to the principal.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "That new flat roof they put on the Manistee building last year, what did the whole job come to?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: await id(t, BUILDING) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition dates, addresses (5)
  {
    group: "properties",
    query: "What did we pay for the River Street building back when we bought it? I drove down with Tobias to look at it that summer.",
    tool: "query_database",
    expect: async (t) => [money((await t.property(BUILDING)).purchase_price_total)],
  },
  {
    group: "properties",
    query: Q_COTTAGE_LAND,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [money(p.land_basis), money(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the Manistee building, not counting the land under it?",
    tool: "query_database",
    expect: async (t) => [money((await t.property(BUILDING)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "I walked every acre of the Amber Creek ground before we bought it. What did we give for the 80 acres, and when did we close on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(FARM);
      return [money(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "My neighbor wants to drive up and see the lake place. What's the street address of the cottage?",
    tool: "query_database",
    expect: async (t) => [(await t.property(COTTAGE)).address.split(",")[0]!.trim()],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents and deposits (5)
  {
    group: "tenants",
    query: "Who's farming our 80 acres now, and what did they pay us in rent for it last year?",
    tool: "query_database",
    expect: async (t) => {
      const farm = await id(t, FARM);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${farm}&page_size=1&sort=-transaction_date`);
      // "Farm cash rent, ... - Dale & Corinne Wierenga (Wierenga Acres), ...": the family name.
      const tenant = /\s-\s([^(,]+?)\s*\(/.exec(items[0]?.description ?? "")?.[1]?.split(" ").at(-1);
      if (!tenant) throw new Error("no farm tenant named in the farm rent");
      return [tenant, money(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: farm }))];
    },
  },
  {
    group: "tenants",
    query: "Who are the tenants in the three apartments upstairs at River Street? I can never keep their names straight.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, `property_id=${await id(t, BUILDING)}`);
      const residents = items.filter((d) => /\bApt\b/.test(d.notes ?? ""));
      if (residents.length === 0) throw new Error("no apartment deposits held");
      return residents.map((d) => d.tenant.split(" ").at(-1)!);
    },
  },
  {
    group: "tenants",
    query: Q_KAYLA,
    tool: "query_database",
    expect: async (t) => [money(await latestAmount(t, "Kayla", "revenue:long_term_rental"))],
  },
  {
    group: "tenants",
    query: "How much of a security deposit are we holding for the bakery downstairs?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Driftwood");
      if (!items[0]) throw new Error("no deposit of the bakery");
      return [money(items[0].amount)];
    },
  },
  {
    group: "tenants",
    query: "When that Elliot fellow moved out of 203 and left the place in a state, how much of his deposit did we end up keeping?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Vanderkooi&include_settled=true");
      const kept = items[0]?.settlements.find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("nothing kept from Elliot's deposit");
      return [money(kept.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "Who all are the members of the LLC, and what share does each one have? I know Ilse has a piece and so does her brother.",
    tool: "query_database",
    expect: async (t) => {
      const company = await t.get<{ extra_metadata: Record<string, unknown> }>("/api/v1/company");
      const names = [...String(company.extra_metadata.members ?? "").matchAll(/([A-Z][a-z]+) [A-Z][a-z]+ \d+%/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members in the company profile");
      return names;
    },
  },
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "what's our state filing number with LARA in Lansing",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "Who is our registered agent, the resident agent they call it here in Michigan?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next thing due for the company? I like to remind Ilse ahead of time.",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items.at(-1)!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "When's the winter tax due on the farm ground out in Oceana County?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${await id(t, FARM)}&q=winter`);
      if (!next) throw new Error("no open winter tax on the farm");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When does that annual statement have to go in to the state, the one for LARA?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("annual statement")}`);
      if (!next) throw new Error("no open annual statement");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Ilse said the bank loan on the River Street building has a balloon at the end. When does that come due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "q=balloon");
      if (!next) throw new Error("no open balloon");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what the papers say, and which are on file (6)
  {
    group: "documents",
    query: "The bakery's lease runs out one of these years. What does it say about them renewing, can they stay on and how much notice do they have to give?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Driftwood");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "What does the tower lease say about the ground rent going up every year?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Northpoint");
      return ["3%"];
    },
  },
  {
    group: "documents",
    query: "If something happened at the River Street building, what's the deductible on the insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Lighthouse Mutual");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "What does our operating agreement say it takes to sell one of the properties? Can Ilse do it by herself?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "What papers do we have on file for the farm?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${await id(t, FARM)}`)).map((title) => title.split(" - ")[0]!.trim()),
  },
  {
    group: "documents",
    query: "Do we have the insurance policies on file? Which ones are there?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=insurance")).map((title) => title.split(",")[0]!.trim()),
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the cottage (4)
  {
    group: "stays",
    query: "How many bookings did the lake cottage have in August last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8), property: await id(t, COTTAGE) }))],
  },
  {
    group: "stays",
    query: "Who all stayed at the cottage this past August? Ilse says some families come back every year.",
    tool: "query_database",
    expect: async (t) => (await cottageGuests(t, pastAugust(t))).slice(0, 2),
  },
  {
    group: "stays",
    query: "How many nights was the cottage rented in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, month(Y(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "After Labor Day we let the cottage for some long weekends. How many fall weekends did we rent it out this past fall?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...pastFall(t), property: await id(t, COTTAGE), q: "Fall weekend" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "and the cottage?",
    after: Q_FARM_INCOME,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await id(t, COTTAGE) }))],
  },
  {
    group: "follow-ups",
    query: "and the furniture in it?",
    after: Q_COTTAGE_LAND,
    tool: "query_database",
    expect: async (t) => [money((await t.property(COTTAGE)).ffe_basis)],
  },
  {
    group: "follow-ups",
    query: "and when was the company formed?",
    after: Q_EIN,
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await t.get<{ formation_date: string }>("/api/v1/company");
      return [longDate(formation_date)];
    },
  },
  {
    group: "follow-ups",
    query: "what about Gideon and Shay?",
    after: Q_KAYLA,
    tool: "query_database",
    expect: async (t) => [money(await latestAmount(t, "Tollefsrud", "revenue:long_term_rental"))],
  },
  {
    group: "follow-ups",
    query: "and the farm?",
    after: Q_TAXES,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1), property: await id(t, FARM) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What would the River Street building sell for today if we put it on the market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is it going to be a wet spring out there for the Wierengas' corn?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we be charging for rent on Kayla's apartment, are we too cheap?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we put the farm into a trust for the grandkids instead of keeping it in the LLC?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Hartwig Excavating for the new driveway at the cottage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's good farmland going for per acre in Oceana County these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can Pieter write off the miles he drives up to the farm on his own tax return?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much is the tower company making off the phone carriers that hang their gear on our tower?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did the cottage bring in back in 2018, before we had it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many folks are on the waiting list for an apartment at River Street?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
