// Blind set r64-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file. Written in the voice of the outside CPA firm's staff accountant gathering facts for the partnership return (1065, K-1s, 8825, 4562).
import { type Case, figure, lastQuarter, longDate, MONTHS, nextOpen, obligations, RENTS, type Truth, thisYear, titles, year } from "./chat-questions";

/** This year, as a number, from the day the set runs. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The prior (tax) year. */
const prior = (t: Truth) => year(Y(t) - 1);
/** The whole ledger the fixture holds: January two years back through today. */
const allTime = (t: Truth) => ({ start: `${Y(t) - 2}-01-01`, end: t.today });

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Transactions matching a query, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

/** Throws unless a document whose title or file name holds `text` is on file. */
async function onFile(t: Truth, text: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&${q(text)}`);
  if (items.length === 0) throw new Error(`no document on file matching "${text}"`);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
async function keptFrom(t: Truth, tenant: string): Promise<string> {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?include_settled=true&tenant=${encodeURIComponent(tenant)}`);
  if (items.length !== 1) throw new Error(`deposit of ${tenant}: ${items.length} found`);
  const kept = items[0]!.settlements.filter((s) => s.kind === "kept_for_damages");
  if (kept.length === 0) throw new Error(`nothing kept from the deposit of ${tenant}`);
  return `$${figure(kept.reduce((sum, s) => sum + Number(s.amount), 0).toFixed(2))}`;
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The condo's owner statement entry of a rental month ("July 2025"), of a category. */
async function statement(t: Truth, category: string, label: string): Promise<Tx> {
  const condo = await t.property("Sea Oats");
  const found = await txs(t, `property_id=${condo.id}&category=${category}&${q(label)}`);
  if (found.length !== 1) throw new Error(`${found.length} ${category} entries for ${label}`);
  return found[0]!;
}

const HAP = "housing assistance payment";

