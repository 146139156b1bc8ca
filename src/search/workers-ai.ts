import { cutToTokenBudget } from "./token-budget";
import { PartialEmbeddingError, type Embedder } from "../domain/search-index";

export const WORKERS_AI_EMBEDDING_MODEL = "@cf/baai/bge-base-en-v1.5";

/** Texts per call: the model takes batches of up to 100. */
const BATCH = 100;
const DIMENSIONS = 768;
/** One text at a time, this many failures in a row before any success read as an outage, not bad texts. */
const OUTAGE_AFTER = 5;

/**
 * The production embedder: bge-base-en-v1.5 on Workers AI (768 dimensions, 512 tokens).
 * - Each text is cut at the model's token budget before it is sent (token-budget.ts), so a chunk of
 *   CSV rows or a table is embedded by its start rather than cut silently by the model or refused.
 *   Only what is sent is cut: the chunk's stored text and offsets stay whole.
 * - When a batch fails, its texts are sent one at a time, so one text the model refuses fails alone:
 *   the others get their vectors and the embedder throws a PartialEmbeddingError naming the refused
 *   ones. When every text fails, or the first five one-at-a-time calls of a batch all fail, the error
 *   is thrown as it came: that is an outage, and the caller retries later.
 */
export class WorkersAiEmbedder implements Embedder {
  readonly model = WORKERS_AI_EMBEDDING_MODEL;
  readonly dimensions = DIMENSIONS;

  constructor(private readonly ai: Ai) {}

  private async call(texts: string[]): Promise<Float32Array[]> {
    const result = (await this.ai.run(WORKERS_AI_EMBEDDING_MODEL, { text: texts })) as { shape?: number[]; data?: number[][] };
    if (!Array.isArray(result?.data) || result.data.length !== texts.length) {
      throw new Error(`Workers AI ${WORKERS_AI_EMBEDDING_MODEL} returned ${result?.data?.length ?? "no"} embeddings for ${texts.length} texts`);
    }
    return result.data.map((values) => {
      if (!Array.isArray(values) || values.length !== DIMENSIONS) {
        throw new Error(`Workers AI ${WORKERS_AI_EMBEDDING_MODEL} returned an embedding of ${Array.isArray(values) ? values.length : "no"} dimensions, not ${DIMENSIONS}`);
      }
      return Float32Array.from(values);
    });
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const sent = texts.map((text) => cutToTokenBudget(text));
    const out: (Float32Array | null)[] = [];
    const failed: { index: number; error: unknown }[] = [];
    for (let i = 0; i < sent.length; i += BATCH) {
      const batch = sent.slice(i, i + BATCH);
      try {
        out.push(...(await this.call(batch)));
        continue;
      } catch (error) {
        if (batch.length === 1) {
          failed.push({ index: i, error });
          out.push(null);
          continue;
        }
      }
      let inARow = 0;
      let succeeded = false;
      for (const [j, text] of batch.entries()) {
        try {
          out.push((await this.call([text]))[0]!);
          succeeded = true;
          inARow = 0;
        } catch (error) {
          failed.push({ index: i + j, error });
          out.push(null);
          if (++inARow >= OUTAGE_AFTER && !succeeded) throw error;
        }
      }
    }
    if (!failed.length) return out as Float32Array[];
    if (failed.length === texts.length) throw failed[0]!.error;
    throw new PartialEmbeddingError(out, failed);
  }
}
