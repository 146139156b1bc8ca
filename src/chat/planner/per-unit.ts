import Decimal from "decimal.js";
import type { PropertyRow } from "../../db/schema";
import { dollars } from "../format";

/** A figure divided by a count of something a home has: "per acre", "per unit (it's 2 units)", "per sq ft". */
export interface PerUnit {
  /** How many there are. */
  count: string;
  /** The unit, singular ("acre", "unit", "square foot"). */
  unit: string;
  /** Where the count was read: the question said it, or the property's record states it. */
  from: "question" | "record";
}

/** The units a figure may be asked per, with the words that say each, singular and plural. */
const UNITS: { unit: string; plural: string; said: string }[] = [
  { unit: "acre", plural: "acres", said: "acres?" },
  { unit: "square foot", plural: "square feet", said: "(?:square\\s+(?:foot|feet)|sq\\.?\\s*ft\\.?|sf)" },
  { unit: "unit", plural: "units", said: "(?:units?|doors?|apartments?|apts?)" },
];

/** "per acre", "an acre", "each unit", "/sq ft": the unit a figure is asked per. */
const PER = new RegExp(`(?:\\bper|/)\\s*(${UNITS.map((one) => one.said).join("|")})\\b`, "i");
/** "it's 2 units", "the 80 acres", "1,650 square feet": a count the question itself says. */
const COUNT = (said: string) => new RegExp(`\\b(\\d[\\d,]*(?:\\.\\d+)?)\\s*${said}\\b`, "i");
/** "divide by 2", "split 3 ways": a divisor the question says outright. */
const DIVIDE = /\bdivide[ds]?\s+(?:it\s+|that\s+)?by\s+(\d+)\b|\bsplit\s+(?:it\s+|that\s+)?(\d+)\s+ways\b/i;
/** A kind of home by the number of its units. */
const PLEXES: [RegExp, number][] = [[/\bduplex\b/i, 2], [/\btriplex\b/i, 3], [/\b(?:fourplex|quadplex|four-plex)\b/i, 4]];

/** Where a record states a count: its address and its details ("80 acres of cropland", "units": [...]). */
function fromRecord(unit: string, row: PropertyRow): string | undefined {
  const meta = (row.extraMetadata ?? {}) as Record<string, unknown>;
  const text = `${row.address} ${JSON.stringify(meta)}`;
  const spec = UNITS.find((one) => one.unit === unit)!;
  if (unit === "unit") {
    if (Array.isArray(meta.units) && meta.units.length > 1) return String(meta.units.length);
    const plex = PLEXES.find(([pattern]) => pattern.test(text));
    return plex ? String(plex[1]) : undefined;
  }
  return COUNT(spec.said).exec(text)?.[1]?.replace(/,/g, "");
}

/**
 * The count a figure is asked per, where the question asks one ("what did that work out to per acre",
 * "per unit please (it's 2 units)"): from the question's own words, else from the one property's record.
 * None when neither says how many.
 */
export function perUnitAsked(text: string, row: PropertyRow | undefined): PerUnit | undefined {
  const per = PER.exec(text);
  if (!per) return undefined;
  const spec = UNITS.find((one) => new RegExp(`^${one.said}$`, "i").test(per[1]!))!;
  const divided = DIVIDE.exec(text);
  const said = (divided ? (divided[1] ?? divided[2]) : undefined) ?? COUNT(spec.said).exec(text.replace(per[0], " "))?.[1]?.replace(/,/g, "");
  if (said && Number(said) > 0) return { count: said, unit: spec.unit, from: "question" };
  const stated = row ? fromRecord(spec.unit, row) : undefined;
  return stated && Number(stated) > 0 ? { count: stated, unit: spec.unit, from: "record" } : undefined;
}

/** " That is $X per acre (80 acres, as the property's record states).": a figure divided by the count. */
export function perUnitLine(amount: Decimal.Value, per: PerUnit): string {
  const each = new Decimal(amount).abs().dividedBy(per.count).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const plural = UNITS.find((one) => one.unit === per.unit)!.plural;
  const many = Number(per.count) === 1 ? per.unit : plural;
  return ` That is ${dollars(each)} per ${per.unit} (${per.count} ${many}${per.from === "record" ? ", as the property's record states" : ""}).`;
}

/** The words that asked a figure per unit ("acre", "acres", "sq", "ft"), which the answer uses by dividing. */
export function perUnitWords(text: string, row: PropertyRow | undefined): Set<string> {
  const per = perUnitAsked(text, row);
  if (!per) return new Set();
  const spec = UNITS.find((one) => one.unit === per.unit)!;
  return new Set([...`${spec.unit} ${spec.plural} per divide split ways sq ft sf apt apts door doors apartment apartments`.split(" ")]);
}
