import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { csvToText, extractText, MAX_TEXT_CHARS, UnreadableFile } from "../../src/ingest/extract";
import { documentXmlToText, MAX_DOCX_XML_BYTES } from "../../src/ingest/extract/docx";
import { htmlToText } from "../../src/ingest/extract/html";
import { decodeText, normalizeText } from "../../src/ingest/extract/text";
import { makeDocx, makePdf, makeUnderstatedDocx, makeZipBomb } from "../fixtures/documents";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("PDF", () => {
  it("reads the text layer page by page, with each page's place in the text", async () => {
    const pdf = makePdf([
      ["Operating Agreement of Alder Street Holdings LLC", "The Members agree as follows."],
      ["Article 2 (Capital). Each Member contributed cash."],
      [],
      ["Signed by all Members."],
    ]);
    const { text, pages } = await extractText("pdf", pdf);
    expect(text).toBe(
      "Operating Agreement of Alder Street Holdings LLC\nThe Members agree as follows.\n\nArticle 2 (Capital). Each Member contributed cash.\n\nSigned by all Members.",
    );
    expect(pages).toHaveLength(4);
    expect(text.slice(pages![1]!.start, pages![1]!.end)).toBe("Article 2 (Capital). Each Member contributed cash.");
    expect(pages![2]!.end - pages![2]!.start).toBe(0);
    expect(text.slice(pages![3]!.start, pages![3]!.end)).toBe("Signed by all Members.");
  });

  it("fails cleanly on bytes that are not a readable PDF, and on a PDF without text", async () => {
    await expect(extractText("pdf", utf8("%PDF-1.4\nthis is not really a pdf"))).rejects.toBeInstanceOf(UnreadableFile);
    await expect(extractText("pdf", makePdf([[], []]))).rejects.toThrow(/no text layer/);
  });
});

describe("DOCX", () => {
  it("reads paragraphs, Heading styles as # lines, list items and table rows", async () => {
    const docx = makeDocx([
      { heading: 1, text: "Operating Agreement" },
      "This Agreement is made by the Members & the Manager.",
      { heading: 2, text: "Members" },
      { list: "Jane Smith, 60%" },
      { list: "John Doe, 40%" },
      { table: [["Member", "Contribution"], ["Jane Smith", "$60,000"]] },
    ]);
    const { text, pages } = await extractText("docx", docx);
    expect(pages).toBeNull();
    expect(text).toBe(
      [
        "# Operating Agreement",
        "This Agreement is made by the Members & the Manager.",
        "## Members",
        "- Jane Smith, 60%",
        "- John Doe, 40%",
        "Member | Contribution",
        "Jane Smith | $60,000",
      ].join("\n\n"),
    );
  });

  it("finds headings by the style's name in styles.xml, whatever the style id", () => {
    const styles = '<w:styles><w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Custom"><w:name w:val="Custom"/><w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style></w:styles>';
    const xml =
      '<w:document><w:body><w:p><w:pPr><w:pStyle w:val="berschrift1"/></w:pPr><w:r><w:t>Gesellschaftsvertrag</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="Custom"/></w:pPr><w:r><w:t>Deep</w:t></w:r></w:p><w:p><w:r><w:t xml:space="preserve">Text &amp; more</w:t><w:tab/><w:t>after tab</w:t><w:br/><w:t>next line</w:t></w:r></w:p></w:body></w:document>';
    expect(documentXmlToText(xml, styles)).toBe("# Gesellschaftsvertrag\n\n### Deep\n\nText & more after tab\nnext line");
  });

  it("refuses a zip bomb and a zip that is not a Word document", async () => {
    await expect(extractText("docx", makeZipBomb())).rejects.toThrow(new RegExp(`more than ${MAX_DOCX_XML_BYTES / 1024 / 1024} MB`));
    // Lying the other way: read whole or refused with its reason, never cut to the size the headers claim.
    await expect(extractText("docx", makeUnderstatedDocx())).rejects.toThrow(/word\/document\.xml declares 4,096 bytes but holds [\d,]+/);
    const notWord = zipSync({ "xl/workbook.xml": strToU8("<workbook/>") });
    await expect(extractText("docx", notWord)).rejects.toThrow(/word\/document.xml is missing/);
    await expect(extractText("docx", utf8("PK\u0003\u0004 broken"))).rejects.toBeInstanceOf(UnreadableFile);
  });
});

describe("HTML", () => {
  it("drops scripts and styles, keeps headings as # lines, lists, tables and entities", () => {
    const html = `<!doctype html><html><head><title>Ignored</title><style>p{color:red}</style></head>
      <body><script>alert("x")</script><h1>Insurance
        Summary</h1><p>Coverage&nbsp;is <b>$1,000,000</b> per&#160;occurrence &amp; <i>aggregate</i>.</p>
      <!-- a comment --><h3>Deductibles</h3><ul><li>Wind: $2,500</li><li>Other: $1,000</li></ul>
      <table><tr><th>Peril</th><th>Limit</th></tr><tr><td>Fire</td><td>Replacement cost</td></tr></table>
      <p>Call &ldquo;Acme&rdquo; &#x2014; 555-0100</p></body></html>`;
    expect(htmlToText(html)).toBe(
      [
        "# Insurance Summary",
        "Coverage is $1,000,000 per occurrence & aggregate.",
        "### Deductibles",
        "- Wind: $2,500\n- Other: $1,000",
        "Peril | Limit\nFire | Replacement cost",
        "Call “Acme” — 555-0100",
      ].join("\n\n"),
    );
  });
});

describe("CSV, text and Markdown", () => {
  it("turns each CSV row into a paragraph of column: value pairs", () => {
    const csv = '\uFEFFDate,Description,Amount,Memo\n2025-07-01,"Xcel Energy, July",142.37,\n2025-07-03,Home Depot,88.10,furnace filter\n';
    expect(csvToText(csv)).toBe(
      "Date: 2025-07-01; Description: Xcel Energy, July; Amount: 142.37\n\nDate: 2025-07-03; Description: Home Depot; Amount: 88.10; Memo: furnace filter",
    );
  });

  it("reads UTF-8 (dropping a byte-order mark) and falls back to Latin-1 for other bytes", () => {
    expect(decodeText(utf8("\uFEFFcafé"))).toBe("café");
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe("café");
  });

  it("normalizes line ends, spaces and blank lines", () => {
    expect(normalizeText("  Title\r\n\r\n\r\n\tBody\u00a0 text  \r\nnext\fpage\u0000 ")).toBe("Title\n\nBody text\nnext\npage");
  });

  it("keeps Markdown as written", async () => {
    const md = "# Guide\n\nSee **the** [index](x.md).\n\n## Part 2\n\nMore.";
    expect((await extractText("markdown", utf8(md))).text).toBe(md);
  });

  it("fails a file with no text, or with more text than a document should have", async () => {
    await expect(extractText("txt", utf8(" \n\n \t"))).rejects.toThrow(/contains no text/);
    await expect(extractText("txt", utf8("word ".repeat(MAX_TEXT_CHARS / 5 + 10)))).rejects.toThrow(/over the 3,000,000 limit/);
  });
});
