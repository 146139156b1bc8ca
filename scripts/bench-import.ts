// Import benchmark: the rate at which POST /api/v1/transactions/import books bank files, in a local
// database of its own (.wrangler/bench-import, rebuilt every run). Two OFX statements of 5,000
// transactions each (the most one request takes; 10,000 lines of one account together, the second
// overlapping the first by half), the same 10,000 lines as a QIF register in two parts and as a bank
// CSV in two parts, and each file again (every line a duplicate). Prints transactions a second for
// each, over HTTP, parse and write included. Then 50 saved rules: tried in process on 100,000 lines
// (what an import and an apply do per line), an OFX import of 5,000 new lines with the rules saved,
// and an apply of the rules to 1,000 lines waiting for a category (a preview, then the write).
//
//   npm run bench:import [-- --port 8798]
import { parseArgs } from "./lib/args";
import { compileRule, firstMatchingRule, type SavedRule } from "../src/domain/rules";
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
  await benchRules(service.baseUrl);
} finally {
  await service.stop();
}

/** 50 rules as a bookkeeper keeps them: 48 vendors this account never pays, then the two that match, so most lines try every rule. */
function fiftyRules(): Omit<SavedRule, "id">[] {
  const none = { name: null, match_mode: "contains" as const, amount_min_cents: null, amount_max_cents: null, direction: null, source_account: null, set_property_id: null, set_counterparty: null, set_split: null };
  const vendors = Array.from({ length: 48 }, (_, i) => ({ ...none, match_text: `vendor ${i} services`, match_mode: (i % 2 ? "word" : "contains") as "word" | "contains", set_category: "expense:supplies" }));
  return [...vendors, { ...none, match_text: "misc vendor", direction: "out" as const, amount_min_cents: 100, set_category: "expense:maintenance:repairs" }, { ...none, match_text: "zelle", match_mode: "word" as const, set_category: "revenue:long_term_rental" }];
}

async function benchRules(baseUrl: string): Promise<void> {
  const rules = fiftyRules();
  // In process: 100,000 lines against the 50 compiled rules.
  const compiled = rules.map((rule, i) => compileRule({ ...rule, id: String(i) }));
  const subjects = Array.from({ length: 100_000 }, (_, i) => ({ description: i % 3 ? `MISC VENDOR ${i}` : `POS ${i} COFFEE SHOP`, amount_cents: 1_000 + (i % 5_000), transaction_type: "EXPENSE" as const, source_account: null }));
  const started = performance.now();
  let matched = 0;
  for (const subject of subjects) if (firstMatchingRule(compiled, subject)) matched++;
  const inProcessMs = performance.now() - started;

  for (const rule of rules) {
    const body = { match_text: rule.match_text, match_mode: rule.match_mode, direction: rule.direction, amount_min: rule.amount_min_cents === null ? null : money(rule.amount_min_cents), set_category: rule.set_category };
    const res = await fetch(`${baseUrl}/api/v1/rules`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`rule: ${res.status} ${await res.text()}`);
  }
  // An import with the rules saved: 5,000 new lines (new FITIDs), none matched by the first 48 rules.
  const fresh = lines().slice(0, PER_FILE).map((l, i) => ({ ...l, id: `RULED${i}`, name: i % 2 ? `MISC VENDOR ${i}` : l.name }));
  const ruled = await upload(baseUrl, ofx(fresh), "bench-rules.ofx", "auto");

  // 1,000 lines no rule and no guess categorises, then the rules applied to the oldest 1,000 waiting
  // (the most one request looks at; money-in lines of the import above wait too, which no rule fits).
  const waiting = lines().slice(0, 1000).map((l, i) => ({ ...l, id: `WAIT${i}`, cents: -(1_000 + i), name: `CHECK CARD PURCHASE ${i}` }));
  await upload(baseUrl, ofx(waiting), "bench-waiting.ofx", "auto");
  const extra = await fetch(`${baseUrl}/api/v1/rules`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ match_text: "check card purchase", set_category: "expense:supplies", position: 50 }) });
  if (extra.status !== 201) throw new Error(`rule: ${extra.status}`);
  const apply = async (dryRun: boolean) => {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/rules/apply`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ dry_run: dryRun }) });
    const body = (await res.json()) as { changes: unknown[]; applied: number; considered: number };
    if (res.status !== 200) throw new Error(`apply: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, changes: body.changes.length, applied: body.applied, considered: body.considered };
  };
  const preview = await apply(true);
  const written = await apply(false);

  console.log(`\n50 saved rules (51 for the apply)`);
  console.log("| what | lines | ms | lines a second |\n|---|---:|---:|---:|");
  console.log(`| matched in process (${matched} matched) | 100000 | ${Math.round(inProcessMs)} | ${Math.round((100_000 / inProcessMs) * 1000)} |`);
  console.log(`| OFX import with the rules saved | ${ruled.created} | ${Math.round(ruled.ms)} | ${Math.round((ruled.created / ruled.ms) * 1000)} |`);
  console.log(`| apply to the review queue, preview (${preview.considered} waiting lines looked at, ${preview.changes} changed) | ${preview.considered} | ${Math.round(preview.ms)} | ${Math.round((preview.considered / preview.ms) * 1000)} |`);
  console.log(`| apply to the review queue, written (${written.applied} changed) | ${written.considered} | ${Math.round(written.ms)} | ${Math.round((written.considered / written.ms) * 1000)} |`);
}
