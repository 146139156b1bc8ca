// Blind set r71-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the documents on file and the occupancy report); only a phrase a document states is quoted, after checking that document is on file.
// Persona: two of the members texting the assistant on a road trip between the park in Apache Junction and Tucson.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const $ = (amount: string) => `$${figure(amount)}`;
const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

/** The first open obligation a list query returns (sorted by due date), or an error. */
async function firstOpen(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`no open obligation for ${query}`);
  return open;
}

/** Checks a document is on file (title or file name contains `q`). */
async function onFile(t: Truth, q: string) {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
  return items[0]!;
}

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}
/** The newest transactions of a filter (the list is newest first). */
const newest = (t: Truth, query: string) => t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=5&${query}`).then((r) => r.items);

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[] }>(`/api/v1/deposits?${query}`).then((r) => r.items);

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// Questions that others follow up on.
const PARK_LOT_RENT_LAST_YR = "how much lot rent did the park bring in last yr";
const TUCSON_REPAIRS = "what did tucson cost us in repairs last year, not counting the hvac";
const BOUGHT_PARK = "when did we buy the park again";
const EIN = "whats our EIN? brad's bookkeeper is asking";
const OCT_BOOKINGS = "how many bookings did the casita get in october";

export const R71_MESA_CASES: Case[] = [
  // ------------------------------------------------------------------ income (9)
  {
    group: "income",
    query: PARK_LOT_RENT_LAST_YR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(PARK)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "water/sewer bill-backs at quartzite wash ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property(PARK)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total income for ocotillo mesa in q3, all properties plus the note",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue"], ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "what did the scottsdale casita gross last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CASITA)).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "tucson house ytd, just rent please",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(TUCSON)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much interest has tomas paid us on the casa grande note so far this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "Note payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees collected at the park last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], property: (await t.property(PARK)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "can you tell me how much lot rent eduardo in space 7 has paid this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(PARK)).id, q: "Eduardo", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "casita revenue for march? this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CASITA)).id, ...month(Y(t), 3) }))],
  },

  // ------------------------------------------------------------------ expenses (8)
  {
    group: "expenses",
    query: "what did we pay refugio last year for managing the park",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], property: (await t.property(PARK)).id, q: "Refugio", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid yesenia for cleanings ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Yesenia", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "vrbo fees this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate the tpt + scottsdale bed tax we remitted for the casita last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:other"], property: (await t.property(CASITA)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what'd the sealcoat job on the park roads run us last spring",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance"], property: (await t.property(PARK)).id, q: "sealcoat", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "interest paid on the piedra alta park loan ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes for all 3 places last year, total",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: TUCSON_REPAIRS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property(TUCSON)).id, ...year(Y(t) - 1) }))],
  },

  // ------------------------------------------------------------------ properties (5)
  {
    group: "properties",
    query: BOUGHT_PARK,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(PARK)).acquisition_date)],
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the casita",
    tool: "query_database",
    expect: async (t) => [$((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building split on the tucson house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "pull up the casita address for the gps pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [p.address.split(" ")[0]!, p.address.split(", ")[1]!];
    },
  },
  {
    group: "properties",
    query: "what did we pay for all three properties combined",
    tool: "query_database",
    expect: async (t) => {
      const all = await Promise.all([PARK, CASITA, TUCSON].map((f) => t.property(f)));
      return [$(all.reduce((s, p) => s.plus(p.purchase_price_total), new Decimal(0)).toFixed(2))];
    },
  },

  // ------------------------------------------------------------------ tenants, rents, deposits (4)
  {
    group: "tenants",
    query: "who's in the tucson house rn and what are they paying",
    tool: "query_database",
    expect: async (t) => {
      const [last] = await newest(t, `category=revenue:long_term_rental&property_id=${(await t.property(TUCSON)).id}`);
      const tenant = /Rent - (.+?), /.exec(last!.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${last!.description}`);
      return [tenant.split(" ").at(-1)!, $(last!.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much deposit is rincon gate holding for ignacio and wren",
    tool: "query_database",
    expect: async (t) => {
      const [d] = await deposits(t, `tenant=Castellanos&property_id=${(await t.property(TUCSON)).id}`);
      if (!d) throw new Error("no Castellanos deposit");
      return [$(d.held)];
    },
  },
  {
    group: "tenants",
    query: "how much did we keep out of the pruetts deposit when they left",
    tool: "query_database",
    expect: async (t) => {
      const [d] = await deposits(t, "tenant=Pruett&include_settled=true");
      const kept = d?.settlements.find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("nothing kept from the Pruetts");
      return [$(kept.amount)];
    },
  },
  {
    group: "tenants",
    query: "who's got space 12 now? norma's old spot",
    tool: "query_database",
    expect: async (t) => {
      const [last] = await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Space 12 lot rent")}`);
      const name = /lot rent - (.+), \w+ \d{4}$/.exec(last?.description ?? "")?.[1];
      if (!name) throw new Error(`no resident in ${last?.description}`);
      return [name];
    },
  },

  // ------------------------------------------------------------------ company (4)
  {
    group: "company",
    query: EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "acc entity number for ocotillo mesa holdings?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who is our statutory agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name.replace(/,?\s+LLC$/, "")],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ------------------------------------------------------------------ deadlines (6)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "upcoming=366")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 21 days we need to deal with?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=21");
      if (items.length === 0) throw new Error("nothing due in 21 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the november tpt return due",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, `q=${encodeURIComponent(`TPT-2 return and payment for November ${Y(t)}`)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "nitrate test for the park well, when is it due this yr",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=nitrate&start_date=${Y(t)}-01-01&end_date=${Y(t)}-12-31`);
      if (items.length !== 1) throw new Error(`${items.length} nitrate samples this year`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to get the az 165 filed",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, `upcoming=3660&q=${encodeURIComponent("Form 165")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the balloon on the park loan come due",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, `upcoming=3660&q=${encodeURIComponent("loan ...8816 matures")}`)).due_date)],
  },

  // ------------------------------------------------------------------ documents (5)
  {
    group: "documents",
    query: "what does the park's space rental agreement say about late fees",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "casita insurance - whats the liability limit on the canyon wren policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Canyon Wren");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "per the rincon gate mgmt agreement how much can they spend on a repair w/o asking us",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "property management agreement");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "what % of members does the operating agreement need to sell a property",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "what papers do we have on file for the casita",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await titles(t, `property_id=${(await t.property(CASITA)).id}`);
      const picked = [all.find((x) => /house rules/i.test(x)), all.find((x) => /rental license/i.test(x))].filter((x): x is string => Boolean(x));
      if (picked.length !== 2) throw new Error(`casita documents: ${all.join("; ")}`);
      return picked;
    },
  },

  // ------------------------------------------------------------------ stays (4)
  {
    group: "stays",
    query: OCT_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(CASITA)).id, ...month(Y(t), 10) }))],
  },
  {
    group: "stays",
    query: "who stayed at the casita last month",
    tool: "query_database",
    expect: async (t) => {
      // Each booking is written "VRBO booking 48213377 - Name (5 nights, Feb 10-15)" or "Direct booking - Name (...)".
      const { start, end } = lastMonth(t.today);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${(await t.property(CASITA)).id}&start_date=${start}&end_date=${end}&page_size=200`);
      const names = [...new Set(items.map((tx) => /booking(?: \d+)? - (.+?) \(/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n)))];
      if (names.length === 0 || names.length !== items.length) throw new Error(`guests: ${items.map((tx) => tx.description).join("; ")}`);
      return names;
    },
  },
  {
    group: "stays",
    query: "nights booked at the casita in sept?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(Y(t), 9)))],
  },
  {
    group: "stays",
    query: "did gunnar come back to the casita this winter? how many nights",
    tool: "query_database",
    expect: async (t) => {
      const [stay] = await newest(t, `category=revenue:rental_income&q=Gunnar&start_date=${thisYear(t).start}&end_date=${t.today}`);
      const nights = /(\d+) nights/.exec(stay?.description ?? "")?.[1];
      if (!nights) throw new Error(`no Gunnar stay this year: ${stay?.description}`);
      return [nights];
    },
  },

  // ------------------------------------------------------------------ follow-ups (5)
  {
    group: "follow-up",
    query: "same thing ytd",
    after: PARK_LOT_RENT_LAST_YR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(PARK)).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the hvac replacement itself?",
    after: TUCSON_REPAIRS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], property: (await t.property(TUCSON)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and what'd we pay for it",
    after: BOUGHT_PARK,
    tool: "query_database",
    expect: async (t) => [$((await t.property(PARK)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "members + their %s?",
    after: EIN,
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = members.split(",").map((m) => m.replace(/\s*\d+%\s*$/, "").trim()).filter(Boolean);
      if (names.length !== 3) throw new Error(`members: ${members}`);
      return names;
    },
  },
  {
    group: "follow-up",
    query: "$ from those?",
    after: OCT_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CASITA)).id, ...month(Y(t), 10) }))],
  },

  // ------------------------------------------------------------------ the records cannot answer (10)
  { group: "unanswerable", query: "what could we sell the casita for right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it gonna be over 100 in tucson tomorrow", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid lost dutchman roofing", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we charge per night at the casita over xmas", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we 1031 the tucson house if we sell it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many homes in the park are listed for sale rn", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats refugio's cell #", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the casita's star rating on vrbo", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what rate are we paying on the casita mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how does our lot rent compare to the other parks in apache junction", tool: "query_database", unanswerable: true, expect: async () => [] },
];
