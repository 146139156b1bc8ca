/**
 * A minimal RFC 5545 writer for an all-day-event feed: CRLF line ends, lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped. Written here rather than pulled in as a
 * library, to keep the Worker bundle small.
 */
export interface CalendarEvent {
  uid: string;
  /** Last change of the event, ISO 8601 UTC. */
  stamp: string;
  /** All-day date, YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
  rrule: string | null;
  categories: string[];
  url: string | null;
  reminderDays: number;
}

const encoder = new TextEncoder();

export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n|\r/g, "\\n");
}

/** Splits a content line into pieces of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).byteLength <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).byteLength;
    const limit = pieces.length === 0 ? 75 : 74; // the leading space of a continuation counts
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

const basicDate = (date: string) => date.replaceAll("-", "");
/** 2026-11-21T14:26:34.123Z -> 20261121T142634Z */
const basicTimestamp = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, "")}Z`;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function trigger(days: number): string {
  return days === 0 ? "PT0S" : `-P${days}D`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${basicTimestamp(event.stamp)}`,
    `LAST-MODIFIED:${basicTimestamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    // DTEND of an all-day event is exclusive: the next day.
    `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.categories.length ? [`CATEGORIES:${event.categories.map(escapeText).join(",")}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(`Due ${event.reminderDays === 0 ? "today" : `in ${event.reminderDays} days`}: ${event.summary}`)}`,
    `TRIGGER:${trigger(event.reminderDays)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR; `name` becomes X-WR-CALNAME, the name calendar apps show for a subscription. */
export function buildCalendar(name: string, events: CalendarEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Property Records//Obligations//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(name)}`,
    // How often subscribers should refresh (RFC 7986, and the older Microsoft/Apple property).
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
