import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { accessProblems, runDeploy, unappliedMigrations, type CommandOutput, type DeployConfig } from "../../scripts/lib/deploy-checks";

const REAL_ID = "6f3c2a1e-8b4d-4c7a-9e2f-1a2b3c4d5e6f";
const config = (overrides: Partial<DeployConfig> = {}): DeployConfig => ({
  name: "property-records",
  d1_databases: [{ binding: "DB", database_name: "property-records", database_id: REAL_ID }],
  vars: { PROFILE: "production" },
  ...overrides,
});

const ok = (stdout: string): CommandOutput => ({ status: 0, stdout, stderr: "" });
const failed = (stderr: string): CommandOutput => ({ status: 1, stdout: "", stderr });

// Outputs as wrangler 4 prints them.
const SECRETS_WITH_TOKENS = ok('[\n  {\n    "name": "API_TOKENS",\n    "type": "secret_text"\n  }\n]\n');
const NO_SECRETS = ok("[]\n");
const WORKER_NOT_FOUND = failed("✘ [ERROR] A request to the Cloudflare API (/accounts/abc/workers/scripts/property-records/secrets) failed.\n\n  This Worker does not exist on your account. [code: 10007]\n");
const NOT_LOGGED_IN = failed("✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.\n");
const PENDING = ok(
  " ⛅️ wrangler 4.155.0\n───────────────────\nResource location: remote\n\nMigrations to be applied:\n┌──────────────────────────┐\n│ Name                     │\n├──────────────────────────┤\n│ 0008_chat_sessions_documents_property.sql │\n├──────────────────────────┤\n│ 0009_feed_keys.sql       │\n└──────────────────────────┘\n",
);
const UP_TO_DATE = ok(" ⛅️ wrangler 4.155.0\n───────────────────\nResource location: remote\n\n✅ No migrations to apply!\n");

/** A wrangler that answers each command from a script of outputs, and remembers what it was asked. */
function fakeRunner(outputs: { secrets?: CommandOutput; lists?: CommandOutput[]; apply?: CommandOutput; deploy?: CommandOutput; build?: CommandOutput }) {
  const ran: string[] = [];
  const lists = [...(outputs.lists ?? [PENDING, UP_TO_DATE])];
  const run = (command: string[], options?: { env?: Record<string, string> }) => {
    // The environment a command is given is part of what ran: the build must be the production one.
    const line = [...Object.entries(options?.env ?? {}).map(([name, value]) => `${name}=${value}`), ...command].join(" ");
    ran.push(line);
    if (line.includes("secret list")) return outputs.secrets ?? SECRETS_WITH_TOKENS;
    if (line.includes("migrations list")) return lists.shift() ?? UP_TO_DATE;
    if (line.includes("migrations apply")) return outputs.apply ?? ok("✅ 0009_feed_keys.sql");
    if (line === "CLOUDFLARE_ENV=production npm run build") return outputs.build ?? ok("built");
    if (line.includes("wrangler deploy")) return outputs.deploy ?? ok("Uploaded property-records");
    throw new Error(`unexpected command ${line}`);
  };
  return { run, ran };
}

function deploy(cfg: DeployConfig, runner: ReturnType<typeof fakeRunner>, dryRun = false) {
  const lines: string[] = [];
  const code = runDeploy(cfg, runner.run, { dryRun, print: (line) => lines.push(line) });
  return { code, lines, refusals: lines.filter((line) => line.startsWith("✗")) };
}

