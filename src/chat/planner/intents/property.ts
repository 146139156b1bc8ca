import Decimal from "decimal.js";
import { perUnitLine, perUnitWords } from "../per-unit";
import { LEGAL_FORMS, PERSON_DESCRIBERS, PROPERTY_FACTS, wordsMatcher } from "../../language/lexicon";
import { expandAbbreviations, STOP, stem } from "../../language/words";
import { dollars, longDate, percentOf, plural } from "../../format";
import { addDays } from "../../../domain/dates";
import { escapeRegExp } from "../../../domain/regexp";
import type { PropertyRow } from "../../../db/schema";
import { tenantsOf, type PropertyFacts, type Tenant } from "../../tools/database/records";
import { detailKeyWords as keyWords, detailsOf } from "../../tools/details";
import { holdsWords } from "../../tools/vocabulary";
import type { TransactionsData } from "../../tools/database/transactions";
import { holds, MATCH, shapeWord, type Frame } from "../frame";
import { describingWords, findProperties, UNIT_NAMED, UNITS_NAMED, unitTenantSaid, wordsOfProperty } from "../properties";
import { aYearBack } from "../periods";
import { call, column, planOf, resultOf, resultsOf, type Intent, type Plan, type PlanContext } from "../intent";
import type { ToolData } from "../../tools";
import { asksMoney, PRONOUN, propertyMeant, unitWritten, WHEN_DONE, WHO_DOES } from "./transactions";

/** A part of a home's price: "how much of the purchase was land", "allocated to the building". */
const PART_OF_PRICE = /\bhow much of\b[^?]*\b(?:was|went|is|were|got)\b[^?]*\b(?:land|building|buildings|structure|furniture|furnishings|ffe)\b|\ballocated\s+(?:to|for)\s+(?:the\s+)?(?:land|building|structure|furniture|furnishings|ffe)\b/;
const FACTS = PROPERTY_FACTS.map(([focus, words]) => ({ focus, pattern: wordsMatcher(words) }));
/** "who's on space 7", "who has unit 4 now": a question of whom a unit named is let to. */
const asksWhoInUnit = (text: string): boolean => /^\s*(?:and\s+)?who\b/.test(text) && UNIT_NAMED.test(text);

/** The facts a question asks, in the lexicon's order; two or more ("the land vs building split, and placed in service date") are joined by "+". */
const focusOf = (f: Frame) => {
  // "cash flow on hickory once you count what we paid for the roof": what an aside takes into a figure asks no fact.
  const text = f.main;
  // "what did we pay for the aurora rental": its price, when a property and nothing else is what was paid for.
  // "what did we pay for all three properties combined": the prices of every home.
  const paidForAll = /\b(?:pay|paid)\s+(?:in\s+total\s+)?for\s+(?:all|both|each|every|the)\s+(?:(?:of\s+)?(?:our|the)\s+)?(?:\d+\s+|two\s+|three\s+|four\s+|five\s+|six\s+)?(?:properties|homes|houses|places|buildings|rentals|of them)\b/.test(text);
  const paidFor = (f.property !== undefined || paidForAll) && !f.counterparty && f.categories.length === 0 && /\bpay\s+(?:in\s+total\s+)?for\b/.test(text);
  // "what did we pay for the cabin, and how much of that was allocated to land": the price and its parts.
  if (paidFor && PART_OF_PRICE.test(text)) return "acquisition+basis";
  if (paidFor && !FACTS.some(({ focus, pattern }) => focus !== "acquisition" && focus !== "count" && focus !== "address" && pattern.test(text))) return "acquisition";
  // "how much of the purchase was land", "what was allocated to the building": a part of the price is the basis.
  if (PART_OF_PRICE.test(text)) return "basis";
  const asked = FACTS.filter(({ focus, pattern }) => focus !== "count" && focus !== "address" && pattern.test(text)).map(({ focus }) => focus);
  // "what's marisol paying now?", "how much is the salem tenant paying these days": what someone pays as it stands, a tenant's rent.
  const paysNow = !asked.includes("tenant") && f.periods.length === 0 && (PAYING_NOW.test(text) || THE_RENT.test(text));
  if (paysNow) asked.push("tenant");
  // "who are the students in the athens house", "who are the folks at the duplex now": the people who live in a home are its tenants.
  if (!asked.includes("tenant") && f.property !== undefined && PEOPLE_IN.test(text) && !ROLES.test(PEOPLE_IN.exec(text)![1] ?? "")) asked.push("tenant");
  // "since when has marisol been paying us rent", "how long has devon rented from us": who paid the rent, and from when.
  if (!asked.includes("tenant") && SINCE_WHEN.test(text)) asked.push("tenant");
  // "who's on space 7 these days", "who has unit 4 now": whom a unit named is let to.
  const occupant = !asked.includes("tenant") && asksWhoInUnit(text);
  if (occupant) asked.push("tenant");
  // "land / building / furnishings split": two parts of the basis named are the basis, however joined.
  // "what did we put down for the furniture when we bought it": a part of the basis asked of the purchase is the basis too.
  if (!asked.includes("basis") && (BASIS_PARTS_NAMED.test(text) || (asked.includes("acquisition") && /\b(?:furniture|furnishings|ffe)\b/.test(text)))) asked.splice(FACTS.findIndex(({ focus }) => focus === "basis"), 0, "basis");
  // "what % went to the building", "what fraction of its total basis is the furniture": the parts of the basis as shares of it.
  if (SHARE_ASKED.test(text) && (asked.includes("basis") || asked.includes("acquisition"))) {
    if (!asked.includes("basis")) asked.push("basis");
    asked.push("share");
  }
  return asked.length > 1 ? asked.join("+") : asked[0] === "tenant" || paysNow || occupant ? "tenant" : FACTS.find(({ pattern }) => pattern.test(text))?.focus;
};
/** Words that ask a part as a share of its whole. */
const SHARE_ASKED = /\b(?:percent|percentage|fraction|(?<!\b(?:my|our|his|her|their|member's|members')\s)share|proportion|ratio)\b|%/;
const SHARE_WORDS = ["percent", "percentage", "fraction", "share", "proportion", "ratio"];

