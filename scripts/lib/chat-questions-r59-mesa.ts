// Blind set r59-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy report and the document list); a figure or phrase quoted from a document is used only after the document is found on file.
// Persona: the managing member on a busy Monday, typing quick questions between calls: short, lowercase,
// abbreviations, the park's spaces and residents by number and first name, the casita's guests by first
// name, the Tucson house by its street (Calle Cascabel), and quick follow-ups that change one thing.
import Decimal from "decimal.js";
import { type Case, figure, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, type Truth, thisYear, titles, year } from "./chat-questions";

const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
/** The newest transactions matching a filter (the list is newest first). */
const newest = async (t: Truth, query: string) => {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=5&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
};

interface Company {
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = async (t: Truth, query: string) => {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?${query}`);
  if (items.length === 0) throw new Error(`no deposits for ${query}`);
  return items;
};

/** The current resident of a park space: the name on its newest lot rent. */
const residentOf = async (t: Truth, space: number) => {
  const [tx] = await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent(`Space ${space} lot rent`)}`);
  const name = /lot rent - (.+?), [A-Z][a-z]+ \d{4}$/.exec(tx!.description)?.[1];
  if (!name) throw new Error(`no resident named in "${tx!.description}"`);
  return name;
};

/** The next open obligation whose description holds `q`, failing when there is none. */
const due = async (t: Truth, q: string) => {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation for ${q}`);
  return longDate(o.due_date);
};

/** The casita's guests checking in in a period, from its booking descriptions ("VRBO booking 123 - Jane Doe (3 nights, Feb 10-13)", "Direct booking - Jane Doe (winter rental, ...)"). */
const guests = async (t: Truth, period: { start: string; end: string }) => {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${await id(t, CASITA)}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /booking(?: \d+)? - (.+?) \(/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0 || names.length !== items.length) throw new Error(`guests in ${period.start}..${period.end}: ${names.length} of ${items.length} bookings named`);
  return [...new Set(names)];
};

/** A document is on file (its title or file name holds `q`): throws otherwise. */
const onFile = async (t: Truth, q: string) => {
  await titles(t, `q=${encodeURIComponent(q)}`);
};

export const R59_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "how much lot rent did the park collect last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, PARK), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "total income ytd, everything incl the note",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "water/sewer billbacks at quartzite wash for q3?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], property: await id(t, PARK), ...quarter(M(t) >= 10 ? Y(t) : Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "what did the casita gross in october",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, CASITA), ...month(M(t) >= 10 ? Y(t) : Y(t) - 1, 10) }))],
  },
  {
    group: "income",
    query: "cascabel rent ytd, just rent please",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, TUCSON), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much interest has tomas paid us on the casa grande note this yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], q: "Irizarry", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees at the park last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], property: await id(t, PARK), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "space 7 eduardo - how much lot rent did he pay last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, PARK), q: "Space 7 lot rent", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "calculate total revenue for last quarter, all 3 properties plus the note",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "what have we paid yesenia for cleanings this yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Yesenia Maldonado", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "blue saguaro total ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Blue Saguaro", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax paid last year across all three properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "electric bill total for the park last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities:electricity"], property: await id(t, PARK), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much interest did we pay on the park loan last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], property: await id(t, PARK), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "rincon gate mgmt fees on cascabel ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], property: await id(t, TUCSON), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "tpt + scottsdale tax we remitted in q2",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:other"], property: await id(t, CASITA), ...quarter(M(t) >= 7 ? Y(t) : Y(t) - 1, 2) }))],
  },
  {
    group: "expenses",
    query: "park repairs last yr not counting the sealcoat job",
    tool: "query_database",
    expect: async (t) => {
      const park = await id(t, PARK);
      const all = await t.sum({ categories: ["expense:maintenance:repairs"], property: park, ...year(Y(t) - 1) });
      const sealcoat = await t.sum({ categories: ["expense:maintenance:repairs"], property: park, q: "sealcoat", ...year(Y(t) - 1) });
      if (new Decimal(sealcoat).isZero()) throw new Error("no sealcoat job last year");
      return [usd(new Decimal(all).minus(sealcoat))];
    },
  },

  // ---------------------------------------------------------------- property (5)
  {
    group: "property",
    query: "when did we buy the park and what did we pay",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "depreciable basis on the casita",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "property",
    query: "land basis on cascabel?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(TUCSON)).land_basis)],
  },
  {
    group: "property",
    query: "pull up the casita address",
    tool: "query_database",
    expect: async (t) => [(await t.property(CASITA)).address.split(",")[0]!],
  },
  {
    group: "property",
    query: "what did we pay for all three properties combined",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 3) throw new Error(`expected three properties, found ${items.length}`);
      return [usd(items.reduce((total, p) => total.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's in space 12 now",
    tool: "query_database",
    expect: async (t) => [await residentOf(t, 12)],
  },
  {
    group: "tenants",
    query: "what's cascabel rent right now",
    tool: "query_database",
    expect: async (t) => {
      const [rent] = await newest(t, `category=revenue:long_term_rental&property_id=${await id(t, TUCSON)}`);
      return [usd(rent!.amount)];
    },
  },
  {
    group: "tenants",
    query: "deposit we're holding for ignacio and wren?",
    tool: "query_database",
    expect: async (t) => [usd((await deposits(t, "tenant=Castellanos"))[0]!.held)],
  },
  {
    group: "tenants",
    query: "how much did we keep out of the pruetts deposit",
    tool: "query_database",
    expect: async (t) => {
      const [d] = await deposits(t, "tenant=Pruett&include_settled=true");
      const kept = d!.settlements.filter((s) => s.kind.startsWith("kept"));
      if (kept.length === 0) throw new Error("nothing kept from the Pruetts' deposit");
      return [usd(kept.reduce((total, s) => total.plus(s.amount), new Decimal(0)))];
    },
  },
  {
    group: "tenants",
    query: "who took over space 4 from verna",
    tool: "query_database",
    expect: async (t) => [await residentOf(t, 4)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "ein for ocotillo mesa?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "what's our acc entity number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "who's our statutory agent again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },
  {
    group: "company",
    query: "remind me the member split",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      // "Name 50%, Name 30%, ...": the two members other than the manager asking.
      const names = members.split(",").map((part) => part.trim().replace(/\s+\d+%$/, ""));
      if (names.length !== 3) throw new Error(`members: ${members}`);
      return names.slice(1);
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing due");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 2 wks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=14");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 14 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the nitrate sample due",
    tool: "query_database",
    expect: async (t) => [await due(t, "nitrate")],
  },
  {
    group: "deadlines",
    query: "form 165 due date?",
    tool: "query_database",
    expect: async (t) => [await due(t, "Form 165")],
  },
  {
    group: "deadlines",
    query: "when do i need to file the tpt return for november",
    tool: "query_database",
    expect: async (t) => {
      const y = M(t) >= 11 ? Y(t) : Y(t) - 1;
      const { items } = await obligations(t, `q=${encodeURIComponent(`TPT-2 return and payment for November ${y}`)}`);
      if (items.length !== 1) throw new Error(`November ${y} TPT return: ${items.length} obligations`);
      return [longDate(items[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "late fee per the park space rental agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "space rental agreement");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "how long is labor covered under the cascabel hvac warranty",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "HVAC replacement contract");
      return ["2 years"];
    },
  },
  {
    group: "documents",
    query: "what's the liability limit on the casita insurance policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "short-term rental dwelling policy");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the park",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, PARK)}`),
  },
  {
    group: "documents",
    query: "when does the castellanos lease end",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential lease");
      // The lease on file runs February 1 to January 31: renewed each February 1.
      const ends = t.today >= `${Y(t)}-02-01` ? Y(t) + 1 : Y(t);
      return [`January 31, ${ends}`];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many casita bookings in oct",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, CASITA), ...month(M(t) >= 10 ? Y(t) : Y(t) - 1, 10) }))],
  },
  {
    group: "stays",
    query: "who stayed at the casita in sept",
    tool: "query_database",
    expect: async (t) => guests(t, month(M(t) >= 9 ? Y(t) : Y(t) - 1, 9)),
  },
  {
    group: "stays",
    query: "nights booked at the casita in feb",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(M(t) >= 2 ? Y(t) : Y(t) - 1, 2)))],
  },
  {
    group: "stays",
    query: "how much did gunnar pay for his winter stay this yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, CASITA), q: "Gunnar", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and space 12?",
    after: "space 7 eduardo - how much lot rent did he pay last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, PARK), q: "Space 12 lot rent", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "what about march",
    after: "nights booked at the casita in feb",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CASITA, month(M(t) >= 3 ? Y(t) : Y(t) - 1, 3)))],
  },
  {
    group: "follow-up",
    query: "same for the casita",
    after: "electric bill total for the park last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities:electricity"], property: await id(t, CASITA), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and cascabel?",
    after: "when did we buy the park and what did we pay",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "and september?",
    after: "what did the casita gross in october",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, CASITA), ...month(M(t) >= 10 ? Y(t) : Y(t) - 1, 9) }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "whats the weather in apache junction this wk", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what could we sell cascabel for right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we elect s corp status to save on taxes", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid the roofer at cascabel", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should i charge per night at the casita in march", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "eduardo's phone #?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are the hoa dues on the casita", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "avg occupancy for scottsdale str's this yr, market wide?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current 30 yr mortgage rates?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats naomi's home address", tool: "query_database", unanswerable: true, expect: async () => [] },
];
