// Blind set r76-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, documents and the company profile) relative to today; a phrase quoted from a document is used only after the document is found on file.
// Persona: a member traveling abroad, asking quick questions between meetings: terse, typos and
// abbreviations, two- or three-word follow-ups, and a few things the records cannot answer.
import { type Case, figure, lastMonth, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

/** The month before last month. */
const monthBeforeLast = (t: Truth) => {
  const { start } = lastMonth(t.today);
  const [y, m] = start.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};

/** The first open obligation due today or later matching a query. */
async function nextDue(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`no open obligation for ${query}`);
  return open;
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  received_date: string;
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits?${query}`);

/** A document on file whose title contains `fragment`; throws if none. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(fragment)}`);
}

/** The tenant named in the latest rent (newest first) of a fourplex unit in a period ("Unit C rent - Name, Month YYYY ..."). */
async function unitTenant(t: Truth, unit: string, period: { start: string; end: string }): Promise<{ name: string; amount: string }> {
  const p = await t.property("Huisache");
  const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?property_id=${p.id}&category=revenue:long_term_rental&q=${encodeURIComponent(`${unit} rent`)}&start_date=${period.start}&end_date=${period.end}&sort=-transaction_date&page_size=10`);
  const item = items[0];
  const name = item && /rent - ([^,]+),/.exec(item.description)?.[1];
  if (!item || !name) throw new Error(`no ${unit} rent in ${period.start}..${period.end}`);
  return { name, amount: item.amount };
}

/** The guests of the townhouse's stay months in a period ("Furnished Finder stay - Name (travel RN) - ..."). */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm");
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?property_id=${p.id}&category=revenue:rental_income&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /^(?:Furnished Finder stay|Direct booking) - ([^(]+?) \(/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no townhouse guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

const FOURPLEX_RENT_Q = "huisache rent ytd, just rent pls";
const REPAIRS_Q = "repairs at the fourplex ytd?";
const DEPR_Q = "depreciable basis on the austin townhouse";
const WHITACRE_Q = "whitacres paying what now for rent";
const ELECTRIC_Q = "townhouse electric bill last month";

export const R76_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: FOURPLEX_RENT_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Huisache")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did boerne bring in last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: (await t.property("Cypress Mill")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "NB house rent q2?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Sendero Loma")).id, ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: "Agarita Hollow gross income last month, all props",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "austin townhouse income last year total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: (await t.property("Cedar Elm")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "late fees colected this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much cam/nnn has the dentist paid us ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], property: (await t.property("Cypress Mill")).id, q: "Sabinal Creek", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "cleaning fees from austin guests last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], property: (await t.property("Cedar Elm")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "what has hollis paid in rent so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Cypress Mill")).id, q: "Hollis Redd", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "presidio oak fees ytd? mgmt + renewal fees, not repairs",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management", "expense:commissions"], property: (await t.property("Huisache")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage int paid last yr on the fourplex loan",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Huisache")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did we pay bluebonnet last year, both sites",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Bluebonnet Edge", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: REPAIRS_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Huisache")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "prop taxes paid last yr, all 4 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "hoa dues cedar elm ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Cedar Elm")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses boerne bldg last qtr",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      const q = Math.ceil(m / 3);
      const last = q === 1 ? quarter(y - 1, 4) : quarter(y, q - 1);
      return [figure(await t.sum({ type: "expense", property: (await t.property("Cypress Mill")).id, ...last }))];
    },
  },
  {
    group: "expenses",
    query: ELECTRIC_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Cedar Elm")).id, ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- property (5)
  {
    group: "property",
    query: "what did we pay for the boerne building",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Cypress Mill")).purchase_price_total)],
  },
  {
    group: "property",
    query: DEPR_Q,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "property",
    query: "land basis NB house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sendero Loma")).land_basis)],
  },
  {
    group: "property",
    query: "when did we close on the fourplex",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Huisache")).acquisition_date)],
  },
  {
    group: "property",
    query: "full addr of the austin place? need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Cedar Elm")).address.split(",")[0]!],
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's in unit C at huisache now + what's their rent",
    tool: "query_database",
    expect: async (t) => {
      const { name, amount } = await unitTenant(t, "Unit C", { start: lastMonth(t.today).start, end: t.today });
      return [name, figure(amount)];
    },
  },
  {
    group: "tenants",
    query: WHITACRE_Q,
    tool: "query_database",
    expect: async (t) => {
      // The latest rent received from the Whitacres.
      const p = await t.property("Sendero Loma");
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?property_id=${p.id}&category=revenue:long_term_rental&q=Whitacre&start_date=${lastMonth(t.today).start}&end_date=${t.today}&sort=-transaction_date&page_size=1`);
      if (!items[0]) throw new Error("no Whitacre rent lately");
      return [figure(items[0].amount)];
    },
  },
  {
    group: "tenants",
    query: "total deposits we're holding at boerne",
    tool: "query_database",
    expect: async (t) => [figure((await deposits(t, `property_id=${(await t.property("Cypress Mill")).id}`)).held)],
  },
  {
    group: "tenants",
    query: "dentist's security dep amount?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Sabinal");
      if (items.length !== 1) throw new Error(`Sabinal deposits: ${items.length}`);
      return [figure(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "did ruben pay last month? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Huisache")).id, q: "Ruben Saldivar", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "our EIN? quick",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "TX SOS file number for the LLC",
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
    query: "when was agarita hollow formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "franchise tax rpt due when",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "q=franchise%20tax")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the boerne insurance renew",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${(await t.property("Cypress Mill")).id}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "next property tax deadline?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=property:tax")).due_date)],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "NB lease - late fee terms?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "1846 Sendero Loma");
      return ["$95", "$175"];
    },
  },
  {
    group: "documents",
    query: "presidio's repair limit w/o our ok?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "fourplex ins policy - wind/hail deductible?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord dwelling policy declarations");
      return ["2%"];
    },
  },
  {
    group: "documents",
    query: "what % does wade own per the company agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["40%"];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for boerne",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Cypress Mill")).id}`),
  },
  {
    group: "documents",
    query: "which insurance policies r on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------- stays (3)
  {
    group: "stays",
    query: "nights booked at the townhouse last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who stayed at cedar elm last month",
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "austin rental - nights booked last quarter?",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      const q = Math.ceil(m / 3);
      return [String(await nightsBooked(t, "Cedar Elm", q === 1 ? quarter(y - 1, 4) : quarter(y, q - 1)))];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and last yr?",
    after: FOURPLEX_RENT_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Huisache")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "nb house?",
    after: REPAIRS_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Sendero Loma")).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "furniture part?",
    after: DEPR_Q,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Cedar Elm")).ffe_basis)],
  },
  {
    group: "follow-up",
    query: "their deposits?",
    after: WHITACRE_Q,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, `tenant=Whitacre&property_id=${(await t.property("Sendero Loma")).id}`);
      if (items.length === 0) throw new Error("no Whitacre deposits");
      return items.map((d) => figure(d.held));
    },
  },
  {
    group: "follow-up",
    query: "month before?",
    after: ELECTRIC_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Cedar Elm")).id, ...monthBeforeLast(t) }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the fourplex worth today, roughly", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "austin weather this wknd? guest asked", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we raise unit A rent to at renewal", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend at home depot ytd", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats left on the boerne mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "zillow rent estimate for the NB house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "usd to eur rate today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on boerne this yr? tax advice pls", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we evict ruben if he's late again? legal q", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "cap rate on the boerne bldg if we sold next yr", tool: "query_database", unanswerable: true, expect: async () => [] },
];
