// Blind set r82-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, depreciation, deposits, obligations, the company profile and the document list); a phrase quoted from a document is used only after the document is found on file.
// Persona: the company's outside tax preparer in February, working last year's Form 1065 / Arizona 165: the year's figures by
// category and property, basis and depreciation, 1099 vendors' totals, what was capitalized vs expensed, and the filings due.
import Decimal from "decimal.js";
import { type Case, figure, longDate, month, nightsBooked, obligations, quarter, RENTS, titles, type Truth, year } from "./chat-questions";

/** Last calendar year, as the preparer would type it into a question. */
const LAST = new Date().getUTCFullYear() - 1;

const PARK = "Quartzite";
const CASITA = "Paloma Azul";
const TUCSON = "Cascabel";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
const beforeComma = (title: string) => title.split(",")[0]!.trim();

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?${query.includes("page_size=") ? "" : "page_size=200&"}${query}`)).items;

/** A property's depreciation for one year: building, FF&E and its own improvements. */
async function depreciationOf(t: Truth, fragment: string, y: number): Promise<string> {
  const p = await t.property(fragment);
  const d = await t.get<{ year: { building: string; ffe: string; improvements: string; total: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=${y}`);
  if (!d.year) throw new Error(`no depreciation year for ${fragment}`);
  const { building, ffe, improvements, total } = d.year;
  const all = new Decimal(building).plus(ffe).plus(improvements);
  // The year's total, whether or not the endpoint's total already holds the improvements.
  return new Decimal(total).equals(all) ? total : all.toFixed(2);
}

/** The first open obligation due today or later whose description contains `q`. */
async function nextDue(t: Truth, q: string) {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`nothing open due for ${q}`);
  return open;
}

