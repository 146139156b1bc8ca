// Blind set r74-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile, the documents on file); a figure quoted from a document is used only after checking that document is on file.
// Persona: an estate attorney's paralegal inventorying the LLC's assets and obligations after a member's death.
import { type Case, figure, longDate, month, type Truth, lastMonth, lastQuarter, nightsBooked, obligations, thisYear, titles, year } from "./chat-questions";
import Decimal from "decimal.js";

/** Last calendar year, for the questions that name it (the expectations compute it from t.today). */
const LAST = new Date().getUTCFullYear() - 1;
const Y = (t: Truth) => Number(t.today.slice(0, 4));

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** The newest transaction matching a query string of GET /transactions. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** Throws if the ledger holds anything matching `q` (for questions the records cannot answer). */
async function absent(t: Truth, q: string): Promise<void> {
  const n = await t.count({ start: "1900-01-01", end: t.today, q });
  if (n > 0) throw new Error(`the ledger does hold "${q}" (${n})`);
}

/** Guests named in the cabin's booking descriptions ("Airbnb HM... / Name / 4 nights, ..."), by check-in date. */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Loon Song");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200&sort=transaction_date`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

const Q = {
  mgmtFees: `What did the LLC pay Red Cedar Property Management in management fees during ${LAST}?`,
  hollisterBuy: "When did the company acquire 1418 Hollister Avenue, and at what purchase price?",
  farmRent: `How much cash rent did Amundsen pay on the Colfax land in ${LAST}?`,
  propTax: "property taxes paid on all four parcels last year, total?",
  dfi: "When is the next Wisconsin DFI annual report due for Tamarack Ridge?",
};

