import type { CsvTable } from "./csv";
import { externalKey, Fingerprinter } from "./keys";
import type { Conversion, DraftTransaction, ImportContext } from "./types";
import { FileProblem } from "./types";
import { parseCsvAmount, parseCsvDate } from "../domain/csv-values";

const REQUIRED = ["date", "type", "amount"];

const abs = (cents: number | null) => Math.abs(cents ?? 0);

/**
 * Airbnb's transaction-history export. A reservation is income at its gross (less the cleaning
 * fee, which is its own income line) plus the host service fee as an expense, so the books show
 * what the guest paid and what the platform kept. Payouts are transfers to the bank: skipped.
 */
export async function convertAirbnb(table: CsvTable, ctx: ImportContext): Promise<Conversion> {
  const missing = REQUIRED.filter((column) => !table.rows[0] || !(column in table.rows[0].values));
  if (table.rows.length && missing.length) throw new FileProblem(`not an Airbnb transaction history: missing column(s) ${missing.join(", ")}`);

  const out: Conversion = { drafts: [], skipped: [], invalid: [], uncategorized: 0 };
  const fingerprints = new Fingerprinter();
  for (const { line, values: v } of table.rows) {
    const type = (v.type ?? "").toLowerCase();
    if (type === "payout") {
      out.skipped.push({ line, reason: "payout: a transfer to the bank, not income" });
      continue;
    }
    const date = parseCsvDate(v.date ?? "");
    if (!date) {
      out.invalid.push({ line, reason: `date '${v.date ?? ""}' is not a date` });
      continue;
    }
    const listing = v.listing ?? "";
    const propertyId = ctx.propertyId ?? (listing ? ctx.propertyForListing(listing) : undefined);
    if (!propertyId) {
      out.invalid.push({ line, reason: `listing '${listing}' matches no property: pass property_id, or set the property's extra_metadata.airbnb_listing` });
      continue;
    }
    const code = v["confirmation code"] ?? "";
    const amount = parseCsvAmount(v.amount ?? "");
    const meta = { confirmation_code: code || undefined, guest: v.guest || undefined, listing: listing || undefined, start_date: v["start date"] || undefined, nights: v.nights || undefined };
    const draft = (component: string, cents: number, category: string, kind: DraftTransaction["transaction_type"], description: string, key?: string): DraftTransaction => ({
      line,
      importKey: key ?? externalKey("airbnb", code, component),
      property_id: propertyId,
      transaction_date: date,
      amount_cents: cents,
      category,
      transaction_type: kind,
      description,
      source_account: ctx.sourceAccount ?? "Airbnb",
      extra_metadata: JSON.parse(JSON.stringify(meta)),
    });

    if (type === "reservation") {
      const fee = abs(parseCsvAmount(v["service fee"] ?? ""));
      const cleaning = abs(parseCsvAmount(v["cleaning fee"] ?? ""));
      const fastPay = abs(parseCsvAmount(v["fast pay fee"] ?? ""));
      const gross = parseCsvAmount(v["gross earnings"] ?? "") ?? (amount === null ? null : amount + fee + fastPay);
      if (!code) {
        out.invalid.push({ line, reason: "reservation without a confirmation code" });
        continue;
      }
      if (gross === null || gross < cleaning) {
        out.invalid.push({ line, reason: "reservation needs Gross earnings (or Amount) of at least its Cleaning fee" });
        continue;
      }
      const stay = `${code}${v.guest ? ` - ${v.guest}` : ""}${v["start date"] ? ` - from ${v["start date"]}` : ""}${v.nights ? ` (${v.nights} nights)` : ""}`;
      if (gross - cleaning > 0) out.drafts.push(draft("rent", gross - cleaning, "revenue:rental_income", "REVENUE", `Airbnb reservation ${stay}`));
      if (cleaning > 0) out.drafts.push(draft("cleaning", cleaning, "revenue:cleaning_fees", "REVENUE", `Airbnb cleaning fee ${code}`));
      if (fee > 0) out.drafts.push(draft("service_fee", fee, "expense:platform_fees", "EXPENSE", `Airbnb host service fee ${code}`));
      if (fastPay > 0) out.drafts.push(draft("fast_pay_fee", fastPay, "expense:bank_fees", "EXPENSE", `Airbnb Fast Pay fee ${code}`));
      continue;
    }

    if (amount === null || amount === 0) {
      out.invalid.push({ line, reason: `amount '${v.amount ?? ""}' is not a non-zero amount` });
      continue;
    }
    const reference = code || v["reference code"] || "";
    const key = reference
      ? externalKey("airbnb", reference, type.replace(/\s+/g, "_"))
      : await fingerprints.key("airbnb", { date, cents: amount, description: type, account: ctx.sourceAccount ?? "" });
    const label = v.type ?? type;
    if (type === "resolution payout") {
      out.drafts.push(draft(type, Math.abs(amount), "revenue:other", "REVENUE", `Airbnb resolution payout ${reference}`.trim(), key));
    } else if (type === "adjustment" || type === "resolution adjustment" || type === "cancellation fee") {
      const money = amount > 0 ? (["revenue:other", "REVENUE"] as const) : ([type === "cancellation fee" ? "expense:platform_fees" : "expense:other", "EXPENSE"] as const);
      out.drafts.push(draft(type, Math.abs(amount), money[0], money[1], `Airbnb ${label.toLowerCase()} ${reference}`.trim(), key));
    } else {
      out.invalid.push({ line, reason: `unknown Airbnb row type '${label}'` });
    }
  }
  return out;
}
