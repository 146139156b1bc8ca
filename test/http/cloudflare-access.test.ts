import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/hash";
import { forgetAccessKeys } from "../../src/http/access-jwt";
import { PROPERTY_INPUT } from "../helpers";
import { ingestHarness } from "../ingest-harness";

const TEAM = "acme-test.cloudflareaccess.com";
const ISSUER = `https://${TEAM}`;
const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
const CERTS = `${ISSUER}/cdn-cgi/access/certs`;
const SCRIPT_TOKEN = "prk_write_0123456789abcdefghijklmnopqrstuvwxyz";

let teamKey: CryptoKey;
let otherKey: CryptoKey;
let published: JWK;

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  teamKey = team.privateKey;
  published = { ...(await exportJWK(team.publicKey)), kid: "team-key-1", alg: "RS256", use: "sig" };
  otherKey = (await generateKeyPair("RS256")).privateKey;
});

/** The team's certificate endpoint, stubbed: no network in tests. */
let certsUp = true;
let keyFetches = 0;
beforeEach(() => {
  forgetAccessKeys();
  certsUp = true;
  keyFetches = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== CERTS) throw new Error(`unexpected fetch of ${url}`);
    keyFetches++;
    return certsUp ? Response.json({ keys: [published], public_cert: {}, public_certs: [] }) : new Response("upstream error", { status: 502 });
  });
});
afterEach(() => vi.restoreAllMocks());

interface TokenOptions {
  email?: string;
  aud?: string;
  iss?: string;
  expiresIn?: string | number;
  key?: CryptoKey;
  kid?: string;
  claims?: Record<string, unknown>;
}

/** A token as Cloudflare Access signs it (RS256, the team's key id, email, audience, issuer). */
async function accessToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: options.email ?? "owner@example.com", type: "app", ...options.claims })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "team-key-1" })
    .setIssuer(options.iss ?? ISSUER)
    .setAudience(options.aud ?? AUD)
    .setSubject("7335d417-61da-459d-899c-0a01c76a2f94")
    .setIssuedAt(now - 60)
    .setNotBefore(now - 60)
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? teamKey);
}

const asUser = (token: string) => ({ "cf-access-jwt-assertion": token });

function withAccess(extra: Record<string, unknown> = {}) {
  return ingestHarness({
    ACCESS_TEAM_DOMAIN: TEAM,
    ACCESS_AUD: AUD,
    ACCESS_WRITERS: "owner@example.com",
    ACCESS_READERS: "@books.example, viewer@example.com",
    ...extra,
  });
}

