// Blind set r72-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile and the document list), with periods computed from the run's today; the few words quoted from a document (a fee rate, a notice period) are expected only after the document is checked to be on file.
// Persona: a member who is a busy physician, typing quick questions between patients.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, type Obligation, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const LTR = ["revenue:long_term_rental"];

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

const y0 = (t: Truth) => Number(t.today.slice(0, 4));
const m0 = (t: Truth) => Number(t.today.slice(5, 7));
const money = (amount: string) => `$${figure(amount)}`;

/** Transactions whose description holds `q`, newest first. */
async function rows(t: Truth, q: string, opts: { category?: string; property?: string; start?: string; end?: string } = {}): Promise<Tx[]> {
  const params = [`q=${encodeURIComponent(q)}`, "page_size=200", "sort=-transaction_date"];
  if (opts.category) params.push(`category=${opts.category}`);
  if (opts.property) params.push(`property_id=${opts.property}`);
  if (opts.start) params.push(`start_date=${opts.start}`);
  if (opts.end) params.push(`end_date=${opts.end}`);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${params.join("&")}`);
  if (items.length === 0) throw new Error(`no transactions for "${q}"`);
  return items;
}

/** The latest rent of a tenant or unit, read from the newest rent row. */
const latestRent = async (t: Truth, q: string) => (await rows(t, q, { category: "revenue:long_term_rental", end: t.today }))[0]!;

/** Checks a document is on file before a figure quoted from its text is expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** Open obligations due on or after today (optionally matching `q`), soonest first. */
async function openFromToday(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return open;
}

/** The townhouse's guests named in its stay rows of a period. */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /(?:stay|booking)\s-\s(.+?)\s\(/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no townhouse guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

// Queries that follow-ups refer to.
const Q_CAM = "CAM/NNN estimates Sabinal paid us this yr, not counting the reconciliation";
const Q_PRESIDIO_FEE = "what's the mgmt fee in the Presidio Oak agreement";
const Q_TH_ELECTRIC = "electric bill at the townhouse last month?";
const Q_YESENIA = "how much is Yesenia paying these days";
const Q_DENTIST_RENT = "what's the dentist paying in base rent rn";

export const R72_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "how much rent came in from the fourplex this month? just rent pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [money(await t.sum({ categories: LTR, property: p.id, ...month(y0(t), m0(t)) }))];
    },
  },
  {
    group: "income",
    query: "total income ytd, all 4 properties",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the boerne bldg bring in last quarter",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [money(await t.sum({ type: "revenue", property: p.id, ...lastQuarter(t.today) }))];
    },
  },
  {
    group: "income",
    query: "Suite 100 base rent we got in q2 from the dentist?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [money(await t.sum({ categories: LTR, property: p.id, q: "Suite 100 base rent", ...quarter(y0(t), 2) }))];
    },
  },
  {
    group: "income",
    query: Q_CAM,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [money(await t.sum({ categories: ["revenue:other"], property: p.id, q: "CAM/NNN reimbursement", ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "townhouse rent last yr, not counting cleaning fees",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [money(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...year(y0(t) - 1) }))];
    },
  },
  {
    group: "income",
    query: "late fees collected ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "did Hollis pay rent last month? how much",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: LTR, q: "Hollis Redd", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much rent did unit C actually collect last yr w/ the vacancy",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [money(await t.sum({ categories: LTR, property: p.id, q: "Unit C rent", ...year(y0(t) - 1) }))];
    },
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "what've we paid Presidio Oak in fees ytd (mgmt + renewals)",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Presidio Oak Property Management", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did Alamo Breeze cost us last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Alamo Breeze", ...year(y0(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the austin townhouse so far this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [money(await t.sum({ categories: ["expense:hoa_fees"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "property tax paid this yr across all four",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total insurance premiums last yr, everything incl the umbrella",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...year(y0(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did Bluebonnet bill for lawn at the boerne bldg last qtr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [money(await t.sum({ type: "expense", property: p.id, q: "Bluebonnet", ...lastQuarter(t.today) }))];
    },
  },
  {
    group: "expenses",
    query: Q_TH_ELECTRIC,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [money(await t.sum({ categories: ["expense:utilities:electricity"], property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "expenses",
    query: "mortgage int on the fourplex last yr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [money(await t.sum({ categories: ["expense:mortgage_interest"], property: p.id, ...year(y0(t) - 1) }))];
    },
  },

  // ---------------------------------------------------------------- property (5)
  {
    group: "property",
    query: "what did we pay for the fourplex and when did we buy it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [money(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "property",
    query: "land vs building basis on the Boerne office bldg?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [money(p.land_basis), money(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "depreciable basis on the Austin townhouse incl the furniture",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "property",
    query: "exact address of the New Braunfels house? filling out a form",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sendero");
      return [p.address.split(",")[0]!.trim()];
    },
  },
  {
    group: "property",
    query: "when was the townhouse placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      if (!p.placed_in_service) throw new Error("townhouse has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's in unit C now and what's she paying",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latestRent(t, "Unit C rent");
      const tenant = /Unit C rent - (.+?),/.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${tx.description}"`);
      return [tenant, money(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: Q_YESENIA,
    tool: "query_database",
    expect: async (t) => [money((await latestRent(t, "Yesenia")).amount)],
  },
  {
    group: "tenants",
    query: "what deposits are we holding for the Whitacres",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { held: string }[] }>("/api/v1/deposits?tenant=Whitacre");
      if (items.length === 0) throw new Error("no Whitacre deposits");
      return items.map((d) => money(d.held));
    },
  },
  {
    group: "tenants",
    query: Q_DENTIST_RENT,
    tool: "query_database",
    expect: async (t) => [money((await latestRent(t, "Suite 100 base rent")).amount)],
  },
  {
    group: "tenants",
    query: "security deposit we hold from Sabinal Creek?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { held: string }[] }>("/api/v1/deposits?tenant=Sabinal");
      if (items.length !== 1) throw new Error(`Sabinal deposits: ${items.length}`);
      return [money(items[0]!.held)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "Agarita Hollow EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "need our TX SOS file number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when's the franchise tax report due",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "q=franchise%20tax"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=30");
      const dates = [...new Set(items.map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in the next 30 days");
      return dates.slice(0, 2).map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when are the Kendall county taxes due on the boerne bldg",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "q=Kendall%20County"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for the dentist to tell us if they're renewing?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=50&q=option%20to%20renew");
      if (items.length !== 1) throw new Error(`renewal option notices: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: Q_PRESIDIO_FEE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["8%"];
    },
  },
  {
    group: "documents",
    query: "late fee terms in the Whitacre lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95", "$175"];
    },
  },
  {
    group: "documents",
    query: "how much notice does Sabinal have to give to exercise the renewal option",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Suite 100 - Sabinal Creek Family Dentistry");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the NB roof",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract and warranty");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "which docs do we have on file for the townhouse",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Cedar Elm")).id}`),
  },
  {
    group: "documents",
    query: "member percentages per the company agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement of Agarita Hollow");
      return ["60%", "40%"];
    },
  },

  // ---------------------------------------------------------------- stays (3)
  {
    group: "stays",
    query: "how many nights was cedar elm booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who's staying at the townhouse this month",
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, month(y0(t), m0(t))),
  },
  {
    group: "stays",
    query: "nights booked at the townhouse last qtr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastQuarter(t.today)))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "followup",
    query: "and the april true-up?",
    after: Q_CAM,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      const [tx] = await rows(t, "CAM/NNN reconciliation", { property: p.id, ...month(y0(t), 4) });
      return [money(tx!.amount)];
    },
  },
  {
    group: "followup",
    query: "and how much can they spend on a repair w/o asking us",
    after: Q_PRESIDIO_FEE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "followup",
    query: "and at the boerne bldg?",
    after: Q_TH_ELECTRIC,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [money(await t.sum({ categories: ["expense:utilities:electricity"], property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "followup",
    query: "and Ruben?",
    after: Q_YESENIA,
    tool: "query_database",
    expect: async (t) => [money((await latestRent(t, "Ruben Saldivar")).amount)],
  },
  {
    group: "followup",
    query: "and the other suite?",
    after: Q_DENTIST_RENT,
    tool: "query_database",
    expect: async (t) => [money((await latestRent(t, "Suite 200 rent")).amount)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "whats the fourplex worth now, roughly?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we raise the whitacres rent to for next aug?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "any hail in the forecast for new braunfels this wk?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay Roto-Rooter last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on the boerne bldg? worth it tax-wise?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Imani's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what rate could we get if we refi the fourplex loan today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we evict Ruben if he's late again next month?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "cap rates for office bldgs in boerne rn?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is in the cedar elm HOA reserve fund", tool: "query_database", unanswerable: true, expect: async () => [] },
];
