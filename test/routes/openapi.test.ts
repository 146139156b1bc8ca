import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { call } from "../helpers";

type Json = Record<string, any>;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

async function loadDocument(): Promise<Json> {
  const res = await call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  return res.body;
}

function resolve(doc: Json, node: Json | undefined): Json | undefined {
  if (!node?.$ref) return node;
  const name = String(node.$ref).replace("#/components/schemas/", "");
  return doc.components?.schemas?.[name];
}

function operations(doc: Json): [string, string, Json][] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => [path, m, item[m]] as [string, string, Json]),
  );
}

describe("GET /openapi.json", () => {
  it("is an OpenAPI 3.1 document describing this service", async () => {
    const doc = await loadDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Property Records API", version: "0.1.0" });
  });

  it("documents every route the app serves, and nothing it does not", async () => {
    const doc = await loadDocument();
    const served = createApp()
      .routes.filter((r) => r.method !== "ALL")
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = operations(doc).map(([path, method]) => `${method} ${path}`);
    expect(new Set(served)).toEqual(new Set(documented));
    expect(served.length).toBeGreaterThanOrEqual(10);
  });

  it("gives every operation a summary, tags, its parameters with schemas, and a 500", async () => {
    const doc = await loadDocument();
    for (const [path, method, op] of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.summary, where).toBeTruthy();
      expect(op.tags?.length, where).toBeGreaterThan(0);
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const param = op.parameters?.find((p: Json) => p.in === "path" && `{${p.name}}` === name);
        expect(param?.schema, `${where} ${name}`).toBeTruthy();
      }
      for (const param of op.parameters ?? []) expect(param.schema, `${where} ${param.name}`).toBeTruthy();
      expect(op.responses["500"], where).toBeTruthy();
    }
  });

  it("documents a required body, 400 and 422 for every write that takes one", async () => {
    const doc = await loadDocument();
    const writes = operations(doc).filter(([, , op]) => op.requestBody);
    expect(writes.map(([path, method]) => `${method} ${path}`).sort()).toEqual([
      "patch /api/v1/documents/{id}",
      "patch /api/v1/obligations/{id}",
      "patch /api/v1/properties/{id}",
      "patch /api/v1/rules/builtin/{key}",
      "patch /api/v1/rules/{id}",
      "patch /api/v1/transactions/{id}",
      "post /api/v1/chat/query",
      "post /api/v1/chat/upload",
      "post /api/v1/demo/records",
      "post /api/v1/deposits",
      "post /api/v1/deposits/{id}/settlements",
      "post /api/v1/documents",
      "post /api/v1/obligations",
      "post /api/v1/obligations/standard",
      "post /api/v1/properties",
      "post /api/v1/rules",
      "post /api/v1/rules/apply",
      "post /api/v1/transactions",
      "post /api/v1/transactions/import",
      "put /api/v1/company",
      "put /api/v1/demo/loading",
      "put /api/v1/transactions/{id}/asset",
      "put /api/v1/transactions/{id}/split",
    ]);
    for (const [path, method, op] of writes) {
      const where = `${method} ${path}`;
      expect(op.requestBody.required, where).toBe(true);
      const [media] = Object.values(op.requestBody.content) as Json[];
      expect(resolve(doc, media?.schema), where).toBeTruthy();
      expect(op.responses["400"], where).toBeTruthy();
      expect(op.responses["422"], where).toBeTruthy();
    }
  });

  it("gives every response a schema and an example", async () => {
    const doc = await loadDocument();
    for (const [path, method, op] of operations(doc)) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const where = `${method.toUpperCase()} ${path} ${status}`;
        const [media] = Object.values(response.content ?? {}) as Json[];
        expect(media?.schema, where).toBeTruthy();
        const schema = resolve(doc, media?.schema);
        expect(media?.example ?? schema?.example ?? schema?.examples, where).toBeTruthy();
      }
    }
  });

  it("declares the ids of path parameters as UUIDs and 404s for routes on one record", async () => {
    const doc = await loadDocument();
    for (const [path, method, op] of operations(doc).filter(([p]) => p.includes("{id}"))) {
      const id = op.parameters.find((p: Json) => p.name === "id");
      expect(id.schema.format, `${method} ${path}`).toBe("uuid");
      expect(op.responses["404"], `${method} ${path}`).toBeTruthy();
      expect(op.responses["422"], `${method} ${path}`).toBeTruthy();
    }
  });

  it("gives optional query filters no example, so Swagger UI does not pre-fill and silently filter", async () => {
    const doc = await loadDocument();
    for (const [path, method, op] of operations(doc)) {
      for (const param of (op.parameters ?? []).filter((p: Json) => p.in === "query" && !p.required && p.schema?.default === undefined)) {
        expect(param.example ?? param.schema.example, `${method} ${path} ?${param.name}`).toBeUndefined();
      }
    }
  });
});
