import type { Database } from "../../../db/client";
import { staysInPeriod } from "../../../db/stays";
import type { PropertyRow } from "../../../db/schema";
import type { QueryDatabaseArgs } from "../schemas";

export interface StaysData {
  entity: "stays";
  start_date: string;
  end_date: string;
  /** The guest asked about (`text`), or null for every guest. */
  guest: string | null;
  /** The platform or words of the bookings asked about (`source`), or null for every booking. */
  source: string | null;
  /** The platform or words of the bookings left out (`exclude_source`), or null when none is. */
  excluded: string | null;
  /** Stays with at least one night in the period, all properties together. */
  total: number;
  /** Of those, the ones that checked in within the period (the bookings "in July"). */
  checked_in: number;
  /** The day the question was asked: a period after it has not begun. */
  today: string;
  properties: {
    address: string;
    /** False when no booking of this property has its nights on record: its nights and occupancy are unknown. */
    nights_known: boolean;
    nights_booked: number;
    nights_available: number;
    /** nights_booked / nights_available, 0..1, or null when unknown */
    occupancy: number | null;
    /** Every stay of the property in the period (the list below stops at LISTED). */
    stay_count: number;
    /** `nights` is null for a booking recorded without them. */
    stays: { code: string; guest: string | null; check_in: string; nights: number | null }[];
  }[];
}

const normalName = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/** Most stays listed per property (every stay still counts in the totals). */
const LISTED = 50;

/** Booked stays (guests, nights) and occupancy for a period: what the occupancy report reads. */
export async function queryStays(db: Database, args: QueryDatabaseArgs, today: string, property: PropertyRow | null): Promise<StaysData> {
  const startDate = args.start_date ?? `${today.slice(0, 4)}-01-01`;
  const endDate = args.end_date ?? today;
  const found = await staysInPeriod(db, { startDate, endDate, propertyId: property?.id });
  // `text`: one guest's stays (a name the guest's name holds, in any case and spacing).
  const guest = args.text ? normalName(args.text) : null;
  // `source`: the bookings made through one platform ("vrbo"): the words their records hold.
  const source = args.source ? normalName(args.source) : null;
  // `exclude_source`: every booking but those ("not through airbnb": the direct ones).
  const excluded = args.exclude_source ? normalName(args.exclude_source) : null;
  const ofGuest = <T extends { guest: string | null; source: string }>(stays: T[]) =>
    stays.filter((s) => (!guest || (s.guest !== null && normalName(s.guest).includes(guest))) && (!source || normalName(s.source).includes(source)) && (!excluded || !normalName(s.source).includes(excluded)));
  /** Only some of the bookings are asked: their nights are theirs, not the property's occupancy. */
  const some = Boolean(guest || source || excluded);
  // Without a property named, only the properties with stays on record (short-term rentals), and for
  // a guest, only where the guest stayed.
  const shown = (property ? found : found.filter((p) => p.booked)).map((p) => ({ ...p, stays: ofGuest(p.stays) })).filter((p) => !some || property || p.stays.length > 0);
  const properties = shown.map(({ property: p, stays, occupancy, known }) => ({
    address: p.address,
    nights_known: known,
    // A guest's (or one platform's) nights are theirs alone: the property's occupancy is not theirs to report.
    nights_booked: some ? stays.reduce((sum, s) => sum + (s.nights ?? 0), 0) : occupancy.nightsBooked,
    nights_available: occupancy.nightsAvailable,
    occupancy: !some && known && occupancy.nightsAvailable > 0 ? Number((occupancy.nightsBooked / occupancy.nightsAvailable).toFixed(4)) : null,
    stay_count: stays.length,
    // `aggregate: "max"`: the latest stays first (the most recent guest).
    stays: (args.aggregate === "max" ? [...stays].sort((a, b) => b.checkIn.localeCompare(a.checkIn)) : stays).slice(0, args.limit ?? LISTED).map((s) => ({ code: s.code, guest: s.guest, check_in: s.checkIn, nights: s.nights })),
  }));
  const all = shown.flatMap((p) => p.stays);
  return { entity: "stays", start_date: startDate, end_date: endDate, guest: args.text ?? null, source: args.source ?? null, excluded: args.exclude_source ?? null, total: all.length, checked_in: all.filter((s) => s.checkIn >= startDate && s.checkIn <= endDate).length, today, properties };
}
