import { and, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { addDays } from "../domain/dates";
import { stayInDescription } from "../domain/bookings";
import { occupancy as occupancyOf, stayWithin, type Occupancy, type Stay } from "../domain/occupancy";
import { parseCsvDate } from "../domain/csv-values";
import type { Database } from "./client";
import { properties, transactions, type PropertyRow } from "./schema";

/**
 * Stays and occupancy for reports and the assistant: the booking lines of the ledger (an Airbnb
 * import's, or a rental-income transaction whose description names a booking), read as stays.
 */

/** What reports read of a property. */
export type ReportProperty = Pick<PropertyRow, "id" | "address" | "deletedAt" | "acquisitionDate" | "placedInService" | "buildingBasisCents" | "ffeBasisCents">;

/**
 * Every property, deleted ones included (a report must not drop the transactions of a deleted
 * property), with only the columns reports read: a plain statement, run by every report.
 */
export async function allProperties(db: Database): Promise<ReportProperty[]> {
  const raw = await db.$client
    .prepare("SELECT id, address, deleted_at, acquisition_date, placed_in_service, building_basis_cents, ffe_basis_cents FROM properties ORDER BY created_at, id")
    .raw<[string, string, string | null, string, string | null, number, number]>();
  return raw.map(([id, address, deletedAt, acquisitionDate, placedInService, buildingBasisCents, ffeBasisCents]) => ({
    id,
    address,
    deletedAt,
    acquisitionDate,
    placedInService,
    buildingBasisCents,
    ffeBasisCents,
  }));
}

export interface StayRow {
  propertyId: string;
  code: string;
  /** As the import kept it (the export's own date text), or the description's, or the transaction's date. */
  startDate: string;
  /** Nights, or null when a booking was recorded without them. */
  nights: number | null;
  guest: string | null;
  /** Where the booking was recorded: its transaction's description ("VRBO reservation ..."), or "airbnb" for the Airbnb import's. */
  source: string;
}

/** What may mark a rental-income line as a booking in its description (the rest is read by domain/bookings). */
const BOOKING_WORDS = ["reservation", "booking", "booked", "stay", "night", "week", "#", "family", "party", "guest"];

/**
 * Rows that carry a booked stay, booked within `[from, to]` by transaction date: those an import
 * marked (`extra_metadata` nights, start date and confirmation code, as the Airbnb import keeps
 * them), and rental income whose description names a booking ("Airbnb reservation HM4KX2 - Jane
 * Doe (3 nights)"), however it was recorded.
 */
export async function stayRows(db: Database, range: { from: string; to: string; propertyId?: string }): Promise<StayRow[]> {
  // A stored object SQLite cannot read (nested past its limit, from before the door bounded it) marks no stay.
  const meta = (key: string) => sql`CASE WHEN json_valid(${transactions.extraMetadata}) THEN json_extract(${transactions.extraMetadata}, ${`$.${key}`}) END`;
  const marked = sql`${meta("nights")} IS NOT NULL AND ${meta("start_date")} IS NOT NULL AND ${meta("confirmation_code")} IS NOT NULL`;
  const within = and(
    isNull(transactions.deletedAt),
    gte(transactions.transactionDate, range.from),
    lte(transactions.transactionDate, range.to),
    range.propertyId ? eq(transactions.propertyId, range.propertyId) : sql`${transactions.propertyId} IS NOT NULL`,
  );
  const [imported, described] = await db.batch([
    db
      .select({
        propertyId: transactions.propertyId,
        // Named: the batch reads rows by column name, and the four expressions would share one.
        code: sql<string>`${meta("confirmation_code")}`.as("code"),
        startDate: sql<string>`${meta("start_date")}`.as("start_date"),
        nights: sql<number>`cast(${meta("nights")} as integer)`.as("nights"),
        guest: sql<string | null>`${meta("guest")}`.as("guest"),
        description: transactions.description,
      })
      .from(transactions)
      .where(and(within, marked)),
    db
      .select({ id: transactions.id, propertyId: transactions.propertyId, date: transactions.transactionDate, description: transactions.description })
      .from(transactions)
      .where(
        and(
          within,
          eq(transactions.transactionType, "REVENUE"),
          eq(transactions.category, "revenue:rental_income"),
          sql`NOT (${marked})`,
          sql`(${sql.join(BOOKING_WORDS.map((word) => sql`${transactions.description} LIKE ${`%${word}%`}`), sql` OR `)})`,
        ),
      ),
  ]);
  const rows: StayRow[] = imported
    .filter((row): row is typeof row & { propertyId: string; nights: number } => row.propertyId !== null && row.nights > 0)
    .map(({ description, ...row }) => ({ ...row, source: `airbnb ${description}` }));
  for (const row of described) {
    const stay = stayInDescription(row.description, row.date);
    if (!stay || row.propertyId === null) continue;
    // The parts of one stay, each month's line, are that one stay.
    const code = stay.code ?? (stay.whole ? `stay:${stay.guest ?? ""}:${stay.checkIn}` : `transaction:${row.id}`);
    rows.push({ propertyId: row.propertyId, code, startDate: stay.checkIn ?? row.date, nights: stay.nights, guest: stay.guest, source: row.description });
  }
  return rows;
}

/** How far before a period a stay's booking row may lie and still reach into it (a long stay). */
const LONGEST_STAY_DAYS = 366;

export interface PropertyStays {
  property: ReportProperty;
  /** The stays with a night (or, nights unknown, their check-in) in the period, by check-in; one per confirmation code. */
  stays: (Stay & { guest: string | null; source: string })[];
  occupancy: Occupancy;
  /** False when the records hold no stay with nights for the property: occupancy is unknown. */
  known: boolean;
  /** True when the records hold any stay for the property, with nights or without. */
  booked: boolean;
}

/**
 * Stays and occupancy per property for [startDate, endDate]: what the occupancy report and the
 * assistant's stays query both read. Live properties only, unless `propertyId` names one.
 */
export async function staysInPeriod(db: Database, range: { startDate: string; endDate: string; propertyId?: string }): Promise<PropertyStays[]> {
  const [rows, everyProperty] = await Promise.all([
    stayRows(db, { from: addDays(range.startDate, -LONGEST_STAY_DAYS), to: addDays(range.endDate, 31), propertyId: range.propertyId }),
    allProperties(db),
  ]);
  const byProperty = new Map<string, Map<string, Stay & { guest: string | null; source: string }>>();
  for (const row of rows) {
    const checkIn = parseCsvDate(row.startDate);
    if (!checkIn) continue;
    const stays = byProperty.get(row.propertyId) ?? new Map();
    if (!stays.has(row.code)) stays.set(row.code, { propertyId: row.propertyId, code: row.code, checkIn, nights: row.nights, guest: row.guest, source: row.source });
    byProperty.set(row.propertyId, stays);
  }
  return everyProperty
    .filter((p) => (range.propertyId ? p.id === range.propertyId : !p.deletedAt))
    .map((property) => {
      const known = [...(byProperty.get(property.id)?.values() ?? [])];
      const inPeriod = known.filter((stay) => stayWithin(stay, range.startDate, range.endDate)).sort((a, b) => a.checkIn.localeCompare(b.checkIn));
      return { property, stays: inPeriod, occupancy: occupancyOf(known, range.startDate, range.endDate, property.placedInService ?? property.acquisitionDate), known: known.some((stay) => stay.nights !== null), booked: known.length > 0 };
    });
}
