// Blind set r61-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the documents on file), and every period is computed from the run's today.
// Persona: the member who handles the park's residents and the casita's guests from his truck: short,
// lowercase, typos, nicknames for every place and person, several quick follow-ups.
import { type Case, figure, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, lastMonth, year } from "./chat-questions";

const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

const $ = (amount: string) => `$${figure(amount)}`;
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisY(t) - 1);
/** The latest whole calendar month `m` (1..12) that ended before today. */
const latestMonth = (t: Truth, m: number) => {
  const p = month(thisY(t), m);
  return p.end < t.today ? p : month(thisY(t) - 1, m);
};
/** The latest whole quarter `q` that ended before today. */
const latestQuarter = (t: Truth, q: number) => {
  const p = quarter(thisY(t), q);
  return p.end < t.today ? p : quarter(thisY(t) - 1, q);
};
/** From the first day the records can hold (January two years back) through today. */
const allTime = (t: Truth) => ({ start: `${thisY(t) - 2}-01-01`, end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Ledger rows matching a filter, newest first. */
async function rows(t: Truth, filter: { category?: string; property?: string; q?: string; start: string; end: string }): Promise<Tx[]> {
  const parts = [`start_date=${filter.start}`, `end_date=${filter.end}`, "page_size=200", "sort=-transaction_date"];
  if (filter.category) parts.push(`category=${filter.category}`);
  if (filter.property) parts.push(`property_id=${await pid(t, filter.property)}`);
  if (filter.q) parts.push(`q=${encodeURIComponent(filter.q)}`);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${parts.join("&")}`);
  if (items.length === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return items;
}

/** Open obligations (optionally matching a description fragment), soonest first. */
async function openDeadlines(t: Truth, q: string | null, days = 3660) {
  const { items } = await obligations(t, `upcoming=${days}${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextDue(t: Truth, q: string | null): Promise<string> {
  const first = (await openDeadlines(t, q))[0];
  if (!first) throw new Error(`no open obligation for ${q}`);
  return longDate(first.due_date);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
async function deposit(t: Truth, tenant: string): Promise<Deposit> {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?tenant=${encodeURIComponent(tenant)}&include_settled=true`);
  if (items.length !== 1) throw new Error(`deposit of ${tenant}: ${items.length} found`);
  return items[0]!;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Checks that a document whose title holds `q` is on file, so its own words may be expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=50`);
  if (items.length === 0) throw new Error(`no document titled like ${q}`);
}

/** The resident on a park space now: the name on the space's latest lot rent. */
async function residentOf(t: Truth, space: number): Promise<string> {
  const [latest] = await rows(t, { category: "revenue:long_term_rental", property: PARK, q: `Space ${space} lot rent`, ...allTime(t) });
  const name = / lot rent - (.+), [A-Z][a-z]+ \d{4}$/.exec(latest!.description)?.[1];
  if (!name) throw new Error(`no resident name in ${latest!.description}`);
  return name;
}

export const R61_MESA_CASES: Case[] = [
  // ----- Income (9)
  {
    group: "income",
    query: "space 7 lot rent ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, property: await pid(t, PARK), q: "Space 7 lot rent", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "casita oct gross",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...latestMonth(t, 10) }))],
  },
  {
    group: "income",
    query: "irizarry note interest ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "Irizarry", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much water/sewer did we bill back to the park ppl last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:utility_reimbursements"], property: await pid(t, PARK), ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "park lot rent q3 total",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, PARK), ...latestQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "tucson rent last yr, gross b4 rincon takes there cut",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, TUCSON), ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "late fees collected at the park this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], property: await pid(t, PARK), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "calculate total income last month, everything",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "direct bookings at paloma last yr $ (not vrbo)",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CASITA), q: "Direct booking", ...lastYr(t) }))],
  },

  // ----- Expenses (8)
  {
    group: "expenses",
    query: "what we paid refugio this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], q: "Refugio", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "yesenia cleanings last yr total",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Yesenia", ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "tonto ridge ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Tonto Ridge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what'd the sealcoat on the park roads run us",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "sealcoat", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "park loan interest paid so far this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, PARK), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pool guy at the casita ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Blue Saguaro", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "vrbo fees last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "can you tell me what we paid pinal county in prop tax on the park last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, PARK), ...lastYr(t) }))],
  },

  // ----- Properties (5)
  {
    group: "properties",
    query: "when did we buy the tucson house",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(TUCSON)).acquisition_date)],
  },
  {
    group: "properties",
    query: "casita basis - bldg and furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [$(p.building_basis), $(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "what did ocotillo mesa pay for the AJ park",
    tool: "query_database",
    expect: async (t) => [$((await t.property(PARK)).purchase_price_total)],
  },
  {
    group: "properties",
    query: "whats the addy for the casita, need it for a guest",
    tool: "query_database",
    expect: async (t) => [(await t.property(CASITA)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "depreciable basis cascabel",
    tool: "query_database",
    expect: async (t) => [$((await t.property(TUCSON)).depreciable_basis)],
  },

  // ----- Tenants, residents, deposits (5)
  {
    group: "tenants",
    query: "what r the castellanos paying now",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, { category: "revenue:long_term_rental", property: TUCSON, q: "Castellanos", ...allTime(t) });
      return [$(latest!.amount)];
    },
  },
  {
    group: "tenants",
    query: "castellanos deposit how much we holding",
    tool: "query_database",
    expect: async (t) => [$((await deposit(t, "Castellanos")).held)],
  },
  {
    group: "tenants",
    query: "how much of the pruetts deposit did we keep",
    tool: "query_database",
    expect: async (t) => {
      const kept = (await deposit(t, "Pruett")).settlements.filter((s) => s.kind === "kept_for_damages");
      if (kept.length === 0) throw new Error("nothing kept from the Pruetts");
      return [$(kept.reduce((sum, s) => sum + Number(s.amount), 0).toFixed(2))];
    },
  },
  {
    group: "tenants",
    query: "whos in space 4 now",
    tool: "query_database",
    expect: async (t) => [await residentOf(t, 4)],
  },
  {
    group: "tenants",
    query: "space 7 pay for oct?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, PARK), q: "Space 7 lot rent", ...latestMonth(t, 10) }))],
  },

  // ----- Company (4)
  {
    group: "company",
    query: "ein?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "az corp commission entity # for ocotillo mesa",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who's our statutory agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "who r the members of the llc",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = members.split(",").map((part) => part.replace(/\s*\d+(\.\d+)?%\s*$/, "").trim()).filter(Boolean);
      if (names.length === 0) throw new Error("no members on the profile");
      return names;
    },
  },

  // ----- Deadlines (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, null)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await openDeadlines(t, null, 30)).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when's the az 165 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Form 165")],
  },
  {
    group: "deadlines",
    query: "next tpt return due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "TPT-2")],
  },
  {
    group: "deadlines",
    query: "park nitrate test due when",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "nitrate")],
  },

  // ----- Documents (5)
  {
    group: "documents",
    query: "pet rules at the park? weight limit on dogs?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "community rules");
      return ["40"];
    },
  },
  {
    group: "documents",
    query: "casita house rules - damage deposit for direct guests",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Casita Paloma Azul house rules");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "tonto ridge contract, how much can they spend on repairs w/o asking us",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Tonto Ridge");
      return ["$750"];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the casita",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await titles(t, `property_id=${await pid(t, CASITA)}`);
      const rules = all.find((title) => /house rules/i.test(title));
      const license = all.map((title) => /STR-\d{4}-\d+/.exec(title)?.[0]).find(Boolean);
      if (!rules || !license) throw new Error(`casita documents: ${all.join("; ")}`);
      return [rules, license];
    },
  },
  {
    group: "documents",
    query: "do we have the operating agreement on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const [title] = await titles(t, "doc_type=formation:operating_agreement");
      return [title!];
    },
  },

  // ----- Stays at the casita (4)
  {
    group: "stays",
    query: "casita oct nights",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, latestMonth(t, 10)))],
  },
  {
    group: "stays",
    query: "how many bookings at the casita last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "who stayed at the casita in sept",
    tool: "query_database",
    expect: async (t) => {
      // Each booking is written "VRBO booking 48213377 - Name (N nights, ...)" or "Direct booking - Name (...)".
      const bookings = await rows(t, { category: "revenue:rental_income", property: CASITA, ...latestMonth(t, 9) });
      const names = bookings.map((b) => / - ([^(]+?) \(/.exec(b.description)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length !== bookings.length) throw new Error(`a booking without a guest name: ${bookings.map((b) => b.description).join("; ")}`);
      return [...new Set(names)];
    },
  },
  {
    group: "stays",
    query: "gunnars winter stay this yr how many nights",
    tool: "query_database",
    expect: async (t) => {
      const [stay] = await rows(t, { category: "revenue:rental_income", property: CASITA, q: "Gunnar", ...thisYear(t) });
      const nights = /(\d+) nights/.exec(stay!.description)?.[1];
      if (!nights) throw new Error(`no nights in ${stay!.description}`);
      return [nights];
    },
  },

  // ----- Follow-ups (5)
  {
    group: "follow-ups",
    query: "and sept?",
    after: "casita oct nights",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(Number(latestMonth(t, 10).start.slice(0, 4)), 9)))],
  },
  {
    group: "follow-ups",
    query: "space 12?",
    after: "space 7 lot rent ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, property: await pid(t, PARK), q: "Space 12 lot rent", ...thisYear(t) }))],
  },
  {
    group: "follow-ups",
    query: "what'd rincon take outta that",
    after: "tucson rent last yr, gross b4 rincon takes there cut",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], property: await pid(t, TUCSON), q: "management fee", ...lastYr(t) }))],
  },
  {
    group: "follow-ups",
    query: "formed when?",
    after: "ein?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "follow-ups",
    query: "and the pruetts' was how much",
    after: "castellanos deposit how much we holding",
    tool: "query_database",
    expect: async (t) => [$((await deposit(t, "Pruett")).amount)],
  },

  // ----- The records cannot answer (10)
  {
    group: "unanswerable",
    query: "whats the casita worth now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what rate would piedra alta give us to refi the park today",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "gonna rain in AJ tmrw? got a guy sealing a roof",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge a night at the casita next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much we pay dobson roofing ytd",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can i write off my truck thru the llc",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "refugios cell #?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats cody's home on space 12 worth",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the park or hold",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how r other scottsdale strs doing on occupancy this yr vs us",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
