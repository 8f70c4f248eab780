/**
 * The effective branching factor b* (Russell & Norvig, AIMA 3.6.1): the branching factor a
 * uniform tree of depth d would need to hold the N nodes a search spent, i.e. the root b* that
 * solves N = b* + b*^2 + ... + b*^d. A heuristic that guides well keeps b* close to 1 whatever
 * the depth, which makes it comparable across depths where the raw node counts are not.
 */

/** b + b^2 + ... + b^depth: the nodes of a uniform tree below its root. */
export function uniformTreeNodes(b: number, depth: number): number {
  let sum = 0;
  let power = 1;
  for (let i = 1; i <= depth; i++) {
    power *= b;
    sum += power;
  }
  return sum;
}

/**
 * Solves N = b + b^2 + ... + b^depth for b >= 0 by bisection (the left side grows strictly
 * with b, so the root is unique). Null when the question has no answer: depth < 1 (no moves,
 * no branching) or N not a finite number >= 0.
 */
export function effectiveBranchingFactor(nodes: number, depth: number): number | null {
  if (!Number.isInteger(depth) || depth < 1 || !Number.isFinite(nodes) || nodes < 0) return null;
  if (nodes === 0) return 0;
  if (depth === 1) return nodes;
  // For b >= 1 the sum is at least b, so b <= N; for N < 1 the root lies below 1.
  let lo = 0;
  let hi = Math.max(1, nodes);
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (uniformTreeNodes(mid, depth) < nodes) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
