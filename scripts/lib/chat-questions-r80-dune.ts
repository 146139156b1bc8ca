// Blind set r80-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and lists, property records, deposits, obligations, the company profile); the only literals are a few terms quoted from documents after checking the document is on file. Written as a member who wants numbers worked out: averages, shares of a total, differences between periods, per-unit figures.
// Percentages are expected to one decimal without the "%" sign (so "59.6" matches "59.6%" and "59.65%"), a whole
// one without its ".0" (so "35" matches "35%" and "35.0%"), computed with decimal.js and rounded half up; each
// case's comment says how its figure is computed.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, quarter, titles, type Truth, year } from "./chat-questions";

/** This year and last year, from the day the set is run. */
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const ytd = (t: Truth) => ({ start: `${thisY(t)}-01-01`, end: t.today });
const lastY = (t: Truth) => year(thisY(t) - 1);
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
/** a / b as a percent to one decimal, without the sign (and without ".0" when whole). */
const pct = (a: string | Decimal, b: string | Decimal) => new Decimal(a).div(b).times(100).toFixed(1).replace(/\.0$/, "");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
/** Transactions matching a filter, oldest first. */
async function txs(t: Truth, filter: { category?: string; start?: string; end?: string; property?: string; q?: string }): Promise<Tx[]> {
  const parts = [
    "page_size=200",
    filter.category ? `category=${filter.category}` : "",
    filter.start ? `start_date=${filter.start}` : "",
    filter.end ? `end_date=${filter.end}` : "",
    filter.property ? `property_id=${(await t.property(filter.property)).id}` : "",
    filter.q ? `q=${encodeURIComponent(filter.q)}` : "",
  ].filter(Boolean);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${parts.join("&")}`);
  if (items.length === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return [...items].sort((a, b) => (a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : 0));
}
const propId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** A document is on file (its title or file name holds `q`), else the case cannot quote it. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}
interface Company {
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
  extra_metadata: Record<string, string>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// Questions asked again as the first half of a follow-up.
const Q_EIN = "what's the EIN for Tamarack Dune Holdings?";
const Q_SNOW = "What did snow plowing at River St cost us in total last yr, and whats that on average per month we got billed?";
const Q_FARM_UP = "How much more cash rent did Dale and Corinne pay us for the farm this year than last year?";
const Q_NOOR = "What's Noor paying for apt 203 now, and how much more is that than Elliot was paying before he left?";
const Q_LOAN = "ytd on the Sandhill mortgage: how much went to interest vs principal, and what fraction of the payments was interest?";

export const R80_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (9)
  {
    group: "income",
    query: "whats the avg monthly rent we got from the River St apartments last yr? just the 3 upstairs units, not the shops",
    tool: "query_database",
    // Last year's long-term rent at the building whose description names an apartment ("Apt 201 rent - ..."), divided by 12.
    expect: async (t) => [usd(new Decimal(await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t), property: await propId(t, "River Street"), q: "Apt 20" })).div(12))],
  },
  {
    group: "income",
    query: "Pull up what Northpoint paid us for the cell tower in total last year, and how much more that was than the year before",
    tool: "query_database",
    // Sum of the Northpoint ground rent last year; the difference with the year before.
    expect: async (t) => {
      const ly = thisY(t) - 1;
      const a = await t.sum({ categories: ["revenue:other"], ...year(ly), q: "Northpoint" });
      const b = await t.sum({ categories: ["revenue:other"], ...year(ly - 1), q: "Northpoint" });
      return [usd(a), usd(new Decimal(a).minus(b))];
    },
  },
  {
    group: "income",
    query: "What percent of Tamarack Dune's total income last year came from the River Street building?",
    tool: "query_database",
    // The building's revenue last year over all revenue last year.
    expect: async (t) => {
      const building = await t.sum({ type: "revenue", ...lastY(t), property: await propId(t, "River Street") });
      const all = await t.sum({ type: "revenue", ...lastY(t) });
      return [pct(building, all)];
    },
  },
  {
    group: "income",
    query: Q_FARM_UP,
    tool: "query_database",
    // The farm's long-term rent (the two cash rent installments) this year minus last year.
    expect: async (t) => {
      const farm = await propId(t, "Amber Creek");
      const now = await t.sum({ categories: ["revenue:long_term_rental"], ...ytd(t), property: farm });
      const before = await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t), property: farm });
      return [usd(new Decimal(now).minus(before))];
    },
  },
  {
    group: "income",
    query: "calculate total base rent from the bakery and the insurance office for last year - base rent only, leave out the NNN estimates",
    tool: "query_database",
    // Last year's long-term rent at the building described as base rent (Unit A and Unit B).
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t), property: await propId(t, "River Street"), q: "base rent" }))],
  },
  {
    group: "income",
    query: "ytd how much NNN estimate money have the two shops downstairs paid us combined? not counting the CAM true-up",
    tool: "query_database",
    // This year's revenue:other at the building described as an NNN estimate (the May credit already netted in its payment).
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...ytd(t), property: await propId(t, "River Street"), q: "NNN estimate" }))],
  },
  {
    group: "income",
    query: "For the lake cottage, what was the average gross per booking for stays that checked in June thru August last year?",
    tool: "query_database",
    // Short-term rental income at the cottage dated June 1 - August 31 last year (each booking dated its check-in), divided by the number of bookings.
    expect: async (t) => {
      const ly = thisY(t) - 1;
      const period = { start: month(ly, 6).start, end: month(ly, 8).end };
      const cottage = await propId(t, "Lost Pine");
      const total = await t.sum({ categories: ["revenue:rental_income"], ...period, property: cottage });
      const n = await t.count({ categories: ["revenue:rental_income"], ...period, property: cottage });
      return [usd(new Decimal(total).div(n))];
    },
  },
  {
    group: "income",
    query: "total income last year, all 3 properties, every source please",
    tool: "query_database",
    // All revenue last year.
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastY(t) }))],
  },
  {
    group: "income",
    query: "Which property brought in the most income in q3 of last year, and by how much did it beat the next one?",
    tool: "query_database",
    // Revenue of July-September last year per property; the top one's name and its lead over the second.
    expect: async (t) => {
      const q3 = quarter(thisY(t) - 1, 3);
      const names: [string, string][] = [["River Street", "River Street"], ["Lost Pine", "Lost Pine"], ["Amber Creek", "72nd Avenue"]];
      const rows = await Promise.all(names.map(async ([fragment, name]) => ({ name, revenue: new Decimal(await t.sum({ type: "revenue", ...q3, property: await propId(t, fragment) })) })));
      rows.sort((a, b) => b.revenue.comparedTo(a.revenue));
      return [rows[0]!.name, usd(rows[0]!.revenue.minus(rows[1]!.revenue))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (7)
  {
    group: "expenses",
    query: Q_SNOW,
    tool: "query_database",
    // Snow removal at the building last year; divided by the number of monthly bills.
    expect: async (t) => {
      const building = await propId(t, "River Street");
      const total = await t.sum({ categories: ["expense:maintenance:snow_removal"], ...lastY(t), property: building });
      const n = await t.count({ categories: ["expense:maintenance:snow_removal"], ...lastY(t), property: building });
      return [usd(total), usd(new Decimal(total).div(n))];
    },
  },
  {
    group: "expenses",
    query: "What did Chinook's management fees come to last year, and what's that as a % of everything the River Street building brought in?",
    tool: "query_database",
    // Property management at the building last year; over the building's revenue last year.
    expect: async (t) => {
      const building = await propId(t, "River Street");
      const fee = await t.sum({ categories: ["expense:property_management"], ...lastY(t), property: building });
      const revenue = await t.sum({ type: "revenue", ...lastY(t), property: building });
      return [usd(fee), pct(fee, revenue)];
    },
  },
  {
    group: "expenses",
    query: Q_LOAN,
    tool: "query_database",
    // Mortgage interest this year; its share of interest plus principal this year.
    expect: async (t) => {
      const interest = await t.sum({ categories: ["expense:mortgage_interest"], ...ytd(t) });
      const principal = await t.sum({ categories: ["expense:mortgage_principal"], ...ytd(t) });
      return [usd(interest), pct(interest, new Decimal(interest).plus(principal))];
    },
  },
  {
    group: "expenses",
    query: "can you tell me total property taxes we paid last yr on all three parcels, and how much of that was the Manistee building?",
    tool: "query_database",
    // Property tax last year, all and at the building.
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...lastY(t) })), usd(await t.sum({ categories: ["expense:property_tax"], ...lastY(t), property: await propId(t, "River Street") }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Brenna at Tidewater so far this year? all her cleans",
    tool: "query_database",
    // This year's expenses described as Tidewater Cottage Cleaning.
    expect: async (t) => [usd(await t.sum({ type: "expense", ...ytd(t), q: "Tidewater" }))],
  },
  {
    group: "expenses",
    query: "Vrbo fees last year as a percentage of what the Vrbo bookings grossed?",
    tool: "query_database",
    // Platform fees last year over last year's short-term rental income booked through Vrbo (descriptions "..., Vrbo #...").
    expect: async (t) => {
      const fees = await t.sum({ categories: ["expense:platform_fees"], ...lastY(t) });
      const gross = await t.sum({ categories: ["revenue:rental_income"], ...lastY(t), q: "Vrbo" });
      return [pct(fees, gross)];
    },
  },
  {
    group: "expenses",
    query: "How much more are we spending on insurance this year vs last year, all three policies together?",
    tool: "query_database",
    // Insurance this year minus insurance last year.
    expect: async (t) => [usd(new Decimal(await t.sum({ categories: ["expense:insurance"], ...ytd(t) })).minus(await t.sum({ categories: ["expense:insurance"], ...lastY(t) })))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition, address (5)
  {
    group: "properties",
    query: "whats the depreciable basis of the cottage and the River St building added together?",
    tool: "query_database",
    // The two properties' depreciable bases summed.
    expect: async (t) => [usd(new Decimal((await t.property("River Street")).depreciable_basis).plus((await t.property("Lost Pine")).depreciable_basis))],
  },
  {
    group: "properties",
    query: "Of what we paid for the Keel Block on River Street, what % went to the building as opposed to the land?",
    tool: "query_database",
    // Building basis over the purchase price.
    expect: async (t) => {
      const p = await t.property("River Street");
      return [pct(p.building_basis, p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "When did we buy the 80 acres, and what did that work out to per acre?",
    tool: "query_database",
    // The farm's acquisition date; its purchase price over the acres its address states.
    expect: async (t) => {
      const p = await t.property("Amber Creek");
      const acres = /^(\d+) acres/.exec(p.address)?.[1];
      if (!acres) throw new Error(`no acres in ${p.address}`);
      return [longDate(p.acquisition_date), usd(new Decimal(p.purchase_price_total).div(acres))];
    },
  },
  {
    group: "properties",
    query: "what's the street address of the Lost Pine cottage again?",
    tool: "query_database",
    // The street part of the cottage's address.
    expect: async (t) => [(await t.property("Lost Pine")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "How much of the cottage's basis is furniture, and what fraction of its total basis is that?",
    tool: "query_database",
    // The cottage's furniture basis; over its total basis.
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      return [usd(p.ffe_basis), pct(p.ffe_basis, p.total_basis)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "how much in security deposits are we sitting on right now, all tenants combined?",
    tool: "query_database",
    // What the deposits list says is held over every deposit.
    expect: async (t) => [usd((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },
  {
    group: "tenants",
    query: Q_NOOR,
    tool: "query_database",
    // Noor Haddad's latest apartment rent; minus Elliot Vanderkooi's last rent.
    expect: async (t) => {
      const noor = (await txs(t, { category: "revenue:long_term_rental", q: "Noor Haddad" })).at(-1)!;
      const elliot = (await txs(t, { category: "revenue:long_term_rental", q: "Elliot Vanderkooi" })).at(-1)!;
      return [usd(noor.amount), usd(new Decimal(noor.amount).minus(elliot.amount))];
    },
  },
  {
    group: "tenants",
    query: "How much of Elliot's deposit did we end up keeping, and what % of his deposit was that?",
    tool: "query_database",
    // The part of Elliot Vanderkooi's deposit kept for damages; over the deposit received.
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; settlements: { kind: string; amount: string }[] }[] }>("/api/v1/deposits?include_settled=true&tenant=Vanderkooi");
      const d = items[0];
      if (!d) throw new Error("no deposit of Elliot Vanderkooi");
      const kept = d.settlements.filter((s) => s.kind.startsWith("kept")).reduce((sum, s) => sum.plus(s.amount), new Decimal(0));
      return [usd(kept), pct(kept, d.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's the combined monthly rent on apts 201-203 right now?",
    tool: "query_database",
    // Last month's rent of the three apartments at the building.
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await propId(t, "River Street"), q: "Apt 20" }))],
  },
  {
    group: "tenants",
    query: "who's in Unit B and what's their base rent per sq ft per year at this year's rate?",
    tool: "query_database",
    // Unit B's latest base rent x 12 over Unit B's floor area (from the building's description, "Unit B 1,350 sq ft").
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${await propId(t, "River Street")}`);
      const area = /Unit B ([\d,]+) sq ft/.exec(JSON.stringify(p.extra_metadata))?.[1];
      if (!area) throw new Error("no floor area of Unit B");
      const rent = (await txs(t, { category: "revenue:long_term_rental", ...ytd(t), q: "Unit B base rent" })).at(-1)!;
      const tenant = /base rent - (.+?),/.exec(rent.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${rent.description}`);
      return [tenant, usd(new Decimal(rent.amount).times(12).div(area.replace(/,/g, "")))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who are the members of the LLC and what percentage does each of them own?",
    tool: "query_database",
    // The members the company profile names.
    expect: async (t) => {
      const names = [...((await company(t)).extra_metadata.members ?? "").matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) \d+%/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members in the company profile");
      return names;
    },
  },
  {
    group: "company",
    query: "when was tamarack dune formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who's our registered agent in Michigan (resident agent I guess they call it)?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    // The first open obligation due from today.
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open from today");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days?",
    tool: "query_database",
    // Every open obligation due from today through today + 60 days: their due dates.
    expect: async (t) => [...new Set((await obligations(t, "upcoming=60")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when is the 1065 due and how many days from today is that?",
    tool: "query_database",
    // The next open Form 1065 obligation: its date and the days from today the API computes.
    expect: async (t) => {
      const { items } = await t.get<{ items: { due_date: string; status: string; days_until_due: number | null }[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}&q=1065`);
      const next = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!next || next.days_until_due === null) throw new Error("no open 1065");
      return [longDate(next.due_date), String(next.days_until_due)];
    },
  },
  {
    group: "deadlines",
    query: "When's the winter property tax due on the cottage?",
    tool: "query_database",
    // The cottage's next open winter property tax obligation.
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&property_id=${await propId(t, "Lost Pine")}&q=winter`);
      if (!next) throw new Error("no open winter tax at the cottage");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "LARA annual statement - when's the next one due and what's the fee?",
    tool: "query_database",
    // The next open annual statement: its date and the fee its description states.
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=annual statement`);
      const fee = next && /\$\d+/.exec(next.description)?.[0];
      if (!next || !fee) throw new Error("no open annual statement with a fee");
      return [longDate(next.due_date), fee];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say (4) and which are on file (2)
  {
    group: "documents",
    query: "What's the workmanship warranty on the new roof at River St, and how long is the membrane warranty?",
    tool: "search_document_content",
    // The roof contract on file says: workmanship 5 years from completion; a 20-year membrane system warranty ("20-year" or "20 years").
    expect: async (t) => {
      await onFile(t, "roof replacement");
      return ["5 years", "20"];
    },
  },
  {
    group: "documents",
    query: "under the bakery's lease what share of the NNN costs do they pay, and when does their lease run out?",
    tool: "search_document_content",
    // The Unit A lease on file states the pro rata share (29.46%); its end date is the obligation "Unit A NNN lease ... ends".
    expect: async (t) => {
      await onFile(t, "Driftwood Bakehouse");
      const end = (await obligations(t, `q=${encodeURIComponent("Driftwood Bakehouse ends")}`)).items[0];
      if (!end) throw new Error("no end of the Unit A lease");
      return ["29.46%", longDate(end.due_date)];
    },
  },
  {
    group: "documents",
    query: "cell tower lease - whats the annual escalator, and what are they paying us a month now?",
    tool: "search_document_content",
    // The tower lease summary on file states the 3% escalator; the rent now is Northpoint's latest payment.
    expect: async (t) => {
      await onFile(t, "tower ground lease");
      const latest = (await txs(t, { category: "revenue:other", q: "Northpoint" })).at(-1)!;
      return ["3%", usd(latest.amount)];
    },
  },
  {
    group: "documents",
    query: "Per the latest CAM reconciliation, how much did Driftwood owe us and how much of a credit did Harbor Light get?",
    tool: "search_document_content",
    // The bakery's balance is the latest "CAM reconciliation balance due" income; the agency's credit is its estimate of the month after
    // the credit less the reduced May payment (the statement on file states both).
    expect: async (t) => {
      await onFile(t, "CAM reconciliation");
      const balance = (await txs(t, { category: "revenue:other", q: "CAM reconciliation balance due" })).at(-1)!;
      const y = Number(balance.transaction_date.slice(0, 4));
      const may = (await txs(t, { category: "revenue:other", ...month(y, 5), q: "Unit B NNN estimate" })).at(-1)!;
      const june = (await txs(t, { category: "revenue:other", ...month(y, 6), q: "Unit B NNN estimate" })).at(-1)!;
      return [usd(balance.amount), usd(new Decimal(june.amount).minus(may.amount))];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the farm?",
    tool: "list_business_documents",
    // The farm's documents: each title's first part ("Farm cash rent lease", "Cell tower ground lease summary").
    expect: async (t) => (await titles(t, `property_id=${await propId(t, "Amber Creek")}`)).map((title) => title.split(/,| - /)[0]!.trim()),
  },
  {
    group: "documents",
    query: "list the insurance policies we've got uploaded",
    tool: "list_business_documents",
    // Documents of the insurance group: the insurer's name that begins each title.
    expect: async (t) => (await titles(t, "doc_type=insurance")).map((title) => title.split(" commercial")[0]!.split(" policy")[0]!.trim()),
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the cottage (4)
  {
    group: "stays",
    query: "How many bookings did the cottage have in August this year, and how many nights were booked that month?",
    tool: "query_database",
    // Bookings checking in in August this year; nights of August booked (occupancy report).
    expect: async (t) => {
      const aug = month(thisY(t), 8);
      const n = await t.count({ categories: ["revenue:rental_income"], ...aug, property: await propId(t, "Lost Pine") });
      return [String(n), String(await nightsBooked(t, "Lost Pine", aug))];
    },
  },
  {
    group: "stays",
    query: "who stayed at Lost Pine in July last year?",
    tool: "query_database",
    // The guests named in the cottage's bookings checking in in July last year ("Week of Jul 12 (Sat-Sat) - Hoogstraten family, direct").
    expect: async (t) => {
      const rows = await txs(t, { category: "revenue:rental_income", ...month(thisY(t) - 1, 7), property: "Lost Pine" });
      const names = rows.map((r) => /\s-\s(.+?),\s*(?:Vrbo|direct)/.exec(r.description)?.[1]).filter((n): n is string => Boolean(n));
      if (names.length === 0) throw new Error("no guests in July last year");
      return [...new Set(names)];
    },
  },
  {
    group: "stays",
    query: "total nights the lake cottage was booked last year?",
    tool: "query_database",
    // Nights booked at the cottage over last year (occupancy report).
    expect: async (t) => [String(await nightsBooked(t, "Lost Pine", lastY(t)))],
  },
  {
    group: "stays",
    query: "How many fall weekend rentals did we get at the cottage last year and what did they bring in total?",
    tool: "query_database",
    // Last year's cottage bookings described as "Fall weekend ...": their count and gross.
    expect: async (t) => {
      const cottage = await propId(t, "Lost Pine");
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastY(t), property: cottage, q: "Fall weekend" });
      return [String(n), usd(await t.sum({ categories: ["revenue:rental_income"], ...lastY(t), property: cottage, q: "Fall weekend" }))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "and our LARA id #?",
    after: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "follow-ups",
    query: "ok and the year before that?",
    after: Q_SNOW,
    tool: "query_database",
    // Snow removal at the building two years ago.
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:snow_removal"], ...year(thisY(t) - 2), property: await propId(t, "River Street") }))],
  },
  {
    group: "follow-ups",
    query: "what does this year's farm rent work out to per acre?",
    after: Q_FARM_UP,
    tool: "query_database",
    // The farm's long-term rent this year over the acres its address states.
    expect: async (t) => {
      const p = await t.property("Amber Creek");
      const acres = /^(\d+) acres/.exec(p.address)?.[1];
      if (!acres) throw new Error(`no acres in ${p.address}`);
      return [usd(new Decimal(await t.sum({ categories: ["revenue:long_term_rental"], ...ytd(t), property: p.id })).div(acres))];
    },
  },
  {
    group: "follow-ups",
    query: "when did she move in?",
    after: Q_NOOR,
    tool: "query_database",
    // The month and year of Noor Haddad's first rent.
    expect: async (t) => {
      const first = (await txs(t, { category: "revenue:long_term_rental", q: "Noor Haddad" }))[0]!;
      return [MONTHS[Number(first.transaction_date.slice(5, 7)) - 1]!, first.transaction_date.slice(0, 4)];
    },
  },
  {
    group: "follow-ups",
    query: "what rate is that loan at anyway, and when does the balloon come due?",
    after: Q_LOAN,
    tool: "search_document_content",
    // The mortgage summary on file states the fixed 5.40% rate; the maturity is the obligation "... matures (10-year balloon)".
    expect: async (t) => {
      await onFile(t, "commercial mortgage");
      const due = (await obligations(t, "q=matures")).items[0];
      if (!due) throw new Error("no maturity of the mortgage");
      return ["5.40%", longDate(due.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  { group: "unanswerable", query: "what could we sell the lake cottage for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we charge for 203 when Noor's lease comes up for renewal next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the weather supposed to be like in Ludington over the 4th of July week?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we pay Rivertown Paving to reseal the rear parking lot at River St?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Tamarack Dune elect S corp status to save the members tax? yes or no", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Driftwood Bakehouse do in sales last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the balance in our Sandhill operating checking account as of today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much personal income tax will Pieter owe on his K-1 from us this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's our star rating on Vrbo for the cottage and how many reviews do we have?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Which wireless carriers are on the Amber Creek tower and what do they pay Northpoint?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
