import data from "./word-vectors.bin";

/** The local embedder's vocabulary (see scripts/build-word-vectors.ts for its layout and origin). */
export interface WordVectors {
  dimensions: number;
  size: number;
  /** Frequency rank (0 = most frequent) of a word, or undefined when it is not in the vocabulary. */
  rank(word: string): number | undefined;
  /** Adds `weight` times the word's vector to `into`. */
  addTo(into: Float32Array, rank: number, weight: number): void;
}

let loaded: WordVectors | undefined;

/** Parses the table once per isolate, on first use. */
export function wordVectors(): WordVectors {
  if (loaded) return loaded;
  const view = new DataView(data);
  if (new TextDecoder().decode(new Uint8Array(data, 0, 4)) !== "WVEC" || view.getUint32(4, true) !== 1) throw new Error("word-vectors.bin: unknown format");
  const size = view.getUint32(8, true);
  const dimensions = view.getUint32(12, true);
  const vocabBytes = view.getUint32(16, true);
  const words = new TextDecoder().decode(new Uint8Array(data, 20, vocabBytes)).split("\n");
  const scalesAt = 20 + Math.ceil(vocabBytes / 4) * 4;
  const scales = new Float32Array(data, scalesAt, size);
  const values = new Int8Array(data, scalesAt + size * 4, size * dimensions);
  const index = new Map(words.map((word, i) => [word, i]));
  loaded = {
    dimensions,
    size,
    rank: (word) => index.get(word),
    addTo(into, rank, weight) {
      const scale = scales[rank]! * weight;
      const offset = rank * dimensions;
      for (let d = 0; d < dimensions; d++) into[d]! += values[offset + d]! * scale;
    },
  };
  return loaded;
}
