// The jun-spec set: written blind (the assistant's code, its tests and every other question set left
// unread; no answer of the assistant seen). Asked of the spec company, Holloway Creek Stays LLC, a
// multi-member Tennessee LLC with two short-term rentals (the Lockeland Drive cottage in Nashville on
// Airbnb, the Laurel Bluff cabin in Gatlinburg on Airbnb and VRBO with a co-host) and one long-let
// condo (407 Tremont Street, Chattanooga). 60 questions typed the way owners, a bookkeeper or the CPA
// type them: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every figure, count, date and name is read from the
// REST API at run time, with periods relative to today.
import Decimal from "decimal.js";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, MONTHS, nightsBooked, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

// The questions name periods the way an owner would on the day the set is asked (the same day
// scripts/eval-chat.ts takes as today); every expectation works from t.today.
const TODAY = new Date().toISOString().slice(0, 10);
const Y = Number(TODAY.slice(0, 4));
const LAST_MONTH_NAME = MONTHS[Number(lastMonth(TODAY).start.slice(5, 7)) - 1]!;
const LQ = lastQuarter(TODAY);
const LQ_LABEL = `Q${Math.ceil(Number(LQ.start.slice(5, 7)) / 3)} ${LQ.start.slice(0, 4)}`;

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** A sum that must not be zero (a zero means the records or the period are not what the question assumes). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (new Decimal(amount).isZero()) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return amount;
}

