// Blind set r55-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (transactions and their sums, properties, obligations, the company profile, documents and the P&L and occupancy reports), never written here; "last year", "this year", "last month" and "last quarter" are computed from t.today. The only literal expectations are words quoted from documents, each checked to be on file first. Written in the voice of the company's outside CPA preparing this year's and last year's returns and the year-end close, with a few chatty questions from the members in between.
import Decimal from "decimal.js";
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

/** A dollar figure as an answer states it: "$1,234.56". */
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
/** This calendar year. */
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
/** Last calendar year. */
const lastYr = (t: Truth) => year(thisY(t) - 1);
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** The calendar years the questions name, as eval-chat.ts dates them (its today is the UTC date). */
const NOW_Y = Number(new Date().toISOString().slice(0, 4));
const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

/** A property's custom fields, from GET /properties/{id}. */
async function metadata(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${await id(t, fragment)}`);
  return p.extra_metadata;
}

/** A document must be on file (and searchable) before its literal text is expected. */
async function onFile(t: Truth, query: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string; is_searchable: boolean }[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (!items.some((d) => d.is_searchable)) throw new Error(`no searchable document for ${query}`);
}

/** The due date of the next open obligation a query finds, as an answer states it. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

const nonZero = (amount: string, what: string) => {
  if (new Decimal(amount).isZero()) throw new Error(`${what} is zero`);
  return amount;
};

// Questions other questions follow.
const Q_PROPERTY_TAX = "total property tax we paid last yr, all three properties";
const Q_CONDO_Q2 = "Tremont condo rent received q2 last year?";
const Q_CONDO_BASIS = "Tremont condo - placed in service date and total purchase price?";
const Q_MEMBERS = "Per the operating agreement, who are the members and what % does each own?";
const Q_JULY_NIGHTS = "nights booked at the cottage in July last yr";

export const R55_SPEC_CASES: Case[] = [
  // Income by period, property and source (10)
  {
    group: "income",
    query: "Total gross receipts for last year, all properties, for the 1065",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "YTD STR income on the Lockeland cottage, gross before Airbnb's fee",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, COTTAGE) }))],
  },
  {
    group: "income",
    query: "Gatlinburg cabin rental income last yr split Airbnb vs VRBO?",
    tool: "query_database",
    expect: async (t) => {
      const property = await id(t, CABIN);
      const airbnb = await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t), property, q: "Airbnb" });
      const vrbo = await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t), property, q: "VRBO" });
      return [usd(nonZero(airbnb, "cabin Airbnb")), usd(nonZero(vrbo, "cabin VRBO"))];
    },
  },
  {
    group: "income",
    query: Q_CONDO_Q2,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(thisY(t) - 1, 2), property: await id(t, CONDO) }))],
  },
  {
    group: "income",
    query: `what was total revenue in ${NOW_Y - 1} excluding the condo? just the two short-term rentals`,
    tool: "query_database",
    expect: async (t) => {
      const period = lastYr(t);
      const all = await t.sum({ categories: ["revenue"], ...period });
      const condo = await t.sum({ categories: ["revenue"], ...period, property: await id(t, CONDO) });
      return [usd(new Decimal(all).minus(condo))];
    },
  },
  {
    group: "income",
    query: "Cottage income last month net of platform fees?",
    tool: "query_database",
    expect: async (t) => {
      const property = await id(t, COTTAGE);
      const gross = await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property });
      const fees = await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today), property });
      return [usd(new Decimal(gross).minus(fees))];
    },
  },
  {
    group: "income",
    query: "Anything booked to non-rent income last year? late fees, Airbnb resolution payouts, that kind of thing",
    tool: "query_database",
    expect: async (t) => [
      usd(nonZero(await t.sum({ categories: ["revenue:late_fees"], ...lastYr(t) }), "late fees")),
      usd(nonZero(await t.sum({ categories: ["revenue:other"], ...lastYr(t) }), "other income")),
    ],
  },
  {
    group: "income",
    query: "1099-K tie-out: total Airbnb gross bookings for last year, both STRs combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t), q: "Airbnb" }))],
  },
  {
    group: "income",
    query: "hi, Celeste here - how much did the cabin bring in last quarter?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastQuarter(t.today), property: await id(t, CABIN) }))],
  },

  // Expenses by vendor, category, property and period (9)
  {
    group: "expenses",
    query: "Sch E line 12 - mortgage interest for last year on the cottage and on the cabin",
    tool: "query_database",
    expect: async (t) => [
      usd(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await id(t, COTTAGE) })),
      usd(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await id(t, CABIN) })),
    ],
  },
  {
    group: "expenses",
    query: "For the 1099-NEC: total paid to Smoky Ridge last yr, co-host fees, cleanings, repairs, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...lastYr(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "Platform fees last year, Airbnb and VRBO host fees combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:platform_fees"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "insurance expense this year excluding the condo",
    tool: "query_database",
    expect: async (t) => {
      const all = await t.sum({ categories: ["expense:insurance"], ...thisYear(t) });
      const condo = await t.sum({ categories: ["expense:insurance"], ...thisYear(t), property: await id(t, CONDO) });
      return [usd(new Decimal(all).minus(condo))];
    },
  },
  {
    group: "expenses",
    query: "How much has Music City Maids billed us so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: `mgmt fees Scenic City charged on Tremont in ${NOW_Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...lastYr(t), property: await id(t, CONDO) }))],
  },
  {
    group: "expenses",
    query: "P&L for last year: total operating expenses for Holloway Creek, not counting capital items like the hot tub and furniture",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYr(t);
      const pnl = await t.get<{ expenses: string }>(`/api/v1/reports/profit-and-loss?start_date=${start}&end_date=${end}`);
      return [usd(pnl.expenses)];
    },
  },

  // Properties: purchase, basis, dates, addresses (6)
  {
    group: "properties",
    query: "Depreciable basis on the cabin, building plus FF&E?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land / building allocation for 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: Q_CONDO_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      if (!p.placed_in_service) throw new Error("Tremont has no placed-in-service date");
      return [longDate(p.placed_in_service), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Maren again - remind me when we closed on the Gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(CABIN)).acquisition_date)],
  },
  {
    group: "properties",
    query: "need the full street address of the cottage for the 8825",
    tool: "query_database",
    expect: async (t) => [(await t.property(COTTAGE)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "What's our total depreciable basis across all 3 rentals?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { depreciable_basis: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length !== 3) throw new Error(`${items.length} properties, not 3`);
      return [usd(items.reduce((total, p) => total.plus(p.depreciable_basis), new Decimal(0)))];
    },
  },

  // Tenants, rents, leases (5)
  {
    group: "tenants",
    query: "who's the tenant at Tremont and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, CONDO);
      if (!m.tenant || !m.monthly_rent) throw new Error("Tremont has no tenant or rent on record");
      return [m.tenant, usd(m.monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: "When did the condo rent go up, and from what to what?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(
        `/api/v1/transactions?category=revenue:long_term_rental&property_id=${await id(t, CONDO)}&sort=transaction_date&page_size=200`,
      );
      const first = items[0];
      const changed = items.find((tx) => first && !new Decimal(tx.amount).equals(first.amount));
      if (!first || !changed) throw new Error("the condo's rent never changed");
      return [usd(first.amount), usd(changed.amount)];
    },
  },
  {
    group: "tenants",
    query: `total we received from the condo tenant in ${NOW_Y - 1}, including any late fee`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...lastYr(t), property: await id(t, CONDO) }))],
  },
  {
    group: "tenants",
    query: "Who manages the condo for us and what % of rent do they keep?",
    tool: "query_database",
    expect: async (t) => {
      const property = await id(t, CONDO);
      const m = await metadata(t, CONDO);
      if (!m.managed_by) throw new Error("Tremont has no manager on record");
      const rent = await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property });
      const fee = await t.sum({ categories: ["expense:property_management"], ...lastMonth(t.today), property });
      return [m.managed_by, `${new Decimal(fee).div(nonZero(rent, "last month's rent")).times(100).toDecimalPlaces(0).toString()}%`];
    },
  },

  // Company facts (4)
  {
    group: "company",
    query: "EIN for the K-1s?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "what's our TN Secretary of State control number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "Date Holloway Creek Stays LLC was formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "registered agent name and address on file?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!.trim()];
    },
  },

  // Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "What's the next deadline on the compliance calendar?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "")],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due for this tax year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=1065");
      const o = items.find((x) => x.description.includes(`for ${thisY(t)}`));
      if (!o) throw new Error(`no Form 1065 obligation for ${thisY(t)}`);
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "pull up anything due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "Tennessee annual report - when is the next one due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Nashville STR permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${await id(t, COTTAGE)}`)],
  },

  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: Q_MEMBERS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Maren Holloway", "50%"];
    },
  },
  {
    group: "documents",
    query: "cabin policy: what's the liability limit and the all-perils deductible?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy");
      return ["$1,000,000", "$2,500"];
    },
  },
  {
    group: "documents",
    query: "Under the Smoky Ridge co-hosting agreement, how much can they spend on a repair without our OK?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Smoky%20Ridge");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the Lockeland STRP permit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=STRP");
      return ["8 guests"];
    },
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "can you tell me what insurance policies are on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // Stays and bookings (4)
  {
    group: "stays",
    query: "How many stays did the cottage have last month, and how many nights total?",
    tool: "query_database",
    expect: async (t) => {
      const period = lastMonth(t.today);
      const stays = await t.count({ categories: ["revenue:rental_income"], ...period, property: await id(t, COTTAGE) });
      return [String(stays), String(await nightsBooked(t, COTTAGE, period))];
    },
  },
  {
    group: "stays",
    query: "who stayed at the cabin in October last yr?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, month(thisY(t) - 1, 10)),
  },
  {
    group: "stays",
    query: Q_JULY_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, month(thisY(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "# of VRBO stays at the cabin ytd",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, CABIN), q: "VRBO" }))],
  },

  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "and just the cabin's?",
    tool: "query_database",
    after: Q_PROPERTY_TAX,
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t), property: await id(t, CABIN) }))],
  },
  {
    group: "follow-ups",
    query: "same for q3",
    tool: "query_database",
    after: Q_CONDO_Q2,
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(thisY(t) - 1, 3), property: await id(t, CONDO) }))],
  },
  {
    group: "follow-ups",
    query: "how much of that is land?",
    tool: "query_database",
    after: Q_CONDO_BASIS,
    expect: async (t) => [usd((await t.property(CONDO)).land_basis)],
  },
  {
    group: "follow-ups",
    query: "and who's the partnership representative?",
    tool: "search_document_content",
    after: Q_MEMBERS,
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Tobin Achebe"];
    },
  },
  {
    group: "follow-ups",
    query: "what about Aug?",
    tool: "query_database",
    after: Q_JULY_NIGHTS,
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, month(thisY(t) - 1, 8)))],
  },

  // Questions the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What's the cabin worth on today's market? need a rough FMV",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "current principal balance on the Truist mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // Only the interest is booked: no principal payment or loan balance is on record.
      if ((await t.count({ categories: ["expense:mortgage_principal"], start: lastYr(t).start, end: t.today })) !== 0) throw new Error("principal payments are on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Maren here - what's the weather looking like in Gatlinburg this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we spend at Home Depot last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ start: lastYr(t).start, end: t.today, q: "Home Depot" })) !== 0) throw new Error("Home Depot is on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we be charging Wendell when his lease renews? is he below market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is a cost segregation study on the cabin worth doing for us?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much security deposit are we holding for the Tremont tenant",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/deposits?include_settled=true");
      if (items.length !== 0) throw new Error("deposits are on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "When does the Tremont lease expire?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/documents?page_size=200&q=lease");
      if (items.length !== 0) throw new Error("a lease is on file");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: `gross receipts for ${NOW_Y - 3}?`,
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count(year(thisY(t) - 3))) !== 0) throw new Error("that year is on record");
      return [];
    },
  },
];
