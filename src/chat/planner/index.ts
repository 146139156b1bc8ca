import type { PropertyRow } from "../../db/schema";
import { runTool } from "../tools";
import type { ChatAnswer, PreviousTurn, Source, ToolContext } from "../types";
import { resultOf, type Plan } from "./intent";
import { intentNamed } from "./intents";
import { search } from "./intents/search";
import { entitiesOf, plan } from "./plan";

export { plan } from "./plan";
export type { Plan } from "./intent";

/** Reads the question, with the previous turn as context, into a plan (no tool runs yet). */
export async function planQuestion(ctx: ToolContext, question: string, history: PreviousTurn[]): Promise<{ plan: Plan; properties: PropertyRow[] }> {
  const [properties, vocabulary] = await Promise.all([ctx.properties(), ctx.vocabulary()]);
  const previous = history.at(-1)?.entities;
  const previousProperty = previous?.property_id ? properties.find((row) => row.id === previous.property_id) : undefined;
  return { plan: await plan(question, ctx.today, properties, vocabulary, previous, previousProperty), properties };
}

/** Runs a plan's tool calls and words the answer from their results, by the plan's intent: the embedded brain. */
export async function executePlan(ctx: ToolContext, question: string, p: Plan, properties: PropertyRow[]): Promise<ChatAnswer> {
  // Two asks in one question: each answered by its own plan, in turn; the last one (or the one the plan names) is what a follow-up follows.
  if (p.parts) {
    const all = await Promise.all(p.parts.map((part) => executePlan(ctx, part.question, part.plan, properties)));
    // Two asks one answer serves ("who leases suite B, and what's their rent"): that answer once.
    const kept = all.map((a, i) => p.parts![i]!.lead !== undefined || all.findIndex((b) => b.answer === a.answer) === i);
    const answers = all.filter((_, i) => kept[i]);
    // A part may open with words of its own ("If you meant this past July: ").
    const leads = p.parts.filter((_, i) => kept[i]).map((part) => part.lead ?? "");
    const blocks = answers.some((a) => a.blocks) ? answers.flatMap((a, i) => [...(leads[i] ? [{ type: "text" as const, text: leads[i]!.trim() }] : []), ...(a.blocks ?? [{ type: "text" as const, text: a.answer }])]) : undefined;
    return { answer: answers.map((a, i) => leads[i] + a.answer).join("\n\n"), ...(blocks ? { blocks } : {}), sources: answers.flatMap((a) => a.sources), calls: answers.flatMap((a) => a.calls), entities: all[p.followed ?? all.length - 1]!.entities, brain: "planner" };
  }
  // The plan was read with the isolate's copy of the records: a tool's read confirms it, or else the
  // write that stores the turn (ctx.pending, chat/service.ts).
  const results = await Promise.all(p.calls.map((c) => runTool(ctx, c)));
  const data = results.map((r) => r.data);
  const failed = resultOf(data, "error");
  const intent = intentNamed(p.intent) ?? search;
  const by = failed ? undefined : intent.answeredBy?.(p, data, question);
  const sources: Source[] = by === undefined ? results.flatMap((r) => r.sources) : [by].flat().flatMap((i) => results[i]!.sources);
  const answer = failed ? failed.error : intent.write(p, data, question);
  const parts = failed ? undefined : intent.blocks?.(p, data);
  const blocks = parts && parts.length > 0 ? { blocks: parts } : {};
  const first = p.calls[0];
  const propertyId = typeof first?.args.property === "string" ? first.args.property : p.property?.id;
  const listed = resultOf(data, "properties")?.items;
  const property = properties.find((row) => row.id === propertyId) ?? (p.intent === "property" && listed?.length === 1 ? properties.find((row) => row.id === listed[0]!.id) : undefined);
  const entities = entitiesOf(p, property ?? null);
  return { answer, ...blocks, sources, calls: p.calls, entities, brain: "planner" };
}

/** The embedded brain: the deterministic planner and the same tools as the model. */
export async function plannerAnswer(ctx: ToolContext, question: string, history: PreviousTurn[]): Promise<ChatAnswer> {
  const { plan: p, properties } = await planQuestion(ctx, question, history);
  return executePlan(ctx, question, p, properties);
}
