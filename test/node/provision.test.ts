import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commandLine, PRODUCTION_RESOURCES, provisionPlan } from "../../scripts/lib/provision-plan";

const wranglerToml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
// The sections, not a comment that names them.
const production = wranglerToml.slice(wranglerToml.indexOf("\n[env.production]"));

describe("npm run provision", () => {
  it("creates every resource [env.production] binds, under the names it binds", () => {
    expect(production).toContain(`database_name = "${PRODUCTION_RESOURCES.d1}"`);
    expect(production).toContain(`bucket_name = "${PRODUCTION_RESOURCES.r2}"`);
    expect(production).toContain(`queue = "${PRODUCTION_RESOURCES.queue}"`);
    expect(production).toContain(`dead_letter_queue = "${PRODUCTION_RESOURCES.deadLetterQueue}"`);
    expect(production).toContain(`index_name = "${PRODUCTION_RESOURCES.vectorize.name}"`);
  });

  it("prints the wrangler commands in order: D1, R2, both queues, the index and its metadata indexes", () => {
    expect(provisionPlan().map(commandLine)).toEqual([
      "npx wrangler d1 create property-records",
      "npx wrangler r2 bucket create property-records-files",
      "npx wrangler queues create property-records-ingest",
      "npx wrangler queues create property-records-ingest-dlq",
      "npx wrangler vectorize create property-records-chunks --dimensions=768 --metric=cosine",
      "npx wrangler vectorize create-metadata-index property-records-chunks --property-name=document_id --type=string",
      "npx wrangler vectorize create-metadata-index property-records-chunks --property-name=doc_type --type=string",
    ]);
  });

  it("indexes the metadata the production vector index filters on", () => {
    const source = readFileSync(new URL("../../src/search/vectorize.ts", import.meta.url), "utf8");
    const filtered = [...source.matchAll(/filter\.(\w+) =/g)].map((m) => m[1]);
    expect([...PRODUCTION_RESOURCES.vectorize.metadataIndexes].sort()).toEqual(filtered.sort());
  });

  it("names the two profiles' Workers apart, so a plain wrangler deploy cannot replace production", () => {
    const names = [...wranglerToml.matchAll(/^name = "([^"]+)"$/gm)].map((match) => match[1]);
    const topLevel = /^name = "([^"]+)"$/m.exec(wranglerToml.slice(0, wranglerToml.indexOf("\n[env.production]")))?.[1];
    const productionName = /^name = "([^"]+)"$/m.exec(production)?.[1];
    expect(topLevel).toBe("property-records-dev");
    expect(productionName).toBe("property-records");
    expect(names.slice(0, 2)).toEqual([topLevel, productionName]);
  });

  it("declares the rate limiters and observability for production, and neither in the embedded profile", () => {
    const embedded = wranglerToml.slice(0, wranglerToml.indexOf("\n[env.production]"));
    expect(production).toMatch(/\[\[env\.production\.ratelimits\]\]\s+name = "UPLOAD_RATE_LIMITER"/);
    expect(production).toMatch(/\[\[env\.production\.ratelimits\]\]\s+name = "CHAT_RATE_LIMITER"/);
    expect(production).toMatch(/\[env\.production\.observability\]\s+enabled = true/);
    expect(embedded).not.toContain("ratelimits");
    expect(embedded).not.toContain("API_TOKENS =");
  });
});
