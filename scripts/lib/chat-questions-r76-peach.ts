// Blind set r76-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the documents on file), never written here; a figure quoted from a document is used only after the document is found on file. Persona: the members' tax preparer in February, after Schedule E style figures for last year, basis and placed-in-service dates, 1099 payees, deposits, what the agreements say, filing deadlines, and a few things no record can answer.
import { type Case, figure, lastMonth, longDate, MONTHS, nextOpen, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

/** Last calendar year, from the run's today. */
const LY = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const $ = (amount: string) => `$${figure(amount)}`;

const athens = (t: Truth) => t.property("Pulaski");
const storage = (t: Truth) => t.property("Persimmon");
const condo = (t: Truth) => t.property("Sea Oats");
const duplex = (t: Truth) => t.property("Laurelbrook");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Transactions matching a filter, newest first. */
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;
/** The newest transaction matching a filter. */
async function newest(t: Truth, query: string): Promise<Tx> {
  const [tx] = await txs(t, query);
  if (!tx) throw new Error(`no transaction for ${query}`);
  return tx;
}
/** Fails unless a document whose title holds `q` is on file (so its text may be quoted). */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}
const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");
interface Deposit {
  tenant: string;
  held: string;
}
const deposits = (t: Truth, query = "") => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits${query ? `?${query}` : ""}`);
interface Improvement {
  description: string;
  basis: string;
  placed_in_service: string;
}
const improvements = async (t: Truth, id: string) => (await t.get<{ improvements: Improvement[] }>(`/api/v1/properties/${id}/depreciation`)).improvements;

/** The condo's rental pool owner share of each month of a year, from the owner statements (paid the month after). */
async function poolShares(t: Truth, y: number): Promise<{ month: string; amount: string; description: string }[]> {
  const c = await condo(t);
  const items = await txs(t, `category=revenue:rental_income&property_id=${c.id}&start_date=${y}-01-01&end_date=${y + 1}-01-31&q=${encodeURIComponent("owner share")}`);
  const out: { month: string; amount: string; description: string }[] = [];
  for (const tx of items) {
    const m = /owner share, (\w+) (\d{4})/.exec(tx.description);
    if (m && Number(m[2]) === y) out.push({ month: m[1]!, amount: tx.amount, description: tx.description });
  }
  if (out.length === 0) throw new Error(`no owner statements for ${y}`);
  return out;
}

const Q = {
  mortgage: "mortgage interest on the Macon duplex loan for last yr?",
  stipend: "1099 check: total paid to Loretta Pennycook (storage site mgr) last year",
  pulaskiRepairs: "repairs, Pulaski house, last yr - Sched E line 14 number",
  sandyCreek: "what'd we pay Sandy Creek Pest Control in total last year? need it for the 1099s",
  sewer: "the sewer line job at the duplex - what got capitalized and when was it placed in service?",
};

export const R76_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "Rents received at the Athens student house last year - rent only, not the utility fees or late fees",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(LY(t)), property: (await athens(t)).id }))],
  },
  {
    group: "income",
    query: "storage unit rent collected last yr at Persimmon Ridge?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(LY(t)), property: (await storage(t)).id }))],
  },
  {
    group: "income",
    query: "Total owner share from the Driftwood Dunes rental pool for last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(LY(t)), property: (await condo(t)).id }))],
  },
  {
    group: "income",
    query: "Can you pull up total rent on Laurelbrook Ct for last year, both units, including the HAP from the housing authority",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(LY(t)), property: (await duplex(t)).id }))],
  },
  {
    group: "income",
    query: "how much did Ocmulgee Regional Housing Authority pay us in HAP last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(LY(t)), property: (await duplex(t)).id, q: "housing assistance payment" }))],
  },
  {
    group: "income",
    query: "utility flat fees billed to the students at 418 Pulaski last year - I report those separately from rent",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(LY(t)), property: (await athens(t)).id }))],
  },
  {
    group: "income",
    query: "late fees, all properties combined, last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...year(LY(t)) }))],
  },
  {
    group: "income",
    query: "Red Clay Crossing total gross income ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the lien sale of unit 21's contents bring in last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], ...year(LY(t)), property: (await storage(t)).id, q: "lien sale" }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: Q.stipend,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense"], ...year(LY(t)), q: "Pennycook" }))],
  },
  {
    group: "expenses",
    query: Q.mortgage,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...year(LY(t)), property: (await duplex(t)).id }))],
  },
  {
    group: "expenses",
    query: "total real estate taxes paid last year across all 4 properties",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(LY(t)) }))],
  },
  {
    group: "expenses",
    query: Q.pulaskiRepairs,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(LY(t)), property: (await athens(t)).id }))],
  },
  {
    group: "expenses",
    query: "condo association dues on the St Simons unit for last year (regular dues, not the seawall assessment)",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...year(LY(t)), property: (await condo(t)).id }))],
  },
  {
    group: "expenses",
    query: Q.sandyCreek,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense"], ...year(LY(t)), q: "Sandy Creek Pest Control" }))],
  },
  {
    group: "expenses",
    query: "calculate utilities for the student house last yr - electric, water, trash and internet all together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], ...year(LY(t)), property: (await athens(t)).id }))],
  },

  // ---------------------------------------------------------------- properties (6)
  {
    group: "properties",
    query: "Depreciable basis of the Athens house? building plus furniture, leave out land",
    tool: "query_database",
    expect: async (t) => [$((await athens(t)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "storage lot in Watkinsville - street address and placed in service date",
    tool: "query_database",
    expect: async (t) => {
      const p = await storage(t);
      return [p.address.split(",")[0]!, longDate(p.placed_in_service!)];
    },
  },
  {
    group: "properties",
    query: "land / building allocation on the Macon duplex",
    tool: "query_database",
    expect: async (t) => {
      const p = await duplex(t);
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What did the LLC pay for the St. Simons condo, and what was the closing date?",
    tool: "query_database",
    expect: async (t) => {
      const p = await condo(t);
      return [$(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: Q.sewer,
    tool: "query_database",
    expect: async (t) => {
      const sewer = (await improvements(t, (await duplex(t)).id)).find((i) => /sewer/i.test(i.description));
      if (!sewer) throw new Error("no sewer line improvement");
      return [$(sewer.basis), longDate(sewer.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: "seawall special assessment on the condo: total we capitalized and the in-service date?",
    tool: "query_database",
    expect: async (t) => {
      const seawall = (await improvements(t, (await condo(t)).id)).filter((i) => /seawall/i.test(i.description));
      if (seawall.length === 0) throw new Error("no seawall improvement");
      const total = seawall.reduce((sum, i) => sum + Math.round(Number(i.basis) * 100), 0);
      const dates = [...new Set(seawall.map((i) => i.placed_in_service))];
      if (dates.length !== 1) throw new Error(`seawall installments in service on ${dates.join(", ")}`);
      return [$((total / 100).toFixed(2)), longDate(dates[0]!)];
    },
  },

  // ---------------------------------------------------------------- tenants, rents, deposits (5)
  {
    group: "tenants",
    query: "how much in security deposits are we holding right now, all tenants?",
    tool: "query_database",
    expect: async (t) => [$((await deposits(t)).held)],
  },
  {
    group: "tenants",
    query: "Haywoods' deposit on Unit A - how much do we hold?",
    tool: "query_database",
    expect: async (t) => {
      const d = await deposits(t, "tenant=Haywood");
      if (d.total !== 1) throw new Error(`${d.total} Haywood deposits`);
      return [$(d.held)];
    },
  },
  {
    group: "tenants",
    query: "who's in Room 2 at Pulaski Heights now and what are they paying?",
    tool: "query_database",
    expect: async (t) => {
      const p = await athens(t);
      const period = lastMonth(t.today);
      const tx = await newest(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=${period.start}&end_date=${t.today}&q=${encodeURIComponent("Room 2 rent")}`);
      const name = /Room 2 rent - (.+?), /.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name, $(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "Bernadette Oyelaran - current split between her portion and the HAP?",
    tool: "query_database",
    expect: async (t) => {
      const p = await duplex(t);
      const base = `category=revenue:long_term_rental&property_id=${p.id}&start_date=${lastMonth(t.today).start}&end_date=${t.today}`;
      const mine = await newest(t, `${base}&q=${encodeURIComponent("tenant portion - Bernadette")}`);
      const hap = await newest(t, `${base}&q=${encodeURIComponent("housing assistance payment")}`);
      return [$(mine.amount), $(hap.amount)];
    },
  },
  {
    group: "tenants",
    query: "Student deposits we kept for damages last year - total? (that's income, right, so I need the number)",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...year(LY(t)), property: (await athens(t)).id }))],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "EIN for Red Clay Crossing Properties?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "GA Secretary of State control # for the LLC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "date the LLC was formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent in Georgia",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "when is the 1065 due?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("Form 1065 partnership return")}`);
      if (!o) throw new Error("no open 1065");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "1099-NEC deadline for this round?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("Forms 1099-NEC")}`);
      if (!o) throw new Error("no open 1099-NEC filing");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items[items.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "Georgia annual registration - when's the next one due?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=compliance:periodic_report&q=${encodeURIComponent("annual registration")}`);
      if (!o) throw new Error("no open annual registration");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when are this year's Oconee and Macon-Bibb property tax bills due",
    tool: "query_database",
    expect: async (t) => {
      const y = Number(t.today.slice(0, 4));
      const dates = await Promise.all(
        ["Oconee County", "Macon-Bibb County"].map(async (county) => {
          const { items } = await obligations(t, `obligation_type=property:tax&start_date=${y}-01-01&end_date=${y}-12-31&q=${encodeURIComponent(county)}`);
          if (items.length !== 1) throw new Error(`${items.length} ${county} tax deadlines in ${y}`);
          return longDate(items[0]!.due_date);
        }),
      );
      return [...new Set(dates)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "Per the operating agreement, who are the members and what % does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "what's Driftwood's cut under the rental pool agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["42%"];
    },
  },
  {
    group: "documents",
    query: "all perils deductible on the Broad River landlord policy for Pulaski?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "interest rate on the Fall Line Community Bank loan per the loan summary",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Fall Line Community Bank commercial loan");
      return ["7.25%"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the St Simons condo?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await condo(t)).id}`),
  },
  {
    group: "documents",
    query: "is Loretta's site manager agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `q=${encodeURIComponent("site manager agreement")}`),
  },

  // ---------------------------------------------------------------- stays (the condo's rental pool) (3)
  {
    group: "stays",
    query: "condo owner share for July stays last year?",
    tool: "query_database",
    expect: async (t) => {
      const july = (await poolShares(t, LY(t))).find((s) => s.month === "July");
      if (!july) throw new Error("no July owner statement");
      return [$(july.amount)];
    },
  },
  {
    group: "stays",
    query: "how many departure cleans did the resort charge us for in July last yr, and what did housekeeping cost that month",
    tool: "query_database",
    expect: async (t) => {
      const c = await condo(t);
      const y = LY(t);
      const [tx] = await txs(t, `category=expense:maintenance:cleaning&property_id=${c.id}&start_date=${y}-08-01&end_date=${y}-08-31&q=${encodeURIComponent(`July ${y} - housekeeping`)}`);
      const cleans = tx && /(\d+) departure cleans/.exec(tx.description)?.[1];
      if (!tx || !cleans) throw new Error("no July housekeeping");
      return [cleans, $(tx.amount)];
    },
  },
  {
    group: "stays",
    query: "best month for the St. Simons condo last year by owner payout?",
    tool: "query_database",
    expect: async (t) => {
      const shares = await poolShares(t, LY(t));
      const best = shares.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
      if (!MONTHS.includes(best.month)) throw new Error(`odd month ${best.month}`);
      return [best.month, $(best.amount)];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: Q.mortgage,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...year(LY(t) - 1), property: (await duplex(t)).id }))],
  },
  {
    group: "follow-ups",
    query: "what about ytd?",
    after: Q.stipend,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense"], ...thisYear(t), q: "Pennycook" }))],
  },
  {
    group: "follow-ups",
    query: "same for the storage place",
    after: Q.pulaskiRepairs,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(LY(t)), property: (await storage(t)).id }))],
  },
  {
    group: "follow-ups",
    query: "just the duplex",
    after: Q.sandyCreek,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense"], ...year(LY(t)), property: (await duplex(t)).id, q: "Sandy Creek Pest Control" }))],
  },
  {
    group: "follow-ups",
    query: "and the contractor's workmanship warranty on it runs through when?",
    after: Q.sewer,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "sewer line replacement contract");
      const { items } = await obligations(t, `property_id=${(await duplex(t)).id}&q=${encodeURIComponent("workmanship warranty")}`);
      if (items.length !== 1) throw new Error(`${items.length} warranty deadlines`);
      return [longDate(items[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the condo worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we do a cost segregation study on the storage lot? worth it tax-wise?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "projected net income for next year, so the members can plan estimates",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge for Room 3 next fall",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Tidewater Bulkhead & Marine?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "weather on St. Simons this wknd? thinking of driving down to look at the unit",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can Garrett use his share of the passive losses against his W-2 income?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many nights was the condo actually occupied in July last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Shay Dunwoody's cell number? want to call before the lien sale",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "distributions to each member last year? need them for the K-1s",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
