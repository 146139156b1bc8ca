// Blind set r62b-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and lists, properties and their depreciation, deposits, obligations, the company profile and the documents on file); a figure quoted from a document is expected only after the document is found on file.
// Voice: the company's outside accountant in Grand Rapids preparing the 1065 and answering the members' emails, some of which are quoted as the members wrote them.
import { type Case, type Truth, figure, longDate, month, quarter, thisYear, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;
/** From January two years back (where the records start) through today. */
const allTime = (t: Truth) => ({ start: `${Y(t) - 2}-01-01`, end: t.today });

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
/** Transactions matching a query string, newest first. */
const txs = async (t: Truth, query: string): Promise<Tx[]> => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;
/** The newest transaction matching a query string. */
const latest = async (t: Truth, query: string): Promise<Tx> => {
  const [tx] = await txs(t, query);
  if (!tx) throw new Error(`no transaction for ${query}`);
  return tx;
};
/** "Apt 203 rent - Noor Haddad, November 2026" -> "Noor Haddad" */
const partyOf = (description: string) => {
  const name = description.split(" - ")[1]?.split(",")[0]?.trim();
  if (!name) throw new Error(`no party in "${description}"`);
  return name;
};

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Obligation {
  description: string;
  due_date: string;
  status: string;
}
/** Open obligations due today or later matching a query string, soonest first. */
const openFrom = async (t: Truth, query: string): Promise<Obligation[]> => {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}${query ? `&${query}` : ""}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
};
const firstOpen = async (t: Truth, query: string): Promise<Obligation> => {
  const [o] = await openFrom(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
};

interface Doc {
  id: string;
  title: string;
  doc_type: string;
}
/** The documents on file matching a query string; throws when there is none. */
const onFile = async (t: Truth, query: string): Promise<Doc[]> => {
  const { items } = await t.get<{ items: Doc[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
  return items;
};

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}

const SNOW_2025 = "Wes at North Channel Snow & Ice - what did we pay him in 2025? prepping his 1099-NEC";
const TOWER_2025 = "How much ground rent did Northpoint Tower pay us for the cell site on the farm in 2025?";
const BUY_BUILDING = "When did Tamarack Dune buy the River Street building, and what was the purchase price?";
const DEDUCTIBLE = "What's the all-perils deductible on the Great Lakes Lighthouse commercial package policy for 377 River St?";
const JULY_BOOKINGS = "how many bookings did the lake cottage have in July this year?";

export const R62B_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (8)
  {
    group: "income",
    query: "Pulling together the 8825 - total income at 377 River Street for last yr? Everything: base rent, the NNN estimates, the apartments, the CAM true-up.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1), property: (await t.property("River Street")).id }))],
  },
  {
    group: "income",
    query: "cottage gross receipts ytd? incl. the 6% use tax the guests paid",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...thisYear(t), property: (await t.property("Lost Pine")).id }))],
  },
  {
    group: "income",
    query: TOWER_2025,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(2025), property: (await t.property("Amber Creek")).id, q: "Northpoint" }))],
  },
  {
    group: "income",
    query: "From Pieter: \"did the Wierengas pay both halfs of the farm rent this year?? how much all together\"",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Amber Creek")).id }))],
  },
  {
    group: "income",
    query: "q3 revenue for the whole company, all three properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "Apartment rent for 2025 only - 201, 202 and 203 upstairs. Not counting the two retail units please.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: (await t.property("River Street")).id, q: "Apt 20" }))],
  },
  {
    group: "income",
    query: "Can you calculate the NNN estimate payments Driftwood Bakehouse made in 2025? Just the monthly estimates, not base rent and not the reconciliation.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(2025), property: (await t.property("River Street")).id, q: "Unit A NNN estimate" }))],
  },
  {
    group: "income",
    query: "How much did Gerald's agency (Harbor Light) pay us in total for 2025 - base rent and NNN together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...year(2025), property: (await t.property("River Street")).id, q: "Harbor Light" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: SNOW_2025,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(2025), q: "North Channel Snow" }))],
  },
  {
    group: "expenses",
    query: "Property taxes paid in 2025 across all three parcels, summer and winter bills both",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "Mortgage interest on the Sandhill Lakes loan (...6604) for 2025 - interest only, not the principal",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "pull up Chinook's management fees ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did we remit to Michigan Treasury for the cottage use tax during 2025? cash basis - whatever went out in the calendar year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(2025), property: (await t.property("Lost Pine")).id, q: "use tax" }))],
  },
  {
    group: "expenses",
    query: "Brenna's cleaning bills at the cottage for 2025 - turnovers and the opening clean",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(2025), property: (await t.property("Lost Pine")).id, q: "Tidewater" }))],
  },
  {
    group: "expenses",
    query: "Total insurance premiums for 2025, all three policies (building package, cottage, farm liability)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "what did the drainage tile repair out at the farm cost us?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...allTime(t), property: (await t.property("Amber Creek")).id, q: "tile" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition and in-service dates, addresses (5)
  {
    group: "properties",
    query: BUY_BUILDING,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("River Street");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Basis allocation on the lake cottage - land vs building vs furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      return [usd(p.land_basis), usd(p.building_basis), usd(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "For the 4562: depreciable basis of the Ludington cottage, excluding the land",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Lost Pine")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How much depreciation does the new roof on River St throw off for 2025?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("River Street");
      const d = await t.get<{ improvements: { description: string; year: string | null }[] }>(`/api/v1/properties/${p.id}/depreciation?year=2025`);
      const roof = d.improvements.find((i) => /roof replacement/i.test(i.description));
      if (!roof?.year) throw new Error("no 2025 depreciation for the roof");
      return [usd(roof.year)];
    },
  },
  {
    group: "properties",
    query: "whats the address on the 80 acres in Oceana county",
    tool: "query_database",
    expect: async (t) => {
      const road = /\d+\w*\s+Avenue/.exec((await t.property("Amber Creek")).address)?.[0];
      if (!road) throw new Error("no road in the farm's address");
      return [road];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "who's in apt 203 right now and what is she paying?",
    tool: "query_database",
    expect: async (t) => {
      const rent = await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 203 rent")}`);
      return [partyOf(rent.description), usd(rent.amount)];
    },
  },
  {
    group: "tenants",
    query: "Security deposits we're holding at River Street, total? (balance sheet liability, not income)",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("River Street");
      return [usd((await t.get<{ held: string }>(`/api/v1/deposits?property_id=${p.id}`)).held)];
    },
  },
  {
    group: "tenants",
    query: "How much of Elliot's deposit did we keep for damages when he moved out of 203?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Vanderkooi&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`${kept.length} amounts kept from Elliot's deposit`);
      return [usd(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "What's Kayla paying a month for 201 these days?",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 201 rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "Monthly base rent the bakery is paying this year? base only, not the NNN",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Unit A base rent")}&start_date=${thisYear(t).start}&end_date=${t.today}`)).amount)],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "need Tamarack Dune's EIN for the 8879",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "What's our LARA ID number (the state filing number)?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },
  {
    group: "company",
    query: "Who are the members of the LLC and their percentages? setting up the K-1s",
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
    query: "When was the LLC formed, and who's our resident agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date || !c.registered_agent) throw new Error("no formation date or agent");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything we have to file or pay in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Michigan annual statement to LARA due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, `q=${encodeURIComponent("annual statement")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the 1065 for this tax year due?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, `q=${encodeURIComponent(`Form 1065 partnership return for ${Y(t)}`)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When do the 1099-NECs have to be out the door?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "q=1099-NEC")).due_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=commercial%20package&doc_type=insurance");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "Per the Brinebeck roofing contract, what did they charge for rotted deck beyond the allowance?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Brinebeck");
      return ["$9.50"];
    },
  },
  {
    group: "documents",
    query: "Under the tower ground lease can Northpoint walk away early? how much notice do they have to give?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=ground%20lease");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "What does the operating agreement require for a vote to sell or refinance real estate?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file for the farm?",
    tool: "list_business_documents",
    expect: async (t) => {
      const docs = await onFile(t, `property_id=${(await t.property("Amber Creek")).id}`);
      return docs.map((d) => d.title.split(/,| - /)[0]!.trim());
    },
  },
  {
    group: "documents",
    query: "which insurance policies are on file?",
    tool: "list_business_documents",
    expect: async (t) => (await onFile(t, "doc_type=insurance")).map((d) => d.title.split(" ").slice(0, 4).join(" ")),
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the cottage (4)
  {
    group: "stays",
    query: JULY_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 7), property: (await t.property("Lost Pine")).id }))],
  },
  {
    group: "stays",
    query: "Who had the cottage over Labor Day weekend this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      const stays = await txs(t, `property_id=${p.id}&category=revenue:rental_income&q=${encodeURIComponent("Labor Day weekend")}&start_date=${Y(t)}-08-01&end_date=${Y(t)}-09-30`);
      if (stays.length !== 1) throw new Error(`${stays.length} Labor Day stays this year`);
      return [partyOf(stays[0]!.description).split(" ")[0]!];
    },
  },
  {
    group: "stays",
    query: "how many full weeks did we rent the cottage in summer 2025? weekly stays only, not the weekends",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(2025), property: (await t.property("Lost Pine")).id, q: "Week of" }))],
  },
  {
    group: "stays",
    query: "What did the Hoogstraten family pay for their July week at Lost Pine this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      const stays = await txs(t, `property_id=${p.id}&category=revenue:rental_income&q=Hoogstraten&start_date=${month(Y(t), 7).start}&end_date=${month(Y(t), 7).end}`);
      if (stays.length !== 1) throw new Error(`${stays.length} Hoogstraten stays in July`);
      return [usd(stays[0]!.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "and 2024?",
    tool: "query_database",
    after: SNOW_2025,
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(2024), q: "North Channel Snow" }))],
  },
  {
    group: "follow-ups",
    query: "what about so far this year",
    tool: "query_database",
    after: TOWER_2025,
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: (await t.property("Amber Creek")).id, q: "Northpoint" }))],
  },
  {
    group: "follow-ups",
    query: "Same for the cottage?",
    tool: "query_database",
    after: BUY_BUILDING,
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "and the general liability limit per occurrence on that policy?",
    tool: "search_document_content",
    after: DEDUCTIBLE,
    expect: async (t) => {
      await onFile(t, "q=commercial%20package&doc_type=insurance");
      return ["$1,000,000"];
    },
  },
  {
    group: "follow-ups",
    query: "how much did those bring in, gross?",
    tool: "query_database",
    after: JULY_BOOKINGS,
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t), 7), property: (await t.property("Lost Pine")).id }))],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "Tobias asks \"what could we get for the lake cottage if we sold it now?\" - do we have a current market value?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like in Ludington for the changeover Saturday?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Petoskey Paving for sealcoating the rear lot at River St?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Ilse wants to know what we *should* charge for Apt 202 when the Tollefsruds renew - what's market rent?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Does the cottage qualify for the QBI rental real estate safe harbor, or is it better to treat it as not a trade or business?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many hours did Ilse put into running the cottage in 2025? need it for material participation",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what were Driftwood Bakehouse's own sales last year? thinking about a percentage rent clause",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the Sable Hollow Township millage rate this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "From Pieter: \"how much did I get in distributions in 2025? my CPA at home is asking\"",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate will Sandhill Lakes give us when we refinance the balloon?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
