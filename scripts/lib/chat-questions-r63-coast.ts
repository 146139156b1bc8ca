// Blind set r63-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, obligations, the company profile, the document list); a figure quoted from a document is expected only after the document is found on file. Written as the LLC's new part-time assistant would ask: formal, complete questions like short emails.
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, type Obligation, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const dollars = (amount: string) => `$${figure(amount)}`;
/** A document's figure as any quote of it starts: "$4,986" for $4,986.00. */
const quoted = (amount: string) => `$${figure(amount).replace(/\.00$/, "")}`;
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The most recent July (or other month) wholly or partly behind us: this year's once it has begun, else last year's. */
const pastMonth = (t: Truth, m: number) => month(Number(t.today.slice(5, 7)) > m ? yearOf(t) : yearOf(t) - 1, m);

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transactions matching a filter (the list is newest first). */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&end_date=${t.today}&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}
/** Fails unless a document whose title holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=50`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}
/** Open obligations matching a query, earliest first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const found = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (found.length === 0) throw new Error(`no open obligation for ${query}`);
  return found;
}
const nonzero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`nothing recorded for ${what}`);
  return amount;
};

export const R63_COAST_CASES: Case[] = [
  // --- Income by period, property and source (9)
  {
    group: "income",
    query: "Good morning. Could you please tell me the total rent Mangrove Key collected last year across all four properties? Just the rent, please, not the cleaning fees or the taxes we collect from guests.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: "Hello, I would like to know how much revenue the café building on Manatee Avenue brought in last year in total, including the CAM and the tax and insurance reimbursements from Saltmarsh.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [dollars(await t.sum({ type: "revenue", property: p.id, ...year(yearOf(t) - 1) }))];
    },
  },
  {
    group: "income",
    query: "Could you pull up the Vrbo booking income for the Englewood pool house for last quarter, please?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [dollars(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...lastQuarter(t.today) }))];
    },
  },
  {
    group: "income",
    query: "How much rent has the Bradenton duplex collected ytd? Both units together, please.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [dollars(await t.sum({ categories: RENTS, property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "I would like the total of the cleaning fees we charged guests at the Indian Rocks Beach condo last year.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [dollars(await t.sum({ categories: ["revenue:cleaning_fees"], property: p.id, ...year(yearOf(t) - 1) }))];
    },
  },
  {
    group: "income",
    query: "Could you please tell me our total income for last month for the whole company? Thank you.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Hi, what did Saltmarsh Coffee pay us in base rent in the first half of this year, January through June?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      const y = yearOf(t);
      return [dollars(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, start: `${y}-01-01`, end: `${y}-06-30` }))];
    },
  },
  {
    group: "income",
    query: "Can you tell me how much rent Lucinda has paid since January 1st?",
    tool: "query_database",
    expect: async (t) => [dollars(nonzero(await t.sum({ categories: RENTS, q: "Lucinda Farraday", ...thisYear(t) }), "Lucinda's rent"))],
  },
  {
    group: "income",
    query: "I would like to know how much we received in late fees and how much we kept from security deposits last year, separately if possible.",
    tool: "query_database",
    expect: async (t) => {
      const y = year(yearOf(t) - 1);
      return [
        dollars(nonzero(await t.sum({ categories: ["revenue:late_fees"], ...y }), "late fees")),
        dollars(nonzero(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...y }), "deposits kept")),
      ];
    },
  },

  // --- Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "Could you please tell me how much we paid Salt & Linen for cleaning last year, for the pool house and the condo together?",
    tool: "query_database",
    expect: async (t) => [dollars(nonzero(await t.sum({ type: "expense", q: "Salt & Linen", ...year(yearOf(t) - 1) }), "Salt & Linen"))],
  },
  {
    group: "expenses",
    query: "I would like to know the total property tax we have paid on all four properties so far this year.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did Aquamarine charge us last yr? The weekly visits plus any repairs, please.",
    tool: "query_database",
    expect: async (t) => [dollars(nonzero(await t.sum({ type: "expense", q: "Aquamarine Pool Care", ...year(yearOf(t) - 1) }), "Aquamarine"))],
  },
  {
    group: "expenses",
    query: "Could you pull up the insurance premiums for the pool house this year: the windstorm, flood and dwelling policies?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [dollars(await t.sum({ categories: ["expense:insurance"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "How much have we spent on utilities for Unit 704 this year, electricity and internet combined?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [dollars(await t.sum({ categories: ["expense:utilities"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "Could you tell me the total we spent on repairs across all of our properties last year, please?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "I would like to know how much mortgage interest we paid last year on the Heron Roost loan, and how much on the loan for the café building.",
    tool: "query_database",
    expect: async (t) => {
      const y = year(yearOf(t) - 1);
      const heron = await t.property("Heron Roost");
      const cafe = await t.property("Manatee Avenue");
      return [
        dollars(await t.sum({ categories: ["expense:mortgage_interest"], property: heron.id, ...y })),
        dollars(await t.sum({ categories: ["expense:mortgage_interest"], property: cafe.id, ...y })),
      ];
    },
  },
  {
    group: "expenses",
    query: "Can you tell me what we have paid the Coquina Tides association in regular monthly dues this year, not counting the special assessment?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [dollars(await t.sum({ categories: ["expense:hoa_fees"], property: p.id, ...thisYear(t) }))];
    },
  },

  // --- Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: "Could you please tell me the purchase price of the Englewood pool house and the date we bought it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [dollars(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "What is the depreciable basis of the beach condo, and how much of it is furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [dollars(p.depreciable_basis), dollars(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the land basis on the duplex?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Palmetto Hammock")).land_basis)],
  },
  {
    group: "properties",
    query: "Which of our properties did we buy first, and on what date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=100");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Could you please give me the full street address of the café building, including the suite?",
    tool: "query_database",
    expect: async (t) => {
      const [street, suite] = (await t.property("Manatee Avenue")).address.split(",").map((part) => part.trim());
      return [street!, suite!];
    },
  },

  // --- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "Could you please tell me who is renting Unit 2 at the Palmetto Hammock duplex now, and what the monthly rent is?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("Unit 2 rent")}`);
      const name = /from (.+?) - Unit 2 rent/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in "${tx.description}"`);
      return [name, dollars(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "What is Saltmarsh Coffee's current monthly base rent, and how much do they pay each month toward CAM?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      const rent = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("base rent")}`);
      const cam = await latest(t, `category=revenue:other&property_id=${p.id}&q=${encodeURIComponent("CAM reimbursement (estimate)")}`);
      return [dollars(rent.amount), dollars(cam.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much is Lucinda's security deposit, and which bank is it held at?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Lucinda Farraday");
      return ["$1,700", "Barrier Island Bank"];
    },
  },
  {
    group: "tenants",
    query: "Has Desmond ever paid his rent late? If so, what late fee did we charge him?",
    tool: "query_database",
    expect: async (t) => [dollars(nonzero(await t.sum({ categories: ["revenue:late_fees"], q: "Okoro-Baines", ...ever(t) }), "Desmond's late fees"))],
  },
  {
    group: "tenants",
    query: "Who was the tenant in Unit 2 before Desmond moved in, and how much of that tenant's deposit did we keep?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "category=revenue:security_deposit_forfeited&q=Unit%202");
      const name = /Security deposit kept - (.+?), Unit 2/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in "${tx.description}"`);
      return [name, dollars(tx.amount)];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: "Could you please confirm our EIN and our Florida document number? I need both for a bank form.",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ ein: string; state_filing_number: string }>("/api/v1/company");
      return [c.ein, c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "Who are the members of Mangrove Key Property Group LLC, and what percentage does each of them own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Renata", "Pettigrew"];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed, and who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "Could you give me the company's mailing address, please?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ mailing_address: string }>("/api/v1/company")).mailing_address.split(",")[0]!],
  },

  // --- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "Could you please tell me everything that is due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const due = await open(t, "upcoming=30");
      return [longDate(due[0]!.due_date), longDate(due[due.length - 1]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the Florida annual report due on Sunbiz, and what is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, `q=annual%20report&start_date=${t.today}`))[0]!;
      const fee = /\$\d[\d,.]*/.exec(next.description)?.[0];
      if (!fee) throw new Error(`no fee in "${next.description}"`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "Good afternoon. What is the next deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "upcoming=365"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "By what date does Saltmarsh Coffee have to give us notice if they want to renew their lease?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=renewal%20option"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do we need to decide on renewing Lucinda's lease, and when does her current lease end?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await open(t, "q=Lucinda%20Farraday"))[0]!;
      const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error(`no lease end in "${o.description}"`);
      return [longDate(o.due_date), end];
    },
  },

  // --- Documents: which are on file, what they say (5)
  {
    group: "documents",
    query: "Could you please list the insurance documents we have on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, "doc_type=insurance");
      return list.map((title) => title.split(/ (?:windstorm|flood|policy)/i)[0]!).slice(0, 2);
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the pool house on Heron Roost Drive?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      const list = await titles(t, `property_id=${p.id}`);
      const pool = list.find((title) => /pool care/i.test(title));
      const wind = list.find((title) => /windstorm/i.test(title));
      if (!pool || !wind) throw new Error(`unexpected documents: ${list.join("; ")}`);
      return [pool.split(/ service agreement/i)[0]!, wind.split(/ windstorm/i)[0]!];
    },
  },
  {
    group: "documents",
    query: "What do the condo association's rules say about the special assessment? How much is it per unit, and how is it paid?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rules and Regulations");
      return ["$8,400", "$4,200"];
    },
  },
  {
    group: "documents",
    query: "What is the hurricane deductible on the windstorm policy for the Englewood house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "Could you please tell me what the Aquamarine pool service agreement says about the rate per visit and the notice needed to cancel?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Aquamarine");
      return ["$38", "14 days"];
    },
  },

  // --- Stays and bookings (4)
  {
    group: "stays",
    query: "How many Vrbo bookings did the pool house have this past July?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [String(await t.count({ categories: ["revenue:rental_income"], property: p.id, ...pastMonth(t, 7) }))];
    },
  },
  {
    group: "stays",
    query: "Could you please list the guests who stayed at the pool house this past March?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Heron Roost", pastMonth(t, 3))).slice(0, 2),
  },
  {
    group: "stays",
    query: "How many nights was the beach condo booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Gulf Boulevard", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "Who was our most recent guest at the beach condo, and how long was the stay?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      const tx = await latest(t, `category=revenue:rental_income&property_id=${p.id}`);
      const hit = /- (.+?) \((\d+) nights?\)/.exec(tx.description);
      if (!hit) throw new Error(`no stay in "${tx.description}"`);
      return [hit[1]!, `${hit[2]} nights`];
    },
  },

  // --- Follow-ups, asked right after another question (5)
  {
    group: "follow-ups",
    query: "And what was the same figure for the year before that?",
    after: "Good morning. Could you please tell me the total rent Mangrove Key collected last year across all four properties? Just the rent, please, not the cleaning fees or the taxes we collect from guests.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(yearOf(t) - 2) }))],
  },
  {
    group: "follow-ups",
    query: "Thank you. What about the duplex?",
    after: "Could you pull up the insurance premiums for the pool house this year: the windstorm, flood and dwelling policies?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [dollars(await t.sum({ categories: ["expense:insurance"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "follow-ups",
    query: "And how many nights did those bookings add up to?",
    after: "How many Vrbo bookings did the pool house have this past July?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", pastMonth(t, 7)))],
  },
  {
    group: "follow-ups",
    query: "Thank you. And when is the partnership tax return due?",
    after: "When is the Florida annual report due on Sunbiz, and what is the filing fee?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `q=Form%201065&start_date=${t.today}`))[0]!.due_date)],
  },
  {
    group: "follow-ups",
    query: "And what is the annual premium on that policy?",
    after: "What is the hurricane deductible on the windstorm policy for the Englewood house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      const p = await t.property("Heron Roost");
      // The declarations state the premium of the policy year running; the ledger holds the payment.
      return [quoted((await latest(t, `category=expense:insurance&property_id=${p.id}&q=${encodeURIComponent("Sunbelt Coastal")}`)).amount)];
    },
  },

  // --- Questions the records cannot answer (10)
  {
    group: "unanswerable",
    query: "Could you please tell me what the beach condo would sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What is the remaining balance on the Tidewater Community Bank mortgage for the pool house as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is there a hurricane in the forecast for Englewood this week? I need to know whether to have the shutters closed.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Pelican Bay Roofing in total?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Pelican Bay", ...ever(t) })) > 0) throw new Error("Pelican Bay is in the ledger");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What should we raise Lucinda's rent to when her lease comes up for renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we deduct the condo special assessment as a repair on this year's return, or does it have to be depreciated? Please advise.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Are we legally allowed to evict Desmond if he pays late again?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "I would like to know how much revenue Saltmarsh Coffee's café itself made last year.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much will the Pinellas County property tax bill on Unit 704 be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Could you tell me the current balance in our Barrier Island Bank operating account?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
