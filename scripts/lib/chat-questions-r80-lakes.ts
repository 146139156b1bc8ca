// Blind set r80-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list); a figure quoted from a document is used only after the document is found on file. Persona: a member texting on the go (lower case, typos, abbreviations).
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const yearNow = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(yearNow(t) - 1);
const money = (amount: string) => `$${figure(amount)}`;

const HOLLISTER = "Hollister";
const HOUSE = "Bridgewater";
const CABIN = "Loon Song";
const FARM = "County Road Q";

/** A property's extra_metadata, from GET /properties/{id}. */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

/** The tenant of an apartment at Hollister, from the building's unit list. */
async function aptTenant(t: Truth, unit: string): Promise<string> {
  const units = (await meta(t, HOLLISTER)).units as { unit: string; tenant: string }[] | undefined;
  const row = units?.find((u) => u.unit === unit);
  if (!row) throw new Error(`no ${unit} at Hollister`);
  return row.tenant;
}

/** A document is on file whose title or file name holds `q`; returns its title. */
async function onFile(t: Truth, q: string): Promise<string> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return items[0]!.title;
}

/** One month's rent of a tenant, from the ledger: this month's if already paid, else last month's. */
async function currentRent(t: Truth, who: string, fragment: string): Promise<string> {
  const p = await t.property(fragment);
  const thisMonth = month(yearNow(t), Number(t.today.slice(5, 7)));
  const period = (await t.count({ categories: RENTS, q: who, property: p.id, start: thisMonth.start, end: t.today })) > 0 ? { start: thisMonth.start, end: t.today } : lastMonth(t.today);
  return money(await t.sum({ categories: RENTS, q: who, property: p.id, ...period }));
}

/** The guests of the cabin's stays checked in during a period: each booking's description is "<channel and code> / <guest> / <n> nights, ...". */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property(CABIN);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests at the cabin in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** The due date of the next open obligation whose description holds `q`. */
async function dueOf(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  if (!o) throw new Error(`no open obligation "${q}"`);
  return longDate(o.due_date);
}

const Q_HOLLISTER_RENT = "how much rent did the hollister apts bring in last yr? just rent pls";
const Q_CABIN_CLOSED = "when did we close on the cabin";
const Q_EIN = "ein for tamarack ridge?";
const Q_RED_CEDAR = "red cedar mgmt fees ytd";
const Q_PROP_TAX = "prop taxes paid last yr all 4 props";
const Q_CABIN_OCT = "how many bookings at the cabin last mo";

