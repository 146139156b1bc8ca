import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ingestHarness } from "../ingest-harness";
import { PROPERTY_INPUT } from "../helpers";

/**
 * Property-based fuzzing of every operation in the app's own OpenAPI document (so a route added
 * later is fuzzed too): generated path ids, query strings and bodies, valid and broken (wrong types,
 * missing and extra fields, 100 KB strings, NUL and lone surrogates, impossible and out-of-range
 * dates, 3-decimal money, nesting past any sane depth, malformed JSON, wrong content types,
 * repeated query keys), must only ever get a status the operation documents and never a 5xx; a 4xx
 * carries the documented body; a field sent as null is accepted only where the document says it may
 * be null; and a rejected request leaves the database as it was.
 *
 * A fixed seed, so CI runs the same requests every time; FUZZ_RUNS (per operation) and FUZZ_SEED
 * run it longer or elsewhere: FUZZ_RUNS=500 npm test.
 */
type Json = Record<string, any>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;
// Per operation; about 40 operations, so the file stays within seconds by default.
const RUNS = Number((env as unknown as Record<string, string | undefined>).FUZZ_RUNS) || 25;
const SEED = Number((env as unknown as Record<string, string | undefined>).FUZZ_SEED) || 20261125;

/** An object nested `depth` levels deep. */
const nested = (depth: number): Json => {
  let value: Json = { leaf: 1 };
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
};
/** An array nested `depth` levels deep. */
const nestedArray = (depth: number): unknown => {
  let value: unknown = [1];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
};
const EDGE_STRINGS = ["x".repeat(100_000), "a\u0000b", "\uD800", "\uDFFFz", "0000-01-01", "1899-12-31", "2201-01-01", "9999-12-31", "2025-13-01", "12.345", "1,250.00", "$5", "NaN"];

const h = ingestHarness({ LOG_LEVEL: "silent" });
let doc: Json;
const realIds: Record<string, string> = {};

/** Row count and latest write of every table: any insert, update or delete changes it. */
const TABLES = ["properties", "transactions", "obligations", "company", "documents", "incoming_files", "document_chunks", "chunk_vectors", "chat_sessions", "chat_turns", "rules", "asset_terms", "deposits", "deposit_settlements"];
async function snapshot(): Promise<string> {
  const rows = await env.DB.batch(
    TABLES.map((table) =>
      env.DB.prepare(
        table === "document_chunks" || table === "chunk_vectors"
          ? `SELECT count(*) AS n, NULL AS w FROM ${table}`
          : `SELECT count(*) AS n, max(${table === "chat_turns" || table === "deposit_settlements" ? "created_at" : "updated_at"}) AS w FROM ${table}`,
      ),
    ),
  );
  return JSON.stringify(rows.map((r) => r.results[0]));
}

const resolve = (node: Json | undefined): Json | undefined => (node?.$ref ? doc.components.schemas[String(node.$ref).split("/").pop()!] : node);

/** Whether a schema of the document allows null. */
function nullable(node: Json): boolean {
  const s = resolve(node) ?? {};
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes("null") || s.nullable === true || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some((v: Json) => nullable(v));
}

/** Values that probe the contract's edges: money, dates, flags, numbers, enums, junk. */
function valueArb(schema: Json | undefined): fc.Arbitrary<unknown> {
  const resolved = resolve(schema) ?? {};
  const enums: unknown[] = resolved.enum ?? resolved.anyOf?.flatMap((s: Json) => resolve(s)?.enum ?? []) ?? [];
  return fc.oneof(
    enums.length ? fc.constantFrom(...enums) : fc.constant("x"),
    fc.constantFrom("100.00", "-1", "1e3", "0", "2025-07-14", "2025-02-30", "true", "no", "", " ", "FREQ=YEARLY", "expense:utilities", "ACTIVE", "%_", "\u0000"),
    fc.constantFrom(...EDGE_STRINGS),
    fc.constantFrom(nested(25), nested(1000), nestedArray(30)),
    fc.string({ maxLength: 24 }),
    fc.integer({ min: -10, max: 100_000 }),
    fc.double({ noNaN: false }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
  );
}

/** A value of the parameter's own type most of the time (so requests also get past validation), junk otherwise. */
function typedArb(schema: Json | undefined): fc.Arbitrary<unknown> {
  const resolved = resolve(schema) ?? {};
  const variants: Json[] = resolved.anyOf ?? resolved.oneOf ?? [resolved];
  const options = variants.map((v) => {
    const s = resolve(v) ?? {};
    if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
    if (s.type === "integer" || s.type === "number") {
      const min = s.minimum ?? 0;
      return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? min + 100, min + 100)) });
    }
    if (s.type === "boolean") return fc.boolean();
    if (s.format === "date" || /date/.test(String(s.pattern ?? ""))) return fc.constantFrom("2025-01-01", "2025-07-14", "2026-12-31");
    if (s.format === "uuid") return fc.uuid();
    return fc.string({ minLength: 1, maxLength: 12 });
  });
  return fc.oneof(...options);
}

