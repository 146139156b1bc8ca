import type { PropertyRow } from "../../db/schema";
import { listingOf, words } from "../tools/context";
import { NUMBER_WORDS, PROPERTY_WORDS, STREET_WORDS, TRADE_PEOPLE, UNIT_WORDS, wordsOf } from "../language/lexicon";

const COUNT_WORDS = new Set(NUMBER_WORDS.map(([word]) => word));
/** Words any home's record may use of itself, which tell none apart. */
const GENERIC_HOME = new Set(["property", "properties", "rental", "rentals", "listing"]);
import { expandAbbreviations, STOP } from "../language/words";

/** A record's words as a question's are read, abbreviations written out ("condo" is "condominium"). */
const recordWords = (text: string): string[] => words(expandAbbreviations(text.toLowerCase()));
import { escapeRegExp } from "../../domain/regexp";
import { US_STATE_NAMES } from "../../domain/us-states";
import { incomeByProperty, type RecordsVocabulary } from "../tools/vocabulary";
import { tenantsOf } from "../tools/database/records";

const STREET = new Set(STREET_WORDS);
const ORDINALS: [RegExp, (rows: PropertyRow[]) => PropertyRow | undefined][] = [
  [/\b(first|1st|oldest|earliest)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[0]],
  [/\b(second|2nd)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[1]],
  [/\b(third|3rd)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[2]],
  [/\b(fourth|4th)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[3]],
  [/\b(last|latest|newest|most recent|most recently acquired)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows.at(-1)],
];

/** The words that name one property and no other (house number, street name, listing name, city when unique), per list of properties (the same list object while the records are unchanged: tools/context.ts). */
const distinctive = new WeakMap<PropertyRow[], Map<string, PropertyRow>>();

function distinctiveWords(rows: PropertyRow[]): Map<string, PropertyRow> {
  let unique = distinctive.get(rows);
  if (!unique) distinctive.set(rows, (unique = namesOf(rows)));
  return unique;
}

/** propertyNames' list, per list of properties, as `distinctive` keeps their map. */
const namesList = new WeakMap<PropertyRow[], string[]>();

/** The words that name one property each ("thornapple", "larkspur"), for correcting a typo of one. */
export function propertyNames(rows: PropertyRow[]): string[] {
  let names = namesList.get(rows);
  if (!names) namesList.set(rows, (names = [...distinctiveWords(rows).keys()]));
  return names;
}

function namesOf(rows: PropertyRow[]): Map<string, PropertyRow> {
  const owners = new Map<string, Set<PropertyRow>>();
  for (const row of rows) {
    // Every part of the address but the state and ZIP: "77 Cedar Court, Unit B, Lakewood, CO 80226".
    const parts = row.address.split(",").filter((part) => !/^\s*[A-Z]{2}\s*\d{5}(-\d{4})?\s*$/.test(part));
    // Numbers are not names by themselves ("the 3 largest", "all three" beside "Unit 3"): numbersOf reads them.
    const tail = streetTail(row);
    const names = [...parts.flatMap((part) => words(part)).filter((word) => !tail.includes(word)), ...recordWords(listingOf(row) ?? ""), ...recordWords(nicknamesOf(row)), ...recordWords(kindOf(row)).filter((word) => DWELLINGS.has(word))].filter(
      // "sleeps three" of a listing: a number in words names no home either.
      // "property" of a listing's text names no one home ("property taxes", "property management").
      (word) => !STREET.has(word) && !STOP.has(word) && word.length > 2 && !/^\d+$/.test(word) && !COUNT_WORDS.has(word) && !GENERIC_HOME.has(word),
    );
    for (const word of names) owners.set(word, (owners.get(word) ?? new Set()).add(row));
  }
  const unique = new Map<string, PropertyRow>();
  for (const [word, set] of owners) if (set.size === 1) unique.set(word, [...set][0]!);
  return unique;
}

/**
 * The words of a street's name after its first ("bend" of "58 Quarry Bend Court", "point" of "9
 * Osprey Point Road"). A home is called by its street's first word or its whole name ("the quarry
 * condo", "quarry bend"); a later word alone is more often a town or a place of its own ("our Bend
 * rental" in Oregon), so it names the home only beside the first (a listing or nickname that holds
 * it still names it).
 */