describe("npm run deploy", () => {
  it("refuses the committed wrangler.toml: its production D1 id is the placeholder", () => {
    const real = unstable_readConfig({ config: "wrangler.toml", env: "production" }, { hideWarnings: true });
    const runner = fakeRunner({});
    const result = deploy({ name: real.name!, d1_databases: real.d1_databases, vars: real.vars as Record<string, unknown> }, runner);
    expect(result.code).toBe(1);
    expect(result.refusals).toEqual([expect.stringMatching(/D1 DB \(property-records\): database_id is the placeholder "00000000-0000-4000-8000-000000000000"/)]);
    expect(runner.ran).toEqual([]);
  });

  it("checks, builds, migrates, confirms and deploys, in that order, when all is set", () => {
    const runner = fakeRunner({});
    const result = deploy(config(), runner);
    expect(result.code).toBe(0);
    expect(runner.ran).toEqual([
      "npx wrangler secret list --env production --format json",
      "npx wrangler d1 migrations list DB --remote --env production",
      "CLOUDFLARE_ENV=production npm run build",
      "npx wrangler d1 migrations apply DB --remote --env production",
      "npx wrangler d1 migrations list DB --remote --env production",
      "npx wrangler deploy --config dist/worker/wrangler.json",
    ]);
    expect(result.lines).toContain("✓ remote migrations to apply: 0008_chat_sessions_documents_property.sql, 0009_feed_keys.sql");
  });

  it("refuses with one line when there is no access control, before changing anything", () => {
    for (const secrets of [NO_SECRETS, WORKER_NOT_FOUND]) {
      const runner = fakeRunner({ secrets });
      const result = deploy(config(), runner);
      expect(result.code).toBe(1);
      expect(result.refusals).toEqual([expect.stringMatching(/^✗ no access control: set the API_TOKENS secret .* or Cloudflare Access/)]);
      expect(runner.ran).toEqual(["npx wrangler secret list --env production --format json"]);
    }
  });

  it("accepts Cloudflare Access (vars or secrets) instead of tokens, and refuses half of it", () => {
    const access = { PROFILE: "production", ACCESS_TEAM_DOMAIN: "acme.cloudflareaccess.com", ACCESS_AUD: "abc123", ACCESS_WRITERS: "owner@example.com" };
    expect(deploy(config({ vars: access }), fakeRunner({ secrets: NO_SECRETS })).code).toBe(0);
    const asSecrets = ok(JSON.stringify([{ name: "ACCESS_TEAM_DOMAIN" }, { name: "ACCESS_AUD" }, { name: "ACCESS_READERS" }]));
    expect(deploy(config(), fakeRunner({ secrets: asSecrets })).code).toBe(0);
    const half = deploy(config({ vars: { ACCESS_TEAM_DOMAIN: "acme.cloudflareaccess.com" } }), fakeRunner({ secrets: NO_SECRETS }));
    expect(half.refusals).toEqual([expect.stringMatching(/half configured.*ACCESS_AUD is missing/)]);
    const noLists = deploy(config({ vars: { ACCESS_TEAM_DOMAIN: "a.cloudflareaccess.com", ACCESS_AUD: "x" } }), fakeRunner({ secrets: NO_SECRETS }));
    expect(noLists.code).toBe(0);
    expect(noLists.lines.some((line) => line.startsWith("! ") && /ACCESS_WRITERS nor ACCESS_READERS/.test(line))).toBe(true);
  });

  it("lets ALLOW_ANONYMOUS=true through on purpose, with a warning", () => {
    const result = deploy(config({ vars: { ALLOW_ANONYMOUS: "true" } }), fakeRunner({ secrets: NO_SECRETS }));
    expect(result.code).toBe(0);
    expect(result.lines).toContain("! ALLOW_ANONYMOUS is set: the API will be open to anyone with the URL");
  });

  it("says why when wrangler cannot reach the account", () => {
    const result = deploy(config(), fakeRunner({ secrets: NOT_LOGGED_IN }));
    expect(result.refusals).toEqual([expect.stringMatching(/could not list the Worker's secrets \(In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN/)]);
  });

  it("does not deploy when a migration is still unapplied after applying, or the apply failed", () => {
    const stuck = fakeRunner({ lists: [PENDING, PENDING] });
    const result = deploy(config(), stuck);
    expect(result.refusals).toEqual([expect.stringMatching(/remote migrations still unapplied after applying: 0008_chat_sessions_documents_property.sql, 0009_feed_keys.sql/)]);
    expect(stuck.ran.some((line) => line.includes("wrangler deploy"))).toBe(false);

    const broken = fakeRunner({ apply: failed("✘ [ERROR] Migration 0009_feed_keys.sql failed with the following errors:\n  table feed_keys already exists\n") });
    const refused = deploy(config(), broken);
    expect(refused.refusals).toEqual([expect.stringMatching(/apply the remote D1 migrations failed: Migration 0009_feed_keys.sql failed/)]);
    expect(broken.ran.some((line) => line.includes("wrangler deploy"))).toBe(false);
  });

  it("--dry-run runs nothing and prints every step", () => {
    const runner = fakeRunner({});
    const result = deploy(config(), runner, true);
    expect(result.code).toBe(0);
    expect(runner.ran).toEqual([]);
    expect(result.lines.join("\n")).toMatch(/secret list[\s\S]*migrations list[\s\S]*CLOUDFLARE_ENV=production npm run build[\s\S]*migrations apply[\s\S]*wrangler deploy --config dist\/worker\/wrangler.json/);
  });

  it("reads the migrations list, and never takes an output it does not understand for 'none'", () => {
    expect(unappliedMigrations(UP_TO_DATE)).toEqual({ pending: [] });
    expect(unappliedMigrations(PENDING)).toEqual({ pending: ["0008_chat_sessions_documents_property.sql", "0009_feed_keys.sql"] });
    expect(unappliedMigrations(ok("something else"))).toHaveProperty("error");
    expect(unappliedMigrations(failed("✘ [ERROR] Couldn't find a D1 DB with the name or binding 'DB'"))).toEqual({ error: "Couldn't find a D1 DB with the name or binding 'DB'" });
    expect(accessProblems(config(), ok("not json")).problems[0]).toMatch(/could not read/);
  });
});

describe("the production profile in wrangler.toml", () => {
  const production = unstable_readConfig({ config: "wrangler.toml", env: "production" }, { hideWarnings: true });
  const embedded = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });

  it("gives the queue consumer a CPU budget and batch size chosen for PDF work", () => {
    expect(production.limits?.cpu_ms).toBe(120_000);
    const ingest = production.queues.consumers?.find((consumer: { queue: string; max_batch_size?: number }) => consumer.queue === "property-records-ingest");
    expect(ingest?.max_batch_size).toBe(5);
  });

  it("leaves the local word table out of production only", () => {
    expect(production.define).toEqual({ __WORD_TABLE__: "false" });
    expect(embedded.define).toEqual({ __WORD_TABLE__: "true" });
  });
});
