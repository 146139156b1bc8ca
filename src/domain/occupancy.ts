import { addDays, daysBetween, type IsoDate } from "./dates";

/**
 * A booked stay: `nights` nights from `checkIn`, the night of a date belonging to that date. A stay
 * whose nights are unknown (a booking recorded without them) is a stay of its check-in day, with no
 * night counted.
 */
export interface Stay {
  propertyId: string;
  /** The booking's reference (a confirmation code): the rows of one stay count once. */
  code: string;
  checkIn: IsoDate;
  nights: number | null;
}

/** Whether a stay falls in [start, end]: a night of it, or its check-in when its nights are unknown. */
export function stayWithin(stay: Pick<Stay, "checkIn" | "nights">, start: IsoDate, end: IsoDate): boolean {
  return stay.nights === null ? stay.checkIn >= start && stay.checkIn <= end : nightsWithin(stay, start, end) > 0;
}

export interface Occupancy {
  /** Nights of the period booked by stays. */
  nightsBooked: number;
  /** Nights the property could be let in the period: from the later of the period's start and `availableFrom`. */
  nightsAvailable: number;
  /** Stays with at least one night in the period. */
  stays: number;
}

/** Nights of a stay inside the period [start, end] (both inclusive). */
export function nightsWithin(stay: Pick<Stay, "checkIn" | "nights">, start: IsoDate, end: IsoDate): number {
  if (stay.nights === null) return 0;
  const first = stay.checkIn > start ? stay.checkIn : start;
  const lastNight = addDays(stay.checkIn, stay.nights - 1);
  const last = lastNight < end ? lastNight : end;
  return first > last ? 0 : daysBetween(first, last) + 1;
}

/**
 * A property's occupancy in [start, end]. Stays that share a code are one stay (an import writes a
 * reservation's rent, cleaning fee and service fee as separate rows carrying the same stay); two
 * stays that claim one night count it once, so nights booked never exceed the nights available.
 */
export function occupancy(stays: Stay[], start: IsoDate, end: IsoDate, availableFrom: IsoDate | null): Occupancy {
  const from = availableFrom && availableFrom > start ? availableFrom : start;
  const nightsAvailable = from > end ? 0 : daysBetween(from, end) + 1;
  const unique = new Map<string, Stay>();
  for (const stay of stays) if (!unique.has(stay.code)) unique.set(stay.code, stay);
  const booked = new Set<IsoDate>();
  let count = 0;
  for (const stay of unique.values()) {
    if (!stayWithin(stay, from, end)) continue;
    count++;
    const nights = nightsWithin(stay, from, end);
    const first = stay.checkIn > from ? stay.checkIn : from;
    for (let i = 0; i < nights; i++) booked.add(addDays(first, i));
  }
  return { nightsBooked: booked.size, nightsAvailable, stays: count };
}
