/** The local embedder's vocabulary (see scripts/build-word-vectors.ts for its layout and origin). */
export interface WordVectors {
  dimensions: number;
  size: number;
  /** Frequency rank (0 = most frequent) of a word, or undefined when it is not in the vocabulary. */
  rank(word: string): number | undefined;
  /** Adds `weight` times the word's vector to `into`. */
  addTo(into: Float32Array, rank: number, weight: number): void;
}

/**
 * Whether this build carries the 2.1 MB word table. wrangler.toml's `[define]` sets it per profile:
 * true in the embedded profile, false in `[env.production]`, whose embedder is Workers AI. With false,
 * the bundler drops the import below, so the table is neither uploaded nor loaded at start-up there.
 * Builds that do not define it (the test runner) carry the table.
 */
declare const __WORD_TABLE__: boolean | undefined;
export const WORD_TABLE_BUNDLED = typeof __WORD_TABLE__ === "undefined" || __WORD_TABLE__;

let loaded: Promise<WordVectors> | undefined;

/** Loads and parses the table once per isolate, on first use. */
export function wordVectors(): Promise<WordVectors> {
  loaded ??= (WORD_TABLE_BUNDLED ? import("./word-vectors.bin") : Promise.resolve(undefined)).then((module) => {
    if (!module) throw new Error("This build has no local word table (the production profile embeds with Workers AI)");
    return parse(module.default);
  });
  // A failed load is not cached: the next call tries again.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

function parse(data: ArrayBuffer): WordVectors {
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
  return {
    dimensions,
    size,
    rank: (word) => index.get(word),
    addTo(into, rank, weight) {
      const scale = scales[rank]! * weight;
      const offset = rank * dimensions;
      for (let d = 0; d < dimensions; d++) into[d]! += values[offset + d]! * scale;
    },
  };
}
