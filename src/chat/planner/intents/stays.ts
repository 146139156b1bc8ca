import Decimal from "decimal.js";
import { dollars, longDate, plural } from "../../format";
import type { StaysData } from "../../tools/database/stays";
import type { TransactionsData } from "../../tools/database/transactions";
import type { PropertyRow } from "../../../db/schema";
import { countsOf, type RecordsVocabulary } from "../../tools/vocabulary";
import { holds, MATCH, type Frame } from "../frame";
import { AVERAGE_WORDS, LATEST_WORDS, STAY_WORDS, wordsMatcher } from "../../language/lexicon";
import { call, column, followUpPeriod, periodArgs, planOf, resultOf, resultsOf, type Intent, type Plan, type PlanContext } from "../intent";
import { propertyMeant } from "./transactions";
import { homesOfLetting } from "../properties";
import { yearToDate } from "../periods";
import { inPeriod } from "./transactions-answers";
import { escapeRegExp } from "../../../domain/regexp";
import { addDays } from "../../../domain/dates";

/** The first day a guest's stays are looked for when no period is named. */
const EVERY_STAY_SINCE = "1900-01-01";
/** Whether a name of the records is a guest's, as booking descriptions give guests' names ("our airbnbs" names the platform, no guest). */
const isGuest = (phrase: string, vocabulary: RecordsVocabulary) => vocabulary.guests.some((guest) => ` ${guest} `.includes(` ${phrase} `));

/** "the most recent guest", "our last airbnb booking": the latest stay (a recency word before a stay's noun, a word or two between). */
const LATEST_STAY = new RegExp(`\\b(?:${LATEST_WORDS.join("|")})(?:\\s+[a-z'-]+){0,2}?\\s+(?:${STAY_WORDS.filter((word) => /^[a-z]+$/.test(word)).join("|")})\\b`);
/** "who checked into the condo most recently": the recency said after the stay. */
const STAY_THEN_LATEST = new RegExp(`\\b(?:${STAY_WORDS.map((word) => word.replace(/[-\s]+/g, "[\\s-]+")).join("|")})\\b[^?]*\\b(?:most\\s+recent(?:ly)?|lately|last)\\s*\\??\\s*$`);
const asksLatest = (f: Frame) => (LATEST_STAY.test(f.text) || STAY_THEN_LATEST.test(f.text)) && f.periods.length === 0;

/** "how many nights", "number of bookings": a count of the stays themselves. */
const countsStays = (f: Frame) => holds(f, MATCH.count) && (holds(f, MATCH.stayMeasure) || holds(f, MATCH.stays)) && !/\bhow much\b/.test(f.text);

/** Money of the stays ("how much did they bring in", "what did it add up to"), unless it counts nights or stays ("how many nights did that add up to"). */
const asksStayMoney = (f: Frame) => holds(f, MATCH.stayMoney) && !countsStays(f);

/**
 * "total airbnb + vrbo bookings for the cabin ytd": two platforms' bookings taken together, with no
 * count, nights or guests asked, are what they brought in, which the ledger sums name by name.
 */
const platformsTogether = (f: Frame) =>
  f.counterparties.filter((c) => c.revenue > 0).length >= 2 && !holds(f, MATCH.count) && !/\b(?:nights?|guests?|who|occupan\w*)\b/.test(f.text);

/**
 * "average nightly rate at the cabin", "ADR last quarter", "what do we average per night": the rent
 * the bookings brought in divided by their nights, a figure of the stays and the books together.
 */
const NIGHTLY_RATE = /\badr\b|\baverage daily rate\b|\b(?:average|avg|mean|typical|typically)\b[^?]*\b(?:nightly|per night|a night|night rate|daily rate)\b|\b(?:nightly rate|rate per night)\b[^?]*\b(?:average|avg|mean|typical|typically)\b/;
const asksRate = (f: Frame) => NIGHTLY_RATE.test(f.text) && !holds(f, MATCH.count);

/** "average booking" and "smallest booking" are money; "average nights per booking" is stays; "can guests bring pets" is a rule of the papers. */
/** "max occupancy on the permit", "the occupancy limit": how many guests a paper allows, which no stay measures. */
const OCCUPANCY_LIMIT = /\b(?:max(?:imum)?|allowed|permitted|legal)\s+occupancy\b|\boccupancy\s+(?:limit|cap|maximum|allowed|permitted)\b/;

