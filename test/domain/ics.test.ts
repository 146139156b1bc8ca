import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "../../src/domain/ics";

const octets = (text: string) => new TextEncoder().encode(text).byteLength;

describe("ICS text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"Grundsteuer fällig für Straße ".repeat(8)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(" ")).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes a calendar with CRLF line ends only", () => {
    const text = buildCalendar("Test, Inc. deadlines", [
      { uid: "x@property-records", stamp: "2026-01-02T03:04:05.678Z", date: "2026-12-31", summary: "S", description: "D", rrule: null, categories: [], url: null, reminderDays: 0 },
    ]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("X-WR-CALNAME:Test\\, Inc. deadlines\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(text).toContain("DTSTAMP:20260102T030405Z\r\n");
    expect(text).toContain("TRIGGER:PT0S\r\n");
    expect(text).not.toContain("RRULE:");
  });
});
