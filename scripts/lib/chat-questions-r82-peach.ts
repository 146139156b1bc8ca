// Blind set r82-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the documents on file); a figure quoted from a document is used only after the document is found on file.
// Voice: a member's spouse who pays the company's bills from the shared account (bills, vendors, due dates, "did we pay X yet").
import { type Case, type Truth, figure, lastMonth, longDate, month, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

/** The document whose title or file name holds `q` is on file (else the case cannot stand). */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** The transactions matching a query string (newest first). */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}

/** The due date of the first open obligation matching `query` due on or after today. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`no open obligation for ${query}`);
  return open.due_date;
}

/** The due date of the obligation matching `query` in this calendar year. */
async function dueThisYear(t: Truth, query: string): Promise<string> {
  const { items } = await obligations(t, `start_date=${Y(t)}-01-01&end_date=${Y(t)}-12-31&${query}`);
  if (items.length !== 1) throw new Error(`${items.length} obligations for ${query} this year`);
  return items[0]!.due_date;
}

const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const Q_DUPLEX_RENT = "how much rent did the Macon duplex bring in last yr? both sides";
const Q_LORETTA = "how much have we paid Loretta so far this year for the storage place?";
const Q_STORAGE_PRICE = "what did we pay for the Persimmon Ridge lot when we bought it";
const Q_POOL_SPLIT = "whats the split with Driftwood on the condo rental pool, what % do we actually get?";
const Q_OCONEE_TAX = "when is the Oconee county property tax due this year";