export const R74_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: `Total rent collected at the Hollister Avenue apartments in ${LAST}, please. Rent only, not the laundry or the water bill-backs.`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Hollister")).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "calculate total revenue for Tamarack Ridge last yr, every source incl. the farm",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "how much has the cabin brought in from guest bookings ytd?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: Q.farmRent,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", property: (await t.property("County Road Q")).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "Laundry machine income at Hollister last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:other"], q: "Laundry", property: (await t.property("Hollister")).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: `Can you tell me what the Chippewa Valley Housing Authority paid toward Tamika's unit in ${LAST}?`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "Base rent received from the Brekkes on the Chippewa Falls house last quarter, not counting the pet rent",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Bridgewater")).id, ...lastQuarter(t.today) }))}`],
  },
  {
    group: "income",
    query: `late fees collected in ${LAST} across all the properties?`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "What did the water/sewer bill-backs to the Hollister tenants come to last month?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property("Hollister")).id, ...lastMonth(t.today) }))}`],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: Q.mgmtFees,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: Q.propTax,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: "what has Rindahl Snowplowing billed the LLC so far this yr, plowing and roof raking together?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Rindahl", ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: `Insurance premiums paid in ${LAST}, all policies combined.`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: "Mortgage interest paid on the Hollister loan ytd",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "Propane for the cabin last year - what did Wolf River charge us in total?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Wolf River", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: `Please pull up total expenses for 418 Bridgewater Court for ${LAST}.`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", property: (await t.property("Bridgewater")).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: `Total paid to Valley Pro Plumbing & Heating in ${LAST}, every property.`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Valley Pro", ...year(Y(t) - 1) }))}`],
  },

  // ---------------------------------------------------------------- property (5)
  {
    group: "property",
    query: Q.hollisterBuy,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "property",
    query: "For the estate inventory: what is the total tax basis of all four properties combined, and how much of it is depreciable?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string; depreciable_basis: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length !== 4) throw new Error(`expected 4 properties, got ${items.length}`);
      const total = items.reduce((s, p) => s.plus(p.total_basis), new Decimal(0));
      const depreciable = items.reduce((s, p) => s.plus(p.depreciable_basis), new Decimal(0));
      return [`$${figure(total)}`, `$${figure(depreciable)}`];
    },
  },
  {
    group: "property",
    query: "Address, acquisition date and land basis of the farmland parcel in Dunn County?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("County Road Q");
      return [p.address.split(",")[0]!, longDate(p.acquisition_date)];
    },
  },
  {
    group: "property",
    query: "Bridgewater Ct house - purchase price and the date we closed on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Bridgewater");
      return [`$${figure(p.purchase_price_total)}`, longDate(p.acquisition_date)];
    },
  },
  {
    group: "property",
    query: "When was the Loon Song cabin placed in service, and what is its furniture and fixtures basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      if (!p.placed_in_service) throw new Error("cabin has no placed-in-service date");
      return [longDate(p.placed_in_service), `$${figure(p.ffe_basis)}`];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "Who rents the house on Bridgewater Ct, and what's their monthly rent right now?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Bridgewater");
      const rent = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}`);
      return ["Brekke", `$${figure(rent.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "Is a security deposit held for Mai Nou Vang in Apt 2 at Hollister? If so, how much?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Vang");
      return ["$1,050"];
    },
  },
  {
    group: "tenants",
    query: "what security deposit are we holding from Travis and Jolene per their lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brekke");
      return ["$1,595"];
    },
  },
  {
    group: "tenants",
    query: "Who is the tenant in apt 4 at Hollister, and what does the housing authority pay toward her rent each month?",
    tool: "query_database",
    expect: async (t) => {
      const hap = await latest(t, `q=${encodeURIComponent("housing assistance payment")}`);
      const tenant = [...hap.description.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!).find((part) => /^[A-Z][a-z]+ [A-Z][a-z]+/.test(part));
      if (!tenant) throw new Error(`no tenant named in "${hap.description}"`);
      return [tenant, `$${figure(hap.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "what does Harold pay for Apt 6 these days?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Kittleson")}`)).amount)}`],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What is the EIN of Tamarack Ridge Holdings LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Please provide the LLC's Wisconsin DFI filing number and its date of formation.",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "registered agent on file + their address?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what percentage interest does each one hold?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Delphine Nyberg-Okafor", "20%"];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What is the next deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => {
      const first = (await obligations(t, "upcoming=366")).items[0];
      if (!first) throw new Error("nothing upcoming");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: Q.dfi,
    tool: "query_database",
    expect: async (t) => {
      const next = (await obligations(t, `q=${encodeURIComponent("DFI annual report")}&start_date=${t.today}`)).items.find((o) => o.status !== "completed");
      if (!next) throw new Error("no DFI annual report ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When's the next property tax installment due on the cabin, and who is it paid to?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      const next = (await obligations(t, `property_id=${p.id}&obligation_type=property:tax&start_date=${t.today}`)).items[0];
      if (!next) throw new Error("no cabin property tax ahead");
      return [longDate(next.due_date), next.description.split(", ").pop()!];
    },
  },
  {
    group: "deadlines",
    query: "When does the balloon on the Hemlock Valley Bank loan come due?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, `q=balloon`)).items[0];
      if (!o) throw new Error("no balloon obligation");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "Which documents do we have on file for the lake cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return (await titles(t, `property_id=${p.id}`)).sort((a, b) => a.length - b.length).slice(0, 2);
    },
  },
  {
    group: "documents",
    query: "Are any insurance policies in the document files? Which ones?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=insurance")).slice(0, 2),
  },
  {
    group: "documents",
    query: "What does the operating agreement provide when a member dies? Can the company buy out the deceased member's interest, and on what terms?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["five years"];
    },
  },
  {
    group: "documents",
    query: "Per the Hemlock Valley promissory note, who personally guarantees the loan and up to what share of the balance?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["Tomasz Wierzbicki", "50%"];
    },
  },
  {
    group: "documents",
    query: "whats the rent per tillable acre under the Amundsen cash rent lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Amundsen");
      return ["$236"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: `How many separate stays did the cabin have in July ${LAST}?`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "stays",
    query: "who stayed at the Conover cabin this August?",
    tool: "query_database",
    expect: async (t) => (await cabinGuests(t, month(Y(t), 8))).slice(0, 2),
  },
  {
    group: "stays",
    query: "How many nights was the cabin booked in June this year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", month(Y(t), 6)))],
  },
  {
    group: "stays",
    query: "What did direct bookings (the returning guests, not Airbnb) gross at the cabin last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], q: "Direct booking", property: (await t.property("Loon Song")).id, ...year(Y(t) - 1) }))}`],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "And for this year so far?",
    after: Q.mgmtFees,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))}`],
  },
  {
    group: "follow-up",
    query: "How was that split between land and building?",
    after: Q.hollisterBuy,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "follow-up",
    query: "and the year before that?",
    after: Q.farmRent,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", property: (await t.property("County Road Q")).id, ...year(Y(t) - 2) }))}`],
  },
  {
    group: "follow-up",
    query: "Just the cabin, please.",
    after: Q.propTax,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Loon Song")).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "follow-up",
    query: "What's the filing fee for it?",
    after: Q.dfi,
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, `q=${encodeURIComponent("DFI annual report")}&start_date=${t.today}`)).items[0];
      const fee = o && /\$\d[\d,]*(?:\.\d\d)?/.exec(o.description)?.[0];
      if (!fee) throw new Error("no fee in the DFI annual report's record");
      return [fee];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What is the current fair market value of the Hollister Avenue building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather supposed to be up at the cabin this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did the LLC pay Badger State Gutter Co. last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await absent(t, "Badger State");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What should we be charging for Apt 3 when the lease comes up for renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should the estate ask the LLC to make a section 754 election to step up the basis of the decedent's interest?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did each member receive in distributions last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await absent(t, "distribution");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What appraised value would apply to a buy-out of the deceased member's interest under Article VII?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What would the Colfax farmland sell for per acre on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are the Brekkes' credit scores?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Do Travis and Jolene intend to renew next fall, or are they planning to move out?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
