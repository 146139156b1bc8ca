import type { CategoryRule } from "../domain/categorize";
import type { TransactionType } from "../domain/categories";
import type { CompiledRule } from "../domain/rules";
import type { SplitPart } from "../domain/splits";

/** A row turned into a transaction, not yet checked against the database. */
export interface DraftTransaction {
  line: number;
  importKey: string;
  property_id: string | null;
  transaction_date: string;
  /** Positive cents. */
  amount_cents: number;
  category: string;
  transaction_type: TransactionType;
  description: string;
  source_account: string | null;
  extra_metadata: Record<string, unknown>;
  /** The parts a rule's split template books the line as (two or more), or none for a line booked whole. */
  split?: SplitPart[];
}

export interface RowNote {
  line: number;
  reason: string;
}

export interface Conversion {
  drafts: DraftTransaction[];
  skipped: RowNote[];
  invalid: RowNote[];
  /** Rows no rule could categorise; filed under expense:other / revenue:other and flagged for review. */
  uncategorized: number;
  /** The lines each saved rule matched, by rule id. */
  ruleMatches?: Map<string, number[]>;
}

export interface ImportContext {
  /** Every row goes to this property when set. */
  propertyId: string | null;
  /** The live property an Airbnb listing name belongs to (`extra_metadata.airbnb_listing`). */
  propertyForListing: (listing: string) => string | undefined;
  sourceAccount: string | null;
  /** The company's saved rules, tried in order before the built-in guesses (bank files only). */
  rules?: readonly CompiledRule[];
  /** The built-in guesses as the company left them (bank files only); as shipped when left out. */
  guesses?: readonly CategoryRule[];
}

/** A problem with the whole file (a missing column), as opposed to one row. */
export class FileProblem extends Error {}
