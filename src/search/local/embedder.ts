import { STOPWORDS, words } from "../text";
import type { Embedder } from "../../domain/search-index";
import { wordVectors } from "./word-vectors";

/** SIF's smoothing constant: words much more frequent than this weigh little. */
const SIF_A = 1e-4;

/**
 * The embedded profile's embedder, with no model download and no network: a smooth-inverse-frequency
 * weighted average of GloVe word vectors (Arora et al., 2017, "A simple but tough-to-beat baseline
 * for sentence embeddings"). A word's probability is estimated from its frequency rank (Zipf), so the
 * table needs no counts. It knows that "terminate" is near "end" and "disclose" near "reveal", which
 * is what lexical search lacks; unknown words add nothing (lexical search handles them).
 */
export class LocalEmbedder implements Embedder {
  readonly model = "glove-sif-100d (local)";
  readonly dimensions = 100;

  async embed(texts: string[]): Promise<Float32Array[]> {
    const table = await wordVectors();
    const harmonic = Math.log(table.size);
    return texts.map((text) => {
      const vector = new Float32Array(table.dimensions);
      for (const word of words(text)) {
        if (STOPWORDS.has(word)) continue;
        const rank = table.rank(word);
        if (rank === undefined) continue;
        const probability = 1 / ((rank + 10) * harmonic);
        table.addTo(vector, rank, SIF_A / (SIF_A + probability));
      }
      return normalise(vector);
    });
  }
}

export function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}
