import type { ToolContext, ToolResult } from "../../types";
import { matchProperty } from "../property-ref";
import type { QueryDatabaseArgs } from "../schemas";
import { propertyFacts, queryCompany, queryDocumentRecords, queryObligations, type PropertyFacts } from "./records";
import { queryTransactions } from "./transactions";

export interface PropertiesData {
  entity: "properties";
  items: PropertyFacts[];
}

export interface ToolError {
  error: string;
}

export type QueryDatabaseData =
  | PropertiesData
  | Awaited<ReturnType<typeof queryTransactions>>
  | Awaited<ReturnType<typeof queryObligations>>
  | Awaited<ReturnType<typeof queryCompany>>
  | Awaited<ReturnType<typeof queryDocumentRecords>>
  | ToolError;

function describeFilters(args: QueryDatabaseArgs, address: string | null): string {
  const parts = [
    args.start_date || args.end_date ? `${args.start_date ?? "the start"} to ${args.end_date ?? "today"}` : null,
    args.categories?.length ? args.categories.join(", ") : null,
    args.transaction_type ?? null,
    address,
    args.text ? `"${args.text}"` : null,
    args.status ?? null,
    args.within_days !== undefined ? `next ${args.within_days} days` : null,
    args.obligation_type ?? null,
    args.doc_type ?? null,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}

/** query_database: the structured records, read with fixed queries built from validated parameters. */
export async function queryDatabase(ctx: ToolContext, args: QueryDatabaseArgs): Promise<ToolResult<QueryDatabaseData>> {
  const properties = await ctx.properties();
  const addresses = new Map(properties.map((row) => [row.id, row.address]));
  let property = null;
  if (args.property) {
    const match = matchProperty(properties, args.property);
    if ("error" in match) return { data: { error: match.error }, sources: [] };
    property = match.row;
  }
  const source = (description: string) => [{ type: "query_database" as const, description, relevance: 1 }];
  const filters = describeFilters(args, property?.address ?? null);
  switch (args.entity) {
    case "properties": {
      const year = args.year ?? Number(ctx.today.slice(0, 4));
      const items = (property ? [property] : properties).map((row) => propertyFacts(row, year));
      return { data: { entity: "properties", items }, sources: source(`Property records: ${items.map((item) => item.address).join("; ") || "none"}`) };
    }
    case "transactions": {
      const data = await queryTransactions(ctx.db, args, property, addresses);
      return { data, sources: source(`Transactions${filters}: ${data.totals.count} matching`) };
    }
    case "obligations": {
      const data = await queryObligations(ctx.db, args, ctx.today, property, addresses);
      return { data, sources: source(`Obligations${filters}: ${data.total} matching`) };
    }
    case "company": {
      const data = await queryCompany(ctx.db);
      return { data, sources: source(data.profile ? `Company profile of ${data.profile.legal_name}` : "Company profile (not set)") };
    }
    case "documents": {
      const data = await queryDocumentRecords(ctx.db, args);
      return { data, sources: source(`Document records${filters}: ${data.total}`) };
    }
  }
}
