// Blind set r77-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy report); a figure quoted from a document is used only after the document is found on file.
// Persona: the company's insurance agent reviewing it for the policy renewal (schedule of locations,
// values on record, rents as business income, loss exposure, policies on file), polite and precise.
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

const usd = (amount: string) => `$${figure(amount)}`;
const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
/** Transactions matching a query, newest first. */
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;
/** The newest transaction matching a query. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const [tx] = await txs(t, query);
  if (!tx) throw new Error(`no transaction for ${query}`);
  return tx;
}
/** A sum that must not be zero (a question about nothing would test nothing). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return total;
}
/** Checks a document is on file (its title contains `fragment`), for quoting its text. */
async function onFile(t: Truth, fragment: string): Promise<string> {
  const found = await titles(t, `q=${encodeURIComponent(fragment)}`);
  return found[0]!;
}
interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
  extra_metadata: Record<string, string>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const members = async (t: Truth) => {
  const text = (await company(t)).extra_metadata.members ?? "";
  const names = [...text.matchAll(/([A-Z][\w-]+(?: [A-Z][\w-]+)+) \d+%/g)].map((m) => m[1]!);
  if (names.length === 0) throw new Error("no members on the company profile");
  return names;
};
interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}
const deposits = async (t: Truth, query: string) => (await t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?${query}`));

// Questions other cases follow.
const Q_PARK_LOT_RENT = "For the business income worksheet on the park policy, what did Quartzite Wash collect in lot rent last year?";
const Q_PREMIUMS = "Could you total up what Ocotillo Mesa paid in insurance premiums across all three locations last yr?";
const Q_SPACE7 = "Who's the resident on Space 7 at the park, and what lot rent are they paying currently?";
const Q_TUCSON_TENANTS = "Who occupies the Tucson house right now and what's the monthly rent on it?";
const Q_CASITA_LIABILITY = "On the casita's Canyon Wren STR policy, what are the premises liability limits as written?";

const parkRent = async (t: Truth, period: { start: string; end: string }) => usd(await nonZero(t, { categories: ["revenue:long_term_rental"], property: await pid(t, PARK), ...period }));

export const R77_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q_PARK_LOT_RENT,
    tool: "query_database",
    expect: async (t) => [await parkRent(t, year(lastYear(t)))],
  },
  {
    group: "income",
    query: "What has the Scottsdale casita grossed ytd? Booking revenue, please.",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Rents received on 4417 E Calle Cascabel in 2025 - just rent, not counting the part of the old tenants' deposit you kept.",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["revenue:long_term_rental"], property: await pid(t, TUCSON), ...year(2025) }))],
  },
  {
    group: "income",
    query: "Can you tell me the company's total revenue for q3 of this year, everything included?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { type: "revenue", ...quarter(thisYr(t), 3) }))],
  },
  {
    group: "income",
    query: "how much came in from the water/sewer bill-backs to park residents last year",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["revenue:utility_reimbursements"], property: await pid(t, PARK), ...year(lastYear(t)) }))],
  },
  {
    group: "income",
    query: "What interest income has the Casa Grande note (Tomas's payments) brought in so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["revenue:other"], q: "Note payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Were there any late fees collected at the Apache Junction park in 2025? How much in total?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["revenue:late_fees"], property: await pid(t, PARK), ...year(2025) }))],
  },
  {
    group: "income",
    query: "Rental income last month across all locations? Just rent please, no utility reimbursements or note interest.",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Pull up the casita's rental income for Q1 2025 - that's the snowbird season, I'd like to see the peak.",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...quarter(2025, 1) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: Q_PREMIUMS,
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:insurance"], ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "Property taxes paid on the park so far this year (Pinal County)?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:property_tax"], property: await pid(t, PARK), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did Rincon Gate take as its 10% management fee on the Tucson rental in 2025?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:property_management"], property: await pid(t, TUCSON), q: "management fee", ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "What did the sealcoating of the park roads cost last spring? I'm noting recent improvements to the premises.",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { type: "expense", property: await pid(t, PARK), q: "sealcoat", ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "How much went to repairs at the casita in 2025? Trying to gauge wear and tear on a short-term rental.",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:maintenance:repairs"], property: await pid(t, CASITA), ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "Total paid to Blue Saguaro Pool Care last year, service and any repairs?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { type: "expense", q: "Blue Saguaro", ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "calculate the park's electric bills for q2 this year (well pump, street lights, clubhouse)",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:utilities:electricity"], property: await pid(t, PARK), ...quarter(thisYr(t), 2) }))],
  },
  {
    group: "expenses",
    query: "How much TPT and Scottsdale lodging tax did the company remit on the casita in 2025?",
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:other"], property: await pid(t, CASITA), ...year(2025) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "For the schedule of locations, could you give me the street address of each property Ocotillo Mesa Holdings owns?",
    tool: "query_database",
    expect: async (t) => Promise.all([PARK, CASITA, TUCSON].map(async (f) => (await t.property(f)).address.split(",")[0]!)),
  },
  {
    group: "properties",
    query: "When did the company acquire the Apache Junction park, and what was the purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "When was the Tucson house bought, and what building value do you have on record for it, excluding land?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [longDate(p.acquisition_date), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What value is on record for the casita's furniture and contents, and what's the property's total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [usd(p.ffe_basis), usd(p.total_basis)];
    },
  },
  {
    group: "properties",
    query: "quartzite wash park - land value vs depreciable basis on the books?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [usd(p.land_basis), usd(p.depreciable_basis)];
    },
  },

  // ---------------------------------------------------------------- tenants (4)
  {
    group: "tenants",
    query: Q_TUCSON_TENANTS,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, TUCSON)}`);
      const tenant = /^Rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${tx.description}`);
      // "Ignacio & Wren Castellanos": the family name any answer names.
      return [tenant.split(" ").at(-1)!, usd(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "Is there a security deposit being held for the Tucson tenants? How much?",
    tool: "query_database",
    expect: async (t) => {
      const { held } = await deposits(t, `property_id=${await pid(t, TUCSON)}`);
      if (Number(held) === 0) throw new Error("no deposit held at the Tucson house");
      return [usd(held)];
    },
  },
  {
    group: "tenants",
    query: Q_SPACE7,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, PARK)}&q=${encodeURIComponent("Space 7 lot rent")}`);
      const resident = /lot rent - (.+?), [A-Z][a-z]+ \d{4}$/.exec(tx.description)?.[1];
      if (!resident) throw new Error(`no resident in ${tx.description}`);
      return [resident, usd(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "Loss history question: when the Pruetts moved out of the Tucson house, how much of their deposit was kept for damage?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, `include_settled=true&tenant=Pruett`);
      const kept = items.flatMap((d) => d.settlements).find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("no deposit kept from the Pruetts");
      return [usd(kept.amount)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "Please confirm the named insured's exact legal name and the EIN.",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.legal_name, c.ein];
    },
  },
  {
    group: "company",
    query: "Who are the members of the LLC, and which of them is the manager?",
    tool: "query_database",
    expect: async (t) => members(t),
  },
  {
    group: "company",
    query: "What's the Arizona Corporation Commission entity number, and when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's the statutory agent on file for Ocotillo Mesa?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name.split(",")[0]!],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline on the company's calendar?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([items[0]!, items.at(-1)!].map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When does the casita's Canyon Wren policy next renew?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=Canyon%20Wren`);
      if (!next) throw new Error("no Canyon Wren renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "And the park's commercial package with Tonto Rim - what's the next renewal date on that?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent("Park commercial package")}`);
      if (!next) throw new Error("no park package renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the next Arizona Form 165 due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent("Arizona Form 165")}`);
      if (!next) throw new Error("no Form 165 deadline");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: Q_CASITA_LIABILITY,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Canyon Wren");
      return ["$1,000,000", "$2,000,000"];
    },
  },
  {
    group: "documents",
    query: "Does the Rincon Gate management agreement require a minimum liability limit on the landlord policy for the Tucson house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rincon Gate Property Management - property management agreement");
      return ["$300,000"];
    },
  },
  {
    group: "documents",
    query: "What does the Scottsdale short-term rental license say about liability insurance?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "short-term rental license");
      return ["$500,000"];
    },
  },
  {
    group: "documents",
    query: "Under the Piedra Alta loan on the park, what debt service coverage ratio do we have to keep?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial loan summary");
      return ["1.25"];
    },
  },
  {
    group: "documents",
    query: "Which insurance policies do you have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "doc_type=insurance:policy");
      if (!found.some((title) => title.includes("Canyon Wren"))) throw new Error(`no Canyon Wren policy among ${found.join("; ")}`);
      return ["Canyon Wren"];
    },
  },
  {
    group: "documents",
    query: "Is the LLC's operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => [await onFile(t, "Operating Agreement")],
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many bookings did the casita have in March 2026?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...month(2026, 3) });
      if (n === 0) throw new Error("no casita bookings in March 2026");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "Which guests stayed at the casita in July 2026?",
    tool: "query_database",
    expect: async (t) => {
      // Each booking is dated its check-in: "VRBO booking 48213377 - Name (5 nights, Feb 10-15)".
      const items = await txs(t, `category=revenue:rental_income&property_id=${await pid(t, CASITA)}&start_date=${month(2026, 7).start}&end_date=${month(2026, 7).end}`);
      const guests = [...new Set(items.map((tx) => / - (.+?) \((?:winter rental, )?\d+ nights/.exec(tx.description)?.[1]).filter((g): g is string => Boolean(g)))];
      if (guests.length === 0) throw new Error("no casita guests in July 2026");
      return guests;
    },
  },
  {
    group: "stays",
    query: "Occupancy check: how many nights was the Scottsdale casita booked in August 2025?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(2025, 8)))],
  },
  {
    group: "stays",
    query: "Who was the long-term winter guest at the casita this year, and how many nights did they book?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, `category=revenue:rental_income&property_id=${await pid(t, CASITA)}&q=${encodeURIComponent("winter rental")}&start_date=${thisYr(t)}-01-01&end_date=${t.today}`);
      const m = tx && /booking - (.+?) \(winter rental, (\d+) nights/.exec(tx.description);
      if (!m) throw new Error("no winter rental this year");
      return [m[1]!, m[2]!];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "And the deductible?",
    after: Q_CASITA_LIABILITY,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Canyon Wren");
      return ["$2,500"];
    },
  },
  {
    group: "follow-ups",
    query: "What was his most recent water/sewer bill-back?",
    after: Q_SPACE7,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:utility_reimbursements&property_id=${await pid(t, PARK)}&q=${encodeURIComponent("Space 7 (")}`);
      return [usd(tx.amount)];
    },
  },
  {
    group: "follow-ups",
    query: "Same thing for this year to date?",
    after: Q_PARK_LOT_RENT,
    tool: "query_database",
    expect: async (t) => [await parkRent(t, thisYear(t))],
  },
  {
    group: "follow-ups",
    query: "Since when have they been renting it?",
    after: Q_TUCSON_TENANTS,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, TUCSON)}`);
      const tenant = /^Rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${tx.description}`);
      // Their first month of rent.
      const first = (await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, TUCSON)}&q=${encodeURIComponent(tenant)}&sort=transaction_date`))[0]!;
      const m = /, ([A-Z][a-z]+) (\d{4})/.exec(first.description);
      if (!m) throw new Error(`no month in ${first.description}`);
      return [m[1]!, m[2]!];
    },
  },
  {
    group: "follow-ups",
    query: "how about just the Tucson house?",
    after: Q_PREMIUMS,
    tool: "query_database",
    expect: async (t) => [usd(await nonZero(t, { categories: ["expense:insurance"], property: await pid(t, TUCSON), ...year(lastYear(t)) }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What's the current market value of the Scottsdale casita? I want to compare it with Coverage A.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Have there been any insurance claims filed on any of the properties in the past five years? I need loss runs.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the monsoon forecast for Apache Junction this coming summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should the park charge for lot rent next year to stay competitive with other communities nearby?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "In your view, should the LLC buy a five million umbrella policy on top of the existing liability limits?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Red Rock Roofing for work on the park clubhouse?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the square footage of the Tucson house? The carrier wants it for the DP-3 rating.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is 4417 E Calle Cascabel in a FEMA flood zone?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Cody's manufactured home on Space 12 worth?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Does the park clubhouse have fire sprinklers or a monitored alarm?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
