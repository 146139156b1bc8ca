import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ingestHarness } from "../ingest-harness";

/**
 * A D1 database that, once armed, breaks the next batch of at least `minStatements` statements in
 * the middle: a statement that fails at run time goes in after the first half. D1 runs a batch as
 * one transaction, so what the first half wrote must be rolled back.
 */
function dbFailingMidBatch(minStatements: number) {
  const state = { armed: true, injected: 0 };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (!state.armed || statements.length < minStatements) return target.batch(statements);
          state.armed = false;
          state.injected++;
          const half = Math.ceil(statements.length / 2);
          return target.batch([...statements.slice(0, half), target.prepare("INSERT INTO no_such_table (x) VALUES (1)"), ...statements.slice(half)]);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, state };
}

const countRows = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;

function upload(name: string, text: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/plain" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** What the service holds of an upload: rows that name its bytes, and R2 objects under its hash. */
async function traces(text: string) {
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return {
    documents: await countRows("SELECT count(*) AS n FROM documents WHERE content_hash = ?", hash),
    incoming: await countRows("SELECT count(*) AS n FROM incoming_files WHERE content_hash = ?", hash),
    objects: (await env.FILES.list({ prefix: `originals/${hash}/` })).objects.length,
  };
}

const NOTHING = { documents: 0, incoming: 0, objects: 0 };

describe("no partial writes: POST /api/v1/documents", () => {
  it("rolls back the document, its incoming file and the R2 object when D1 fails in the middle of the batch", async () => {
    const { db, state } = dbFailingMidBatch(3);
    const h = ingestHarness({ DB: db, LOG_LEVEL: "silent" });
    const text = "Lease addendum, D1 failure in the middle of the upload batch.";
    const res = await h.call("POST", "/api/v1/documents", { body: upload("addendum.txt", text) });
    expect(state.injected).toBe(1);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: "Internal server error" });
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(await traces(text)).toEqual(NOTHING);
    expect(h.queue.sent).toEqual([]);
    // The same upload succeeds afterwards: nothing half-written stands in its way.
    expect((await h.call("POST", "/api/v1/documents", { body: upload("addendum.txt", text) })).status).toBe(201);
  });

  it("writes no rows when R2 refuses the original", async () => {
    const files = new Proxy(env.FILES, {
      get(target, prop) {
        if (prop === "put") return async () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const h = ingestHarness({ FILES: files, LOG_LEVEL: "silent" });
    const text = "Insurance binder, R2 failure.";
    const res = await h.call("POST", "/api/v1/documents", { body: upload("binder.txt", text) });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: "Internal server error" });
    expect(await traces(text)).toEqual(NOTHING);
  });

  it("takes the document back and answers 503 when the queue refuses the message", async () => {
    const broken = { send: async () => Promise.reject(new Error("queue down")), sendBatch: async () => Promise.reject(new Error("queue down")) } as unknown as Queue;
    const h = ingestHarness({ INGEST_QUEUE: broken, LOG_LEVEL: "silent" });
    const text = "Operating agreement amendment, queue failure.";
    const res = await h.call("POST", "/api/v1/documents", { body: upload("amendment.txt", text) });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: expect.stringContaining("nothing was stored") });
    expect(await traces(text)).toEqual(NOTHING);
  });
});

describe("no partial writes: other multi-row operations", () => {
  it("a chat upload whose row cannot be written leaves no R2 object", async () => {
    const failingDb = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") {
          return (sql: string) => (/^insert into "incoming_files"/i.test(sql) ? target.prepare("INSERT INTO no_such_table (x) VALUES (?)") : target.prepare(sql));
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const h = ingestHarness({ DB: failingDb, LOG_LEVEL: "silent" });
    const text = "Chat upload whose row fails.";
    const res = await h.call("POST", "/api/v1/chat/upload", { body: upload("chat.txt", text) });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: "Internal server error" });
    expect(await traces(text)).toEqual(NOTHING);
  });

  it("a CSV import that fails between its insert statements writes no transaction", async () => {
    const { db, state } = dbFailingMidBatch(2);
    const h = ingestHarness({ DB: db, LOG_LEVEL: "silent" });
    // 1,200 rows: three insert statements of 500 rows, so the failure lands after the first.
    const lines = Array.from({ length: 1200 }, (_, i) => `2025-03-${String((i % 28) + 1).padStart(2, "0")},ATOMIC TEST PAYEE ${i},-${(i % 90) + 10}.25`);
    const form = new FormData();
    form.set("file", new File([["Date,Description,Amount", ...lines].join("\n")], "atomic.csv", { type: "text/csv" }));
    form.set("format", "bank");
    form.set("source_account", "atomic-test");
    const res = await h.call("POST", "/api/v1/transactions/import", { body: form });
    expect(state.injected).toBe(1);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: "Internal server error" });
    expect(await countRows("SELECT count(*) AS n FROM transactions WHERE description LIKE 'ATOMIC TEST PAYEE%'")).toBe(0);
  });

  it("completing a recurring obligation that fails mid-batch leaves it open and creates no successor", async () => {
    const plain = ingestHarness();
    const created = await plain.call("POST", "/api/v1/obligations", {
      json: { obligation_type: "tax:filing", due_date: "2031-03-15", description: "Atomic completion test", recurrence: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15" },
    });
    expect(created.status).toBe(201);
    const { db, state } = dbFailingMidBatch(2);
    const h = ingestHarness({ DB: db, LOG_LEVEL: "silent" });
    const res = await h.call("PATCH", `/api/v1/obligations/${created.body.id}`, { json: { status: "completed" } });
    expect(state.injected).toBe(1);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: "Internal server error" });
    const after = await plain.call("GET", `/api/v1/obligations/${created.body.id}`);
    expect(after.body).toMatchObject({ status: "pending", updated_at: created.body.updated_at });
    expect(await countRows("SELECT count(*) AS n FROM obligations WHERE description = 'Atomic completion test'")).toBe(1);
  });
});
