import { z } from "zod";
import { OBLIGATION_TYPES, TRANSACTION_TYPES } from "../../db/schema";
import { isCategoryOrGroup } from "../../domain/categories";
import { isIsoDate } from "../../domain/dates";
import { isDocumentTypeOrGroup } from "../../domain/document-types";
import { OBLIGATION_STATUSES } from "../../domain/obligation-status";

/**
 * The parameters of the three tools. The same zod schemas validate what either brain asks for and,
 * turned into JSON Schema, are what the model is shown.
 */
const Day = z.string().refine(isIsoDate, "a date as YYYY-MM-DD");
const Category = z.string().refine(isCategoryOrGroup, "a category value or group, e.g. expense:utilities or revenue:rental_income");
const DocType = z.string().refine(isDocumentTypeOrGroup, "a document type or group, e.g. formation or insurance:policy");

export const QUERY_ENTITIES = ["properties", "transactions", "obligations", "company", "documents", "stays", "deposits"] as const;
export const AGGREGATES = ["list", "sum", "count", "average", "min", "max"] as const;
export const GROUP_BYS = ["month", "quarter", "category", "property"] as const;

export const QueryDatabaseArgs = z
  .object({
    entity: z.enum(QUERY_ENTITIES).describe("What to read: properties (with basis and depreciation), transactions, obligations (deadlines), company (profile: EIN, state, formation date), documents (records) or deposits (security deposits held per tenant: received, returned, kept, still held), or stays (booked stays with guests and nights, and occupancy, from Airbnb imports and booking transactions)"),
    property: z.string().min(1).max(200).optional().describe("A property: its id, or part of its address or listing name (e.g. 'Alder', '2218')"),
    start_date: Day.optional().describe("First day of the period, inclusive (transaction date, obligation due date, or a night of a stay)"),
    end_date: Day.optional().describe("Last day of the period, inclusive"),
    categories: z.array(Category).max(50).optional().describe("Transaction categories or groups, e.g. ['expense:utilities'] or ['revenue:rental_income','revenue:long_term_rental']"),
    transaction_type: z.enum(TRANSACTION_TYPES).optional().describe("REVENUE or EXPENSE"),
    text: z.string().min(1).max(200).optional().describe("Words the description (or document title) contains; for stays, the guest's name; for deposits, the tenant's name"),
    also_text: z.string().min(1).max(200).optional().describe("For transactions and obligations: more words the description must contain besides text (e.g. text 'bakehouse', also_text 'base rent': that tenant's base rent only)"),
    exclude_text: z.string().min(1).max(200).optional().describe("For transactions: leave out the rows whose description contains these words (e.g. 'via Presidio Oak': what was paid to others through the manager)"),
    source: z.string().min(1).max(100).optional().describe("For stays: words the booking's record holds, such as the platform it came through ('VRBO', 'Airbnb')"),
    exclude_source: z.string().min(1).max(100).optional().describe("For stays: leave out the bookings whose record holds these words (e.g. 'Airbnb' for the bookings that did not come through Airbnb)"),
    min_amount: z.number().nonnegative().max(1e12).optional().describe("For transactions: amount at least this, in dollars (e.g. 1000 for 'over $1,000')"),
    max_amount: z.number().nonnegative().max(1e12).optional().describe("For transactions: amount at most this, in dollars"),
    aggregate: z.enum(AGGREGATES).optional().describe("For transactions: list (default), sum, count, average, min or max of the amounts; for stays, max lists the latest stays first"),
    order: z.enum(["newest", "oldest"]).optional().describe("For a list of transactions: newest first (default) or oldest first (e.g. 'when did she first pay rent')"),
    group_by: z.enum(GROUP_BYS).optional().describe("For transaction aggregates: one figure per month, quarter, category or property"),
    year: z.number().int().min(1900).max(2200).optional().describe("For properties: the tax year of the depreciation figures (default: this year)"),
    status: z.enum(OBLIGATION_STATUSES).optional().describe("For obligations: pending, due_soon, overdue, completed or cancelled"),
    within_days: z.number().int().min(0).max(3660).optional().describe("For obligations: open ones due from today through this many days ahead"),
    obligation_type: z.enum(OBLIGATION_TYPES).optional().describe("For obligations: the kind of deadline"),
    doc_type: DocType.optional().describe("For documents: a document type or group"),
    limit: z.number().int().min(1).max(50).optional().describe("Most rows to return (default 10)"),
  })
  .strict();
export type QueryDatabaseArgs = z.infer<typeof QueryDatabaseArgs>;

export const SearchDocumentArgs = z
  .object({
    query: z.string().min(1).max(500).describe("What to look for, in the words of the question"),
    document_title: z.string().min(1).max(200).optional().describe("Only in the document whose title contains this"),
    property: z.string().min(1).max(200).optional().describe("Only the documents of this property (its id, or part of its address or listing name) and the company's own, never another property's"),
    doc_type: DocType.optional().describe("Only documents of this type or group, e.g. formation:operating_agreement or insurance"),
    start_date: Day.optional().describe("Only documents dated on or after this day"),
    end_date: Day.optional().describe("Only documents dated on or before this day"),
    top_k: z.number().int().min(1).max(10).optional().describe("Passages to return (default 3)"),
  })
  .strict();
export type SearchDocumentArgs = z.infer<typeof SearchDocumentArgs>;

export const ListDocumentsArgs = z
  .object({
    doc_type: DocType.optional().describe("A document type or group, e.g. formation, insurance, accounting:bank_statement"),
    text: z.string().min(1).max(200).optional().describe("Words the title or file name contains"),
    property: z.string().min(1).max(200).optional().describe("Only the documents filed under this property (its id, or part of its address or listing name)"),
    include_superseded: z.boolean().optional().describe("Also list versions replaced by a newer one (default false)"),
  })
  .strict();
export type ListDocumentsArgs = z.infer<typeof ListDocumentsArgs>;
