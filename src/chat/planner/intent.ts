import type { PerUnit } from "./per-unit";
import type { PropertyRow } from "../../db/schema";
import type { ToolData } from "../tools";
import type { RecordsVocabulary } from "../tools/vocabulary";
import type { AnswerBlock, Entities, Period, ToolCall } from "../types";
import type { Frame } from "./frame";
import { isoDate, lastDayOfMonth } from "../../domain/dates";
import { longDate } from "../format";
import { aYearBack, monthPeriod, quarterPeriod, wholeYear, yearPeriod } from "./periods";

/**
 * One kind of question the planner answers: how it is recognised from what a question names, the
 * tool calls it plans, the words it cannot use, how its answer is written from the tools' results,
 * and the follow-ups it takes. The planner tries the intents in the order of intents/index.ts.
 */
export interface Intent {
  name: string;
  /** Whether the question asks this (the first intent that says so plans it). */
  recognise(f: Frame, c: PlanContext): boolean;
  /** The tool calls and the answer's wording for the question. */
  plan(f: Frame, c: PlanContext): Plan;
  /**
   * Words of the question this plan cannot use: it would answer another question, so the planner
   * falls back to the documents and, failing them, says what it did understand. None by default.
   */
  unused?(f: Frame, p: Plan, c: PlanContext): string[];
  /**
   * Words a passage must hold to answer in this plan's place when the question goes to the documents
   * ("the EIN of Smoky Ridge": a passage naming Smoky Ridge that states no EIN does not answer).
   */
  mustHold?(f: Frame, p: Plan): string[];
  /** What the plan understood, in words ("the deadlines", "utilities in July 2025"). */
  understood(f: Frame, p: Plan): string;
  /** The answer, from the results of the plan's calls (in their order). */
  write(p: Plan, results: ToolData[], question: string): string;
  /**
   * Which of the plan's calls the answer was written from, when it read several and used some (a
   * search that also looked at the deadlines): only those calls' sources are given. All by default.
   */
  answeredBy?(p: Plan, results: ToolData[], question: string): number | number[] | undefined;
  /** The same answer as parts, when it holds a table or a list (the app shows these). */
  blocks?(p: Plan, results: ToolData[]): AnswerBlock[] | undefined;
  /**
   * A question that changes one slot of a previous turn of this intent ("and in August?", "and the
   * annual report?", "how much did they bring in?"), or null when it stands on its own.
   */
  followUp?(f: Frame, previous: Entities, c: PlanContext): Plan | null;
  /** Other intents whose turns this one's follow-ups also take ("how many nights did that cover" after the bookings' income). */
  followsFrom?: string[];
  /** A question this intent takes whatever came before it, for it names its own measure ("what's the loan balance" after an interest figure). */
  claims?(f: Frame, c: PlanContext): boolean;
}

/** What the planner knows beside the question. */
export interface PlanContext {
  today: string;
  /** Live properties, first acquired first. */
  properties: PropertyRow[];
  vocabulary: RecordsVocabulary;
  /** The previous turn of the session. */
  previous?: Entities;
  previousProperty?: PropertyRow;
}

/** What the planner understood: the tool calls to make and how to word the answer. */
export interface Plan {
  /** The intent that plans and writes it. */
  intent: string;
  /** The first transaction's date, where every period asked ends before it: nothing is recorded then. */
  recordsFrom?: string;
  calls: ToolCall[];
  /** Labels of the periods, one per call for comparisons. */
  periods: Period[];
  /** Which fact or view the question is after (an intent's own word: "depreciation", "latest", "guests"). */
  focus?: string;
  /** "which month had the most": pick the top group; "which months did we lose money": the groups with a net loss (or profit). */
  pick?: "max" | "min" | "loss" | "profit";
  /** Phrases the categories came from, for the answer's wording. */
  phrases: string[];
  property?: PropertyRow;
  /** False when the planner fell back to a plain document search: a model may do better. */
  confident: boolean;
  followUp: boolean;
  /** Words of the question no part of the plan used ("appraisal", "weather"): why it is not confident. */
  unused?: string[];
  /** What was understood, in words, when the plan could not use every word of the question. */
  understood?: string;
  /** Labels of the compared sides (properties or categories), one per call, when a comparison is not between periods. */
  sides?: string[];
  /** What the sides are: properties, categories, or names of the records (or a category and a name). */
  sideKind?: "property" | "category" | "name";
  /** The intent the question was read as before a word went unused: a passage does not answer "how much did we pay". */
  asked?: string;
  /** The records' name the question used (a vendor, tenant or guest), kept for a follow-up. */
  counterparty?: string;
  /** A person the question named by name whose rows the ledger holds, for a "he" or "she" after. */
  person?: string;
  /** For a document question: the things it names, which an answering passage must hold. */
  nouns?: string[];
  /** For a document question: the question as read (abbreviations written out, the company's name as "the company"). */
  text?: string;
  /** Two asks in one question ("cleaning fees in August, and any late fees from Dev last year?"): each part's plan and its words, answered in turn. */
  parts?: { plan: Plan; question: string; lead?: string }[];
  /** Which part a follow-up follows: the last unless the parts sum the same records up two ways (then the first, the total). */
  followed?: number;
  /** "what did that work out to per acre": the count the figure is divided by. */
  per?: PerUnit;
}

