// Blind set r67-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, depreciation, obligations, documents and the company profile); a figure quoted from a document is used only after the document is found on file.
// Voice: the company's tax preparer gathering year-end numbers in short, clipped notes.
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, thisYear, titles, type Truth, year } from "./chat-questions";

const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transactions matching a query string (category, property, q ...). */
async function newest(t: Truth, query: string, size = 1): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?sort=-transaction_date&page_size=${size}&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** Throws unless a document whose title or file name holds `q` is on file; returns its title. */
async function onFile(t: Truth, q: string): Promise<string> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return items[0]!.title;
}

/** The casita's guests whose booking checked in within a period ("VRBO booking 123 - Name (3 nights, Sep 5-8)"). */
async function guests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property(CASITA);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&sort=transaction_date&page_size=200`);
  const names = items.map((tx) => /booking(?: \d+)? - (.+?) \(/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}

interface Depreciation {
  year: { total: string; building: string; improvements: string } | null;
  improvements: { basis: string; placed_in_service: string; description: string }[];
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

/** The first `n` open obligations due within `days` days (optionally of one property). */
async function dueWithin(t: Truth, days: number, n: number, property?: string): Promise<string[]> {
  const pid = property ? `&property_id=${(await t.property(property)).id}` : "";
  const { items } = await obligations(t, `upcoming=${days}${pid}`);
  if (items.length === 0) throw new Error(`nothing due within ${days} days`);
  return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, n);
}

// Queries reused as the question a follow-up comes after.
const Q_LOT_RENT_LAST_YEAR = "pull total lot rent collected at the park for last yr, just lot rent pls (no water/sewer)";
const Q_LOAN_INTEREST = "mortgage interest on the Quartzite Wash loan for 2025 - need it for the 8825";
const Q_NOTE_LATE = "Casa Grande note - what's the late charge per the note?";
const Q_TUCSON_DEPR = "calculate 2025 depreciation on the Tucson house, incl the new heat pump";
const Q_ACC_NUMBER = "ACC entity number for Ocotillo Mesa?";

export const R67_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source.
  {
    group: "income",
    query: Q_LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "water/sewer bill-backs at the park, 2025 total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "Irizarry note principal received in 2025? I know it's not income, need it for the 6252",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:other&q=${encodeURIComponent("Note payment")}&start_date=${start}&end_date=${end}&page_size=200`);
      const cents = items.map((tx) => /principal \$([\d,]+\.\d{2})/.exec(tx.description)?.[1]).map((amount) => {
        if (!amount) throw new Error("a note payment without its principal");
        return Math.round(Number(amount.replace(/,/g, "")) * 100);
      });
      if (cents.length !== 12) throw new Error(`note payments in ${start.slice(0, 4)}: ${cents.length}`);
      return [figure((cents.reduce((a, b) => a + b, 0) / 100).toFixed(2))];
    },
  },
  {
    group: "income",
    query: "Gross receipts for the Scottsdale casita in 2025? everything guests paid, cleaning fees and lodging tax included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "income",
    query: "how much interest came in on the Irizarry note last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...lastYear(t), q: "Note payment" }))],
  },
  {
    group: "income",
    query: "Tucson house rent ytd, gross before Rincon Gate takes its cut",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property(TUCSON)).id }))],
  },
  {
    group: "income",
    query: "what did the park bring in last month all in? lot rent + utilities + late fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "can you tell me how much lot rent Eduardo in space 7 has paid this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Eduardo Villalpando" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period.
  {
    group: "expenses",
    query: Q_LOAN_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid in 2025, all 3 properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "TPT + Scottsdale city tax remitted on the casita last yr - total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:other"], ...lastYear(t), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "expenses",
    query: "VRBO host fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me what we paid Yesenia for turnover cleans in 2025 (1099)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastYear(t), q: "Yesenia" }))],
  },
  {
    group: "expenses",
    query: "Refugio's on-site mgr stipend, total for 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t), q: "Refugio" }))],
  },
  {
    group: "expenses",
    query: "property taxes paid 2025 - Pinal, Maricopa and Pima together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did the park road sealcoating cost us",
    tool: "query_database",
    expect: async (t) => [figure((await newest(t, `category=expense:maintenance:repairs&q=sealcoat`))[0]!.amount)],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, dates, addresses.
  {
    group: "property",
    query: "depreciable basis on the casita? bldg + furnishings, no land",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "property",
    query: "land vs building split on the mobile home park",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "when did we buy the Tucson house & what'd we pay for it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: Q_TUCSON_DEPR,
    tool: "query_database",
    expect: async (t) => {
      const d = await t.get<Depreciation>(`/api/v1/properties/${(await t.property(TUCSON)).id}/depreciation?year=${Y(t) - 1}`);
      if (!d.year) throw new Error("no depreciation year");
      return [figure(d.year.total)];
    },
  },
  {
    group: "property",
    query: "full street address of the Apache Junction park for the return",
    tool: "query_database",
    expect: async (t) => [(await t.property(PARK)).address.split(",")[0]!],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits.
  {
    group: "tenants",
    query: "current monthly rent on the Castellanos lease?",
    tool: "query_database",
    expect: async (t) => [figure((await newest(t, `category=revenue:long_term_rental&property_id=${(await t.property(TUCSON)).id}`))[0]!.amount)],
  },
  {
    group: "tenants",
    query: "security deposits we're still holding on Calle Cascabel",
    tool: "query_database",
    expect: async (t) => {
      const d = await t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?property_id=${(await t.property(TUCSON)).id}`);
      if (d.items.length === 0) throw new Error("no deposits held");
      return [figure(d.held)];
    },
  },
  {
    group: "tenants",
    query: "how much of the Pruetts' deposit did we keep for damages",
    tool: "query_database",
    expect: async (t) => {
      const d = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?include_settled=true&tenant=Pruett`);
      const kept = d.items.flatMap((x) => x.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length === 0) throw new Error("nothing kept from the Pruetts");
      return [figure(kept.reduce((sum, s) => sum + Number(s.amount), 0).toFixed(2))];
    },
  },
  {
    group: "tenants",
    query: "who's in space 12 now?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Space 12 lot rent")}`);
      const name = /Space 12 lot rent - ([^,]+),/.exec(tx!.description)?.[1];
      if (!name) throw new Error(`no resident in ${tx!.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "lot rent per space in 2026, what are we charging",
    tool: "query_database",
    expect: async (t) => [figure((await newest(t, `category=revenue:long_term_rental&property_id=${(await t.property(PARK)).id}&q=${encodeURIComponent("lot rent")}&start_date=${thisYear(t).start}&end_date=${t.today}`))[0]!.amount)],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts.
  {
    group: "company",
    query: "EIN for Ocotillo Mesa Holdings",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: Q_ACC_NUMBER,
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "members and ownership %s - setting up the K-1s",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = members.split(",").map((m) => m.replace(/\s*\d+%\s*$/, "").trim()).filter(Boolean);
      if (names.length < 2) throw new Error(`members: ${members}`);
      return names.slice(1, 3);
    },
  },
  {
    group: "company",
    query: "who's our statutory agent w/ the ACC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance.
  {
    group: "deadlines",
    query: "next TPT-2 due date?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=TPT-2");
      if (!o) throw new Error("no open TPT-2 return");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "what's due in the next 30 days, anything?",
    tool: "query_database",
    expect: async (t) => dueWithin(t, 30, 2),
  },
  {
    group: "deadlines",
    query: "AZ Form 165 for tax yr 2026 - due when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`Form 165 partnership return for ${Y(t)}`)}`);
      if (items.length !== 1) throw new Error(`Form 165 for ${Y(t)}: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline to get the 2026 1099-NECs out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`1099-NEC for ${Y(t)}`)}`);
      if (items.length !== 1) throw new Error(`1099-NEC for ${Y(t)}: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "casita - anything coming due in the next 60 days? licenses, tpt etc",
    tool: "query_database",
    expect: async (t) => dueWithin(t, 60, 2, CASITA),
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file.
  {
    group: "documents",
    query: Q_NOTE_LATE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Promissory note");
      return ["5%", "15 days"];
    },
  },
  {
    group: "documents",
    query: "Rillito HVAC contract - how long is the labor warranty?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "HVAC replacement contract");
      return ["2 years"];
    },
  },
  {
    group: "documents",
    query: "casita STR policy - liability limit and deductible per the dec page",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "short-term rental dwelling policy");
      return ["$1,000,000", "$2,500"];
    },
  },
  {
    group: "documents",
    query: "which docs do we have on file for the park?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${(await t.property(PARK)).id}`)).slice(0, 2),
  },
  {
    group: "documents",
    query: "is the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=formation:operating_agreement")).slice(0, 1),
  },
  {
    group: "documents",
    query: "per the Ironwood & Pratt letter what's the combined lodging tax rate on short stays at the casita",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Ironwood & Pratt");
      return ["14.02%"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the casita.
  {
    group: "stays",
    query: "casita bookings by platform for 2025 - VRBO $ vs direct $",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property(CASITA)).id;
      const vrbo = await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property, q: "VRBO booking" });
      const direct = await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property, q: "Direct booking" });
      return [figure(vrbo), figure(direct)];
    },
  },
  {
    group: "stays",
    query: "how many nights was the casita booked in October?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(Y(t), 10)))],
  },
  {
    group: "stays",
    query: "who stayed at the Scottsdale place in Sept",
    tool: "query_database",
    expect: async (t) => (await guests(t, month(Y(t), 9))).slice(0, 2),
  },
  {
    group: "stays",
    query: "# of casita bookings checking in during march 2026",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 3), property: (await t.property(CASITA)).id }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups, asked right after another question.
  {
    group: "follow-up",
    query: "and 2024?",
    tool: "query_database",
    after: Q_LOT_RENT_LAST_YEAR,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 2), property: (await t.property(PARK)).id }))],
  },
  {
    group: "follow-up",
    query: "ok now the principal side",
    tool: "query_database",
    after: Q_LOAN_INTEREST,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_principal"], ...lastYear(t), property: (await t.property(PARK)).id }))],
  },
  {
    group: "follow-up",
    query: "and when's the balloon due on it",
    tool: "search_document_content",
    after: Q_NOTE_LATE,
    expect: async (t) => {
      await onFile(t, "Promissory note");
      const { items } = await obligations(t, `q=${encodeURIComponent("Casa Grande promissory note")}`);
      if (items.length !== 1) throw new Error(`balloon: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "what's the heat pump's basis by itself, and placed in service when?",
    tool: "query_database",
    after: Q_TUCSON_DEPR,
    expect: async (t) => {
      const d = await t.get<Depreciation>(`/api/v1/properties/${(await t.property(TUCSON)).id}/depreciation`);
      const hvac = d.improvements.find((i) => /HVAC/.test(i.description));
      if (!hvac) throw new Error("no HVAC improvement");
      return [figure(hvac.basis), longDate(hvac.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "formation date?",
    tool: "query_database",
    after: Q_ACC_NUMBER,
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer.
  { group: "unanswerable", query: "what's the park worth today? rough market value", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "are we under market on lot rent vs the other parks in Apache Junction?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "weather in Scottsdale this weekend? guest asking", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull what we paid Saguaro Roofing in 2025", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we take bonus depreciation on the Tucson HVAC or does it have to go 27.5? your call", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Castellanos electric bills this summer - how much?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "distributions to Bradley ytd?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are the other STRs on Paloma Azul getting per night", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Tomas Irizarry's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "total value of the homes the residents own in the park", tool: "query_database", unanswerable: true, expect: async () => [] },
];
