/** The usual constant of reciprocal rank fusion (Cormack et al., 2009). */
export const RRF_K = 60;

export interface RankedList {
  ids: string[];
  weight: number;
}

/**
 * Reciprocal rank fusion: each list gives weight / (k + rank) to its items. Scores are divided by
 * the best possible (first everywhere), so they fall in 0..1. Ties break by id in code-unit order,
 * the order SQLite gives text (lexical.ts fuses the same way in SQL).
 */
export function fuse(lists: RankedList[]): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const list of lists) list.ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + list.weight / (RRF_K + rank + 1)));
  const best = lists.reduce((total, list) => total + list.weight / (RRF_K + 1), 0) || 1;
  return [...scores.entries()].map(([id, score]) => ({ id, score: score / best })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
