import { z } from "zod";
import type { ToolCall, ToolContext, ToolName, ToolResult } from "../types";
import { queryDatabase, type QueryDatabaseData } from "./database";
import type { DocumentRecordsData } from "./database/records";
import { listBusinessDocuments, searchDocumentContent, type SearchData } from "./documents";
import { ListDocumentsArgs, QueryDatabaseArgs, SearchDocumentArgs } from "./schemas";

/** What any tool returns, told apart by `entity`. */
export type ToolData = QueryDatabaseData | SearchData | DocumentRecordsData;

interface ToolSpec<Schema extends z.ZodType> {
  name: ToolName;
  description: string;
  schema: Schema;
  run(ctx: ToolContext, args: z.infer<Schema>): Promise<ToolResult<ToolData>>;
}

const spec = <Schema extends z.ZodType>(tool: ToolSpec<Schema>) => tool as unknown as ToolSpec<z.ZodType>;

/** The three tools both brains call: read-only, each with the schema its arguments are checked against. */
export const TOOLS: readonly ToolSpec<z.ZodType>[] = [
  spec({
    name: "query_database",
    description:
      "Reads the company's structured records: properties (address, acquisition, basis, depreciation), transactions (income and expenses; filter by dates, category or group, property, type, text; aggregate sum, count, average, min, max; group by month, quarter, category or property), obligations (deadlines: status, due within N days, type), the company profile (legal name, EIN, state, formation date, registered agent) and document records.",
    schema: QueryDatabaseArgs,
    run: queryDatabase,
  }),
  spec({
    name: "search_document_content",
    description:
      "Searches the text of the company's ingested documents (operating agreement, articles, EIN letter, insurance policies, leases, statements) and returns the best passages with their document titles. Use it for what documents say: members, ownership, purpose, coverage, lease terms.",
    schema: SearchDocumentArgs,
    run: searchDocumentContent,
  }),
  spec({
    name: "list_business_documents",
    description: "Lists the company's documents, optionally by group or type (formation, governance, tax, compliance, authority, accounting, property, insurance, other), with their dates and versions.",
    schema: ListDocumentsArgs,
    run: listBusinessDocuments,
  }),
];

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

export class ToolArgumentsError extends Error {}

/** Checks the arguments against the tool's schema, then runs it. Bad arguments throw ToolArgumentsError. */
export async function runTool(ctx: ToolContext, call: ToolCall): Promise<ToolResult<ToolData>> {
  const tool = BY_NAME.get(call.tool);
  if (!tool) throw new ToolArgumentsError(`unknown tool ${call.tool}`);
  const parsed = tool.schema.safeParse(call.args);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "arguments"}: ${issue.message}`).join("; ");
    throw new ToolArgumentsError(`invalid arguments for ${call.tool}: ${problems}`);
  }
  return tool.run(ctx, parsed.data);
}
