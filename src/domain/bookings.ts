/**
 * A booked stay told by a transaction's description, for bookings recorded by hand or by a bank
 * feed rather than by a platform's export: "Airbnb reservation HM4KX2 - Jane Doe (3 nights)",
 * "Booking 48213 - J. Doe - from 07/03/2025, 2 nights", "Week of Jul 11 (Sat-Sat) - Okafor family,
 * Vrbo #71842209", "Fall weekend Oct 9-12 - Lindqvist party, direct". Pure: the caller gives the
 * description and, to read the dates it writes without a year, the transaction's date (which stands
 * for the check-in when the description names none).
 */
import { daysBetween, isoDate } from "./dates";

export interface DescribedStay {
  /** The booking's reference (a confirmation code), or null when the description names none. */
  code: string | null;
  guest: string | null;
  /** Nights, or null when the description does not say. */
  nights: number | null;
  /** The check-in the description gives (as written), or null. */
  checkIn: string | null;
  /** True when the line is one part of a longer stay it dates whole ("30 nights of a 120-night stay Aug 20-Dec 18"): nights and check-in are the whole stay's. */
  whole?: boolean;
}

/** The words that make a revenue line a booking. */
const BOOKING = /\b(reservation|booking|booked|stay)\b/i;
const NIGHTS = /\b(\d{1,3})\s*-?\s*nights?\b/i;
/** A confirmation code: 5 to 14 capitals and digits, holding both. */
const CODE = /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,14}\b/;
/** A code of letters or of digits alone, where the line says it is one: "reservation HMUCCP", "booking #4471902". */
const CODE_NAMED = /\b(?:reservation|booking|confirmation|conf|code)\s*(?:#|no\.?|:)?\s*([A-Z]{5,14}|\d{5,14})\b/i;
/** Words a bank writes in capitals after "reservation" that are no code. */
const NOT_A_CODE = /^(?:PAYOUT|PAYMENT|PAYMENTS|DEPOSIT|REFUND|CREDIT|DEBIT|TRANSFER|AIRBNB|VRBO|HOST|SERVICE|CLEANING|NIGHTS|GUEST|INCOME|REVENUE)$/;

/** A code after "#" ("Vrbo #71842209"). */
const CODE_NUMBERED = /#\s*([A-Z0-9]{5,14})\b/;

/** The booking's confirmation code a description gives, if any. */
function codeIn(description: string): string | null {
  const mixed = CODE.exec(description)?.[0];
  if (mixed) return mixed;
  const numbered = CODE_NUMBERED.exec(description)?.[1];
  if (numbered) return numbered;
  const named = CODE_NAMED.exec(description)?.[1];
  // Capitals as written (a word in lower case is no code), and no word a bank writes there.
  return named && (/^\d+$/.test(named) || named === named.toUpperCase()) && !NOT_A_CODE.test(named) ? named : null;
}
const CHECK_IN = /\b(?:from|check-?in:?|arriving|arrival:?)\s+(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/i;
/** A guest's name: two to four words of letters, each starting with a capital ("Jane Doe", "J. Doe", "Mary-Kate O'Neil"), or a family's or party's ("Okafor family"). */
const NAME = /^(?:[A-Z][a-zA-Z'’-]*\.?)(?:\s+[A-Z][a-zA-Z'’-]*\.?){1,3}$|^[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+)?\s+(?:family|party|group|household)$/;

const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Dates of a stay without a year: "Oct 9-12", "Aug 30 - Sep 2", "Jun 12 to Jun 16". */
const RANGE = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})\\s*(?:-|–|to|through|thru)\\s*(?:${MONTH}\\s+)?(\\d{1,2})\\b`, "i");
/** "of a 120-night stay": the whole stay a line is a part of. */
const PART_OF_STAY = /\bof\s+an?\s+(\d{1,3})[\s-]*nights?\s+stay\b/i;
/** A week let from a day: "Week of Jul 11 (Sat-Sat)". */
const WEEK_OF = new RegExp(`\\bweek\\s+of\\s+${MONTH}\\s+(\\d{1,2})\\b`, "i");

/** A day written without a year, in the year that puts it nearest the transaction's date. */
function nearest(month: string, day: number, date: string): string {
  const m = MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const year = Number(date.slice(0, 4));
  const candidates = [year - 1, year, year + 1].map((y) => isoDate(y, m, day));
  return candidates.reduce((best, c) => (Math.abs(daysBetween(date, c)) < Math.abs(daysBetween(date, best)) ? c : best));
}

/** The check-in and nights the dates of a description give, read near the transaction's date. */
function datesIn(description: string, date: string): { checkIn: string; nights: number } | null {
  const range = RANGE.exec(description);
  if (range) {
    const checkIn = nearest(range[1]!, Number(range[2]), date);
    // "Dec 28-3": a day before the first is in the month after.
    const first = MONTHS.indexOf(range[1]!.slice(0, 3).toLowerCase());
    const second = range[3] ? MONTHS.indexOf(range[3].slice(0, 3).toLowerCase()) : Number(range[4]) < Number(range[2]) ? (first + 1) % 12 : first;
    const checkOut = nearest(MONTHS[second]!, Number(range[4]), checkIn);
    const nights = daysBetween(checkIn, checkOut);
    return nights > 0 && nights <= 366 ? { checkIn, nights } : null;
  }
  const week = WEEK_OF.exec(description);
  return week ? { checkIn: nearest(week[1]!, Number(week[2]), date), nights: 7 } : null;
}
/** Words of a booking line that are not a guest's name. */
const NOT_A_NAME = /\b(reservation|booking|booked|stay|nights?|payout|fee|fees|cleaning|service|host|from|rent|deposit|transfer)\b/i;

export function stayInDescription(description: string, date?: string): DescribedStay | null {
  const nights = NIGHTS.exec(description);
  const dates = date ? datesIn(description, date) : null;
  // Dates of a stay mark a booking only with a guest or a code beside them (below).
  const dated = RANGE.test(description) || WEEK_OF.test(description);
  if (!BOOKING.test(description) && !nights && !dated) return null;
  let guest: string | null = null;
  const code = codeIn(description);
  // The name is a part of its own ("... - Jane Doe (3 nights)", "Airbnb HM4QZ8 / Jane Doe / 3 nights"), or follows "for" or "guest:" in one.
  const parts = description.split(/\s+[-–—|/]\s+|\s*[()]\s*|[,;]\s+/);
  for (const part of parts) {
    const words = (/\b(?:for|guest:?|guest name:?)\s+(.+)$/i.exec(part)?.[1] ?? part).replace(/^[-–—|/]\s+/, "").trim();
    // "Airbnb HM4QZ8T2KD", "Airbnb HMHJKVJHPX": a part holding the booking's code (a word in capitals where the line has lower case) names the booking, not its guest.
    const coded = (code !== null && words.includes(code)) || (/[a-z]/.test(description) && words.split(/\s+/).some((word) => /^[A-Z0-9]{6,}$/.test(word)));
    if (NAME.test(words) && !NOT_A_NAME.test(words) && !coded) {
      guest = words;
      break;
    }
  }
  if (!BOOKING.test(description) && !nights && guest === null && code === null) return null;
  // "30 nights of a 120-night stay Aug 20-Dec 18": a part of one stay, which the line dates whole.
  const of = PART_OF_STAY.exec(description);
  if (of && dates && Math.abs(dates.nights - Number(of[1])) <= 1) return { code, guest, nights: dates.nights, checkIn: dates.checkIn, whole: true };
  // "29 nights of a 90-night stay Mar 3-Jun 1", without a date to read it by: dates of a longer stay than the nights this line is for are not its check-in.
  const said = nights ? Number(nights[1]) : null;
  const own = dates && (said === null || said === dates.nights) ? dates : null;
  return { code, guest, nights: said ?? own?.nights ?? null, checkIn: CHECK_IN.exec(description)?.[1] ?? own?.checkIn ?? null };
}