function streetTail(row: PropertyRow): string[] {
  const street = row.address.split(",")[0] ?? "";
  if (!/^\s*\d/.test(street)) return [];
  const name = words(street).filter((word) => !STREET.has(word) && !STOP.has(word) && word.length > 2 && !/^\d+$/.test(word));
  return name.slice(1);
}

/** Words said beside "building" when it is a part of a basis ("land/building", "building basis", "building value"). */
const BASIS_BESIDE = new Set(["land", "basis", "value", "values", "split", "portion", "part", "allocation", "allocated", "depreciation", "depreciable"]);

/** Words after a home's name ("the bend rental") and before a place's ("in bend"). */
const HOME_WORDS = new Set([...wordsOf(PROPERTY_WORDS), "rental", "rentals", "place", "listing"]);
const PLACE_BEFORE = new Set(["in", "at", "near", "around", "from"]);

/** Text kept in a property's extra_metadata under keys that match. */
const metadataText = (row: PropertyRow, keys: RegExp) =>
  Object.entries(row.extraMetadata ?? {})
    .filter(([key, value]) => typeof value === "string" && keys.test(key))
    .map(([, value]) => value as string)
    .join(" ");

/** Names kept in a property's extra_metadata under a key that says so (nickname, alias, name, listing), not a listing's id or number ("airbnb_listing_id": "Airbnb 8822417" names the platform, not the home). */
/** A listing's text says which platform it is on ("vrbo_listing": "... (Vrbo property 2219407)"): the platform the key names is no name of the home. */
const NAME_KEY = /^(?!.*(?:[_\s-]|\b)(?:id|ids|number|no|code|url)$).*(?:nick|alias|name|listing)/i;
/** The county a home's record names ("county": "Dunn County"), by its own name in lower case ("dunn"); "" for none. */
const countyOf = (row: PropertyRow): string => {
  const county = (row.extraMetadata as Record<string, unknown> | null)?.county;
  return typeof county === "string" ? (/^\s*([a-z][a-z .'-]*?)\s+county\b/i.exec(county)?.[1]?.toLowerCase() ?? "") : "";
};

const nicknamesOf = (row: PropertyRow) =>
  Object.entries(row.extraMetadata ?? {})
    .filter(([key, value]) => typeof value === "string" && NAME_KEY.test(key))
    .map(([key, value]) => {
      const platform = new Set(key.toLowerCase().split(/[^a-z0-9]+/));
      return (value as string).replace(/[A-Za-z0-9]+/g, (word) => (platform.has(word.toLowerCase()) ? " " : word));
    })
    .join(" ");
/**
 * The words a home's record describes it with: its kind, use and names, and its tenants ("the
 * commercial unit Saltmarsh Coffee leases" restates the café building, it names no one else).
 */
export function describingWords(row: PropertyRow): Set<string> {
  const tenants = tenantsOf(row.extraMetadata).map((t) => t.name);
  return new Set(words(`${metadataText(row, /kind|type|style|use/i)} ${nicknamesOf(row)} ${listingOf(row) ?? ""} ${tenants.join(" ")}`).filter((word) => word.length > 2 && !STOP.has(word)));
}

/** Words for the ground of a home let as land: "the farm ground", "the farm acreage". */
const LAND_WORDS = new Set(["ground", "land", "acreage", "acres", "parcel", "property"]);

/**
 * "the farm" of "the Colfax farmland": after "the" or "our", the first part of one home's own name
 * (a word of its nickname or listing, no more than four letters longer) names that home, when no
 * other noun follows it.
 */
function shortNameOf(word: string, before: string | undefined, after: string | undefined, unique: Map<string, PropertyRow>): PropertyRow | undefined {
  if (word.length < 4 || STOP.has(word) || DWELLINGS.has(word) || (before !== "the" && before !== "our")) return undefined;
  // "the farm liability" is a policy's name, "the farm ground" and "the farm's" the home.
  if (after !== undefined && after.length > 1 && !STOP.has(after) && !DWELLINGS.has(after) && !LAND_WORDS.has(after)) return undefined;
  const owners = new Set([...unique].filter(([name, row]) => name.length > word.length && name.length <= word.length + 4 && name.startsWith(word) && words(`${nicknamesOf(row)} ${listingOf(row) ?? ""}`).includes(name)).map(([, row]) => row));
  return owners.size === 1 ? [...owners][0] : undefined;
}

/** What kind of home it is ("three-bedroom log cabin"): it names the property by its dwelling word alone ("the cabin"). */
const kindOf = (row: PropertyRow) => metadataText(row, /kind|type|style/i);
const DWELLINGS = new Set(wordsOf(PROPERTY_WORDS));
/** Any word for a dwelling, as a pattern ("house", "cabin", ...). */
const DWELLING_WORD = `(?:${[...DWELLINGS].join("|")})`;

/** Kinds of home a question may call a property by, each with its words. "House" and "home" fit any. */
const HOME_KINDS: string[][] = [["cabin", "cabins"], ["cottage", "cottages"], ["condo", "condos", "condominium", "condominiums"], ["duplex"], ["triplex"], ["fourplex"], ["loft", "lofts"], ["chalet"], ["villa"], ["bungalow"], ["townhouse", "townhome"], ["apartment", "apartments"], ["carriage house"]];
const kindGroupOf = (word: string) => HOME_KINDS.find((group) => group.includes(word));
/** Small homes standing alone, which owners call by one another's names ("the cabin in hood river" of a carriage house). */
const DETACHED = HOME_KINDS.filter((group) => ["cabin", "cottage", "chalet", "villa", "bungalow", "carriage house"].includes(group[0]!));

/**
 * "the bend cabin" when the only property a word names is a condominium: the kind of home the
 * question says is not that property's own (its record's kind, listing or nickname), so the question
 * is about a home the records do not hold. A small home standing alone is called by any such name
 * ("the cabin in hood river" of its carriage house). Returns the kind word, or undefined when it fits or the
 * record says no kind.
 */
export function otherKindOf(text: string, row: PropertyRow): string | undefined {
  const ownGroups = kindsOf(row);
  if (ownGroups.length === 0) return undefined;
  const tokens = words(text);
  for (const [i, word] of tokens.entries()) {
    const pair = `${word} ${tokens[i + 1] ?? ""}`;
    const asked = kindGroupOf(pair) ? pair : word;
    const group = kindGroupOf(asked);
    const alike = group !== undefined && DETACHED.includes(group) && ownGroups.some((own) => DETACHED.includes(own));
    if (group && !POINTING.has(tokens[i - 1] ?? "") && !ownGroups.includes(group) && !alike) return asked;
    // "the bend house" where "bend" names a condominium: a house is no unit of a building.
    if (word === "house" && !kindGroupOf(pair) && !kindGroupOf(`${tokens[i - 1] ?? ""} ${word}`) && !POINTING.has(tokens[i - 1] ?? "") && ownGroups.every((own) => UNITS_OF_BUILDINGS.includes(own))) return word;
  }
  return undefined;
}

/** The kinds of home a property's record says it is (its kind, listing or nickname, address). */
function kindsOf(row: PropertyRow): string[][] {
  const own = `${kindOf(row)} ${nicknamesOf(row)} ${row.address}`.toLowerCase();
  return HOME_KINDS.filter((group) => group.some((word) => new RegExp(`\\b${word}\\b`).test(own)));
}

/**
 * "the cabin", "our cottage" where no home of ours is called so, and one of ours is a small home
 * standing alone (a carriage house): that one. Only when nothing else in the question names a home.
 */
function detachedCalled(tokens: string[], rows: PropertyRow[]): { row: PropertyRow; word: string } | undefined {
  const detached = rows.filter((row) => kindsOf(row).some((group) => DETACHED.includes(group)));
  if (detached.length !== 1) return undefined;
  const word = tokens.find((token, i) => {
    const group = kindGroupOf(token);
    return group !== undefined && DETACHED.includes(group) && (tokens[i - 1] === "the" || tokens[i - 1] === "our");
  });
  return word ? { row: detached[0]!, word } : undefined;
}

/** "unit B", "apt 2", "suite 3": a unit of a property, by its own name (the name is the first group). */
export const UNIT_NAMED = new RegExp(`\\b(?:${UNIT_WORDS.join("|")})\\s+#?\\s*([a-z]|\\d{1,3})\\b`);
/** Every unit a text names, for matchAll. */
export const UNITS_NAMED = new RegExp(UNIT_NAMED.source, "g");
/** "her neighbor in unit A", "the guy in apt 2": the word said for whoever lives in a unit. */
const OCCUPANT = new RegExp(`\\b([a-z'-]+)\\s+(?:in|at|from|of)\\s+(?:the\\s+)?${UNIT_NAMED.source}`);

/**
 * The tenant of the one unit a question names ("rent from unit A", "and her neighbor in unit A?"), on
 * the record of one of the homes given that has a unit of that name; with the word said for whoever
 * lives there ("neighbor"), which names nothing else. None when no home, or more than one, has it.
 */
export function unitTenantSaid(text: string, homes: PropertyRow[]): { unit: string; name: string; home: PropertyRow; occupant?: string } | undefined {
  const units = [...text.matchAll(UNITS_NAMED)];
  if (units.length !== 1) return undefined;
  const unit = units[0]![1]!;
  const found = homes.flatMap((home) => tenantsOf(home.extraMetadata).filter((t) => t.unit?.toLowerCase() === unit).map((t) => ({ unit, name: t.name, home })));
  if (found.length !== 1) return undefined;
  const occupant = OCCUPANT.exec(text)?.[1];
  return { ...found[0]!, ...(occupant ? { occupant } : {}) };
}

/** "travis and jolene", "brandon and celeste": every word of the tenants' names a home's record writes beside any of these words. */
export function householdOf(words: readonly string[], homes: PropertyRow[]): Set<string> {
  if (words.length === 0) return new Set();
  const names = homes.flatMap((row) => tenantsOf(row.extraMetadata)).map((t): string[] => t.name.toLowerCase().match(/[a-z]+/g) ?? []);
  return new Set(names.filter((parts) => words.some((word) => parts.includes(word))).flat());
}

/** Kinds of home that are units of a building, which no one calls a house. */
const UNITS_OF_BUILDINGS = HOME_KINDS.filter((group) => group.includes("condo") || group.includes("apartment"));

/** The words a property's record calls it by (address, listing, nickname, kind), lower case. */
export const wordsOfProperty = (row: PropertyRow): Set<string> => new Set([...words(row.address), ...recordWords(`${listingOf(row) ?? ""} ${nicknamesOf(row)} ${kindOf(row)}`)]);

/** Share of a name's income rows one property must hold for "the <name> unit" to be that property. */
const INCOME_SHARE = 0.9;

/**
 * "the airbnb unit", "the vrbo place": a name of the records followed by a dwelling word is the one
 * property where that name's income is recorded, when one holds (nearly) all of it.
 */
export function propertyOfName(text: string, at: { start: number }, phrase: string, vocabulary: RecordsVocabulary, properties: PropertyRow[]): PropertyRow | undefined {
  const last = phrase.split(" ").at(-1)!;
  const from = text.indexOf(last, at.start);
  const next = from < 0 ? undefined : text.slice(from + last.length).match(/^\s+([a-z]+)/)?.[1];
  if (!next || !(DWELLINGS.has(next) || /^(place|listing|rental)$/.test(next))) return undefined;
  const { by, total } = incomeOfName(vocabulary, phrase);
  const top = by[0];
  return top && top[1] >= INCOME_SHARE * total ? properties.find((row) => row.id === top[0]) : undefined;
}

/** How many of a name's income rows each property holds, most first, and their total. */
export function incomeOfName(vocabulary: RecordsVocabulary, phrase: string): { by: [id: string, rows: number][]; total: number } {
  const by = [...incomeByProperty(vocabulary, phrase)].sort((a, b) => b[1] - a[1]);
  return { by, total: by.reduce((sum, [, n]) => sum + n, 0) };
}

/** Share of a name's income rows a property must hold to be one of "both airbnbs". */
const HOME_SHARE = 0.05;

/**
 * "both airbnbs plus the condo", "the two vrbos": a name in the plural, counted, is the homes where
 * its income is recorded (two or more of them), not a name to filter by.
 */
export function homesOfName(question: string, name: { phrase: string; words: string[] }, vocabulary: RecordsVocabulary, properties: PropertyRow[]): PropertyRow[] | undefined {
  // As asked: the plural may be read away before the name is found ("airbnbs" is the name "airbnb").
  const word = name.words.at(-1)?.replace(/s$/, "");
  if (!word || name.phrase.endsWith("s")) return undefined;
  if (!new RegExp(`\\b(?:both|all|two|three|four)\\s+(?:(?:of\\s+)?(?:the|our)\\s+)?${escapeRegExp(word)}s\\b`).test(question.toLowerCase())) return undefined;
  const rows = homesWithIncomeOf(name.phrase, vocabulary, properties);
  return rows.length >= 2 ? rows : undefined;
}

/** Homes said by how they are let: "the short-term rentals", "our STRs", "the two long term rentals" (not "short-term rental income"). */
const KIND_OF_LETTING = /\b(?:(short[- ]?term|vacation|holiday|str)|(long[- ]?term|ltr))\s+(?:rentals|homes|houses|properties|units|places|listings|rental|home|house|property|unit|place|listing)\b(?!\s+(?:income|revenue|rent|rents|earnings|receipts|bookings?|payouts?|fees?|tax|taxes|permits?|insurance))|\b(strs)\b|\b(ltrs)\b/;
/** The income categories of each way of letting. */
const LETTING_INCOME = { short: "revenue:rental_income", long: "revenue:long_term_rental" } as const;

/** The way of letting a question says of homes ("the short-term rentals"), as said. */
export const lettingSaid = (text: string): string | undefined => KIND_OF_LETTING.exec(text)?.[0];

/** How a property's record says it is let ("use": "short-term rental"), as the letting's words. */
const LETTING_USE = { short: /\b(?:short[- ]?term|vacation|holiday|strs?|airbnb|vrbo|nightly)\b/, long: /\b(?:long[- ]?term|ltrs?|leased?|tenant)\b/ } as const;
const useOf = (row: PropertyRow) => metadataText(row, /use|kind|type|style|letting/i).toLowerCase();

/**
 * "expenses for the short term rentals", "total basis of the long-term rentals": the homes let that
 * way. A home's record says so when it states its use ("use": "short-term rental"); of a home whose
 * record is silent, the ledger tells, by its rent being mostly of that kind (bookings, or tenants'
 * rent). An empty list when no home is let that way (the homes said are none of ours); undefined
 * when no way of letting is said.
 */
export function homesOfLetting(text: string, vocabulary: RecordsVocabulary, properties: PropertyRow[]): PropertyRow[] | undefined {
  const m = KIND_OF_LETTING.exec(text);
  if (!m) return undefined;
  const short = Boolean(m[1] || m[3]);
  const [kind, other] = short ? [LETTING_INCOME.short, LETTING_INCOME.long] : [LETTING_INCOME.long, LETTING_INCOME.short];
  const [own, not] = short ? [LETTING_USE.short, LETTING_USE.long] : [LETTING_USE.long, LETTING_USE.short];
  return properties.filter((row) => {
    const use = useOf(row);
    if (own.test(use) !== not.test(use)) return own.test(use);
    const kinds = vocabulary.incomeKinds.get(row.id);
    return (kinds?.get(kind) ?? 0) > (kinds?.get(other) ?? 0);
  });
}

/** The homes where a name's income is recorded ("airbnb": the short-term rentals), most rows first. */
export function homesWithIncomeOf(phrase: string, vocabulary: RecordsVocabulary, properties: PropertyRow[]): PropertyRow[] {
  const { by, total } = incomeOfName(vocabulary, phrase);
  return by.filter(([, n]) => total > 0 && n >= HOME_SHARE * total).flatMap(([id]) => properties.filter((row) => row.id === id));
}

/** Determiners before a dwelling word that point or ask instead of naming ("that house", "which unit"). */
const POINTING = new Set(["other", "that", "this", "those", "these", "which", "what", "each", "every", "any", "a", "an", "one", "same", "whose", "either", "neither", "another"]);

/** Words that may stand between a determiner and its dwelling word: "a 3 bedroom house", "any two-story home". */
const DESCRIBING_SPAN = 3;

/**
 * The determiner of the dwelling word at `i`, past the words that only describe it ("a 3 bedroom
 * house" is "a"), or the word before it when that is a property's own name or a small word
 * ("the salem house" is "salem").
 */
function determinerOf(tokens: string[], i: number, unique: Map<string, PropertyRow>): string | undefined {
  for (let j = i - 1; j >= 0 && j >= i - 1 - DESCRIBING_SPAN; j--) {
    const token = tokens[j]!;
    if (POINTING.has(token) || STOP.has(token) || unique.has(token)) return token;
  }
  return tokens[i - 1];
}

/**
 * "the hood river airbnb", "the salem house": a name of the records right after a word that names a
 * property, when (nearly) all that name's income is that property's, is the property's own noun, not
 * a name to filter by ("the thornapple brightwell fees" keeps Brightwell, paid for several homes).
 */
export function nounOfProperty(text: string, phrase: string, named: PropertyRow[], vocabulary: RecordsVocabulary, properties: PropertyRow[], said = phrase): PropertyRow | undefined {
  const unique = distinctiveWords(properties);
  for (const row of named) {
    const words = [...unique].filter(([, owner]) => owner === row).map(([word]) => escapeRegExp(word));
    // As the question says it ("the colfax farm"), though the ledger writes it otherwise ("Grain Farms").
    if (words.length === 0 || !new RegExp(`\\b(?:${words.join("|")})\\s+${escapeRegExp(said)}\\b`).test(text)) continue;
    const { by, total } = incomeOfName(vocabulary, phrase);
    const here = by.find(([id]) => id === row.id)?.[1] ?? 0;
    if (total > 0 && here >= INCOME_SHARE * total) return row;
  }
  return undefined;
}

/** A number followed by one of these counts something ("the past 180 days"), never a house. */
const COUNTED = /^(days?|nights?|weeks?|months?|years?|yrs?|quarters?|dollars?|bucks|percent|transactions?|payments?|bookings?|stays?|guests?|properties|homes|units|largest|biggest|top|most)$/;
const UNIT = /^(unit|apt|apartment|suite|ste|no|number)$/;

/**
 * The properties a number names: the unit after "unit", "apt" or "#" ("unit 3"), a house number
 * followed by a word of its own address ("407 tremont"), or a house number of three or more digits
 * standing alone ("the 1420 place"), unless a count follows it ("180 days").
 */
function numbersOf(text: string, rows: PropertyRow[]): { row: PropertyRow; number: string }[] {
  const hits: { row: PropertyRow; number: string }[] = [];
  const tokens = text.toLowerCase().replace(/#\s*/g, " unit ").replace(/[^a-z0-9]+/g, " ").trim().split(" ");
  tokens.forEach((token, i) => {
    if (!/^\d+[a-z]?$/.test(token)) return;
    const before = tokens[i - 1] ?? "";
    const after = tokens[i + 1] ?? "";
    const owners = rows.filter((row) => {
      const [street = "", ...others] = row.address.toLowerCase().split(",");
      const house = words(street)[0];
      const units = others.flatMap((part) => (/^\s*(unit|apt|apartment|suite|ste|#)/.test(part) ? words(part).slice(1) : []));
      if (UNIT.test(before)) return units.includes(token);
      // "how much has 704 made": a unit's number of three or more digits, standing alone, as a house's.
      const standing = token.length >= 3 && !COUNTED.test(after) && !/^(?:19|20)\d\d$/.test(token);
      if (house !== token) return standing && units.includes(token);
      return words(row.address).slice(1).includes(after) || (token.length >= 3 && !COUNTED.test(after));
    });
    if (owners.length === 1) hits.push({ row: owners[0]!, number: token });
  });
  return hits;
}

/** The states' one-word names ("michigan"), which name the state, not a home whose record mentions it. */
const STATES = new Set(US_STATE_NAMES.filter((name) => !name.includes(" ")).map((name) => name.toLowerCase()));
/** Who does a trade, after its word ("pool guy"). */
const TRADE = new Set(TRADE_PEOPLE);

/**
 * Every property a question names ("compare Alder and Birch"), with the text minus those words.
 * `rows` are live properties, first acquired first.
 */
/** The plurals a question calls several homes by ("which of our houses", "the two Portland properties"). */
export const HOME_PLURALS = [...new Set([...PROPERTY_WORDS.filter((word) => /[a-z]s$/.test(word) && !word.includes(" ")), "places", "doors", "condos", "cabins", "cottages", "duplexes", "townhouses", "townhomes", "airbnbs", "lofts"])];
const HOMES_PLURAL = new RegExp(`^(?:${HOME_PLURALS.join("|")})$`);

/** Two or three letters before a word for a whole home ("nb house", "sa duplex"; not "the ac unit", "the rv lot"): a town's initials, perhaps. */
const TOWN_INITIALS = /\b([a-z]{2,3})\s+(?=(?:house|home|place|condo|property|cabin|cottage|duplex|triplex|fourplex|townhouse|townhome)\b)/g;

/** The initials of a home's town when its name has two or three words ("new braunfels": "nb"), else "". */
function townInitialsOf(row: PropertyRow): string {
  const parts = row.address.split(",").map((part) => part.trim());
  const town = parts.length >= 3 ? parts[parts.length - 2]!.toLowerCase().split(/\s+/) : [];
  return town.length >= 2 && town.length <= 3 && town.every((word) => /^[a-z]/.test(word)) && town.at(-1) !== "county" ? town.map((word) => word[0]).join("") : "";
}

export function findProperties(text: string, rows: PropertyRow[]): { rows: PropertyRow[]; rest: string; strays: string[] } {
  for (const [pattern, pick] of ORDINALS) {
    const match = pattern.exec(text);
    const row = match ? pick(rows) : undefined;
    if (match && row) return { rows: [row], rest: text.replace(match[0], " "), strays: [] };
  }
  const unique = distinctiveWords(rows);
  const hits: PropertyRow[] = [];
  let rest = text;
  const numbered = numbersOf(text, rows);
  for (const { row, number } of numbered) {
    if (!hits.includes(row)) hits.push(row);
    rest = rest.replace(new RegExp(`\\b(?:(?:unit|apt|apartment|suite|ste|no|number)\\s+|#\\s*)?${number}\\b`), " ");
  }
  // "the farmland parcel in Dunn County": the one home whose record puts it in the county named.
  const counties = /\bcounty\b/i.test(text) ? rows.map((row) => ({ row, county: countyOf(row) })).filter((one) => one.county !== "") : [];
  for (const m of counties.length > 0 ? text.toLowerCase().matchAll(/\b([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*)?)\s+county\b/g) : []) {
    const inCounty = counties.filter(({ county }) => m[1] === county || m[1]!.endsWith(` ${county}`));
    if (inCounty.length !== 1 || hits.includes(inCounty[0]!.row)) continue;
    hits.push(inCounty[0]!.row);
    rest = rest.replace(new RegExp(`\\b${escapeRegExp(inCounty[0]!.county)}\\s+county\\b`, "i"), " ");
  }
  // "the NB house": a town of two or three words by its initials (New Braunfels), where one home is there.
  for (const m of text.toLowerCase().matchAll(TOWN_INITIALS)) {
    const inTown = rows.filter((row) => townInitialsOf(row) === m[1]);
    if (inTown.length !== 1 || hits.includes(inTown[0]!)) continue;
    hits.push(inTown[0]!);
    rest = rest.replace(new RegExp(`\\b${m[1]}\\b`, "i"), " ");
  }
  const tokens = words(text);
  let previous: PropertyRow | undefined;
  for (const [i, word] of tokens.entries()) {
    // "704 building": a dwelling word after a home's number is that home's.
    const byNumber = numbered.find((hit) => hit.number === word)?.row;
    if (byNumber) {
      previous = byNumber;
      continue;
    }
    // "other cabins in asheville": homes that are not ours.
    // "that house", "which house paid the most", "each unit": a dwelling word after any determiner but
    // "the" points at a property another word names (or asks which), it is no name itself.
    if (DWELLINGS.has(word) && POINTING.has(determinerOf(tokens, i, unique) ?? "")) continue;
    // "rental income by house", "per unit": a dwelling word that says how to break a figure down.
    if (DWELLINGS.has(word) && (tokens[i - 1] === "by" || tokens[i - 1] === "per")) continue;
    // "the land vs building split", "building basis": the part of a basis, no home called "the building".
    if (/^buildings?$/.test(word) && (BASIS_BESIDE.has(tokens[i - 1] ?? "") || BASIS_BESIDE.has(tokens[i + 1] ?? "") || (tokens[i - 2] === "land" && /^(?:vs|versus|and|or|to)$/.test(tokens[i - 1] ?? "")))) continue;
    // "the beach house", where "the Raleigh house" is one of ours: a word of any home ("house", "place")
    // after a describing word that names no property (nor is a small word) is not the one it names alone.
    // A kind of home ("the log cabin") is still the one of that kind.
    // "the Michigan annual statement", where the cottage's record says "near Lake Michigan": a state's name is the state's.
    if (STATES.has(word) && tokens[i - 1] !== "lake" && !(unique.get(word)?.address.toLowerCase().split(/[^a-z]+/).includes(word) ?? false)) continue;
    // "the pool guy at the casita": a word of a home's record before who does that trade names the trade.
    if (!DWELLINGS.has(word) && TRADE.has(tokens[i + 1] ?? "")) continue;
    const before = tokens[i - 1];
    const described = DWELLINGS.has(word) && !kindGroupOf(word) && before !== undefined && !STOP.has(before) && !POINTING.has(before) && !unique.has(before) && !DWELLINGS.has(before) && !/\d/.test(before);
    const row = described ? undefined : (unique.get(word) ?? shortNameOf(word, tokens[i - 1], tokens[i + 1], unique));
    // "the Sycamore Hollow house": a dwelling word right after another property's name is that
    // property's, though "house" alone would name the carriage house.
    const named = row && !(DWELLINGS.has(word) && previous && previous !== row) ? row : undefined;
    if (!STREET.has(word)) previous = named ?? (DWELLINGS.has(word) && previous ? previous : undefined);
    if (!named) continue;
    if (!hits.includes(named)) hits.push(named);
    rest = rest.replace(new RegExp(`\\b${word}\\b`), " ");
  }
  // "the students and the duplex": who lives in a home called for them ("the student house"), said in the plural, where one home is.
  for (const m of text.toLowerCase().matchAll(/\b([a-z]{5,})s\b/g)) {
    // "what did guests pay": people asked of in general name no home, whatever one is called.
    if (STOP.has(m[1]!) || DWELLINGS.has(m[1]!) || GENERIC_HOME.has(m[1]!) || /^(?:guest|tenant|renter|owner|resident|member|people|person|visitor)$/.test(m[1]!)) continue;
    const calledFor = new RegExp(`\\b${escapeRegExp(m[1]!)}\\s+${DWELLING_WORD}\\b`);
    const ofKind = rows.filter((row) => calledFor.test(`${kindOf(row)} ${nicknamesOf(row)}`.toLowerCase()));
    if (ofKind.length !== 1 || hits.includes(ofKind[0]!)) continue;
    hits.push(ofKind[0]!);
    rest = rest.replace(new RegExp(`\\b${escapeRegExp(m[0])}\\b`), " ");
  }
  // "the two Portland properties", "both Salem rentals": a word of several homes' addresses (their
  // town), said before a plural of homes, is all of them.
  for (const [i, word] of tokens.entries()) {
    if (!HOMES_PLURAL.test(tokens[i + 1] ?? "") || unique.has(word) || STOP.has(word) || STREET.has(word) || word.length < 3) continue;
    const sharing = rows.filter((row) => row.address.toLowerCase().split(/[^a-z]+/).includes(word));
    if (sharing.length < 2) continue;
    for (const row of sharing) if (!hits.includes(row)) hits.push(row);
    rest = rest.replace(new RegExp(`\\b${word}\\b`), " ");
  }
  // "our Bend rental", "the place in bend": a later word of a street said as a home's or a place's
  // name, without the home's own, is a place of its own, none of ours (and no payee's name, though a
  // payee named for the street holds it). "At this point" names no place.
  const asPlace = (i: number) => HOME_WORDS.has(tokens[i + 1] ?? "") || PLACE_BEFORE.has(tokens[i - 1] ?? "");
  const anyTail = new Set(rows.flatMap(streetTail));
  const straysBesides = (tails: Set<string>) => tokens.filter((word, i) => !tails.has(word) && !unique.has(word) && asPlace(i) && anyTail.has(word));
  // "the cabin" of our one small home standing alone, said of no other place ("the cabin in bend" is none of ours).
  const called = hits.length === 0 && straysBesides(new Set()).length === 0 ? detachedCalled(tokens, rows) : undefined;
  if (called) {
    hits.push(called.row);
    rest = rest.replace(new RegExp(`\\b${called.word}\\b`), " ");
  }
  // "the Alder Street Loft": once a property is named, the street words of its name are used too.
  // "quarry bend": so are its street's later words, said with the first.
  const tails = new Set(hits.flatMap(streetTail));
  if (hits.length > 0) rest = rest.replace(/[a-z]+/g, (word) => ((STREET.has(word) && word.length > 2) || tails.has(word) ? " " : word));
  const strays = straysBesides(tails);
  for (const word of strays) rest = rest.replace(new RegExp(`\\b${word}\\b`), " ");
  return { rows: hits, rest, strays: [...new Set(strays)] };
}
