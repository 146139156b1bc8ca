import type { Database } from "../db/client";
import type { YearTotal } from "../db/ledger";
import type { PropertyRow } from "../db/schema";
import type { SearchIndex } from "../domain/search-index";
import type { RecordsVocabulary } from "./tools/vocabulary";

export const TOOL_NAMES = ["query_database", "search_document_content", "list_business_documents"] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/**
 * Where a client can see what a database source read: the REST collection, one record of it, or the
 * list's query parameters that select the same rows (GET /api/v1/<resource>?<query>).
 */
export interface SourceLink {
  resource: "properties" | "transactions" | "obligations" | "documents" | "company";
  id?: string;
  query?: Record<string, string>;
}

/** One source of an answer, as the API returns it. */
export interface Source {
  type: ToolName;
  description: string;
  /** 0..1 */
  relevance: number;
  document_title?: string;
  /** For document passages: the document quoted. */
  document_id?: string;
  /** For database reads and document lists: the records read. */
  link?: SourceLink;
}

/** What a tool needs: read-only access to the records and the search index, and "today". */
export interface ToolContext {
  db: Database;
  search: SearchIndex;
  /** Today in the configured time zone. */
  today: string;
  /** Live properties, first acquired first; read once per question (planner and tools share it). */
  properties(): Promise<PropertyRow[]>;
  /** Names the records use (counterparties, obligation words), read on first use per records version. */
  vocabulary(): Promise<RecordsVocabulary>;
  /** The company-wide totals of every year by type and category, kept with the copy of the records. */
  yearTotals(): Promise<YearTotal[]>;
  /** Runs reads as one D1 batch, confirming in it that the copy of the records in use is current. */
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
  /** Confirms the copy of the records in use is current, when no batch has yet (one read, or none). */
  confirm(): Promise<void>;
  /**
   * The version of the copy in use that no read has confirmed yet, or undefined: the write that
   * stores the turn confirms it (chat/service.ts), so an answer read wholly from the copy costs no read.
   */
  pending(): string | undefined;
}

/** A tool's answer: data for whoever writes the answer (the planner's writer or the model), and its sources. */
export interface ToolResult<Data = unknown> {
  data: Data;
  sources: Source[];
}

export interface ToolCall {
  tool: ToolName;
  args: Record<string, unknown>;
}

/** A period a question is about, with the words the answer uses for it. */
export interface Period {
  start: string;
  end: string;
  label: string;
}

/**
 * What a turn was about, stored with it, so that "when was it acquired?" or "and in August?" can be
 * resolved against it by either brain.
 */
export interface Entities {
  tool?: ToolName;
  args?: Record<string, unknown>;
  property_id?: string;
  property_address?: string;
  period?: Period;
  document_title?: string;
  /** The kind of question (planner intent), e.g. "transactions", "property", "obligations". */
  intent?: string;
  /** Which fact the question was after (e.g. "depreciation", "ein"). */
  focus?: string;
  /** The records' name the question used (a vendor, tenant or guest), for "and what did that cost?". */
  counterparty?: string;
  /** A person the question named whose rows the ledger holds ("Devon"), whom "he" or "she" stands for next. */
  person?: string;
  /** Words the question named that nothing in the records covers ("cabin" where no home is one): it was not answered. */
  unused?: string[];
  /** The figures a question asked side by side or added together ("base rent + the apts"), each with its call's arguments, for "same for last yr". */
  sides?: { label: string; args: Record<string, unknown> }[];
  /** Two periods the previous figure set side by side ("2024 vs 2025"), which a follow-up that changes the place asks again. */
  compared_periods?: Period[];
  /** The name whose rows the figure was given without ("not counting the new roof"), which a follow-up of another period, place or side leaves out again. */
  left_out?: string;
  /** What the sides are (see Plan.sideKind). */
  side_kind?: "property" | "category" | "name";
}

/** A previous turn, as context for the next question. */
export interface PreviousTurn {
  query: string;
  answer: string;
  entities: Entities;
}

/**
 * An answer's parts for a reader that can show them (the app): paragraphs, tables with their
 * figures' alignment, and lists. The answer's text says the same in plain words for API clients.
 */
export type AnswerBlock =
  | { type: "text"; text: string }
  | { type: "table"; columns: { label: string; align: "left" | "right" }[]; rows: string[][] }
  | { type: "list"; items: string[] };

export interface ChatAnswer {
  answer: string;
  /** The answer's parts, when it has a table or a list. */
  blocks?: AnswerBlock[];
  sources: Source[];
  calls: ToolCall[];
  entities: Entities;
  /** Which brain answered: "planner" or the model's name. */
  brain: string;
}
