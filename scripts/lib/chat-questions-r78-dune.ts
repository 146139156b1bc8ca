// Blind set r78-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, documents and the company profile); a figure quoted from a document is used only after the document is found on file.
// Persona: a member typing search-box style, mostly two to six words, no verbs or question marks.
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The most recent whole calendar month `m` (1..12) before today's month. */
const recent = (t: Truth, m: number) => {
  const [y, now] = t.today.split("-").map(Number) as [number, number];
  return month(m < now ? y : y - 1, m);
};
const money = (amount: string) => `$${figure(amount)}`;

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
/** Ledger rows, newest first. */
const rows = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits?${query}`);

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: unknown[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** The due date of the next open obligation whose description holds `q`. */
async function nextDue(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation for "${q}"`);
  return longDate(o.due_date);
}

/** The current monthly rent of an apartment tenant: the latest rent row whose description holds `q`. */
async function currentRent(t: Truth, q: string): Promise<Tx> {
  const found = await rows(t, `category=revenue:long_term_rental&end_date=${t.today}&q=${encodeURIComponent(q)}`);
  if (found.length === 0) throw new Error(`no rent rows for "${q}"`);
  return found[0]!;
}

/** Surnames of the cottage's guests who checked in during a period ("... - Okafor family, Vrbo #..."). */
async function cottageGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Lost Pine");
  const found = await rows(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}`);
  const names = found.map((tx) => /\s-\s([A-Z][\w'-]+)\s+(?:family|party)\b/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0 || names.length !== found.length) throw new Error(`cottage guests ${period.start}..${period.end}: ${names.length} of ${found.length} named`);
  return [...new Set(names)];
}

/** Nothing the records hold: a vendor with no transaction at all. */
async function neverPaid(t: Truth, q: string): Promise<string[]> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`"${q}" has ${n} transactions`);
  return [];
}

export const R78_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (9).
  {
    group: "income",
    query: "rental income last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "lake cottage booking revenue last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Lost Pine")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "cell tower rent ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], property: (await t.property("Oceana")).id, q: "Northpoint", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "wierenga cash rent this year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Oceana")).id, q: "Wierenga", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "bakery base rent 2025, not the nnn",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], q: "Driftwood Bakehouse", ...year(2025) }))],
  },
  {
    group: "income",
    query: "nnn estimates collected q2",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], property: (await t.property("River Street")).id, q: "NNN estimate", ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: "total revenue last month",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "river st income ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: (await t.property("River Street")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "upstairs apt rents q3",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("River Street")).id, q: "Apt 20", ...quarter(Y(t), 3) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8).
  {
    group: "expenses",
    query: "snow plowing last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:snow_removal"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "vrbo fees ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "prop taxes last year all 3 properties",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "cottage expenses last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", property: (await t.property("Lost Pine")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "mortgage intrest paid last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "brenna cleaning ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Kuipers", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities last month",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "new roof cost river st",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:capital_improvement"], property: (await t.property("River Street")).id, q: "roof replacement", start: "2000-01-01", end: t.today }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition dates, addresses (6).
  {
    group: "properties",
    query: "cottage purchase price",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Lost Pine")).purchase_price_total)],
  },
  {
    group: "properties",
    query: "river st land vs building basis",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("River Street");
      return [money(p.land_basis), money(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "cottage furniture basis",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Lost Pine")).ffe_basis)],
  },
  {
    group: "properties",
    query: "when did we buy the 80 acres",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Oceana")).acquisition_date)],
  },
  {
    group: "properties",
    query: "cabin depreciable basis",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Lost Pine")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "keel block address",
    tool: "query_database",
    expect: async (t) => [(await t.property("River Street")).address.split(",")[0]!],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits (5).
  {
    group: "tenants",
    query: "who's in apt 202",
    tool: "query_database",
    expect: async (t) => {
      const tx = await currentRent(t, "Apt 202 rent");
      const tenant = /\s-\s(.+?),/.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${tx.description}`);
      return [tenant.split(" ").at(-1)!];
    },
  },
  {
    group: "tenants",
    query: "kayla monthly rent",
    tool: "query_database",
    expect: async (t) => [money((await currentRent(t, "Kayla Brzezinski")).amount)],
  },
  {
    group: "tenants",
    query: "security deposits held total",
    tool: "query_database",
    expect: async (t) => [money((await deposits(t, "")).held)],
  },
  {
    group: "tenants",
    query: "bakery deposit amt",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Driftwood");
      if (items.length !== 1) throw new Error(`${items.length} deposits of Driftwood`);
      return [money(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "elliot deposit, how much did we keep",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Vanderkooi&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (items.length !== 1 || kept.length !== 1) throw new Error(`Vanderkooi: ${items.length} deposits, ${kept.length} kept`);
      return [money(kept[0]!.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4).
  {
    group: "company",
    query: "our ein",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "LARA id #",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "resident agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },
  {
    group: "company",
    query: "when was tamarack dune formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5).
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadlines next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "LARA annual statement due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "LLC annual statement")],
  },
  {
    group: "deadlines",
    query: "1065 due date",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Form 1065")],
  },
  {
    group: "deadlines",
    query: "winter tax due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "winter property tax")],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: which are on file, what they say (5).
  {
    group: "documents",
    query: "docs on file for the farm",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${(await t.property("Oceana")).id}`)).map((title) => title.split(" - ")[0]!),
  },
  {
    group: "documents",
    query: "insurance policies on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "doc_type=insurance");
      if (!found.some((title) => title.includes("Great Lakes Lighthouse Mutual"))) throw new Error(`insurance documents: ${found.join("; ")}`);
      return ["Great Lakes Lighthouse Mutual"];
    },
  },
  {
    group: "documents",
    query: "roof workmanship warranty how long",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract and warranty");
      return ["5 years"];
    },
  },
  {
    group: "documents",
    query: "tower lease escalator",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Cell tower ground lease");
      return ["3%"];
    },
  },
  {
    group: "documents",
    query: "cottage pet fee",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Lost Pine cottage - rental terms");
      return ["$95.00"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Cottage stays (4).
  {
    group: "stays",
    query: "cottage bookings june",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Lost Pine")).id, ...recent(t, 6) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cottage in aug",
    tool: "query_database",
    expect: async (t) => cottageGuests(t, recent(t, 8)),
  },
  {
    group: "stays",
    query: "nights booked july lost pine",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lost Pine", recent(t, 7)))],
  },
  {
    group: "stays",
    query: "how many vrbo bookings last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Lost Pine")).id, q: "Vrbo #", ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5).
  {
    group: "follow-up",
    query: "and the farm?",
    after: "cottage purchase price",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Oceana")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the year before",
    after: "snow plowing last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:snow_removal"], ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-up",
    query: "their rent?",
    after: "who's in apt 202",
    tool: "query_database",
    expect: async (t) => [money((await currentRent(t, "Apt 202 rent")).amount)],
  },
  {
    group: "follow-up",
    query: "same for last yr",
    after: "vrbo fees ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:platform_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "who prepares it",
    after: "1065 due date",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `start_date=${t.today}&q=${encodeURIComponent("Form 1065")}`);
      const preparer = /\(([^)]*CPAs?)\)/.exec(items[0]?.description ?? "")?.[1];
      if (!preparer) throw new Error("no preparer named on the 1065 deadline");
      return [preparer.replace(/\s+CPAs?$/, "")];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (9).
  { group: "unanswerable", query: "cottage market value now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "weather ludington this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "fair rent for apt 201 next yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "paid great lakes septic?", tool: "query_database", unanswerable: true, expect: async (t) => neverPaid(t, "septic") },
  { group: "unanswerable", query: "1031 exchange the farm, good idea", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we break harbor light's lease early", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "farmland price per acre oceana county", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "kayla credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "summer tax bill next yr estimate", tool: "query_database", unanswerable: true, expect: async () => [] },
];