export const call = (tool: ToolCall["tool"], args: Record<string, unknown>): ToolCall => ({ tool, args });
export const periodArgs = (p?: Period): { start_date?: string; end_date?: string } => (p ? { start_date: p.start, end_date: p.end } : {});

/** "the quarter before that", "the month after", "a year earlier": the previous turn's period, moved. */
const MOVED = /\b(?:the\s+)?(month|quarter|year)\s+(before|prior|after)\b(?:\s+(?:that|it|this))?|\ba\s+(year|month|quarter)\s+(earlier|before|later|after)\b/;

function moved(period: Period, unit: string, back: boolean): Period {
  const months = unit === "month" ? 1 : unit === "quarter" ? 3 : 12;
  // "so far this year", then "and the year before?": that whole year, not its first months ("q1"
  // then "the year before" is still a quarter: a to-date span ends inside a month).
  const [startYear, endYear] = [Number(period.start.slice(0, 4)), Number(period.end.slice(0, 4))];
  const toDate = Number(period.end.slice(8, 10)) !== lastDayOfMonth(endYear, Number(period.end.slice(5, 7)));
  if (unit === "year" && period.start.endsWith("-01-01") && startYear === endYear && toDate) return yearPeriod(startYear + (back ? -1 : 1));
  const shift = (iso: string, end: boolean) => {
    const index = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + (back ? -months : months);
    const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
    // A period that starts or ends inside a month ("since March 15", through today) keeps its days.
    const day = Number(iso.slice(8, 10));
    const wholeMonth = end ? day === lastDayOfMonth(Number(iso.slice(0, 4)), Number(iso.slice(5, 7))) : day === 1;
    return isoDate(y, m, wholeMonth ? (end ? lastDayOfMonth(y, m) : 1) : Math.min(day, lastDayOfMonth(y, m)));
  };
  const start = shift(period.start, false);
  const end = shift(period.end, true);
  // A whole month, quarter or year is called so ("September 2026", "Q3 2026", "2025").
  const [y, from, to] = [Number(start.slice(0, 4)), Number(start.slice(5, 7)), Number(end.slice(5, 7))];
  if (start.slice(0, 4) === end.slice(0, 4) && start.endsWith("-01") && end === isoDate(y, to, lastDayOfMonth(y, to))) {
    if (from === to) return monthPeriod(y, from);
    if (to === from + 2 && from % 3 === 1) return quarterPeriod(y, (from + 2) / 3);
    if (from === 1 && to === 12) return { start, end, label: String(y) };
  }
  return { start, end, label: `${longDate(start)} to ${longDate(end)}` };
}

/**
 * "expenses at thornapple last month vs the month before", "Q2 compared to the quarter before": the
 * one period a question names, and the period a move from it names after it.
 */
export function periodsMovedWithin(f: Frame): Frame {
  const [first] = f.periods;
  const move = first && f.periods.length === 1 ? MOVED.exec(f.text) : null;
  // "next year after the increase" moves nothing: the move is said of a period ("the year before").
  if (!first || !move || move.index < first.at || !/^(?:the|a)\s/.test(move[0])) return f;
  const period = moved(first, (move[1] ?? move[3])!, /^(before|prior|earlier)$/.test((move[2] ?? move[4])!));
  return { ...f, periods: [first, { ...period, at: move.index }] };
}

