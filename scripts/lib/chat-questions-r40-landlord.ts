// Blind set r40 for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions an owner or
// bookkeeper would type, written without reading the assistant's code, its tests, its docs or any other
// set. Figures, names and dates are read at run time from the REST API; periods are relative to today.
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, guestsOf, obligations, quarter, thisYear, titles, year, type Obligation } from "./chat-questions";

type Period = { start: string; end: string };

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const plus = (...amounts: string[]) => amounts.reduce((total, a) => total.plus(a), new Decimal(0)).toFixed(2);

const propId = async (t: Truth, fragment?: string) => (fragment ? (await t.property(fragment)).id : undefined);

/** Rent (long-term and short-term) in a period; `strict` throws when other revenue would make "income" ambiguous. */
async function rent(t: Truth, period: Period, fragment?: string, q?: string, strict = false): Promise<string> {
  const property = await propId(t, fragment);
  const rents = await t.sum({ categories: RENTS, ...period, property, q });
  if (strict) {
    const all = await t.sum({ type: "revenue", ...period, property, q });
    if (!new Decimal(all).eq(rents)) throw new Error(`ambiguous: rent ${rents} but revenue ${all} (${fragment ?? "all"} ${period.start}..${period.end})`);
  }
  if (new Decimal(rents).isZero()) throw new Error(`no rent (${fragment ?? "all"} ${q ?? ""} ${period.start}..${period.end})`);
  return rents;
}

/** Expenses whose description matches q. */
async function spent(t: Truth, q: string, period: Period, fragment?: string): Promise<string> {
  const total = await t.sum({ type: "expense", q, ...period, property: await propId(t, fragment) });
  if (new Decimal(total).isZero()) throw new Error(`nothing spent on "${q}" (${fragment ?? "all"} ${period.start}..${period.end})`);
  return total;
}

/** A category's expense, checked against the same bills found by their descriptions. */
async function category(t: Truth, categories: string[], period: Period, fragment: string | undefined, qs: string[]): Promise<string> {
  const property = await propId(t, fragment);
  const byCategory = await t.sum({ categories, ...period, property });
  const byText = plus(...(await Promise.all(qs.map((q) => t.sum({ type: "expense", q, ...period, property })))));
  if (!new Decimal(byCategory).eq(byText)) throw new Error(`${categories.join(",")}: ${byCategory} by category but ${byText} by description`);
  if (new Decimal(byCategory).isZero()) throw new Error(`nothing in ${categories.join(",")}`);
  return byCategory;
}

const net = async (t: Truth, period: Period, fragment?: string) => t.sum({ type: "net", ...period, property: await propId(t, fragment) });

/** A property's extra_metadata. */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = (await t.property(fragment)) as unknown as { id: string; extra_metadata?: Record<string, unknown> };
  if (p.extra_metadata) return p.extra_metadata;
  const full = await t.get<{ extra_metadata?: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  if (!full.extra_metadata) throw new Error(`no metadata for ${fragment}`);
  return full.extra_metadata;
}

/** Open obligations due today or later, soonest first. */
async function ahead(t: Truth, test: (o: Obligation) => boolean = () => true): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && test(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open obligation ahead");
  return open;
}

/** Fails unless a document whose title holds `fragment` is on file under the given list query. */
async function onFile(t: Truth, query: string, fragment: string): Promise<void> {
  const list = await titles(t, query);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" in ${query}: ${list.join(" | ")}`);
}

/** The company record, found through the API root's links (or the usual paths). */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string" && /^(https?:\/\/[^/]+)?\/api\/v1\/[\w/-]*(compan|profile|business)/i.test(v)) found.push(v.replace(/^https?:\/\/[^/]+/, ""));
    else if (v && typeof v === "object") Object.values(v as Record<string, unknown>).forEach(walk);
  };
  try {
    walk(await t.get<unknown>("/"));
  } catch {
    // no root links
  }
  const withEin = (v: unknown): Record<string, unknown> | undefined => {
    if (!v || typeof v !== "object") return undefined;
    const o = v as Record<string, unknown>;
    if ("ein" in o) return o;
    for (const child of Object.values(o)) {
      const hit = withEin(child);
      if (hit) return hit;
    }
    return undefined;
  };
  for (const path of [...found, "/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/business"]) {
    try {
      const hit = withEin(await t.get<unknown>(path));
      if (hit) return hit;
    } catch {
      // try the next
    }
  }
  throw new Error(`no company record (links: ${found.join(", ") || "none"})`);
}

