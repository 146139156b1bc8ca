import type { Embedder } from "./types";

export const WORKERS_AI_EMBEDDING_MODEL = "@cf/baai/bge-base-en-v1.5";

/** Texts per call: the model takes batches of up to 100. */
const BATCH = 100;

/** The production embedder: bge-base-en-v1.5 on Workers AI (768 dimensions, 512 tokens). */
export class WorkersAiEmbedder implements Embedder {
  readonly model = WORKERS_AI_EMBEDDING_MODEL;
  readonly dimensions = 768;

  constructor(private readonly ai: Ai) {}

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const batch = texts.slice(i, i + BATCH);
      const result = (await this.ai.run(WORKERS_AI_EMBEDDING_MODEL, { text: batch })) as { shape?: number[]; data?: number[][] };
      if (!Array.isArray(result?.data) || result.data.length !== batch.length) {
        throw new Error(`Workers AI ${WORKERS_AI_EMBEDDING_MODEL} returned ${result?.data?.length ?? "no"} embeddings for ${batch.length} texts`);
      }
      for (const values of result.data) out.push(Float32Array.from(values));
    }
    return out;
  }
}
