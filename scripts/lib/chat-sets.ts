// The evaluation sets of the assistant and the company each one asks, shared by eval-chat.ts (which
// asks them over HTTP) and plan-sets.ts (which only plans them).
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Case } from "./chat-questions";
import { seedCoast } from "./coast-company";
import { seedDune } from "./dune-company";
import { seedHills } from "./hills-company";
import { seedHoldout } from "./holdout-company";
import { seedLakes } from "./lakes-company";
import { seedLandlord } from "./landlord-company";
import { seedMesa } from "./mesa-company";
import { seedPeach } from "./peach-company";
import { seedSpec } from "./spec-company";

/** Every set by name: chat-questions.ts is "demo", chat-questions-<set>.ts is "<set>". */
export function setFiles(): Map<string, string> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const sets = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    const match = /^chat-questions(?:-([\w-]+))?\.ts$/.exec(name);
    if (match) sets.set(match[1] ?? "demo", pathToFileURL(join(dir, name)).href);
  }
  return sets;
}

/** The one *_CASES array a set's module exports. */
export async function casesOf(set: string, file: string): Promise<Case[]> {
  const module = (await import(file)) as Record<string, unknown>;
  const found = Object.entries(module).filter(([name, value]) => /_?CASES$/.test(name) && Array.isArray(value));
  if (found.length !== 1) throw new Error(`set ${set} must export exactly one *_CASES array, not ${found.length}`);
  return found[0]![1] as Case[];
}

/** A fixture company: its own local database, port and seeding. */
export interface Fixture {
  name: string;
  persistTo: string;
  port: number;
  seed: typeof seedSpec;
}

/**
 * The company a set asks, by the set's name: the demo company (undefined) for demo and names ending
 * -demo, the landlord, spec, coast, lakes, hills, peach, mesa or dune fixture for names ending so, the held-out company for every other set.
 */
export function fixtureOf(set: string): Fixture | undefined {
  if (set === "demo" || set.endsWith("-demo")) return undefined;
  if (set === "landlord" || set.endsWith("-landlord")) return { name: "landlord", persistTo: ".wrangler/eval-landlord", port: 8796, seed: seedLandlord };
  if (set === "coast" || set.endsWith("-coast")) return { name: "coast", persistTo: ".wrangler/eval-coast", port: 8798, seed: seedCoast };
  if (set === "lakes" || set.endsWith("-lakes")) return { name: "lakes", persistTo: ".wrangler/eval-lakes", port: 8799, seed: seedLakes };
  if (set === "hills" || set.endsWith("-hills")) return { name: "hills", persistTo: ".wrangler/eval-hills", port: 8800, seed: seedHills };
  if (set === "peach" || set.endsWith("-peach")) return { name: "peach", persistTo: ".wrangler/eval-peach", port: 8801, seed: seedPeach };
  if (set === "mesa" || set.endsWith("-mesa")) return { name: "mesa", persistTo: ".wrangler/eval-mesa", port: 8802, seed: seedMesa };
  if (set === "dune" || set.endsWith("-dune")) return { name: "dune", persistTo: ".wrangler/eval-dune", port: 8803, seed: seedDune };
  if (set === "spec" || set.endsWith("-spec")) return { name: "spec", persistTo: ".wrangler/eval-spec", port: 8797, seed: seedSpec };
  return { name: "held-out", persistTo: ".wrangler/eval-holdout", port: 8795, seed: seedHoldout };
}
