/**
 * A CSV cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage
 * return, unless it is a plain number ("-45.00" stays a number). A leading apostrophe keeps it
 * text. The one rule for every CSV the service or the app writes.
 */
export const FORMULA_START = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows and never runs. */
export const safeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
