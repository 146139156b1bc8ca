import { describe, expect, it } from "vitest";
import { documentTypesMatching, guessDocumentType, isDocumentTypeOrGroup, versionChangeError } from "../../src/domain/document-types";

describe("document types", () => {
  it("matches a type exactly or a whole group", () => {
    expect(documentTypesMatching("formation")).toEqual(["formation:articles", "formation:operating_agreement", "formation:ein_letter"]);
    expect(documentTypesMatching("insurance:claim")).toEqual(["insurance:claim"]);
    expect(documentTypesMatching("index")).toEqual(["index"]);
    expect(isDocumentTypeOrGroup("other")).toBe(true);
    expect(isDocumentTypeOrGroup("formation:art")).toBe(false);
    expect(isDocumentTypeOrGroup("form")).toBe(false);
  });

  it("guesses a type from the words of a file name or path, or nothing", () => {
    const cases: [string, string | null][] = [
      ["Operating_Agreement_2021.pdf", "formation:operating_agreement"],
      ["articles-of-organization.pdf", "formation:articles"],
      ["IRS EIN confirmation CP575.pdf", "formation:ein_letter"],
      ["2024 Annual Meeting Minutes.docx", "authority:meeting_minutes"],
      ["Written Consent of Members.docx", "authority:resolution"],
      ["chase/BankStatement-2025-07.pdf", "accounting:bank_statement"],
      ["Form 1065 - 2024.pdf", "accounting:tax_return"],
      ["Invoice 1042 plumbing.pdf", "accounting:invoice"],
      ["Warranty Deed 1420 Alder.pdf", "property:deed"],
      ["Title Commitment.pdf", "property:title"],
      ["appraisal_2021.pdf", "property:appraisal"],
      ["Home Inspection Report.pdf", "property:inspection"],
      ["State Farm insurance claim 2025.pdf", "insurance:claim"],
      ["Landlord Policy Declarations.pdf", "insurance:policy"],
      ["Records guide.md", "index"],
      ["notes.txt", null],
      ["deeded-access.txt", null],
    ];
    for (const [name, type] of cases) expect(guessDocumentType(name), name).toBe(type);
  });

  it("allows draft -> final, final -> superseded, superseded -> final, and nothing back to draft", () => {
    expect(versionChangeError("draft", "final")).toBeNull();
    expect(versionChangeError("final", "superseded")).toBeNull();
    expect(versionChangeError("superseded", "final")).toBeNull();
    expect(versionChangeError("final", "final")).toBeNull();
    expect(versionChangeError("final", "draft")).toMatch(/cannot become draft/);
    expect(versionChangeError("draft", "superseded")).toMatch(/cannot become superseded/);
    expect(versionChangeError("superseded", "draft")).toMatch(/cannot become draft/);
  });
});
