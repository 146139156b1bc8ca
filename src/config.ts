/** A typed view of the Worker's variables: pure settings. The services a profile runs on are picked in providers.ts. */
export type Profile = "embedded" | "production";

export interface Config {
  profile: Profile;
  /** IANA time zone in which "today" is computed. */
  timezone: string;
  maxUploadBytes: number;
}

/** Zones already checked: building an Intl.DateTimeFormat costs about a millisecond, and every request reads the config. */
const checkedZones = new Map<string, boolean>();

function validTimezone(name: string): boolean {
  let valid = checkedZones.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    checkedZones.set(name, valid);
  }
  return valid;
}

/** Per env object: the variables only change with a deployment, and every request reads them several times. */
const configs = new WeakMap<object, Config>();

export function loadConfig(env: Partial<Pick<Env, "PROFILE" | "TIMEZONE" | "MAX_UPLOAD_MB">>): Config {
  let config = configs.get(env);
  if (!config) configs.set(env, (config = readConfig(env)));
  return config;
}

function readConfig(env: Partial<Pick<Env, "PROFILE" | "TIMEZONE" | "MAX_UPLOAD_MB">>): Config {
  const profile: Profile = env.PROFILE === "production" ? "production" : "embedded";
  const timezone = env.TIMEZONE && validTimezone(env.TIMEZONE) ? env.TIMEZONE : "UTC";
  const maxUploadMb = Number(env.MAX_UPLOAD_MB);
  return {
    profile,
    timezone,
    maxUploadBytes: (Number.isFinite(maxUploadMb) && maxUploadMb > 0 ? maxUploadMb : 25) * 1024 * 1024,
  };
}

/** Secrets are not in wrangler.toml, so `wrangler types` does not know them. */
export interface Secrets {
  /** Comma- or newline-separated `scope:sha256hex` entries (docs/production.md); unset means no authentication. */
  API_TOKENS?: string;
  /** "true" runs the production profile with no access control on purpose (otherwise /api/* answers 503). */
  ALLOW_ANONYMOUS?: string;
  /** Cloudflare Access: the team domain (`<team>.cloudflareaccess.com`) and the application's audience tag(s). */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Who may write and who may only read, once signed in through Access: emails, `@domain`s, or `*`. */
  ACCESS_WRITERS?: string;
  ACCESS_READERS?: string;
  /**
   * An OpenAI-compatible chat endpoint (Ollama, llama.cpp server, vLLM, a hosted API), e.g.
   * `http://localhost:11434/v1`: when set, the assistant asks that model (CHAT_MODEL) in any profile.
   */
  CHAT_BASE_URL?: string;
  /** Its key, sent as a bearer token; unset for a local server. */
  CHAT_API_KEY?: string;
  /**
   * Other web origins (`https://books.example.com`, comma-separated) whose pages may write through a
   * visitor's browser while no token or Access is configured; the service's own origin always may.
   */
  CORS_ORIGINS?: string;
}

/** The origins CORS_ORIGINS lists, as browsers send them (scheme, host and port, lower case, no slash). */
export const corsOrigins = (env: Secrets): string[] => list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, ""));

/** Cloudflare Access as this Worker checks it (see http/access-jwt.ts). */
export interface AccessSettings {
  /** `https://<team>.cloudflareaccess.com`: the tokens' issuer; its keys are at `/cdn-cgi/access/certs`. */
  issuer: string;
  /** The Access application's audience tags; a token must be issued for one of them. */
  audiences: string[];
  writers: string[];
  readers: string[];
}

const list = (raw: string | undefined) =>
  (raw ?? "")
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** The Access settings, null when Access is off; `problem` names a half-done configuration. */
export function loadAccessSettings(env: Secrets): { settings: AccessSettings | null; problem: string | null } {
  const team = env.ACCESS_TEAM_DOMAIN?.trim().replace(/^https?:\/\//i, "").replace(/\/+$/, "").toLowerCase() ?? "";
  const audiences = list(env.ACCESS_AUD);
  if (!team && !audiences.length) return { settings: null, problem: null };
  if (!team) return { settings: null, problem: "ACCESS_AUD is set but ACCESS_TEAM_DOMAIN is not" };
  if (!audiences.length) return { settings: null, problem: "ACCESS_TEAM_DOMAIN is set but ACCESS_AUD (the Access application's audience tag) is not" };
  if (!/^[a-z0-9.-]+$/.test(team)) return { settings: null, problem: `ACCESS_TEAM_DOMAIN "${team}" is not a host name such as myteam.cloudflareaccess.com` };
  return { settings: { issuer: `https://${team}`, audiences, writers: list(env.ACCESS_WRITERS), readers: list(env.ACCESS_READERS) }, problem: null };
}

export interface AccessConfig {
  /** The raw token list, or null when no token is configured. */
  apiTokens: string | null;
  /** Cloudflare Access, or null when it is not configured. With neither, authentication is off (the embedded profile's default). */
  access: AccessSettings | null;
  /** A half-done Access configuration, named for logs and the 503. */
  accessProblem: string | null;
  /** Whether /docs and /openapi.json stay open while the API needs a token. */
  publicDocs: boolean;
  /**
   * Production with no access control (neither tokens nor Access) and no ALLOW_ANONYMOUS=true: the
   * API stays shut (503) rather than putting the books on a public URL because a secret was not set yet.
   */
  failClosed: boolean;
}

export function loadAccessConfig(env: Partial<Pick<Env, "PUBLIC_DOCS" | "PROFILE">> & Secrets): AccessConfig {
  const raw = env.API_TOKENS?.trim();
  const apiTokens = raw ? raw : null;
  const anonymous = String(env.ALLOW_ANONYMOUS ?? "").trim().toLowerCase() === "true";
  const { settings: access, problem: accessProblem } = loadAccessSettings(env);
  return {
    apiTokens,
    access,
    accessProblem,
    publicDocs: String(env.PUBLIC_DOCS ?? "true").toLowerCase() !== "false",
    // A half-done Access configuration shuts the API in any profile: someone meant to close it.
    failClosed: accessProblem !== null || (loadConfig(env).profile === "production" && !apiTokens && !access && !anonymous),
  };
}
