/**
 * The longest strictly increasing subsequence of a short line, the core of linear conflict:
 * the tiles of a line that may stay while the others step aside are the longest run already in
 * goal order. Shared by the heuristic (`linearConflict.ts`) and the incremental tables the
 * kernels use (`solvers/incremental.ts`), so both count conflicts the same way.
 */

/** Length of the longest strictly increasing subsequence of seq[0..k), with scratch `best`. O(k^2), k <= 5. */
export function longestIncreasing(seq: Int8Array, k: number, best: Int8Array): number {
  let longest = 0;
  for (let i = 0; i < k; i++) {
    let b = 1;
    for (let j = 0; j < i; j++) if (seq[j] < seq[i] && best[j] + 1 > b) b = best[j] + 1;
    best[i] = b;
    if (b > longest) longest = b;
  }
  return longest;
}
