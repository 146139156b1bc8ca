/**
 * A booked stay told by a transaction's description, for bookings recorded by hand or by a bank
 * feed rather than by a platform's export: "Airbnb reservation HM4KX2 - Jane Doe (3 nights)",
 * "Booking 48213 - J. Doe - from 07/03/2025, 2 nights". Pure: the caller gives the description and
 * the transaction's date, which stands for the check-in when the description names none.
 */
export interface DescribedStay {
  /** The booking's reference (a confirmation code), or null when the description names none. */
  code: string | null;
  guest: string | null;
  /** Nights, or null when the description does not say. */
  nights: number | null;
  /** The check-in the description gives (as written), or null. */
  checkIn: string | null;
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

/** The booking's confirmation code a description gives, if any. */
function codeIn(description: string): string | null {
  const mixed = CODE.exec(description)?.[0];
  if (mixed) return mixed;
  const named = CODE_NAMED.exec(description)?.[1];
  // Capitals as written (a word in lower case is no code), and no word a bank writes there.
  return named && (/^\d+$/.test(named) || named === named.toUpperCase()) && !NOT_A_CODE.test(named) ? named : null;
}
const CHECK_IN = /\b(?:from|check-?in:?|arriving|arrival:?)\s+(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/i;
/** A guest's name: two to four words of letters, each starting with a capital ("Jane Doe", "J. Doe", "Mary-Kate O'Neil"). */
const NAME = /^(?:[A-Z][a-zA-Z'’-]*\.?)(?:\s+[A-Z][a-zA-Z'’-]*\.?){1,3}$/;
/** Words of a booking line that are not a guest's name. */
const NOT_A_NAME = /\b(reservation|booking|booked|stay|nights?|payout|fee|fees|cleaning|service|host|from|rent|deposit|transfer)\b/i;

export function stayInDescription(description: string): DescribedStay | null {
  const nights = NIGHTS.exec(description);
  if (!BOOKING.test(description) && !nights) return null;
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
  return { code, guest, nights: nights ? Number(nights[1]) : null, checkIn: CHECK_IN.exec(description)?.[1] ?? null };
}
