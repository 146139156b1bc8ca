// Blind set r56b-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile, the occupancy report); a phrase quoted from a document is used only after checking that the document is on file.
// Persona: the company's bookkeeper and its tax preparer: TPT reconciliation, 1099 prep, Schedule E / Form 8825 by
// property, the note's interest for the 1065, capitalized vs expensed, depreciation basis, deposits held as
// liabilities; precise, sometimes two figures in one question, sometimes a condition ("excluding ...", "net of VRBO fees").
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, longDate, month, obligations, quarter, thisYear, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const PARK = "Quartzite Wash";
const CASITA = "Paloma Azul";
const TUCSON = "Calle Cascabel";

/** A sum that must not be zero (a zero means the filter found nothing: the case is wrong, not the answer). */
async function nonzero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const s = await t.sum(filter);
  if (new Decimal(s).isZero()) throw new Error(`nothing for ${JSON.stringify(filter)}`);
  return s;
}

/** The document list for a query; throws when nothing is on file. */
async function onFile(t: Truth, query: string): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
  return items.map((d) => d.title);
}

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** Casita bookings (guest and nights) checking in within a period, oldest first. */
async function bookings(t: Truth, period: { start: string; end: string }): Promise<{ guest: string; nights: number; direct: boolean }[]> {
  const items = await txs(t, `category=revenue:rental_income&property_id=${await pid(t, CASITA)}&start_date=${period.start}&end_date=${period.end}&sort=transaction_date`);
  const out = items.map((tx) => {
    const m = /^(VRBO booking \d+|Direct booking) - (.+?) \((?:winter rental, )?(\d+) nights?/.exec(tx.description);
    if (!m) throw new Error(`unparsed booking: ${tx.description}`);
    return { guest: m[2]!, nights: Number(m[3]), direct: m[1] === "Direct booking" };
  });
  if (out.length === 0) throw new Error(`no bookings in ${period.start}..${period.end}`);
  return out;
}

/** Open obligations, soonest first, for a query. */
async function open(t: Truth, query: string) {
  const items = (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (items.length === 0) throw new Error(`no open obligation for ${query}`);
  return items;
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  received_date: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?${query}`);

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// Questions asked first that follow-ups come after.
const LOT_RENT_LAST_YEAR = "what was total lot rent at the park last yr?";
const CASITA_DEPRECIABLE = "Depreciable basis on the Scottsdale casita? building + FF&E only, no land";
const CASTELLANOS_DEPOSIT = "How much security deposit are we holding for the Castellanos on Calle Cascabel?";
const OCT_NIGHTS = "How many nights was the casita booked in October 2026?";
const TONTO_2025 = "How much did we pay Tonto Ridge in 2025 — the operator contract plus any extra repair work?";

export const R56B_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income
  {
    group: "income",
    query: LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:long_term_rental"], property: await pid(t, PARK), ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "Water/sewer billbacks collected at Quartzite Wash ytd? need the number for the utility rec",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:utility_reimbursements"], property: await pid(t, PARK), ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "late fees collected at the mobile home park in 2025, total $?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:late_fees"], property: await pid(t, PARK), ...year(2025) }))}`],
  },
  {
    group: "income",
    query: "Gross casita bookings for q2 2026 — VRBO + direct, including the cleaning fee and tax the guests paid",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...quarter(2026, 2) }))}`],
  },
  {
    group: "income",
    query: "Scottsdale casita rental income last year net of VRBO fees",
    tool: "query_database",
    expect: async (t) => {
      const casita = await pid(t, CASITA);
      const gross = await nonzero(t, { categories: ["revenue:rental_income"], property: casita, ...year(Y(t) - 1) });
      const fees = await nonzero(t, { categories: ["expense:platform_fees"], property: casita, ...year(Y(t) - 1) });
      return [`$${figure(new Decimal(gross).minus(fees))}`];
    },
  },
  {
    group: "income",
    query: "Pull up the Tucson rent for 2025, gross before Rincon Gate's 10%. just rent please, not the deposit they kept",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:long_term_rental"], property: await pid(t, TUCSON), ...year(2025) }))}`],
  },
  {
    group: "income",
    query: "Interest received on the Irizarry note ytd? I need it for the 1065, separate from the rents",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:other"], q: "Note payment", ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "can you tell me VRBO bookings vs direct bookings at the casita for 2025? two numbers",
    tool: "query_database",
    expect: async (t) => {
      const casita = await pid(t, CASITA);
      const vrbo = await nonzero(t, { categories: ["revenue:rental_income"], property: casita, q: "VRBO booking", ...year(2025) });
      const direct = await nonzero(t, { categories: ["revenue:rental_income"], property: casita, q: "Direct booking", ...year(2025) });
      return [`$${figure(vrbo)}`, `$${figure(direct)}`];
    },
  },
  {
    group: "income",
    query: "Total income for Ocotillo Mesa Holdings last month, everything incl. the note interest",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { type: "revenue", ...lastMonth(t.today) }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses
  {
    group: "expenses",
    query: "1099 prep: what did we pay Yesenia for turnover cleans in 2025?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["expense:maintenance:cleaning"], q: "Yesenia", ...year(2025) }))}`],
  },
  {
    group: "expenses",
    query: "total stipend paid to Refugio as on-site manager last yr",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { type: "expense", q: "On-site manager stipend", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: TONTO_2025,
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { type: "expense", q: "Tonto Ridge", ...year(2025) }))}`],
  },
  {
    group: "expenses",
    query: "TPT rec: how much state/county TPT plus City of Scottsdale tax did we remit for the casita in Q3 2026?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["expense:other"], property: await pid(t, CASITA), ...quarter(2026, 3) }))}`],
  },
  {
    group: "expenses",
    query: "Park loan interest paid in 2025 for the 1065 — interest only, not the principal",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["expense:mortgage_interest"], property: await pid(t, PARK), ...year(2025) }))}`],
  },
  {
    group: "expenses",
    query: "Repairs at the park last year excluding the road sealcoating job",
    tool: "query_database",
    expect: async (t) => {
      const park = await pid(t, PARK);
      const all = await nonzero(t, { categories: ["expense:maintenance:repairs"], property: park, ...year(Y(t) - 1) });
      const sealcoat = await nonzero(t, { categories: ["expense:maintenance:repairs"], property: park, q: "sealcoat", ...year(Y(t) - 1) });
      return [`$${figure(new Decimal(all).minus(sealcoat))}`];
    },
  },
  {
    group: "expenses",
    query: "casita utilities ytd (electric, water, internet), total",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["expense:utilities"], property: await pid(t, CASITA), ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "total Rincon Gate fees on the Tucson house in 2025 — the 10% mgmt fee and the leasing fee together",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["expense:property_management", "expense:commissions"], property: await pid(t, TUCSON), ...year(2025) }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties
  {
    group: "properties",
    query: "When did the LLC buy the Apache Junction park and what was the purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "properties",
    query: CASITA_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property(CASITA)).depreciable_basis)}`],
  },
  {
    group: "properties",
    query: "land vs building allocation on the Tucson house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "properties",
    query: "whats the street address of the mobile home park",
    tool: "query_database",
    expect: async (t) => [(await t.property(PARK)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "The Rillito HVAC replacement on Cascabel last summer — capitalized or expensed, and for how much?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["expense:capital_improvement"], property: await pid(t, TUCSON), ...year(Y(t) - 1) }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits
  {
    group: "tenants",
    query: CASTELLANOS_DEPOSIT,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Castellanos");
      if (items.length !== 1) throw new Error(`Castellanos deposits: ${items.length}`);
      return [`$${figure(items[0]!.held)}`];
    },
  },
  {
    group: "tenants",
    query: "how much of the Pruetts' deposit did we keep for damages when they moved out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Pruett&include_settled=true");
      const kept = items[0]?.settlements.find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("no deposit kept from the Pruetts");
      return [`$${figure(kept.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "What's the monthly rent on the Tucson house right now?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, TUCSON)}&sort=-transaction_date`);
      if (!latest) throw new Error("no Tucson rent");
      return [`$${figure(latest.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "who has Space 4 at the park now? I thought Verna sold her home",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Space 4 lot rent")}&sort=-transaction_date`);
      const name = latest && /lot rent - (.+?), /.exec(latest.description)?.[1];
      if (!name) throw new Error("no Space 4 lot rent");
      return [name];
    },
  },
  {
    group: "tenants",
    query: "Total security deposits we're holding right now (liability side of the balance sheet), all properties",
    tool: "query_database",
    expect: async (t) => {
      const list = await deposits(t, "");
      if (list.items.length === 0) throw new Error("no deposits held");
      return [`$${figure(list.held)}`];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company
  {
    group: "company",
    query: "what's Ocotillo Mesa's EIN? vendor wants a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "ACC entity number and formation date for the LLC",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.state_filing_number!, longDate(c.formation_date!)];
    },
  },
  {
    group: "company",
    query: "who is our statutory agent in AZ?",
    tool: "query_database",
    // The name without its entity suffix: "Cholla ... Services" is the name whether or not ", LLC" follows.
    expect: async (t) => [(await company(t)).registered_agent!.name.replace(/,?\s+(LLC|L\.L\.C\.|Inc\.?)$/, "")],
  },
  {
    group: "company",
    query: "Who's the manager of the LLC and what percentage does she hold?",
    tool: "query_database",
    expect: async (t) => {
      const meta = (await company(t)).extra_metadata;
      const manager = /manager: (.+)$/.exec(String(meta.management))?.[1]?.trim();
      const share = manager && new RegExp(`${manager} (\\d+%)`).exec(String(meta.members))?.[1];
      if (!manager || !share) throw new Error("no manager or share in the company profile");
      return [manager, share];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines
  {
    group: "deadlines",
    query: "What's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "upcoming=366"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 3 weeks?",
    tool: "query_database",
    expect: async (t) => [...new Set((await open(t, "upcoming=21")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "When are the 1065 and the AZ Form 165 due for this year's return?",
    tool: "query_database",
    expect: async (t) => {
      const federal = (await open(t, `q=${encodeURIComponent("Form 1065 partnership return")}&start_date=${t.today}`))[0]!;
      const arizona = (await open(t, `q=${encodeURIComponent("Form 165")}&start_date=${t.today}`))[0]!;
      return [...new Set([longDate(federal.due_date), longDate(arizona.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "when's the next TPT-2 due and which month's stays does it cover?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, `q=TPT-2&start_date=${t.today}`))[0]!;
      const covered = /for (\w+ \d{4})/.exec(next.description)?.[1];
      if (!covered) throw new Error(`no month in ${next.description}`);
      return [longDate(next.due_date), covered];
    },
  },
  {
    group: "deadlines",
    query: "1099-NEC deadline for this year's forms (Refugio, Yesenia, Tonto Ridge, the landscaper)?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `q=1099-NEC&start_date=${t.today}`))[0]!.due_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents
  {
    group: "documents",
    query: "Per the Ironwood & Pratt letter, what's the combined TPT rate on casita stays under 30 nights?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Ironwood");
      return ["14.02%"];
    },
  },
  {
    group: "documents",
    query: "what percentage of the members has to consent before we sell or encumber a property, per the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "what's the rate on the Piedra Alta park loan and when does the balloon hit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=8816");
      return ["5.85%", `June 15, ${Y(t) + 5}`];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the Tucson house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const titles = await onFile(t, `property_id=${await pid(t, TUCSON)}`);
      const names = ["Rincon Gate", "Rillito"];
      for (const name of names) if (!titles.some((title) => title.includes(name))) throw new Error(`no ${name} document for the Tucson house`);
      return names;
    },
  },
  {
    group: "documents",
    query: "What insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      const titles = await onFile(t, "doc_type=insurance");
      if (!titles.some((title) => title.includes("Canyon Wren"))) throw new Error("no Canyon Wren policy on file");
      return ["Canyon Wren"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the casita
  {
    group: "stays",
    query: OCT_NIGHTS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      const { start, end } = month(2026, 10);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${start}&end_date=${end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row || row.nights_booked === 0) throw new Error("no nights at the casita in October 2026");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "stays",
    query: "who stayed at Paloma Azul in september? guests checking in that month",
    tool: "query_database",
    expect: async (t) => [...new Set((await bookings(t, month(Y(t), 9))).map((b) => b.guest))].slice(0, 2),
  },
  {
    group: "stays",
    query: "How many VRBO bookings did the casita get in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CASITA), q: "VRBO booking", ...year(2025) });
      if (n === 0) throw new Error("no VRBO bookings in 2025");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "who was the snowbird at the casita this January and how many nights did he book?",
    tool: "query_database",
    expect: async (t) => {
      const winter = (await bookings(t, month(Y(t), 1))).filter((b) => b.direct && b.nights >= 30);
      if (winter.length !== 1) throw new Error(`winter guests in January: ${winter.length}`);
      return [winter[0]!.guest, String(winter[0]!.nights)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups
  {
    group: "follow-ups",
    query: "and the year before?",
    after: LOT_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:long_term_rental"], property: await pid(t, PARK), ...year(Y(t) - 2) }))}`],
  },
  {
    group: "follow-ups",
    query: "ok and when was it placed in service?",
    after: CASITA_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(CASITA)).placed_in_service!)],
  },
  {
    group: "follow-ups",
    query: "when did we receive it?",
    after: CASTELLANOS_DEPOSIT,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Castellanos");
      if (items.length !== 1) throw new Error(`Castellanos deposits: ${items.length}`);
      return [longDate(items[0]!.received_date)];
    },
  },
  {
    group: "follow-ups",
    query: "and what did it gross that month?",
    after: OCT_NIGHTS,
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { categories: ["revenue:rental_income"], property: await pid(t, CASITA), ...month(2026, 10) }))}`],
  },
  {
    group: "follow-ups",
    query: "same for 2024",
    after: TONTO_2025,
    tool: "query_database",
    expect: async (t) => [`$${figure(await nonzero(t, { type: "expense", q: "Tonto Ridge", ...year(2024) }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer
  {
    group: "unanswerable",
    query: "What's the Tucson house worth on today's market if we listed it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we set lot rent at for 2028 to stay competitive with the other parks in AJ?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it going to rain in Scottsdale this weekend? pool guy wants to know",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Cactus Crest Roofing last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost segregation study on the park? is it worth it tax-wise?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did Cody Ridenour pay for the new home he set on Space 12?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the Castellanos' credit score? Rincon Gate screened them",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "pull up Tomas Irizarry's phone number please",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are other Scottsdale one-bedrooms with a pool charging per night in March?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we evict the resident on Space 9 for paying late twice — how much notice does Arizona law require?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
