// Round 13, landlord company: written blind, by an author who never read the assistant's code, its
// tests, its docs or any other question set. Asked of Basalt Creek Holdings LLC, the Oregon LLC of
// scripts/lib/landlord-company.ts (four long-term rentals, three managed by Brightwell, and the Mill
// Race carriage house on Airbnb). Every expected figure, date and name is read at run time from the
// REST API; periods are relative to today.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
import { figure, lastMonth, lastQuarter, longDate, MONTHS, month, nightsBooked, guestsOf, nextOpen, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

// Labels of the questions themselves (the runner's today is the same UTC date).
const NOW = new Date().toISOString().slice(0, 10);
const THIS_YEAR = Number(NOW.slice(0, 4));
const LQ = lastQuarter(NOW);
const LQ_LABEL = `Q${(Number(LQ.start.slice(5, 7)) + 2) / 3} ${LQ.start.slice(0, 4)}`;
const TWO_MONTHS_AGO = lastMonth(lastMonth(NOW).start);
const TWO_MONTHS_AGO_NAME = MONTHS[Number(TWO_MONTHS_AGO.start.slice(5, 7)) - 1]!;

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);

interface PropertyFull {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const fullProperty = async (t: Truth, fragment: string) => t.get<PropertyFull>(`/api/v1/properties/${(await t.property(fragment)).id}`);

/** "1147 SE Thornapple Street, Portland, OR 97202" -> "Thornapple". */
const streetName = (address: string) =>
  address
    .split(",")[0]!
    .split(/\s+/)
    .filter((w) => !/^\d+$/.test(w) && !/^(N|S|E|W|NE|NW|SE|SW)$/.test(w) && !/^(Street|Avenue|Road|Court|Lane|Drive)$/.test(w))
    .join(" ");

/** Passages of one document (found by a fragment of its title) that answer `q`, joined. */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  return hits.items.map((h) => h.text).join("\n");
}
function grab(text: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`not found in the document: ${what}`);
  return found;
}

const uniqueDates = (dates: string[]) => [...new Set(dates)].map(longDate);

