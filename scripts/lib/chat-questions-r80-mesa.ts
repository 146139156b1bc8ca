// Blind set r80-mesa: 60 questions about the Arizona LLC (scripts/lib/mesa-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy report and the document list), never written here; a phrase quoted from a document is used only after the document is found on file.
// The voice: a member who just joined the company and is getting up to speed, long and chatty, often asking two related things at once (both parts expected).
import { type Case, figure, longDate, MONTHS, month, nextOpen, nightsBooked, obligations, quarter, thisYear, lastMonth, lastQuarter, titles, type Truth, year } from "./chat-questions";

/** Address fragments that pick each property (GET /properties?q= matches the address). */
const PARK = "Apache Junction";
const CASITA = "Scottsdale";
const TUCSON = "Tucson";

const yearOfToday = (t: Truth) => Number(t.today.slice(0, 4));
const dollars = (amount: string) => `$${figure(amount)}`;

/** A ledger sum as "$1,234.56"; throws when nothing was found, so a case never expects $0.00 by accident. */
async function sumOf(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`nothing found for ${JSON.stringify(filter)}`);
  return dollars(total);
}

interface Tx {
  id: string;
  description: string;
  amount: string;
  transaction_date: string;
  category: string;
}
/** Transactions matching a query string, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

interface Deposit {
  tenant: string;
  amount: string;
  received_date: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}
const deposits = async (t: Truth, query: string) => (await t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?${query}`)).items;

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The next open obligation matching a query; throws when there is none. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

/** Checks a document is on file (its title or file name holds `q`). */
async function onFile(t: Truth, query: string): Promise<void> {
  await titles(t, query);
}

/** The person a lot rent or Tucson rent line names: "Space 4 lot rent - Alvaro Quintanilla, October 2026" -> "Alvaro Quintanilla". */
const payerOf = (description: string) => {
  const name = /\s-\s(.+?),\s[A-Z][a-z]+ \d{4}/.exec(description)?.[1];
  if (!name) throw new Error(`no name in "${description}"`);
  return name;
};

