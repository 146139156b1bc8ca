import type { PropertyRow } from "../../db/schema";
import { listingOf, words } from "../tools/property-ref";
import { PROPERTY_WORDS, STREET_WORDS, wordsOf } from "../language/lexicon";
import { STOP } from "../language/words";

const STREET = new Set(STREET_WORDS);
const ORDINALS: [RegExp, (rows: PropertyRow[]) => PropertyRow | undefined][] = [
  [/\b(first|1st|oldest|earliest)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[0]],
  [/\b(second|2nd)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[1]],
  [/\b(third|3rd)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[2]],
  [/\b(fourth|4th)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows[3]],
  [/\b(last|latest|newest|most recent|most recently acquired)\s+(property|home|house|rental|unit|acquisition|purchase)\b/, (rows) => rows.at(-1)],
];

/** The words that name one property and no other (house number, street name, listing name, city when unique), per list of properties (the same list object while the records are unchanged: tools/property-ref.ts). */
const distinctive = new WeakMap<PropertyRow[], Map<string, PropertyRow>>();

function distinctiveWords(rows: PropertyRow[]): Map<string, PropertyRow> {
  let unique = distinctive.get(rows);
  if (!unique) distinctive.set(rows, (unique = namesOf(rows)));
  return unique;
}

function namesOf(rows: PropertyRow[]): Map<string, PropertyRow> {
  const owners = new Map<string, Set<PropertyRow>>();
  for (const row of rows) {
    // Every part of the address but the state and ZIP: "77 Cedar Court, Unit B, Lakewood, CO 80226".
    const parts = row.address.split(",").filter((part) => !/^\s*[A-Z]{2}\s*\d{5}(-\d{4})?\s*$/.test(part));
    const names = [...parts.flatMap((part) => words(part)), ...words(listingOf(row) ?? ""), ...words(nicknamesOf(row)), ...words(kindOf(row)).filter((word) => DWELLINGS.has(word))].filter(
      (word) => !STREET.has(word) && !STOP.has(word) && (word.length > 2 || /^\d+$/.test(word)),
    );
    for (const word of names) owners.set(word, (owners.get(word) ?? new Set()).add(row));
  }
  const unique = new Map<string, PropertyRow>();
  for (const [word, set] of owners) if (set.size === 1) unique.set(word, [...set][0]!);
  return unique;
}

/** Text kept in a property's extra_metadata under keys that match. */
const metadataText = (row: PropertyRow, keys: RegExp) =>
  Object.entries(row.extraMetadata ?? {})
    .filter(([key, value]) => typeof value === "string" && keys.test(key))
    .map(([, value]) => value as string)
    .join(" ");

/** Names kept in a property's extra_metadata under a key that says so (nickname, alias, name, listing). */
const nicknamesOf = (row: PropertyRow) => metadataText(row, /nick|alias|name|listing/i);
/** What kind of home it is ("three-bedroom log cabin"): it names the property by its dwelling word alone ("the cabin"). */
const kindOf = (row: PropertyRow) => metadataText(row, /kind|type|style/i);
const DWELLINGS = new Set(wordsOf(PROPERTY_WORDS));

/**
 * Every property a question names ("compare Alder and Birch"), with the text minus those words.
 * `rows` are live properties, first acquired first.
 */
export function findProperties(text: string, rows: PropertyRow[]): { rows: PropertyRow[]; rest: string } {
  for (const [pattern, pick] of ORDINALS) {
    const match = pattern.exec(text);
    const row = match ? pick(rows) : undefined;
    if (match && row) return { rows: [row], rest: text.replace(match[0], " ") };
  }
  const unique = distinctiveWords(rows);
  const hits: PropertyRow[] = [];
  let rest = text;
  for (const word of words(text)) {
    const row = unique.get(word);
    if (!row) continue;
    if (!hits.includes(row)) hits.push(row);
    rest = rest.replace(new RegExp(`\\b${word}\\b`), " ");
  }
  // "the Alder Street Loft": once a property is named, the street words of its name are used too.
  if (hits.length > 0) rest = rest.replace(/[a-z]+/g, (word) => (STREET.has(word) && word.length > 2 ? " " : word));
  return { rows: hits, rest };
}