export const R13_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did we collect on thornapple last yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Thornapple");
      return [figure(await t.sum({ categories: RENTS, property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: "how much rent did we collect on thornapple last yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Thornapple");
      return [figure(await t.sum({ categories: RENTS, property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "gross airbnb bookings for the carriage house ytd?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: `What was Basalt Creek's total revenue for ${THIS_YEAR - 1}, everything included`,
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "revenue", ...lastYear(t) }))];
    },
  },
  {
    group: "income",
    query: `break out ${LQ_LABEL} rent for the larkspur duplex by unit`,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Larkspur");
      const period = lastQuarter(t.today);
      const a = await t.sum({ categories: RENTS, property: p.id, q: "Unit A", ...period });
      const b = await t.sum({ categories: RENTS, property: p.id, q: "Unit B", ...period });
      return [figure(a), figure(b)];
    },
  },
  {
    group: "income",
    query: "which month was best for the carriage house last year, income-wise",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      const y = yearOf(t) - 1;
      let best = { m: 0, total: -1, text: "" };
      for (let m = 1; m <= 12; m++) {
        const text = await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...month(y, m) });
        if (Number(text) > best.total) best = { m, total: Number(text), text };
      }
      return [MONTHS[best.m - 1]!, figure(best.text)];
    },
  },
  {
    group: "income",
    query: "total rental income last mo across all 5 properties",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "income",
    query: "split last year's rental income between airbnb and the long-term tenants",
    tool: "query_database",
    async expect(t) {
      const airbnb = await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) });
      const longTerm = await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) });
      return [figure(airbnb), figure(longTerm)];
    },
  },
  {
    group: "income",
    query: "rent in from sycamore hollow jan thru june last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      const y = yearOf(t) - 1;
      return [figure(await t.sum({ categories: RENTS, property: p.id, start: `${y}-01-01`, end: `${y}-06-30` }))];
    },
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay the plumber last year?",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))];
    },
  },
  {
    group: "follow-up",
    query: "which properties was that for",
    after: "what did we pay the plumber last year?",
    tool: "query_database",
    async expect(t) {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=Rosario&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=200`);
      const ids = [...new Set(items.map((tx) => tx.property_id).filter((id): id is string => Boolean(id)))];
      if (ids.length === 0) throw new Error("no plumber bills last year");
      return Promise.all(ids.map(async (id) => streetName((await t.get<PropertyFull>(`/api/v1/properties/${id}`)).address)));
    },
  },
  {
    group: "expenses",
    query: "calculate utilities for the Hood River carriage house so far this year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [figure(await t.sum({ categories: ["expense:utilities"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "how much did brightwell charge us in fees last yr",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: `property taxes paid in ${THIS_YEAR - 1}, all properties combined`,
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "how much have we paid GORGE SPARKLE CLEANING this year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Gorge Sparkle", ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: `what did repairs on the duplex run us in ${THIS_YEAR - 1}`,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Larkspur");
      return [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "pull up total expenses for the Salem house last month",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [figure(await t.sum({ type: "expense", property: p.id, ...lastMonth(t.today) }))];
    },
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "net income on the carriage house last yr?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [figure(await t.sum({ type: "net", property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "follow-up",
    query: "same for sycamore",
    after: "net income on the carriage house last yr?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [figure(await t.sum({ type: "net", property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "net",
    query: "is thornapple making money this year? revenue minus expenses ytd",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Thornapple");
      return [figure(await t.sum({ type: "net", property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "net",
    query: "what was our overall cash flow last month, whole company",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "net", ...lastMonth(t.today) }))];
    },
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's renting the condo in beaverton",
    tool: "query_database",
    async expect(t) {
      const p = await fullProperty(t, "Quarry Bend");
      const tenant = p.extra_metadata.tenant;
      if (typeof tenant !== "string") throw new Error("no tenant recorded at Quarry Bend");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked last month",
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))];
    },
  },
  {
    group: "follow-up",
    query: "what did those stays gross",
    after: "how many nights was mill race booked last month",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: `list the guests who stayed at the carriage house in ${TWO_MONTHS_AGO_NAME}`,
    tool: "query_database",
    async expect(t) {
      return guestsOf(t, "Mill Race", lastMonth(lastMonth(t.today).start));
    },
  },
  {
    group: "bookings-or-tenants",
    query: "tenants in the larkspur duplex?",
    tool: "query_database",
    async expect(t) {
      const p = await fullProperty(t, "Larkspur");
      const units = p.extra_metadata.units as { tenant: string }[] | undefined;
      if (!units?.length) throw new Error("no units recorded at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb stays did we have last year",
    tool: "query_database",
    async expect(t) {
      return [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who was the sycamore tenant before Marisol",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      const { items } = await t.get<{ items: { description: string; transaction_date: string }[] }>(
        `/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&start_date=${yearOf(t) - 1}-01-01&end_date=${t.today}&page_size=200&sort=transaction_date`,
      );
      const names = items.map((tx) => /FROM (.+?) RENT/i.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n) && !/pennington/i.test(n!));
      if (names.length === 0) throw new Error("no earlier tenant at Sycamore");
      return [names[0]!];
    },
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "purchase price on the Thornapple house",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Thornapple")).purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: "purchase price on the Thornapple house",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Larkspur")).purchase_price_total)];
    },
  },
  {
    group: "basis",
    query: "land vs building basis for quarry bend unit 12",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the carriage house placed in service",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("Mill Race has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "whats the furniture basis on mill race, and the total depreciable basis",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Mill Race");
      return [figure(p.ffe_basis), figure(p.depreciable_basis)];
    },
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "basalt creek ein",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ ein: string }>("/api/v1/company");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ formation_date: string }>("/api/v1/company");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ registered_agent: { name: string } }>("/api/v1/company");
      return [c.registered_agent.name];
    },
  },
  {
    group: "follow-up",
    query: "what address do we have for them",
    after: "who's our registered agent",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ registered_agent: { address: string } }>("/api/v1/company");
      return [c.registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "what's the state filing # for basalt creek",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ state_filing_number: string }>("/api/v1/company");
      return [c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's due in the next 30 days?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=30");
      return uniqueDates(items.map((o) => o.due_date)).slice(0, 4);
    },
  },
  {
    group: "deadlines",
    query: "when is the next estimated tax payment due",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!next) throw new Error("no open estimated tax payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when is the next estimated tax payment due",
    tool: "query_database",
    async expect(t) {
      const open = (await obligations(t, `obligation_type=tax:payment&start_date=${t.today}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length < 2) throw new Error("fewer than two open estimated tax payments");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything overdue right now",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "status=overdue");
      return uniqueDates(items.map((o) => o.due_date)).slice(0, 4);
    },
  },
  {
    group: "deadlines",
    query: "when's our next 1065 deadline",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, `obligation_type=tax:filing&start_date=${t.today}`);
      if (!next) throw new Error("no open partnership return");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the hood river str permit need renewing",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, `q=${encodeURIComponent("permit renewal")}&start_date=${t.today}`);
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Operating Agreement", "members percentage interest");
      const found = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+%) Percentage Interest/g)];
      if (found.length === 0) throw new Error("no members found in the operating agreement");
      return [...new Set(found.flatMap((m) => [m[1]!, m[2]!]))];
    },
  },
  {
    group: "documents",
    query: "what's the late fee in brianna's lease",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Kowalczyk", "late fee rent");
      return [figure(grab(text, /late fee of \$([\d,]+\.\d{2})/, "late fee").replace(/,/g, ""))];
    },
  },
  {
    group: "follow-up",
    query: "and the security deposit?",
    after: "what's the late fee in brianna's lease",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Kowalczyk", "security deposit");
      return [figure(grab(text, /security deposit of \$([\d,]+\.\d{2})/, "security deposit").replace(/,/g, ""))];
    },
  },
  {
    group: "documents",
    query: "how much is the special assessment the quarry bend HOA levied",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Rules and Regulations", "special assessment");
      return [figure(grab(text, /special assessment of \$([\d,]+\.\d{2})/, "special assessment").replace(/,/g, ""))];
    },
  },
  {
    group: "documents",
    query: "show me our formation documents",
    tool: "list_business_documents",
    async expect(t) {
      return titles(t, "doc_type=formation");
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for thornapple",
    tool: "list_business_documents",
    async expect(t) {
      const p = await t.property("Thornapple");
      return titles(t, `property_id=${p.id}`);
    },
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining balance on the umpqua home loan for larkspur?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Juniper Flats LLC take in rent last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we raise brianna's rent when her lease comes up for renewal", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `what will the ${THIS_YEAR + 1} property tax bill be for sycamore`, tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Ingrid Soto's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "square footage of the larkspur duplex?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate is the guild mortgage at", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other airbnbs in hood river charging per night these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the carriage house book next july", tool: "query_database", unanswerable: true, expect: async () => [] },
];
