// The calendar feed's key: with API_TOKENS set, a calendar app (no bearer header) reads the feed
// with `?key=`, and with nothing else; the key is created, rotated and revoked by a write token.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/domain/hash";
import { ingestHarness } from "../ingest-harness";

const READ = "prk_read_feedkey0123456789abcdefghijklmnopqrstuv";
const WRITE = "prk_write_feedkey0123456789abcdefghijklmnopqrstu";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const FEED = "/api/v1/obligations/calendar.ics";

async function withTokens() {
  return ingestHarness({ API_TOKENS: `read:${await sha256Hex(READ)},write:${await sha256Hex(WRITE)}` });
}

describe("calendar feed key", () => {
  it("lets a calendar app read the feed with the key alone, and refuses a wrong or missing key", async () => {
    const h = await withTokens();
    const created = await h.call("POST", "/api/v1/obligations/calendar-key", { headers: bearer(WRITE) });
    expect(created.status).toBe(201);
    const { key, url, webcal_url } = created.body as { key: string; url: string; webcal_url: string };
    expect(key).toMatch(/^prc_[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://test.local${FEED}?key=${key}`);
    expect(webcal_url).toBe(`webcal://test.local${FEED}?key=${key}`);

    const feed = await h.call("GET", `${FEED}?key=${encodeURIComponent(key)}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(String(feed.body)).toContain("BEGIN:VCALENDAR");

    expect((await h.call("GET", `${FEED}?key=${key}x`)).status).toBe(401);
    expect((await h.call("GET", `${FEED}?key=`)).status).toBe(401);
    expect((await h.call("GET", FEED)).status).toBe(401);
    // The key opens the feed and nothing else.
    expect((await h.call("GET", `/api/v1/obligations?key=${key}`)).status).toBe(401);
    expect((await h.call("GET", `/api/v1/properties?key=${key}`)).status).toBe(401);
    // Bearer tokens keep working for the feed.
    expect((await h.call("GET", FEED, { headers: bearer(READ) })).status).toBe(200);
  });

  it("stores only the key's hash", async () => {
    const h = await withTokens();
    const { key } = (await h.call("POST", "/api/v1/obligations/calendar-key", { headers: bearer(WRITE) })).body as { key: string };
    const rows = (await env.DB.prepare("SELECT feed, key_hash FROM feed_keys").all<{ feed: string; key_hash: string }>()).results;
    expect(rows).toEqual([{ feed: "obligations", key_hash: await sha256Hex(key) }]);
  });

  it("rotates: the new key works and the old one stops at once; revoking stops both", async () => {
    const h = await withTokens();
    const first = ((await h.call("POST", "/api/v1/obligations/calendar-key", { headers: bearer(WRITE) })).body as { key: string }).key;
    const second = ((await h.call("POST", "/api/v1/obligations/calendar-key", { headers: bearer(WRITE) })).body as { key: string }).key;
    expect(second).not.toBe(first);
    expect((await h.call("GET", `${FEED}?key=${first}`)).status).toBe(401);
    expect((await h.call("GET", `${FEED}?key=${second}`)).status).toBe(200);

    const revoked = await h.call("DELETE", "/api/v1/obligations/calendar-key", { headers: bearer(WRITE) });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, data: { revoked: true } });
    expect((await h.call("GET", `${FEED}?key=${second}`)).status).toBe(401);
    const again = await h.call("DELETE", "/api/v1/obligations/calendar-key", { headers: bearer(WRITE) });
    expect(again.body).toEqual({ success: true, data: { revoked: false } });
  });

  it("needs a write token to create or revoke a key", async () => {
    const h = await withTokens();
    expect((await h.call("POST", "/api/v1/obligations/calendar-key")).status).toBe(401);
    expect((await h.call("POST", "/api/v1/obligations/calendar-key", { headers: bearer(READ) })).status).toBe(403);
    expect((await h.call("DELETE", "/api/v1/obligations/calendar-key", { headers: bearer(READ) })).status).toBe(403);
  });

  it("without API_TOKENS the feed is open, with or without a key", async () => {
    const h = ingestHarness();
    expect((await h.call("GET", FEED)).status).toBe(200);
    expect((await h.call("GET", `${FEED}?key=anything`)).status).toBe(200);
    expect((await h.call("POST", "/api/v1/obligations/calendar-key")).status).toBe(201);
  });
});
