// Blind set r48a-lakes: 60 questions about the Wisconsin company (Tamarack Ridge Holdings LLC,
// scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or
// any other question set. Every figure, date and name is read at run time from the REST API; periods
// are relative to the run date. Figures quoted from a document are written as the document writes them.
import { type Case, type Truth, RENTS, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const plusDays = (iso: string, days: number) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days)).toISOString().slice(0, 10);

/** Open deadlines (not completed or cancelled) due today or later, earliest first. */
async function upcoming(t: Truth) {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
/** The next open deadline whose description matches. */
async function nextMatching(t: Truth, test: (o: { description: string; property_id: string | null; obligation_type: string }) => boolean) {
  const o = (await upcoming(t)).find(test);
  if (!o) throw new Error("no open deadline matches");
  return o;
}

/** The guests of the cabin's stays in a period, from the booking descriptions ("Airbnb CODE / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Loon Song");
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return ((body.data as Record<string, unknown> | undefined) ?? body) as Record<string, unknown>;
}
const field = (c: Record<string, unknown>, key: string) => {
  const v = c[key];
  if (typeof v !== "string" || !v) throw new Error(`company has no ${key}`);
  return v;
};

async function onFile(t: Truth, fragment: string) {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like ${fragment}`);
}

const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what} is zero`);
  return figure(amount);
};

const Q = {
  cabinLastYr: "cabin booking revenue last yr?",
  valleyProYtd: "How much have we paid Valley Pro so far this year?",
  cabinDepreciable: "What's the depreciable basis on the cabin?",
  hollisterRentYtd: "Total rent collected at the Hollister apartments year to date, please.",
  augustGuests: "who stayed up at the cabin in august last yr",
  dfiDue: "when's our DFI annual report due",
  propTaxLastYr: "property taxes last yr for all 4 properties combined?",
  whoRentsHouse: "who's renting the Chippewa Falls house right now",
};

export const R48A_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: Q.cabinLastYr,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...year(Y(t) - 1) }), "cabin bookings")],
  },
  {
    group: "income",
    query: Q.hollisterRentYtd,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Hollister")).id, ...thisYear(t) }), "Hollister rent")],
  },
  {
    group: "income",
    query: "Could you calculate Tamarack Ridge's total revenue for last quarter, every property and every kind of income?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastQuarter(t.today) }), "revenue last quarter")],
  },
  {
    group: "income",
    query: "how much has the housing authority paid us for Tamika's unit this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], q: "Housing Authority", ...thisYear(t) }), "HAP")],
  },
  {
    group: "income",
    query: "What did Leif pay us in cash rent for the Colfax farmland last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: (await t.property("County Road Q")).id, ...year(Y(t) - 1) }), "farm rent")],
  },
  {
    group: "income",
    query: "laundry machine $ from the apartment building last yr?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:other"], property: (await t.property("Hollister")).id, q: "Laundry", ...year(Y(t) - 1) }), "laundry")],
  },
  {
    group: "income",
    query: "Gross Airbnb bookings at Loon Song in Q3 of last year (before Airbnb's fee)?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, q: "Airbnb", ...quarter(Y(t) - 1, 3) }), "Airbnb Q3")],
  },
  {
    group: "income",
    query: "pull up everything bridgewater brought in last month, all income",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: (await t.property("Bridgewater")).id, ...lastMonth(t.today) }), "Bridgewater last month")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: Q.valleyProYtd,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Valley Pro", ...thisYear(t) }), "Valley Pro")],
  },
  {
    group: "expenses",
    query: Q.propTaxLastYr,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }), "property tax")],
  },
  {
    group: "expenses",
    query: "What did propane for the cabin cost us last year, tank lease included?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities:gas"], property: (await t.property("Loon Song")).id, ...year(Y(t) - 1) }), "cabin propane")],
  },
  {
    group: "expenses",
    query: "insurance premiums paid ytd, all policies",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }), "insurance")],
  },
  {
    group: "expenses",
    query: "give me the total we paid Rindahl last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Rindahl", ...year(Y(t) - 1) }), "Rindahl")],
  },
  {
    group: "expenses",
    query: "Red Cedar mgmt fees for last quarter?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) }), "management fees")],
  },
  {
    group: "expenses",
    query: "What were the total expenses on 1418 Hollister in the second quarter of last year (April through June)?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", property: (await t.property("Hollister")).id, ...quarter(Y(t) - 1, 2) }), "Hollister Q2")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net income for last year, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "Cabin profit so far this year, income minus expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Loon Song")).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "how did the farm do last yr after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("County Road Q")).id, ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cabin have in July last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...month(Y(t) - 1, 7) });
      if (n === 0) throw new Error("no July stays");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: Q.augustGuests,
    tool: "query_database",
    expect: async (t) => cabinGuests(t, month(Y(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked at loon song in q3 last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", quarter(Y(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q.whoRentsHouse,
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Bridgewater")) as unknown as { extra_metadata?: { tenant?: string } };
      const tenant = p.extra_metadata?.tenant;
      if (!tenant) throw new Error("no tenant on Bridgewater");
      // "Travis and Jolene Brekke (and ...)": the family name.
      return [/([A-Z][a-z]+)\s*(?:\(|$)/.exec(tenant)?.[1] ?? tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how much is Mai paying for apt 2 these days",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Hollister")).id, q: "Vang", ...lastMonth(t.today) }), "Apt 2 rent")],
  },
  {
    group: "bookings-or-tenants",
    query: "Can you list the tenants in the six Hollister Avenue units?",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Hollister")) as unknown as { extra_metadata?: { units?: { tenant: string }[] } };
      const units = p.extra_metadata?.units;
      if (!units?.length) throw new Error("no units on Hollister");
      return units.map((u) => u.tenant.split(" ").at(-1)!);
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q.cabinDepreciable,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the hollister building when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hollister")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "Land basis of the Colfax farmland, please.",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("County Road Q")).land_basis)],
  },
  {
    group: "basis",
    query: "building basis for the chippewa falls house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Bridgewater")).building_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "ein")],
  },
  {
    group: "company",
    query: "When was Tamarack Ridge Holdings formed?",
    tool: "query_database",
    expect: async (t) => [longDate(field(await company(t), "formation_date"))],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string | undefined;
      const name = typeof agent === "string" ? agent : agent?.name;
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },
  {
    group: "company",
    query: "What is the LLC's entity ID with the Wisconsin Department of Financial Institutions?",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "state_filing_number")],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t))[0];
      if (!next) throw new Error("nothing upcoming");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = plusDays(t.today, 60);
      const due = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q.dfiDue,
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (o) => /DFI annual report/i.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the tourist rooming house license for the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (o) => /tourist rooming house license/i.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next property tax installment on the farm, when is it due",
    tool: "query_database",
    expect: async (t) => {
      const farm = await t.property("County Road Q");
      return [longDate((await nextMatching(t, (o) => o.property_id === farm.id && o.obligation_type === "property:tax")).due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the Hollister building insurance for a normal claim (not wind or hail)?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["5,000"];
    },
  },
  {
    group: "documents",
    query: "whats the late fee in the brekkes lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["60.00"];
    },
  },
  {
    group: "documents",
    query: "Under our management agreement, what does Red Cedar charge as a leasing fee for a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar Property Management agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "what percentage does Tomasz own per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["35%"];
    },
  },
  {
    group: "documents",
    query: "Please list every document we have on file.",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    query: "and the yr before that?",
    after: Q.cabinLastYr,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...year(Y(t) - 2) }), "cabin bookings two years ago")],
  },
  {
    group: "follow-up",
    query: "What about Sawdust City?",
    after: Q.valleyProYtd,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Sawdust City", ...thisYear(t) }), "Sawdust City")],
  },
  {
    group: "follow-up",
    query: "how much of that is furniture",
    after: Q.cabinDepreciable,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).ffe_basis)],
  },
  {
    group: "follow-up",
    query: "same thing for the chippewa falls house",
    after: Q.hollisterRentYtd,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Bridgewater")).id, ...thisYear(t) }), "Bridgewater rent")],
  },
  {
    group: "follow-up",
    query: "how many nights was that altogether?",
    after: Q.augustGuests,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", month(Y(t) - 1, 8)))],
  },
  {
    group: "follow-up",
    query: "and what's the fee?",
    after: Q.dfiDue,
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, (x) => /DFI annual report/i.test(x.description));
      const fee = /\$(\d+(?:\.\d\d)?)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the DFI deadline");
      return [fee];
    },
  },
  {
    group: "follow-up",
    query: "which property had the biggest bill?",
    after: Q.propTaxLastYr,
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all(
        ["Hollister", "Bridgewater", "Loon Song", "County Road Q"].map(async (fragment) => ({
          fragment,
          amount: Number(await t.sum({ categories: ["expense:property_tax"], property: (await t.property(fragment)).id, ...year(Y(t) - 1) })),
        })),
      );
      rows.sort((a, b) => b.amount - a.amount);
      return [rows[0]!.fragment];
    },
  },
  {
    group: "follow-up",
    query: "what do they pay per month?",
    after: Q.whoRentsHouse,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Bridgewater")).id, ...lastMonth(t.today) }), "Brekke rent")],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "ballpark, what's the cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What will the cabin gross next summer, roughly?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the farmland or keep leasing it to Leif?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much rent did we collect at 22 Birch Street in Menomonie last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many airbnb bookings did the cabin get in 2020", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the remaining principal balance on the Hemlock Valley loan today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Mai Nou Vang's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Do you have Delphine's home address?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Amundsen Grain Farms' EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What are 2-bedroom apartments renting for in Eau Claire right now, market rate?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
