// Blind set r81-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list and the occupancy report); a figure or phrase quoted from a document is used only after the document is confirmed on file. Questions are worded as a member who owns the long-term rentals with a sibling would type them.
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
/** Everything the books hold, through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The latest whole calendar quarter `q` that has ended before today (this year's if it has, else last year's). */
const latestQuarter = (t: Truth, q: number) => {
  const m = Number(t.today.slice(5, 7));
  return quarter(m > q * 3 ? thisY(t) : thisY(t) - 1, q);
};
/** The latest calendar month `m` that has ended before today. */
const latestMonth = (t: Truth, m: number) => month(Number(t.today.slice(5, 7)) > m ? thisY(t) : thisY(t) - 1, m);

/** "$1,234.56" of an amount the records must hold (a zero sum means the filter found nothing). */
const dollars = (amount: string) => {
  if (Number(amount) === 0) throw new Error("expected a non-zero amount");
  return `$${figure(amount)}`;
};

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
async function propertyRecord(t: Truth, fragment: string): Promise<PropertyRecord> {
  const { items } = await t.get<{ items: PropertyRecord[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
}
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A document on file by its title (throws when it is not). */
async function onFile(t: Truth, titleFragment: string): Promise<{ id: string; title: string; doc_date: string }> {
  const { items } = await t.get<{ items: { id: string; title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length === 0) throw new Error(`no document titled like "${titleFragment}"`);
  return items[0]!;
}

/** The guests of the Airbnb reservations at a property that check in within a period (from the ledger's descriptions). */
async function reservations(t: Truth, fragment: string, period: { start: string; end: string }): Promise<{ guest: string; nights: number }[]> {
  const id = await pid(t, fragment);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  return items.map((tx) => {
    const match = /\s-\s(.+?)\s\((\d+) nights?\)/.exec(tx.description);
    if (!match) throw new Error(`not a reservation: ${tx.description}`);
    return { guest: match[1]!, nights: Number(match[2]) };
  });
}

const Q = {
  thornappleYtd: "what did Thornapple bring in ytd?",
  rosario: "how much have we paid Rosario Plumbing, all in?",
  condoPurchase: "when did we buy the Beaverton condo and what'd we pay for it",
  propTaxLastYear: "property taxes last yr, all 5 places combined?",
  thornappleDocs: "what docs do we have on file for the Thornapple house?",
};

export const R81_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "total long-term rent we collected last yr, not counting the airbnb",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t) }))],
  },
  {
    group: "income",
    query: Q.thornappleYtd,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "pull up rent for the duplex in q2",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...latestQuarter(t, 2), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "How much did the carriage house gross on Airbnb last month?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: `Total income for Basalt Creek Holdings in ${new Date().getUTCFullYear() - 1}, everything`,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastY(t) }))],
  },
  {
    group: "income",
    query: "did we get any late fees this year? how much",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can you tell me how much rent Tobias paid last quarter",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "how much rent did the Salem house bring in last year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastY(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "hood river airbnb income ytd, gross before fees",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "what did the new roof on Thornapple cost us",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Ridgeline", ...allTime(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "expenses",
    query: Q.rosario,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: Q.propTaxLastYear,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums ytd?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did Brightwell cost us in fees last year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues we've paid on the condo so far this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "expenses",
    query: "calculate repairs at the Larkspur duplex last yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastY(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "Green Fern - how much did we pay them last year? both houses",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Green Fern", ...lastY(t) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q.condoPurchase,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the carriage house?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the land vs building split on Thornapple",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [dollars(p.land_basis), dollars(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "what's the street address of the Salem rental",
    tool: "query_database",
    expect: async (t) => [(await t.property("Salem")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "when was the duplex placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's renting the Thornapple house right now",
    tool: "query_database",
    expect: async (t) => [String((await propertyRecord(t, "Thornapple")).extra_metadata.tenant)],
  },
  {
    group: "tenants",
    query: "what's Devon paying a month",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Larkspur")).extra_metadata.units as { tenant: string; monthly_rent: string }[];
      const unit = units.find((u) => u.tenant.startsWith("Devon"));
      if (!unit) throw new Error("no unit let to Devon");
      return [dollars(unit.monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: "did Marisol pay last month's rent?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastMonth(t.today), property: await pid(t, "Sycamore"), q: "Marisol" }))],
  },
  {
    group: "tenants",
    query: "how much security deposit is Brianna's lease holding",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Thornapple Street (Brianna");
      return ["$2,400"];
    },
  },
  {
    group: "tenants",
    query: "who's the tenant in the Beaverton condo and what's the rent on it",
    tool: "query_database",
    expect: async (t) => {
      const meta = (await propertyRecord(t, "Quarry Bend")).extra_metadata;
      return [String(meta.tenant), dollars(String(meta.monthly_rent))];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "what's the Oregon SOS registry number for Basalt Creek",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who do we have as registered agent with the state",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything coming due in the next 6 weeks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=42");
      if (items.length === 0) throw new Error("nothing due in 42 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=1065");
      if (!o) throw new Error("no open 1065 filing");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "are we behind on anything? overdue stuff",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when does the Hood River STR permit need renewing",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("short-term rental permit")}`);
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "by when do we have to decide on renewing Tobias's lease",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=Tobias");
      if (!o) throw new Error("no open lease renewal for Tobias");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members of the LLC and what % does each of us own",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "if we want to fire Brightwell how much notice do we have to give them",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "is there a special assessment coming at Quarry Bend? how much per unit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["$3,150"];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: Q.thornappleDocs,
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Thornapple")}`),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many airbnb bookings did the carriage house get last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "who stayed at the carriage house in September?",
    tool: "query_database",
    expect: async (t) => {
      const stays = await reservations(t, "Mill Race", latestMonth(t, 9));
      if (stays.length === 0) throw new Error("no stays in September");
      return [...new Set(stays.map((s) => s.guest))];
    },
  },
  {
    group: "stays",
    query: "how many nights was Hood River booked in august",
    tool: "query_database",
    expect: async (t) => {
      const period = latestMonth(t, 8);
      const nights = await nightsBooked(t, "Mill Race", period);
      const fromLedger = (await reservations(t, "Mill Race", period)).reduce((total, s) => total + s.nights, 0);
      if (nights !== fromLedger || nights === 0) throw new Error(`nights: report ${nights}, ledger ${fromLedger}`);
      return [String(nights)];
    },
  },
  {
    group: "stays",
    query: "number of stays at mill race so far this yr",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") });
      if (n === 0) throw new Error("no stays this year");
      return [String(n)];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the duplex?",
    after: Q.thornappleYtd,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "follow-ups",
    query: "ok and just last year?",
    after: Q.rosario,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Rosario", ...lastY(t) }))],
  },
  {
    group: "follow-ups",
    query: "what's the building basis on it",
    after: Q.condoPurchase,
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Quarry Bend")).building_basis)],
  },
  {
    group: "follow-ups",
    query: "how much of that was Multnomah County?",
    after: Q.propTaxLastYear,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], q: "Multnomah", ...lastY(t) }))],
  },
  {
    group: "follow-ups",
    query: "does the roof invoice say it was paid in full? what date",
    after: Q.thornappleDocs,
    tool: "search_document_content",
    expect: async (t) => [longDate((await onFile(t, "Ridgeline Roofing invoice")).doc_date)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what's Thornapple worth today if we sold it?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much do we still owe on the Larkspur mortgage right now", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "is it going to rain in Hood River this weekend? guests checking in", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what should we raise Tobias's rent to when his lease is up", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much did we spend at Lowe's last year", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "should we do a 1031 exchange if we sell the Salem house?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's Marisol's credit score", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how big a deposit is Ingrid on in unit B", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what are comparable 3 bedrooms in Salem renting for these days", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much is in the Quarry Bend HOA reserve fund", tool: "query_database", expect: async () => [] },
];
