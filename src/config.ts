import { modelBrain, plannerBrain, type ChatBrain } from "./chat/brain";
import { DEFAULT_CHAT_MODEL } from "./chat/workers-ai";
import type { Database } from "./db/client";
import { D1VectorIndex } from "./search/d1-vectors";
import { LocalEmbedder } from "./search/local/embedder";
import type { Embedder, VectorIndex } from "./search/types";
import { VectorizeVectorIndex, type VectorizeBinding } from "./search/vectorize";
import { WorkersAiEmbedder } from "./search/workers-ai";

/** A typed view of the Worker's variables. Providers that differ by profile are chosen here, once. */
export type Profile = "embedded" | "production";

export interface Config {
  profile: Profile;
  /** IANA time zone in which "today" is computed. */
  timezone: string;
  maxUploadBytes: number;
}

function validTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function loadConfig(env: Partial<Pick<Env, "PROFILE" | "TIMEZONE" | "MAX_UPLOAD_MB">>): Config {
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
  /** Comma- or newline-separated `scope:sha256hex` entries (README, Production); unset means no authentication. */
  API_TOKENS?: string;
  /** "true" runs the production profile with no access control on purpose (otherwise /api/* answers 503). */
  ALLOW_ANONYMOUS?: string;
}

export interface AccessConfig {
  /** The raw token list, or null when authentication is off (the embedded profile's default). */
  apiTokens: string | null;
  /** Whether /docs and /openapi.json stay open while the API needs a token. */
  publicDocs: boolean;
  /**
   * Production with no access control and no ALLOW_ANONYMOUS=true: the API stays shut (503) rather
   * than putting the books on a public URL because a secret was not set yet.
   */
  failClosed: boolean;
}

export function loadAccessConfig(env: Partial<Pick<Env, "PUBLIC_DOCS" | "PROFILE">> & Secrets): AccessConfig {
  const raw = env.API_TOKENS?.trim();
  const apiTokens = raw ? raw : null;
  const anonymous = String(env.ALLOW_ANONYMOUS ?? "").trim().toLowerCase() === "true";
  return {
    apiTokens,
    publicDocs: String(env.PUBLIC_DOCS ?? "true").toLowerCase() !== "false",
    failClosed: loadConfig(env).profile === "production" && !apiTokens && !anonymous,
  };
}

/**
 * The embedder and vector index of the configured profile: Workers AI and Vectorize in production,
 * the local embedder and the D1 vector table in the embedded profile.
 */
export function searchProviders(env: Env, db: Database): { embedder: Embedder; vectors: VectorIndex } {
  if (loadConfig(env).profile === "production") {
    if (!env.AI || !env.VECTORIZE) throw new Error("the production profile needs the AI and VECTORIZE bindings (see wrangler.toml)");
    return { embedder: new WorkersAiEmbedder(env.AI), vectors: new VectorizeVectorIndex(env.VECTORIZE as unknown as VectorizeBinding) };
  }
  return { embedder: new LocalEmbedder(), vectors: new D1VectorIndex(db) };
}

/**
 * The chat brain of the configured profile: Workers AI function calling (with the planner as fast
 * path and fallback) in production, the deterministic planner in the embedded profile.
 */
export function chatBrain(env: Env): ChatBrain {
  if (loadConfig(env).profile === "production") {
    if (!env.AI) throw new Error("the production profile needs the AI binding (see wrangler.toml)");
    const model: string = env.CHAT_MODEL || DEFAULT_CHAT_MODEL;
    return modelBrain(env.AI as unknown as { run(model: string, inputs: Record<string, unknown>): Promise<unknown> }, model, env);
  }
  return plannerBrain;
}
