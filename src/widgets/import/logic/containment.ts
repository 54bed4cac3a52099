/** Shortest text taken into account by substring matching (Hebrew words like 'שם' have two letters). */
export const MIN_CONTAINED_LENGTH = 2;

/**
 * How well two lower-case texts overlap by containment: 0 when neither contains the other (or either is
 * shorter than two characters), else the shorter length over the longer, so 1 means equal.
 */
export function containmentScore(a: string, b: string): number {
  if (a.length < MIN_CONTAINED_LENGTH || b.length < MIN_CONTAINED_LENGTH) return 0;
  if (!a.includes(b) && !b.includes(a)) return 0;
  return Math.min(a.length, b.length) / Math.max(a.length, b.length);
}

/**
 * The candidate whose names best overlap one of the texts by containment (first candidate wins a tie),
 * or undefined when none overlaps.
 */
export function bestContaining<T>(
  texts: Iterable<string>,
  candidates: readonly T[],
  names: (candidate: T) => Iterable<string>,
): T | undefined {
  let best: T | undefined;
  let bestScore = 0;
  const textList = [...texts];
  for (const candidate of candidates) {
    for (const name of names(candidate)) {
      for (const text of textList) {
        const score = containmentScore(text, name);
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
        }
      }
    }
  }
  return best;
}
