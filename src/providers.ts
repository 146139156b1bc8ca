// The services a profile runs on, picked from the configuration (config.ts stays pure settings):
// the search index's embedder and vectors, and the chat brain.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createWorkersAI } from "workers-ai-provider";
import { modelBrain, plannerBrain, type ChatBrain } from "./chat/brain";
import { DEFAULT_CHAT_MODEL } from "./chat/model";
import { loadConfig, type Secrets } from "./config";
import type { Database } from "./db/client";
import { D1VectorIndex } from "./search/d1-vectors";
import { LocalEmbedder } from "./search/local/embedder";
import type { Embedder, VectorIndex } from "./domain/search-index";
import { VectorizeVectorIndex, type VectorizeBinding } from "./search/vectorize";
import { WorkersAiEmbedder } from "./search/workers-ai";

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
 * The chat brain of the configuration: a model through the AI SDK (with the planner as fast path and
 * fallback) when one is configured, the deterministic planner alone otherwise.
 * - `CHAT_BASE_URL` set (any profile): that OpenAI-compatible endpoint, model `CHAT_MODEL`.
 * - production: Workers AI through the AI binding, model `CHAT_MODEL`.
 * - embedded: the planner.
 */
export function chatBrain(env: Env & Secrets): ChatBrain {
  const baseURL = env.CHAT_BASE_URL?.trim();
  const modelId = String(env.CHAT_MODEL ?? "").trim();
  if (baseURL) {
    if (!modelId) throw new Error("CHAT_BASE_URL needs CHAT_MODEL: the name of the model the endpoint serves");
    const provider = createOpenAICompatible({ name: "chat", baseURL, apiKey: env.CHAT_API_KEY?.trim() || undefined });
    return modelBrain(provider.chatModel(modelId), env);
  }
  if (loadConfig(env).profile === "production") {
    if (!env.AI) throw new Error("the production profile needs the AI binding (see wrangler.toml)");
    const workersAi = createWorkersAI({ binding: env.AI });
    return modelBrain(workersAi((modelId || DEFAULT_CHAT_MODEL) as Parameters<typeof workersAi>[0]), env);
  }
  return plannerBrain;
}
