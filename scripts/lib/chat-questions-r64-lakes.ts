// Blind set r64-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: a member checking in on her phone at the end of the month: terse, lowercase now and then.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, quarter, thisYear, type Truth, year } from "./chat-questions";

type Period = { start: string; end: string };

const usd = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** The calendar month before last month. */
const monthBeforeLast = (t: Truth) => {
  const { start } = lastMonth(t.today);
  return lastMonth(start);
};
/** The current calendar month (through its last day; nothing is recorded after today). */
const thisMonth = (t: Truth) => month(Y(t), M(t));
/** The latest whole third quarter ("q3"). */
const latestQ3 = (t: Truth) => quarter(M(t) > 9 ? Y(t) : Y(t) - 1, 3);
/** The latest whole summer, June through August. */
const latestSummer = (t: Truth): Period => {
  const y = M(t) > 8 ? Y(t) : Y(t) - 1;
  return { start: `${y}-06-01`, end: `${y}-08-31` };
};

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const HOLLISTER = "Hollister";
const HOUSE = "Bridgewater";
const CABIN = "Loon Song";
const FARM = "County Road Q";

/** The cabin's bookings (check-in in the period), guest and channel read from each booking's description. */
async function cabinBookings(t: Truth, period: Period): Promise<{ guest: string; direct: boolean }[]> {
  const cabin = await pid(t, CABIN);
  const { items } = await t.get<{ items: { description: string }[] }>(
    `/api/v1/transactions?category=revenue:rental_income&property_id=${cabin}&start_date=${period.start}&end_date=${period.end}&page_size=200&sort=transaction_date`,
  );
  return items.map((tx) => {
    const guest = /\/\s*([^/]+?)\s*\/\s*\d+ nights?/.exec(tx.description)?.[1];
    if (!guest) throw new Error(`no guest in "${tx.description}"`);
    return { guest, direct: /^direct/i.test(tx.description) };
  });
}
const distinct = (names: string[]) => [...new Set(names)];

