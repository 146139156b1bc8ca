// Retrieval benchmark on ContractNLI (its dev split as one JSON file, `--data`, by default
// data/contractnli-dev.json, which git ignores: 61 real NDAs with
// evidence spans for 17 hypotheses). Every document goes through the real upload pipeline
// (POST /api/v1/documents -> queue -> extraction -> chunks -> index) of a fresh local service; then
// each hypothesis that has evidence is searched within its own document, in every mode. A hit is a
// returned chunk that contains an evidence span (its text, whitespace aside). Prints recall@1,
// recall@3 and mean characters returned per mode, ingestion time and chunks per second.
// Targets: hybrid recall@3 >= 0.85 with chunks under 1,500 characters on average, hybrid above lexical.
//
//   npm run bench:retrieval [-- --data data/contractnli-dev.json --port 8789 --limit 61]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "./lib/args";
import { api, waitForHealthy } from "./lib/service";

interface Contract {
  id: number;
  file_name: string;
  text: string;
  spans: [number, number][];
  annotation_sets: { annotations: Record<string, { choice: string; spans: number[] }> }[];
}

const { options } = parseArgs(process.argv.slice(2));
const DATA = String(options.data ?? "data/contractnli-dev.json");
const PORT = String(options.port ?? 8789);
const PERSIST = ".wrangler/bench-retrieval";
const MODES = ["lexical", "vector", "hybrid"] as const;
const base = `http://localhost:${PORT}`;

if (!existsSync(DATA)) throw new Error(`no ContractNLI data at ${DATA}: give its dev split (one JSON file with "documents" and "labels") with --data PATH`);
const dataset = JSON.parse(readFileSync(DATA, "utf8")) as { documents: Contract[]; labels: Record<string, { hypothesis: string }> };
const contracts = dataset.documents.slice(0, Number(options.limit ?? dataset.documents.length));
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

async function ingest(): Promise<{ seconds: number; documents: Map<string, { id: string; chunks: number }> }> {
  const started = Date.now();
  for (const [i, contract] of contracts.entries()) {
    const form = new FormData();
    form.set("file", new Blob([contract.text], { type: "text/plain" }), `${contract.file_name.replace(/\.[a-z]+$/i, "")}.txt`);
    form.set("doc_type", "other");
    form.set("title", `NDA ${contract.id}: ${contract.file_name}`);
    const res = await api(base, "POST", "/api/v1/documents", form);
    if (res.status >= 300) throw new Error(`upload of ${contract.file_name} failed: ${res.status} ${JSON.stringify(res.body)}`);
    process.stdout.write(`\ruploaded ${i + 1}/${contracts.length}`);
  }
  const documents = new Map<string, { id: string; chunks: number }>();
  for (;;) {
    const list = await api<{ items: { id: string; title: string; is_searchable: boolean; chunk_count: number | null }[]; total: number }>(base, "GET", "/api/v1/documents?page_size=200");
    const ready = list.body.items.filter((d) => d.is_searchable);
    process.stdout.write(`\rindexed ${ready.length}/${contracts.length}   `);
    if (ready.length >= contracts.length) {
      for (const d of ready) documents.set(d.title, { id: d.id, chunks: d.chunk_count ?? 0 });
      break;
    }
    const failed = await api<{ items: { filename: string; error: string | null }[] }>(base, "GET", "/api/v1/chat/incoming-files?status=failed&page_size=200");
    if (failed.body.items.length) throw new Error(`ingestion failed: ${failed.body.items.map((f) => `${f.filename}: ${f.error}`).join("; ")}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.stdout.write("\n");
  return { seconds: (Date.now() - started) / 1000, documents };
}

async function main(): Promise<void> {
  rmSync(PERSIST, { recursive: true, force: true });
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST]);
  const dev = spawn("npx", ["wrangler", "dev", "--port", PORT, "--persist-to", PERSIST, "--var", "LOG_LEVEL:warn"], { stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitForHealthy(base, 90_000);
    const { seconds, documents } = await ingest();
    const chunks = [...documents.values()].reduce((sum, d) => sum + d.chunks, 0);
    const stats = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--json", "--command", "SELECT count(*) AS n, avg(length(text)) AS mean, max(length(text)) AS longest FROM document_chunks"], { encoding: "utf8" });
    const { n, mean, longest } = JSON.parse(stats.stdout)[0].results[0] as { n: number; mean: number; longest: number };

    const tally = Object.fromEntries(MODES.map((m) => [m, { at1: 0, at3: 0, chars: 0 }]));
    let queries = 0;
    for (const [i, contract] of contracts.entries()) {
      const doc = documents.get(`NDA ${contract.id}: ${contract.file_name}`);
      if (!doc) throw new Error(`document ${contract.file_name} was not indexed`);
      for (const [key, annotation] of Object.entries(contract.annotation_sets[0]!.annotations)) {
        if (annotation.choice === "NotMentioned" || annotation.spans.length === 0) continue;
        const evidence = annotation.spans.map((s) => squash(contract.text.slice(contract.spans[s]![0], contract.spans[s]![1])));
        const hypothesis = dataset.labels[key]!.hypothesis;
        queries++;
        for (const mode of MODES) {
          const q = new URLSearchParams({ q: hypothesis, document_id: doc.id, mode, top_k: "3" });
          const res = await api<{ items: { text: string }[] }>(base, "GET", `/api/v1/documents/search?${q}`);
          const texts = res.body.items.map((item) => squash(item.text));
          const hit = (k: number) => texts.slice(0, k).some((text) => evidence.some((span) => text.includes(span)));
          tally[mode]!.at1 += hit(1) ? 1 : 0;
          tally[mode]!.at3 += hit(3) ? 1 : 0;
          tally[mode]!.chars += res.body.items.reduce((sum, item) => sum + item.text.length, 0);
        }
      }
      process.stdout.write(`\rsearched ${i + 1}/${contracts.length} documents (${queries} hypotheses)`);
    }
    process.stdout.write("\n\n");
    console.log(`documents ${contracts.length}, chunks ${chunks} (${n} indexed), mean chunk ${mean.toFixed(0)} characters, longest ${longest}`);
    console.log(`ingestion ${seconds.toFixed(1)} s (upload to searchable), ${(chunks / seconds).toFixed(1)} chunks/s`);
    console.log(`queries ${queries} (hypotheses with evidence, searched within their document, top 3)\n`);
    console.log("mode       recall@1  recall@3  mean chars returned (top 3)");
    for (const mode of MODES) {
      const t = tally[mode]!;
      console.log(`${mode.padEnd(10)} ${(t.at1 / queries).toFixed(3).padStart(8)}  ${(t.at3 / queries).toFixed(3).padStart(8)}  ${(t.chars / queries).toFixed(0).padStart(10)}`);
    }
    console.log("\ntargets: hybrid recall@3 >= 0.85, chunks under 1,500 characters on average, hybrid above lexical");
  } finally {
    dev.kill("SIGINT");
  }
}

await main();
