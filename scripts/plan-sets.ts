// Plans every question of the evaluation sets without asking: the deterministic planner (plan(), the
// embedded brain's reading of a question) runs on each fixture company's own records, read straight
// from its local database, and one JSON line per question gives the plan. The planner is deterministic
// and the answers are written from the plan and the tools' results, so two trees whose plans are the
// same give the same answers on the same records: comparing two runs shows every question a change of
// the planner moves, in seconds instead of asking all the sets over HTTP.
//
//   npx tsx scripts/plan-sets.ts [--sets PREFIX,...] [--skip PREFIX,...] > plans.jsonl
//   npx tsx scripts/plan-sets.ts --diff old.jsonl new.jsonl
//
// The companies must be built first (eval-chat.ts builds each on first use, in .wrangler/eval-*); the
// sets of one not built are left out, and so are the demo company's. A follow-up is planned after its earlier question's plan, with
// the property that plan names (the answer's own property is not known without running the tools).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import type { Database } from "../src/db/client";
import { propertiesByAcquisition } from "../src/db/properties";
import type { PropertyRow } from "../src/db/schema";
import { entitiesOf, plan } from "../src/chat/planner/plan";
import { readVocabulary, type RecordsVocabulary } from "../src/chat/tools/vocabulary";
import { parseArgs } from "./lib/args";
import { casesOf, fixtureOf, setFiles } from "./lib/chat-sets";

const { options, positional } = parseArgs(process.argv.slice(2), ["diff"]);

/** The questions whose plans differ between two runs, with both plans. */
function diff(oldFile: string, newFile: string): void {
  const read = (file: string) => new Map(readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => {
    const row = JSON.parse(line) as { set: string; q: string; after?: string; plan: unknown };
    return [`${row.set}\t${row.after ?? ""}\t${row.q}`, JSON.stringify(row.plan)] as const;
  }));
  const [before, after] = [read(oldFile), read(newFile)];
  let changed = 0;
  for (const [key, plan] of after) {
    const was = before.get(key);
    if (was === undefined || was === plan) continue;
    changed++;
    const [set, earlier, q] = key.split("\t");
    console.log(`## ${set}: ${q}${earlier ? ` (after: ${earlier})` : ""}\n- ${was}\n+ ${plan}\n`);
  }
  const added = [...after.keys()].filter((key) => !before.has(key)).length;
  console.log(`${changed} of ${after.size} plans changed; ${added} questions only in ${newFile}`);
}

/** The fixture's local D1 database file (the one that is not miniflare's metadata). */
function databaseFile(persistTo: string): string | undefined {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite") : undefined;
  return file ? join(dir, file) : undefined;
}

/** The records a question is planned on: the live properties and the vocabulary, read as the Worker reads them. */
async function recordsOf(file: string): Promise<{ properties: PropertyRow[]; vocabulary: RecordsVocabulary }> {
  const sqlite = new DatabaseSync(file, { readOnly: true });
  const rows = (sql: string, params: unknown[], arrays: boolean) => {
    const statement = sqlite.prepare(sql);
    if (arrays) statement.setReturnArrays(true);
    return statement.all(...(params as never[]));
  };
  const db = drizzle(async (sql, params) => ({ rows: rows(sql, params, true) as unknown[] })) as unknown as Database;
  // readVocabulary reads through the D1 client's prepare, bind and batch.
  const client = {
    prepare: (sql: string) => ({ sql, params: [] as unknown[], bind(...params: unknown[]) { return { ...this, params }; } }),
    batch: async (statements: { sql: string; params: unknown[] }[]) => statements.map((s) => ({ results: rows(s.sql, s.params, false) })),
  };
  Object.assign(db, { $client: client });
  return { properties: await propertiesByAcquisition(db), vocabulary: await readVocabulary(db) };
}

/** A plan as one comparable JSON value: a property row is its address. */
const planJson = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v) => (v && typeof v === "object" && "address" in v && "acquisitionDate" in v ? `property: ${v.address}` : v)));

async function planAll(): Promise<void> {
  const only = options.sets ? String(options.sets).split(",") : undefined;
  const skip = options.skip ? String(options.skip).split(",") : [];
  const today = String(options.today ?? new Date().toISOString().slice(0, 10));
  const records = new Map<string, Promise<{ properties: PropertyRow[]; vocabulary: RecordsVocabulary }>>();
  for (const [set, file] of setFiles()) {
    const fixture = fixtureOf(set);
    if (!fixture || (only && !only.some((p) => set.startsWith(p))) || skip.some((p) => set.startsWith(p))) continue;
    const database = databaseFile(fixture.persistTo);
    if (!database) {
      // Built on first use by eval-chat.ts (npx tsx scripts/eval-chat.ts --set SET --expect-only).
      console.error(`set ${set} left out: the ${fixture.name} company is not built (${fixture.persistTo})`);
      continue;
    }
    if (!records.has(fixture.persistTo)) records.set(fixture.persistTo, recordsOf(database));
    const { properties, vocabulary } = await records.get(fixture.persistTo)!;
    for (const c of await casesOf(set, file)) {
      let previous;
      let previousProperty;
      if (c.after) {
        const earlier = await plan(c.after, today, properties, vocabulary);
        previous = entitiesOf(earlier);
        previousProperty = properties.find((row) => row.id === previous!.property_id);
      }
      const p = await plan(c.query, today, properties, vocabulary, previous, previousProperty);
      console.log(JSON.stringify({ set, q: c.query, ...(c.after ? { after: c.after } : {}), plan: planJson(p) }));
    }
  }
}

if (options.diff) diff(positional[0]!, positional[1]!);
else await planAll();