/** "total expenses booked for 2025", "income we booked to other": "booked" of the books, recorded, no stay. */
const BOOKED_IN_THE_BOOKS = /\b((?:expenses?|costs?|income|revenues?|spending|charges|payments?|transactions|entries|rent|rents|fees)\s+(?:that\s+)?(?:(?:were|was|we|we've|we have|have been|has been|i|i've)\s+)?)booked\b|\bbooked\s+(?=(?:to|as|under|against)\s+(?:the\s+)?(?:expense|income|revenue|category|repairs|maintenance|capital|other)\b)/g;

const asksStays = (f: Frame) =>
  asksRate(f) ||
  // "(interest only, principal isn't booked)": a word of stays in an aside asks no stays.
  holds({ text: f.main.replace(BOOKED_IN_THE_BOOKS, "$1") }, MATCH.stays) &&
  !platformsTogether(f) &&
  !asksStayMoney(f) &&
  // "the most recent guest": recency, not the largest of anything.
  !((holds(f, MATCH.average) || holds(f, MATCH.max) || holds(f, MATCH.min)) && !holds(f, MATCH.stayMeasure) && !asksLatest(f)) &&
  // "occupancy %": a rate of the stays, not a percentage a paper states; "how many nights did that cover" counts stays.
  (!holds({ text: f.rest.replace(/\bpercent(?:age)?\b/g, " ") }, MATCH.document) || countsStays(f));

