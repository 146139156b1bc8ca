/**
 * How many tokens a BERT-style WordPiece model (bge-base-en-v1.5, uncased, 512 tokens) will read from
 * a text, estimated without its vocabulary. No well-kept package ships bge's tokenizer in a form a
 * Worker can load (the tokenizer libraries fetch the vocabulary from a model hub at run time), so
 * this counts conservatively, the way WordPiece splits:
 * - every punctuation mark or symbol is a token of its own (CSV rows, tables and signature lines are
 *   dense with them: about 2.5 characters a token);
 * - a run of digits is one token per two digits (WordPiece knows short numbers, splits long ones);
 * - a word of ASCII letters is one token up to 6 letters, then one more per 4 letters (common words
 *   are whole tokens, rare and long ones split);
 * - a word with other letters counts a token per letter (accents and scripts outside the vocabulary
 *   split the most).
 * English prose comes out about 10% above the real count, so the estimate errs on the side of cutting.
 */

/** bge-base reads 512 tokens including [CLS] and [SEP]; a margin covers what the estimate misses. */
export const EMBEDDING_TOKEN_BUDGET = 480;

const PIECE = /[\p{L}\p{M}]+|\p{N}+|[^\s\p{L}\p{M}\p{N}]/gu;
const ASCII_LETTERS = /^[A-Za-z]+$/;
const DIGITS = /^\p{N}+$/u;

function piecesCost(piece: string): number {
  if (ASCII_LETTERS.test(piece)) return piece.length <= 6 ? 1 : 1 + Math.ceil((piece.length - 6) / 4);
  if (DIGITS.test(piece)) return Math.ceil(piece.length / 2);
  if (piece.length === 1) return 1;
  return [...piece].length;
}

/** The estimated number of tokens in `text` (special tokens not included). */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(PIECE)) tokens += piecesCost(match[0]);
  return tokens;
}

/**
 * The longest start of `text` whose estimate fits `budget` tokens, cut between pieces (never inside a
 * word or number); the whole text when it fits.
 */
export function cutToTokenBudget(text: string, budget = EMBEDDING_TOKEN_BUDGET): string {
  let tokens = 0;
  for (const match of text.matchAll(PIECE)) {
    tokens += piecesCost(match[0]);
    if (tokens > budget) return text.slice(0, match.index).trimEnd();
  }
  return text;
}