async function nonZeroCount(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<number> {
  const n = await t.count(filter);
  if (n === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return n;
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The property record with its extra_metadata. */
async function propertyRecord(t: Truth, fragment: string): Promise<{ extra_metadata: Record<string, unknown> } & Awaited<ReturnType<Truth["property"]>>> {
  return t.get(`/api/v1/properties/${await pid(t, fragment)}`);
}

/** The first open deadline due today or later that matches the query, by due date. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open deadline for ${query}`);
  return open[0];
}

/** The newest transaction matching a query string of GET /transactions. */
async function latestTx(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** The text of one document's passages that a search returns, found by a fragment of its title. */
async function documentText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passage of "${titleFragment}" for "${q}"`);
  return hits.items.map((hit) => hit.text).join("\n");
}

/** The first group of a pattern in a document's text; throws when the document does not say it. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, q);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${titleFragment}" does not match ${pattern}`);
  return match[1];
}

/** The guest's name in a booking's description ("Airbnb reservation HM4KX2 - Jane Doe (3 nights)"). */
function guestIn(description: string): string {
  const name = /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s*\(\d+ nights?\)/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in "${description}"`);
  return name;
}

const Q = {
  cabinLastMonth: "how much did the cabin bring in last month",
  cabinUtilities: "utilities at the cabin last year - total?",
  condoNet: `net income on the condo for ${Y - 1}`,
  resCount: `# of reservations in ${LAST_MONTH_NAME} across both STRs`,
  cabinDepreciable: "depreciable basis on the cabin?",
  ein: "whats our EIN",
  cabinInsurance: "when does the cabin insurance renew",
  members: "who are the members of holloway creek and what % does each own",
};

export const JUN_SPEC_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "gross rental income last yr, all props?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: Q.cabinLastMonth,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: Q.cabinLastMonth,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "airbnb vs vrbo for the gatlinburg place ytd - which platform is pulling more?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      const airbnb = await nonZero(t, { categories: ["revenue:rental_income"], ...thisYear(t), property, q: "Airbnb" });
      const vrbo = await nonZero(t, { categories: ["revenue:rental_income"], ...thisYear(t), property, q: "VRBO" });
      return [figure(airbnb), figure(vrbo)];
    },
  },
  {
    group: "income",
    query: "tally the rent we've collected from Tremont St this year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: `give me Q2 ${Y - 1} gross income across all 3 properties`,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...quarter(yearOf(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: `whats our total income for mar ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...month(yearOf(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "how much did lockeland make in bookings jun thru aug last year",
    tool: "query_database",
    expect: async (t) => {
      const y = yearOf(t) - 1;
      return [figure(await nonZero(t, { categories: ["revenue:rental_income"], start: month(y, 6).start, end: month(y, 8).end, property: await pid(t, "Lockeland") }))];
    },
  },
  {
    group: "income",
    query: "did we collect any late fees last yr? how much",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: Q.cabinUtilities,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities"], ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "just electric?",
    after: Q.cabinUtilities,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities:electricity"], ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "MUSIC CITY MAIDS ytd total",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: `what'd we pay in property taxes in ${Y - 1}, all three combined`,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: `break down cleaning costs by property for ${LQ_LABEL}`,
    tool: "query_database",
    expect: async (t) => {
      const period = lastQuarter(t.today);
      const cottage = await nonZero(t, { categories: ["expense:maintenance:cleaning"], ...period, property: await pid(t, "Lockeland") });
      const cabin = await nonZero(t, { categories: ["expense:maintenance:cleaning"], ...period, property: await pid(t, "Laurel Bluff") });
      return [figure(cottage), figure(cabin)];
    },
  },
  {
    group: "expenses",
    query: "how much did airbnb + vrbo take in fees last month",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:platform_fees"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "what have we paid smoky ridge co-hosting so far this yr, all in",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "mortgage int on the chattanooga condo last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:mortgage_interest"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: Q.condoNet,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "and this year so far?",
    after: Q.condoNet,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "net",
    query: "what did we clear after expenses last quarter, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...lastQuarter(t.today) }))],
  },
  {
    group: "net",
    query: "cottage vs cabin, which one's more profitable ytd? net numbers pls",
    tool: "query_database",
    expect: async (t) => {
      const cottage = await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Lockeland") });
      const cabin = await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") });
      return [figure(cottage), figure(cabin)];
    },
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: Q.resCount,
    tool: "query_database",
    expect: async (t) => [String(await nonZeroCount(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "how many of those were at the cabin",
    after: Q.resCount,
    tool: "query_database",
    expect: async (t) => [String(await nonZeroCount(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: `pull up the guest list for laurel bluff in ${LAST_MONTH_NAME}`,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: `how many nights was the cabin booked in ${LQ_LABEL}?`,
    tool: "query_database",
    expect: async (t) => {
      const nights = await nightsBooked(t, "Laurel Bluff", lastQuarter(t.today));
      if (nights === 0) throw new Error("no nights booked at the cabin last quarter");
      return [String(nights)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the condo and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata: meta } = await propertyRecord(t, "Tremont");
      if (typeof meta.tenant !== "string" || typeof meta.monthly_rent !== "string") throw new Error("the condo has no tenant or rent on record");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many VRBO bookings did the cabin get last year",
    tool: "query_database",
    expect: async (t) => [String(await nonZeroCount(t, { categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel Bluff"), q: "VRBO" }))],
  },
  {
    group: "bookings-or-tenants",
    query: "biggest single booking last month - who was the guest and how much",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastMonth(t.today);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&start_date=${start}&end_date=${end}&sort=-amount&page_size=2`);
      const [top, next] = items;
      if (!top) throw new Error("no bookings last month");
      if (next && new Decimal(next.amount).equals(top.amount)) throw new Error("two bookings tie for the largest last month");
      return [guestIn(top.description), figure(top.amount)];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: Q.cabinDepreciable,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "when was it placed in service",
    after: Q.cabinDepreciable,
    tool: "query_database",
    expect: async (t) => {
      const { placed_in_service } = await t.property("Laurel Bluff");
      if (!placed_in_service) throw new Error("the cabin has no placed-in-service date");
      return [longDate(placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the lockeland house and when did we close on it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land / bldg split on tremont st",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "calculate total basis for all 3 properties combined",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=200");
      if (items.length !== 3) throw new Error(`expected 3 properties, found ${items.length}`);
      return [figure(items.reduce((sum, p) => sum.plus(p.total_basis), new Decimal(0)))];
    },
  },

  // ---- company (4) ----
  {
    group: "company",
    query: Q.ein,
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!ein) throw new Error("no EIN on the profile");
      return [ein];
    },
  },
  {
    group: "follow-up",
    query: "and the mailing address we use?",
    after: Q.ein,
    tool: "query_database",
    expect: async (t) => {
      const { mailing_address } = await t.get<{ mailing_address: string | null }>("/api/v1/company");
      // The box number is the part every way of writing the address keeps ("PO Box", "P.O. Box").
      const box = /box\s+(\d+)/i.exec(mailing_address ?? "")?.[1];
      if (!box) throw new Error(`no PO box in the mailing address ${mailing_address}`);
      return [box];
    },
  },
  {
    group: "company",
    query: "Holloway Creek's TN SOS control number?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!state_filing_number) throw new Error("no state filing number on the profile");
      return [state_filing_number];
    },
  },
  {
    group: "company",
    query: "when did we form the llc and how are we taxed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date, entity_type } = await t.get<{ formation_date: string | null; entity_type: string | null }>("/api/v1/company");
      if (!formation_date || !entity_type) throw new Error("no formation date or entity type on the profile");
      if (!/partnership/i.test(entity_type)) throw new Error(`entity type ${entity_type} does not say how it is taxed`);
      return [longDate(formation_date), "partnership"];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!registered_agent) throw new Error("no registered agent on the profile");
      return [registered_agent.name];
    },
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "when's the tn annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "list everything we have due in the next 90 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=90");
      if (items.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(items.map((o) => o.due_date))].sort().map(longDate);
    },
  },
  {
    group: "deadlines",
    query: Q.cabinInsurance,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`)).due_date)],
  },
  {
    group: "follow-up",
    query: "who's the carrier and what did we pay for it last time",
    after: Q.cabinInsurance,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latestTx(t, `category=expense:insurance&property_id=${await pid(t, "Laurel Bluff")}`);
      // The carrier as the bill names it, before " Insurance" or " - ".
      const carrier = /^(.+?)(?:\s+Insurance\b|\s+-\s)/.exec(tx.description)?.[1];
      if (!carrier) throw new Error(`no carrier in "${tx.description}"`);
      return [carrier, figure(tx.amount)];
    },
  },
  {
    group: "deadlines",
    query: "1065 due date?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:filing&q=1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax pmt - when?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment")).due_date)],
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: Q.members,
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members ownership capital contribution");
      const members = [...text.matchAll(/^\|\s*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)\s*\|\s*(\d+)%\s*\|/gm)].map((m) => m[1]!);
      if (members.length === 0) throw new Error("no members table in the operating agreement");
      return members;
    },
  },
  {
    group: "follow-up",
    query: "what formation docs do we have on file?",
    after: Q.members,
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "max # of guests allowed under the nashville STR permit",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+)\s+guests/i)} guests`],
  },
  {
    group: "documents",
    query: "what's the all-perils deductible on the cabin policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield declarations", "deductible all perils", /All perils:\s*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair w/o our ok",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Co-Hosting and Cleaning Agreement", "repairs without approval", /repairs of up to \$([\d,]+) without/i)],
  },
  {
    group: "documents",
    query: "quiet hrs at laurel bluff per the HOA rules?",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Owners Association rental rules", "quiet hours");
      const hours = /Quiet hours are\s+([\d:]+\s*[ap]\.m\.)\s+to\s+([\d:]+\s*[ap]\.m\.)/i.exec(text);
      if (!hours) throw new Error("no quiet hours in the owners association rules");
      return [hours[1]!, hours[2]!];
    },
  },

  // ---- unanswerable (10) ----
  {
    group: "unanswerable",
    query: "what's the cottage going to make on airbnb next month",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: `how much rental income did we have in ${Y - 3}`,
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // Only if the records really hold nothing for that year.
      if ((await t.count({ ...year(yearOf(t) - 3) })) !== 0) throw new Error(`the records hold transactions of ${yearOf(t) - 3}`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the cabin worth now? approx market value",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we turn the condo into an airbnb when wendell's lease is up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats smoky ridge co-hosting's EIN? need it for their 1099",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much security deposit are we holding for wendell akers",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // Only if no deposit is on record.
      const deposits = await t.get<{ items: unknown[] }>("/api/v1/deposits?page_size=200");
      if (deposits.items.length !== 0) throw new Error("deposits are on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "remaining principal on the truist mortgage for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "current balance in the pinnacle checking ...2208",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what star rating did the cottage get on airbnb last month",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we distribute to celeste last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // Only if no distribution is recorded in the ledger.
      if ((await t.count({ ...lastYear(t), q: "distribution" })) !== 0) throw new Error("distributions are recorded");
      return [];
    },
  },
];