export const R80_LAKES_CASES: Case[] = [
  // --- Income by period, property and source (10)
  {
    group: "income",
    query: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, property: (await t.property(HOLLISTER)).id, ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "cabin booking $ ytd, not counting the sales/room tax we collect on direct ones",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "did leif pay both halves of the farm rent this yr? total amt?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: (await t.property(FARM)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "laundry coin $ at hollister last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], q: "laundry", property: (await t.property(HOLLISTER)).id, ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "q3 rent total everything combined (apts house cabin)",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...quarter(yearNow(t), 3) }))],
  },
  {
    group: "income",
    query: "pet rent from the brekkes so far this yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:pet_fees"], property: (await t.property(HOUSE)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did the housing authority pay in hap for tamikas unit last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, q: "housing assistance payment", ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "total revenue last yr for the whole llc",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...lastYr(t) }))],
  },

  // --- Expenses by vendor, category, property and period (9)
  {
    group: "expenses",
    query: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_PROP_TAX,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "what did we pay rindahl last yr for plowing",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Rindahl", ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "propane for the cabin last yr, how much",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Wolf River Propane", property: (await t.property(CABIN)).id, ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid last yr total, all policies",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage int on the hollister loan last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property(HOLLISTER)).id, ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "can u pull up what brightwater's charged us ytd for bookkeeping",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Brightwater", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the hollister bldg last mo",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities"], property: (await t.property(HOLLISTER)).id, ...lastMonth(t.today) }))],
  },

  // --- Properties: purchase, basis, dates, addresses (6)
  {
    group: "properties",
    query: Q_CABIN_CLOSED,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(CABIN)).acquisition_date)],
  },
  {
    group: "properties",
    query: "purchase price of the hollister apts?",
    tool: "query_database",
    expect: async (t) => [money((await t.property(HOLLISTER)).purchase_price_total)],
  },
  {
    group: "properties",
    query: "depreciable basis on the cabin incl furniture",
    tool: "query_database",
    expect: async (t) => [money((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "addr of the colfax farmland pls",
    tool: "query_database",
    expect: async (t) => [(await t.property(FARM)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "chippewa falls house - land vs bldg basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HOUSE);
      return [money(p.land_basis), money(p.building_basis)];
    },
  },

  // --- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "whos in apt 4 at hollister",
    tool: "query_database",
    expect: async (t) => [await aptTenant(t, "Apt 4")],
  },
  {
    group: "tenants",
    query: "what's mai nou paying per mo now",
    tool: "query_database",
    expect: async (t) => [await currentRent(t, "Mai Nou Vang", HOLLISTER)],
  },
  {
    group: "tenants",
    query: "brekke rent amt? just the rent not the dog",
    tool: "query_database",
    expect: async (t) => [await currentRent(t, "Travis Brekke", HOUSE)],
  },
  {
    group: "tenants",
    query: "whos farming the colfax land",
    tool: "query_database",
    expect: async (t) => {
      // "<farm business> (<farmer>)": the farmer's surname is in both, whichever an answer names.
      const tenant = String((await meta(t, FARM)).tenant ?? "");
      const surname = /\(([^)]+)\)/.exec(tenant)?.[1]?.trim().split(/\s+/).pop();
      if (!surname || !tenant.startsWith(surname)) throw new Error(`farmland tenant not understood: "${tenant}"`);
      return [surname];
    },
  },
  {
    group: "tenants",
    query: "how much deposit are we holding for the brekkes per the lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brekke");
      return ["$1,595"];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "wi dfi entity id / state filing # for the llc",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "who's our registered agent again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "who are the members + % split per the op agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Kristin Aaberg", "Tomasz Wierzbicki", "Delphine Nyberg-Okafor"];
    },
  },

  // --- Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open from today");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 6 wks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=42");
      return [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "dfi annual report due when",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "DFI annual report")],
  },
  {
    group: "deadlines",
    query: "q4 st-12 for the cabin - due date?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `ST-12 for Q4 ${yearNow(t)}`)],
  },
  {
    group: "deadlines",
    query: "balloon on the hemlock valley loan - when's it due",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "balloon")],
  },

  // --- Documents: what they say, what is on file (6)
  {
    group: "documents",
    query: "late fee in mai nou's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Mai Nou Vang");
      return ["$40"];
    },
  },
  {
    group: "documents",
    query: "rindahl plow contract - whats the season cap",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$1,150"];
    },
  },
  {
    group: "documents",
    query: "how much can red cedar spend on a repair w/o asking us first",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar");
      return ["$750"];
    },
  },
  {
    group: "documents",
    query: "int rate on the hemlock note?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["3.95%"];
    },
  },
  {
    group: "documents",
    query: "cabin house rules - damage deposit for direct bookings amt",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "house rules");
      return ["$300"];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the cabin",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await titles(t, `property_id=${(await t.property(CABIN)).id}`);
      // Words each title of the cabin's papers holds, checked against the titles on file.
      return ["Rindahl", "house rules", "rooming house license"].filter((word) => {
        if (!all.some((title) => title.toLowerCase().includes(word.toLowerCase()))) throw new Error(`no cabin document titled with "${word}"`);
        return true;
      });
    },
  },

  // --- Stays at the cabin (4)
  {
    group: "stays",
    query: Q_CABIN_OCT,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cabin in sept",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, month(yearNow(t), 9)),
  },
  {
    group: "stays",
    query: "nights booked at loon song in july",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, month(yearNow(t), 7)))],
  },
  {
    group: "stays",
    query: "how many direct bookings (not airbnb) this yr at the cabin",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "Direct booking", property: (await t.property(CABIN)).id, ...thisYear(t) }))],
  },

  // --- Follow-ups (5)
  {
    group: "follow-up",
    query: "and the yr before?",
    after: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, property: (await t.property(HOLLISTER)).id, ...year(yearNow(t) - 2) }))],
  },
  {
    group: "follow-up",
    query: "what'd we pay for it",
    after: Q_CABIN_CLOSED,
    tool: "query_database",
    expect: async (t) => [money((await t.property(CABIN)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "formed when?",
    after: Q_EIN,
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "follow-up",
    query: "what about all of last yr",
    after: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "just the cabin",
    after: Q_PROP_TAX,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], property: (await t.property(CABIN)).id, ...lastYr(t) }))],
  },

  // --- What the records cannot answer (10)
  { group: "unanswerable", query: "whats the cabin worth now, roughly", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "mortgage balance on hollister rn?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "weather up in conover this wknd? thinking of driving up", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid kettle moraine electric", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we bump apt 1 rent to next june", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we 1031 the farmland into something else? need tax advice", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it legal to evict harold b/c he pays late sometimes", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "corn yield on the colfax land this yr or whatever", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats priyanka's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews does the cabin have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
];
