// Blind set r82-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, documents and the occupancy report); a figure quoted from a document is used only after the document is found on file. Periods ("last month", "this year", "last yr", a named month) are computed from the run's today.
// Persona: the property manager the company hired, asking the system before the monthly owner report
// (occupancy and bookings, rents collected and late, repairs and what they cost, what is coming due).
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, nextOpen, obligations, quarter, RENTS, type Truth, thisYear, year } from "./chat-questions";

const LTR = ["revenue:long_term_rental"];
const BOOKINGS = ["revenue:rental_income"];

/** The current year of the run, as a number. */
const yearNow = (t: Truth) => Number(t.today.slice(0, 4));
/** Last calendar year. */
const lastYear = (t: Truth) => year(yearNow(t) - 1);
/** The most recent month m (1..12) on or before today: this year's if it has begun, else last year's. */
const recentMonth = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(m <= current ? yearNow(t) : yearNow(t) - 1, m);
};
/** The calendar month before a period's start month. */
const monthBefore = (period: { start: string }) => {
  const [y, m] = period.start.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};
const dollars = (amount: string) => `$${figure(amount)}`;

/** A document on file whose title contains `fragment` (throws when there is none). */
async function onFile(t: Truth, fragment: string): Promise<{ id: string; title: string }> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(fragment)}`);
  if (items.length === 0) throw new Error(`no document titled like "${fragment}" on file`);
  return items[0]!;
}

/** The guests of the cabin's bookings in a period, read from the booking descriptions ("... / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }, q?: string): Promise<string[]> {
  const cabin = await t.property("Loon Song");
  const { items } = await t.get<{ items: { description: string }[] }>(
    `/api/v1/transactions?category=revenue:rental_income&property_id=${cabin.id}&start_date=${period.start}&end_date=${period.end}&page_size=200&sort=transaction_date${q ? `&q=${encodeURIComponent(q)}` : ""}`,
  );
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** A property's extra metadata, from GET /properties/{id}. */
async function metadataOf(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata?: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
}

/** Expects that a vendor or thing never appears in the ledger, so the set's question about it stays unanswerable. */
async function never(t: Truth, q: string): Promise<string[]> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`"${q}" is in the ledger ${n} times`);
  return [];
}

// The earlier questions the follow-ups come after.
const Q_HOLLISTER_RENT = "pull up rent collected at hollister last month, just rent please (no water or laundry)";
const Q_RED_CEDAR_FEES = "How much did we pay Red Cedar in management fees last year?";
const Q_HOLLISTER_BUY = "When did Tamarack Ridge buy the Hollister Ave building and what was the purchase price?";
const Q_CABIN_BOOKINGS = "how many bookings did the cabin have last month";
const Q_DFI_REPORT = "when's the LLC's annual report to the DFI due?";

export const R82_LAKES_CASES: Case[] = [
  // --- Income by period, property and source (9)
  {
    group: "income",
    query: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: LTR, ...lastMonth(t.today), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "How much has the cabin brought in from guest bookings so far this yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: BOOKINGS, ...thisYear(t), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "income",
    query: "Can you tell me what Leif paid us in cash rent for the Colfax farmland last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue"], ...lastYear(t), property: (await t.property("County Road Q")).id }))],
  },
  {
    group: "income",
    query: "laundry coin $ from the hollister basement machines last quarter?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue"], ...lastQuarter(t.today), property: (await t.property("Hollister")).id, q: "Laundry" }))],
  },
  {
    group: "income",
    query: "How much has the Chippewa Valley Housing Authority paid on Tamika's unit ytd?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: LTR, ...thisYear(t), q: "Housing Authority" }))],
  },
  {
    group: "income",
    query: "Calculate total revenue for Tamarack Ridge Holdings for last year, all four properties combined",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what have the Brekkes paid in rent on the Chippewa Falls house so far this year, not counting the pet rent",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: LTR, ...thisYear(t), property: (await t.property("Bridgewater")).id }))],
  },
  {
    group: "income",
    query: "Total water/sewer bill-backs we charged the Hollister tenants in last yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:utility_reimbursements"], ...lastYear(t), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "How much rent did Harold in Apt 6 pay us last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastYear(t), q: "Kittleson" }))],
  },

  // --- Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "What did we pay Valley Pro Plumbing & Heating last year, all properties?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...lastYear(t), q: "Valley Pro" }))],
  },
  {
    group: "expenses",
    query: "how much has Rindahl billed us for plowing the cabin drive this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Rindahl" }))],
  },
  {
    group: "expenses",
    query: "Hollister repair bills for last year - just the repairs category, not lawn/snow/pest",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "expenses",
    query: "whats our propane spend at the cabin ytd (Wolf River)?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Wolf River" }))],
  },
  {
    group: "expenses",
    query: Q_RED_CEDAR_FEES,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid on the farmland in Colfax last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: (await t.property("County Road Q")).id }))],
  },
  {
    group: "expenses",
    query: "How much did we pay Pine Needle for cabin turnovers last quarter?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...lastQuarter(t.today), q: "Pine Needle" }))],
  },
  {
    group: "expenses",
    query: "Total insurance premiums across the company last year, every policy",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },

  // --- Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: Q_HOLLISTER_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How much of the Chippewa Falls house basis is land?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Bridgewater")).land_basis)],
  },
  {
    group: "properties",
    query: "I need the full street address of the farmland for the owner report",
    tool: "query_database",
    expect: async (t) => [(await t.property("County Road Q")).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "When was Loon Song Cabin placed in service as a rental?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      if (!p.placed_in_service) throw new Error("the cabin has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // --- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "who's renting the Bridgewater Ct house right now?",
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await metadataOf(t, "Bridgewater")).tenant ?? "");
      const surname = /([A-Z][a-z]+)\s*(?:\(|$)/.exec(tenant)?.[1];
      if (!surname) throw new Error(`no tenant of the house in ${JSON.stringify(tenant)}`);
      return [surname];
    },
  },
  {
    group: "tenants",
    query: "Which Hollister tenant is on the housing choice voucher?",
    tool: "query_database",
    expect: async (t) => {
      const units = ((await metadataOf(t, "Hollister")).units ?? []) as { unit: string; tenant: string; note?: string }[];
      const voucher = units.filter((u) => /voucher/i.test(u.note ?? ""));
      if (voucher.length !== 1) throw new Error(`${voucher.length} voucher units`);
      return [voucher[0]!.tenant];
    },
  },
  {
    group: "tenants",
    query: "what is Mai Nou paying per month for Apt 2 currently",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: LTR, ...lastMonth(t.today), q: "Mai Nou Vang" }))],
  },
  {
    group: "tenants",
    query: "How big a security deposit are we holding for Travis and Jolene?",
    tool: "search_document_content",
    expect: async (t) => {
      // No deposit is recorded as such (GET /deposits): the lease on file is the record that holds it.
      const held = await t.get<{ items: unknown[] }>("/api/v1/deposits");
      if (held.items.length > 0) throw new Error("deposits are recorded: the question would be a records question");
      await onFile(t, "Brekke");
      return ["$1,595"];
    },
  },
  {
    group: "tenants",
    query: "when does Mai Nou Vang's current lease run out?",
    tool: "search_document_content",
    expect: async (t) => {
      const doc = await onFile(t, "Mai Nou Vang");
      // The lease runs June 1 to May 31 of the lease year that holds today.
      const y = yearNow(t) - (Number(t.today.slice(5, 7)) < 6 ? 1 : 0);
      if (!doc.title.includes(`${y}-${y + 1}`)) throw new Error(`the lease on file is ${doc.title}, not ${y}-${y + 1}`);
      return [longDate(`${y + 1}-05-31`)];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: "whats the EIN for Tamarack Ridge? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "What's our Wisconsin DFI entity ID / state filing number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "Who is the registered agent for the company?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // --- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open from today");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days I should flag in this month's owner report?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      const dates = [...new Set(items.map((o) => o.due_date))];
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: Q_DFI_REPORT,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("DFI annual report")}&start_date=${t.today}`);
      if (!next) throw new Error("no open DFI annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Town of Conover room tax return due for the cabin?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("room tax return")}&start_date=${t.today}`);
      if (!next) throw new Error("no open room tax return");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "remind me when the balloon on the Hemlock Valley loan comes due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("balloon")}`);
      if (!next) throw new Error("no open balloon payment");
      return [longDate(next.due_date)];
    },
  },

  // --- Documents: what they say, which are on file (5)
  {
    group: "documents",
    query: "What does the Rindahl plow contract charge per push, and is there a cap for the season?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$65", "$1,150"];
    },
  },
  {
    group: "documents",
    query: "Per our agreement with Red Cedar, what % do they take as the management fee?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar");
      return ["7%"];
    },
  },
  {
    group: "documents",
    query: "whats the deductible on the Hollister apartment building insurance policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const cabin = await t.property("Loon Song");
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&property_id=${cabin.id}`);
      const wanted = ["Rindahl", "house rules"];
      for (const w of wanted) if (!items.some((d) => d.title.toLowerCase().includes(w.toLowerCase()))) throw new Error(`no cabin document titled like ${w}`);
      return wanted;
    },
  },
  {
    group: "documents",
    query: "How is ownership split between the members under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["45%", "35%"];
    },
  },

  // --- Stays and bookings at the cabin (4)
  {
    group: "stays",
    query: Q_CABIN_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: BOOKINGS, ...lastMonth(t.today), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "stays",
    query: "Who stayed up at the cabin in September?",
    tool: "query_database",
    expect: async (t) => (await cabinGuests(t, recentMonth(t, 9))).slice(0, 2),
  },
  {
    group: "stays",
    query: "How many nights was Loon Song booked in July?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", recentMonth(t, 7)))],
  },
  {
    group: "stays",
    query: "which guests booked the cabin direct with us this year instead of going thru airbnb?",
    tool: "query_database",
    expect: async (t) => (await cabinGuests(t, thisYear(t), "Direct booking")).slice(0, 2),
  },

  // --- Follow-ups (5)
  {
    group: "follow-ups",
    query: "and the month before that?",
    tool: "query_database",
    after: Q_HOLLISTER_RENT,
    expect: async (t) => [dollars(await t.sum({ categories: LTR, ...monthBefore(lastMonth(t.today)), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "follow-ups",
    query: "what about this year so far?",
    tool: "query_database",
    after: Q_RED_CEDAR_FEES,
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "follow-ups",
    query: "how much of that was allocated to land?",
    tool: "query_database",
    after: Q_HOLLISTER_BUY,
    expect: async (t) => [dollars((await t.property("Hollister")).land_basis)],
  },
  {
    group: "follow-ups",
    query: "who were the guests?",
    tool: "query_database",
    after: Q_CABIN_BOOKINGS,
    expect: async (t) => (await cabinGuests(t, lastMonth(t.today))).slice(0, 2),
  },
  {
    group: "follow-ups",
    query: "and what did we pay for it the last time we filed?",
    tool: "query_database",
    after: Q_DFI_REPORT,
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent("Financial Institutions")}&category=expense&page_size=1&sort=-transaction_date`);
      if (items.length === 0) throw new Error("no DFI fee paid");
      return [dollars(items[0]!.amount)];
    },
  },

  // --- What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What would the cabin sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like in Conover this weekend for the guests checking in?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much should we raise the rent on Apt 2 when the lease renews?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Badger State Gutter Guys this year?",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => never(t, "Badger State"),
  },
  {
    group: "unanswerable",
    query: "Should we do a 1031 exchange if the owners sell the farmland?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats Priyanka's cell number? need to schedule a repair in Apt 5",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate could we get if we refinanced the Hemlock Valley loan today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we legally evict the Brekkes over the dog barking complaints?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the average nightly rate other airbnbs on Little Muskie Lake are charging?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is Harold planning to renew in June or is he moving out?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
