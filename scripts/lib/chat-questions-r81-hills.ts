// Blind set r81-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the documents on file); a phrase quoted from a document is used only after the document is found on file. Written as the members and bookkeeper of Agarita Hollow Holdings LLC would type in a running conversation: 12 questions follow an earlier one (after:), 10 cannot be answered from the records.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;
const enc = encodeURIComponent;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** The transactions of a property whose description holds `q`, oldest first, from January of last year. */
async function txs(t: Truth, fragment: string, q: string, category?: string): Promise<Tx[]> {
  const p = await t.property(fragment);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&q=${enc(q)}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}&page_size=200${category ? `&category=${category}` : ""}`);
  if (items.length === 0) throw new Error(`no transactions "${q}" at ${fragment}`);
  return [...items].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date));
}
const latest = async (t: Truth, fragment: string, q: string, category?: string) => (await txs(t, fragment, q, category)).at(-1)!;

/** The earliest open obligation due today or later whose description holds `q`. */
async function nextDue(t: Truth, q: string) {
  const { items } = await obligations(t, `${q ? `q=${enc(q)}&` : ""}start_date=${t.today}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`nothing open for "${q}"`);
  return open[0];
}

/** Checks a document is on file (title or file name holds `q`) before a phrase it states is expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${enc(q)}&page_size=50`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?${query}`);

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The guests of the townhouse's stays in a period, from its rent lines ("Furnished Finder stay - Name (travel RN) - ..."). */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((x) => /^[^-]+ - (.+?) \(/.exec(x.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no guests at the townhouse in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

// Questions a follow-up is asked after (the same strings as the earlier cases' queries).
const Q_FOURPLEX_RENT = "how much rent did the fourplex bring in last yr? just rent please, no late fees";
const Q_INCOME_2025 = "What did Agarita Hollow take in altogether in 2025, every kind of income?";
const Q_PROPERTY_TAX = "property taxes paid across all 4 properties this year?";
const Q_INTEREST = "Mortgage interest on the Huisache Bend loan for 2025 — need it for the CPA";
const Q_BOERNE_BUY = "When did we buy the Boerne office building and what did we pay for it?";
const Q_FOURPLEX_BASIS = "split of land vs building on the San Antonio fourplex?";
const Q_UNIT_C = "who's in unit C at the fourplex now and what's she paying?";
const Q_WHITACRE_DEPOSITS = "What deposits are we holding for the Whitacres?";
const Q_FRANCHISE = "When's the Texas franchise tax report due?";
const Q_MEMBERS = "per our company agreement, what % do Marisol and Wade each own?";
const Q_FEB_GUEST = "who was staying in the Austin townhouse in Feb?";
const Q_JUNE_GUESTS = "Pull up the guests at Cedar Elm Run for June";

export const R81_HILLS_CASES: Case[] = [
  // --- Income
  {
    group: "income",
    query: Q_FOURPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "follow-up",
    query: "and the New Braunfels house?",
    tool: "query_database",
    after: Q_FOURPLEX_RENT,
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Sendero Loma")).id }))],
  },
  {
    group: "income",
    query: Q_INCOME_2025,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "what about 2024?",
    tool: "query_database",
    after: Q_INCOME_2025,
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...year(Y(t) - 2) }))],
  },
  {
    group: "income",
    query: "can you pull up total income from the Boerne building for q2 this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(Y(t), 2), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "late fees collected in 2025, all properties combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much did the dentist pay us on top of base rent last year? the CAM/NNN money, incl. the true-up",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "Calculate the rent the Austin townhouse made last quarter",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "income",
    query: "cleaning fees from guests ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much base rent has Sabinal Creek Dentistry paid so far this year (not counting the NNN reimbursements)?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Cypress Mill")).id, q: "Sabinal Creek" }))],
  },

  // --- Expenses
  {
    group: "expenses",
    query: "everything we paid Presidio Oak in mgmt and renewal fees last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which county's bill was the biggest?",
    tool: "query_database",
    after: Q_PROPERTY_TAX,
    expect: async (t) => {
      const sums = await Promise.all(["Huisache", "Sendero Loma", "Cedar Elm", "Cypress Mill"].map(async (f) => t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: (await t.property(f)).id })));
      const biggest = sums.reduce((a, b) => (Number(b) > Number(a) ? b : a));
      return [usd(biggest)];
    },
  },
  {
    group: "expenses",
    query: "What did Bluebonnet (the lawn guys) cost us in 2025?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Bluebonnet" }))],
  },
  {
    group: "expenses",
    query: "total repairs at the fourplex last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on HOA dues for the townhouse ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: Q_INTEREST,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "follow-up",
    query: "and how much principal did we pay down that year?",
    tool: "query_database",
    after: Q_INTEREST,
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_principal"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "utilities on the Austin unit last month - electric, water, internet, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property("Cedar Elm")).id }))],
  },

  // --- Properties
  {
    group: "properties",
    query: Q_BOERNE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "unanswerable",
    query: "ok and what's it worth today?",
    tool: "query_database",
    after: Q_BOERNE_BUY,
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the Austin townhouse? building plus the furniture",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: Q_FOURPLEX_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "and when was it placed in service?",
    tool: "query_database",
    after: Q_FOURPLEX_BASIS,
    expect: async (t) => {
      const p = await t.property("Huisache");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: "I need the full address of the New Braunfels rental for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("New Braunfels")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "Which of our properties did we buy first, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=200");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // --- Tenants, rents, deposits
  {
    group: "tenants",
    query: Q_UNIT_C,
    tool: "query_database",
    expect: async (t) => {
      const last = await latest(t, "Huisache", "Unit C rent", "revenue:long_term_rental");
      const name = /Unit C rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(last.description)?.[1];
      if (!name) throw new Error(`no tenant in "${last.description}"`);
      return [name, usd(last.amount)];
    },
  },
  {
    group: "follow-up",
    query: "who had it before her?",
    tool: "query_database",
    after: Q_UNIT_C,
    expect: async (t) => {
      const names = (await txs(t, "Huisache", "Unit C rent", "revenue:long_term_rental")).map((x) => /Unit C rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(x.description)?.[1]).filter((n): n is string => Boolean(n));
      const current = names.at(-1);
      const before = names.filter((n) => n !== current).at(-1);
      if (!before) throw new Error("no earlier Unit C tenant");
      return [before];
    },
  },
  {
    group: "tenants",
    query: Q_WHITACRE_DEPOSITS,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Whitacre");
      if (items.length === 0) throw new Error("no Whitacre deposits");
      return items.map((d) => usd(d.held));
    },
  },
  {
    group: "follow-up",
    query: "and for the two office tenants in Boerne?",
    tool: "query_database",
    after: Q_WHITACRE_DEPOSITS,
    expect: async (t) => {
      const { items } = await deposits(t, `property_id=${(await t.property("Cypress Mill")).id}`);
      if (items.length === 0) throw new Error("no Boerne deposits");
      return items.map((d) => usd(d.held));
    },
  },
  {
    group: "tenants",
    query: "what's Hollis paying for suite 200 these days",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Cypress Mill", "Hollis Redd", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "Which unit is Ruben in, and what's his rent now?",
    tool: "query_database",
    expect: async (t) => {
      const last = await latest(t, "Huisache", "Ruben Saldivar", "revenue:long_term_rental");
      const unit = /Unit ([A-D]) rent/.exec(last.description)?.[1];
      if (!unit) throw new Error(`no unit in "${last.description}"`);
      return [`Unit ${unit}`, usd(last.amount)];
    },
  },

  // --- Company facts
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Texas SOS file number for Agarita Hollow Holdings?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who is our registered agent, and when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name, longDate(c.formation_date)];
    },
  },

  // --- Deadlines and compliance
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything we need to take care of in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(open[0]!.due_date), longDate(open.at(-1)!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: Q_FRANCHISE,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "franchise tax report")).due_date)],
  },
  {
    group: "follow-up",
    query: "and the PIR, same day?",
    tool: "query_database",
    after: Q_FRANCHISE,
    expect: async (t) => [longDate((await nextDue(t, "Public Information Report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do the Boerne building's property taxes have to be paid to Kendall County?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Kendall County")).due_date)],
  },
  {
    group: "deadlines",
    query: "1065 deadline?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Form 1065")).due_date)],
  },

  // --- Documents
  {
    group: "documents",
    query: Q_MEMBERS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["60%", "40%"];
    },
  },
  {
    group: "follow-up",
    query: "and who does it name as manager?",
    tool: "search_document_content",
    after: Q_MEMBERS,
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["Marisol Quintanilla"];
    },
  },
  {
    group: "documents",
    query: "under the Presidio Oak mgmt agreement, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "the roofer's workmanship warranty on the NB house - good through when?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Comal Crown Roofing");
      // The warranty runs 10 years from completion, the day the roof was paid for in full.
      const roof = await latest(t, "Sendero Loma", "new roof", "expense:capital_improvement");
      const done = roof.transaction_date;
      return [longDate(`${Number(done.slice(0, 4)) + 10}${done.slice(4)}`)];
    },
  },
  {
    group: "documents",
    query: "what does the Whitacre lease say about late fees?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "which docs do we have on file for the New Braunfels house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, `property_id=${(await t.property("Sendero Loma")).id}`);
      const names = ["Whitacre", "Comal Crown Roofing"].filter((name) => list.some((title) => title.includes(name)));
      if (names.length === 0) throw new Error(`unexpected titles ${JSON.stringify(list)}`);
      return names;
    },
  },

  // --- Stays at the townhouse
  {
    group: "stays",
    query: Q_FEB_GUEST,
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, month(Y(t), 2)),
  },
  {
    group: "unanswerable",
    query: "has anybody booked it for next January yet?",
    tool: "query_database",
    after: Q_FEB_GUEST,
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "stays",
    query: Q_JUNE_GUESTS,
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, month(Y(t), 6)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that month in total?",
    tool: "query_database",
    after: Q_JUNE_GUESTS,
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", month(Y(t), 6)))],
  },
  {
    group: "stays",
    query: "How many nights was the Austin place occupied in 2025 overall?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", year(Y(t) - 1)))],
  },

  // --- What the records cannot answer
  {
    group: "unanswerable",
    query: "what could we get for the fourplex if we listed it today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we raise the Whitacres' rent at renewal, and by how much?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to hail in New Braunfels this week?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Pedernales Tree Care this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we just write off the whole NB roof this year instead of depreciating it? what would you advise",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the going vacancy rate for furnished 2BRs in South Austin right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Ruben's been late again - can we legally evict him over it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how big a security deposit did Presidio collect from Imani for unit C?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
