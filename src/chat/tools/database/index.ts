import { capitalAssets } from "../../../db/assets";
import type { SourceLink, ToolContext, ToolResult } from "../../types";
import { matchProperty } from "../context";
import type { QueryDatabaseArgs } from "../schemas";
import { propertyFacts, queryCompany, queryDeposits, queryDocumentRecords, queryObligations, type PropertyFacts } from "./records";
import { queryTransactions } from "./transactions";
import { queryStays } from "./stays";

export interface PropertiesData {
  entity: "properties";
  items: PropertyFacts[];
}

/** A read that could not be made as asked (e.g. a property that matches nothing): its reason, for the answer. */
export interface ToolError {
  entity: "error";
  error: string;
}

export type QueryDatabaseData =
  | PropertiesData
  | Awaited<ReturnType<typeof queryTransactions>>
  | Awaited<ReturnType<typeof queryObligations>>
  | Awaited<ReturnType<typeof queryCompany>>
  | Awaited<ReturnType<typeof queryDocumentRecords>>
  | Awaited<ReturnType<typeof queryStays>>
  | Awaited<ReturnType<typeof queryDeposits>>
  | ToolError;

function describeFilters(args: QueryDatabaseArgs, address: string | null): string {
  const parts = [
    args.start_date || args.end_date ? `${args.start_date ?? "the start"} to ${args.end_date ?? "today"}` : null,
    args.categories?.length ? args.categories.join(", ") : null,
    args.transaction_type ?? null,
    address,
    args.text ? `"${args.text}"` : null,
    args.min_amount !== undefined ? `at least $${args.min_amount}` : null,
    args.max_amount !== undefined ? `at most $${args.max_amount}` : null,
    args.status ?? null,
    args.within_days !== undefined ? `next ${args.within_days} days` : null,
    args.obligation_type ?? null,
    args.doc_type ?? null,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}

/** Drops the filters that were not given, so the link's query holds only what selected the rows. */
function defined(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}

/** The REST list (and its filters) that shows the records a query read. */
function linkOf(args: QueryDatabaseArgs, propertyId: string | undefined): SourceLink {
  switch (args.entity) {
    case "properties":
      return propertyId ? { resource: "properties", id: propertyId } : { resource: "properties" };
    case "transactions":
      return {
        resource: "transactions",
        query: defined({
          start_date: args.start_date,
          end_date: args.end_date,
          category: args.categories?.join(","),
          transaction_type: args.transaction_type,
          property_id: propertyId,
          q: args.text,
          min_amount: args.min_amount?.toFixed(2),
          max_amount: args.max_amount?.toFixed(2),
        }),
      };
    case "obligations":
      return {
        resource: "obligations",
        query: defined({
          status: args.status,
          upcoming: args.within_days,
          obligation_type: args.obligation_type,
          property_id: propertyId,
          start_date: args.start_date,
          end_date: args.end_date,
          q: args.text,
        }),
      };
    case "company":
      return { resource: "company" };
    case "documents":
      return { resource: "documents", query: defined({ doc_type: args.doc_type, q: args.text }) };
    case "deposits":
      return propertyId ? { resource: "properties", id: propertyId } : { resource: "properties" };
    case "stays":
      return { resource: "transactions", query: defined({ start_date: args.start_date, end_date: args.end_date, category: "revenue:rental_income", property_id: propertyId }) };
  }
}

/** query_database: the structured records, read with fixed queries built from validated parameters. */
export async function queryDatabase(ctx: ToolContext, args: QueryDatabaseArgs): Promise<ToolResult<QueryDatabaseData>> {
  const properties = await ctx.properties();
  const addresses = new Map(properties.map((row) => [row.id, row.address]));
  let property = null;
  if (args.property) {
    const match = matchProperty(properties, args.property);
    if ("error" in match) return { data: { entity: "error", error: match.error }, sources: [] };
    property = match.row;
  }
  const link = linkOf(args, property?.id);
  const source = (description: string) => [{ type: "query_database" as const, description, relevance: 1, link }];
  const filters = describeFilters(args, property?.address ?? null);
  switch (args.entity) {
    case "properties": {
      const year = args.year ?? Number(ctx.today.slice(0, 4));
      const assets = await capitalAssets(ctx.db, property?.id);
      const items = (property ? [property] : properties).map((row) => propertyFacts(row, year, assets.filter((asset) => asset.property_id === row.id)));
      return { data: { entity: "properties", items }, sources: source(`Property records: ${items.map((item) => item.address).join("; ") || "none"}`) };
    }
    case "transactions": {
      const data = await queryTransactions(ctx.db, args, property, addresses, { run: ctx.batch, yearTotals: ctx.yearTotals });
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
    case "stays": {
      const data = await queryStays(ctx.db, args, ctx.today, property);
      return { data, sources: source(`Stays${filters}: ${data.total} in the period`) };
    }
    case "deposits": {
      const data = await queryDeposits(ctx.db, args, property, addresses);
      return { data, sources: source(`Security deposits${filters}: ${data.items.length} on record`) };
    }
  }
}
