import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Imports point one way: the entry and the routes at the top; then the jobs; the assistant, search,
 * ingestion, imports and the profile's services; the HTTP helpers; the database; the pure rules and
 * the settings at the bottom. A module may import its own layer or a lower one, never a higher one.
 * The layers, from the top, by path under src/:
 */
const LAYERS: [layer: string, paths: string[]][] = [
  ["entry", ["index.ts", "app.ts"]],
  ["routes", ["routes/"]],
  ["jobs", ["jobs/"]],
  ["services", ["chat/", "search/", "ingest/", "imports/", "providers.ts"]],
  ["http", ["http/"]],
  ["db", ["db/"]],
  ["domain", ["domain/", "config.ts", "version.ts"]],
];

const SRC = join(process.cwd(), "src");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []));
}

function layerOf(path: string): number {
  const at = relative(SRC, path).replaceAll("\\", "/");
  const index = LAYERS.findIndex(([, paths]) => paths.some((p) => (p.endsWith("/") ? at.startsWith(p) : at === p)));
  if (index === -1) throw new Error(`src/${at} is in no layer: add it to LAYERS`);
  return index;
}

/** The modules of ours a file imports (statically, dynamically or for types), as paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm)].map((m) => m[1]!);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)));
}

/**
 * Imports that point back up, allowed for now: none. A new backward import fails the test; move what
 * it needs below the routes (as db/company.ts and db/obligations.ts hold the views the assistant reads).
 */
const KNOWN_BACKWARD: string[] = [];

describe("imports point one way", () => {
  it("no module imports a layer above its own", () => {
    const backwards: string[] = [];
    for (const file of files(SRC)) {
      const own = layerOf(file);
      for (const target of importsOf(file)) {
        if (!target.startsWith(SRC)) continue;
        // A JSON file beside the code belongs to the layer of its folder; a folder is its index.ts.
        const resolved = /\.(tsx?|json)$/.test(target) ? target : [`${target}.ts`, `${target}.tsx`, join(target, "index.ts")].find((path) => existsSync(path)) ?? `${target}.ts`;
        const layer = layerOf(resolved);
        if (layer < own) backwards.push(`src/${relative(SRC, file)} (${LAYERS[own]![0]}) imports src/${relative(SRC, resolved)} (${LAYERS[layer]![0]})`);
      }
    }
    expect(backwards.sort()).toEqual([...KNOWN_BACKWARD].sort());
  });

  it("reads every file of src into a layer, and finds the imports it checks", () => {
    const all = files(SRC);
    expect(all.length).toBeGreaterThan(100);
    for (const file of all) layerOf(file);
    // The check sees imports: the routes import the database, and the database the pure rules.
    expect(importsOf(join(SRC, "routes/rules/handlers.ts")).some((path) => path.endsWith("db/rules"))).toBe(true);
    expect(importsOf(join(SRC, "db/rules.ts")).some((path) => path.endsWith("domain/rules"))).toBe(true);
  });
});
