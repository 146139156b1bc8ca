// Blind set r75-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy report); a figure quoted from a document is used only after the document is checked to be on file. Written as a member's adult son who keeps the books from another state: short lowercase texts, abbreviations, nicknames for the park, the casita and the Tucson house, follow-ups that switch the property or the period, and ten questions the records cannot answer.
import { type Case, figure, longDate, month, nextOpen, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
/** The latest calendar month `m` (1..12) that has begun by today: "oct" means this October once it has come, else last year's. */
const latestMonth = (t: Truth, m: number) => {
  const y = thisYr(t);
  return Number(t.today.slice(5, 7)) >= m ? month(y, m) : month(y - 1, m);
};
/** The latest whole calendar quarter `q` (1..4) ended by today. */
const latestQuarter = (t: Truth, q: number) => {
  const y = thisYr(t);
  const ended = quarter(y, q).end < t.today;
  return ended ? quarter(y, q) : quarter(y - 1, q);
};
const park = (t: Truth) => t.property("Quartzite Wash");
const casita = (t: Truth) => t.property("Paloma Azul");
const tucson = (t: Truth) => t.property("Calle Cascabel");
const dollars = (amount: string) => `$${figure(amount)}`;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const transactions = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));

/** The guests named in the casita's bookings that check in during a period ("... - Jane Doe (5 nights, ...)"). */
async function casitaGuests(t: Truth, period: { start: string; end: string }, q?: string): Promise<string[]> {
  const p = await casita(t);
  const items = await transactions(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  const names = items.map((tx) => /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s\(/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no casita guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { total } = await t.get<{ total: number }>(`/api/v1/documents?page_size=1&q=${encodeURIComponent(q)}`);
  if (total === 0) throw new Error(`no document "${q}" on file`);
}

const dueDate = async (t: Truth, q: string) => {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation "${q}"`);
  return longDate(o.due_date);
};

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposit = async (t: Truth, tenant: string) => {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?include_settled=true&tenant=${encodeURIComponent(tenant)}`);
  if (items.length !== 1) throw new Error(`deposit of ${tenant}: ${items.length} found`);
  return items[0]!;
};

// Questions a follow-up is asked after.
const PARK_LOT_RENT_LAST_YR = "how much lot rent did the park bring in last yr";
const TUCSON_RENT_2025 = "tucson house rent received in 2025? just rent please, not the deposit stuff";
const EIN = "whats the ein for ocotillo mesa, need it for a w9";
const RINCON_REPAIRS = "what does our agreement w rincon gate say abt how much they can spend on repairs w/o asking";
const OCT_BOOKINGS = "how many bookings did the casita get in oct";

export const R75_MESA_CASES: Case[] = [
  // --- Income (9)
  {
    group: "income",
    query: PARK_LOT_RENT_LAST_YR,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: (await park(t)).id }))],
  },
  {
    group: "income",
    query: "total income ytd, all properties + the note, everything",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the casita gross in october",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...latestMonth(t, 10), property: (await casita(t)).id }))],
  },
  {
    group: "income",
    query: "water/sewer billbacks collected at quartzite wash in q3?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:utility_reimbursements"], ...latestQuarter(t, 3), property: (await park(t)).id }))],
  },
  {
    group: "income",
    query: "late fees collected this yr at the park",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t), property: (await park(t)).id }))],
  },
  {
    group: "income",
    query: TUCSON_RENT_2025,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: (await tucson(t)).id }))],
  },
  {
    group: "income",
    query: "can you tell me how much interest we've gotten on the casa grande note so far this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:other"], ...thisYear(t), q: "Note payment" }))],
  },
  {
    group: "income",
    query: "how much has eduardo paid in lot rent this yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Eduardo" }))],
  },
  {
    group: "income",
    query: "space 12 lot rent total for last year? i know it sat empty for a while",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), q: "Space 12 lot rent" }))],
  },

  // --- Expenses (8)
  {
    group: "expenses",
    query: "what did the sealcoat job on the park roads cost us",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", start: "2000-01-01", end: t.today, property: (await park(t)).id, q: "sealcoat" }))],
  },
  {
    group: "expenses",
    query: "how much have we paid yesenia for cleanings ytd",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Yesenia" }))],
  },
  {
    group: "expenses",
    query: "pull up what we remitted in tpt + scottsdale city tax for the casita last yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:other"], ...lastYr(t), property: (await casita(t)).id }))],
  },
  {
    group: "expenses",
    query: "park electric bill total 2025",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:utilities:electricity"], ...year(2025), property: (await park(t)).id }))],
  },
  {
    group: "expenses",
    query: "calculate the interest we paid on the park loan last year (not principal)",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid on all 3 places in 2025?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "refugio's stipend, total for last yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...lastYr(t), q: "Refugio" }))],
  },
  {
    group: "expenses",
    query: "how much have we paid the pool guys (blue saguaro) this yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Blue Saguaro" }))],
  },

  // --- Properties (5)
  {
    group: "properties",
    query: "when did we buy the tucson house and what'd we pay",
    tool: "query_database",
    expect: async (t) => {
      const p = await tucson(t);
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land vs bldg basis on the park?",
    tool: "query_database",
    expect: async (t) => {
      const p = await park(t);
      return [dollars(p.land_basis), dollars(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the scottsdale casita incl the furniture",
    tool: "query_database",
    expect: async (t) => [dollars((await casita(t)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "exact street address of the casita pls, filling out a form",
    tool: "query_database",
    expect: async (t) => [(await casita(t)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "placed in service date for quartzite wash? cpa is asking",
    tool: "query_database",
    expect: async (t) => [longDate((await park(t)).placed_in_service!)],
  },

  // --- Tenants, rents, deposits (5)
  {
    group: "tenants",
    query: "who's renting calle cascabel right now and whats the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await transactions(t, `category=revenue:long_term_rental&property_id=${(await tucson(t)).id}&start_date=${Number(t.today.slice(0, 4)) - 1}-01-01&end_date=${t.today}`);
      if (!latest) throw new Error("no Tucson rent");
      const tenants = /^Rent - (.+?), /.exec(latest.description)?.[1];
      if (!tenants) throw new Error(`no tenant in ${latest.description}`);
      return [tenants.split(" ").at(-1)!, dollars(latest.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding for ignacio and wren",
    tool: "query_database",
    expect: async (t) => [dollars((await deposit(t, "Castellanos")).held)],
  },
  {
    group: "tenants",
    query: "how much did we keep out of the pruetts deposit when they left",
    tool: "query_database",
    expect: async (t) => {
      const kept = (await deposit(t, "Pruett")).settlements.find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("nothing kept from the Pruetts");
      return [dollars(kept.amount)];
    },
  },
  {
    group: "tenants",
    query: "who's on space 4 these days? thought verna sold",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await transactions(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Space 4 lot rent")}&start_date=${thisYear(t).start}&end_date=${t.today}`);
      const name = latest && /lot rent - (.+?), /.exec(latest.description)?.[1];
      if (!name) throw new Error("no Space 4 lot rent this year");
      return [name];
    },
  },
  {
    group: "tenants",
    query: "what's lot rent per space this year",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await transactions(t, `category=revenue:long_term_rental&property_id=${(await park(t)).id}&q=${encodeURIComponent("Space 7 lot rent")}&start_date=${thisYear(t).start}&end_date=${t.today}`);
      if (!latest) throw new Error("no lot rent this year");
      return [dollars(latest.amount)];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who are the members of the llc and what % does each have. mom's 50 right?",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata } = await t.get<{ extra_metadata: { members: string } }>("/api/v1/company");
      return extra_metadata.members.split(",").map((m) => m.trim().replace(/\s+\d+%$/, ""));
    },
  },
  {
    group: "company",
    query: "whats our acc entity number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "who's the statutory agent for ocotillo mesa holdings",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // --- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "what's the next thing due?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "");
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days i should know abt",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the az form 165 due",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "Arizona Form 165")],
  },
  {
    group: "deadlines",
    query: "deadline for getting the 1099s out?",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "1099-NEC")],
  },
  {
    group: "deadlines",
    query: "when do we have to file the next tpt return for the casita",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "TPT-2 return")],
  },

  // --- Documents (5)
  {
    group: "documents",
    query: RINCON_REPAIRS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rincon Gate Property Management - property management agreement");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "liability limit on the casita insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Canyon Wren Mutual");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "what's the late fee in the park's space rental agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "the new hvac at tucson - labor warranty good thru when? check the rillito contract",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "HVAC replacement contract");
      // The contract gives labor 2 years from installation, the day the replacement was paid and booked.
      const [hvac] = await transactions(t, `category=expense:capital_improvement&property_id=${(await tucson(t)).id}&q=HVAC&start_date=2000-01-01&end_date=${t.today}`);
      if (!hvac) throw new Error("no HVAC replacement");
      const d = hvac.transaction_date;
      return [longDate(`${Number(d.slice(0, 4)) + 2}${d.slice(4)}`)];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the tucson house",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await tucson(t)).id}`),
  },

  // --- Stays at the casita (4)
  {
    group: "stays",
    query: OCT_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...latestMonth(t, 10), property: (await casita(t)).id }))],
  },
  {
    group: "stays",
    query: "who stayed at paloma azul last month",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      return casitaGuests(t, m === 1 ? month(y - 1, 12) : month(y, m - 1));
    },
  },
  {
    group: "stays",
    query: "nights booked at the casita in march?",
    tool: "query_database",
    expect: async (t) => {
      const p = await casita(t);
      const period = latestMonth(t, 3);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row) throw new Error("no casita occupancy");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "stays",
    query: "who was the snowbird renting the casita for the winter this yr",
    tool: "query_database",
    expect: async (t) => casitaGuests(t, thisYear(t), "winter rental"),
  },

  // --- Follow-ups (5)
  {
    group: "follow-up",
    query: "and ytd?",
    after: PARK_LOT_RENT_LAST_YR,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await park(t)).id }))],
  },
  {
    group: "follow-up",
    query: "same for the casita",
    after: TUCSON_RENT_2025,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...year(2025), property: (await casita(t)).id }))],
  },
  {
    group: "follow-up",
    query: "and when was it formed",
    after: EIN,
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "follow-up",
    query: "whats their leasing fee",
    after: RINCON_REPAIRS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rincon Gate Property Management - property management agreement");
      return ["50%"];
    },
  },
  {
    group: "follow-up",
    query: "and sept?",
    after: OCT_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...latestMonth(t, 9), property: (await casita(t)).id }))],
  },

  // --- What the records cannot answer (10)
  { group: "unanswerable", query: "what's the tucson house worth rn? like a zillow number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats left on the casita mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it gonna rain in apache junction this wknd? refugio's worried abt the roads", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay mesa roofing last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we charge per night at the casita next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "if we sell tucson should we do a 1031, tax-wise?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did naomi get in distributions last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats cody ridenour's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "projected net income for next yr?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the assessed value pinal county has on the park", tool: "query_database", unanswerable: true, expect: async () => [] },
];