/** "who are the students in", "who's living at": people of a home, named by a plural or by living there. */
const PEOPLE_IN = /^\s*(?:(?:and|so|ok|okay)\s+)?who(?:'s|s|\s+are|\s+is|\s+were)\s+(?:(?:the|our)\s+([a-z'-]+s)\s+(?:in|at|living|staying|renting|over)\b|(living|staying)\s+(?:in|at)\b)/;
/** Who works for the company rather than lives in its homes ("who are the managers at the park"). */
const ROLES = /^(?:managers?|members?|owners?|agents?|insurers?|vendors?|contractors?|lenders?|cleaners?|landscapers?|plumbers?|electricians?|roofers?|accountants?|trustees?|partners?|officers?|directors?|neighbors?|neighbours?|hosts?|co-hosts?|guests?|listing)$/;
/** "since when", "how long has she been renting", "when did he first pay", "when did they move in": when a tenancy began, read from the rent. */
const SINCE_WHEN = /\b(?:since\s+when|how\s+long\s+(?:has|have|had)|when\s+did\s+(?:[a-z'-]+\s+){1,4}?(?:start|begin|first|move))\b[^?]*\b(?:rent|rents|rented|renting|paying|pays|paid|payments?|tenants?|leas(?:e|ed|es|ing)|living|lived|lives|moved?|in)\b/;
/** Someone's payment as it stands: "what's X paying now", "how much does X pay", said of no period. */
const PAYING_NOW = /\b(?:what(?:'s|s|\s+is|\s+does)|how much(?:'s|\s+is|\s+does))\s+(?:[a-z'-]+\s+){1,3}?(?:paying|pay)\s*(?:(?:now|currently|these days|right now|today|at the moment|in rent|for rent)\s*)?\??\s*$/;

/** "what's the rent on devon's unit", "what is her rent": the rent as it stands, said of no period, not what was collected. */
/** "what are the rents at the duplex", "how much is rent at thornapple", "what do the two units rent for": the same, of a place. */
const THE_RENT = /^\s*(?:(?:and|so|ok|okay)\s+)?(?:(?:what|how\s+much)(?:'s|s|\s+is|\s+are)\s+(?:the\s+|his\s+|her\s+|their\s+|[a-z-]+'s\s+)?rents?\b(?!\s*(?:roll|income|revenue|collected|total|receipts|payments))(?:\s+(?:on|at|for|in|of)\b[^?]*)?|(?:what|how\s+much)\s+(?:does|do)\s+(?:[a-z0-9'-]+\s+){1,8}?rent\s+for)\??\s*$/;

/** "what did we pay for it", "how much did we pay for that place": the price of the property meant. */
const PAID_FOR_IT = /\b(?:pay|paid|give|gave|spend|spent)\s+for\s+(?:it|that|this|the (?:place|property|house|home|unit|building))\b(?!\s+(?:last|this|in|during|since)\b)/;
const BASIS_PARTS_NAMED = /\b(?:land|buildings?|furniture|furnishings|ffe)\b[^?]{0,20}?\b(?:land|buildings?|furniture|furnishings|ffe)\b/;
/** "and all three combined?", "for every property", "the whole portfolio": no one property. */
const ALL_PROPERTIES = /\b(?:all|every|each|both)\b(?:\s+(?:of\s+)?(?:the|our|\d+))?\s+(?:propert|homes?\b|houses?\b|units?\b|rentals?\b|places?\b)|\b(?:combined|together|altogether|portfolio|company[- ]wide|all\s+\d+)\b/;

/**
 * "what's the str permit number for lockeland", "who's the co-host on the cabin": a detail the
 * record keeps beside its columns (detailsOf), every word of whose key the question says.
 */
function detailAsked(f: Frame, rows: PropertyRow[]): string | undefined {
  const said = new Set((f.text.match(/[a-z0-9]+/g) ?? []).map(stem));
  const keys = [...new Set(rows.flatMap((row) => detailsOf(row.extraMetadata).map((d) => d.key)))];
  return keys
    .map((key) => ({ key, words: keyWords(key) }))
    .filter(({ words }) => words.length > 0 && words.every((word) => said.has(stem(word))))
    .sort((a, b) => b.words.length - a.words.length)[0]?.key;
}

function planProperty(f: Frame, c: PlanContext): Plan {
  const property = propertyMeant(f, c);
  const period = f.periods[0];
  const args: Record<string, unknown> = { entity: "properties" };
  if (property) args.property = property.id;
  if (period) args.year = Number(period.start.slice(0, 4));
  const asked = focusOf(f);
  const detail = asked === undefined ? detailAsked(f, property ? [property] : c.properties) : undefined;
  const focus = detail ? `detail:${detail}` : asked;
  // "which unit at larkspur is Ingrid Soto in": a tenant named, of the property named when one is.
  const named = asksTenants(focus) ? tenantNamed(f, c) : undefined;
  const tenant = named && (!f.property || named.property.id === f.property.id) ? named : undefined;
  if (tenant) args.property = tenant.property.id;
  const row = tenant?.property ?? property;
  // The one tenant of the property asked about is whom a later "his lease" means; so is the tenant of
  // the unit asked about ("who's in unit B at larkspur").
  const units = [...f.text.matchAll(UNITS_NAMED)];
  const unit = units.length === 1 && !/^\s*(?:and|&|,|\/|or|\+)\s*(?:unit\s+)?[a-z0-9]\b/.test(f.text.slice(units[0]!.index + units[0]![0].length)) ? units[0]![1] : undefined;
  const all = asksTenants(focus) && row && !tenant ? tenantsOf(row.extraMetadata) : [];
  const ofUnit = unit ? all.filter((t) => t.unit?.toLowerCase() === unit) : [];
  // "which tenant at hollister is on the housing voucher": the one whose record says so.
  const noted = ofUnit.length === 0 ? all.filter((t) => noteWordsAsked(f, t).length > 0) : [];
  // "who is in apt 202", where the record names the shops' tenants only: no tenant of the record is that unit's.
  const only = ofUnit.length === 1 ? ofUnit : noted.length === 1 ? noted : unit && all.some((t) => !t.unit) ? [] : all;
  // "who rented it before Marisol", "the previous tenant": who paid the rent over every date, not lately.
  const former = asksTenants(focus) && (FORMER.test(f.text) || SINCE_WHEN.test(f.text));
  // "the depreciable basis of both airbnbs", "purchase price of juniper and osprey": each home named, and their total only.
  const several = !row && !asksTenants(focus) && f.named.length >= 2 ? f.named : [];
  const records = several.length > 0 ? several.map((home) => call("query_database", { ...args, property: home.id })) : [call("query_database", args)];
  // "who's in room 2": the rent lines that write that room, where the record names no one in it.
  const written = asksTenants(focus) && ofUnit.length === 0 ? unitWritten(f, "revenue", c) : undefined;
  return planOf("property", f, row, {
    calls: [...records, ...tenantCalls(focus, row?.id, c.today, former, written)],
    // The unit is what "her rent" asks of next.
    ...(written ? { counterparty: written } : {}),
    periods: period ? [period] : [],
    focus: former ? `${focus}+former` : focus,
    followUp: !f.property && !!row,
    ...(tenant ? { person: tenant.name } : only.length === 1 ? { person: only[0]!.name } : {}),
  });
}

/** A detail of the records asked ("str_permit"): each home's, as its record states it, and which hold none. */
function writeDetail(items: PropertyFacts[], key: string): string {
  // The key as words, its small words kept ("managed by"), abbreviations written out.
  const label = expandAbbreviations(key.toLowerCase().replace(/[_-]+/g, " ")).replace(/\s+/g, " ").trim();
  const held = items.filter((row) => row.details.some((d) => d.key === key));
  if (held.length === 0) return `No property's record states a ${label}.`;
  // "1725.00", "400.00 refundable": an amount of cents the record writes bare is money, written as money.
  const written = (value: string) => value.replace(/^\$?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?![\d.%])/, (_, whole: string, cents: string) => dollars(`${whole.replace(/,/g, "")}.${cents}`));
  const lines = held.map((row) => `${row.address}: ${label} ${written(row.details.find((d) => d.key === key)!.value)} (as the property's record states it).`);
  return items.length > 1 && held.length < items.length ? `${lines.join("\n")}\nThe other ${plural(items.length - held.length, "property's record states", "properties' records state")} none.` : lines.join("\n");
}

/** The words a question says that no reading took and a tenant's note on the record holds ("voucher" of "Housing Choice Voucher"). */
function noteWordsAsked(f: Frame, t: Tenant): string[] {
  if (!t.note) return [];
  const held = new Set((t.note.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
  return [...f.unknown, ...f.obligationWords, ...f.counterparties.flatMap((one) => one.words)].filter((word) => !STOP.has(word) && held.has(stem(word)));
}

/** "what's her rent", "what does he pay", "how much is she paying": the rent a tenant pays as it stands. */
const TENANT_RENT = /\b(?:rent|pay|pays|paying)\b/;

/**
 * The tenant a question names ("what does tobias pay a month"), or, for "he" or "she", the one the
 * previous question named ("when does tobias wren's lease end" then "what's he paying a month"): a
 * word of a tenant's name on a property's record.
 */
export function tenantNamed(f: Frame, c: PlanContext): { name: string; property: PropertyRow } | undefined {
  const previous = [c.previous?.args?.query, c.previous?.args?.text, c.previous?.person].filter((x): x is string => typeof x === "string").join(" ").toLowerCase();
  // "wendells rent": a name's possessive typed without its apostrophe is the name.
  const asked = (f.text.match(/[a-z]{3,}/g) ?? []).flatMap((word) => (word.endsWith("s") ? [word, word.slice(0, -1)] : [word]));
  const words = new Set([...asked, ...(PRONOUN.test(f.text) ? (previous.match(/[a-z]{3,}/g) ?? []) : [])]);
  for (const row of c.properties) {
    for (const t of tenantsOf(row.extraMetadata)) {
      // "Terrell and Monique Haywood": "and" of a household's name is no part of anyone's.
      const parts = (t.name.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((part) => !STOP.has(part));
      if (parts.some((part) => words.has(part))) return { name: t.name, property: row };
    }
  }
  return undefined;
}

const LEGAL_FORM_NAMES = new Set(LEGAL_FORMS);

/** How far back the rent received shows who pays it now, where the record names no tenant. */
const RECENT_RENT_DAYS = 62;
const asksTenants = (focus: string | undefined) => focus?.split("+").includes("tenant") ?? false;
/** "what's he paying a month", "who rents it": a question of a property's tenants, which the record answers. */
export const asksTenantsOf = (f: Frame) => asksTenants(focusOf(f));

/** "who is the listing agent for ...": the person asked for. */
const WHO_IS = /^\s*(?:and\s+)?who(?:'s|s|\s+is|\s+are|\s+was|\s+were)\s+(?:the|our|their|its)\s+([a-z][a-z -]*?)\s+(?:for|of|at|on|with)\b/;

/** "his monthly rent under his lease": the rent the record keeps, whatever paper set it. */
const UNDER_LEASE = /\b(?:under|per|on|by|in)\s+(?:his|her|their|the|its)\s+(?:current\s+)?lease\b/;

/** Who pays the rent: besides the record's named tenants, the long-term rent received lately, whose descriptions name the payer. */
function tenantCalls(focus: string | undefined, property: string | undefined, today: string, former = false, unit?: string) {
  if (!asksTenants(focus)) return [];
  const rent = (start: string, limit: number) => call("query_database", { entity: "transactions", ...(property ? { property } : {}), ...(unit ? { text: unit } : {}), categories: ["revenue:long_term_rental"], start_date: start, end_date: today, aggregate: "list", limit });
  const lately = rent(former ? EVERY_DATE : addDays(today, -RECENT_RENT_DAYS), 50);
  // Every payer over every date: the newest and the oldest rent lines, so the first payer is read however long the record.
  if (former) return [lately, { ...lately, args: { ...lately.args, order: "oldest" } }];
  // "who rents unit 19": a unit none paid for lately was last paid for by someone, whom the answer names with the date.
  return unit && !former ? [lately, rent(EVERY_DATE, 1)] : [lately];
}

/** "a year ago", "this time last year": the same weeks a year before today. */
const A_YEAR_AGO = /\b(?:a|one)\s+year\s+(?:ago|earlier|before)\b|\bthis\s+time\s+last\s+year\b|\blast\s+year\s+(?:at\s+)?this\s+time\b/;

/** "the other unit", "the other side of the duplex": the one unit of a home besides the one just asked about. */
const OTHER_UNIT = /\b(?:the\s+)?other\s+(?:unit|side|half|apartment|apt|door|tenant|one)\b/;

/** "the tenant before X", "our previous tenant": a question of who paid the rent earlier. */
const FORMER = /\b(?:before|previous|prior|former|earlier|past|old|used to)\b/;
const EVERY_DATE = "1900-01-01";

/** Every payer of a property's rent, earliest first, each with their first and last payment: who rented it before whom. */
function formerTenantsLine(p: PropertyFacts, rents: TransactionsData[]): string {
  const name = `${p.address}${p.listing_name ? ` ("${p.listing_name}")` : ""}`;
  // The newest lines and the oldest, each line once.
  const read = new Map(rents.flatMap((rent) => rent.rows ?? []).map((row) => [`${row.date}|${row.amount}|${row.description}|${row.property}`, row]));
  const rows = [...read.values()].filter((row) => row.property === p.address).sort((a, b) => a.date.localeCompare(b.date));
  const onRecord = rents[0]?.totals.count ?? 0;
  const payers = new Map<string, { description: string; first: string; last: string }>();
  for (const row of rows) {
    const key = payerKey(row.description);
    const seen = payers.get(key);
    if (seen) seen.last = row.date;
    else payers.set(key, { description: row.description, first: row.date, last: row.date });
  }
  const now = p.tenants.map((t) => t.name).join(" and ");
  if (payers.size === 0) return `${name}: no long-term rent is on record${now ? `; its record names ${now} as the tenant now` : ""}, so no earlier tenant can be told.`;
  const each = [...payers.values()].map((payer) => `"${payer.description}" (${longDate(payer.first)} to ${longDate(payer.last)})`);
  // More lines than the two ends read: a payer only in between is not seen, and the answer says so.
  const between = onRecord <= read.size ? "" : ` (${onRecord} rent payments are on record; the earliest and the latest ${read.size} were read)`;
  return `${name}: the rent on record, earliest payer first${between}: ${each.join("; ")}.${now ? ` Its record names ${now} as the tenant now.` : ""}`;
}

/** How close the latest lines of two payers of one tenant's rent are, to be parts of one month's rent. */
const PARTS_WITHIN_DAYS = 20;

/** A payer's rent lines, told apart by their descriptions without the dates and numbers that change each month. */
const payerKey = (description: string) =>
  description
    .toLowerCase()
    .replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();

/** A property's tenants as its record names them; with `noted`, what the record says beside each (one tenant asked). */
function tenantLine(p: PropertyFacts, rent: TransactionsData | undefined, noted = false): string | null {
  const name = `${p.address}${p.listing_name ? ` ("${p.listing_name}")` : ""}`;
  if (p.tenants.length > 0) {
    // A tenant whose rent the record does not state: the rent received from them lately, as the ledger names them.
    const paid = (t: PropertyFacts["tenants"][number]) => {
      if (t.monthly_rent) return `, ${dollars(t.monthly_rent)} a month`;
      // "Travis and Jolene Brekke", "Hollis Redd Insurance Agency LLC": the ledger may write them by fewer
      // words ("ACH from Travis Brekke", "Check from Hollis Redd Insurance Agency"): the whole name, else its surname, else its first word.
      const name = t.name.toLowerCase().replace(/\s*\(.*?\)/g, "").trim();
      const words = (name.match(/[a-z'-]{3,}/g) ?? []).filter((word) => !STOP.has(word) && !LEGAL_FORM_NAMES.has(word));
      const rows = (rent?.rows ?? []).filter((r) => r.property === p.address);
      const holding = (part: string) => rows.filter((r) => new RegExp(`\\b${escapeRegExp(part)}\\b`).test(r.description.toLowerCase()));
      const theirs = [name, words.at(-1), words[0]].filter((part): part is string => part !== undefined).map(holding).find((found) => found.length > 0) ?? [];
      const newest = [...theirs].sort((a, b) => b.date.localeCompare(a.date));
      const row = newest[0];
      if (!row) return "";
      // "the tenant's share" and "the housing authority's HAP": the month's rent paid in parts by two payers,
      // each the latest of its own lines, within days of each other.
      const parts = new Map<string, (typeof newest)[number]>();
      for (const r of newest) if (!parts.has(payerKey(r.description)) && r.date >= addDays(row.date, -PARTS_WITHIN_DAYS)) parts.set(payerKey(r.description), r);
      if (parts.size > 1) {
        const each = [...parts.values()].map((r) => `${dollars(r.amount)} on ${longDate(r.date)} ("${r.description}")`);
        const together = [...parts.values()].reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
        return `, paid lately in ${plural(parts.size, "part")}: ${each.join(" and ")}; ${dollars(together.toFixed(2))} together (the record states no monthly rent)`;
      }
      return `, paid ${dollars(row.amount)} on ${longDate(row.date)} (the latest rent received from them; the record states no monthly rent)`;
    };
    const each = p.tenants.map((t) => `${t.name}${t.unit ? ` (${UNIT_NAMED.test(t.unit.toLowerCase()) ? t.unit : `unit ${t.unit}`})` : ""}${paid(t)}${noted && t.note ? ` (the record notes: ${t.note})` : ""}`);
    return `${name}: ${each.join("; ")}.`;
  }
  const rows = (rent?.rows ?? []).filter((row) => row.property === p.address).sort((a, b) => b.date.localeCompare(a.date));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(payerKey(row.description))) latest.set(payerKey(row.description), row);
  if (latest.size === 0) return null;
  const each = [...latest.values()].map((row) => `"${row.description}", ${dollars(row.amount)} on ${longDate(row.date)}`);
  return `${name}: no tenant is named on its record; the rent received lately: ${each.join("; ")}.`;
}

function writeTenants(homes: PropertyFacts[], rent: TransactionsData | undefined, person?: string, last?: TransactionsData, unit?: string): string {
  // "who's in apt 202", where the record names the shops' tenants and none in that unit: the unit's rent lines, not the record's tenants.
  const id = unit ? UNIT_NAMED.exec(unit)?.[1] : undefined;
  const unitless = id !== undefined && !homes.some((p) => p.tenants.some((t) => t.unit?.toLowerCase() === id || t.unit?.toLowerCase().endsWith(` ${id}`)));
  const items = unitless ? homes.map((p) => ({ ...p, tenants: [] })) : homes;
  // "what's he paying a month": the one tenant named, not the others of the same property.
  const one = person ? items.map((p) => ({ ...p, tenants: p.tenants.filter((t) => t.name === person) })).filter((p) => p.tenants.length > 0) : [];
  const lines = (one.length > 0 ? one : items)
    .map((p) => tenantLine(p, rent, one.length > 0))
    .filter((line): line is string => line !== null)
    .map((line) => (unitless ? line.replace("no tenant is named on its record", `no tenant of ${unit!.replace(/^\w/, (ch) => ch.toUpperCase())} is named on its record`) : line));
  const latest = last?.rows?.[0];
  if (lines.length === 0 && latest) return `No rent written "${last!.filters.text}" was received in the last ${RECENT_RENT_DAYS} days; the latest on record: "${latest.description}", ${dollars(latest.amount)} on ${longDate(latest.date)} (${latest.property}).`;
  if (lines.length === 0) {
    return items.length === 1
      ? `No tenant is named on the record of ${items[0]!.address}, and no long-term rent was received there in the last ${RECENT_RENT_DAYS} days.`
      : `No tenant is named on the property records, and no long-term rent was received in the last ${RECENT_RENT_DAYS} days.`;
  }
  return lines.length === 1 ? lines[0]! : `Tenants (rent roll):\n${lines.map((line, i) => `${i + 1}. ${line}`).join("\n")}${rollLine(one.length > 0 ? one : items)}`;
}

/** The rent roll taken together: its monthly total, average and highest rent ("avg monthly rent across the units", "which tenant pays the most"). */
function rollLine(items: PropertyFacts[]): string {
  const rents = items.flatMap((p) => p.tenants.filter((t) => t.monthly_rent).map((t) => ({ name: t.name, rent: new Decimal(t.monthly_rent!) })));
  if (rents.length < 2) return "";
  const total = rents.reduce((sum, t) => sum.plus(t.rent), new Decimal(0));
  const top = [...rents].sort((a, b) => b.rent.comparedTo(a.rent))[0]!;
  return `\nTogether: ${dollars(total.toFixed(2))} a month from ${plural(rents.length, "tenant")}; average ${dollars(total.dividedBy(rents.length).toFixed(2))}; highest ${top.name}, ${dollars(top.rent.toFixed(2))}.`;
}

function describe(p: PropertyFacts, focus: string | undefined): string {
  const basis = `basis: land ${dollars(p.land_basis)}, building ${dollars(p.building_basis)}, furniture and equipment ${dollars(p.ffe_basis)}; total ${dollars(p.total_basis)}, depreciable ${dollars(p.depreciable_basis)}`;
  const acquired = `acquired on ${longDate(p.acquisition_date)} for ${dollars(p.purchase_price_total)}`;
  const service = p.placed_in_service ? `placed in service on ${longDate(p.placed_in_service)}` : "not yet placed in service";
  const dep = p.depreciation
    ? `depreciation for ${p.depreciation.year}: ${dollars(p.depreciation.total)} (building ${dollars(p.depreciation.building)} over 27.5 years, mid-month; furniture and equipment ${dollars(p.depreciation.ffe)} over 5 years, half-year${Number(p.depreciation.improvements) !== 0 ? `; capital improvements ${dollars(p.depreciation.improvements)}` : ""}), ${dollars(p.depreciation.accumulated_through_year)} accumulated through ${p.depreciation.year}`
    : "no depreciation until it is placed in service";
  const name = `${p.address}${p.listing_name ? ` ("${p.listing_name}")` : ""}`;
  // Several facts: each as it is asked alone, the property named once.
  if (focus?.includes("+")) return `${name}: ${focus.split("+").map((one) => describe(p, one).slice(name.length).replace(/^(?::| was)\s*/, "").replace(/\.$/, "")).join("; ")}.`;
  switch (focus) {
    case "acquisition":
      return `${name} was ${acquired}.`;
    case "basis":
      return `${name}: ${basis}.`;
    case "share": {
      // Each part as a share of the total basis, to a tenth of a percent.
      const share = (part: string, whole: string) => (new Decimal(whole).isZero() ? "no share" : `${percentOf(part, whole)}%`);
      const parts = (whole: string) => `land ${share(p.land_basis, whole)}, building ${share(p.building_basis, whole)}, furniture and equipment ${share(p.ffe_basis, whole)}`;
      return `${name}: of the total basis (${dollars(p.total_basis)}): ${parts(p.total_basis)}.`;
    }
    case "depreciation":
      return `${name}: ${dep}; ${service}, depreciable basis ${dollars(p.depreciable_basis)}.`;
    case "placed_in_service":
      return `${name} was ${service}.`;
    case "address":
      return `${name}.`;
    default:
      return `${name}: ${acquired}; ${service}; ${basis}; ${dep}. Status ${p.status}.`;
  }
}

/** The properties the calls read, each once, first acquired first (one call each when several homes were named). */
function propertiesOf(results: ToolData[]): PropertyFacts[] {
  const seen = new Set<string>();
  const items = resultsOf(results, "properties").flatMap((data) => data.items).filter((row) => !seen.has(row.id) && seen.add(row.id) !== undefined);
  return items.sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date));
}

/** Sums over every property of a figure the question asks of them all ("the combined depreciable basis"). */
function totalLine(items: PropertyFacts[], focus: string | undefined): string {
  const sum = (pick: (p: PropertyFacts) => string) => items.reduce((total, p) => total.plus(pick(p)), new Decimal(0));
  const money = (n: Decimal) => dollars(n.toFixed(2));
  const together = items.length === 2 ? "Both together" : `All ${items.length} together`;
  if (focus === "basis") return `\n${together}: land ${money(sum((p) => p.land_basis))}, building ${money(sum((p) => p.building_basis))}, furniture and equipment ${money(sum((p) => p.ffe_basis))}; total basis ${money(sum((p) => p.total_basis))}, depreciable ${money(sum((p) => p.depreciable_basis))}.`;
  if (focus === "acquisition") return `\n${together}: ${money(sum((p) => p.purchase_price_total))} in purchase prices.`;
  if (focus === "depreciation" && items.every((p) => p.depreciation)) return `\n${together}: ${money(sum((p) => p.depreciation!.total))} of depreciation for ${items[0]!.depreciation!.year}.`;
  if (focus !== undefined) return "";
  const year = items.find((p) => p.depreciation)?.depreciation?.year;
  const depreciation = year ? `; ${money(sum((p) => p.depreciation?.total ?? "0"))} of depreciation for ${year}` : "";
  return `\n${together}: ${money(sum((p) => p.purchase_price_total))} in purchase prices; total basis ${money(sum((p) => p.total_basis))}, depreciable ${money(sum((p) => p.depreciable_basis))}${depreciation}.`;
}

/** "how much occupancy tax ...": the one or two words an amount is asked of. */
/** Measures a property's record does not hold: a rate, an average, a market value. */
const NOT_A_FACT = /\b(?:average|avg|mean|median|rates?|worth|value|valued|appraisal|appraised|market|empty|vacant|vacancy|unoccupied|unrented)\b/;
const HOW_MUCH_OF = /\bhow (?:much|many)\s+((?!did|do|does|is|was|were|are|have|has|we|it)[a-z]+(?:\s+(?!did|do|does|is|was|were|are|have|has|got|get|we|it|for|of|in|on|at)[a-z]+)?)/;

/** ", land excluded", "(furniture not included)": a condition set on the figure after its noun, not a question of what a paper excludes ("are floods excluded?"). */
const POSTPOSED = /((?:,|\(|\s[-–—]+)\s*(?:the\s+|any\s+)?[a-z'-]+(?:\s+[a-z'-]+)?\s+)(?:excluded|not\s+included|left\s+out)\b/g;
/** "each property the company owns", "the homes we own": which homes, no question of who owns them. */
const HOMES_OWNED = /\b((?:propert(?:y|ies)|homes?|houses?|buildings?|units?|rentals?|places?|real estate)\s+(?:that\s+|which\s+)?(?:the\s+company|the\s+llc|the\s+business|we|our\s+(?:company|llc)|[a-z]+(?:\s+[a-z]+){0,3}\s+(?:llc|holdings|properties|group))\s+)(?:owns?|owned|holds?|has|have)\b/g;
const withoutPostposed = (text: string) => text.replace(POSTPOSED, "$1 ").replace(HOMES_OWNED, "$1 ");

/** Categories that name a part of a property's basis (its furniture and equipment). */
const BASIS_PARTS = new Set(["expense:furnishings", "expense:furniture_equipment"]);

/** The property records: addresses, acquisition, basis, depreciation, placed in service. */
export const property: Intent = {
  name: "property",
  recognise(f, c) {
    const focus = focusOf(f);
    const home = propertyMeant(f, c);
    const money = asksMoney(f);
    // "how many" alone is a count of anything; of the properties only when it names them.
    const about = holds({ text: f.rest }, MATCH.property) || (focus !== undefined && focus !== "count") || (home !== undefined && !money);
    // "depreciation for 2026, building plus the furniture": the basis's parts, not a category's spending.
    const facts = focus?.split("+") ?? [];
    // "what's he paying a month right now": the rent a tenant pays today, not a sum over a period.
    // "which utilities does the tenant pay herself": what the lease puts on the tenant, not who rents.
    const tenants = facts.includes("tenant") && f.periods.length === 0 && !f.categories.some((cat) => cat.startsWith("expense:"));
    const ofMoney = facts.length > 0 && facts.every((one) => one === "acquisition" || one === "depreciation" || one === "basis" || one === "share" || one === "placed_in_service" || (one === "tenant" && tenants));
    const basisParts = facts.some((one) => one === "depreciation" || one === "basis") && f.categories.every((cat) => BASIS_PARTS.has(cat));
    // "tenant" alone is no question about a paper, nor is "who leases it": who the tenants are is on the property's record.
    // "the unit Saltmarsh Coffee leases": a verb after a name, no paper.
    // "what percent went to the building": the words of a share the answer gives, no paper's.
    const said = facts.includes("share") ? f.rest.replace(/\b(?:percent|percentage|fraction|share|proportion|ratio)\b/g, " ") : f.rest;
    const rest = f.counterparties.reduce((text, one) => text.replace(new RegExp(`\\b(${escapeRegExp(one.words.at(-1) ?? one.phrase)})\\s+(?:leases|rents|occupies)\\b`, "g"), "$1"), said);
    const paper = holds({ text: tenants ? withoutPostposed(rest).replace(/\b(?:tenants?|lessees?)\b|\bwho(?:'s|\s+is)?\s+leas(?:es|ing)\b|\b(?:across|all|each|every|both|of)\s+(?:the\s+|our\s+)?(?:long[\s-]term\s+|current\s+|active\s+)?leases\b|\bschedul(?:e|ed)(?=\s+(?:monthly\s+)?(?:\s+|rents?\b))/g, " ").replace(new RegExp(UNDER_LEASE.source, "g"), " ") : withoutPostposed(rest) }, MATCH.document);
    // "COSTCO purchases last year, both rentals": a name of the books in a period is what was paid, not a record of the homes.
    // "what we paid for the annual report": what was paid for a thing the ledger names, not a home's price;
    // "the hurricane shutters in Englewood, how much we paid for them?" too, a thing at the home named.
    // "who does the turnover cleaning at the cottage": whom the payments the ledger names went to, not who lives there.
    const paid = f.counterparty !== undefined && ((f.periods.length > 0 && focus === undefined) || (focus === "acquisition" && (!home || !f.counterparty.words.some((word) => wordsOfProperty(home).has(word))) && /\b(?:paid|pay)\s+for\b/.test(f.text)) || ((WHO_DOES.test(f.text) || WHEN_DONE.test(f.text)) && f.counterparty.expense > 0));
    // "what's keondre paying a month": a payer the ledger names and no home's record does pays what the books show lately.
    // "who's on space 7": a unit's word the rows write is no payer.
    const payerOnly = tenants && f.counterparty !== undefined && f.counterparty.revenue > 0 && !tenantNamed(f, c) && !home && !asksWhoInUnit(f.text);
    // "who manages the condo": a detail the home's own record keeps, every word of whose key the question
    // says, answers it, before the payments to whoever manages it; not an amount, a period or a paper asked.
    const kept = home && focus === undefined && !money && f.periods.length === 0 ? detailAsked(f, [home]) : undefined;
    // The key's own words ("managed" of "managed_by", said as "manages") ask the detail, whatever papers also use them.
    const keyStems = new Set(kept ? keyWords(kept).map(stem) : []);
    const otherPaper = kept !== undefined && holds({ text: rest.replace(/[a-z]+/g, (word) => (keyStems.has(stem(word)) ? " " : word)) }, MATCH.document);
    if (kept && !otherPaper && !keyWords(kept).every(shapeWord)) return true;
    // "which month was the cabin's best last year": a ranking of periods is of its figures, no fact of the record.
    if (/\bwhich\s+(?:month|quarter|year|week|season)s?\b/.test(f.text) && (holds(f, MATCH.max) || holds(f, MATCH.min))) return false;
    return about && !paid && !payerOnly && (!money || (ofMoney && facts.some((one) => one !== "placed_in_service"))) && (!(f.categories.length > 0 && f.periods.length > 0) || basisParts || tenants) && !paper && (!facts.includes("tenant") || tenants);
  },
  plan: planProperty,
  unused: (f, p) => {
    // A tenant's name is what a rent question of one tenant uses ("what does ingrid pay a month").
    const named = new Set(p.focus?.startsWith("tenant") && p.person ? (p.person.toLowerCase().match(/[a-z]{3,}/g) ?? []) : []);
    if (p.focus?.startsWith("tenant") && UNDER_LEASE.test(f.text)) named.add("lease");
    // "what's the café paying in base rent": the kind of rent the ledger writes is the rent a tenant pays.
    if (p.focus?.startsWith("tenant") && /\brent$/.test(f.counterparty?.phrase ?? "")) for (const word of f.counterparty!.words) named.add(word);
    // "who manages the condo" of "managed_by": the key's words in any form.
    if (p.focus?.startsWith("detail:")) {
      const key = keyWords(p.focus.slice("detail:".length));
      for (const word of key) named.add(word);
      const stems = new Set(key.map(stem));
      for (const word of f.text.match(/[a-z]+/g) ?? []) if (stems.has(stem(word))) named.add(word);
    }
    // "the tenant on the housing voucher": the words of the note that said which tenant.
    const noted = p.focus?.startsWith("tenant") && p.person && p.property ? tenantsOf(p.property.extraMetadata).find((t) => t.name === p.person) : undefined;
    if (noted) for (const word of noteWordsAsked(f, noted)) named.add(word);
    // "the total basis of the commercial unit Saltmarsh Coffee leases": words the home's record describes it with restate the home.
    if (p.property && !p.focus?.startsWith("tenant")) for (const word of describingWords(p.property)) named.add(word);
    // "who's in room 2": the unit's word, read from the rent lines that write it.
    for (const one of p.calls) if (typeof one.args.text === "string" && one.args.entity === "transactions") for (const word of one.args.text.split(/\s+/)) named.add(word);
    // "how much of the basis is the furniture package": a word right after a part of the basis names that part.
    if (p.focus?.split("+").includes("basis")) for (const m of f.text.matchAll(/\b(?:land|building|buildings|furniture|furnishings|ffe|fixtures)\s+([a-z]+)\b/g)) named.add(m[1]!);
    // "what fraction of its total basis is that": the words of a share, which the answer gives.
    if (p.focus?.split("+").includes("share")) for (const word of SHARE_WORDS) named.add(word);
    // "who's renting it right now, the family", "the older guy who pays by check": words of whom the question points at.
    if (p.focus?.startsWith("tenant")) for (const word of PERSON_DESCRIBERS) named.add(word);
    // "what did that work out to per acre": the unit's words are used by dividing the price.
    if (p.focus?.split("+").includes("acquisition")) for (const word of perUnitWords(f.text, p.property)) named.add(word);
    const unused = [...f.unknown, ...(f.counterparty?.words ?? []).filter((word) => !shapeWord(word)), ...f.obligationWords.filter((word) => !(f.counterparty?.words ?? []).includes(word))].filter((word) => !named.has(word) && !named.has(word.replace(/s$/, "")));
    // "how much occupancy tax got remitted for the cabin": an amount no fact of the record is, so what it measures is not held.
    // "avg nightly rate for cabins in <town>", "what's it worth now": a measure no fact of the record is.
    // "who is the listing agent for osprey": a person the record does not name (it names tenants only).
    const measured = p.focus === undefined && unused.length === 0 ? (HOW_MUCH_OF.exec(f.rest)?.[1] ?? NOT_A_FACT.exec(f.text)?.[0] ?? WHO_IS.exec(f.text)?.[1]) : undefined;
    return measured ? [measured] : unused;
  },
  understood: () => "the property records",
  write(p, results) {
    const items = propertiesOf(results);
    if (items.length === 0) return "There are no properties on record.";
    if (p.focus === "tenant+former") return items.map((row) => formerTenantsLine(row, resultsOf(results, "transactions"))).join("\n");
    if (p.focus === "tenant") return writeTenants(items, resultOf(results, "transactions"), p.person, resultsOf(results, "transactions")[1], p.counterparty);
    if (p.focus?.startsWith("detail:")) return writeDetail(items, p.focus.slice("detail:".length));
    // "what did that work out to per acre": the price, divided by the count.
    if (items.length === 1) return describe(items[0]!, p.focus) + (p.per ? perUnitLine(items[0]!.purchase_price_total, p.per) : "");
    const lines = items.map((row, i) => `${i + 1}. ${describe(row, p.focus === "count" ? "address" : p.focus)}`);
    const some = resultsOf(results, "properties").length > 1;
    return `${some ? `The ${items.length} properties asked about` : `The company has ${plural(items.length, "property", "properties")}`} (first acquired first):\n${lines.join("\n")}${totalLine(items, p.focus)}`;
  },
  blocks(p, results) {
    const items = propertiesOf(results);
    if (items.length < 2 || p.focus?.startsWith("tenant")) return undefined;
    const rows = items.map((row) => [row.address, longDate(row.acquisition_date), dollars(row.purchase_price_total), dollars(row.total_basis), dollars(row.depreciable_basis), row.depreciation ? dollars(row.depreciation.total) : "none"]);
    const year = items.find((row) => row.depreciation)?.depreciation?.year;
    const text = this.write(p, results, "").split("\n");
    const total = /^(?:All \d+|Both) together:/.test(text.at(-1)!) ? [{ type: "text" as const, text: text.at(-1)! }] : [];
    return [
      { type: "text", text: text[0]! },
      { type: "table", columns: [column("Property"), column("Acquired"), column("Price", "right"), column("Total basis", "right"), column("Depreciable", "right"), column(`Depreciation${year ? ` ${year}` : ""}`, "right")], rows },
      ...total,
    ];
  },
  followUp(f, previous, c) {
    // "when was it acquired?", "and Cedar?", "and its depreciation in 2025?": the same record, another property, fact or year.
    const prevArgs = previous.args;
    // "how much of that was land": a part of the basis, a fact of the same record, though "how much" asks money.
    const part = /\b(?:land|building|buildings|structure|furniture|furnishings|ffe)\b/.test(f.text) ? "basis" : undefined;
    // "and what did we pay for it?": the price of the property the last answer was about, not what it cost since.
    const price = PAID_FOR_IT.test(f.text) && f.periods.length === 0 && f.categories.length === 0 ? "acquisition" : undefined;
    // "what's her rent?" after who the tenant of a unit is: that tenant's rent, as the record states it.
    if (prevArgs?.entity === "properties" && previous.focus === "tenant" && previous.person && PRONOUN.test(f.text) && TENANT_RENT.test(f.text) && f.periods.length === 0 && !f.property && f.unknown.length === 0) {
      const row = c.properties.find((p) => p.id === prevArgs.property);
      return planOf("property", f, row, { calls: [call("query_database", prevArgs), ...tenantCalls("tenant", row?.id, c.today)], periods: [], focus: "tenant", followUp: true, person: previous.person });
    }
    // "what's her rent?" after who is in room 2, where the record names no one in it: the rent lines of that unit again.
    if (prevArgs?.entity === "properties" && previous.focus === "tenant" && !previous.person && previous.counterparty && PRONOUN.test(f.text) && TENANT_RENT.test(f.text) && f.periods.length === 0 && !f.property && f.unknown.length === 0) {
      const row = c.properties.find((p) => p.id === prevArgs.property);
      return planOf("property", f, row, { calls: [call("query_database", prevArgs), ...tenantCalls("tenant", row?.id, c.today, false, previous.counterparty)], periods: [], focus: "tenant", followUp: true, counterparty: previous.counterparty });
    }
    // "who had that unit before her?" after who is in Unit C: the payers of that unit's rent over every date, earliest first.
    if (prevArgs?.entity === "properties" && previous.focus?.startsWith("tenant") && FORMER.test(f.text) && /^\s*(?:and\s+|so\s+)?who\b/.test(f.text) && f.periods.length === 0 && !f.property && f.unknown.length === 0) {
      const row = c.properties.find((p) => p.id === prevArgs.property);
      const unit = previous.counterparty && UNIT_NAMED.test(previous.counterparty) ? previous.counterparty : undefined;
      return planOf("property", f, row, { calls: [call("query_database", prevArgs), ...tenantCalls("tenant", row?.id, c.today, true, unit)], periods: [], focus: "tenant+former", followUp: true, ...(unit ? { counterparty: unit } : {}) });
    }
    // "and Ingrid's?" after Devon's rent: another tenant's rent, as the record states it.
    const other = prevArgs?.entity === "properties" && previous.focus === "tenant" && f.elliptical && f.periods.length === 0 && f.categories.length === 0 && f.unknown.length === 0 ? tenantNamed(f, c) : undefined;
    if (other && other.name !== previous.person) {
      return planOf("property", f, other.property, { calls: [call("query_database", { ...prevArgs, property: other.property.id }), ...tenantCalls("tenant", other.property.id, c.today)], periods: [], focus: "tenant", followUp: true, person: other.name });
    }
    const home = prevArgs?.entity === "properties" && previous.focus === "tenant" ? c.properties.find((p) => p.id === prevArgs.property) : undefined;
    // "the other unit?", "and the other side?" after who rents one unit of a home whose record names two: the other's tenant.
    const others = home && previous.person && OTHER_UNIT.test(f.text) && f.periods.length === 0 && f.categories.length === 0 && !f.counterparty && (!f.property || f.property.id === home.id) ? tenantsOf(home.extraMetadata).filter((t) => t.name !== previous.person) : [];
    if (home && others.length === 1) {
      return planOf("property", f, home, { calls: [call("query_database", { entity: "properties", property: home.id }), ...tenantCalls("tenant", home.id, c.today)], periods: [], focus: "tenant", followUp: true, person: others[0]!.name });
    }
    // "and unit A?", "and her neighbor in unit A?" after who rents unit B: that unit's tenant, in the same home.
    const inUnit = home && f.periods.length === 0 && f.categories.length === 0 && (!f.counterparty || f.counterparty.phrase === previous.counterparty) ? unitTenantSaid(f.text, [f.property ?? home]) : undefined;
    if (inUnit && f.unknown.every((word) => word === inUnit.occupant)) {
      return planOf("property", f, inUnit.home, { calls: [call("query_database", { ...prevArgs, property: inUnit.home.id }), ...tenantCalls("tenant", inUnit.home.id, c.today)], periods: [], focus: "tenant", followUp: true, person: inUnit.name });
    }
    // "what about room 4?" after who is in room 1, where the record names no one in it: the rent lines of that other unit.
    const unitsSaid = [...f.text.matchAll(UNITS_NAMED)].map((m) => m[0].replace(/\s+#?\s*/, " "));
    const unitOnly = unitsSaid.length === 1 && unitsSaid[0] !== previous.counterparty && f.periods.length === 0 && f.categories.length === 0 && (!f.property || f.property.id === prevArgs?.property);
    if (prevArgs?.entity === "properties" && previous.focus === "tenant" && !previous.person && previous.counterparty && UNIT_NAMED.test(previous.counterparty) && unitOnly && f.elliptical && c.vocabulary.descriptions.some((d) => holdsWords(d.text, unitsSaid[0]!))) {
      const row = c.properties.find((p) => p.id === prevArgs.property);
      return planOf("property", f, row, { calls: [call("query_database", prevArgs), ...tenantCalls("tenant", row?.id, c.today, false, unitsSaid[0])], periods: [], focus: "tenant", followUp: true, counterparty: unitsSaid[0] });
    }
    // "what was it a year ago?" after what a tenant pays now: their rent lines of the same weeks a year earlier.
    const yearAgo = A_YEAR_AGO.test(f.text) && f.periods.length === 0;
    if (prevArgs?.entity === "properties" && previous.focus === "tenant" && previous.counterparty && yearAgo && !f.property && f.categories.length === 0 && f.unknown.length === 0 && !f.counterparty) {
      const end = aYearBack({ start: c.today, end: c.today, label: "today" }, 0).end;
      const start = addDays(end, -RECENT_RENT_DAYS);
      const period = { start, end, label: `the same weeks a year ago (${longDate(start)} to ${longDate(end)})` };
      const args = { entity: "transactions", ...(prevArgs.property ? { property: prevArgs.property } : {}), text: previous.counterparty, categories: ["revenue:long_term_rental"], start_date: start, end_date: end, aggregate: "list", limit: 10 };
      return { intent: "transactions", calls: [call("query_database", args)], periods: [period], phrases: [], confident: true, followUp: true, counterparty: previous.counterparty };
    }
    // "how much of the purchase was land?": the price of the home just asked about.
    const ofItsPrice = !f.property && PART_OF_PRICE.test(f.text);
    if (previous.tool !== "query_database" || prevArgs?.entity !== "properties" || !(f.elliptical || f.anaphora || ofItsPrice) || f.unknown.length > 0 || (asksMoney(f) && !part && !price) || f.counterparty) return null;
    const all = ALL_PROPERTIES.test(f.text);
    // "how long was it empty before that?": the same home again, with no fact of its record asked, is no follow-up of the record.
    const another = f.property !== undefined && f.property.id !== prevArgs.property;
    if (!(another || (f.property && previous.focus !== "tenant") || f.periods.length > 0 || focusOf(f) || part || all || price)) return null;
    const args: Record<string, unknown> = { ...prevArgs };
    // "ok and the building?" after the cabin's land basis: the building's part of the same home's basis,
    // though "building" alone would name the apartment building.
    const partOnly = part !== undefined && f.property !== undefined && findProperties(f.text.replace(/\b(?:land|building|buildings|structure|furniture|furnishings|ffe)\b/g, " "), c.properties).rows.length === 0;
    if (f.property && !partOnly) args.property = f.property.id;
    else if (all) delete args.property;
    if (f.periods[0]) args.year = Number(f.periods[0].start.slice(0, 4));
    const row = c.properties.find((p) => p.id === args.property);
    const focus = price ?? focusOf(f) ?? part ?? previous.focus;
    return planOf("property", f, row, { calls: [call("query_database", args), ...tenantCalls(focus, row?.id, c.today)], periods: f.periods[0] ? [f.periods[0]] : [], focus, followUp: true });
  },
};
