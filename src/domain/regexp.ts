/** Text as a regular expression that matches it literally ("sq *green" matches "SQ *GREEN", not "SQQQ GREEN"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
