// Blind set r68-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the occupancy report and the document list), relative to the run's today; a figure a document states is expected only after the document is found on file. Written as the members' accountant nephew who helps on weekends.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

// ---------------------------------------------------------------------------------------------
// Helpers of this set: everything they return is read from the API.

interface Tx {
  transaction_date: string;
  amount: string;
  category: string;
  description: string;
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const money = (amount: string) => `$${figure(amount)}`;

/** The property of an address fragment, with its extra_metadata. */
async function propertyOf(t: Truth, fragment: string) {
  const p = await t.property(fragment);
  const full = await t.get<{ address: string; extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return { ...p, extra_metadata: full.extra_metadata };
}

/** The newest transaction matching a query string (newest first is the list's default order). */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** Every transaction matching a query string in a period. */
async function every(t: Truth, query: string, period: { start: string; end: string }): Promise<Tx[]> {
  const { items, total } = await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&start_date=${period.start}&end_date=${period.end}&${query}`);
  if (total > items.length) throw new Error(`more than one page for ${query}`);
  return items;
}

/** The guests of the cabin's bookings with check-in in a period ("Airbnb HM... / Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }, only?: RegExp): Promise<string[]> {
  const cabin = await t.property("Loon Song");
  const items = await every(t, `category=revenue:rental_income&property_id=${cabin.id}`, period);
  const names = items
    .filter((tx) => !only || only.test(tx.description))
    .map((tx) => /\/\s*([^/]+?)\s*\/\s*\d+ nights?/.exec(tx.description)?.[1])
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Nights the cabin was booked in a period, from the occupancy report; checked against the bookings' own nights when no stay crosses the period's edges. */
async function cabinNights(t: Truth, period: { start: string; end: string }): Promise<number> {
  const cabin = await t.property("Loon Song");
  const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${cabin.id}`);
  const row = report.properties.find((r) => r.property_id === cabin.id);
  if (!row) throw new Error("no occupancy row for the cabin");
  return row.nights_booked;
}

/** A document is on file (title or file name contains the text); its titles. */
async function onFile(t: Truth, text: string): Promise<string[]> {
  return titles(t, `q=${encodeURIComponent(text)}`);
}

/** The first open obligation due today or later whose description holds the text. */
async function nextDue(t: Truth, text?: string) {
  const { items } = await obligations(t, `start_date=${t.today}${text ? `&q=${encodeURIComponent(text)}` : ""}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`no open obligation ${text ?? ""} from ${t.today}`);
  return open;
}

/** The winter plow season (November 1 to April 30) that ended most recently before today. */
function lastWinter(t: Truth) {
  const m = Number(t.today.slice(5, 7));
  const start = m >= 5 ? Y(t) - 1 : Y(t) - 2;
  return { start: `${start}-11-01`, end: `${start + 1}-04-30` };
}

const company = (t: Truth) => t.get<Company>("/api/v1/company");

// The questions that others follow.
const Q_HOLLISTER_RENT = "how much rent came in from the Hollister apartments last yr? just rent please, not the laundry or water bill-backs";
const Q_CABIN_BOUGHT = "When did we buy the cabin up in Conover and what did we pay for it?";
const Q_BREKKE = "who's renting the Chippewa Falls house right now and what are they paying a month?";
const Q_FARM_TENANT = "Remind me who farms the Colfax land and what we get per acre now";
const Q_AUGUST_GUESTS = "Who stayed at the cabin in August last year, and how many nights was it booked that month?";

export const R68_LAKES_CASES: Case[] = [
  // ------------------------------------------------------------------------------------------- income
  {
    group: "income",
    query: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [money(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "What did the cabin gross on bookings last quarter? Airbnb and direct together",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [money(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "How much cash rent did Amundsen pay us for the farmland last year, both halves?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("County Road Q");
      return [money(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "Can you tell me everything the Bridgewater Ct house brought in last year? rent plus the pet rent and any late fees",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Bridgewater");
      return [money(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "how much did the coin laundry at hollister make last yr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [money(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: p.id, q: "laundry" }))];
    },
  },
  {
    group: "income",
    query: "Total of the HAP payments from the Chippewa Valley Housing Authority for Tamika's unit last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), q: "housing assistance payment" }))],
  },
  {
    group: "income",
    query: "rental income last month across the apartments, the house and the cabin (not counting the farmland)",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate the water/sewer bill-backs we charged the Hollister tenants in q2 last year",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [money(await t.sum({ categories: ["revenue:utility_reimbursements"], ...quarter(Y(t) - 1, 2), property: p.id }))];
    },
  },

  // ------------------------------------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "What did we pay Rindahl for plowing the cabin driveway over last winter, Nov through April?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [money(await t.sum({ categories: ["expense"], ...lastWinter(t), property: p.id, q: "Rindahl" }))];
    },
  },
  {
    group: "expenses",
    query: "Red Cedar's managment fees on the apartments ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes for all 4 properties last year, total $ paid",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "pull up what the propane cost us at the cabin last yr (Wolf River deliveries + the tank lease)",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [money(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), property: p.id, q: "Wolf River Propane" }))];
    },
  },
  {
    group: "expenses",
    query: "How much did we spend on insurance premiums last year, all the policies combined?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much did Valley Pro Plumbing bill us last year in total?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Valley Pro" }))],
  },
  {
    group: "expenses",
    query: "What did Pine Needle charge for the cabin turnovers last quarter?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [money(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today), property: p.id, q: "Pine Needle" }))];
    },
  },
  {
    group: "expenses",
    query: "What did we pay Brightwater Bookkeeping last year, and separately Stensrud & Kline?",
    tool: "query_database",
    expect: async (t) => [
      money(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Brightwater" })),
      money(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Stensrud" })),
    ],
  },

  // ------------------------------------------------------------------------------------------- property
  {
    group: "property",
    query: Q_CABIN_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "On 1418 Hollister what's the depreciable basis vs. the land portion?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [money(p.depreciable_basis), money(p.land_basis)];
    },
  },
  {
    group: "property",
    query: "how much of the cabin's basis is furniture/furnishings, and what's the building portion?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [money(p.ffe_basis), money(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "whats the full address of the farmland in Colfax? need it for a form",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Colfax");
      return [p.address.split(",")[0]!];
    },
  },
  {
    group: "property",
    query: "Which of our properties did Tamarack Ridge buy first, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=100");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0];
      if (!first) throw new Error("no properties");
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ------------------------------------------------------------------------------------------- tenants
  {
    group: "tenants",
    query: Q_BREKKE,
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyOf(t, "Bridgewater");
      const tenant = String(p.extra_metadata.tenant ?? "").replace(/\s*\(.*$/, "").split(" ").pop();
      if (!tenant) throw new Error("no tenant of the house");
      const rent = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}`);
      return [tenant, money(rent.amount)];
    },
  },
  {
    group: "tenants",
    query: "Who's in apt 4 at Hollister, and how much does the housing authority pay toward her rent each month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyOf(t, "Hollister");
      const units = (p.extra_metadata.units ?? []) as { unit: string; tenant: string }[];
      const tenant = units.find((u) => u.unit === "Apt 4")?.tenant;
      if (!tenant) throw new Error("no tenant of Apt 4");
      const hap = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("housing assistance payment")}`);
      return [tenant, money(hap.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's Mai Nou paying for apt 2 these days?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      const rent = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("Apt 2 rent")}`);
      return [money(rent.amount)];
    },
  },
  {
    group: "tenants",
    query: "How big is the security deposit we're holding on the Brekkes' lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["$1,595"];
    },
  },
  {
    group: "tenants",
    query: Q_FARM_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyOf(t, "County Road Q");
      const tenant = String(p.extra_metadata.tenant ?? "").split(" ")[0];
      if (!tenant) throw new Error("no tenant of the farmland");
      const rent = await latest(t, `category=revenue:other&property_id=${p.id}`);
      const rate = /at (\$\d+)\/acre/.exec(rent.description)?.[1];
      if (!rate) throw new Error(`no rate per acre in ${rent.description}`);
      return [tenant, rate];
    },
  },

  // ------------------------------------------------------------------------------------------- company
  {
    group: "company",
    query: "need Tamarack Ridge's EIN for a W-9, can you pull it up?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "who are the members of the LLC and what % does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=formation:operating_agreement");
      return ["Wierzbicki", "Nyberg-Okafor"];
    },
  },
  {
    group: "company",
    query: "What's our WI DFI entity ID, and when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number || !c.formation_date) throw new Error("no filing number or formation date");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent and at what address",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent?.address) throw new Error("no registered agent");
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },

  // ------------------------------------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t)).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days I should put on the calendar?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      const dates = [...new Set(items.map((o) => o.due_date))].sort();
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: "When is the next Wisconsin DFI annual report due for the LLC?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "DFI annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "which quarter's ST-12 for the cabin do I file next and by when?",
    tool: "query_database",
    // The quarter may be written "Q4" or "fourth quarter": only the due date is expected.
    expect: async (t) => [longDate((await nextDue(t, "ST-12")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the Hemlock Valley loan on the apartments balloon?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "balloon")).due_date)],
  },

  // ------------------------------------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what paperwork do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      const all = await titles(t, `property_id=${p.id}`);
      const pick = (text: RegExp) => {
        const title = all.find((x) => text.test(x));
        if (!title) throw new Error(`no cabin document ${text}`);
        return title.split(/,| \(/)[0]!;
      };
      return [pick(/snowplow/i), pick(/house rules/i)];
    },
  },
  {
    group: "documents",
    query: "Which leases do we have copies of?",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await onFile(t, "lease");
      // The part of a lease's title that names it: "418 Bridgewater Court", "Farmland Cash Rent Lease".
      const pick = (text: RegExp) => {
        const part = all.flatMap((title) => title.split(" (")[0]!.split(", ")).find((x) => text.test(x));
        if (!part) throw new Error(`no lease ${text}`);
        return part;
      };
      return [pick(/Bridgewater/), pick(/Farmland/)];
    },
  },
  {
    group: "documents",
    query: "do we have any insurance policies saved in the documents?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=insurance")).map((title) => title.split(",")[0]!),
  },
  {
    group: "documents",
    query: "What's the deductible on the Hollister building policy? and is wind/hail different?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=insurance");
      return ["$5,000", "$10,000"];
    },
  },
  {
    group: "documents",
    query: "per the Rindahl contract, what do we pay per push and is there a cap for the season?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$65", "$1,150"];
    },
  },
  {
    group: "documents",
    query: "Under the Red Cedar management agreement, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar");
      return ["$750"];
    },
  },

  // ------------------------------------------------------------------------------------------- stays
  {
    group: "stays",
    query: Q_AUGUST_GUESTS,
    tool: "query_database",
    expect: async (t) => {
      const period = month(Y(t) - 1, 8);
      return [...(await cabinGuests(t, period)), String(await cabinNights(t, period))];
    },
  },
  {
    group: "stays",
    query: "Which guests booked the cabin direct with us last yr instead of thru Airbnb?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, year(Y(t) - 1), /^Direct booking/),
  },
  {
    group: "stays",
    query: "how many separate stays did the cabin have last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: p.id }))];
    },
  },
  {
    group: "stays",
    query: "Cabin last month: how many nights booked and what did the bookings bring in?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      const period = lastMonth(t.today);
      return [String(await cabinNights(t, period)), money(await t.sum({ categories: ["revenue:rental_income"], ...period, property: p.id }))];
    },
  },

  // ------------------------------------------------------------------------------------------- follow-ups
  {
    group: "followup",
    query: "ok and the year before that?",
    after: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [money(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 2), property: p.id }))];
    },
  },
  {
    group: "followup",
    query: "and when was it placed in service?",
    after: Q_CABIN_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      if (!p.placed_in_service) throw new Error("cabin not placed in service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "followup",
    query: "is there pet rent on top of that? how much?",
    after: Q_BREKKE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Bridgewater");
      const pet = await latest(t, `category=revenue:pet_fees&property_id=${p.id}&q=${encodeURIComponent("pet rent")}`);
      return [money(pet.amount)];
    },
  },
  {
    group: "followup",
    query: "when are his two rent installments due under the lease?",
    after: Q_FARM_TENANT,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farmland Cash Rent Lease");
      return ["March 1", "November 1"];
    },
  },
  {
    group: "followup",
    query: "what did those stays gross altogether?",
    after: Q_AUGUST_GUESTS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [money(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8), property: p.id }))];
    },
  },

  // ------------------------------------------------------------------------------------------- unanswerable
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market, ballpark?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do we still owe Hemlock Valley on the apartment loan as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge for apt 2 when Mai Nou's lease comes up for renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it gonna be a big snow year up in Conover this winter?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the cabin make through VRBO last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should Tamarack Ridge make an S corp election to save the members on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Tamika Rowe's phone number?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we spent at Menards for the Hollister building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the cabin's star rating on Airbnb and how many reviews does it have?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "who owned the Colfax farmland before we bought it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
