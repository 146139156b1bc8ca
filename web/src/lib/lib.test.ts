// The app's pure helpers (web/src/lib): calendar-date presets, import line numbers and highlighting.
import { describe, expect, it } from "vitest";
import { csvText } from "./csv-text";
import { addMonths, isRealIsoDate, monthEnd, parseDateInput, periodOf, presetOf, shiftYears } from "./dates";
import { highlight, termsOf } from "./documents";
import { numberedLines, replaceLines } from "./import-lines";
import { matchTextOf } from "./rules";

describe("calendar dates", () => {
  it("moves a date by years, February 29 landing on the 28th", () => {
    expect(shiftYears("2026-11-23", -1)).toBe("2025-11-23");
    expect(shiftYears("2028-02-29", -1)).toBe("2027-02-28");
  });

  it("moves by months across years and clamps the day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-12-01", -11)).toBe("2026-01-01");
    expect(monthEnd("2028-02-10")).toBe("2028-02-29");
  });

  it("gives each preset its dates", () => {
    expect(periodOf("ytd", "2026-11-23")).toEqual({ start: "2026-01-01", end: "2026-11-23" });
    expect(periodOf("last-month", "2026-01-10")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(periodOf("this-quarter", "2026-11-23")).toEqual({ start: "2026-10-01", end: "2026-12-31" });
    expect(periodOf("last-12", "2026-11-23")).toEqual({ start: "2025-12-01", end: "2026-11-30" });
    expect(periodOf("last-year", "2026-11-23")).toEqual({ start: "2025-01-01", end: "2025-12-31" });
    expect(periodOf("all", "2026-11-23")).toEqual({});
  });
});

describe("import lines", () => {
  const text = "Date,Description,Amount\r\n2025-01-02,A,-1.00\r\n\r\n2025-13-01,B,-2.00\n";

  it("numbers lines as the server does: header first, blank lines skipped", () => {
    expect(numberedLines(text)).toEqual([
      { line: 1, index: 0 },
      { line: 2, index: 1 },
      { line: 3, index: 3 },
    ]);
  });

  it("replaces the line a server error names, and ignores a line that does not exist", () => {
    const fixed = replaceLines(text, { 3: "2025-12-01,B,-2.00", 9: "x" });
    expect(fixed.split("\n")[3]).toBe("2025-12-01,B,-2.00");
    expect(fixed).not.toContain("x");
  });
});

describe("highlighting", () => {
  it("marks the query's words wherever they appear, whatever the case", () => {
    const terms = termsOf("Who are the MEMBERS of the LLC?");
    expect(terms).toEqual(["members", "llc"]);
    const parts = highlight("The members are Dana and Luis.", ["members", "dana"]);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(["members", "Dana"]);
    expect(parts.map((part) => part.text).join("")).toBe("The members are Dana and Luis.");
  });

  it("treats the query's punctuation as text, not as a pattern", () => {
    expect(highlight("a (b) c", ["(b)"]).some((part) => part.match)).toBe(true);
  });
});

describe("CSV downloads", () => {
  it("keeps negative amounts as numbers and escapes what a spreadsheet would run", () => {
    const text = csvText(["Date", "Description", "Amount"], [
      ["2025-07-01", "=HYPERLINK(\"http://x\")", "-1234.56"],
      ["2025-07-02", "+1 call me", "-0.05"],
      ["2025-07-03", "@SUM(A1)", "12.00"],
      ["2025-07-04", "-refund", "-7"],
    ]);
    const lines = text.split("\r\n");
    expect(lines[1]).toBe(`2025-07-01,"'=HYPERLINK(""http://x"")",-1234.56`);
    expect(lines[2]).toBe(`2025-07-02,"'+1 call me",-0.05`);
    expect(lines[3]).toBe(`2025-07-03,"'@SUM(A1)",12.00`);
    expect(lines[4]).toBe(`2025-07-04,"'-refund",-7`);
  });
});

describe("period links", () => {
  it("reads a known preset and nothing else", () => {
    expect(presetOf("last-year")).toBe("last-year");
    expect(presetOf("last-decade")).toBeUndefined();
    expect(presetOf(null)).toBeUndefined();
  });
});

describe("assistant source links", () => {
  it("opens documents filtered by title with the list's own parameter, and transactions over every date", async () => {
    const { hrefOfSource } = await import("./links");
    const source = (link: unknown) => ({ title: "x", snippet: "", link }) as never;
    expect(hrefOfSource(source({ resource: "documents", query: { q: "lease" } }))).toBe("/documents?title=lease");
    expect(hrefOfSource(source({ resource: "transactions", query: { q: "plumb" } }))).toBe("/transactions?q=plumb&period=all");
    expect(hrefOfSource(source({ resource: "properties", id: "p1" }))).toBe("/properties/p1");
  });
});

describe("the one date input (web/src/lib/dates.ts)", () => {
  it("reads the user's own numeric order, ISO and a month's name, and names a date that does not exist", () => {
    expect(parseDateInput("03/15/2024", "en-US")).toEqual({ iso: "2024-03-15" });
    expect(parseDateInput("15/03/2024", "en-GB")).toEqual({ iso: "2024-03-15" });
    expect(parseDateInput("3/5/24", "en-US")).toEqual({ iso: "2024-03-05" });
    expect(parseDateInput("2024-03-15", "en-GB")).toEqual({ iso: "2024-03-15" });
    expect(parseDateInput("March 15, 2024", "en-US")).toEqual({ iso: "2024-03-15" });
    expect(parseDateInput("15 Mar 2024", "en-GB")).toEqual({ iso: "2024-03-15" });
    expect(parseDateInput("  ", "en-US")).toEqual({ iso: "" });
    expect(parseDateInput("2024-02-30", "en-US")).toEqual({ error: "No such date: February 30, 2024." });
    expect(parseDateInput("02/29/2023", "en-US")).toEqual({ error: "No such date: February 29, 2023." });
    expect(parseDateInput("02/29/2024", "en-US")).toEqual({ iso: "2024-02-29" });
    expect(parseDateInput("13/15/2024", "en-US")).toEqual({ error: "No such month: 13. Enter a date such as 03/15/2024." });
    expect(parseDateInput("next tuesday", "en-US")).toEqual({ error: "Enter a date such as 03/15/2024 or 2024-03-15." });
    expect(isRealIsoDate("2024-02-29")).toBe(true);
    expect(isRealIsoDate("2024-02-30")).toBe(false);
    expect(isRealIsoDate("02/28/2024")).toBe(false);
  });
});

describe("a rule made from a transaction", () => {
  it("matches on the first run of words without digits, at most four", () => {
    expect(matchTextOf("THE HOME DEPOT #1517 07/12")).toBe("THE HOME DEPOT");
    expect(matchTextOf("SQ *PINECREST WINDOW CO 4411")).toBe("SQ *PINECREST WINDOW CO");
    expect(matchTextOf("POS 0712 GREENLEAF LAWN CARE SERVICES LLC")).toBe("GREENLEAF LAWN CARE SERVICES");
    expect(matchTextOf("1234 5678")).toBe("1234 5678");
  });
});