/** The period a follow-up names: "and in August?" after a question about 2025 is August 2025; "the quarter before that" is the previous turn's, moved. */
export function followUpPeriod(f: Frame, previous: Entities): Period | undefined {
  const found = f.periods[0];
  // "what was it this same month a year ago?" after what is paid now: this month, a year back.
  if (!found && f.yearBack && !previous.period && /\bmonth\b/.test(f.text)) return monthPeriod(Number(f.today.slice(0, 4)) - 1, Number(f.today.slice(5, 7)));
  if (!found && f.yearBack && previous.period) {
    const { at: _, ...back } = aYearBack(previous.period, 0);
    return back;
  }
  // "what about the whole year?" after a quarter of 2025: all of that year.
  const year = previous.period ? Number(previous.period.start.slice(0, 4)) : undefined;
  if (!found && year && previous.period!.end.startsWith(String(year)) && THE_WHOLE_YEAR.test(f.text)) return yearPeriod(year);
  const move = !found && previous.period ? MOVED.exec(f.text) : null;
  if (move && previous.period) return moved(previous.period, (move[1] ?? move[3])!, /^(before|prior|earlier)$/.test((move[2] ?? move[4])!));
  if (!found) return undefined;
  const prevYear = previous.period ? Number(previous.period.start.slice(0, 4)) : undefined;
  if (found.quarterOnly && prevYear) return { ...quarterPeriod(prevYear, found.quarterOnly) };
  if (found.monthOnly && prevYear) return monthPeriod(prevYear, found.monthOnly);
  return (f.periods.length === 1 && previous.period && samePartOf(previous.period, found, f.text)) || found;
}

/** "the whole year", "the full year", "all year": the year of the period before, no year named ("the whole year before" moves it). */
const THE_WHOLE_YEAR = /(?:\b(?:the|that)\s+(?:whole|full|entire|complete)\s+(?:year|yr)|\ball\s+(?:year|yr)(?!\s+(?:long|round))|\bfull[- ]year)\b(?!\s+(?:before|prior|earlier|after|ago|back)\b)/;

/** "the whole of last year", "all of 2025", "for the full year": a year said as a whole. */
const WHOLE_YEAR = /\b(?:whole|full|entire|all\s+of|all|complete)\s+(?:of\s+)?(?:the\s+)?(?:year|last\s+year|this\s+year|\d{4}|yr)\b|\b(?:the\s+)?year\s+as\s+a\s+whole\b/;

/**
 * "Q1 rent this year", then "and last yr?": the first quarter of last year. A follow-up that names a
 * bare year after a whole month or quarter asks for the same part of that year, as "the year before"
 * does; after a year or a year to date it is that whole year. "The whole of last year" is the year.
 */
function samePartOf(previous: Period, year: Period, text: string): Period | undefined {
  const [y, startMonth, endMonth] = [Number(previous.start.slice(0, 4)), Number(previous.start.slice(5, 7)), Number(previous.end.slice(5, 7))];
  if (!wholeYear(year) || WHOLE_YEAR.test(text) || previous.end.slice(0, 4) !== String(y) || !previous.start.endsWith("-01")) return undefined;
  if (previous.end !== isoDate(y, endMonth, lastDayOfMonth(y, endMonth))) return undefined;
  const target = Number(year.start.slice(0, 4));
  if (startMonth === endMonth) return monthPeriod(target, startMonth);
  if (endMonth === startMonth + 2 && startMonth % 3 === 1) return quarterPeriod(target, (startMonth + 2) / 3);
  return undefined;
}

/** The results of one kind, in their order. */
export function resultsOf<E extends ToolData["entity"]>(results: ToolData[], entity: E): Extract<ToolData, { entity: E }>[] {
  return results.filter((data): data is Extract<ToolData, { entity: E }> => data.entity === entity);
}

/** The first result of one kind, or undefined. */
export const resultOf = <E extends ToolData["entity"]>(results: ToolData[], entity: E): Extract<ToolData, { entity: E }> | undefined => resultsOf(results, entity)[0];

/** A base plan for an intent: the frame's phrases and property, confident, not a follow-up. */
export function planOf(intent: string, f: Frame, property: PropertyRow | undefined, rest: Partial<Plan> & Pick<Plan, "calls">): Plan {
  return { intent, periods: [], phrases: f.phrases, property, confident: true, followUp: false, ...(f.counterparty ? { counterparty: f.counterparty.phrase } : {}), ...rest };
}

/** A table's column: figures are right-aligned. */
export const column = (label: string, align: "left" | "right" = "left") => ({ label, align });
