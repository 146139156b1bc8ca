import { createRoute } from "@hono/zod-openapi";
import { loadConfig } from "../../config";
import { getDb } from "../../db/client";
import { BankMappingSchema, type BankMapping } from "../../imports/bank";
import { formatOf, runImport } from "../../imports/run";
import { FileProblem } from "../../imports/types";
import { formRequest } from "../../http/body";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { requireLiveProperty } from "../../http/references";
import { errorResponses, jsonContent } from "../../http/responses";
import { toValidationIssues } from "../../http/validation";
import { ImportForm, ImportSummarySchema } from "./import-schemas";

const FILE_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/octet-stream", "application/x-ofx", "application/ofx", "application/vnd.intu.qfx", "application/vnd.intu.qbo", "application/x-qfx", "application/qif", "application/x-qif", "application/xml", "text/xml", ""]);
const FILE_NAMES = /\.(csv|txt|ofx|qfx|qbo|qif)$/i;

export const importRoute = createRoute({
  method: "post",
  path: "/import",
  tags: ["Transactions"],
  summary: "Import transactions from a CSV, OFX, QFX, QBO or QIF file",
  description:
    "Airbnb transaction history, a bank/card CSV export, or a bank statement file (OFX 1.x/2.x, QFX, QBO, QIF); format=auto detects which. A bank's transaction id (OFX FITID) is the duplicate key, so re-importing an overlapping statement creates nothing new. With invalid rows nothing is written (422 listing each line) unless skip_invalid=true; dry_run=true only reports.",
  ...formRequest(ImportForm, "The file and how to read it"),
  responses: {
    200: jsonContent(ImportSummarySchema, "Dry run, or nothing new to write"),
    201: jsonContent(ImportSummarySchema, "Transactions were created"),
    ...errorResponses(400, 413, 415, 422),
  },
});

function parseMapping(text: string | undefined): BankMapping {
  if (text === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw ApiError.invalidField(["body", "mapping"], "mapping must be a JSON object", "json_invalid");
  }
  const result = BankMappingSchema.safeParse(json);
  if (!result.success) throw ApiError.validation(toValidationIssues(result.error, json, "json").map((i) => ({ ...i, loc: ["body", "mapping", ...i.loc.slice(1)] })));
  return result.data;
}

export const importHandler: AppRouteHandler<typeof importRoute> = async (c) => {
  const form = c.req.valid("form");
  const file = form.file;
  if (file.size > loadConfig(c.env).maxUploadBytes) throw new ApiError(413, `The upload is larger than the ${c.env.MAX_UPLOAD_MB} MB limit`);
  if (file.size === 0) throw ApiError.badRequest("The file is empty");
  if (!FILE_NAMES.test(file.name) && !FILE_TYPES.has(file.type)) throw new ApiError(415, `Unsupported file type: expected a .csv, .ofx, .qfx, .qbo or .qif file, got ${file.type || file.name}`);
  const mapping = parseMapping(form.mapping);
  const text = await file.text();
  const format = formatOf({ format: form.format, text });
  if (format === "airbnb" && form.mapping !== undefined) throw ApiError.invalidField(["body", "mapping"], "mapping applies to bank files (bank, ofx, qif) only, not to an Airbnb export");

  const db = getDb(c.env.DB);
  await requireLiveProperty(db, form.property_id);
  try {
    const summary = await runImport(db, {
      format,
      text,
      fileName: file.name,
      propertyId: form.property_id ?? null,
      sourceAccount: form.source_account ?? null,
      mapping,
      dryRun: form.dry_run ?? false,
      skipInvalid: form.skip_invalid ?? false,
    });
    if (summary.invalid > 0 && !summary.dry_run && !form.skip_invalid) {
      throw ApiError.validation(summary.errors.map((e) => ({ loc: ["body", "file", e.line], msg: e.reason, type: "value_error" })));
    }
    return c.json(summary, summary.created > 0 ? 201 : 200);
  } catch (err) {
    if (err instanceof FileProblem) throw ApiError.invalidField(["body", format !== "airbnb" && err.message.startsWith("mapping") ? "mapping" : "file"], err.message);
    throw err;
  }
};
