// Written BLIND (without reading the assistant's code, its tests or the other question sets): 50
// questions of the held-out company (scripts/lib/holdout-company.ts, Harbor Lane Properties LLC) typed
// the way owners, co-hosts, bookkeepers and CPAs type: fragments, typos, abbreviations, numbers in
// words, properties by street, town, nickname or kind of home, vendors, tenants and guests by name,
// two asks in one, chatty openers, tax-time questions. Groups: income 5, expenses 6, net 3, bookings 4,
// basis 3, company 3, members 2, deadlines 4, documents 5, document list 1, follow-up 7 and
// unanswerable 7. No figure is typed here: every expected figure, date, name or count is read from the
// running service's REST API; phrases expected from a document are first checked against the indexed
// text of /api/v1/documents/search; every unanswerable question first checks the records do not hold
// the answer.
import { figure, guestsOf, longDate, MONTHS, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

type Hit = { text: string; document_title: string };

/** The indexed passages a document search returns. */
async function passages(t: Truth, q: string): Promise<Hit[]> {
  const { items } = await t.get<{ items: Hit[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20`);
  return items;
}

const norm = (s: string) => s.replace(/\s+/g, " ").toLowerCase();

/** The phrases, each checked to be in the indexed text the document search returns for the query. */
async function inDocs(t: Truth, q: string, phrases: string[]): Promise<string[]> {
  const text = norm((await passages(t, q)).map((h) => h.text).join(" \n "));
  for (const phrase of phrases) if (!text.includes(norm(phrase))) throw new Error(`document search "${q}" does not hold "${phrase}"`);
  return phrases;
}

/** A phrase read out of the indexed text with a pattern (its first group). */
async function fromDocs(t: Truth, q: string, pattern: RegExp): Promise<string> {
  const text = (await passages(t, q)).map((h) => h.text.replace(/\s+/g, " ")).join(" \n ");
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`document search "${q}" has nothing matching ${pattern}`);
  return found;
}

/** Checks the documents do not answer: no passage the search returns holds any of the words. */
async function notInDocs(t: Truth, q: string, words: string[]): Promise<void> {
  const text = norm((await passages(t, q)).map((h) => h.text).join(" \n "));
  for (const w of words) if (text.includes(norm(w))) throw new Error(`document search "${q}" does hold "${w}"`);
}

/** Checks the ledger has no transaction whose text holds the words, over the whole history. */
async function notInLedger(t: Truth, q: string, property?: string): Promise<void> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q, ...(property ? { property } : {}) });
  if (n !== 0) throw new Error(`ledger has ${n} transactions for "${q}"`);
}

/** Guests of a property in a period: the names guestsOf reads from the booking descriptions, without any " - from <date>" tail. */
async function guestNames(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const names = (await guestsOf(t, fragment, period)).map((n) => n.split(" - ")[0]!.trim());
  if (names.some((n) => !/^[A-Z][a-z]+ [A-Z][A-Za-z'-]+$/.test(n))) throw new Error(`guest names not parsed: ${names.join(", ")}`);
  return [...new Set(names)];
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const nonZero = (label: string, amount: string) => {
  if (Number(amount) === 0) throw new Error(`${label}: nothing in the ledger`);
  return figure(amount);
};
const Y = (t: Truth) => Number(t.today.slice(0, 4));
type Company = { legal_name: string; ein: string; entity_type: string; state_filing_number: string | null; fiscal_year_end: string; registered_agent: { name: string } };
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const depreciation = async (t: Truth, fragment: string, y: number) => {
  const { schedule } = await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${await pid(t, fragment)}/depreciation`);
  const row = schedule.find((r) => r.year === y);
  if (!row) throw new Error(`no depreciation for ${fragment} in ${y}`);
  return figure(row.total);
};

export const ROUND_HARBOR_CASES: Case[] = [
  // Income
  { group: "income", query: "hey quick one - what did the cottage gross in july this year?", tool: "query_database", expect: async (t) => [nonZero("osprey July", await t.sum({ type: "revenue", ...month(Y(t), 7), property: await pid(t, "Osprey") }))] },
  { group: "income", query: "how much rent came in from Keisha Brown during 2025", tool: "query_database", expect: async (t) => [nonZero("magnolia rent", await t.sum({ categories: RENTS, ...year(2025), property: await pid(t, "Magnolia") }))] },
  { group: "income", query: "total revenue across every property for Q2 of twenty twenty six", tool: "query_database", expect: async (t) => [nonZero("Q2 revenue", await t.sum({ type: "revenue", ...quarter(2026, 2) }))] },
  { group: "income", query: "did we collect any late fees so far this yr? how much", tool: "query_database", expect: async (t) => [nonZero("late fees", await t.sum({ type: "revenue", q: "LATE FEE", ...thisYear(t) }))] },
  { group: "income", query: "Juniper cabin airbnb income, full year 2025 pls", tool: "query_database", expect: async (t) => [nonZero("juniper 2025", await t.sum({ type: "revenue", ...year(2025), property: await pid(t, "Juniper") }))] },

  // Expenses
  { group: "expenses", query: "what did we end up paying duke energy last yr, both places combined", tool: "query_database", expect: async (t) => [nonZero("duke", await t.sum({ type: "expense", q: "DUKE ENERGY", ...year(Y(t) - 1) }))] },
  { group: "expenses", query: "cleaning bills YTD for the cabin and for the beach cottage?", tool: "query_database", expect: async (t) => [nonZero("cabin cleaning", await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await pid(t, "Juniper") })), nonZero("cottage cleaning", await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: "Property tax on the Durham unit for 2026?", tool: "query_database", expect: async (t) => [nonZero("magnolia tax", await t.sum({ categories: ["expense:property_tax"], ...year(2026), property: await pid(t, "Magnolia") }))] },
  { group: "expenses", query: "what did the Oak City Roofing job cost us", tool: "query_database", expect: async (t) => [nonZero("roof", await t.sum({ type: "expense", q: "OAK CITY ROOFING", start: "2000-01-01", end: t.today }))] },
  { group: "expenses", query: "pest control spend at Osprey Point in 2025", tool: "query_database", expect: async (t) => [nonZero("pest", await t.sum({ type: "expense", q: "COASTAL PEST", ...year(2025), property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: "for my 2025 return: brightwater tax prep fee and the adobe subscription, what was each", tool: "query_database", expect: async (t) => [nonZero("cpa", await t.sum({ type: "expense", q: "BRIGHTWATER", ...year(2025) })), nonZero("adobe", await t.sum({ type: "expense", q: "ADOBE", ...year(2025) }))] },

  // Net
  { group: "net", query: "bottom line for the whole LLC in 2025 - profit or loss?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025) }))] },
  { group: "net", query: "what did the raleigh house net in 2025 after all expenses", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025), property: await pid(t, "Hickory") }))] },
  { group: "net", query: "net income for Magnolia St, september 2026", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...month(2026, 9), property: await pid(t, "Magnolia") }))] },

  // Bookings
  { group: "bookings", query: "who stayed at the asheville cabin in August?", tool: "query_database", expect: async (t) => guestNames(t, "Juniper", month(Y(t), 8)) },
  { group: "bookings", query: "how many nights was osprey booked july 2026", tool: "query_database", expect: async (t) => [`${await nightsBooked(t, "Osprey", month(2026, 7))} nights`] },
  { group: "bookings", query: "# of airbnb reservations at juniper lane in Q1 2026?", tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], ...quarter(2026, 1), property: await pid(t, "Juniper") })} reservation`] },
  { group: "bookings", query: "what did Sofia Delgado's stays at the cottage come to in 2025", tool: "query_database", expect: async (t) => [nonZero("sofia", await t.sum({ type: "revenue", q: "Sofia Delgado", ...year(2025), property: await pid(t, "Osprey") }))] },

  // Basis
  { group: "basis", query: "whats our depreciable basis in the Asheville cabin", tool: "query_database", expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)] },
  { group: "basis", query: "CPA here - need 2025 depreciation for 1502 Hickory Dr", tool: "query_database", expect: async (t) => [await depreciation(t, "Hickory", 2025)] },
  { group: "basis", query: "total basis and land value for the magnolia condo?", tool: "query_database", expect: async (t) => { const p = await t.property("Magnolia"); return [figure(p.total_basis), figure(p.land_basis)]; } },

  // Company
  { group: "company", query: "what's the state filing # for the LLC", tool: "query_database", expect: async (t) => [(await company(t)).state_filing_number!] },
  { group: "company", query: "when does our fiscal year end?", tool: "query_database", expect: async (t) => { const [m, d] = (await company(t)).fiscal_year_end.split("-").map(Number) as [number, number]; return [`${MONTHS[m - 1]} ${d}`]; } },
  { group: "company", query: "how are we taxed as an entity, and whats the EIN again", tool: "query_database", expect: async (t) => { const c = await company(t); if (!/partnership/i.test(c.entity_type)) throw new Error(`entity type ${c.entity_type}`); return ["partnership", c.ein]; } },

  // Members
  { group: "members", query: "who r the members of harbor lane and what are their ownership splits", tool: "search_document_content", expect: async (t) => inDocs(t, "members and percentage interests", ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"]) },
  { group: "members", query: "for the K-1s: initial capital contribution of each member per schedule A?", tool: "search_document_content", expect: async (t) => inDocs(t, "Schedule A capital contributions", ["60,000", "36,000", "24,000"]) },

  // Deadlines
  { group: "deadlines", query: "when's the wilmington short term rental permit renewal due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:license_renewal"))!.due_date)] },
  { group: "deadlines", query: "deadline for the 1065 covering this year?", tool: "query_database", expect: async (t) => { const o = (await obligations(t, "obligation_type=tax:filing")).items.find((x) => x.description.includes(`for ${Y(t)}`)); if (!o) throw new Error("no 1065 for this year"); return [longDate(o.due_date)]; } },
  { group: "deadlines", query: "buncombe county property tax for the cabin - when is it due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:tax&property_id=${await pid(t, "Juniper")}`))!.due_date)] },
  { group: "deadlines", query: "next NC annual report, what date do we need it in by", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:periodic_report"))!.due_date)] },

  // What the documents say
  { group: "documents", query: "hurricane deductible on the osprey policy?", tool: "search_document_content", expect: async (t) => inDocs(t, "named storm hurricane deductible", ["8,400"]) },
  { group: "documents", query: "Keisha's lease - when does it end and whats the late fee", tool: "search_document_content", expect: async (t) => [await fromDocs(t, "lease term begins ends", /ends on ([A-Z][a-z]+ \d{1,2}, \d{4})/), ...(await inDocs(t, "rent late fee", ["85.00"]))] },
  { group: "documents", query: "how long is the workmanship warranty on the new roof", tool: "search_document_content", expect: async (t) => inDocs(t, "Oak City Roofing workmanship warranty", ["10 years"]) },
  { group: "documents", query: "how much cash does the operating agreement say we hold back before distributions", tool: "search_document_content", expect: async (t) => inDocs(t, "distributions reserve for repairs and vacancies", ["15,000"]) },
  { group: "documents", query: "policy number on the cottage dwelling policy + the annual premium", tool: "search_document_content", expect: async (t) => [...(await inDocs(t, "dwelling policy number", ["DP3-5520-8841"])), ...(await inDocs(t, "annual premium paid in full", ["1,880.00"]))] },

  // Listing
  { group: "document list", query: "what paperwork do we have on file?", tool: "list_business_documents", expect: async (t) => titles(t, "") },

  // Follow-ups within a session
  { group: "follow-up", after: "What did the Juniper cabin bring in during June 2026?", query: "and the osprey one?", tool: "query_database", expect: async (t) => [nonZero("osprey June", await t.sum({ type: "revenue", ...month(2026, 6), property: await pid(t, "Osprey") }))] },
  { group: "follow-up", after: "property taxes paid on hickory in 2025?", query: "same thing for 2026", tool: "query_database", expect: async (t) => [nonZero("hickory tax 2026", await t.sum({ categories: ["expense:property_tax"], ...year(2026), property: await pid(t, "Hickory") }))] },
  { group: "follow-up", after: "who's the tenant at 1502 Hickory Drive?", query: "when did we buy it and what'd we pay", tool: "query_database", expect: async (t) => { const p = await t.property("Hickory"); return [longDate(p.acquisition_date), figure(p.purchase_price_total)]; } },
  { group: "follow-up", after: "when is the flood insurance renewal at Osprey due?", query: "how much was that premium in 2026", tool: "query_database", expect: async (t) => [nonZero("flood", await t.sum({ type: "expense", q: "NATIONWIDE", ...year(2026), property: await pid(t, "Osprey") }))] },
  { group: "follow-up", after: "Spectrum internet total for 2025", query: "just the cabin?", tool: "query_database", expect: async (t) => [nonZero("spectrum cabin", await t.sum({ type: "expense", q: "SPECTRUM", ...year(2025), property: await pid(t, "Juniper") }))] },
  { group: "follow-up", after: "what's the named storm deductible on the cottage policy", query: "and the liability limit?", tool: "search_document_content", expect: async (t) => inDocs(t, "premises liability each occurrence", ["1,000,000"]) },
  { group: "follow-up", after: "how many nights was the cabin booked in Sept 2026", query: "and october?", tool: "query_database", expect: async (t) => [`${await nightsBooked(t, "Juniper", month(2026, 10))} nights`] },

  // The records cannot answer these
  { group: "unanswerable", query: "what's the deductible on the Nationwide flood policy for osprey?", tool: "search_document_content", unanswerable: true, expect: async (t) => { await notInDocs(t, "Nationwide flood insurance policy deductible", ["Nationwide"]); if ((await titles(t, "")).some((x) => /flood/i.test(x))) throw new Error("a flood document is on file"); return []; } },
  { group: "unanswerable", query: "how big a security deposit did Owen Fitzgerald put down on the raleigh house", tool: "search_document_content", unanswerable: true, expect: async (t) => { await notInDocs(t, "Owen Fitzgerald security deposit", ["Fitzgerald"]); await notInLedger(t, "DEPOSIT", await pid(t, "Hickory")); return []; } },
  { group: "unanswerable", query: "how much got distributed to Daniel Okafor in 2025?", tool: "query_database", unanswerable: true, expect: async (t) => { await notInLedger(t, "OKAFOR"); await notInLedger(t, "DISTRIBUTION"); return []; } },
  { group: "unanswerable", query: "interest rate on the truist mortgage for the cabin?", tool: "search_document_content", unanswerable: true, expect: async (t) => { await notInDocs(t, "Truist mortgage loan interest rate", ["Truist", "interest rate"]); return []; } },
  { group: "unanswerable", query: "VRBO fees we paid in 2025", tool: "query_database", unanswerable: true, expect: async (t) => { await notInLedger(t, "VRBO"); return []; } },
  { group: "unanswerable", query: "what's the Raleigh house worth today, market value?", tool: "query_database", unanswerable: true, expect: async (t) => { const p = (await t.property("Hickory")) as unknown as Record<string, unknown>; if (Object.keys(p).some((k) => /market|apprais|value/i.test(k))) throw new Error("property has a value field"); await notInDocs(t, "appraisal market value Hickory Drive", ["apprais", "market value"]); return []; } },
  { group: "unanswerable", query: "how much occupancy tax got remitted for the juniper cabin in 2025", tool: "query_database", unanswerable: true, expect: async (t) => { await notInLedger(t, "OCCUPANCY"); await notInDocs(t, "occupancy tax remitted", ["occupancy tax"]); return []; } },
];