/** A document is on file (by title), before a phrase it states is expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for ${q}`);
}

async function company(t: Truth) {
  return t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } | null; extra_metadata: Record<string, unknown> }>("/api/v1/company");
}

// Questions that a follow-up is asked after.
const Q_REFUGIO = "1099 check - total paid to Refugio for the on-site manager stipend last yr?";
const Q_TUCSON_RENT = "Gross rent on the Tucson house for last year, before Rincon Gate takes its cut";
const Q_PARK_BASIS = "Apache Junction park - how's the basis split between land and building?";
const Q_TUCSON_DEPR = `Calle Cascabel depreciation for ${LAST}, building plus the new HVAC`;
const Q_NEXT_1065 = "When's the next 1065 due?";

export const R82_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source.
  {
    group: "income",
    query: "Need gross rents for last yr across all three properties. Just rent please, not the water/sewer billbacks or late fees.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: `Lot rent collected at the Quartzite Wash park in ${LAST}?`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastY(t)), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: "what did the park residents pay us in water/sewer bill-backs LY",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "Interest income on the Irizarry note for last year? Interest only, not principal.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], q: "Note payment", ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "Scottsdale casita gross booking revenue last yr, VRBO + direct combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...year(lastY(t)), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "income",
    query: Q_TUCSON_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastY(t)), property: (await t.property(TUCSON)).id }))],
  },
  {
    group: "income",
    query: "Q4 LY revenue at Apache Junction, all sources (lot rent, billbacks, late fees)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(lastY(t), 4), property: (await t.property(PARK)).id }))],
  },
  {
    group: "income",
    query: `Calculate total revenue for Ocotillo Mesa Holdings for ${LAST}, every source`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "late fees collected last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...year(lastY(t)) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period.
  {
    group: "expenses",
    query: Q_REFUGIO,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Refugio Banuelos", ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "How much did we pay Yesenia (Casa Limpia) in total last year? Doing her 1099-NEC.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Yesenia Maldonado", ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "Desert Marigold Landscaping - total paid LY, both the park and the casita",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Desert Marigold", ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "Mortgage interest on the Piedra Alta park loan for last yr? want to tie it to the 1098",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: `Real estate taxes paid in ${LAST}, all three counties together`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "The park road sealcoating last spring - what did it cost and did it get booked as a repair or capitalized?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "sealcoat", ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "TPT and Scottsdale lodging tax remitted on the casita last year, state + county + city",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:other"], q: "TPT-2", ...year(lastY(t)), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "expenses",
    query: "pull up VRBO host fees for LY",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:platform_fees"], ...year(lastY(t)) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, dates, depreciation, capitalized work.
  {
    group: "properties",
    query: Q_PARK_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "Depreciable basis on the casita incl. the furniture?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "PIS date for the Tucson rental?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      if (!p.placed_in_service) throw new Error("no placed-in-service date for Tucson");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: Q_TUCSON_DEPR,
    tool: "query_database",
    expect: async (t) => [usd(await depreciationOf(t, TUCSON, lastY(t)))],
  },
  {
    group: "properties",
    query: "Can you tell me when we bought the Scottsdale casita and what we paid?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Anything capitalized last year rather than expensed? Need the amount and placed-in-service date for the 4562.",
    tool: "query_database",
    expect: async (t) => {
      const amount = await t.sum({ categories: ["expense:capital_improvement", "expense:furniture_equipment"], ...year(lastY(t)) });
      const p = await t.property(TUCSON);
      const d = await t.get<{ improvements: { transaction_date: string; placed_in_service: string }[] }>(`/api/v1/properties/${p.id}/depreciation?year=${lastY(t)}`);
      const improvement = d.improvements.find((i) => i.transaction_date.startsWith(String(lastY(t))));
      if (!improvement) throw new Error("no improvement placed in service last year at Tucson");
      return [usd(amount), longDate(improvement.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits.
  {
    group: "tenants",
    query: "who's renting the Tucson house now and what's the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const [latest] = await txs(t, `property_id=${p.id}&category=revenue:long_term_rental&page_size=1`);
      if (!latest) throw new Error("no Tucson rent");
      const tenant = /^Rent - (.+?),/.exec(latest.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${latest.description}`);
      return [tenant.split(" ").at(-1)!, usd(latest.amount)];
    },
  },
  {
    group: "tenants",
    query: "Security deposit we're holding on Calle Cascabel?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [usd((await t.get<{ held: string }>(`/api/v1/deposits?property_id=${p.id}`)).held)];
    },
  },
  {
    group: "tenants",
    query: "How much of the Pruetts' deposit did we keep for damages when they moved out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { settlements: { kind: string; amount: string }[] }[] }>("/api/v1/deposits?include_settled=true&tenant=Pruett");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length === 0) throw new Error("nothing kept from the Pruetts");
      return [usd(kept.reduce((sum, s) => sum.plus(s.amount), new Decimal(0)))];
    },
  },
  {
    group: "tenants",
    query: "what's lot rent per space at the park this yr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      const [latest] = await txs(t, `property_id=${p.id}&category=revenue:long_term_rental&start_date=${thisY(t)}-01-01&end_date=${t.today}&q=lot%20rent&page_size=1`);
      if (!latest) throw new Error("no lot rent this year");
      return [usd(latest.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts.
  {
    group: "company",
    query: "EIN for the return header?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's Ocotillo Mesa's ACC entity number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "Members and ownership %s for the K-1s pls",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = [...members.matchAll(/([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)\s+\d+%/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error(`no members in ${members}`);
      return names;
    },
  },
  {
    group: "company",
    query: "who's the statutory agent, and what's the date of formation?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no statutory agent");
      // The agent's name without its entity suffix, which an answer may write with or without the comma.
      return [c.registered_agent.name.replace(/,?\s+LLC\.?$/i, ""), longDate(c.formation_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance.
  {
    group: "deadlines",
    query: Q_NEXT_1065,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Form 1065 partnership return")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "1099-NEC deadline for this year's forms?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "1099-NEC")).due_date)],
  },
  {
    group: "deadlines",
    query: "Next TPT return - due when, and for which month?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "TPT-2");
      const covers = /for ([A-Z][a-z]+ \d{4})/.exec(o.description)?.[1];
      if (!covers) throw new Error(`no month in ${o.description}`);
      return [longDate(o.due_date), covers];
    },
  },
  {
    group: "deadlines",
    query: "When does the annual nitrate sample on the park well have to be done by?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "nitrate")).due_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, and which are on file.
  {
    group: "documents",
    query: "Per the operating agreement, what % of members has to consent to sell or encumber real estate?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "HVAC contract on the Tucson house - how long is the labor warranty?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "HVAC replacement contract");
      return ["2 years"];
    },
  },
  {
    group: "documents",
    query: "What's the interest rate on the Piedra Alta park loan per the loan summary?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial loan summary");
      return ["5.85%"];
    },
  },
  {
    group: "documents",
    query: "what does Rincon Gate charge as a leasing fee under the mgmt agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "property management agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "What insurance policies do we have on file?",
    tool: "list_business_documents",
    // Each title up to its first comma (the property or address follows).
    expect: async (t) => (await titles(t, "doc_type=insurance")).map(beforeComma),
  },
  {
    group: "documents",
    query: "List the documents on file for the Tucson house",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const all = await titles(t, `property_id=${p.id}`);
      const picked = all.filter((title) => /management agreement|HVAC/i.test(title));
      if (picked.length === 0) throw new Error("no Tucson agreements on file");
      return picked.map(beforeComma);
    },
  },

  // ---------------------------------------------------------------------------------------------
  // The casita's stays.
  {
    group: "stays",
    query: "# of casita bookings last yr, VRBO and direct",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(lastY(t)), property: (await t.property(CASITA)).id }))],
  },
  {
    group: "stays",
    query: "How many nights was the casita rented in total last year? For the rental-days count.",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, year(lastY(t))))],
  },
  {
    group: "stays",
    query: "who was the winter guest in the casita in Jan last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      const items = await txs(t, `property_id=${p.id}&category=revenue:rental_income&start_date=${month(lastY(t), 1).start}&end_date=${month(lastY(t), 1).end}`);
      const names = items.filter((tx) => /winter rental/i.test(tx.description)).map((tx) => /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s*\(/.exec(tx.description)?.[1]);
      const found = names.filter((name): name is string => Boolean(name));
      if (found.length === 0) throw new Error("no winter guest in January last year");
      return [...new Set(found)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups.
  {
    group: "follow-ups",
    query: "same for Tonto Ridge Water, everything we paid them incl. any extra repair work",
    tool: "query_database",
    after: Q_REFUGIO,
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Tonto Ridge", ...year(lastY(t)) }))],
  },
  {
    group: "follow-ups",
    query: "and the AZ 165?",
    tool: "query_database",
    after: Q_NEXT_1065,
    expect: async (t) => [longDate((await nextDue(t, "Arizona Form 165")).due_date)],
  },
  {
    group: "follow-ups",
    query: "what'd we pay for it all in, and when did we close?",
    tool: "query_database",
    after: Q_PARK_BASIS,
    expect: async (t) => {
      const p = await t.property(PARK);
      return [usd(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "follow-ups",
    query: "same for the casita",
    tool: "query_database",
    after: Q_TUCSON_DEPR,
    expect: async (t) => [usd(await depreciationOf(t, CASITA, lastY(t)))],
  },
  {
    group: "follow-ups",
    query: "and Rincon Gate's 10% management fee on that?",
    tool: "query_database",
    after: Q_TUCSON_RENT,
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...year(lastY(t)), property: (await t.property(TUCSON)).id }))],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer.
  {
    group: "unanswerable",
    query: "What's the Apache Junction park worth today, fair market value?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Current mortgage balance on the Tucson house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we spend at Home Depot last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are comparable Scottsdale STRs getting per night right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we take bonus depreciation on the HVAC or elect out?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Need Bradley's SSN for his K-1 - what is it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the IRS standard mileage rate this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "quick one, unrelated - what's the forecast in Mesa tomorrow? driving out to see Teodora",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did each member take in distributions last yr? Need it for K-1 line 19.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the IRS late-filing penalty on the 1065 if we go a month past the deadline without extending?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