/** "when do they check out", "when are they leaving": the day a stay ends. */
const CHECK_OUT = /\bcheck(?:ing)?[\s-]?out\b|\bcheckout\b|\b(?:leave|leaving|leaves|move out|moving out)\b|\buntil when\b/;
/** "right now", "currently": today. */
const NOW = /\b(?:right now|now|currently|at the moment|today|these days)\b/;
/** "who had the cottage over Labor Day weekend": who was in a home let by the night, in a period, is its guests. */
const WHO_HAD = /\bwho(?:\s+(?:had|rented|was\s+(?:in|at)|were\s+(?:in|at)|is\s+(?:in|at)|got)|'?s\s+(?:in|at))\s+(?:the|our)\b/;
const whoHadStay = (f: Frame, c: PlanContext): boolean => {
  if (!WHO_HAD.test(f.text) || (f.periods.length === 0 && !NOW.test(f.text)) || f.named.length === 0) return false;
  const nightly = homesOfLetting("short-term rentals", c.vocabulary, c.properties) ?? [];
  return f.named.every((row) => nightly.includes(row));
};

/** What a question about stays is after: the guests, the nights booked, or (unsaid) how many. */
const focusOf = (f: Frame) =>
  // "total nights we've had guests": a count of nights, whoever the guests were.
  /\b(?:total|how many|number of|count of|sum of)\s+(?:\w+\s+)?nights\b/.test(f.text)
    ? "nights"
    : /\b(who|guests?|names?|list|which)\b/.test(f.text)
      ? "guests"
      : /\b(nights?|occupancy|occupied|vacan\w*|full|empty)\b/.test(f.text)
        ? "nights"
        : undefined;

function planStays(f: Frame, c: PlanContext): Plan {
  const property = propertyMeant(f, c);
  const period = f.periods[0];
  if (asksRate(f)) return planRate(f, property, c);
  // "who's in the townhouse right now": the stays over today.
  const today = !period && WHO_HAD.test(f.text) && NOW.test(f.text) ? { start_date: c.today, end_date: c.today } : {};
  const args: Record<string, unknown> = { entity: "stays", ...periodArgs(period), ...today };
  if (property) args.property = property.id;
  // "how many times has Tariq stayed": a guest's stays, over every date unless a period is named.
  const guest = f.counterparty && isGuest(f.counterparty.phrase, c.vocabulary) ? f.counterparty.phrase : undefined;
  if (guest) {
    args.text = guest;
    if (!period) Object.assign(args, { start_date: EVERY_STAY_SINCE, end_date: f.today });
  }
  // "how many VRBO bookings", "Airbnb reservations in August": the bookings whose records name that payer.
  // As the asker wrote it ("VRBO"), the answer names it so; "both airbnbs" are two rentals, not a platform.
  const payer = !guest && f.counterparty && f.counterparty.revenue > 0 ? f.counterparty.phrase : undefined;
  const said = (phrase: string) => new RegExp(`\\b${escapeRegExp(phrase)}\\b`, "i").exec(f.question)?.[0];
  const source = payer ? said(payer) : undefined;
  if (source) args.source = source;
  // "which guests booked direct, not through airbnb": every booking but that platform's.
  const leftOut = [f.excludedName, ...(f.leftOutNames ?? []).map((one) => one.phrase)].find((phrase) => phrase !== undefined && !isGuest(phrase, c.vocabulary) && countsOf(c.vocabulary, phrase).revenue > 0);
  const excluded = !guest && leftOut && leftOut !== payer ? said(leftOut) : undefined;
  if (excluded) args.exclude_source = excluded;
  // "how many airbnb and vrbo bookings": each platform's, counted apart, and together.
  const platforms = guest ? [] : f.counterparties.filter((one) => one.revenue > 0 && !isGuest(one.phrase, c.vocabulary)).map((one) => said(one.phrase)).filter((word): word is string => word !== undefined);
  // "who was the most recent guest": the last stay that began by today, over every date.
  if (asksLatest(f) && !guest) Object.assign(args, { start_date: EVERY_STAY_SINCE, end_date: f.today, aggregate: "max", limit: 1 });
  const focus = asksLatest(f) && !guest ? "latest" : (focusOf(f) ?? "count");
  const calls = platforms.length > 1 && !asksLatest(f) ? platforms.map((platform) => call("query_database", { ...args, source: platform })) : [call("query_database", args)];
  const counted = planOf("stays", f, property, { calls, periods: period ? [period] : [], focus, followUp: !f.property && !!property, text: f.text, ...(guest ? { counterparty: guest } : {}) });
  // "total airbnb bookings for the carriage house ytd", "airbnb bookings at the cabin last year": with
  // no "how many", bookings may be counted or summed, so both (the count first, which a follow-up follows).
  if (focus !== "count" || guest || holds(f, MATCH.count) || !f.periods.length || calls.length > 1) return counted;
  const money = bookingsIncome({ start: period?.start, end: period?.end, property: property?.id, text: source }, counted.periods, c);
  return { ...counted, calls: [...counted.calls, ...money.calls], parts: [{ plan: counted, question: f.question }, { plan: money, question: f.question }], followed: 0 };
}

/** "average nights per booking", "avg length of stay". */
const AVERAGE_ASKED = wordsMatcher(AVERAGE_WORDS);

/** The rent of booked stays: short-term rental income, without the cleaning fees guests paid. */
const STAY_RENT = "revenue:rental_income";

/** The average nightly rate: the nights booked and the rent of the same period and homes (this year to date when none is named). */
function planRate(f: Frame, property: PropertyRow | undefined, c: PlanContext): Plan {
  const period = f.periods[0] ?? yearToDate(f.today);
  const where = property ? { property: property.id } : {};
  const nights = call("query_database", { entity: "stays", ...periodArgs(period), ...where });
  const rent = call("query_database", { entity: "transactions", categories: [STAY_RENT], aggregate: "sum", group_by: "property", ...periodArgs(period), ...where });
  return planOf("stays", f, property, { calls: [nights, rent], periods: [period], focus: "rate", followUp: !f.property && !!property, text: f.text });
}

/** Rent of the nights booked, home by home, and over them all. */
function writeRate(p: Plan, stays: StaysData, rent: TransactionsData): string {
  const period = p.periods[0]?.label ?? `${longDate(stays.start_date)} to ${longDate(stays.end_date)}`;
  const rentOf = new Map((rent.groups ?? []).map((g) => [g.label, g.revenue]));
  const rows = stays.properties.flatMap((row) => {
    const amount = rentOf.get(row.address);
    return row.nights_known && row.nights_booked > 0 && amount !== undefined ? [{ address: row.address, nights: row.nights_booked, amount }] : [];
  });
  if (rows.length === 0) return `No nights with their rent are on record ${inPeriod(period)}, so there is no nightly rate to give.`;
  const rate = (amount: Decimal.Value, nights: number) => dollars(new Decimal(amount).dividedBy(nights).toFixed(2));
  const lines = rows.map((row) => `- ${row.address}: ${rate(row.amount, row.nights)} a night (${dollars(row.amount)} of rent over ${plural(row.nights, "night")} booked)`);
  const total = rows.reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
  const nights = rows.reduce((sum, row) => sum + row.nights, 0);
  const all = rows.length > 1 ? `\nOver them all: ${rate(total, nights)} a night (${dollars(total.toFixed(2))} over ${plural(nights, "night")}).` : "";
  return `Average nightly rate ${inPeriod(period)} (short-term rent recorded in the period, cleaning fees not counted, divided by the nights booked in it):\n${lines.join("\n")}${all}`;
}

/** What bookings brought in, by category (rent, cleaning fees): of a period, a property, a guest or platform's words. */
function bookingsIncome(of: { start?: string; end?: string; property?: unknown; text?: unknown }, periods: Plan["periods"], c: PlanContext): Plan {
  const args: Record<string, unknown> = { entity: "transactions", aggregate: "sum", transaction_type: "REVENUE", group_by: "category" };
  if (of.start) args.start_date = of.start;
  if (of.end) args.end_date = of.end;
  if (typeof of.property === "string") args.property = of.property;
  if (typeof of.text === "string") args.text = of.text;
  return { intent: "transactions", calls: [call("query_database", args)], periods, phrases: ["income from those bookings"], property: c.properties.find((row) => row.id === args.property), confident: true, followUp: true };
}

/** The asker's own word for a stay: "how many bookings" is answered in bookings. */
const stayNoun = (text = ""): string => (/\bbookings?\b/.test(text) ? "booking" : /\bstays\b/.test(text) ? "stay" : "reservation");

function writeStays(p: Plan, data: StaysData): string {
  const noun = stayNoun(p.text);
  const period = p.periods[0]?.label ?? `${longDate(data.start_date)} to ${longDate(data.end_date)}`;
  const more = (row: StaysData["properties"][number]) => (row.stay_count > row.stays.length ? ` (the first ${row.stays.length} listed)` : "");
  const nightsOf = (n: number | null) => (n === null ? "nights unknown" : plural(n, "night"));
  if (data.guest) {
    // One guest's stays: how many, where and when, over the period asked (every date when none was).
    const every = data.start_date <= EVERY_STAY_SINCE ? "on record" : inPeriod(period);
    if (data.total === 0) return `No stays by a guest named "${data.guest}" are ${every === "on record" ? "on record" : `on record ${every}`}.`;
    const stays = data.properties.map((row) => {
      const listed = row.stays.map((s) => `${longDate(s.check_in)} (${nightsOf(s.nights)})`).join("; ");
      return `- ${row.address}: ${plural(row.stay_count, "reservation")}, ${row.nights_known ? plural(row.nights_booked, "night") : "nights unknown"}${more(row)}: ${listed || "none"}.`;
    });
    return `${plural(data.total, noun)} by ${data.properties.flatMap((row) => row.stays.map((s) => s.guest))[0] ?? data.guest} ${every}:\n${stays.join("\n")}`;
  }
  if (p.focus === "latest") {
    const last = data.properties.flatMap((row) => row.stays.map((s) => ({ ...s, address: row.address }))).sort((a, b) => b.check_in.localeCompare(a.check_in))[0];
    if (!last) return "No stay is on record yet: no booking (a reservation with its guest or nights, imported or recorded as a transaction) has begun.";
    return `The most recent stay on record, at ${last.address}: ${last.guest ?? "guest not recorded"}, checked in ${longDate(last.check_in)} (${nightsOf(last.nights)}).`;
  }
  // Nothing booked: no count of zero nights or occupancy, which would read as a measured figure.
  if (data.properties.length === 0 || data.total === 0) {
    const ahead = data.start_date > data.today ? " It has not begun, and no booking in it is recorded yet." : "";
    return `Nothing is on record for ${period}: no booking (a reservation with its guest or nights, imported or recorded as a transaction) falls in it.${ahead}`;
  }
  const lines = data.properties.map((row) => {
    // "with the confirmation codes": each booking's code too.
    const coded = /\b(?:codes?|confirmations?)\b/.test(p.text ?? "");
    // "when do they check out": the day each stay ends too.
    const out = CHECK_OUT.test(p.text ?? "");
    const until = (s: (typeof row.stays)[number]) => (out && s.nights !== null ? ` to ${longDate(addDays(s.check_in, s.nights))}` : "");
    const guests = row.stays.map((s) => `${s.guest ?? "guest not recorded"} (${coded && s.code && !/^(?:transaction|stay):/.test(s.code) ? `${s.code}, ` : ""}${longDate(s.check_in)}${until(s)}, ${nightsOf(s.nights)})`);
    const count = plural(row.stay_count, "reservation");
    if (p.focus === "guests") return `- ${row.address}: ${count}${more(row)}: ${guests.join("; ") || "none"}.`;
    if (!row.nights_known) return `- ${row.address}: ${count}; nights unknown (no night count on record), so occupancy is unknown.`;
    const occupancy = row.occupancy === null ? "occupancy unknown" : `${(row.occupancy * 100).toFixed(1)}% occupancy`;
    // One platform's share: its nights, not the property's occupancy.
    const nights = data.source || data.excluded ? `${plural(row.nights_booked, "night")} booked` : `${plural(row.nights_booked, "night")} booked (${row.nights_booked} of ${row.nights_available} nights, ${occupancy})`;
    // "average nights per booking": the nights over the stays.
    const average = AVERAGE_ASKED.test(p.text ?? "") && row.stay_count > 0 ? `, ${(row.nights_booked / row.stay_count).toFixed(1)} nights a reservation on average` : "";
    if (p.focus === "nights") return `- ${row.address}: ${nights} (${count}${average}).`;
    return `- ${row.address}: ${count}, ${nights}${average}.`;
  });
  const through = data.source ? ` through ${data.source}` : data.excluded ? ` not through ${data.excluded}` : "";
  const head = p.focus === "count" ? `${plural(data.checked_in, noun)}${through} checked in ${inPeriod(period).replace(/^in /, "during ")}` : `Stays${through} ${inPeriod(period)}`;
  // Several properties: their nights together too ("total nights booked across both").
  const known = data.properties.filter((row) => row.nights_known);
  const together = known.length > 1 ? `\nIn all: ${plural(known.reduce((sum, row) => sum + row.stay_count, 0), "reservation")}, ${plural(known.reduce((sum, row) => sum + row.nights_booked, 0), "night")} booked.` : "";
  return `${head}:\n${lines.join("\n")}${together}`;
}

/** Several platforms' stays ("airbnb and vrbo bookings"): each one's, then all of them together. */
function writeSources(p: Plan, all: StaysData[]): string {
  const noun = stayNoun(p.text);
  const nights = all.every((data) => data.properties.every((row) => row.nights_known)) ? `, ${plural(all.reduce((sum, data) => sum + data.properties.reduce((n, row) => n + row.nights_booked, 0), 0), "night")} booked` : "";
  const together = `Together through ${all.map((data) => data.source).join(" and ")}: ${plural(all.reduce((sum, data) => sum + data.checked_in, 0), noun)}${nights}.`;
  return `${all.map((data) => writeStays(p, data)).join("\n\n")}\n\n${together}`;
}

/** Booked stays: how many, which guests, nights and occupancy. */
export const stays: Intent = {
  name: "stays",
  recognise: (f, c) => asksStays(f) || whoHadStay(f, c),
  plan: planStays,
  // Occupancy is a percentage: "occupancy %" uses every word.
  unused: (f, p) => {
    // The platform asked, or the one left out ("not through airbnb"), is used by the stays it picks.
    const picked = new Set([...(f.counterparty?.words ?? []), ...p.calls.flatMap((one) => (typeof one.args.exclude_source === "string" ? one.args.exclude_source.toLowerCase().split(/\s+/) : []))]);
    return [...(OCCUPANCY_LIMIT.test(f.text) ? ["occupancy"] : []), ...f.unknown.filter((word) => !/^percent(?:age)?s?$/.test(word)), ...f.obligationWords.filter((word) => !picked.has(word)), ...f.domainWords.filter((word) => !picked.has(word))];
  },
  understood: (f, p) => ["the booked stays", p.property ? `for ${p.property.address}` : "", f.periods[0] ? `in ${f.periods[0].label}` : ""].filter(Boolean).join(" "),
  write(p, results) {
    const rent = resultOf(results, "transactions");
    if (p.focus === "rate" && rent) {
      const nights = resultOf(results, "stays");
      return nights ? writeRate(p, nights, rent) : "The stays could not be read.";
    }
    const all = resultsOf(results, "stays");
    if (all.length > 1) return writeSources(p, all);
    return all[0] ? writeStays(p, all[0]) : "The stays could not be read.";
  },
  blocks(p, results) {
    const data = resultOf(results, "stays");
    // Several platforms' stays are written whole, each one's and together; so is a nightly rate.
    if (!data || data.properties.length === 0 || resultsOf(results, "stays").length > 1 || p.focus === "rate") return undefined;
    const lead = writeStays(p, data).split("\n")[0]!;
    const nights = (n: number | null) => (n === null ? "unknown" : String(n));
    if (p.focus === "guests" || data.guest) {
      const rows = data.properties.flatMap((row) => row.stays.map((s) => [s.guest ?? "not recorded", longDate(s.check_in), nights(s.nights), row.address]));
      return rows.length ? [{ type: "text", text: lead }, { type: "table", columns: [column("Guest"), column("Check-in"), column("Nights", "right"), column("Property")], rows }] : undefined;
    }
    const rows = data.properties.map((row) => [row.address, String(row.stay_count), row.nights_known ? String(row.nights_booked) : "unknown", String(row.nights_available), row.occupancy === null ? "unknown" : `${(row.occupancy * 100).toFixed(1)}%`]);
    return [{ type: "text", text: lead }, { type: "table", columns: [column("Property"), column("Reservations", "right"), column("Nights booked", "right"), column("Nights available", "right"), column("Occupancy", "right")], rows }];
  },
  followsFrom: ["transactions"],
  followUp(f, previous, c) {
    const prevArgs = previous.args;
    // "how many nights did that cover" after the bookings' income: the stays of the same period and property.
    if (prevArgs?.entity === "transactions" && f.anaphora && countsStays(f) && f.periods.length === 0 && !f.counterparty) {
      const args: Record<string, unknown> = { entity: "stays" };
      if (typeof prevArgs.start_date === "string") args.start_date = prevArgs.start_date;
      if (typeof prevArgs.end_date === "string") args.end_date = prevArgs.end_date;
      const propertyId = f.property?.id ?? prevArgs.property;
      if (typeof propertyId === "string") args.property = propertyId;
      // After "airbnb income": the bookings of that platform; after a guest's payments, that guest's stays.
      if (typeof prevArgs.text === "string") Object.assign(args, isGuest(prevArgs.text, c.vocabulary) ? { text: prevArgs.text } : { source: prevArgs.text });
      return { intent: "stays", calls: [call("query_database", args)], periods: previous.period ? [previous.period] : [], phrases: [], property: c.properties.find((row) => row.id === args.property), focus: focusOf(f) ?? "count", confident: true, followUp: true, text: f.text };
    }
    // "how many nights altogether?" after the guests of a month: a question of stays that names no
    // home, period or guest of its own is about the same stays.
    const bare = !f.property && f.named.length === 0 && f.periods.length === 0 && !f.counterparty && f.categories.length === 0;
    if (prevArgs?.entity !== "stays" || previous.intent !== "stays" || !(f.elliptical || f.anaphora || bare) || f.unknown.length > 0) return null;
    const period = followUpPeriod(f, previous);
    // "how much did they bring in?": what those bookings brought in, by category (rent, cleaning fees), same period, place and guest.
    if (asksStayMoney(f) && f.anaphora && !f.counterparty && f.categories.filter((cat) => cat !== "revenue:rental_income").length === 0) {
      const start = period?.start ?? (typeof prevArgs.start_date === "string" && prevArgs.start_date > EVERY_STAY_SINCE ? prevArgs.start_date : undefined);
      const end = period?.end ?? (typeof prevArgs.end_date === "string" ? prevArgs.end_date : undefined);
      const periods = period ? [period] : previous.period && start ? [previous.period] : [];
      return bookingsIncome({ start, end, property: f.property?.id ?? prevArgs.property, text: prevArgs.text }, periods, c);
    }
    if (holds(f, MATCH.money) || f.categories.some((cat) => cat !== "revenue:rental_income")) return null;
    // "who were they?", "how many nights was that?": the same stays, another view of them.
    // "how many separate stays was that" after the nights: a count of the same stays.
    const focus = focusOf(f) ?? (countsStays(f) ? "count" : undefined);
    const refocus = focus !== undefined && focus !== previous.focus && (f.anaphora !== undefined || bare);
    if (!(f.property || period || refocus || bare || (f.counterparty && isGuest(f.counterparty.phrase, c.vocabulary)))) return null;
    const args: Record<string, unknown> = { ...prevArgs };
    if (period) Object.assign(args, periodArgs(period));
    if (f.property) args.property = f.property.id;
    if (f.counterparty && isGuest(f.counterparty.phrase, c.vocabulary)) args.text = f.counterparty.phrase;
    return {
      intent: "stays",
      calls: [call("query_database", args)],
      periods: period ? [period] : previous.period ? [previous.period] : [],
      phrases: [],
      property: f.property ?? c.properties.find((row) => row.id === args.property),
      focus: refocus ? focus : previous.focus,
      confident: true,
      followUp: true,
    };
  },
};
