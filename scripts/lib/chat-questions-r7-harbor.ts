// Set r7-harbor: written blind, without reading the assistant's code, its tests, its docs or any other
// question set, asked of the held-out company Harbor Lane Properties LLC (North Carolina,
// scripts/lib/holdout-company.ts). Written from the fixture file, the REST API spec and the service's
// non-chat sources only. 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4,
// company 4, deadlines 5, documents 5, follow-up 8, unanswerable 10.
// Every expected figure, date and name is read at run time from the REST API (ledger sums, property
// records, obligations, company profile, document list and document search); periods are relative to
// today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
/** The property's id, found by a fragment of its address. */
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's free-form metadata (tenant, monthly rent, listing name). */
async function metadata(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> | null }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== "string" || !value) throw new Error(`no ${what} in the records`);
  return value;
};

/** Passages of one document (found by a fragment of its title) that the lexical search finds for `q`. */
async function passages(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items: docs } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (docs.length !== 1) throw new Error(`document "${titleFragment}": ${docs.length} matches`);
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${docs[0]!.id}&top_k=50&mode=lexical`);
  if (items.length === 0) throw new Error(`nothing found for "${q}" in "${titleFragment}"`);
  return items.map((hit) => hit.text).join("\n");
}

/** The first group of `pattern` in what the search finds. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await passages(t, titleFragment, q));
  if (!found?.[1]) throw new Error(`"${pattern.source}" not found in "${titleFragment}"`);
  return found[1];
}

/** Due date of the next open obligation of a type, as a long date. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

// The questions that others follow in the same session.
const PLUMBER = "what did we pay the plumber last year?";
const KEISHA_RENT = "how much rent did keisha pay us last yr";
const OSPREY_UTILITIES = "total utilities for osprey point last yr";
const CABIN_GUESTS = "who stayed at the cabin last month";
const OSPREY_PRICE = "what did we pay for the osprey point house";
const MAGNOLIA_NET = "what was net income on the magnolia st unit last year";
const ANNUAL_REPORT = "when is our next NC annual report due";
const HURRICANE = "whats the hurricane deductible on the osprey point policy";

export const R7_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "and owen?",
    tool: "query_database",
    after: KEISHA_RENT,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "What's Harbor Lane's total revenue YTD",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "osprey point cottage rental income Q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Osprey"), ...quarter(thisYr(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "can you break down this year's rent by property",
    tool: "query_database",
    expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (p) => figure(await t.sum({ categories: RENTS, property: await pid(t, p), ...thisYear(t) })))),
  },
  {
    group: "income",
    query: "how much did we take in last month, all sources",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "cleaning fees collected from guests at the Juniper cabin so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "long-term rent collected in march",
    tool: "query_database",
    expect: async (t) => [
      figure(
        await t.sum({
          categories: ["revenue:long_term_rental"],
          // March of this year once it has passed, else last year's.
          ...(Number(t.today.slice(5, 7)) > 3 ? { start: `${thisYr(t)}-03-01`, end: `${thisYr(t)}-03-31` } : { start: `${thisYr(t) - 1}-03-01`, end: `${thisYr(t) - 1}-03-31` }),
        }),
      ),
    ],
  },
  {
    group: "income",
    query: "short-term rental income vs long-term lease income last year, how much each?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t) })), figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: PLUMBER,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "plumb", ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    tool: "query_database",
    after: PLUMBER,
    expect: async (t) => {
      const { start, end } = lastYr(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=plumb&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=50`);
      if (items.length === 0) throw new Error("no plumber paid last year");
      // The vendor as the bank wrote it, its first two words ("ACME PLUMBING ..." -> "ACME PLUMBING").
      return [...new Set(items.map((tx) => tx.description.split(/\s+/).slice(0, 2).join(" ")))];
    },
  },
  {
    group: "expenses",
    query: "how much have we spent at lowes this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "lowes", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: OSPREY_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Osprey"), ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    tool: "query_database",
    after: OSPREY_UTILITIES,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Juniper"), ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "Calculate total property taxes we paid last year across all the counties.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "pull up what we've paid TRIANGLE PROPERTY MGMT ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "triangle property", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "cabin cleaning costs last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Juniper"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "Total expenses for 48 Juniper Lane last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: MAGNOLIA_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Magnolia"), ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "and this year so far?",
    tool: "query_database",
    after: MAGNOLIA_NET,
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Are we profitable this year? Company-wide net through today please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "what was the cash flow from the Wilmington cottage last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Osprey"), ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked",
    tool: "query_database",
    after: CABIN_GUESTS,
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Number of nights booked at Osprey Point in Q3 last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", quarter(thisYr(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the durham unit right now",
    tool: "query_database",
    expect: async (t) => [text((await metadata(t, "Magnolia")).tenant, "tenant of Magnolia")],
  },
  {
    group: "bookings-or-tenants",
    query: "What does Owen pay a month for the Raleigh house?",
    tool: "query_database",
    expect: async (t) => [figure(text((await metadata(t, "Hickory")).monthly_rent, "monthly rent of Hickory"))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did the cottage get last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...lastYr(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "list our long-term tenants and which place each one rents",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const street of ["Magnolia", "Hickory"]) out.push(text((await metadata(t, street)).tenant, `tenant of ${street}`), street);
      return out;
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: OSPREY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    tool: "query_database",
    after: OSPREY_PRICE,
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "break out the cabin's basis for me: land, building, furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Raleigh house placed in service?",
    tool: "query_database",
    expect: async (t) => [longDate(text((await t.property("Hickory")).placed_in_service, "placed-in-service date of Hickory"))],
  },
  {
    group: "basis",
    query: "depreciable basis on 310 Magnolia",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need the federal tax ID number for Harbor Lane Properties",
    tool: "query_database",
    expect: async (t) => [text((await t.get<{ ein: string | null }>("/api/v1/company")).ein, "EIN")],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate(text((await t.get<{ formation_date: string | null }>("/api/v1/company")).formation_date, "formation date"))],
  },
  {
    group: "company",
    query: "Who is listed as our registered agent with the state?",
    tool: "query_database",
    expect: async (t) => [text((await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company")).registered_agent?.name, "registered agent")],
  },
  {
    group: "company",
    query: "who are the members of harbor lane and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await fromDocument(t, "Operating Agreement", "members Percentage Interests", /Percentage Interests are:\s*([^.]+)\./);
      // "A B, 50 percent; C D, 30 percent" -> names and shares.
      return list.split(";").flatMap((part) => {
        const [name, share] = part.split(",").map((s) => s.trim());
        return [name!, share!.replace(/\s*percent$/, "")];
      });
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      // What each is, without the parenthetical detail ("Q4 estimated tax payment (federal ...)").
      return items.map((o) => o.description.replace(/\s*\([^)]*\)\s*$/, ""));
    },
  },
  {
    group: "deadlines",
    query: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "follow-up",
    query: "how much is the fee for that",
    tool: "query_database",
    after: ANNUAL_REPORT,
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      const fee = /\$(\d[\d,.]*)/.exec(o?.description ?? "")?.[1];
      if (!fee) throw new Error("no fee in the annual report's record");
      return [fee];
    },
  },
  {
    group: "deadlines",
    query: "When's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "deadline for the 1065 / K-1s?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Wilmington short-term rental permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:license_renewal")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the late fee in Keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Residential Lease", "late fee", /late fee of \$([\d,.]+?)\.?(?:\s|$)/)],
  },
  {
    group: "documents",
    query: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "insurance policy", "named storm hurricane deductible", /Named storm \(hurricane\) deductible:[^$]*\$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    tool: "search_document_content",
    after: HURRICANE,
    expect: async (t) => [await fromDocument(t, "insurance policy", "premises liability", /Premises liability: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "How big a cash reserve does the operating agreement say we keep before paying distributions?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "reserve distributions", /reserve of \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "what documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },
  {
    group: "documents",
    query: "did the roofing invoice ever get uploaded? show me any invoices we have",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=accounting:invoice"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the osprey point house worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Forecast our rental income for next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Blue Heron Holdings LLC make last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the Raleigh house or hold onto it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's keisha's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "average nightly rate for comparable airbnbs in asheville?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the wifi password at the cabin",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many hours did Tomas put into managing the rentals last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what tax bracket is Daniel Okafor in personally",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will Wake County's property tax bill be next year for hickory dr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
