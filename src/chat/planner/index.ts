import type { PropertyRow } from "../../db/schema";
import type { ObligationsData, DocumentRecordsData, CompanyData } from "../tools/database/records";
import type { PropertiesData, ToolError } from "../tools/database";
import type { TransactionsData } from "../tools/database/transactions";
import type { SearchData } from "../tools/documents";
import { runTool } from "../tools";
import type { ChatAnswer, Entities, PreviousTurn, Source, ToolContext } from "../types";
import { plan, type Plan } from "./plan";
import type { StaysData } from "../tools/database/stays";
import { HELP, overdueNote, writeCompany, writeComparison, writeDocuments, writeObligations, writeProperties, writeSearch, writeStays, writeTransactions } from "./writer";

export { plan, type Plan } from "./plan";

/** Reads the question, with the previous turn as context, into a plan (no tool runs yet). */
export async function planQuestion(ctx: ToolContext, question: string, history: PreviousTurn[]): Promise<{ plan: Plan; properties: PropertyRow[] }> {
  const [properties, vocabulary] = await Promise.all([ctx.properties(), ctx.vocabulary()]);
  const previous = history.at(-1)?.entities;
  const previousProperty = previous?.property_id ? properties.find((row) => row.id === previous.property_id) : undefined;
  return { plan: plan(question, ctx.today, properties, vocabulary, previous, previousProperty), properties };
}

function isError(data: unknown): data is ToolError {
  return typeof data === "object" && data !== null && "error" in data && typeof (data as ToolError).error === "string";
}

/** Runs a plan's tool calls and words the answer from their results: the embedded brain. */
export async function executePlan(ctx: ToolContext, question: string, p: Plan, properties: PropertyRow[]): Promise<ChatAnswer> {
  // The plan was read with the isolate's copy of the records: a tool's read confirms it, or else the
  // write that stores the turn (ctx.pending, chat/service.ts).
  const results = await Promise.all(p.calls.map((call) => runTool(ctx, call)));
  const sources: Source[] = results.flatMap((r) => r.sources);
  const data = results.map((r) => r.data);
  const failed = data.find(isError);
  let answer: string;
  if (failed) answer = failed.error;
  else {
    switch (p.intent) {
      case "transactions":
        answer = writeTransactions(p, data[0] as TransactionsData);
        break;
      case "compare":
        answer = writeComparison(p, data as TransactionsData[]);
        break;
      case "stays":
        answer = writeStays(p, data[0] as StaysData);
        break;
      case "property":
        answer = writeProperties(p, (data[0] as PropertiesData).items);
        break;
      case "obligations":
        answer = writeObligations(p, data[0] as ObligationsData, p.calls[0]!.args) + (data[1] ? overdueNote(data[1] as ObligationsData) : "");
        break;
      case "company":
        answer = writeCompany(p, data[0] as CompanyData);
        break;
      case "documents":
        answer = writeDocuments(data[0] as DocumentRecordsData, p.calls[0]!.args.doc_type as string | undefined);
        break;
      case "search":
        answer = writeSearch(question, data[0] as SearchData, p);
        break;
      case "help":
        answer = HELP;
        break;
    }
  }
  const first = p.calls[0];
  if (!first) return { answer, sources, calls: [], entities: { intent: p.intent }, brain: "planner" };
  const propertyId = typeof first.args.property === "string" ? first.args.property : p.property?.id;
  const property = properties.find((row) => row.id === propertyId) ?? (p.intent === "property" && (data[0] as PropertiesData | undefined)?.items?.length === 1 ? properties.find((row) => row.id === (data[0] as PropertiesData).items[0]!.id) : undefined);
  const entities: Entities = {
    intent: p.intent,
    tool: first.tool,
    args: first.args,
    ...(p.focus ? { focus: p.focus } : {}),
    ...(property ? { property_id: property.id, property_address: property.address } : {}),
    ...(p.periods[0] ? { period: { start: p.periods[0].start, end: p.periods[0].end, label: p.periods[0].label } } : {}),
  };
  return { answer, sources, calls: p.calls, entities, brain: "planner" };
}

/** The embedded brain: the deterministic planner and the same tools as the model. */
export async function plannerAnswer(ctx: ToolContext, question: string, history: PreviousTurn[]): Promise<ChatAnswer> {
  const { plan: p, properties } = await planQuestion(ctx, question, history);
  return executePlan(ctx, question, p, properties);
}
