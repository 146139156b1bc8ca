/** The states of the United States and DC, by name: where an LLC is formed or a property lies. */
export const US_STATE_NAMES = [
  "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "District of Columbia", "Florida",
  "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts",
  "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico",
  "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina",
  "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming",
] as const;

/** Their two-letter postal codes. */
export const US_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA",
  "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX",
  "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const;

// Longest names first, so "West Virginia" is read before "Virginia".
const PATTERNS = [...US_STATE_NAMES].sort((a, b) => b.length - a.length).map((name) => ({ name, pattern: new RegExp(`\\b${name.toLowerCase()}\\b`) }));

/** The state a lower-case text names, or undefined. */
export function stateNamedIn(text: string): string | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(text))?.name;
}

/** A state as a reader knows it: "Oregon (OR)" for a postal code; any other value as it is. */
export function stateWithName(state: string): string {
  const at = US_STATE_CODES.indexOf(state.trim().toUpperCase() as (typeof US_STATE_CODES)[number]);
  return at >= 0 ? `${US_STATE_NAMES[at]} (${US_STATE_CODES[at]})` : state;
}
