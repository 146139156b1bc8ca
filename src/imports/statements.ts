import { parseSync } from "ofx-js";
import { normaliseHeader } from "./csv";
import { FileProblem, type RowNote } from "./types";
import { parseCsvAmount, parseCsvDate, type DateFormat } from "../domain/csv-values";

/**
 * Bank statement files (OFX, QFX, QBO and QIF) read into the rows the bank importer books: the
 * same rows a bank CSV gives, with the bank's own transaction id where the file has one.
 */

/** One line of a statement, before it is categorised and checked against the books. */
export interface StatementRow {
  line: number;
  /** YYYY-MM-DD, or null when the file's date is not one (a row error). */
  date: string | null;
  /** The date as written, for the error message. */
  rawDate: string;
  /** Signed cents (money in is positive), or null when the amount is not one in cents. */
  cents: number | null;
  description: string;
  /** The bank's id for the transaction (OFX FITID, a QIF check number is not one), the duplicate key. */
  reference?: string;
  /** The file's own category for the row (QIF "L"), kept when it is none of ours. */
  category?: string;
  /** The account of this row, in a file of several accounts. */
  account?: string;
  /** A QIF line's split (S category, E memo, $ amount), kept with the line as the file gives it. */
  splits?: { category: string; memo?: string; amount?: string }[];
}

export interface Statement {
  /** What the file says its account is ("Bank 121000248 ...4821"), or null. */
  account: string | null;
  rows: StatementRow[];
  errors: RowNote[];
}

/** The formats a file's content says it is in. */
export type DetectedFormat = "airbnb" | "bank" | "ofx" | "qif";

/**
 * The format of an import file from its content: OFX (and QFX, QBO, which are OFX with Intuit's
 * tags) by its header or root tag, QIF by its "!Type:" or "!Account" header, an Airbnb export by
 * its columns, and any other CSV as a bank export.
 */
export function detectFormat(text: string): DetectedFormat {
  const head = text.replace(/^\uFEFF/, "").trimStart().slice(0, 4096);
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head) || /^<\?xml[^>]*\?>\s*<\?OFX/i.test(head)) return "ofx";
  if (/^!(?:Type|Account|Option|Clear)\b/i.test(head)) return "qif";
  const header = (head.split(/\r?\n/, 1)[0] ?? "").split(",").map((cell) => normaliseHeader(cell.replace(/^"|"$/g, "")));
  if (header.includes("confirmation code") && header.includes("type")) return "airbnb";
  return "bank";
}

/** Line numbers of each match of `tag` in the text, 1-based, in order. */
function linesOf(text: string, tag: RegExp): number[] {
  const lines: number[] = [];
  let line = 1;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    for (let i = last; i < match.index; i++) if (text.charCodeAt(i) === 10) line++;
    last = match.index;
    lines.push(line);
  }
  return lines;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** An OFX date (YYYYMMDD, with an optional time and zone) as YYYY-MM-DD, or null. */
function ofxDate(value: string): string | null {
  const day = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  return day ? parseCsvDate(`${day[1]}-${day[2]}-${day[3]}`, "YYYY-MM-DD") : null;
}

/** An OFX amount in cents: "-45.67", "45,67" (a decimal comma), "-45.6700" (zeros past the cents). */
function ofxCents(value: string): number | null {
  const plain = value.replace(/,(\d{1,2})$/, ".$1").replace(/(\.\d{2})0+$/, "$1");
  return parseCsvAmount(plain);
}

/** "Bank 121000248 ...4821", "Card ...1107": the account a statement is of, with the last four digits of its number. */
function accountName(kind: "Bank" | "Card", bankId: string, accountId: string): string | null {
  if (!accountId) return null;
  const last4 = accountId.replace(/\s+/g, "").slice(-4);
  return `${kind}${bankId ? ` ${bankId}` : ""} ...${last4}`;
}

/**
 * Reads an OFX 1.x (SGML) or 2.x (XML) statement, a QFX or a QBO (OFX with Intuit's tags), with
 * `ofx-js`. Every STMTTRN of every bank or card statement in the file is a row.
 */
