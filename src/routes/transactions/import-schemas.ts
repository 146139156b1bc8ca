import { z } from "@hono/zod-openapi";
import { IMPORT_FORMATS, READ_FORMATS } from "../../imports/run";
import { Uuid } from "../../http/schemas";

export const ImportForm = z
  .strictObject({
    file: z.instanceof(File).openapi({ type: "string", format: "binary", description: "The file: CSV, OFX, QFX, QBO or QIF" }),
    format: z.enum(IMPORT_FORMATS).openapi({
      description: "auto: detected from the file's content; airbnb: Airbnb transaction history (CSV); bank: a bank or card CSV export; ofx: an OFX 1.x or 2.x statement, QFX or QBO; qif: a Quicken QIF register",
    }),
    property_id: Uuid.optional().openapi({ description: "Put every row on this property (Airbnb rows can instead match extra_metadata.airbnb_listing)" }),
    source_account: z.string().trim().min(1).max(200).optional().openapi({ description: "The account the file comes from, e.g. Chase Checking ...4821" }),
    dry_run: z.stringbool().optional().openapi({ type: "boolean", description: "Check and count, write nothing" }),
    skip_invalid: z.stringbool().optional().openapi({ type: "boolean", description: "Import the valid rows even when some are invalid" }),
    mapping: z.string().max(20_000).optional().openapi({ description: "bank, ofx and qif: a JSON BankMapping (for CSV its column names, date format and sign; for every one its category rules; for QIF its date format)" }),
  })
  .openapi("TransactionImportForm");

const RowNote = z.object({ line: z.number().int(), reason: z.string() });

export const ImportSummarySchema = z
  .object({
    dry_run: z.boolean(),
    format: z.enum(READ_FORMATS).openapi({ description: "What the file was read as (with format=auto, what it was detected to be)" }),
    file_name: z.string(),
    rows_read: z.number().int(),
    new: z.number().int().openapi({ description: "Transactions found that are not in the books yet" }),
    created: z.number().int().openapi({ description: "Transactions written (0 in a dry run)" }),
    duplicates: z.number().int(),
    skipped: z.number().int().openapi({ description: "Rows that are not transactions (payouts, zero amounts)" }),
    invalid: z.number().int(),
    uncategorized: z.number().int().openapi({ description: "Rows no rule matched, filed under expense:other / revenue:other with extra_metadata.uncategorized" }),
    totals: z.object({ revenue: z.string(), expense: z.string() }).openapi({ description: "Sums of the new transactions" }),
    errors: z.array(RowNote),
    skipped_rows: z.array(RowNote),
    created_ids: z.array(z.string()),
    splits: z
      .array(z.object({ line: z.number().int(), parts: z.array(z.object({ amount: z.string(), category: z.string(), property_id: z.string().nullable() })) }))
      .openapi({ description: "The lines a saved rule's split template books as parts, with the parts (a line the template does not fit is booked whole, with extra_metadata.split_problem saying why)" }),
    bank_profile: z
      .object({ id: z.string(), used: z.boolean(), saved: z.boolean() })
      .nullable()
      .openapi({
        description:
          "A bank CSV's saved column mapping: `used` when the request named no columns and the file's headers had one (the file was read with it), `saved` when this import named its columns and kept them for the next file with the same headers (GET /api/v1/transactions/import/profiles); null otherwise",
      }),
    rules_matched: z
      .array(z.object({ rule_id: z.string(), rule_name: z.string().nullable(), lines: z.array(z.number().int()) }))
      .openapi({ description: "The lines each saved rule categorised (GET /api/v1/rules), in the rules' order" }),
  })
  .openapi("TransactionImportSummary", {
    example: {
      dry_run: false,
      format: "airbnb",
      file_name: "airbnb_2025.csv",
      rows_read: 3,
      new: 3,
      created: 3,
      duplicates: 0,
      skipped: 1,
      invalid: 0,
      uncategorized: 0,
      totals: { revenue: "1030.00", expense: "30.90" },
      errors: [],
      skipped_rows: [{ line: 4, reason: "payout: a transfer to the bank, not income" }],
      created_ids: ["019a8f40-1a2b-7c3d-8e4f-5a6b7c8d9e0f", "019a8f40-1a2b-7c3d-8e4f-5a6b7c8d9e10", "019a8f40-1a2b-7c3d-8e4f-5a6b7c8d9e11"],
      splits: [],
      bank_profile: null,
      rules_matched: [],
    },
  });

const PROFILE_EXAMPLE = {
  id: "019a8f60-4d5e-7f60-8172-8c9d0e1f2031",
  headers: ["When", "Payee", "Value"],
  mapping: { date_column: "When", description_column: "Payee", amount_column: "Value" },
  created_at: "2026-11-27T16:40:00.000Z",
  updated_at: "2026-11-27T16:40:00.000Z",
  last_used_at: "2026-11-27T16:40:00.000Z",
};

export const BankProfileSchema = z
  .object({
    id: z.string(),
    headers: z.array(z.string()).openapi({ description: "The file's headers the mapping is kept for (case and spacing ignored)" }),
    mapping: z.record(z.string(), z.union([z.string(), z.boolean()])).openapi({ description: "The columns and reading (date_format, expenses_positive) the next file with these headers is read with" }),
    created_at: z.string(),
    updated_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .openapi("BankProfile", { example: PROFILE_EXAMPLE });

export const BankProfileListSchema = z.object({ items: z.array(BankProfileSchema), total: z.number().int() }).openapi("BankProfileList", { example: { items: [PROFILE_EXAMPLE], total: 1 } });
