// Small, real PDF and DOCX files made from text: the demo company's documents (scripts/lib/demo-documents.ts)
// and the tests' fixtures. Pure code (fflate only, no Node APIs), so it runs in Node and inside workerd.
import { strToU8, zipSync } from "fflate";

const encoder = new TextEncoder();
const escapePdf = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);

/** Word-wraps a paragraph into lines that fit the page (PDF text is laid out line by line). */
function wrap(paragraph: string, width = 90): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real, minimal PDF (1.4): each entry of a page is a paragraph, word-wrapped into Helvetica text
 * lines, a correct xref table. ASCII text only (WinAnsi covers it).
 */
export function makePdf(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  const pageIds: number[] = [];
  let next = 4;
  for (const lines of pages) {
    const wrapped = lines.flatMap((paragraph) => wrap(paragraph));
    if (wrapped.length > 48) throw new Error("makePdf: more lines than fit on a page");
    const content = `BT /F1 11 Tf 14 TL 72 740 Td ${wrapped.map((line) => `(${escapePdf(line)}) Tj T*`).join(" ")} ET`;
    const contentId = next++;
    const pageId = next++;
    objects[contentId] = `<< /Length ${encoder.encode(content).length} >>\nstream\n${content}\nendstream`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = encoder.encode(pdf).length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = encoder.encode(pdf).length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)
    .join("")}`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(pdf);
}

export type DocxBlock = { heading: number; text: string } | { list: string } | { table: string[][] } | string;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function paragraphXml(text: string, style?: string, list = false): string {
  const props = style || list ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ""}${list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ""}</w:pPr>` : "";
  // Two runs, as Word writes them when formatting changes mid-paragraph.
  const cut = Math.floor(text.length / 2);
  const run = (part: string) => (part ? `<w:r><w:rPr><w:lang w:val="en-US"/></w:rPr><w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>` : "");
  return `<w:p>${props}${run(text.slice(0, cut))}${run(text.slice(cut))}</w:p>`;
}

// A fixed timestamp for the zip entries (fflate stamps the current time otherwise), so the same
// blocks always make the same bytes: the same SHA-256, and the upload's de-duplication sees them.
const DOCX_MTIME = new Date(2020, 0, 1);

/** A real, minimal DOCX: content types, package relationships and word/document.xml, zipped with deflate. */
export function makeDocx(blocks: DocxBlock[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const body = blocks
    .map((block) => {
      if (typeof block === "string") return paragraphXml(block);
      if ("heading" in block) return paragraphXml(block.text, `Heading${block.heading}`);
      if ("list" in block) return paragraphXml(block.list, "ListParagraph", true);
      const rows = block.table.map((row) => `<w:tr>${row.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${paragraphXml(cell)}</w:tc>`).join("")}</w:tr>`);
      return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows.join("")}</w:tbl>`;
    })
    .join("");
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(documentXml),
    ...extra,
  }, { mtime: DOCX_MTIME });
}