export const R82_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (8)
  { group: "income", query: Q_DUPLEX_RENT, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, "Laurelbrook") }))] },
  { group: "income", query: "ytd total income for Red Clay Crossing, all 4 properties together", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))] },
  { group: "income", query: "What did the storage units take in for q3? just rent please, not the late fees", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 3), property: await id(t, "Persimmon") }))] },
  { group: "income", query: "how much has the housing authority paid us for Bernadette's side this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), q: "housing assistance payment" }))] },
  { group: "income", query: "can you tell me what the utility fees from the Athens students came to last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(Y(t) - 1), property: await id(t, "Pulaski") }))] },
  { group: "income", query: "what was our owner share from the St Simons condo last month, before they take out the cleaning and such?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await id(t, "Sea Oats") }))] },
  { group: "income", query: "How much did Anjali pay in rent last year? not counting the utility fee", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), q: "Anjali" }))] },
  { group: "income", query: "that storage unit we auctioned off last summer - what did the lien sale bring in?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), q: "lien sale" }))] },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  { group: "expenses", query: Q_LORETTA, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t), q: "Loretta" }))] },
  { group: "expenses", query: "did we pay the Glynn County property tax on the condo yet this year? how much was it", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await id(t, "Sea Oats") }))] },
  { group: "expenses", query: "what did Broad River Lawn cost us last yr, both places they mow", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Broad River Lawn" }))] },
  { group: "expenses", query: "how much have the condo association dues been ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Sea Oats") }))] },
  { group: "expenses", query: "total repair bills at the duplex last year (not the sewer line replacement itself)", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: await id(t, "Laurelbrook") }))] },
  { group: "expenses", query: "whats the Hardigree electric bill for the storage lot added up to this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: await id(t, "Persimmon") }))] },
  { group: "expenses", query: "How much did the sewer line replacement in Macon end up costing, with the change order?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), q: "sewer line replacement" }))] },
  { group: "expenses", query: "pest control last year - what did Sandy Creek charge us in total for all the properties?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Sandy Creek" }))] },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition, addresses (5)
  { group: "properties", query: Q_STORAGE_PRICE, tool: "query_database", expect: async (t) => [figure((await t.property("Persimmon")).purchase_price_total)] },
  { group: "properties", query: "when did we buy the Macon duplex?", tool: "query_database", expect: async (t) => [longDate((await t.property("Laurelbrook")).acquisition_date)] },
  { group: "properties", query: "what's the depreciable basis on the Athens student house", tool: "query_database", expect: async (t) => [figure((await t.property("Pulaski")).depreciable_basis)] },
  { group: "properties", query: "on the St. Simons condo, how much of the price was land and how much the building?", tool: "query_database", expect: async (t) => { const p = await t.property("Sea Oats"); return [figure(p.land_basis), figure(p.building_basis)]; } },
  { group: "properties", query: "whats the street address of the storage place, I need it for a vendor form", tool: "query_database", expect: async (t) => [(await t.property("Persimmon")).address.split(",")[0]!] },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits (5)
  { group: "tenants", query: "how much deposit are we holding for the Haywoods?", tool: "query_database", expect: async (t) => [figure((await t.get<{ held: string }>("/api/v1/deposits?tenant=Haywood")).held)] },
  { group: "tenants", query: "what's Bernadette paying herself now vs what the housing authority covers each month", tool: "query_database", expect: async (t) => {
    const duplex = await id(t, "Laurelbrook");
    const [tenant] = await txs(t, `property_id=${duplex}&q=${encodeURIComponent("tenant portion")}&end_date=${t.today}`);
    const [hap] = await txs(t, `property_id=${duplex}&q=${encodeURIComponent("housing assistance payment")}&end_date=${t.today}`);
    return [figure(tenant!.amount), figure(hap!.amount)];
  } },
  { group: "tenants", query: "what are Terrell and Monique paying a month on unit A right now", tool: "query_database", expect: async (t) => [figure((await txs(t, `property_id=${await id(t, "Laurelbrook")}&category=revenue:long_term_rental&q=${encodeURIComponent("Unit A (1182) rent")}&end_date=${t.today}`))[0]!.amount)] },
  { group: "tenants", query: "total security deposits we're sitting on right now, all tenants", tool: "query_database", expect: async (t) => [figure((await t.get<{ held: string }>("/api/v1/deposits")).held)] },
  { group: "tenants", query: "how much did we keep out of Anjali's deposit when she moved out of room 2?", tool: "query_database", expect: async (t) => {
    const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Anjali&include_settled=true");
    const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
    if (kept.length !== 1) throw new Error(`Anjali's deposit: ${kept.length} amounts kept`);
    return [figure(kept[0]!.amount)];
  } },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  { group: "company", query: "what's our EIN again? the bank is asking", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  { group: "company", query: "what's the LLC's control number with the Georgia secretary of state", tool: "query_database", expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number] },
  { group: "company", query: "when was Red Clay Crossing formed?", tool: "query_database", expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)] },
  { group: "company", query: "who do we pay for registered agent service, who is our registered agent", tool: "query_database", expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name] },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  { group: "deadlines", query: "anything due in the next 2 weeks I need to pay or send?", tool: "query_database", expect: async (t) => {
    const { items } = await obligations(t, "upcoming=14");
    if (items.length === 0) throw new Error("nothing due in the next 14 days");
    return [...new Set(items.map((o) => longDate(o.due_date)))];
  } },
  { group: "deadlines", query: Q_OCONEE_TAX, tool: "query_database", expect: async (t) => [longDate(await dueThisYear(t, "q=Oconee%20County%20Tax"))] },
  { group: "deadlines", query: "when do we have to file the georgia annual registration next?", tool: "query_database", expect: async (t) => [longDate(await nextDue(t, "q=annual%20registration"))] },
  { group: "deadlines", query: "when is the Fall Line loan balloon due", tool: "query_database", expect: async (t) => [longDate(await nextDue(t, "q=matures"))] },
  { group: "deadlines", query: "when's the auction for Shay's storage unit if she doesn't pay up", tool: "query_database", expect: async (t) => [longDate(await nextDue(t, `q=${encodeURIComponent("Unit 19 (10x20) lien sale")}`))] },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, what is on file (6)
  { group: "documents", query: Q_POOL_SPLIT, tool: "search_document_content", expect: async (t) => { await onFile(t, "rental pool agreement"); return ["58%"]; } },
  { group: "documents", query: "how long is the warranty on the sewer line Ocmulgee Rooter put in? when does it run out", tool: "search_document_content", expect: async (t) => { await onFile(t, "sewer line replacement contract"); return [longDate(await nextDue(t, "q=workmanship%20warranty"))]; } },
  { group: "documents", query: "per the storage rental agreement what's the late fee if someone pays after the 5th", tool: "search_document_content", expect: async (t) => { await onFile(t, "Self Storage rental agreement"); return ["$20.00"]; } },
  { group: "documents", query: "what interest rate are we paying on the Fall Line commercial loan", tool: "search_document_content", expect: async (t) => { await onFile(t, "commercial loan summary"); return ["7.25%"]; } },
  { group: "documents", query: "what paperwork do we have on file for the Watkinsville storage place?", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await id(t, "Persimmon")}`) },
  { group: "documents", query: "do we have a copy of the insurance policy on the Pulaski house?", tool: "list_business_documents", expect: async (t) => titles(t, "doc_type=insurance") },

  // ---------------------------------------------------------------------------------------------
  // Stays and occupancy: the condo in the resort's rental pool, rooms and storage units let (4)
  { group: "stays", query: "what did the condo gross in July before Driftwood took their cut", tool: "query_database", expect: async (t) => {
    const [share] = await txs(t, `category=revenue:rental_income&q=${encodeURIComponent(`owner share, July ${Y(t)}`)}`);
    const gross = /of \$([\d,]+\.\d\d) gross/.exec(share!.description)?.[1];
    if (!gross) throw new Error(`no gross in ${share!.description}`);
    return [gross];
  } },
  { group: "stays", query: "how many departure cleans did the resort bill us for in August, and what did that come to", tool: "query_database", expect: async (t) => {
    const [clean] = await txs(t, `category=expense:maintenance:cleaning&q=${encodeURIComponent(`owner statement, August ${Y(t)} - housekeeping`)}`);
    const n = /housekeeping: (\d+) departure cleans/.exec(clean!.description)?.[1];
    if (!n) throw new Error(`no clean count in ${clean!.description}`);
    return [n, figure(clean!.amount)];
  } },
  { group: "stays", query: "how many of the Athens rooms were actually rented in July", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:long_term_rental"], ...month(Y(t), 7), property: await id(t, "Pulaski") }))] },
  { group: "stays", query: "how many storage units paid rent in october", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:long_term_rental"], ...month(Y(t), 10), property: await id(t, "Persimmon") }))] },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  { group: "follow-up", query: "and all of last year?", after: Q_LORETTA, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1), q: "Loretta" }))] },
  { group: "follow-up", query: "when was that", after: Q_STORAGE_PRICE, tool: "query_database", expect: async (t) => [longDate((await t.property("Persimmon")).acquisition_date)] },
  { group: "follow-up", query: "ok and how much do they charge us per clean this year?", after: Q_POOL_SPLIT, tool: "search_document_content", expect: async (t) => { await onFile(t, "rental pool agreement"); return ["$115.00"]; } },
  { group: "follow-up", query: "what about the year before that", after: Q_DUPLEX_RENT, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: await id(t, "Laurelbrook") }))] },
  { group: "follow-up", query: "and Bibb county's for the duplex?", after: Q_OCONEE_TAX, tool: "query_database", expect: async (t) => [longDate(await dueThisYear(t, "q=Macon-Bibb%20County%20Tax"))] },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  { group: "unanswerable", query: "what's the St Simons condo worth these days if we sold it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we be charging for the 10x10 units next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "did we ever pay Peachtree Roofing for that estimate?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it supposed to rain on St Simons this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "who was staying in the condo over the 4th of July?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we switch the LLC to an S corp to save on taxes?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Loretta's cell number, I need to call her about the gate", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did the new roof on the Macon duplex cost", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is in the Piedmont Heritage operating account right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did we pay in mortgage interest on the Athens house last year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