export const R64_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "For the 8825, please provide total rents received in the prior tax year across all four properties. Rent only, excluding the utility flat fees, late fees and other income.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...prior(t) }))}`],
  },
  {
    group: "income",
    query: "What was the total owner share deposited from the Driftwood Dunes rental pool last yr (cash basis)?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Sea Oats")).id, ...prior(t) }))}`],
  },
  {
    group: "income",
    query: "Please pull up the HAP received from Ocmulgee Regional Housing Authority for Unit B at Laurelbrook for the prior year.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Laurelbrook")).id, q: HAP, ...prior(t) }))}`],
  },
  {
    group: "income",
    query: "storage unit rent ytd at Persimmon Ridge?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Persimmon")).id, ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "Can you tell me how much the Athens student house billed in flat utility fees last year? Those go on the 8825 as other rental income.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property("Pulaski")).id, ...prior(t) }))}`],
  },
  {
    group: "income",
    query: "Late fees collected company-wide in the prior year, all properties combined.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], ...prior(t) }))}`],
  },
  {
    group: "income",
    query: "What were the proceeds of the Unit 21 lien sale at the Watkinsville storage lot?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:other"], property: (await t.property("Persimmon")).id, q: "Lien sale", ...allTime(t) }))}`],
  },
  {
    group: "income",
    query: "Room rent at 418 Pulaski Heights for last quarter, excluding utility fees and late fees.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Pulaski")).id, ...lastQuarter(t.today) }))}`],
  },
  {
    group: "income",
    query: "Total gross receipts of Red Clay Crossing Properties LLC for last year, all income sources.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...prior(t) }))}`],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What was the Glynn County property tax paid on the St. Simons condo last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Sea Oats")).id, ...prior(t) }))}`],
  },
  {
    group: "expenses",
    query: "Mortgage interest on the Fall Line Community Bank loan for the prior year (interest only, principal isn't booked).",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Laurelbrook")).id, ...prior(t) }))}`],
  },
  {
    group: "expenses",
    query: "calculate total insurance premiums paid last yr, all four properties plus the umbrella",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:insurance"], ...prior(t) }))}`],
  },
  {
    group: "expenses",
    query: "Hargrove & Teasley fees paid so far this year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:legal_professional"], q: "Hargrove", ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "How much did we pay Broad River Lawn last year? Both the Athens house and the storage lot.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Broad River Lawn", ...prior(t) }))}`],
  },
  {
    group: "expenses",
    query: "Condo assoc. dues for Unit 312 last year - regular monthly dues only, not the seawall special assessment.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Sea Oats")).id, ...prior(t) }))}`],
  },
  {
    group: "expenses",
    query: "Utilities at Pulaski Heights for the prior year: electric, water/sewer, internet and trash combined.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Pulaski")).id, ...prior(t) }))}`],
  },
  {
    group: "expenses",
    query: "For Loretta's 1099-NEC: total site manager stipend paid to her last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], q: "Pennycook", ...prior(t) }))}`],
  },

  // ---------------------------------------------------------------- property (6)
  {
    group: "property",
    query: "What is the depreciable basis of 418 Pulaski Heights Lane (building plus furniture, excluding land)?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Pulaski")).depreciable_basis)}`],
  },
  {
    group: "property",
    query: "For Form 4562, how is the St. Simons condo's basis split between building and FF&E?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sea Oats");
      return [`$${figure(p.building_basis)}`, `$${figure(p.ffe_basis)}`];
    },
  },
  {
    group: "property",
    query: "When was the Watkinsville storage lot acquired?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Persimmon")).acquisition_date)],
  },
  {
    group: "property",
    query: "Pls confirm the Macon duplex's total purchase price and its placed-in-service date.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      if (!p.placed_in_service) throw new Error("the duplex has no placed-in-service date");
      return [`$${figure(p.purchase_price_total)}`, longDate(p.placed_in_service)];
    },
  },
  {
    group: "property",
    query: "Full street address of the condo, unit number included, for the property list on the 8825.",
    tool: "query_database",
    expect: async (t) => {
      const [street, unit] = (await t.property("Sea Oats")).address.split(", ");
      return [street!, unit!];
    },
  },
  {
    group: "property",
    query: "What MACRS depreciation does the system show on the Athens house building for last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Pulaski");
      const d = await t.get<{ year: { building: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=${Y(t) - 1}`);
      if (!d.year) throw new Error("no depreciation year");
      return [`$${figure(d.year.building)}`];
    },
  },

  // ---------------------------------------------------------------- tenants (4)
  {
    group: "tenants",
    query: "Which security deposits are we holding at the duplex right now, and how much for each unit?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?property_id=${p.id}`);
      if (items.length === 0) throw new Error("no deposits held at the duplex");
      return [...new Set(items.map((d) => `$${figure(d.held)}`))];
    },
  },
  {
    group: "tenants",
    query: "Who is in Room 2 at the student house currently, and what is the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Pulaski");
      const [latest] = await txs(t, `property_id=${p.id}&category=revenue:long_term_rental&${q("Room 2 rent")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      const tenant = /Room 2 rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(latest!.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${latest!.description}`);
      return [tenant, `$${figure(latest!.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "Unit B: what's the current split between Bernadette's tenant portion and the HAP?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      const [portion] = await txs(t, `property_id=${p.id}&${q("tenant portion")}&end_date=${t.today}`);
      const [hap] = await txs(t, `property_id=${p.id}&${q(HAP)}&end_date=${t.today}`);
      return [`$${figure(portion!.amount)}`, `$${figure(hap!.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "How much of Anjali's security deposit did we keep at move-out, and for what?",
    tool: "query_database",
    expect: async (t) => [await keptFrom(t, "Anjali")],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "EIN for the 1065 header?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "whats our GA Secretary of State control number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "Please confirm the LLC's date of formation.",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "Who is Red Clay Crossing's registerd agent in Georgia?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next item on our compliance calendar?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 10 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=10");
      if (items.length === 0) throw new Error("nothing due in 10 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the Form 1065 for the current tax year due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, q(`Form 1065 partnership return for ${Y(t)}`));
      if (!next) throw new Error("no open 1065");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Due date of the next Georgia annual registration with the Secretary of State?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&${q("annual registration")}`);
      if (!next) throw new Error("no open annual registration");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When are this year's 1099-NECs due out to the recipients and the IRS?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, q(`Forms 1099-NEC for ${Y(t)}`));
      if (!next) throw new Error("no open 1099-NEC filing");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "Per the operating agreement, what are the members' percentage interests?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "Under the Driftwood Dunes rental pool agreement, what share of gross room revenue does the owner receive?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "What is the Coverage A dwelling limit on the Broad River Mutual landlord policy for the Athens house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$412,000"];
    },
  },
  {
    group: "documents",
    query: "Per the Room 4 bedroom lease on file, what's the late fee and the monthly utility flat fee?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Room 4");
      const p = await t.property("Pulaski");
      const [fee] = await txs(t, `property_id=${p.id}&category=revenue:utility_reimbursements&${q("Room 4")}&end_date=${t.today}`);
      return ["$50.00", `$${figure(fee!.amount)}`];
    },
  },
  {
    group: "documents",
    query: "What insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },
  {
    group: "documents",
    query: "Which documents are on file for the St. Simons condo?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Sea Oats")).id}`),
  },

  // ---------------------------------------------------------------- stays (4): the condo's rental pool statements
  {
    group: "stays",
    query: "What was our owner share on the Driftwood Dunes statement for July of last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await statement(t, "revenue:rental_income", `owner share, ${MONTHS[6]} ${Y(t) - 1}`)).amount)}`],
  },
  {
    group: "stays",
    query: "Gross room revenue per the resort's August statement last year?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await statement(t, "revenue:rental_income", `owner share, ${MONTHS[7]} ${Y(t) - 1}`);
      const gross = /of \$([\d,]+\.\d\d) gross room revenue/.exec(tx.description)?.[1];
      if (!gross) throw new Error(`no gross in ${tx.description}`);
      return [`$${figure(gross.replace(/,/g, ""))}`];
    },
  },
  {
    group: "stays",
    query: "Housekeeping charges deducted on the resort owner statements ytd?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property("Sea Oats")).id, ...thisYear(t) }))}`],
  },
  {
    group: "stays",
    query: "How many departure cleans (i.e. guest stays) did the resort bill on the July statement last year?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await statement(t, "expense:maintenance:cleaning", `owner statement, ${MONTHS[6]} ${Y(t) - 1}`);
      const cleans = /(\d+) departure cleans/.exec(tx.description)?.[1];
      if (!cleans) throw new Error(`no cleans in ${tx.description}`);
      return [cleans];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "And Clarke County on the Athens house?",
    after: "What was the Glynn County property tax paid on the St. Simons condo last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Pulaski")).id, ...prior(t) }))}`],
  },
  {
    group: "follow-up",
    query: "and the tenant portion for the same yr?",
    after: "Please pull up the HAP received from Ocmulgee Regional Housing Authority for Unit B at Laurelbrook for the prior year.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Laurelbrook")).id, q: "tenant portion", ...prior(t) }))}`],
  },
  {
    group: "follow-up",
    query: "What was its land basis?",
    after: "When was the Watkinsville storage lot acquired?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Persimmon")).land_basis)}`],
  },
  {
    group: "follow-up",
    query: "What does that agreement charge per departure clean this year?",
    after: "Under the Driftwood Dunes rental pool agreement, what share of gross room revenue does the owner receive?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      // The resort bills this year's rate on the statements of this year's rental months.
      const condo = await t.property("Sea Oats");
      const [tx] = await txs(t, `property_id=${condo.id}&category=expense:maintenance:cleaning&${q(`${Y(t)} - housekeeping`)}`);
      const fee = /departure cleans? at \$([\d,]+\.\d\d)/.exec(tx!.description)?.[1];
      if (!fee) throw new Error(`no fee in ${tx!.description}`);
      return [`$${fee}`];
    },
  },
  {
    group: "follow-up",
    query: "and Wes's?",
    after: "How much of Anjali's security deposit did we keep at move-out, and for what?",
    tool: "query_database",
    expect: async (t) => [await keptFrom(t, "Pemberton")],
  },

  // ---------------------------------------------------------------- unanswerable (9)
  { group: "unanswerable", query: "What is the current fair market value of the St. Simons condo?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we charge for Room 1 at the Athens house next school year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How many nights was Unit 312 rented in July of last year, and who were the guests?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we pay Magnolia State Roofing last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should the partnership make a section 754 election on this year's 1065?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What will Athens-Clarke County's millage rate be next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the weather looking like on St. Simons this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What did the most recent appraisal value the Persimmon Ridge storage lot at?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much hotel-motel tax did the resort remit on our unit's stays last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
