// Blind set r57-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile and the document list), never written here; a figure quoted from a document is used only after the document is found on file.
// Persona: a new member who just bought into the LLC and is learning the portfolio (the park, the casita, the Tucson house, the note) from what the others call things.
import { type Case, figure, lastMonth, longDate, MONTHS, month, nightsBooked, type Obligation, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const usd = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Ledger rows matching a filter (newest first unless sorted). */
async function rows(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}
/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}
/** The earliest open deadline matching a query, due today or later. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const open = (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation for ${query}`);
  return open[0];
}
interface Deposit {
  tenant: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}

const PARK_LOT_RENT_LAST_YEAR = "how much lot rent did the park collect last yr?";
const TUCSON_TENANT = "Who's renting the Tucson house right now and what are they paying?";
const PARK_PURCHASE = "When did we buy the mobile home park and what did we pay for it?";
const SPACE_12 = "who's in space 12 at the park now? Teo said it sat empty for a while";
const RINCON_REPAIRS = "What does our agreement with Rincon Gate say about repairs - how much can they approve without asking us first?";

export const R57_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: PARK_LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, PARK), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "What has the Scottsdale casita grossed ytd? vrbo plus the direct bookings",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, CASITA), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Teo said the water/sewer we bill back to the residents almost pays for the well. How much did we bill back in 2025 total?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], property: await id(t, PARK), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "can you tell me the rent we've gotten from the Tucson house so far this year (the gross, before Rincon Gate takes its cut)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, TUCSON), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much interest has the note brought in this year? Just the interest part of Tomas's payments",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], q: "Note payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees collected at the park last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await id(t, PARK);
      if ((await t.count({ categories: ["revenue:late_fees"], property: p, ...year(Y(t) - 1) })) === 0) throw new Error("no late fees last year");
      return [usd(await t.sum({ categories: ["revenue:late_fees"], property: p, ...year(Y(t) - 1) }))];
    },
  },
  {
    group: "income",
    query: "Pull up total income for Ocotillo Mesa Holdings in q3 - everything, all properties and the note",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "What did the park bring in last month all told? lot rent, water, late fees, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", property: await id(t, PARK), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "casita booking revenue 2024 vs 2025?",
    tool: "query_database",
    expect: async (t) => {
      const p = await id(t, CASITA);
      return [usd(await t.sum({ categories: ["revenue:rental_income"], property: p, ...year(Y(t) - 2) })), usd(await t.sum({ categories: ["revenue:rental_income"], property: p, ...year(Y(t) - 1) }))];
    },
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What did we pay Refugio for managing the park last year? his stipend total",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], property: await id(t, PARK), q: "Refugio", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Yesenia for turnover cleans at the casita this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await id(t, CASITA), q: "Yesenia", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "The sealcoating on the park roads last spring, what did that run us?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", property: await id(t, PARK), q: "sealcoat", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "calculate total property taxes we paid in 2025 across all three places",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "interest paid on the park loan ytd? not counting principal",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], property: await id(t, PARK), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did the new heat pump at the Tucson house cost us? the replacement itself",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], property: await id(t, TUCSON), q: "HVAC replacement", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid VRBO in host fees this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:platform_fees"], property: await id(t, CASITA), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much TPT and Scottsdale city tax did we remit for the casita in 2025",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:other"], property: await id(t, CASITA), ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: PARK_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the casita? building plus the furniture, no land",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CASITA)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "What's the exact address of the Tucson house? need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(TUCSON)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "Which of our places did the LLC buy most recently, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=100");
      const newest = [...items].sort((a, b) => b.acquisition_date.localeCompare(a.acquisition_date))[0]!;
      return [newest.address.split(",")[1]!.trim(), longDate(newest.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "What's our total basis in all three properties put together (land, buildings, furniture)?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=100");
      const cents = items.reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0);
      return [usd((cents / 100).toFixed(2))];
    },
  },

  // ---------------------------------------------------------------- tenants (4)
  {
    group: "tenants",
    query: TUCSON_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, `category=revenue:long_term_rental&property_id=${await id(t, TUCSON)}`);
      const tenant = /^Rent - (.+?),/.exec(latest!.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${latest!.description}`);
      return [tenant.split(" ").at(-1)!, usd(latest!.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding for the Tucson tenants?",
    tool: "query_database",
    expect: async (t) => {
      const list = await t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?property_id=${await id(t, TUCSON)}`);
      if (list.items.length === 0) throw new Error("no deposit held at the Tucson house");
      return [usd(list.held)];
    },
  },
  {
    group: "tenants",
    query: "When the Pruetts moved out of the Tucson house, how much of their deposit did we end up keeping?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Pruett&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`${kept.length} parts kept from the Pruetts' deposit`);
      return [usd(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: SPACE_12,
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, `category=revenue:long_term_rental&property_id=${await id(t, PARK)}&q=${encodeURIComponent("Space 12 lot rent")}`);
      const name = /lot rent - (.+?),/.exec(latest!.description)?.[1];
      if (!name) throw new Error(`no resident in ${latest!.description}`);
      return [name];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's the EIN for Ocotillo Mesa? I need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Besides Teo, who are the other members of the LLC?",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata } = await t.get<{ extra_metadata: { members?: string } }>("/api/v1/company");
      if (!extra_metadata.members) throw new Error("no members in the company profile");
      return extra_metadata.members
        .split(",")
        .map((m) => m.replace(/\s*\d+%\s*$/, "").trim())
        .filter((name) => !name.startsWith("Teo"));
    },
  },
  {
    group: "company",
    query: "who is our statutory agent in Arizona",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the LLC formed, and what's our entity number with the Corporation Commission?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; state_filing_number: string }>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing coming due for the company?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "upcoming=365")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in the next 30 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's the Arizona Form 165 due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("Form 165")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "what's the deadline for sending out the 1099s to Refugio, Yesenia and the others?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("1099-NEC")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the balloon on the Casa Grande note come due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("Casa Grande promissory note")}`)).due_date)],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "what's the late fee if a resident pays lot rent late, per the park rules?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "community rules");
      return ["$35"];
    },
  },
  {
    group: "documents",
    query: "The casita's insurance policy - what's the liability limit on it?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "short-term rental dwelling policy");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: RINCON_REPAIRS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "property management agreement");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "What interest rate is Tomas paying on the note?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["7.5"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the casita?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, CASITA)}`),
  },
  {
    group: "documents",
    query: "Do we have a copy of the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation:operating_agreement"),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many bookings did the casita have in October?",
    tool: "query_database",
    expect: async (t) => {
      const ym = month(Number(t.today.slice(5, 7)) >= 11 ? Y(t) : Y(t) - 1, 10);
      return [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, CASITA), ...ym }))];
    },
  },
  {
    group: "stays",
    query: "who stayed at the casita last month?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastMonth(t.today);
      const stays = await rows(t, `category=revenue:rental_income&property_id=${await id(t, CASITA)}&start_date=${start}&end_date=${end}`);
      // "VRBO booking 48213377 - Jane Doe (5 nights, Feb 10-15)", "Direct booking - Jane Doe (...)"
      const guests = stays.map((s) => /\s-\s(.+?)\s\(/.exec(s.description)?.[1]);
      if (guests.some((g) => !g)) throw new Error("a booking without a guest");
      return [...new Set(guests as string[])];
    },
  },
  {
    group: "stays",
    query: "how many nights was the casita booked in sept",
    tool: "query_database",
    expect: async (t) => {
      const ym = month(Number(t.today.slice(5, 7)) >= 10 ? Y(t) : Y(t) - 1, 9);
      return [String(await nightsBooked(t, CASITA, ym))];
    },
  },
  {
    group: "stays",
    query: "Who was the snowbird in the casita this past winter and how many nights did they book?",
    tool: "query_database",
    expect: async (t) => {
      const winter = await rows(t, `category=revenue:rental_income&property_id=${await id(t, CASITA)}&q=${encodeURIComponent("winter rental")}&start_date=${Y(t)}-01-01&end_date=${t.today}`);
      if (winter.length !== 1) throw new Error(`${winter.length} winter rentals this year`);
      const m = /- (.+?) \(winter rental, (\d+) nights/.exec(winter[0]!.description);
      if (!m) throw new Error(`no guest in ${winter[0]!.description}`);
      return [m[1]!, m[2]!];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and so far this year?",
    after: PARK_LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, PARK), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "when did they move in?",
    after: TUCSON_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await rows(t, `category=revenue:long_term_rental&property_id=${await id(t, TUCSON)}`);
      const tenant = /^Rent - (.+?),/.exec(latest!.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${latest!.description}`);
      const [first] = await rows(t, `category=revenue:long_term_rental&property_id=${await id(t, TUCSON)}&q=${encodeURIComponent(tenant)}&sort=transaction_date`);
      return [MONTHS[Number(first!.transaction_date.slice(5, 7)) - 1]!, first!.transaction_date.slice(0, 4)];
    },
  },
  {
    group: "follow-up",
    query: "how's that split between land and building?",
    after: PARK_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "How long was it empty before that?",
    after: SPACE_12,
    tool: "query_database",
    expect: async (t) => {
      const p = await id(t, PARK);
      const empty: number[] = [];
      for (let m = 1; m <= 12; m++) if ((await t.count({ categories: ["revenue:long_term_rental"], property: p, q: "Space 12 lot rent", ...month(Y(t) - 1, m) })) === 0) empty.push(m);
      if (empty.length === 0) throw new Error("Space 12 was never empty last year");
      return [MONTHS[empty[0]! - 1]!, MONTHS[empty.at(-1)! - 1]!];
    },
  },
  {
    group: "follow-up",
    query: "ok and what's their management fee?",
    after: RINCON_REPAIRS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "property management agreement");
      return ["10%"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What could we get for the casita if we sold it today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather looking like in Apache Junction this weekend? Refugio wants to do the meter reads",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Saguaro Sky Roofing last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Saguaro Sky", start: `${Y(t) - 3}-01-01`, end: t.today })) !== 0) throw new Error("Saguaro Sky Roofing is in the books");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Tax question: is it better for me to take my share of the distributions in December or wait till January?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Tomas Irizarry's credit score? want it for the note file",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many of the park residents have dogs?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "If we refinanced the park loan today, what rate would we get?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the average occupancy for other short-term rentals around Old Town Scottsdale?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Legally, can we evict someone at the park for paying lot rent late twice?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Wren Castellanos's cell number?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