const field = (o: Record<string, unknown>, key: string): string => {
  const v = o[key];
  if (typeof v !== "string" || !v) throw new Error(`company record has no ${key}`);
  return v;
};

const agentName = (o: Record<string, unknown>): string => {
  const a = o.registered_agent;
  if (a && typeof a === "object" && typeof (a as { name?: unknown }).name === "string") return (a as { name: string }).name;
  if (typeof a === "string" && a) return a.split(",")[0]!.trim();
  return field(o, "registered_agent_name");
};

const NONE = async () => [];

export const R40_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month, all the properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, lastMonth(t.today), undefined, undefined, true))],
  },
  {
    group: "income",
    query: "gross rental income for last quarter pls",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, lastQuarter(t.today), undefined, undefined, true))],
  },
  {
    group: "income",
    query: "What was Basalt Creek's gross rental income last yr? Just rent and airbnb bookings, leave out late fees and deposits",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, lastYear(t)))],
  },
  {
    group: "income",
    query: "how much has Brianna paid in rent ytd",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, thisYear(t), undefined, "Kowalczyk"))],
  },
  {
    group: "income",
    query: "carriage house airbnb revenue for july of last year (gross bookings, before airbnb's fee)",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, month(thisY(t) - 1, 7), "Mill Race"))],
  },
  {
    group: "income",
    query: "can you break down last month's rent by property?",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry", "Sycamore", "Mill Race"]) out.push(figure(await rent(t, lastMonth(t.today), fragment, undefined, true)));
      return out;
    },
  },
  {
    group: "income",
    query: "Calculate the rent we got from the Salem house in Q1 this year",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, quarter(thisY(t), 1), "Sycamore"))],
  },
  {
    group: "income",
    query: "what have we grossed on Airbnb so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, thisYear(t), "Mill Race", undefined, true))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Rosario Plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await spent(t, "Rosario", lastYear(t)))],
  },
  {
    group: "expenses",
    query: "total property tax we paid last yr, across every property?",
    tool: "query_database",
    expect: async (t) => [figure(await category(t, ["expense:property_tax"], lastYear(t), undefined, ["PROPERTY TAX", "TAX COLLECTOR"]))],
  },
  {
    group: "expenses",
    query: "pull up the electric bill for the cabin in Hood River last month",
    tool: "query_database",
    expect: async (t) => [figure(await category(t, ["expense:utilities:electricity"], lastMonth(t.today), "Mill Race", ["PACIFIC POWER"]))],
  },
  {
    group: "expenses",
    query: "How much did Brightwell take in mgmt fees last year? only the 9% monthly fees",
    tool: "query_database",
    expect: async (t) => [figure(await spent(t, "Management fee", lastYear(t)))],
  },
  {
    group: "expenses",
    query: "what did we spend on landscaping / yard service last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await spent(t, "Green Fern", lastQuarter(t.today)))],
  },
  {
    group: "expenses",
    query: "repair costs on the larkspur duplex last year?",
    tool: "query_database",
    expect: async (t) => [figure(await category(t, ["expense:maintenance:repairs"], lastYear(t), "Larkspur", ["Rosario", "Voltline"]))],
  },
  {
    group: "expenses",
    query: "HOA dues paid for the Beaverton condo this yr so far",
    tool: "query_database",
    expect: async (t) => [figure(await spent(t, "HOA dues", thisYear(t), "Quarry"))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the carriage house for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await net(t, lastYear(t), "Mill Race"))],
  },
  {
    group: "net",
    query: "whats our overall net profit year to date, company-level costs included",
    tool: "query_database",
    expect: async (t) => [figure(await net(t, thisYear(t)))],
  },
  {
    group: "net",
    query: "did quarry bend make or lose money last quarter? give me the net",
    tool: "query_database",
    expect: async (t) => [figure(await net(t, lastQuarter(t.today), "Quarry"))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did Mill Race have in August last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(thisY(t) - 1, 8), property: await propId(t, "Mill Race") });
      if (n === 0) throw new Error("no August bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Hood River place booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at Thornapple and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Give me the tenants in the Larkspur duplex and what each one pays",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { tenant: string; monthly_rent: string }[] | undefined;
      if (!units?.length) throw new Error("no Larkspur units");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when does Tobias's lease run out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const o = items.find((x) => x.description.includes("Tobias Wren"));
      const end = o && /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error("no lease end for Tobias Wren");
      return [end];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Salem rental?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis in the larkspur duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).total_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis for the Beaverton condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the carriage house, and how much of the basis is the furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.purchase_price_total), figure(p.ffe_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's the EIN for Basalt Creek Holdings?",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "ein")],
  },
  {
    group: "company",
    query: "I need our Oregon registry number for the LLC",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "state_filing_number")],
  },
  {
    group: "company",
    query: "when was the llc formed?",
    tool: "query_database",
    expect: async (t) => [longDate(field(await company(t), "formation_date"))],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => [agentName(await company(t))],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const until = addDays(t.today, 45);
      const soon = (await ahead(t)).filter((o) => o.due_date <= until);
      if (soon.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(soon.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next annual report to the Oregon SOS due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await ahead(t, (x) => x.obligation_type === "compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do I have to renew the Hood River STR permit",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, (x) => /short-term rental permit/i.test(x.description)))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When's the partnership return (1065) due next?",
    tool: "query_database",
    expect: async (t) => {
      return [longDate((await ahead(t, (x) => x.obligation_type === "tax:filing" && /1065/.test(x.description)))[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the Mill Race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy", "Columbia Gorge Mutual");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "per the management agreement, what does Brightwell charge for placing a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=other", "Property Management Agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "how much is the special assessment per unit in the Quarry Bend HOA rules",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=other", "Quarry Bend Condominium Association Rules");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "what security deposit did Marisol put down according to her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=other", "Sycamore Hollow Road (Marisol Pennington)");
      return ["2,500.00"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent did the Thornapple house bring in last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await rent(t, thisYear(t), "Thornapple"))],
  },
  {
    group: "follow-up",
    after: "what did we spend on yard service at the Salem house last year?",
    query: "what about thornapple?",
    tool: "query_database",
    expect: async (t) => [figure(await spent(t, "Green Fern", lastYear(t), "Thornapple"))],
  },
  {
    group: "follow-up",
    after: "list the repairs on the duplex last year",
    query: "who did the electrical one?",
    tool: "query_database",
    expect: async (t) => {
      if ((await t.count({ ...lastYear(t), q: "Voltline", property: await propId(t, "Larkspur") })) === 0) throw new Error("no Voltline repair");
      return ["Voltline"];
    },
  },
  {
    group: "follow-up",
    after: "when's the Safeco renewal for the duplex?",
    query: "how much was the premium last time?",
    tool: "query_database",
    expect: async (t) => {
      const id = await propId(t, "Larkspur");
      const { items } = await t.get<{ items: { transaction_date: string; amount: string; transaction_type: string }[] }>(`/api/v1/transactions?q=SAFECO&property_id=${id}&page_size=200`);
      const latest = items.filter((x) => x.transaction_type === "EXPENSE").sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!latest) throw new Error("no Safeco premium");
      return [figure(latest.amount)];
    },
  },
  {
    group: "follow-up",
    after: "how many Airbnb bookings did the carriage house get in July last year?",
    query: "and how many nights total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(thisY(t) - 1, 7)))],
  },
  {
    group: "follow-up",
    after: "what's the late fee in Brianna's lease?",
    query: "and in Marisol's?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=other", "Marisol Pennington");
      return ["60.00"];
    },
  },
  {
    group: "follow-up",
    after: "does the Quarry Bend HOA have a special assessment coming up?",
    query: "when are the installments due?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=other", "Quarry Bend");
      const next = thisY(t) + 1;
      return [`March 1, ${next}`, `September 1, ${next}`];
    },
  },
  {
    group: "follow-up",
    after: "property taxes on the Beaverton condo last yr?",
    query: "and for the Hood River one?",
    tool: "query_database",
    expect: async (t) => [figure(await category(t, ["expense:property_tax"], lastYear(t), "Mill Race", ["TAX COLLECTOR"]))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what's the Thornapple house worth on today's market?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "can you forecast what the carriage house will gross next summer?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "should we refinance the Larkspur duplex or sell it?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "how much rent did we collect on the Alberta Street fourplex last year?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "what did we make in rent back in 2019?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "whats the remaining balance on the Guild mortgage for the Salem house", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "what interest rate are we paying on the Umpqua home loan?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "can you pull up Marisol Pennington's social security number and date of birth?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "what's Brightwell Property Management's own EIN?", tool: "query_database", expect: NONE },
  { group: "unanswerable", unanswerable: true, query: "what's fair market rent for a 3 bedroom in Salem right now?", tool: "query_database", expect: NONE },
];
