// Blind set r70-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy report and the document list), so the set follows the fixture wherever `today` falls; only the literal terms of documents confirmed on file are quoted.
// Persona: a member who recently inherited her late father's share and is reading the books for the first time.
import type { Case, Truth } from "./chat-questions";
import { figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });

const PARK = "Quartzite";
const CASITA = "Paloma";
const TUCSON = "Cascabel";
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}
/** Transactions matching a query string, newest first. */
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&sort=-transaction_date&${query}`)).items;
const latest = async (t: Truth, query: string) => {
  const [tx] = await txs(t, query);
  if (!tx) throw new Error(`no transaction for ${query}`);
  return tx;
};
const enc = encodeURIComponent;

/** The due date, written out, of the next open obligation whose description holds `text`. */
async function nextDue(t: Truth, text: string): Promise<string> {
  const o = await nextOpen(t, `upcoming=3660&q=${enc(text)}`);
  if (!o) throw new Error(`no open obligation for ${text}`);
  return longDate(o.due_date);
}

/** The guests of the casita's bookings checked in during a period ("VRBO booking 48213377 - Jane Doe (5 nights, Feb 10-15)"). */
async function guestsIn(t: Truth, period: { start: string; end: string }, q?: string): Promise<string[]> {
  const items = await txs(t, `category=revenue:rental_income&property_id=${await id(t, CASITA)}&start_date=${period.start}&end_date=${period.end}${q ? `&q=${enc(q)}` : ""}`);
  const names = items.map((tx) => /\s-\s(.+?)\s+\((?:winter rental, )?\d+ nights/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0 || names.length !== items.length) throw new Error(`guests at the casita in ${period.start}..${period.end}: ${items.map((tx) => tx.description).join("; ")}`);
  return [...new Set(names)];
}

/** Confirms a document is on file (its title or file name holds `text`). */
async function onFile(t: Truth, text: string): Promise<void> {
  await titles(t, `q=${enc(text)}`);
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}

const LOT_RENT_LAST_YEAR = "My father's notes say the mobile home park is the main earner. How much lot rent did Quartzite Wash collect last year, not counting the water and sewer bill-backs?";
const NOTE_QUESTION = "What is the Casa Grande note, and how much interest has it paid the company since the payments began?";
const EIN_QUESTION = "Could you tell me the company's EIN? The accountant is asking for it.";
const FORM_165 = "When is the Arizona Form 165 due?";
const YESENIA = "What did we pay Yesenia for turnover cleaning at the casita last year?";

export const R70_MESA_CASES: Case[] = [
  // ----- Income by period, property and source (9)
  {
    group: "income",
    query: LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await id(t, PARK) }))],
  },
  {
    group: "income",
    query: "how much water/sewer have we billed back to the park residents ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: await id(t, PARK) }))],
  },
  {
    group: "income",
    query: "What has the Scottsdale casita brought in so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: await id(t, CASITA) }))],
  },
  {
    group: "income",
    query: "Can you tell me the rent received from the Tucson house in q2?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 2), property: await id(t, TUCSON) }))],
  },
  {
    group: "income",
    query: NOTE_QUESTION,
    tool: "query_database",
    expect: async (t) => {
      const interest = await t.sum({ categories: ["revenue:other"], ...ALL_TIME(t), q: "Note payment" });
      const tx = await latest(t, `category=revenue:other&q=${enc("Note payment")}`);
      const buyer = /-\s+\S+\s+(\S+)\s+\(interest/.exec(tx.description)?.[1];
      if (!buyer) throw new Error(`no buyer in ${tx.description}`);
      return [figure(interest), buyer];
    },
  },
  {
    group: "income",
    query: "Total income for Ocotillo Mesa last yr, all properties together please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Were there any late fees at the park last year? How much in all?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t), property: await id(t, PARK) }))],
  },
  {
    group: "income",
    query: "For last year, how much came in from the casita's guest bookings, and how much from long-term rent (the park lots and Tucson)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) })), figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much lot rent has Eduardo paid this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Eduardo" }))],
  },

  // ----- Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: YESENIA,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Yesenia" }))],
  },
  {
    group: "expenses",
    query: "My father mentioned that the park roads were sealcoated. What did that job cost?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...ALL_TIME(t), q: "sealcoat" }))],
  },
  {
    group: "expenses",
    query: "Please calculate the property tax we paid last year across all three counties.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much interest on the park loan have we paid ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await id(t, PARK) }))],
  },
  {
    group: "expenses",
    query: "How much did Rincon Gate take in its 10% management fee on the Tucson house last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t), property: await id(t, TUCSON), q: "management fee" }))],
  },
  {
    group: "expenses",
    query: "what was the park's electric bill for all of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastYear(t), property: await id(t, PARK) }))],
  },
  {
    group: "expenses",
    query: "What did the new heat pump at the Tucson house cost us?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...ALL_TIME(t), property: await id(t, TUCSON) }))],
  },
  {
    group: "expenses",
    query: "How much transaction privilege tax and Scottsdale lodging tax did we remit for the casita in all of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:other"], ...lastYear(t), property: await id(t, CASITA), q: "TPT-2" }))],
  },

  // ----- Properties: purchase, basis, acquisition dates, addresses (5)
  {
    group: "properties",
    query: "When did the company buy the Tucson house, and what did it pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What is the land basis on the park?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(PARK)).land_basis)],
  },
  {
    group: "properties",
    query: "What is the depreciable basis of the Scottsdale casita?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "What's the street address of the mobile home park?",
    tool: "query_database",
    expect: async (t) => [(await t.property(PARK)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "How much of the casita's purchase was allocated to the furniture and furnishings?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CASITA)).ffe_basis)],
  },

  // ----- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "Who lives in the Tucson house now, and what rent do they pay?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${await id(t, TUCSON)}`);
      const tenant = /^Rent - (.+?),/.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${tx.description}`);
      return [tenant.split(" ").at(-1)!, figure(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much is the security deposit we're holding for the Castellanoses?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Castellanos");
      if (items.length !== 1) throw new Error(`${items.length} Castellanos deposits`);
      return [figure(items[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "I gather the previous Tucson tenants moved out. How much of the Pruetts' deposit did we keep?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Pruett&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind.startsWith("kept"));
      if (kept.length !== 1) throw new Error(`${kept.length} kept parts of the Pruett deposit`);
      return [figure(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "who is in space 4 at the park now",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&q=${enc("Space 4 lot rent")}`);
      const name = /lot rent - (.+?),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no resident in ${tx.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "What is the lot rent per space this year?",
    tool: "query_database",
    expect: async (t) => {
      const amounts = new Set((await txs(t, `category=revenue:long_term_rental&q=${enc("lot rent")}&start_date=${Y(t)}-01-01&end_date=${t.today}`)).map((tx) => tx.amount));
      if (amounts.size !== 1) throw new Error(`lot rents this year: ${[...amounts].join(", ")}`);
      return [figure([...amounts][0]!)];
    },
  },

  // ----- Company facts (4)
  {
    group: "company",
    query: "Who are the members of Ocotillo Mesa Holdings, and what percentage does each one hold?",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = members.split(",").map((part) => part.replace(/\s*\d+%\s*$/, "").trim()).filter(Boolean);
      if (names.length !== 3) throw new Error(`members: ${members}`);
      return names;
    },
  },
  {
    group: "company",
    query: EIN_QUESTION,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "What's the LLC's entity number with the Arizona Corporation Commission?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "Who is the company's statutory agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name.split(",")[0]!],
  },

  // ----- Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "What is the next deadline the company has?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "upcoming=3660");
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "whats coming due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: FORM_165,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Form 165")],
  },
  {
    group: "deadlines",
    query: "When is the next TPT return due for the casita?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "TPT-2 return")],
  },
  {
    group: "deadlines",
    query: "What is the next Pinal County property tax deadline for the park?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Pinal County Treasurer")],
  },
  {
    group: "deadlines",
    query: "When does the Scottsdale short-term rental license need renewing?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "short-term rental license")],
  },

  // ----- Documents: what a paper says, which papers are on file (6)
  {
    group: "documents",
    query: "What does the operating agreement require before the company can sell one of its properties?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "Under the Rincon Gate management agreement, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "property management agreement");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "What is the deductible on the casita's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Canyon Wren");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "According to the space rental agreement, what is the late fee on park lot rent?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file for the Tucson house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, `property_id=${await id(t, TUCSON)}`);
      const words = ["Rincon Gate", "lease", "HVAC"];
      for (const w of words) if (!list.some((title) => title.toLowerCase().includes(w.toLowerCase()))) throw new Error(`no Tucson document titled with ${w}: ${list.join("; ")}`);
      return words;
    },
  },
  {
    group: "documents",
    query: "Is the CPA's letter about the casita's TPT in our files?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, "q=Ironwood");
      if (!list.some((title) => title.includes("TPT"))) throw new Error(`no TPT letter: ${list.join("; ")}`);
      return ["Ironwood"];
    },
  },

  // ----- Stays at the casita (4)
  {
    group: "stays",
    query: "How many bookings checked in at the casita in September?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 9), property: await id(t, CASITA) }))],
  },
  {
    group: "stays",
    query: "Who stayed at the casita last month?",
    tool: "query_database",
    expect: async (t) => {
      return guestsIn(t, lastMonth(t.today));
    },
  },
  {
    group: "stays",
    query: "how many nights was the casita booked in august",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(Y(t), 8)))],
  },
  {
    group: "stays",
    query: "Who was the winter guest at the casita this January?",
    tool: "query_database",
    expect: async (t) => guestsIn(t, month(Y(t), 1), "winter rental"),
  },

  // ----- Follow-ups (5)
  {
    group: "follow-up",
    query: "And the year before that?",
    after: LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 2), property: await id(t, PARK) }))],
  },
  {
    group: "follow-up",
    query: "And when was the company formed?",
    after: EIN_QUESTION,
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "follow-up",
    query: "and the federal 1065?",
    after: FORM_165,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Form 1065")],
  },
  {
    group: "follow-up",
    query: "What about the weekly pool service?",
    after: YESENIA,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), property: await id(t, CASITA), q: "weekly pool service" }))],
  },
  {
    group: "follow-up",
    query: "How much principal is still owed on it?",
    after: NOTE_QUESTION,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:other&q=${enc("Note payment")}`);
      const balance = /reduces the balance to \$([\d,]+\.\d{2})/.exec(tx.description)?.[1];
      if (!balance) throw new Error(`no balance in ${tx.description}`);
      return [figure(balance.replace(/,/g, ""))];
    },
  },

  // ----- What the records cannot answer (8)
  {
    group: "unanswerable",
    query: "What would the Scottsdale casita sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Will it be over 100 degrees in Apache Junction this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What nightly rate should we charge at the casita next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we refinance the park loan now, or wait for rates to come down?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Saguaro Roofing over the years?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ ...ALL_TIME(t), q: "Roofing" });
      if (n !== 0) throw new Error(`${n} roofing transactions`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Do I owe estate tax on the share I inherited from my father?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did the company distribute to the members last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ ...lastYear(t), q: "distribution" });
      if (n !== 0) throw new Error(`${n} distribution transactions`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "My father's notes say Verna in Space 4 sold her home in place. What did she sell it for?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
