// Display only: amounts arrive from the API as decimal strings and are formatted, never computed.
// Dates are calendar dates (YYYY-MM-DD) and are formatted in UTC so that no time zone moves them.

const currency = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });
const wholeCurrency = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
const longMonthFormat = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const percentFormat = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat();

/** "1234.50" -> "$1,234.50" in the user's locale; Intl formats the decimal string without rounding it through a float. */
export function money(amount: string | null | undefined): string {
  if (amount == null || amount === "") return "—";
  return currency.format(amount as unknown as number);
}

/** For chart axes, where cents are noise. */
export function moneyWhole(value: number): string {
  return wholeCurrency.format(value);
}

export function isNegative(amount: string | null | undefined): boolean {
  return typeof amount === "string" && amount.trim().startsWith("-");
}

function utc(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

export function date(iso: string | null | undefined): string {
  if (!iso) return "—";
  return dateFormat.format(utc(iso));
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  return dateTimeFormat.format(new Date(iso));
}

/** "2026-03" or "2026-03-01" -> "Mar 2026". */
export function month(key: string, long = false): string {
  return (long ? longMonthFormat : monthFormat).format(utc(`${key.slice(0, 7)}-01`));
}

export function percent(fraction: number | null | undefined): string {
  return fraction == null ? "—" : percentFormat.format(fraction);
}

export function count(value: number): string {
  return numberFormat.format(value);
}

export function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** "expense:maintenance:repairs" -> "Maintenance: repairs" when no label is known. */
export function categoryLabel(value: string, labels?: Map<string, string>): string {
  const known = labels?.get(value);
  if (known) return known;
  const parts = value.split(":").slice(1);
  const text = parts.join(": ").replaceAll("_", " ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : value;
}

export function humanize(value: string): string {
  const text = value.replaceAll(/[_:]/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a person types in a money field ("$1,200.50") as the API's decimal string. */
export function amountInput(value: string): string {
  return value.trim().replace(/^\$/, "").replaceAll(",", "");
}
