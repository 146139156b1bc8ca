import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Runs the real script twice against a local D1 (wrangler's local state in a temporary folder),
// exactly as `npm run seed:obligations -- --year 2026 --persist-to DIR` would.
const require = createRequire(import.meta.url);
const WRANGLER = join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
const TSX = join(dirname(require.resolve("tsx/package.json")), "dist", "cli.mjs");
const ROOT = join(dirname(new URL(import.meta.url).pathname), "..", "..");

const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });

describe("scripts/seed-obligations.ts against a local database", () => {
  let dir = "";
  const wrangler = (...args: string[]) => run([WRANGLER, ...args, "--local", "--persist-to", dir]);
  const seed = (...args: string[]) => run([TSX, "scripts/seed-obligations.ts", "--year", "2026", "--persist-to", dir, ...args]);
  const count = () => JSON.parse(wrangler("d1", "execute", "DB", "--json", "--command", "SELECT count(*) AS n FROM obligations"))[0].results[0].n as number;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "seed-test-"));
    wrangler("d1", "migrations", "apply", "DB");
    const row = (id: string, address: string, acquired: string, created: string) =>
      `('${id}', '${address}', '${acquired}', 1, 1, 1, 'ACTIVE', '{}', '{}', '${created}', '${created}')`;
    wrangler("d1", "execute", "DB", "--command", [
      "INSERT INTO company (id, legal_name, state_of_formation, formation_date, provenance, extra_metadata, created_at, updated_at)",
      "VALUES ('c1', 'Alder Street Holdings LLC', 'CO', '2021-03-09', '{}', '{}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');",
      "INSERT INTO properties (id, address, acquisition_date, purchase_price_total_cents, land_basis_cents, building_basis_cents, status, provenance, extra_metadata, created_at, updated_at) VALUES",
      `${row("p1", "1420 Alder Street, Denver, CO 80205", "2021-06-15", "2026-01-01T00:00:00.000Z")}, ${row("p2", "88 Birch Lane, Boulder, CO 80302", "2023-09-01", "2026-01-02T00:00:00.000Z")};`,
    ].join(" "));
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("--dry-run shows the plan and the SQL and writes nothing", () => {
    const out = seed("--dry-run");
    expect(out).toContain("INSERT INTO obligations");
    expect(out).toMatch(/Would create per type:[\s\S]*total\s+14/);
    expect(count()).toBe(0);
  }, 120_000);

  it("creates the standard set on the first run and nothing on the second", () => {
    const first = seed();
    expect(first).toMatch(/compliance:periodic_report\s+1\n\s+tax:payment\s+4\n\s+tax:filing\s+1\n\s+property:tax\s+4\n\s+property:insurance\s+2\n\s+property:inspection\s+2\n\s+total\s+14/);
    expect(count()).toBe(14);

    const second = seed();
    expect(second).toContain("Nothing to create");
    expect(second).toMatch(/Created per type:[\s\S]*total\s+0/);
    expect(count()).toBe(14);
  }, 120_000);

  it("explains a state it has no rule for", () => {
    expect(() => seed("--state", "ZZ")).toThrow(/ZZ is not the postal code of a US state/);
  }, 120_000);
});