const queryValueArb = (schema: Json | undefined) =>
  fc.oneof({ arbitrary: typedArb(schema), weight: 3 }, { arbitrary: valueArb(schema), weight: 1 }).map((v) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)));

function idArb(path: string): fc.Arbitrary<string> {
  const real = Object.entries(realIds).find(([prefix]) => path.startsWith(prefix))?.[1];
  return fc.oneof(
    fc.uuid(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/).filter((s) => !["search", "calendar.ics", "categories", "import"].includes(s)),
    fc.constant(real ?? "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f"),
  );
}

function jsonBodyArb(schema: Json | undefined): fc.Arbitrary<{ body?: string; type?: string }> {
  const properties = Object.entries((resolve(schema)?.properties ?? {}) as Json);
  const shaped = fc.record(Object.fromEntries(properties.map(([name, s]) => [name, valueArb(s)])), { requiredKeys: [] });
  const withExtra = fc.tuple(shaped, fc.dictionary(fc.string({ maxLength: 10 }), valueArb(undefined), { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
  // The documented example with one field changed: close enough to valid to reach the handler.
  const example = resolve(schema)?.example as Json | undefined;
  const nearExample = example
    ? fc.tuple(fc.constantFrom(...Object.keys(example), "unknown_field"), valueArb(undefined), fc.boolean()).map(([key, value, drop]) => {
        const copy: Json = { ...example };
        if (drop) delete copy[key];
        else copy[key] = value;
        return copy;
      })
    : withExtra;
  return fc.record({
    body: fc.oneof(
      { arbitrary: nearExample.map((v) => JSON.stringify(v)), weight: 3 },
      { arbitrary: withExtra.map((v) => JSON.stringify(v)), weight: 2 },
      { arbitrary: fc.json({ maxDepth: 2 }), weight: 1 },
      { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
      { arbitrary: fc.constantFrom("{", '{"a":', "[1,2", "nul", '{"x": 1,}', "\uFEFF{}"), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    type: fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", undefined),
  });
}

function formBodyArb(schema: Json | undefined): fc.Arbitrary<FormData> {
  const fields = Object.keys((resolve(schema)?.properties ?? {}) as Json).filter((name) => name !== "file");
  return fc
    .record({
      file: fc.option(
        fc.record({
          bytes: fc.oneof(fc.uint8Array({ maxLength: 400 }), fc.string({ maxLength: 200 }).map((s) => new TextEncoder().encode(s))),
          name: fc.constantFrom("a.pdf", "b.docx", "c.txt", "d.md", "e.csv", "f.html", "g.exe", "../../h.txt", "noext", ""),
          type: fc.constantFrom("", "application/pdf", "text/plain", "image/png", "application/octet-stream"),
        }),
      ),
      values: fc.record(Object.fromEntries(fields.map((name) => [name, fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("bank", "airbnb", "true", "2025-07-14", "{}", "final"))])), { requiredKeys: [] }),
    })
    .map(({ file, values }) => {
      const form = new FormData();
      if (file) form.set("file", new File([file.bytes], file.name, { type: file.type }));
      for (const [name, value] of Object.entries(values)) form.set(name, String(value));
      return form;
    });
}

function operations(): [string, (typeof METHODS)[number], Json][] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => [path, m, item[m]] as [string, (typeof METHODS)[number], Json]));
}

beforeAll(async () => {
  doc = (await h.call("GET", "/openapi.json")).body;
  realIds["/api/v1/properties"] = (await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT })).body.id;
  realIds["/api/v1/transactions"] = (await h.call("POST", "/api/v1/transactions", { json: { transaction_date: "2025-07-14", amount: "12.00", category: "expense:utilities:electricity", description: "fuzz" } })).body.id;
  realIds["/api/v1/obligations"] = (await h.call("POST", "/api/v1/obligations", { json: { obligation_type: "tax:payment", due_date: "2030-04-15", description: "fuzz" } })).body.id;
  realIds["/api/v1/documents"] = (await h.documentUpload("fuzz.txt", "A document for the fuzzer.")).body.id;
});

