import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { detectKind, displayFilename, originalKey, safeFilename, titleFromFilename, UnsupportedFile } from "../../src/ingest/file-types";
import { makeDocx, makePdf } from "../fixtures/documents";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("detectKind", () => {
  it("takes the kind from the extension, any case", () => {
    expect(detectKind("a.PDF", makePdf([["x"]]))).toBe("pdf");
    expect(detectKind("a.docx", makeDocx(["x"]))).toBe("docx");
    expect(detectKind("a.txt", utf8("x"))).toBe("txt");
    expect(detectKind("a.md", utf8("# x"))).toBe("markdown");
    expect(detectKind("a.markdown", utf8("# x"))).toBe("markdown");
    expect(detectKind("a.htm", utf8("<p>x</p>"))).toBe("html");
    expect(detectKind("a.csv", utf8("a,b"))).toBe("csv");
  });

  it("refuses other types, and bytes that contradict the name", () => {
    const refuse = (name: string, bytes: Uint8Array, message: RegExp) => {
      expect(() => detectKind(name, bytes)).toThrow(UnsupportedFile);
      expect(() => detectKind(name, bytes)).toThrow(message);
    };
    refuse("photo.jpg", new Uint8Array([0xff, 0xd8, 0xff]), /Unsupported file type/);
    refuse("noextension", utf8("text"), /Unsupported file type/);
    refuse("fake.pdf", utf8("just text"), /not a PDF/);
    refuse("sheet.docx", zipSync({ "xl/workbook.xml": strToU8("<w/>") }), /not a Word document/);
    refuse("renamed.docx", makePdf([["x"]]), /not a Word document/);
    refuse("renamed.txt", makePdf([["x"]]), /binary/);
    refuse("binary.csv", new Uint8Array([0x61, 0x00, 0x62]), /binary/);
    refuse("archive.md", makeDocx(["x"]), /binary/);
  });

  it("accepts a PDF whose header follows a few bytes of junk, as readers do", () => {
    const pdf = makePdf([["x"]]);
    expect(detectKind("a.pdf", new Uint8Array([...utf8("\r\n  "), ...pdf]))).toBe("pdf");
  });
});

describe("file names", () => {
  it("keeps the last segment of a client's name, without control characters", () => {
    expect(displayFilename("C:\\Users\\jane\\Operating Agreement.pdf")).toBe("Operating Agreement.pdf");
    expect(displayFilename("../../etc/passwd.txt")).toBe("passwd.txt");
    expect(displayFilename("bad\u0000name\n.txt")).toBe("badname.txt");
    expect(displayFilename("/")).toBe("upload");
  });

  it("makes object keys of the content hash and a safe name", () => {
    expect(safeFilename("Operating Agreement (2021) – signed.pdf")).toBe("Operating-Agreement-2021-signed.pdf");
    expect(safeFilename("Résumé.docx")).toBe("Resume.docx");
    expect(safeFilename("...hidden")).toBe("file.hidden");
    expect(safeFilename("日本語.txt")).toBe("file.txt");
    expect(safeFilename(`${"a".repeat(300)}.pdf`)).toHaveLength(100);
    const key = originalKey("ab".repeat(32), "../x/../../evil name.pdf");
    expect(key).toBe(`originals/${"ab".repeat(32)}/x-evil-name.pdf`);
    expect(key.split("/")).toHaveLength(3);
    expect(key).not.toContain("..");
  });

  it("makes a title of a file name", () => {
    expect(titleFromFilename("2025_Insurance_Policy.pdf")).toBe("2025 Insurance Policy");
    expect(titleFromFilename("Operating Agreement v2.docx")).toBe("Operating Agreement v2");
    expect(titleFromFilename(".pdf")).toBe(".pdf");
  });
});