/** The guest of a casita booking: "VRBO booking 48213377 - Colette Ashdown (5 nights, Feb 10-15)" -> "Colette Ashdown". */
const guestOf = (description: string) => {
  const name = /\s-\s([^()]+?)\s\((?:winter rental, )?\d+ nights?/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in "${description}"`);
  return name;
};

const Q_TUCSON_LAST_MONTH =
  "I'm getting up to speed on the Tucson house that Rincon Gate manages for us - how much rent came in from it last month, and what did Rincon Gate keep as their management fee out of that?";
const Q_PARK_PURCHASE = "Before our meeting Thursday can you remind me what the company paid for the Quartzite Wash park out in Apache Junction, and when exactly we bought it?";
const Q_CASITA_Q2 = "Teodora keeps saying summer is dead at the Scottsdale casita and I want to see how dead - what did the casita bring in from bookings in q2 this year?";
const Q_FORM_165 = "The CPA's letter mentions an Arizona Form 165 that goes with the federal 1065 - when is our next one due, and is the 1065 due on the same day?";
const Q_YESENIA = "I keep seeing Yesenia's name on the casita stuff, she's the cleaner who does the turnovers I think? How much have we paid her so far this year?";

export const R80_MESA_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income
  {
    group: "income",
    query: "So I just bought into Ocotillo Mesa and I'm trying to get a feel for the park before the members meeting - how much lot rent did the Apache Junction park actually collect last yr? Just the lot rent please, not the water bill-backs.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [await sumOf(t, { categories: ["revenue:long_term_rental"], ...year(yearOfToday(t) - 1), property: p.id })];
    },
  },
  {
    group: "income",
    query: "Honestly I'm new here and a bit confused by the water thing at the park - residents get billed back for water and sewer off their submeters, right? How much have we collected from those water/sewer bill-backs ytd?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [await sumOf(t, { categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: p.id })];
    },
  },
  {
    group: "income",
    query: Q_CASITA_Q2,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [await sumOf(t, { categories: ["revenue:rental_income"], ...quarter(yearOfToday(t), 2), property: p.id })];
    },
  },
  {
    group: "income",
    query: "Trying to understand the big picture as the newest member: what was Ocotillo Mesa Holdings' total income last year across everything - the park, the casita, the Tucson house, the note payments, all of it together?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "revenue", ...year(yearOfToday(t) - 1) })],
  },
  {
    group: "income",
    query: "Someone told me we sold a house in Casa Grande a few years back and carry the buyer's note. How much interest has Tomas paid us on it so far this year, and which payment number are we up to?",
    tool: "query_database",
    expect: async (t) => {
      const period = thisYear(t);
      const latest = (await txs(t, `category=revenue:other&q=Tomas&start_date=${period.start}&end_date=${period.end}`))[0]!;
      const number = /Note payment (\d+) of/.exec(latest.description)?.[1];
      if (!number) throw new Error(`no payment number in "${latest.description}"`);
      return [await sumOf(t, { categories: ["revenue:other"], ...period, q: "Tomas" }), number];
    },
  },
  {
    group: "income",
    query: Q_TUCSON_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const period = lastMonth(t.today);
      return [await sumOf(t, { categories: ["revenue:long_term_rental"], ...period, property: p.id }), await sumOf(t, { categories: ["expense:property_management"], ...period, property: p.id })];
    },
  },
  {
    group: "income",
    query: "So the park charges residents a late fee when lot rent shows up after the 5th - how many late fees did we actually collect last year, and what did they add up to?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      const period = year(yearOfToday(t) - 1);
      const count = await t.count({ categories: ["revenue:late_fees"], ...period, property: p.id });
      return [String(count), await sumOf(t, { categories: ["revenue:late_fees"], ...period, property: p.id })];
    },
  },
  {
    group: "income",
    query: "I'd love a side-by-side before Thursday's call: booking income so far this year from the casita vs. lot rent so far this year from the park. ytd for both please, I'm trying to see which one actually carries us.",
    tool: "query_database",
    expect: async (t) => {
      const casita = await t.property(CASITA);
      const park = await t.property(PARK);
      return [await sumOf(t, { categories: ["revenue:rental_income"], ...thisYear(t), property: casita.id }), await sumOf(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: park.id })];
    },
  },
  {
    group: "income",
    query: "Can you calculate total income for the whole company for September of this year? I'm trying to get a sense of what a normal month looks like for us when the snowbirds are gone.",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "revenue", ...month(yearOfToday(t), 9) })],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses
  {
    group: "expenses",
    query: Q_YESENIA,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "expense", ...thisYear(t), q: "Yesenia Maldonado" })],
  },
  {
    group: "expenses",
    query: "As a new member I want to understand our tax load - what did we pay in property taxes last year, in total, for all three properties (Pinal, Maricopa and Pima counties together)?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:property_tax"], ...year(yearOfToday(t) - 1) })],
  },
  {
    group: "expenses",
    query: "Bradley mentioned the park roads got sealcoated last spring and that it wasn't cheap - what did that job cost us, and when did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const period = year(yearOfToday(t) - 1);
      const [job] = await txs(t, `q=sealcoat&transaction_type=EXPENSE&start_date=${period.start}&end_date=${period.end}`);
      return [dollars(job!.amount), longDate(job!.transaction_date)];
    },
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay on the park loan with Piedra Alta last year? Only the interest - I gather the principal is booked separately.",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:mortgage_interest"], ...year(yearOfToday(t) - 1) })],
  },
  {
    group: "expenses",
    query: "I'm trying to figure out why the park's utility bills look so high in the summer - what did the Apache Junction park spend on utilities altogether last quarter (electric, the water operator, sewer, trash)?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [await sumOf(t, { categories: ["expense:utilities"], ...lastQuarter(t.today), property: p.id })];
    },
  },
  {
    group: "expenses",
    query: "what did Rincon Gate charge us in management fees on the Tucson house last yr? just their monthly 10% fees, not the repairs they arranged",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [await sumOf(t, { categories: ["expense:property_management"], ...year(yearOfToday(t) - 1), property: p.id })];
    },
  },
  {
    group: "expenses",
    query: "So I read that the heat pump at the Tucson house died last summer and we replaced the whole system - what did the new HVAC cost, and was there a separate city permit fee on top of that?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const period = year(yearOfToday(t) - 1);
      return [await sumOf(t, { categories: ["expense:capital_improvement"], ...period, property: p.id }), await sumOf(t, { categories: ["expense:licenses_permits"], ...period, property: p.id })];
    },
  },
  {
    group: "expenses",
    query: "I'm still wrapping my head around Arizona's TPT. Can you tell me how much we've remitted in TPT plus the Scottsdale city tax for the casita so far this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [await sumOf(t, { categories: ["expense:other"], ...thisYear(t), property: p.id })];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Properties
  {
    group: "properties",
    query: Q_PARK_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [dollars(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "I'm trying to understand the depreciation side of the Scottsdale casita, which I know came furnished - what's its depreciable basis compared with its total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [dollars(p.depreciable_basis), dollars(p.total_basis)];
    },
  },
  {
    group: "properties",
    query: "For the house on Calle Cascabel in Tucson, how is our basis split between the land and the building? The CPA asked and I didn't want to guess.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      return [dollars(p.land_basis), dollars(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "Silly question from the new guy, but what's the actual street address of the Tucson rental? I'm filling out a form and only know it as 'the Tucson house'.",
    tool: "query_database",
    expect: async (t) => [(await t.property(TUCSON)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "When did the company buy the casita, and when was it actually placed in service as a rental? I assume there was a gap while it got furnished.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      if (!p.placed_in_service) throw new Error("the casita has no placed-in-service date");
      return [longDate(p.acquisition_date), longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits
  {
    group: "tenants",
    query: "Who's renting the Tucson house right now, and what are they paying us a month? I only know there's a family in there through Rincon Gate.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const period = lastMonth(t.today);
      const [rent] = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}`);
      // "Ignacio & Wren Castellanos" -> the family name, however the answer joins the first names.
      const family = payerOf(rent!.description).split(" ").at(-1)!;
      return [family, dollars(rent!.amount)];
    },
  },
  {
    group: "tenants",
    query: "I understand Rincon Gate holds the tenants' security deposit for the Tucson house in their trust account - how much deposit are we holding right now for the current tenants?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const held = (await deposits(t, `property_id=${p.id}`)).filter((d) => Number(d.held) > 0);
      if (held.length !== 1) throw new Error(`${held.length} deposits held at Tucson`);
      return [dollars(held[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "What happened with the previous Tucson tenants' deposit when they moved out? How much did we keep for damage, and how much went back to them?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const settled = (await deposits(t, `property_id=${p.id}&include_settled=true`)).find((d) => d.settlements.some((s) => s.kind === "kept_for_damages"));
      if (!settled) throw new Error("no deposit kept for damages at Tucson");
      const sumKind = (kind: string) => settled.settlements.filter((s) => s.kind === kind).reduce((sum, s) => sum + Number(s.amount), 0).toFixed(2);
      return [dollars(sumKind("kept_for_damages")), dollars(sumKind("returned"))];
    },
  },
  {
    group: "tenants",
    query: "Somebody at the park mentioned that Verna in Space 4 sold her home in place - so who's paying the lot rent on Space 4 these days?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      const period = lastMonth(t.today);
      const [rent] = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("Space 4 lot rent")}&start_date=${period.start}&end_date=${period.end}`);
      return [payerOf(rent!.description)];
    },
  },
  {
    group: "tenants",
    query: "I heard Space 12 sat empty for a while after a home got moved out. Who's on Space 12 now, and what's the monthly lot rent per space these days?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      const period = lastMonth(t.today);
      const [rent] = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("Space 12 lot rent")}&start_date=${period.start}&end_date=${period.end}`);
      return [payerOf(rent!.description), dollars(rent!.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts
  {
    group: "company",
    query: "Since I'm brand new, can you remind me who all the members of the LLC are and what percentage each of them holds? I want to get the names right before Thursday.",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = members.split(",").map((part) => part.replace(/\s*\d+%\s*$/, "").trim()).filter(Boolean);
      if (names.length === 0) throw new Error("no members on the company profile");
      return names;
    },
  },
  {
    group: "company",
    query: "The bank is asking me for two numbers and I have no idea where to find them: our EIN, and our Arizona Corporation Commission entity number. Can you pull up both?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.ein, c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "For the onboarding packet I'm putting together for myself - when was Ocotillo Mesa Holdings LLC formed, and in which state?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who's our statutory agent (what every other state calls the registered agent, if I understand right), and what address do they have on file?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent: agent } = await company(t);
      if (!agent.address) throw new Error("no statutory agent address");
      // The name without its ", LLC", which an answer may leave off.
      return [agent.name.replace(/,?\s+LLC$/, ""), agent.address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance
  {
    group: "deadlines",
    query: "I want to make sure nothing falls through the cracks now that I'm helping out - what's the very next deadline the company has coming up?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "")],
  },
  {
    group: "deadlines",
    query: "What's coming due in the next 30 days? Give me everything, tax returns, renewals, whatever, so I can put it all on my calendar.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_FORM_165,
    tool: "query_database",
    expect: async (t) => [...new Set([await nextDue(t, "q=Form%20165"), await nextDue(t, "q=Form%201065%20partnership")])],
  },
  {
    group: "deadlines",
    query: "When's the next property tax payment due on the park? I know Pinal County splits it into two halves but I can never remember which one is next.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(PARK);
      return [await nextDue(t, `obligation_type=property:tax&property_id=${p.id}`)];
    },
  },
  {
    group: "deadlines",
    query: "Two renewals I keep hearing about for the casita: when does its insurance policy renew, and when does the Scottsdale short-term rental license need renewing?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [await nextDue(t, `obligation_type=property:insurance&property_id=${p.id}`), await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${p.id}&q=STR-2023`)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say
  {
    group: "documents",
    query: "I'm reading up on how the LLC works - under our operating agreement, what share of the members has to sign off before we can sell a property or borrow against one?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "Looking at the park's space rental agreement that residents sign - what's the late fee if lot rent comes in late, and what does a bounced check cost the resident?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=space%20rental%20agreement");
      return ["$35", "$25"];
    },
  },
  {
    group: "documents",
    query: "What does the casita's short-term rental insurance policy actually give us for liability coverage, and what's the deductible if something happens?",
    tool: "search_document_content",
    expect: async (t) => {
      const p = await t.property(CASITA);
      await onFile(t, `doc_type=insurance&property_id=${p.id}`);
      return ["$1,000,000", "$2,500"];
    },
  },
  {
    group: "documents",
    query: "On the new HVAC at the Tucson house - what's the labor warranty from Rillito Air & Heat, and through what date does it run?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=HVAC%20replacement%20contract");
      // The contract gives 2 years of labor from installation, the day the system was paid for and installed.
      const p = await t.property(TUCSON);
      const period = year(yearOfToday(t) - 1);
      const [hvac] = await txs(t, `category=expense:capital_improvement&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}`);
      const installed = hvac!.transaction_date;
      return [longDate(`${Number(installed.slice(0, 4)) + 2}${installed.slice(4)}`)];
    },
  },
  // Documents: which are on file
  {
    group: "documents",
    query: "What paperwork do we actually have on file for the Scottsdale casita? I'd like to read through all of it before the meeting so I don't ask dumb questions.",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property(CASITA);
      return titles(t, `property_id=${p.id}`);
    },
  },
  {
    group: "documents",
    query: "And for the park in Apache Junction - which documents do we have on file for it? Loan papers, contracts, the rules, anything.",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property(PARK);
      return titles(t, `property_id=${p.id}`);
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the casita
  {
    group: "stays",
    query: "How busy was the casita last month? How many bookings did we get, and how many nights ended up booked in total?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      const period = lastMonth(t.today);
      const count = await t.count({ categories: ["revenue:rental_income"], ...period, property: p.id });
      if (count === 0) throw new Error("no bookings last month");
      return [String(count), String(await nightsBooked(t, CASITA, period))];
    },
  },
  {
    group: "stays",
    query: "Who stayed at the casita in July this year? I'm genuinely curious who books a pool casita in Scottsdale when it's 115 out.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      const period = month(yearOfToday(t), 7);
      const bookings = await txs(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}`);
      return [...new Set(bookings.map((b) => guestOf(b.description)))];
    },
  },
  {
    group: "stays",
    query: "I heard we get a snowbird at the casita every winter who books directly for a couple of months. Who was this year's winter guest, and how many nights did they stay?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      const period = thisYear(t);
      const winter = await txs(t, `category=revenue:rental_income&property_id=${p.id}&q=${encodeURIComponent("winter rental")}&start_date=${period.start}&end_date=${period.end}`);
      if (winter.length !== 1) throw new Error(`${winter.length} winter rentals this year`);
      const match = /-\s(.+?)\s\(winter rental, (\d+) nights/.exec(winter[0]!.description);
      if (!match) throw new Error(`unreadable winter booking "${winter[0]!.description}"`);
      return [match[1]!, match[2]!];
    },
  },
  {
    group: "stays",
    query: "How many nights was the casita booked in September, and what did the September bookings gross? Trying to decide if the hot months are even worth keeping it listed.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CASITA);
      const period = month(yearOfToday(t), 9);
      return [String(await nightsBooked(t, CASITA, period)), await sumOf(t, { categories: ["revenue:rental_income"], ...period, property: p.id })];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups
  {
    group: "follow-ups",
    query: "ok and what about the same month last year?",
    tool: "query_database",
    after: Q_TUCSON_LAST_MONTH,
    expect: async (t) => {
      const p = await t.property(TUCSON);
      const last = lastMonth(t.today);
      const period = month(Number(last.start.slice(0, 4)) - 1, Number(last.start.slice(5, 7)));
      return [await sumOf(t, { categories: ["revenue:long_term_rental"], ...period, property: p.id }), await sumOf(t, { categories: ["expense:property_management"], ...period, property: p.id })];
    },
  },
  {
    group: "follow-ups",
    query: "and how much of that price was the land versus the buildings?",
    tool: "query_database",
    after: Q_PARK_PURCHASE,
    expect: async (t) => {
      const p = await t.property(PARK);
      return [dollars(p.land_basis), dollars(p.building_basis)];
    },
  },
  {
    group: "follow-ups",
    query: "got it - and how much did VRBO take in host fees over that same quarter?",
    tool: "query_database",
    after: Q_CASITA_Q2,
    expect: async (t) => {
      const p = await t.property(CASITA);
      return [await sumOf(t, { categories: ["expense:platform_fees"], ...quarter(yearOfToday(t), 2), property: p.id })];
    },
  },
  {
    group: "follow-ups",
    query: "and while we're on deadlines, when's the TPT return for this month's casita stays due?",
    tool: "query_database",
    after: Q_FORM_165,
    expect: async (t) => {
      const m = Number(t.today.slice(5, 7));
      return [await nextDue(t, `q=${encodeURIComponent(`TPT-2 return and payment for ${MONTHS[m - 1]} ${yearOfToday(t)}`)}`)];
    },
  },
  {
    group: "follow-ups",
    query: "How about for all of last year?",
    tool: "query_database",
    after: Q_YESENIA,
    expect: async (t) => [await sumOf(t, { type: "expense", ...year(yearOfToday(t) - 1), q: "Yesenia Maldonado" })],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer
  {
    group: "unanswerable",
    query: "Realistically, what do you think the Scottsdale casita would sell for on the open market today? I'm trying to understand what the company is really worth.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are other landlords getting for a three-bedroom house in that part of Tucson these days? I'm wondering how the Calle Cascabel house stacks up against the neighborhood.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "A guest just messaged asking if the pool will be warm enough - what's the weather supposed to be in Scottsdale next week?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "I found a business card for Dos Rios Roofing in the clubhouse - did we ever pay them for anything, and how much?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const count = await t.count({ start: "2000-01-01", end: t.today, q: "Dos Rios" });
      if (count !== 0) throw new Error(`Dos Rios Roofing has ${count} transactions`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "If we ever sell the Tucson house, should we do a 1031 exchange or carry a note like we did in Casa Grande? Which would be better for us tax-wise?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Naomi's cell number? I'd like to text her and introduce myself before the meeting.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate could we get today if we refinanced the park loan with a different bank?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the casita's star rating on VRBO these days, and what have guests been saying in their reviews lately?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many of the residents at the park have their homes up for sale right now? I'm wondering about turnover in the community.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
