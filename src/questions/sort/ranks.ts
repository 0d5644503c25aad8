/**
 * Sort by clicking ranks (spec 2 §4): tapping an unranked option gives it the next rank; tapping a ranked one
 * removes it and moves every later rank up by one, so ranks stay 1…k without gaps. `limit` is how many
 * options may be ranked (maxSortNum, or all); taps beyond it change nothing.
 */
export function tapRank(
  ranks: Readonly<Record<string, number>>,
  optionId: string,
  limit: number,
): Record<string, number> {
  const removed = ranks[optionId];
  if (removed !== undefined) {
    const next: Record<string, number> = {};
    for (const [id, rank] of Object.entries(ranks)) {
      if (id !== optionId) next[id] = rank > removed ? rank - 1 : rank;
    }
    return next;
  }
  const count = Object.keys(ranks).length;
  if (count >= limit) return { ...ranks };
  return { ...ranks, [optionId]: count + 1 };
}

/** Option ids by rank, first first. */
export function rankedIds(ranks: Readonly<Record<string, number>>): string[] {
  return Object.entries(ranks)
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id);
}
