// What a record keeps in its free-form extra_metadata beside what is read elsewhere: a permit number,
// the HOA, a co-host, the members. Read for the properties and the company both.
import { expandAbbreviations, STOP } from "../language/words";

/** Keys of extra_metadata read elsewhere: the tenants and their rent, how and as what a home is let, its names. */
const READ_ELSEWHERE = /^(?:tenants?|monthly_rent|rent|units?|use|kind|type|style|nickname|alias|name|listing|airbnb_listing|listing_name)$/i;

/**
 * What else a record states in its extra_metadata, beside a home's tenants and names: a permit number,
 * the HOA, a co-host, who manages it ("str_permit": "2020-028614"), the members. Plain values only.
 */
export function detailsOf(metadata: unknown): { key: string; value: string }[] {
  if (metadata === null || typeof metadata !== "object" || Array.isArray(metadata)) return [];
  return Object.entries(metadata as Record<string, unknown>)
    .filter(([key, value]) => !READ_ELSEWHERE.test(key) && (typeof value === "string" || typeof value === "number") && String(value).trim() !== "" && String(value).length <= 200)
    .map(([key, value]) => ({ key, value: String(value).trim() }));
}

/** A detail's key as words, abbreviations written out as a question's are: "str_permit" is "short term rental permit". */
export const detailKeyWords = (key: string): string[] =>
  expandAbbreviations(key.toLowerCase().replace(/[_-]+/g, " "))
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP.has(word));
