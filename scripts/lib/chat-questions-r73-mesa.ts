// Blind set r73-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the documents on file), so nothing here depends on the day the company was built.
// Written in the voice of the park's new resident manager, who helps the members with their records:
// space numbers and resident names, lot rent and water/sewer bill-backs, the Scottsdale casita's guests,
// nights and lodging taxes, the Tucson house's rent and deposits, the Casa Grande note, what the papers
// say, what is due next, and a few things the records cannot answer.
import { type Case, figure, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, thisYear, titles, type Truth, year } from "./chat-questions";

const usd = (amount: string) => `$${figure(amount)}`;
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYr(t) - 1);

const park = async (t: Truth) => (await t.property("Quartzite")).id;
const casita = async (t: Truth) => (await t.property("Paloma")).id;
const tucson = async (t: Truth) => (await t.property("Cascabel")).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = (t: Truth, query: string) => t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?${query}`);

interface Company {
  legal_name: string;
  formation_date: string;
  ein: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string | null };
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The resident named on a space's lot rent: the newest one ("-transaction_date") or the first one ("transaction_date"). */
async function residentOf(t: Truth, space: number, sort: "-transaction_date" | "transaction_date"): Promise<string> {
  const { items } = await txs(t, `category=revenue:long_term_rental&property_id=${await park(t)}&q=${encodeURIComponent(`Space ${space} lot rent`)}&sort=${sort}&page_size=1`);
  const name = /lot rent - (.+?), [A-Z][a-z]+ \d{4}$/.exec(items[0]?.description ?? "")?.[1];
  if (!name) throw new Error(`no lot rent for Space ${space}`);
  return name;
}

/** The guests named on the casita's bookings that check in in a period ("VRBO booking 48213377 - Name (5 nights, Feb 10-15)"). */
async function casitaGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await txs(t, `category=revenue:rental_income&property_id=${await casita(t)}&start_date=${period.start}&end_date=${period.end}&sort=transaction_date&page_size=200`);
  const names = [...new Set(items.map((tx) => /\s-\s(.+?)\s\((?:winter rental, )?\d+ nights?\b/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n)))];
  if (names.length === 0) throw new Error(`no casita guests in ${period.start}..${period.end}`);
  return names;
}

/** Throws unless a document whose title or file name holds `q` is on file; returns its titles. */
async function onFile(t: Truth, q: string): Promise<string[]> {
  return titles(t, `q=${encodeURIComponent(q)}`);
}

/** Each word must be in one of the titles (so the expectation is read from what is on file). */
function inTitles(found: string[], words: string[]): string[] {
  for (const w of words) if (!found.some((title) => title.toLowerCase().includes(w.toLowerCase()))) throw new Error(`no document title holds "${w}": ${found.join("; ")}`);
  return words;
}

/** For a vendor the records never paid: make sure the ledger has nothing under that name. */
async function neverPaid(t: Truth, name: string): Promise<string[]> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q: name });
  if (n !== 0) throw new Error(`${name} is in the ledger ${n} times`);
  return [];
}

const Q = {
  lotRentLastMonth: "hi, how much lot rent did the park collect last month?",
  casitaLastYear: "What did the Scottsdale casita gross last year?",
  ein: "Can you tell me the company's EIN? I need it for a W-9.",
  pets: "What does our space rental agreement say about pets? Is there a size limit on dogs?",
  space4: "who's on Space 4 now?",
};

export const R73_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q.lotRentLastMonth,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await park(t), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much lot rent has Eduardo in Space 7 paid so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await park(t), q: "Space 7 lot rent", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total late fees we charged park residents last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], property: await park(t), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: Q.casitaLastYear,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await casita(t), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Tucson house rent ytd? just rent please, not the deposit stuff",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await tucson(t), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much interest has Tomas paid us on the Casa Grande note this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], q: "Note payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What was Ocotillo Mesa Holdings' total income last year, all three properties and the note together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much did the casita make from direct bookings last year (not counting VRBO)?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await casita(t), q: "Direct booking", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Could you pull up the water/sewer bill-backs from the park residents for last quarter?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], property: await park(t), ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What did the sealcoat job on the park roads cost us last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], property: await park(t), q: "sealcoat", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Refugio in manager stipends this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], property: await park(t), q: "Refugio", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate the lodging taxes we remitted for the casita last year - state, county and Scottsdale all together",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:other"], property: await casita(t), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we pay Yesenia for turnover cleans last month?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Yesenia", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "Pool service at the casita so far this year? Just the monthly Blue Saguaro bills, not repairs.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await casita(t), q: "Blue Saguaro", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "park electric bill total for last year (well pump, street lights, clubhouse)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities:electricity"], property: await park(t), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much property tax did we pay last year on all three places combined?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much interest went to Piedra Alta on the park loan last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "When did the company buy the park, and what did it pay?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quartzite");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the land vs building basis on the Tucson house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cascabel");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "For the casita, how much is depreciable (building plus the furniture) compared with the total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Paloma");
      return [usd(p.depreciable_basis), usd(p.total_basis)];
    },
  },
  {
    group: "properties",
    query: "Whats the street address of the Tucson rental? Need it for a form.",
    tool: "query_database",
    expect: async (t) => [(await t.property("Tucson")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "When was the Scottsdale casita placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Scottsdale");
      if (!p.placed_in_service) throw new Error("the casita has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- tenants (4)
  {
    group: "tenants",
    query: Q.space4,
    tool: "query_database",
    expect: async (t) => [await residentOf(t, 4, "-transaction_date")],
  },
  {
    group: "tenants",
    query: "What are the Castellanos paying for rent on the Tucson house now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await txs(t, `category=revenue:long_term_rental&property_id=${await tucson(t)}&page_size=1`);
      if (!items[0]) throw new Error("no Tucson rent");
      return [usd(items[0].amount)];
    },
  },
  {
    group: "tenants",
    query: "How much security deposit are we holding on the Tucson house?",
    tool: "query_database",
    expect: async (t) => {
      const d = await t.get<{ total: number; held: string }>(`/api/v1/deposits?property_id=${await tucson(t)}`);
      if (d.total === 0) throw new Error("no deposit held at the Tucson house");
      return [usd(d.held)];
    },
  },
  {
    group: "tenants",
    query: "When the Pruetts moved out of Tucson, how much of their deposit did we keep for damages?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { settlements: { kind: string; amount: string }[] }[] }>("/api/v1/deposits?tenant=Pruett&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`Pruett deposit: ${kept.length} parts kept`);
      return [usd(kept[0]!.amount)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: Q.ein,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's our Arizona Corporation Commission entity number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who is the LLC's statutory agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "Who are the members of Ocotillo Mesa and what percentage does each one own?",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const named = [...members.matchAll(/([A-Z][\w-]+(?: [A-Z][\w-]+)+) (\d+%)/g)].map((m) => [m[1]!, m[2]!] as const);
      if (named.length < 2) throw new Error(`members not found: ${members}`);
      // The first and the last member named.
      return [named[0]![0], named[named.length - 1]![0]];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing coming due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the next TPT return due for the casita?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "q=TPT-2");
      if (!next) throw new Error("no TPT return open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do the 1099s have to go out (Refugio, Yesenia, the water operator, the landscaper)?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "q=1099-NEC");
      if (!next) throw new Error("no 1099-NEC deadline open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When does the balloon on the Piedra Alta park loan come due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "q=matures");
      if (!next) throw new Error("no loan maturity on record");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: Q.pets,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["40 pounds"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the casita's short-term rental policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=insurance");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "Per the operating agreement, what share of the members has to consent before we can sell one of the properties?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "Until when is the labor on the new Tucson heat pump under warranty, per the Rillito contract?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "HVAC replacement");
      // The contract warrants the labor for 2 years from installation, the day the replacement was paid.
      const { items } = await txs(t, `category=expense:capital_improvement&property_id=${await tucson(t)}&q=${encodeURIComponent("HVAC replacement")}&page_size=5`);
      if (items.length !== 1) throw new Error(`HVAC replacement: ${items.length} transactions`);
      const d = items[0]!.transaction_date;
      return [longDate(`${Number(d.slice(0, 4)) + 2}${d.slice(4)}`)];
    },
  },
  {
    group: "documents",
    query: "What papers do we have on file for the Tucson house?",
    tool: "list_business_documents",
    expect: async (t) => inTitles(await titles(t, `property_id=${await tucson(t)}`), ["Rincon Gate", "Residential lease"]),
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => inTitles(await titles(t, "doc_type=insurance"), ["Canyon Wren"]),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many bookings did the casita have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await casita(t), ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "who stayed at the casita last month?",
    tool: "query_database",
    expect: async (t) => (await casitaGuests(t, lastMonth(t.today))).slice(0, 2),
  },
  {
    group: "stays",
    query: "How many nights was the Scottsdale casita booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Paloma", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "Who was our winter guest at the casita this year, the one who stayed a couple of months?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await txs(t, `category=revenue:rental_income&property_id=${await casita(t)}&q=${encodeURIComponent("winter rental")}&start_date=${thisYear(t).start}&end_date=${t.today}&page_size=10`);
      const names = [...new Set(items.map((tx) => /- (.+?) \(winter rental/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n)))];
      if (names.length === 0) throw new Error("no winter guest this year");
      return names;
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the water/sewer bill-backs for that month?",
    after: Q.lotRentLastMonth,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], property: await park(t), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "how many bookings was that?",
    after: Q.casitaLastYear,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await casita(t), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "And when was the LLC formed?",
    after: Q.ein,
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "follow-up",
    query: "ok and how long can a resident's guest stay before they have to register?",
    after: Q.pets,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["14 nights"];
    },
  },
  {
    group: "follow-up",
    query: "who had that space before them?",
    after: Q.space4,
    tool: "query_database",
    expect: async (t) => {
      const [now, first] = [await residentOf(t, 4, "-transaction_date"), await residentOf(t, 4, "transaction_date")];
      if (now === first) throw new Error(`Space 4 has had one resident: ${now}`);
      return [first];
    },
  },

  // ---------------------------------------------------------------- the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What would the park sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather going to be in Scottsdale this weekend? The guests are asking if the pool will be warm.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are the other parks around Apache Junction charging for lot rent these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Superstition Tree Trimming this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => neverPaid(t, "Superstition Tree"),
  },
  {
    group: "unanswerable",
    query: "If we sold the Tucson house, should we do a 1031 exchange or just take the gain?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Space 9 paid late again. Can I legally start an eviction on him?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Tomas Irizarry's credit score? worried about the note",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What rate would a bank give us today if we refinanced the park loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many of the park residents have dogs?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the casita's star rating on VRBO right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