describe("Cloudflare Access", () => {
  it("lets a writer read and write, a reader only read, and refuses a signed-in stranger", async () => {
    const h = withAccess();
    const owner = asUser(await accessToken());
    expect((await h.call("GET", "/api/v1/properties", { headers: owner })).status).toBe(200);
    expect((await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: owner })).status).toBe(201);

    // A reader by domain (@books.example) and one by email; email case does not matter.
    for (const email of ["Keeper@Books.Example", "viewer@example.com"]) {
      const reader = asUser(await accessToken({ email }));
      expect((await h.call("GET", "/api/v1/properties", { headers: reader })).status, email).toBe(200);
      const denied = await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: reader });
      expect(denied.status, email).toBe(403);
      expect(denied.body.detail).toMatch(/may only read.*ACCESS_WRITERS/);
    }

    const stranger = await h.call("GET", "/api/v1/properties", { headers: asUser(await accessToken({ email: "someone@elsewhere.example" })) });
    expect(stranger.status).toBe(403);
    expect(stranger.body.detail).toMatch(/someone@elsewhere\.example.*ACCESS_READERS or ACCESS_WRITERS/);
    // A look-alike domain is not the listed one.
    expect((await h.call("GET", "/api/v1/properties", { headers: asUser(await accessToken({ email: "x@notbooks.example" })) })).status).toBe(403);
  });

  it("refuses expired, wrong-audience, wrong-issuer, tampered, foreign-key and missing tokens with 401", async () => {
    const h = withAccess();
    const good = await accessToken();
    const [header, payload, signature] = good.split(".") as [string, string, string];
    const forged = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    forged.email = "owner@example.com";
    forged.exp = Math.floor(Date.now() / 1000) + 10 * 365 * 86400;
    const tampered = `${header}.${btoa(JSON.stringify(forged)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.${signature}`;

    const cases: [string, string | undefined, RegExp][] = [
      ["expired", await accessToken({ expiresIn: Math.floor(Date.now() / 1000) - 3600 }), /expired/],
      ["wrong audience", await accessToken({ aud: "another-application" }), /aud/],
      ["wrong issuer", await accessToken({ iss: "https://other-team.cloudflareaccess.com" }), /iss/],
      ["tampered", tampered, /signature/],
      ["signed by another key under the team's key id", await accessToken({ key: otherKey }), /signature/],
      ["signed by a key the team does not publish", await accessToken({ key: otherKey, kid: "unknown-key" }), /key/],
      ["not a token", "not.a.jwt", /malformed/],
      ["none", undefined, /sign in through Cloudflare Access/],
    ];
    for (const [name, token, reason] of cases) {
      const res = await h.call("GET", "/api/v1/properties", { headers: token === undefined ? {} : asUser(token) });
      expect(res.status, name).toBe(401);
      expect(res.body.detail, name).toMatch(reason);
    }
    // An unsigned token ("alg": "none") is refused too.
    const unsigned = `${btoa(JSON.stringify({ alg: "none", kid: "team-key-1" })).replace(/=+$/, "")}.${payload}.`;
    expect((await h.call("GET", "/api/v1/properties", { headers: asUser(unsigned) })).status).toBe(401);
  });

  it("fetches the team's keys once and keeps them for later requests", async () => {
    const h = withAccess();
    const owner = asUser(await accessToken());
    for (let i = 0; i < 3; i++) expect((await h.call("GET", "/api/v1/properties", { headers: owner })).status).toBe(200);
    expect(keyFetches).toBe(1);
  });

  it("answers 503, not 401, when the team's keys cannot be fetched", async () => {
    certsUp = false;
    const res = await withAccess().call("GET", "/api/v1/properties", { headers: asUser(await accessToken()) });
    expect(res.status).toBe(503);
    expect(res.body.detail).toMatch(/Cloudflare Access could not be checked/);
  });

  it("keeps bearer tokens working for scripts beside Access", async () => {
    const h = withAccess({ API_TOKENS: `write:${await sha256Hex(SCRIPT_TOKEN)}` });
    expect((await h.call("GET", "/api/v1/properties", { headers: { authorization: `Bearer ${SCRIPT_TOKEN}` } })).status).toBe(200);
    expect((await h.call("GET", "/api/v1/properties", { headers: { authorization: "Bearer prk_wrong" } })).status).toBe(401);
    expect((await h.call("GET", "/api/v1/properties", { headers: asUser(await accessToken()) })).status).toBe(200);
    // Without API_TOKENS, a bearer token is refused with a reason.
    const noTokens = await withAccess().call("GET", "/api/v1/properties", { headers: { authorization: `Bearer ${SCRIPT_TOKEN}` } });
    expect(noTokens.status).toBe(401);
    expect(noTokens.body.detail).toMatch(/takes no API tokens/);
  });

  it("counts as access control in production, and a half configuration shuts the API naming what is missing", async () => {
    const production = withAccess({ PROFILE: "production" });
    expect((await production.call("GET", "/api/v1/properties")).status).toBe(401);
    expect((await production.call("GET", "/api/v1/properties", { headers: asUser(await accessToken()) })).status).toBe(200);
    expect((await production.call("GET", "/health")).status).toBe(200);

    const half = ingestHarness({ ACCESS_TEAM_DOMAIN: TEAM });
    const res = await half.call("GET", "/api/v1/properties");
    expect(res.status).toBe(503);
    expect(res.body.detail).toMatch(/ACCESS_AUD/);

    const unconfigured = await ingestHarness({ PROFILE: "production" }).call("GET", "/api/v1/properties");
    expect(unconfigured.body.detail).toMatch(/Cloudflare Access.*API_TOKENS.*ALLOW_ANONYMOUS=true/);
  });

  it("grants everyone Access lets in with `*`, and accepts a service token by its client id", async () => {
    const h = withAccess({ ACCESS_WRITERS: "", ACCESS_READERS: "*" });
    expect((await h.call("GET", "/api/v1/properties", { headers: asUser(await accessToken({ email: "anyone@anywhere.example" })) })).status).toBe(200);
    expect((await h.call("DELETE", "/api/v1/properties/x", { headers: asUser(await accessToken({ email: "anyone@anywhere.example" })) })).status).toBe(403);
    const service = await accessToken({ email: "", claims: { email: undefined, common_name: "88bf3b6d86161464f6509f7219099e57.access" } });
    const bot = withAccess({ ACCESS_WRITERS: "88bf3b6d86161464f6509f7219099e57.access" });
    expect((await bot.call("GET", "/api/v1/properties", { headers: asUser(service) })).status).toBe(200);
  });
});
