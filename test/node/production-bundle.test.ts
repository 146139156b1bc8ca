/**
 * The production bundle as `wrangler deploy --env production` would upload it, run by `wrangler dev`
 * (workerd) with local D1, R2 and queue, and spies in place of Workers AI and Vectorize (no account,
 * no network): it answers /health, and /api/v1 through the real access middleware.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { waitForHealthy } from "../../scripts/lib/service";

const PORT = 8793;
const BASE = `http://127.0.0.1:${PORT}`;
const READ_TOKEN = "prk_read_bundle_test_0123456789abcdefghijklmnop";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// Workers AI and Vectorize stand-ins, bound by RPC: each call is printed as a SPY line on the log.
const SPIES = `
import { WorkerEntrypoint } from "cloudflare:workers";
const spy = (call) => console.log("SPY " + JSON.stringify(call));
export class AiSpy extends WorkerEntrypoint {
  async run(model, input) {
    spy({ binding: "AI", method: "run", model });
    const texts = Array.isArray(input?.text) ? input.text : [input?.text ?? ""];
    return { shape: [texts.length, 768], data: texts.map(() => Array.from({ length: 768 }, (_, i) => (i % 7) / 7)) };
  }
}
export class VectorizeSpy extends WorkerEntrypoint {
  async query(vector, options) { spy({ binding: "VECTORIZE", method: "query", dimensions: vector.length }); return { count: 0, matches: [] }; }
  async upsert(vectors) { spy({ binding: "VECTORIZE", method: "upsert", count: vectors.length }); return { mutationId: "spy" }; }
  async deleteByIds(ids) { spy({ binding: "VECTORIZE", method: "deleteByIds", count: ids.length }); return { mutationId: "spy" }; }
}
export default { fetch: () => new Response("spies") };
`;

function run(args: string[]) {
  const result = spawnSync("npx", ["wrangler", ...args], { encoding: "utf8", env: { ...process.env, CI: "true", FORCE_COLOR: "0" } });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

let dir: string;
let modules: string[];
let child: ChildProcess | undefined;
let log = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "property-records-bundle-"));
  const out = join(dir, "bundle");
  run(["deploy", "--dry-run", "--env", "production", "--outdir", out]);
  modules = readdirSync(out).filter((name) => !name.endsWith(".map") && name !== "README.md");

  // The production configuration, run as it is built: the bundle (not the sources), its vars and
  // bindings, with spies bound where Workers AI and Vectorize would be.
  const config = unstable_readConfig({ config: "wrangler.toml", env: "production" }, { hideWarnings: true });
  const bundleConfig = {
    name: config.name,
    main: join(out, "index.js"),
    no_bundle: true,
    compatibility_date: config.compatibility_date,
    compatibility_flags: config.compatibility_flags,
    vars: { ...config.vars, API_TOKENS: `read:${sha256(READ_TOKEN)}` },
    d1_databases: config.d1_databases.map((db: object) => ({ ...db, migrations_dir: resolve("migrations") })),
    r2_buckets: config.r2_buckets,
    queues: { producers: config.queues.producers },
    ratelimits: config.ratelimits,
    services: [
      { binding: "AI", service: "spies", entrypoint: "AiSpy" },
      { binding: "VECTORIZE", service: "spies", entrypoint: "VectorizeSpy" },
    ],
  };
  writeFileSync(join(dir, "spies.js"), SPIES);
  writeFileSync(join(dir, "bundle.json"), JSON.stringify(bundleConfig, null, 2));
  writeFileSync(join(dir, "spies.json"), JSON.stringify({ name: "spies", main: join(dir, "spies.js"), compatibility_date: config.compatibility_date }));

  const persist = ["--persist-to", join(dir, "state")];
  run(["d1", "migrations", "apply", "DB", "--local", "-c", join(dir, "bundle.json"), ...persist]);
  child = spawn("npx", ["wrangler", "dev", "-c", join(dir, "bundle.json"), "-c", join(dir, "spies.json"), "--port", String(PORT), "--ip", "127.0.0.1", ...persist], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env: { ...process.env, CI: "true", FORCE_COLOR: "0" },
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealthy(BASE, 120_000);
  } catch (error) {
    throw new Error(`the production bundle did not start: ${(error as Error).message}\n${log.slice(-4000)}`);
  }
}, 240_000);

afterAll(async () => {
  if (child?.exitCode === null && child.pid) {
    process.kill(-child.pid, "SIGTERM");
    await new Promise((done) => child!.once("exit", done));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${BASE}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
const spyCalls = () => [...log.matchAll(/SPY (\{.*\})/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe("the built production bundle", () => {
  it("is one module, without the local word table", () => {
    expect(modules).toEqual(["index.js"]);
  });

  it("answers /health, and /api/v1 only with a token, through the real middleware", async () => {
    const health = await get("/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "healthy" });
    const anonymous = await get("/api/v1/properties");
    expect(anonymous.status).toBe(401);
    const read = await get("/api/v1/properties", { authorization: `Bearer ${READ_TOKEN}` });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ items: [], total: 0 });
  });

  it("searches with Workers AI and Vectorize (spied), never the local embedder", async () => {
    const before = spyCalls().length;
    const search = await get("/api/v1/documents/search?q=security+deposit&mode=vector", { authorization: `Bearer ${READ_TOKEN}` });
    expect(search.status).toBe(200);
    // The log arrives a moment after the answer.
    await expect.poll(() => spyCalls().length - before).toBeGreaterThanOrEqual(2);
    expect(spyCalls().slice(before)).toEqual([
      { binding: "AI", method: "run", model: "@cf/baai/bge-base-en-v1.5" },
      expect.objectContaining({ binding: "VECTORIZE", method: "query", dimensions: 768 }),
    ]);
  });
});
