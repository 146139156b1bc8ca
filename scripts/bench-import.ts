// Import benchmark: the rate at which POST /api/v1/transactions/import books bank files, in a local
// database of its own (.wrangler/bench-import, rebuilt every run). Two OFX statements of 5,000
// transactions each (the most one request takes; 10,000 lines of one account together, the second
// overlapping the first by half), the same 10,000 lines as a QIF register in two parts and as a bank
// CSV in two parts, and each file again (every line a duplicate). Prints transactions a second for
// each, over HTTP, parse and write included.
//
//   npm run bench:import [-- --port 8798]
import { parseArgs } from "./lib/args";
import { startLocalService } from "./lib/service";

const { options } = parseArgs(process.argv.slice(2));
const PORT = String(options.port ?? 8798);
const PER_FILE = 5000;

/** 10,000 deterministic lines of one checking account: rent in, bills out, over four years. */
function lines(): { date: Date; cents: number; name: string; id: string }[] {
  let state = 7;
  const rand = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 4294967296);
  const payees = ["XCEL ENERGY PAYMENT", "COMCAST CABLE COMM", "DENVER WATER", "HOME DEPOT #1517", "STATE FARM INSURANCE", "ACE PLUMBING REPAIR", "ZELLE FROM MARIA GARCIA RENT", "ZELLE FROM PAT ROWE RENT"];
  return Array.from({ length: 2 * PER_FILE }, (_, i) => {
    const payee = payees[Math.floor(rand() * payees.length)]!;
    const cents = payee.startsWith("ZELLE") ? 150_000 + Math.floor(rand() * 60_000) : -(1_000 + Math.floor(rand() * 40_000));
    return { date: new Date(Date.UTC(2022, 0, 1) + Math.floor((i / 7) * 86_400_000)), cents, name: payee, id: `FT${String(i).padStart(8, "0")}` };
  });
}

const money = (cents: number) => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, "");

function ofx(part: ReturnType<typeof lines>): string {
  const trns = part.map((l) => `<STMTTRN>\n<TRNTYPE>${l.cents > 0 ? "CREDIT" : "DEBIT"}\n<DTPOSTED>${ymd(l.date)}\n<TRNAMT>${money(l.cents)}\n<FITID>${l.id}\n<NAME>${l.name}\n</STMTTRN>`).join("\n");
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>102000021\n<ACCTID>000123454821\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n${trns}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
}

function qif(part: ReturnType<typeof lines>): string {
  const us = (d: Date) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
  return `!Account\nNBench checking ...4821\nTBank\n^\n!Type:Bank\n${part.map((l) => `D${us(l.date)}\nT${money(l.cents)}\nN${l.id}\nP${l.name}\n^`).join("\n")}\n`;
}

function csv(part: ReturnType<typeof lines>): string {
  return `Date,Description,Amount,Reference\n${part.map((l) => `${l.date.toISOString().slice(0, 10)},${l.name},${money(l.cents)},${l.id}`).join("\n")}\n`;
}

async function upload(baseUrl: string, body: string, name: string, format: string): Promise<{ ms: number; created: number; duplicates: number }> {
  const form = new FormData();
  form.set("file", new File([body], name));
  form.set("format", format);
  if (format === "bank") form.set("source_account", "Bench CSV checking");
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/transactions/import`, { method: "POST", body: form });
  const ms = performance.now() - started;
  const summary = (await res.json()) as { created: number; duplicates: number };
  if (res.status !== 200 && res.status !== 201) throw new Error(`${name}: ${res.status} ${JSON.stringify(summary)}`);
  return { ms, created: summary.created, duplicates: summary.duplicates };
}

const all = lines();
const parts = [all.slice(0, PER_FILE), all.slice(PER_FILE)];
const service = await startLocalService({ port: PORT, persistTo: ".wrangler/bench-import", fresh: true });
try {
  const rows: string[] = [];
  for (const [label, format, make] of [
    ["OFX (SGML)", "auto", ofx],
    ["QIF", "auto", qif],
    ["bank CSV", "bank", csv],
  ] as const) {
    let created = 0;
    let ms = 0;
    for (const [i, part] of parts.entries()) {
      const result = await upload(service.baseUrl, make(part), `bench-${i}.${format === "bank" ? "csv" : label.startsWith("OFX") ? "ofx" : "qif"}`, format);
      created += result.created;
      ms += result.ms;
    }
    let again = 0;
    let againMs = 0;
    for (const [i, part] of parts.entries()) {
      const result = await upload(service.baseUrl, make(part), `bench-again-${i}`, format);
      again += result.duplicates;
      againMs += result.ms;
    }
    rows.push(`| ${label} | ${created} | ${Math.round(ms)} | ${Math.round((created / ms) * 1000)} | ${again} | ${Math.round((again / againMs) * 1000)} |`);
  }
  console.log(`\n${2 * PER_FILE} lines of one account, in two files of ${PER_FILE} (the most one request takes)`);
  console.log("| file | created | ms | created a second | duplicates on re-import | re-import lines a second |\n|---|---:|---:|---:|---:|---:|");
  console.log(rows.join("\n"));
} finally {
  await service.stop();
}
