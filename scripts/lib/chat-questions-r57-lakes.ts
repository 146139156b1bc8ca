// Blind set r57-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the occupancy report and the document list), never written here; a figure quoted from a document is used only after the document is found on file. The questions are worded as an owner dictating to a phone: run-on, filler words, numbers spelled out, a misheard word now and then.
import { type Case, figure, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year, lastMonth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = (amount: string) => `$${figure(amount)}`;
/** The most recent calendar month `m` that has begun (this year's when today is in or after it). */
const recent = (t: Truth, m: number) => month(M(t) >= m ? Y(t) : Y(t) - 1, m);
/** The most recent whole calendar quarter `q` (this year's when it has ended). */
const endedQuarter = (t: Truth, q: number) => quarter(M(t) > q * 3 ? Y(t) : Y(t) - 1, q);

interface Property {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const propertyRecord = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: Property[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!;
};
/** The newest transaction whose description holds `q` (optionally of one property). */
const latest = async (t: Truth, q: string, property?: string) => {
  const { items } = await t.get<{ items: { amount: string; description: string; transaction_date: string }[] }>(
    `/api/v1/transactions?q=${encodeURIComponent(q)}&page_size=1${property ? `&property_id=${property}` : ""}`,
  );
  if (items.length === 0) throw new Error(`no transaction matching ${q}`);
  return items[0]!;
};
/** A document on file whose title holds `q`; its text may then be quoted. */
const onFile = async (t: Truth, q: string) => {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=50`);
  if (items.length === 0) throw new Error(`no document titled ${q}`);
  return items[0]!.title;
};
/** The first open obligation due on or after today whose description holds `q`. */
const nextDue = async (t: Truth, q: string) => {
  const o = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`nothing open matching ${q}`);
  return o;
};
/** Strings that must each occur in one of the titles. */
const inTitles = (all: string[], wanted: string[]) => {
  for (const w of wanted) if (!all.some((title) => title.toLowerCase().includes(w.toLowerCase()))) throw new Error(`no title holds ${w}: ${all.join(" | ")}`);
  return wanted;
};

const Q_HOLLISTER_RENT = "okay so um how much rent did we actually collect at the Hollister apartments last yr like all six units together";
const Q_RED_CEDAR = "so like what did Red Cedar charge us in management fees for twenty twenty five";
const Q_CABIN_BOUGHT = "um when did we buy the cabin up north on loon song lane i cant remember if it was twenty or twenty one";
const Q_ST12 = "okay when is the ST twelve sales tax return do for the fourth quarter of this year";
const Q_AUGUST_NIGHTS = "how many nights was the cabin booked in august";

export const R57_LAKES_CASES: Case[] = [
  // Income by period, property and source (9)
  {
    group: "income",
    query: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Hollister") }))],
  },
  {
    group: "income",
    query: "so the cabin how much did we bring in from bookings in twenty twenty five airbnb and the direct ones both just the booking money not the sales tax",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], ...year(2025), property: await pid(t, "Loon Song") }))],
  },
  {
    group: "income",
    query: "how much cash rent has Leif paid us so far this year for the Colfax land",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "County Road Q") }))],
  },
  {
    group: "income",
    query: "um what did the laundry machines in the basement at Hollister make last year the coin money",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: await pid(t, "Hollister"), q: "Laundry" }))],
  },
  {
    group: "income",
    query: "can you tell me how much the housing authority has paid us for Tamika's apartment ytd just there part not what she pays",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...thisYear(t), q: "housing assistance payment" }))],
  },
  {
    group: "income",
    query: "okay so for Tamarack Ridge what was our total income in q3 all properties all sources",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...endedQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "pull up what we billed back to the apartment tenants for water and sewer last month",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:utility_reimbursements"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much pet rent have we gotten from the Brekkes this year for there dog",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:pet_fees"], ...thisYear(t), property: await pid(t, "Bridgewater") }))],
  },
  {
    group: "income",
    query: "what was the rent from the chippewa falls house in twenty twenty four",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...year(2024), property: await pid(t, "Bridgewater") }))],
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "so um what did Rindahl bill us altogether last year for the cabin driveway plowing and whatever else",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Rindahl" }))],
  },
  {
    group: "expenses",
    query: "how much have we spent with wolf river on pro pane for the cabin this year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...thisYear(t), q: "Wolf River Propane" }))],
  },
  {
    group: "expenses",
    query: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "calculate the mortgage interest we paid on the apartment building loan last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: await pid(t, "Hollister") }))],
  },
  {
    group: "expenses",
    query: "what have repairs cost us at the Hollister building ytd just the repair bills not lawn or snow or the bug guy",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t), property: await pid(t, "Hollister") }))],
  },
  {
    group: "expenses",
    query: "okay property taxes for all four places combined last year what did that come to",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "um utilities up at the cabin first quarter of this year electric propane internet all of it",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities"], ...quarter(Y(t), 1), property: await pid(t, "Loon Song") }))],
  },
  {
    group: "expenses",
    query: "how much did we pay valley pro plumbing in twenty twenty four all properties",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...year(2024), q: "Valley Pro" }))],
  },

  // Properties: purchase, basis, acquisition dates, addresses (5)
  {
    group: "property",
    query: Q_CABIN_BOUGHT,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Loon Song")).acquisition_date)],
  },
  {
    group: "property",
    query: "whats the depreciable basis on the Hollister apartment building not counting the land",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Hollister")).depreciable_basis)],
  },
  {
    group: "property",
    query: "what did we pay for the chippewa falls house back when we bought it the one on bridge water court",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Bridgewater")).purchase_price_total)],
  },
  {
    group: "property",
    query: "whats the address out at the farm land in Colfax i need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Colfax")).address.split(",")[0]!],
  },
  {
    group: "property",
    query: "how was the purchase of Hollister split between land and building for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [money(p.land_basis), money(p.building_basis)];
    },
  },

  // Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "um who is renting the chippewa falls house right now the family",
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await propertyRecord(t, "Bridgewater")).extra_metadata.tenant ?? "");
      const surname = /([A-Z][\w-]+)\s*(?:\(|$)/.exec(tenant)?.[1];
      if (!surname) throw new Error(`no tenant surname in ${tenant}`);
      return [surname];
    },
  },
  {
    group: "tenants",
    query: "what is Mai paying for rent these days apartment two",
    tool: "query_database",
    expect: async (t) => [money((await latest(t, "Apt 2 rent", await pid(t, "Hollister"))).amount)],
  },
  {
    group: "tenants",
    query: "who's in unit six at hollister again the older guy who pays by check",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Hollister")).extra_metadata.units as { unit: string; tenant: string }[];
      const tenant = units.find((u) => u.unit === "Apt 6")?.tenant;
      if (!tenant) throw new Error("no Apt 6 tenant");
      return [tenant.split(" ").at(-1)!];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding for Travis and Jolene per there lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["1,595"];
    },
  },
  {
    group: "tenants",
    query: "what are we getting per acre from Amundsen on the farm lease now",
    tool: "query_database",
    expect: async (t) => {
      const { description } = await latest(t, "cash rent", await pid(t, "County Road Q"));
      const rate = /\$(\d+)\/acre/.exec(description)?.[1];
      if (!rate) throw new Error(`no rate in ${description}`);
      return [`$${rate}`];
    },
  },

  // Company facts (4)
  {
    group: "company",
    query: "hey whats our EIN the bank is asking for it",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who's the registered agent for the LLC these days",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "okay so when was Tamarack Ridge formed what date exactly",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "um what's our state filing number with DFI the entity ID thing",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "so what's the next thing coming due for us",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `start_date=${t.today}`);
      const next = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!next) throw new Error("nothing due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next sixty days i should know about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const dates = [...new Set(items.map((o) => o.due_date))];
      if (dates.length === 0 || dates.length > 3) throw new Error(`${dates.length} due dates in 60 days`);
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when's the next Wisconsin DFI annual report do for the llc",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "DFI annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: Q_ST12,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `ST-12 for Q4 ${Y(t)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the balloon payment on the Hemlock Valley loan for the apartments",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "balloon")).due_date)],
  },

  // Documents (5)
  {
    group: "documents",
    query: "okay so how is ownership split between the three of us in the operating agreement percentages",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["45%", "35%", "20%"];
    },
  },
  {
    group: "documents",
    query: "what's the season cap on the plowing in the Rindahl contract",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["1,150"];
    },
  },
  {
    group: "documents",
    query: "um how much can Red Cedar spend on a repair without asking us first what does the management agreement say",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar");
      return ["750"];
    },
  },
  {
    group: "documents",
    query: "whats the interest rate on the Hemlock Valley note is it fixed",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["3.95%"];
    },
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the cabin like contracts licenses that kind of thing",
    tool: "list_business_documents",
    expect: async (t) => inTitles(await titles(t, `property_id=${await pid(t, "Loon Song")}`), ["Rindahl", "house rules", "rooming house license"]),
  },

  // Stays at the cabin (4)
  {
    group: "stays",
    query: "how many bookings did we have at the cabin in september twenty twenty five",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      const period = month(2025, 9);
      const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
      const stays = report.properties.find((r) => r.property_id === p.id)?.stays;
      const checkIns = await t.count({ categories: ["revenue:rental_income"], ...period, property: p.id });
      if (stays === undefined || stays !== checkIns) throw new Error(`September 2025: ${stays} stays, ${checkIns} check-ins`);
      return [String(stays)];
    },
  },
  {
    group: "stays",
    query: "who all stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => {
      // Each stay is one booking "Airbnb HM4QZ8T2KD / Guest Name / 4 nights, ..." checked in that month.
      const period = lastMonth(t.today);
      const { items } = await t.get<{ items: { description: string }[] }>(
        `/api/v1/transactions?category=revenue:rental_income&property_id=${await pid(t, "Loon Song")}&start_date=${period.start}&end_date=${period.end}&page_size=200`,
      );
      const guests = [...new Set(items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((name): name is string => Boolean(name)))];
      if (guests.length === 0) throw new Error(`no guests at the cabin in ${period.start}`);
      return guests;
    },
  },
  {
    group: "stays",
    query: Q_AUGUST_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", recent(t, 8)))],
  },
  {
    group: "stays",
    query: "so like how many direct bookings did we get at the cabin last yr not through airbnb",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await pid(t, "Loon Song"), q: "Direct booking" }))],
  },

  // Follow-ups (5)
  {
    group: "follow-up",
    query: "and the year before that",
    tool: "query_database",
    after: Q_HOLLISTER_RENT,
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: await pid(t, "Hollister") }))],
  },
  {
    group: "follow-up",
    query: "okay what about so far this year",
    tool: "query_database",
    after: Q_RED_CEDAR,
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and what did we pay for it",
    tool: "query_database",
    after: Q_CABIN_BOUGHT,
    expect: async (t) => [money((await t.property("Loon Song")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the town room tax return for that same quarter",
    tool: "query_database",
    after: Q_ST12,
    expect: async (t) => [longDate((await nextDue(t, `room tax return for Q4 ${Y(t)}`)).due_date)],
  },
  {
    group: "follow-up",
    query: "what about july",
    tool: "query_database",
    after: Q_AUGUST_NIGHTS,
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", recent(t, 7)))],
  },

  // The records cannot answer these (10)
  {
    group: "unanswerable",
    query: "ballpark what could we sell the cabin for right now whats it worth on the market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "um what's the principle balance left on the Hemlock Valley loan as of today",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to snow up in Conover this weekend should i call the plow guy",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Northland Tree Care for the trimming at the farm",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ ...year(Y(t) - 3), end: t.today, q: "Northland" });
      if (n !== 0) throw new Error(`Northland has ${n} transactions`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we raise Mai's rent to next june do you think whats fair",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "if we sold the farm land should we do a ten thirty one exchange or just pay the tax",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the assessed value on the Chippewa Falls house according to the city",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you give me Tamika Rowe's phone number i need to call her about the inspection",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the going rate for cash rent per acre in Dunn county these days are we under market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "so like can we legally evict the Brekkes if the dog keeps barking is that allowed in wisconsin",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
