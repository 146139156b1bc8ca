// The jan-spec set: 60 questions written BLIND (the assistant's code, its tests and every other question
// set left unread) about the spec company, Holloway Creek Stays LLC, a three-member Tennessee LLC with
// a Nashville cottage on Airbnb (1814 Lockeland Drive), a Gatlinburg log cabin on Airbnb and VRBO run by
// a co-host (622 Laurel Bluff Way) and a long-let Chattanooga condo (407 Tremont Street, Unit 3). Its
// bookings and bills are single transactions, its deadlines obligations, and its members and their
// interests appear only in the operating agreement's text (so those questions go to document search).
// Groups: income 8, expenses 6, net 3, bookings 6, basis 4, company 3, members 2, deadlines 5,
// documents 5, follow-up 8 (each right after the question it follows), unanswerable 10.
// Questions are typed the way owners, co-hosts and their CPA type (fragments, "ytd", "last yr", typos,
// nicknames, vendors as the bank writes them). Every figure, count, date and name expected is read from
// the REST API at run time, with periods relative to t.today, so the set stays right as dates move.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, year, type Case, type Obligation, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const thisM = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole month of that name before the current one ("in September"). */
const recent = (t: Truth, m: number) => month(m < thisM(t) ? thisY(t) : thisY(t) - 1, m);
/** "The summer": June to August of this year once it is over, else of last year. */
const summer = (t: Truth) => {
  const y = thisM(t) >= 9 ? thisY(t) : thisY(t) - 1;
  return { start: `${y}-06-01`, end: `${y}-08-31` };
};
const EVER = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Company {
  legal_name: string;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of one document (its passages, joined), found by a fragment of its title. */
async function docText(t: Truth, titleFragment: string, about: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(about)}&document_id=${items[0]!.id}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passages of "${titleFragment}"`);
  return hits.items.map((h) => h.text).join("\n");
}
const grab = (text: string, pattern: RegExp, what: string) => {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`not found in the document: ${what}`);
  return m[1];
};
const members = async (t: Truth) => {
  const text = await docText(t, "Operating Agreement", "members ownership initial capital contribution");
  const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|\s*\$([\d,]+)\s*\|/g)].map((m) => ({ name: m[1]!, share: m[2]!, capital: m[3]! }));
  const unique = [...new Map(rows.map((r) => [r.name, r])).values()];
  if (unique.length === 0) throw new Error("no member table in the operating agreement");
  return { text, rows: unique };
};

/** Open obligations of a query, soonest first. */
const open = async (t: Truth, query: string): Promise<Obligation[]> => {
  const { items } = await obligations(t, query);
  const list = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (list.length === 0) throw new Error(`no open obligation for ${query}`);
  return list;
};

/** "622 Laurel Bluff Way, Gatlinburg..." -> "Laurel Bluff" */
const street = (address: string) => address.split(",")[0]!.replace(/^\d+\s+/, "").replace(/\s+\S+$/, "");
const allProperties = async (t: Truth) => (await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=50")).items;

/** Fails unless the ledger holds nothing matching. */
const none = async (t: Truth, filter: Parameters<Truth["count"]>[0], what: string) => {
  const n = await t.count(filter);
  if (n !== 0) throw new Error(`${what}: ${n} transactions, the question is answerable`);
};

const tx = (t: Truth, query: string) => t.get<{ items: { description: string; amount: string; transaction_date: string }[]; total: number }>(`/api/v1/transactions?${query}`);
const guestOf = (description: string) => /\s-\s(.+?)\s\(\d+ nights?\)/.exec(description)?.[1];

export const JAN_SPEC_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rental income did we bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "and the month before that?",
    after: "how much rental income did we bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(lastMonth(t.today).start) }))],
  },
  {
    group: "income",
    query: "calculate gross rental income for Holloway Creek Stays, Q3 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(thisY(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "what did the cottage gross over the summer?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...summer(t), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "income",
    query: "ytd income from the tremont condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "follow-up",
    query: "how much of that went to the property mgmt company",
    after: "ytd income from the tremont condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "income",
    query: "give me rental income by month for the first half of last yr",
    tool: "query_database",
    expect: async (t) => Promise.all([1, 2, 3, 4, 5, 6].map(async (m) => figure(await t.sum({ categories: RENTS, ...month(thisY(t) - 1, m) })))),
  },
  {
    group: "income",
    query: "which of our 3 properties earned the most last year?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all((await allProperties(t)).map(async (p) => ({ p, total: Number(await t.sum({ type: "revenue", ...year(thisY(t) - 1), property: p.id })) })));
      const best = rows.sort((a, b) => b.total - a.total)[0]!;
      return [street(best.p.address), figure(String(best.total))];
    },
  },
  {
    group: "income",
    query: "vrbo vs airbnb - how much in bookings from each so far this year",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), q: "VRBO reservation" })),
      figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), q: "Airbnb reservation" })),
    ],
  },
  {
    group: "income",
    query: "compare our rental income so far this year with the same months last year",
    tool: "query_database",
    expect: async (t) => {
      const through = lastMonth(t.today);
      if (!through.start.startsWith(String(thisY(t)))) throw new Error("no whole month of this year yet");
      const lastYearEnd = month(thisY(t) - 1, Number(through.start.slice(5, 7))).end;
      return [figure(await t.sum({ categories: RENTS, ...thisYear(t) })), figure(await t.sum({ categories: RENTS, start: `${thisY(t) - 1}-01-01`, end: lastYearEnd }))];
    },
  },

  // ---- expenses (6) ----
  {
    group: "expenses",
    query: "how much did we spend on utilities at the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(thisY(t) - 1), property: (await t.property("Laurel")).id }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "how much did we spend on utilities at the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(thisY(t) - 1), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "expenses",
    query: "pull up everything we paid MUSIC CITY MAIDS since January",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "what did airbnb take in host fees last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastQuarter(t.today), q: "Airbnb" }))],
  },
  {
    group: "expenses",
    query: "property tax we paid last yr, broken out by property pls",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ categories: ["expense:property_tax"], ...year(thisY(t) - 1), property: (await t.property(p)).id })))),
  },
  {
    group: "expenses",
    query: "how come the cabin's expenses were so high in april last year?",
    tool: "query_database",
    expect: async (t) => {
      const spent = await t.sum({ categories: ["expense:capital_improvement"], ...month(thisY(t) - 1, 4), property: (await t.property("Laurel")).id });
      if (Number(spent) === 0) throw new Error("no capital spending at the cabin that April");
      return [figure(spent), "hot tub"];
    },
  },
  {
    group: "expenses",
    query: "total mortgage interest for last yr across all 3 loans? my CPA needs it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(thisY(t) - 1) }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "what was Holloway Creek's net income last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(thisY(t) - 1) }))],
  },
  {
    group: "net",
    query: "is the chattanooga condo actually making money? net for last year after the mgmt fee, hoa, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(thisY(t) - 1), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "net",
    query: "net profit by property for last quarter",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: (await t.property(p)).id })))),
  },

  // ---- bookings (6) ----
  {
    group: "bookings",
    query: "how many reservations did the Lockeland cottage have in September, and who were the guests?",
    tool: "query_database",
    expect: async (t) => {
      const period = recent(t, 9);
      const p = await t.property("Lockeland");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...period, property: p.id })), ...(await guestsOf(t, "Lockeland", period))];
    },
  },
  {
    group: "follow-up",
    query: "same for the cabin",
    after: "how many reservations did the Lockeland cottage have in September, and who were the guests?",
    tool: "query_database",
    expect: async (t) => {
      const period = recent(t, 9);
      const p = await t.property("Laurel");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...period, property: p.id })), ...(await guestsOf(t, "Laurel", period))];
    },
  },
  {
    group: "bookings",
    query: "# of stays at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Laurel")).id }))],
  },
  {
    group: "bookings",
    query: "how many nights was the gatlinburg place booked over the summer?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", summer(t)))],
  },
  {
    group: "bookings",
    query: "total number of bookings across both STRs last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(thisY(t) - 1) }))],
  },
  {
    group: "bookings",
    query: "most recent VRBO stay at the cabin - who was the guest and what was the check-in date?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel");
      const { items } = await tx(t, `category=revenue:rental_income&property_id=${p.id}&end_date=${t.today}&q=VRBO&sort=-transaction_date&page_size=2`);
      const [last, before] = items;
      if (!last) throw new Error("no VRBO bookings at the cabin");
      if (before && before.transaction_date === last.transaction_date) throw new Error("two VRBO check-ins on the same day");
      const guest = guestOf(last.description);
      if (!guest) throw new Error(`no guest in "${last.description}"`);
      return [guest, longDate(last.transaction_date)];
    },
  },
  {
    group: "bookings",
    query: "biggest single booking so far this year? who was the guest",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const { items } = await tx(t, `category=revenue:rental_income&start_date=${start}&end_date=${end}&sort=-amount&page_size=2`);
      const [top, next] = items;
      if (!top) throw new Error("no bookings this year");
      if (next && next.amount === top.amount) throw new Error("two bookings tie for the largest");
      const guest = guestOf(top.description);
      if (!guest) throw new Error(`no guest in "${top.description}"`);
      return [figure(top.amount), guest];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "depreciable basis for 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "and when was it placed in service?",
    after: "depreciable basis for 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "total basis on the gatlinburg log cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).total_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the condo in Chattanooga and when did we close on it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land / building / furnishings split on the cabin for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },

  // ---- company (3) ----
  {
    group: "company",
    query: "whats our tennessee control number with the SOS",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "need our EIN and who the registered agent is, for a bank form",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein || !c.registered_agent) throw new Error("no EIN or registered agent");
      return [c.ein, c.registered_agent.name];
    },
  },

  // ---- members (2): held only in the operating agreement ----
  {
    group: "members",
    query: "who are the members of the LLC and what % does each one own",
    tool: "search_document_content",
    expect: async (t) => (await members(t)).rows.flatMap((r) => [r.name, r.share]),
  },
  {
    group: "follow-up",
    query: "which of them is the manager, and who's the partnership rep?",
    after: "who are the members of the LLC and what % does each one own",
    tool: "search_document_content",
    expect: async (t) => {
      const { text } = await members(t);
      return [grab(text, /([A-Z][a-z]+ [A-Z][a-z]+) is the Manager/, "the manager"), grab(text, /([A-Z][a-z]+ [A-Z][a-z]+) is the partnership representative/, "the partnership representative")];
    },
  },
  {
    group: "members",
    query: "how much capital did Tobin put in originally?",
    tool: "search_document_content",
    expect: async (t) => {
      const row = (await members(t)).rows.find((r) => r.name.startsWith("Tobin"));
      if (!row) throw new Error("Tobin is not in the member table");
      return [row.capital];
    },
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, "obligation_type=tax:payment"))[1];
      if (!next) throw new Error("only one open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the TN annual report due and what's the fee",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, "obligation_type=compliance:periodic_report"))[0]!;
      return [longDate(next.due_date), grab(next.description, /\$(\d[\d,]*) minimum/, "the minimum fee")];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when does the gatlinburg STR business license need to be renewed",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `obligation_type=compliance:license_renewal&property_id=${(await t.property("Laurel")).id}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Davidson county property tax on the cottage, when's it due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `obligation_type=property:tax&property_id=${(await t.property("Lockeland")).id}`))[0]!.due_date)],
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "what documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&property_id=${(await t.property("Laurel")).id}`);
      if (items.length === 0) throw new Error("no documents for the cabin");
      return items.map((d) => d.title);
    },
  },
  {
    group: "documents",
    query: "do we have the formation docs uploaded? articles, operating agreement etc",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200&doc_type=formation");
      if (items.length === 0) throw new Error("no formation documents");
      return items.map((d) => d.title);
    },
  },
  {
    group: "documents",
    query: "what's the liability limit on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Blue Ridge Shield", "liability limit each occurrence"), /Liability: \$([\d,]+)/, "the liability limit")],
  },
  {
    group: "follow-up",
    query: "and the deductible?",
    after: "what's the liability limit on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Blue Ridge Shield", "deductibles all perils"), /All perils: \$([\d,]+)/, "the all-perils deductible")],
  },
  {
    group: "documents",
    query: "max occupancy allowed under our Nashville STRP permit?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "STRP permit", "maximum occupancy guests"), /Maximum occupancy: (\d+) guests/, "the maximum occupancy")],
  },
  {
    group: "documents",
    query: "what % does Smoky Ridge take as their co-host fee per the agreement",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Co-Hosting and Cleaning Agreement", "co-host fee rates"), /Co-host fee: (\d+%)/, "the co-host fee")],
  },

  // ---- unanswerable (10) ----
  {
    group: "unanswerable",
    query: "what's the cottage worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>("/api/v1/documents?page_size=1&doc_type=property:appraisal");
      if (total !== 0) throw new Error("an appraisal is on file");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much principal is left on the Truist loan for the cabin",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { ...EVER(t), q: "principal" }, "principal payments");
      await none(t, { ...EVER(t), q: "balance" }, "loan balances");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how does our cabin's occupancy stack up against other cabins in gatlinburg",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we spend at home depot last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { ...year(thisY(t) - 1), q: "Home Depot" }, "Home Depot");
      await none(t, { ...year(thisY(t) - 1), q: "HOMEDEPOT" }, "Home Depot");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "rental income for 2019?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, year(2019), "2019");
      const c = await company(t);
      if (!c.formation_date || c.formation_date <= "2019-12-31") throw new Error("the company existed in 2019");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much federal income tax will Maren owe on her K-1 for last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was the weather like in gatlinburg over the 4th of july weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much of a security deposit are we holding for Wendell Akers?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { ...EVER(t), q: "deposit" }, "deposits");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how many 5 star reviews did the cottage get this year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did the new roof on the cottage end up costing us",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { ...EVER(t), q: "roof" }, "roof work");
      return [];
    },
  },
];
