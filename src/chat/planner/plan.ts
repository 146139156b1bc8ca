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
  const split = await twoAsks(question, planned, { today, properties, vocabulary, previous, previousProperty });
  if (split) return split;
  // A document question's nouns are read only when the documents are searched.
  return planned.intent === "search" && !planned.unused ? { ...planned, nouns: await nounsOf(frame) } : planned;
}

/**
 * Where a question asks a second thing: after ", and", "; and", "? and", or "and" before a question
 * word ("... and when did we close on it"). A bare "?" is not one: what follows it mostly says more
 * of the same ask ("was it profitable last yr? income minus expenses").
 */
const SECOND_ASK = /[,;?]\s*(?:and|also|plus)\s+|\s+and\s+(?=(?:when|what|whats|what's|how|who|where|which|any|also)\b)/;

/** What a turn of a plan leaves for the next one to follow: as executePlan stores it, before any tool has run. */
export function entitiesOf(p: Plan): Entities {
  const first = p.calls[0];
  const property = typeof first?.args.property === "string" ? first.args.property : p.property?.id;
  return {
    intent: p.intent,
    ...(first ? { tool: first.tool, args: first.args } : {}),
    ...(p.focus ? { focus: p.focus } : {}),
    ...(property ? { property_id: property } : {}),
    ...(p.periods[0] ? { period: { start: p.periods[0].start, end: p.periods[0].end, label: p.periods[0].label } } : {}),
    ...(p.counterparty ? { counterparty: p.counterparty } : {}),
  };
}

/** A call's filters, without how its rows are summed up. */
const filtersOf = (p: Plan): Record<string, unknown> => {
  const { aggregate: _a, limit: _l, group_by: _g, ...filters } = p.calls[0]?.args ?? {};
  return filters;
};

/** "the total, and how much of it was Hood River County": the second reads a part of the first's records. */
function narrows(a: Plan, b: Plan): boolean {
  if (a.intent !== b.intent || a.calls.length !== 1 || b.calls.length !== 1) return false;
  const [wide, narrow] = [filtersOf(a), filtersOf(b)];
  const same = Object.entries(wide).every(([key, value]) => JSON.stringify(narrow[key]) === JSON.stringify(value));
  return same && Object.keys(narrow).length > Object.keys(wide).length;
}

/** Words that ask for a comparison, which a question of two periods may mean. */
const COMPARED = /\b(?:compare|compared|comparison|vs|versus|than|difference|change|changed|more|less|higher|lower|up|down)\b/;

/**
 * "cleaning fees in August last year, and any late fees from Dev last yr?": two asks in one, which
 * the question as a whole would read as one (a comparison of the two periods). Each part is planned
 * on its own, the second as a follow-up of the first ("insurance on it"), and both are answered
 * when each is a question the records answer and they read different records. Otherwise the whole
 * question's plan stands.
 */
async function twoAsks(question: string, whole: Plan, c: PlanContext): Promise<Plan | undefined> {
  const at = SECOND_ASK.exec(question.toLowerCase());
  if (!at || whole.followUp) return undefined;
  const first = question.slice(0, at.index).trim();
  const second = question.slice(at.index + at[0].length).trim();
  const words = (text: string) => text.match(/[a-z0-9']+/gi)?.length ?? 0;
  if (words(first) < 3 || words(second) < 3) return undefined;
  const a = planFrame(await understand(first, c.today, c.properties, c.vocabulary), c);
  if (a.intent === "search" || a.unused?.length || a.calls.length === 0) return undefined;
  const b = planFrame(await understand(second, c.today, c.properties, c.vocabulary), { ...c, previous: entitiesOf(a), previousProperty: a.property ?? c.previousProperty });
  if (b.intent === "search" || b.unused?.length || b.calls.length === 0) return undefined;
  // Split only where the whole question cannot hold both asks: it fell to the documents, it compares
  // two periods no one asked to compare, the asks are of two kinds, or the second is a part of the first.
  const wholeFails = whole.intent === "search" || (whole.unused?.length ?? 0) > 0;
  const unaskedComparison = whole.focus === "compare" && !whole.sides && !COMPARED.test(question.toLowerCase());
  if (!(wholeFails || unaskedComparison || a.intent !== b.intent || narrows(a, b))) return undefined;
  return { ...b, calls: [...a.calls, ...b.calls], parts: [{ plan: a, question: first }, { plan: b, question: second }] };
}
