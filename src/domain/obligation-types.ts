/** The kinds of deadline the service keeps (the spec's obligation types). */
export const OBLIGATION_TYPES = [
  "tax:filing",
  "tax:payment",
  "compliance:periodic_report",
  "compliance:license_renewal",
  "property:tax",
  "property:insurance",
  "property:inspection",
  "other",
] as const;
export type ObligationType = (typeof OBLIGATION_TYPES)[number];
