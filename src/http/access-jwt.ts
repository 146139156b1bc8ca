import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { AccessSettings } from "../config";
import type { Scope } from "./tokens";

/** The header Cloudflare Access adds to every request it lets through to the Worker. */
export const ACCESS_JWT_HEADER = "cf-access-jwt-assertion";

/** The team's signing keys, per issuer, cached by jose for the isolate's life (refetched when a token names a new key). */
const keySets = new Map<string, JWTVerifyGetKey>();

function keysOf(issuer: string): JWTVerifyGetKey {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${issuer}/cdn-cgi/access/certs`), { cacheMaxAge: 60 * 60 * 1000, cooldownDuration: 30_000, timeoutDuration: 5000 });
    keySets.set(issuer, keys);
  }
  return keys;
}

/** Forgets the cached key sets (tests, which sign with keys of their own). */
export function forgetAccessKeys(): void {
  keySets.clear();
}

export type AccessVerdict =
  | { ok: true; identity: string }
  /** `unavailable`: the team's keys could not be fetched, which is no fault of the request. */
  | { ok: false; reason: string; unavailable?: true };

/**
 * Verifies a Cloudflare Access token: RS256, signed by one of the team's keys, issued by the team,
 * for one of the application's audiences, not expired (a minute's clock skew allowed). The identity
 * is the signed-in person's email, or a service token's client id (`common_name`).
 */
export async function verifyAccessJwt(token: string, settings: AccessSettings): Promise<AccessVerdict> {
  try {
    const { payload } = await jwtVerify(token, keysOf(settings.issuer), {
      issuer: settings.issuer,
      audience: settings.audiences,
      algorithms: ["RS256"],
      clockTolerance: 60,
    });
    const identity = typeof payload.email === "string" && payload.email ? payload.email : typeof payload.common_name === "string" ? payload.common_name : "";
    if (!identity) return { ok: false, reason: "the token names no email or service token" };
    return { ok: true, identity: identity.toLowerCase() };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "the sign-in has expired" };
    if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, reason: `the token's ${error.claim} is not this application's` };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: "the token's signature does not verify" };
    if (error instanceof errors.JWKSNoMatchingKey) return { ok: false, reason: "the token is signed by a key the team does not publish" };
    if (error instanceof errors.JOSEAlgNotAllowed) return { ok: false, reason: "the token is not signed with RS256" };
    // A failed or unreadable key fetch (jose's generic error), a timeout, or the network's own error.
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError) || error.code === "ERR_JOSE_GENERIC") {
      return { ok: false, reason: `the team's keys could not be fetched (${error instanceof Error ? error.message : String(error)})`, unavailable: true };
    }
    return { ok: false, reason: "the token is malformed" };
  }
}

/** Whether `identity` is on a list of emails, `@domain`s (or bare domains) and `*` (anyone Access lets in). */
function listed(identity: string, entries: string[]): boolean {
  const domain = identity.includes("@") ? identity.slice(identity.lastIndexOf("@") + 1) : null;
  return entries.some((entry) => entry === "*" || entry === identity || (domain !== null && (entry === `@${domain}` || (!entry.includes("@") && entry === domain))));
}

/** The scope granted to a signed-in identity: write when on ACCESS_WRITERS, read when on ACCESS_READERS, else none. */
export function accessScope(identity: string, settings: AccessSettings): Scope | null {
  if (listed(identity, settings.writers)) return "write";
  if (listed(identity, settings.readers)) return "read";
  return null;
}