export function readOfx(content: string): Statement {
  let parsed: ReturnType<typeof parseSync>;
  try {
    parsed = parseSync(content.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new FileProblem(`the file is not readable OFX: ${error instanceof Error ? error.message : String(error)}`);
  }
  const ofx = (parsed.OFX ?? {}) as Record<string, any>;
  const bank = asList(ofx.BANKMSGSRSV1?.STMTTRNRS).map((r: any) => ({ kind: "Bank" as const, statement: r?.STMTRS, from: r?.STMTRS?.BANKACCTFROM }));
  const card = asList(ofx.CREDITCARDMSGSRSV1?.CCSTMTTRNRS).map((r: any) => ({ kind: "Card" as const, statement: r?.CCSTMTRS, from: r?.CCSTMTRS?.CCACCTFROM }));
  const statements = [...bank, ...card].filter((s) => s.statement);
  if (statements.length === 0) throw new FileProblem("the OFX file holds no bank or credit card statement (no STMTRS or CCSTMTRS)");
  const lines = linesOf(content, /<STMTTRN>/gi);
  const accounts = new Set<string>();
  const rows: StatementRow[] = [];
  for (const { kind, statement, from } of statements) {
    const account = accountName(kind, text(from?.BANKID), text(from?.ACCTID));
    if (account) accounts.add(account);
    for (const trn of asList(statement?.BANKTRANLIST?.STMTTRN) as Record<string, unknown>[]) {
      const rawDate = text(trn.DTPOSTED) || text(trn.DTUSER);
      const name = text(trn.NAME) || text(trn.PAYEE);
      const memo = text(trn.MEMO);
      // The payee, and the memo when it says more ("CHECK 1042", "Zelle from ...").
      const description = [name, memo && !name.toLowerCase().includes(memo.toLowerCase()) ? memo : ""].filter(Boolean).join(" - ") || text(trn.TRNTYPE);
      const reference = text(trn.FITID);
      rows.push({ line: lines[rows.length] ?? rows.length + 1, date: ofxDate(rawDate), rawDate, cents: ofxCents(text(trn.TRNAMT)), description, ...(reference ? { reference } : {}), ...(account ? { account } : {}) });
    }
  }
  // Several accounts in one file: each row names its own.
  return { account: accounts.size === 1 ? [...accounts][0]! : null, rows, errors: [] };
}

/** A QIF date: "01/05/2025", "1/5'25" (Quicken's apostrophe year), "1/ 5/25", "2025-01-05". */
function qifDate(value: string, format: DateFormat | undefined): string | null {
  const plain = value.replace(/\s+/g, "").replace(/'(\d{1,2})$/, (_, year: string) => `/${2000 + Number(year)}`);
  return parseCsvDate(plain, format);
}

/**
 * Reads a QIF file's bank, cash or card transactions: D date, T (or U) amount, P payee, M memo,
 * N number, L category, S/E/$ splits (kept with the line as the file gives them), ^ the end of one. An "!Account" block names the account. Investment and
 * list sections ("!Type:Invst", "!Type:Cat") are not transactions of the books and are refused.
 * Written here because the QIF packages on npm read "1,234.56" as 1 and stop at "!Account".
 */
export function readQif(content: string, format?: DateFormat): Statement {
  const lines = content.replace(/^\uFEFF/, "").split(/\r?\n/);
  const rows: StatementRow[] = [];
  const errors: RowNote[] = [];
  let account: string | null = null;
  let section: "account" | "transactions" | "other" = "other";
  let sawTransactions = false;
  let current: { line: number; fields: Record<string, string>; splits: { category: string; memo?: string; amount?: string }[] } | null = null;
  const finish = () => {
    if (!current) return;
    const { line, fields, splits } = current;
    current = null;
    if (section === "account") {
      if (fields.N) account = fields.N;
      return;
    }
    if (Object.keys(fields).length === 0) return;
    const rawDate = fields.D ?? "";
    const amount = fields.T ?? fields.U ?? "";
    // The payee and the memo; a row with neither is named by its check number or category.
    const description = [fields.P ?? "", fields.M && fields.M !== fields.P ? fields.M : ""].filter(Boolean).join(" - ") || (fields.N ? `Check ${fields.N}` : "") || (fields.L ?? "");
    rows.push({ line, date: qifDate(rawDate, format), rawDate, cents: parseCsvAmount(amount), description, ...(fields.L ? { category: fields.L } : {}), ...(splits.length > 0 ? { splits } : {}) });
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    if (line.startsWith("!")) {
      finish();
      const header = line.toLowerCase();
      if (header === "!account") section = "account";
      else if (/^!type:(bank|cash|ccard|oth a|oth l)$/.test(header)) {
        section = "transactions";
        sawTransactions = true;
      } else if (header.startsWith("!type:")) throw new FileProblem(`QIF section ${line} is not bank, cash or card transactions; export the account's register instead`);
      else if (!header.startsWith("!option") && !header.startsWith("!clear")) throw new FileProblem(`line ${index + 1}: unknown QIF header ${line}`);
      return;
    }
    if (line === "^") {
      finish();
      return;
    }
    current ??= { line: index + 1, fields: {}, splits: [] };
    const code = line[0]!;
    const value = line.slice(1).trim();
    // A split (S category, then its E memo and $ amount) is kept with the line, whose T is the whole.
    if (code === "S") current.splits.push({ category: value });
    else if ((code === "E" || code === "$") && current.splits.length > 0) current.splits.at(-1)![code === "E" ? "memo" : "amount"] = value;
    else if (!(code in current.fields)) current.fields[code] = value;
  });
  finish();
  if (!sawTransactions) throw new FileProblem("the QIF file has no !Type:Bank, !Type:CCard or !Type:Cash section");
  return { account, rows, errors };
}
