import type { PropertyRow } from "../../db/schema";
import type { RecordsVocabulary } from "../tools/vocabulary";
import type { Entities } from "../types";
import { nounsOf, understand, type Frame } from "./frame";
import type { Plan, PlanContext } from "./intent";
import { INTENTS, intentNamed } from "./intents";
import { fallBackToDocuments, search } from "./intents/search";

/**
 * The deterministic planner: reads what a question names (frame.ts), lets the previous turn's intent
 * take it as a follow-up, else gives it to the first intent that recognises it. A plan that cannot
 * use a word naming something the records do not hold goes to the documents, and failing them says
 * what it did understand. It never answers by itself: the intents' tools do.
 */
export function planFrame(f: Frame, c: PlanContext): Plan {
  const follow = intentNamed(c.previous?.intent)?.followUp?.(f, c.previous!, c);
  if (follow) return follow;
  const intent = INTENTS.find((candidate) => candidate.recognise(f, c)) ?? search;
  const decided = intent.plan(f, c);
  const unused = intent.unused?.(f, decided) ?? [];
  if (unused.length === 0) return decided;
  return fallBackToDocuments(f, decided, unused, intent.understood(f, decided));
}

/** Plans a question with the records' properties and vocabulary, and the previous turn for follow-ups. */
export async function plan(question: string, today: string, properties: PropertyRow[], vocabulary: RecordsVocabulary, previous?: Entities, previousProperty?: PropertyRow): Promise<Plan> {
  const frame = await understand(question, today, properties, vocabulary);
  const planned = planFrame(frame, { today, properties, vocabulary, previous, previousProperty });
  // A document question's nouns are read only when the documents are searched.
  return planned.intent === "search" && !planned.unused ? { ...planned, nouns: await nounsOf(frame) } : planned;
}