/** Open obligations due from today through today + days (optionally one property's), by due date. */
async function dueWithin(t: Truth, days: number, fragment?: string) {
  const property = fragment ? `&property_id=${await pid(t, fragment)}` : "";
  const { items } = await t.get<{ items: { description: string; due_date: string; status: string }[] }>(`/api/v1/obligations?page_size=200&upcoming=${days}${property}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
/** The earliest obligation matching `q` due today or later. */
async function nextDue(t: Truth, q: string) {
  const { items } = await t.get<{ items: { description: string; due_date: string; status: string }[] }>(`/api/v1/obligations?page_size=200&q=${encodeURIComponent(q)}`);
  const open = items.filter((o) => o.due_date >= t.today && o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`nothing open matching ${q}`);
  return open[0]!;
}
/** First and last due dates of a list (one string when they agree). */
const firstAndLast = (list: { due_date: string }[]) => {
  if (list.length === 0) return [];
  return distinct([longDate(list[0]!.due_date), longDate(list[list.length - 1]!.due_date)]);
};

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return items.map((d) => d.title);
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The property record with its metadata. */
const metadataOf = async (t: Truth, fragment: string) => {
  const p = (await t.property(fragment)) as unknown as { extra_metadata: Record<string, unknown> };
  return p.extra_metadata;
};

// The follow-ups' first questions.
const Q_CABIN_LAST_MONTH = "cabin booking income last month?";
const Q_APTS_LAST_QTR = "hollister apts rent last quarter, just rent please (no laundry or water)";
const Q_STAYS_LAST_MONTH = "how many stays did we have up at the cabin last month";
const Q_PROPANE_YTD = "propane at the cabin ytd?";
const Q_CABIN_DUE_90 = "anything coming due for the cabin in the next 90 days?";

export const R64_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q_CABIN_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: Q_APTS_LAST_QTR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, HOLLISTER), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "farm rent ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", property: await pid(t, FARM), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What have Travis and Jolene paid us in rent so far this year? Not counting pet rent or late fees",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, HOUSE), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total income for Tamarack Ridge last yr, all sources",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much have the coin laundry machines made this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], property: await pid(t, HOLLISTER), q: "laundry", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can you tell me how much the housing authority has paid us for Tamika's unit this year (the HAP part only)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees collected last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent has come in so far this month from the apartments and the chippewa falls house",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisMonth(t) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "what did we pay Red Cedar in mgmt fees last qtr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: Q_PROPANE_YTD,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities:gas"], property: await pid(t, CABIN), q: "Wolf River Propane", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much has Rindahl billed us this yr for the cabin driveway and roof",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], q: "Rindahl", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last year, all four properties combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "repairs at hollister ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, HOLLISTER), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for last month, whole company",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did Pine Needle charge for cabin cleanings last quarter",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], q: "Pine Needle", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "calculate what we've spent on insurance premiums this year across everything",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- property (5)
  {
    group: "property",
    query: "when did we buy the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(CABIN)).acquisition_date)],
  },
  {
    group: "property",
    query: "what was the purchase price on the Hollister Ave building",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(HOLLISTER)).purchase_price_total)],
  },
  {
    group: "property",
    query: "land vs building basis for the chippewa falls house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HOUSE);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "depreciable basis on the cabin - building plus furniture, not the land",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "property",
    query: "whats the address of the colfax farmland",
    tool: "query_database",
    expect: async (t) => [(await t.property(FARM)).address.split(",")[0]!],
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's renting the Bridgewater house these days",
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await metadataOf(t, HOUSE)).tenant ?? "");
      const surname = /([A-Z][a-z]+)\b(?=\s*\(|$)/.exec(tenant)?.[1];
      if (!surname) throw new Error(`no tenant on the house: ${tenant}`);
      return [surname];
    },
  },
  {
    group: "tenants",
    query: "what's Mai Nou paying a month now for apt 2",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&q=${encodeURIComponent("Mai Nou Vang")}&page_size=1&sort=-transaction_date`);
      if (items.length === 0) throw new Error("no rent from Apt 2");
      return [usd(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding on the Brekke lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["$1,595"];
    },
  },
  {
    group: "tenants",
    query: "who's in apt 6 at hollister",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadataOf(t, HOLLISTER)).units as { unit: string; tenant: string }[] | undefined;
      const six = units?.find((u) => u.unit === "Apt 6");
      if (!six) throw new Error("no Apt 6 on the Hollister record");
      return [six.tenant];
    },
  },
  {
    group: "tenants",
    query: "total rent on Tamika's apartment last month - her share plus what the housing authority paid",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], q: "Tamika Rowe", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "Tamarack Ridge's state filing # with wi dfi?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "who is the registered agent for the llc",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const list = await dueWithin(t, 3660);
      if (list.length === 0) throw new Error("nothing open");
      return [longDate(list[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days",
    tool: "query_database",
    expect: async (t) => firstAndLast(await dueWithin(t, 60)),
  },
  {
    group: "deadlines",
    query: "when is the next DFI annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "DFI annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the ST-12 for this quarter due",
    tool: "query_database",
    expect: async (t) => {
      const q = Math.ceil(M(t) / 3);
      const { items } = await t.get<{ items: { due_date: string }[] }>(`/api/v1/obligations?page_size=200&q=${encodeURIComponent(`ST-12 for Q${q} ${Y(t)}`)}`);
      if (items.length !== 1) throw new Error(`ST-12 Q${q}: ${items.length} obligations`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: Q_CABIN_DUE_90,
    tool: "query_database",
    expect: async (t) => firstAndLast(await dueWithin(t, 90, CABIN)),
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what does the red cedar management agreement say about the leasing fee for a new tenant",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "per the house rules, how many guests max at the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "house rules");
      return ["8"];
    },
  },
  {
    group: "documents",
    query: "what's the season cap in the Rindahl plowing contract",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$1,150"];
    },
  },
  {
    group: "documents",
    query: "who are the members and what % does each own, per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Delphine Nyberg-Okafor", "20%"];
    },
  },
  {
    group: "documents",
    query: "what docs do we have on file for the cabin",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&property_id=${await pid(t, CABIN)}`);
      const pick = (word: RegExp) => items.map((d) => d.title).find((title) => word.test(title))?.split(",")[0];
      const found = [pick(/Rindahl/), pick(/house rules/i)].filter((title): title is string => Boolean(title));
      if (found.length === 0) throw new Error("no cabin documents");
      return found;
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: Q_STAYS_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "who booked the cabin direct this yr, not thru airbnb",
    tool: "query_database",
    expect: async (t) => distinct((await cabinBookings(t, thisYear(t))).filter((b) => b.direct).map((b) => b.guest)).slice(0, 2),
  },
  {
    group: "stays",
    query: "cabin nights booked in q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, latestQ3(t)))],
  },
  {
    group: "stays",
    query: "how many nights was the cabin booked over the summer, june thru august",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, latestSummer(t)))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the month before?",
    after: Q_CABIN_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...monthBeforeLast(t) }))],
  },
  {
    group: "follow-up",
    query: "same for the Brekkes' house",
    after: Q_APTS_LAST_QTR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, HOUSE), ...lastQuarter(t.today) }))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: Q_STAYS_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => {
      const guests = distinct((await cabinBookings(t, lastMonth(t.today))).map((b) => b.guest));
      if (guests.length === 0) throw new Error("no cabin stays last month");
      return guests.slice(0, 2);
    },
  },
  {
    group: "follow-up",
    query: "what about last year",
    after: Q_PROPANE_YTD,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities:gas"], property: await pid(t, CABIN), q: "Wolf River Propane", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and for the apartments?",
    after: Q_CABIN_DUE_90,
    tool: "query_database",
    expect: async (t) => {
      const list = await dueWithin(t, 90, HOLLISTER);
      if (list.length === 0) throw new Error("nothing due at Hollister in 90 days");
      return firstAndLast(list);
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "weather up at conover this weekend? guests asking about ice",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise the Brekkes' rent to next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Lakeshore Pool Service this year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ q: "Lakeshore Pool", start: "1900-01-01", end: t.today });
      if (n !== 0) throw new Error(`Lakeshore Pool Service has ${n} transactions`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "would we save on taxes if the llc elected s corp status? just tell me yes or no",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we legally evict Harold for paying late a couple times",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's our airbnb star rating on the cabin listing these days",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what cap rate are buyers paying for 6-unit buildings in eau claire right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Priyanka's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the wifi password at the cabin? guest texting me",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
