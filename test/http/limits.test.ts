import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/domain/hash";
import { makePdf } from "../fixtures/documents";
import { PROPERTY_INPUT } from "../helpers";
import { ingestHarness } from "../ingest-harness";

function upload(name: string, bytes: Uint8Array | string, type = ""): FormData {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return form;
}

/** A body sent without Content-Length (chunked), which the limit has to count as it streams. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
}

/** A Rate Limiting binding that allows `allowed` requests per key, and records the keys. */
function fakeLimiter(allowed: number) {
  const counts = new Map<string, number>();
  return {
    keys: [] as string[],
    async limit({ key }: { key: string }) {
      this.keys.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { success: counts.get(key)! <= allowed };
    },
  };
}

describe("request body limits", () => {
  it("answers 413 {detail} for a JSON body over 1 MB, declared or streamed", async () => {
    const h = ingestHarness();
    const big = JSON.stringify({ ...PROPERTY_INPUT, extra_metadata: { note: "x".repeat(1024 * 1024) } });
    const declared = await h.call("POST", "/api/v1/properties", { body: big, headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ detail: "The request body is larger than 1 MB" });
    const chunked = await h.fetch("/api/v1/properties", { method: "POST", body: streamed(big), headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM properties WHERE address = ?").bind(PROPERTY_INPUT.address).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("still takes a JSON body just under 1 MB to the route (which then validates it)", async () => {
    const h = ingestHarness();
    const body = JSON.stringify({ ...PROPERTY_INPUT, extra_metadata: { note: "x".repeat(900 * 1024) } });
    const res = await h.call("POST", "/api/v1/properties", { body, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(422);
  });

  it("answers 413 for an upload over MAX_UPLOAD_MB, also when it is streamed without Content-Length", async () => {
    const h = ingestHarness({ MAX_UPLOAD_MB: "1" });
    const big = "a line of text\n".repeat(100_000);
    const declared = await h.call("POST", "/api/v1/documents", { body: upload("big.txt", big) });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ detail: "The upload is larger than the 1 MB limit" });
    const request = new Request("http://x/", { method: "POST", body: upload("big.txt", big) });
    const chunked = await h.fetch("/api/v1/chat/upload", {
      method: "POST",
      body: request.body,
      headers: { "content-type": request.headers.get("content-type")! },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });
});

describe("rate limits (Workers Rate Limiting binding)", () => {
  it("answers 429 with Retry-After once a client address is over the upload limit; reads are not counted", async () => {
    const limiter = fakeLimiter(2);
    const h = ingestHarness({ UPLOAD_RATE_LIMITER: limiter });
    const headers = { "cf-connecting-ip": "203.0.113.9" };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await h.call("POST", "/api/v1/chat/upload", { body: upload(`n${i}.txt`, `note ${i} rate`), headers })).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await h.call("POST", "/api/v1/documents", { body: upload("n9.txt", "note 9 rate"), headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.body).toEqual({ detail: expect.stringContaining("Too many requests") });
    expect((await h.call("GET", "/api/v1/chat/incoming-files", { headers })).status).toBe(200);
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("other.txt", "another client rate"), headers: { "cf-connecting-ip": "198.51.100.4" } })).status).toBe(201);
    expect(limiter.keys.every((key) => key.startsWith("ip:"))).toBe(true);
  });

  it("counts per token when API tokens are configured", async () => {
    const limiter = fakeLimiter(1);
    const token = "prk_write_ratelimit";
    const h = ingestHarness({ UPLOAD_RATE_LIMITER: limiter, API_TOKENS: `write:${await sha256Hex(token)}` });
    const headers = { authorization: `Bearer ${token}` };
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("t1.txt", "token one"), headers })).status).toBe(201);
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("t2.txt", "token two"), headers })).status).toBe(429);
    expect(limiter.keys).toEqual([`token:${(await sha256Hex(token)).slice(0, 12)}`, `token:${(await sha256Hex(token)).slice(0, 12)}`]);
  });

  it("lets requests through when the binding itself fails", async () => {
    const h = ingestHarness({ UPLOAD_RATE_LIMITER: { limit: async () => Promise.reject(new Error("limiter down")) } });
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("down.txt", "limiter down note") })).status).toBe(201);
  });
});

describe("uploaded files", () => {
  it("keeps every path segment of the client's name out of the R2 key", async () => {
    const h = ingestHarness();
    for (const name of ["../../etc/passwd.txt", "..\\..\\boot.ini.md", "a/b/../c .. d.txt", "%2e%2e%2fsecret.txt"]) {
      const res = await h.call("POST", "/api/v1/chat/upload", { body: upload(name, `content of ${name}`) });
      expect(res.status, name).toBe(201);
      const listed = await env.FILES.list({ prefix: `originals/${res.body.content_hash}/` });
      expect(listed.objects).toHaveLength(1);
      const key = listed.objects[0]!.key;
      expect(key.split("/"), key).toHaveLength(3);
      expect(key.split("/")[2], key).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)?$/);
      expect(key).not.toContain("..");
    }
  });

  it("answers 415 when the declared Content-Type contradicts the file's magic bytes", async () => {
    const h = ingestHarness();
    const pdf = makePdf([["A PDF that claims to be text."]]);
    const pdfAsText = await h.call("POST", "/api/v1/documents", { body: upload("policy.pdf", pdf, "text/plain") });
    expect(pdfAsText.status).toBe(415);
    expect(pdfAsText.body).toEqual({ detail: expect.stringContaining("text/plain") });
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("notes.txt", "plain words", "application/pdf") })).status).toBe(415);
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("photo.pdf", pdf, "image/png") })).status).toBe(415);
  });

  it("accepts a matching, a generic or a loosely labelled Content-Type", async () => {
    const h = ingestHarness();
    const pdf = makePdf([["A PDF sent as a PDF, content type check."]]);
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("ok.pdf", pdf, "application/pdf") })).status).toBe(201);
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("ok.md", "# Title\n\nmd content type", "application/octet-stream") })).status).toBe(201);
    expect((await h.call("POST", "/api/v1/chat/upload", { body: upload("ok.csv", "a,b\n1,2\n", "application/vnd.ms-excel") })).status).toBe(201);
  });
});