describe("fuzzing every documented operation", () => {
  it("enumerates the operations from /openapi.json", () => {
    expect(operations().length).toBeGreaterThanOrEqual(30);
  });

  it.each(METHODS)("%s operations answer only documented statuses, never 500, and 4xx changes nothing", async (method) => {
    for (const [path, , op] of operations().filter(([, m]) => m === method)) {
      if (path === "/docs") continue;
      const allowed = new Set(Object.keys(op.responses).map(Number));
      const queryParams = ((op.parameters ?? []) as Json[]).filter((p) => p.in === "query");
      const content = op.requestBody?.content ?? {};
      const pathArb = path.includes("{") ? idArb(path).map((id) => path.replace(/\{\w+\}/, encodeURIComponent(id))) : fc.constant(path);
      const required = queryParams.filter((p) => p.required);
      const optional = queryParams.filter((p) => !p.required);
      const queryArb = fc
        .tuple(
          fc.subarray(optional, { maxLength: Math.min(3, optional.length) }).chain((picked) => fc.tuple(...[...required, ...picked].map((p) => queryValueArb(p.schema).map((v) => [p.name as string, v] as const)))),
          fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), fc.string({ maxLength: 8 }), { maxKeys: 1 }),
        )
        .chain(([known, unknown]) =>
          fc.boolean().map((repeat) => {
            const params = new URLSearchParams({ ...unknown, ...Object.fromEntries(known) });
            // A key sent twice ("?key=a&key=b") is malformed, not a 500.
            if (repeat && known[0]) params.append(known[0][0], known[0][1]);
            return params.toString();
          }),
        );
      const bodyArb: fc.Arbitrary<{ body?: BodyInit; type?: string }> = content["multipart/form-data"]
        ? formBodyArb(content["multipart/form-data"].schema).map((form) => ({ body: form }))
        : content["application/json"]
          ? jsonBodyArb(content["application/json"].schema)
          : fc.constant({});

      await fc.assert(
        fc.asyncProperty(pathArb, queryArb, bodyArb, async (target, query, { body, type }) => {
          const before = await snapshot();
          const headers: Record<string, string> = type ? { "content-type": type } : {};
          const res = await h.call(method.toUpperCase(), `${target}${query ? `?${query}` : ""}`, { body, headers });
          const where = `${method.toUpperCase()} ${target}?${query.slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(allowed.has(res.status), `${where} (documented: ${[...allowed].join(", ")})`).toBe(true);
          if (res.status >= 400) {
            expect(res.body, where).toEqual(res.status === 422 ? { detail: expect.any(Array) } : { detail: expect.any(String) });
            if (res.status === 422) for (const issue of res.body.detail) expect(issue, where).toEqual({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) });
            expect(await snapshot(), `${where} changed the database`).toBe(before);
          } else if (typeof body === "string" && content["application/json"]) {
            // A field sent as null and accepted must be one the document says may be null.
            const sent = (() => {
              try {
                return JSON.parse(body) as unknown;
              } catch {
                return undefined;
              }
            })();
            const schema = resolve(content["application/json"].schema);
            if (sent && typeof sent === "object" && !Array.isArray(sent)) {
              for (const [field, value] of Object.entries(sent)) {
                if (value !== null || !schema?.properties?.[field]) continue;
                expect(nullable(schema.properties[field]), `${where}: ${field} accepted null, but the document does not allow it`).toBe(true);
              }
            }
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  }, 120_000);
});
