/**
 * Boards drawn per distance from a full state-space table, reproducibly: the same table, the
 * same count and the same seed give the same boards, so a class can rerun an experiment and a
 * second analysis (the A* runs) can work on exactly the boards the first one used.
 */
import { seededRandom } from '../random';

/** What sampling needs from a StateSpaceResult: the layer sizes and a walk in BFS order. */
export interface LayeredSpace {
  readonly counts: readonly number[];
  forEachState(visit: (board: Uint8Array, distance: number) => void): void;
}

/**
 * Up to `perDistance` distinct boards at every distance 0..diameter, uniformly without
 * replacement (reservoir sampling, one pass over the table). A layer holding no more than
 * `perDistance` states is taken whole. Result[d] lists the boards at distance d.
 */
export function sampleBoardsByDistance(space: LayeredSpace, perDistance: number, random: () => number): number[][][] {
  if (!Number.isInteger(perDistance) || perDistance < 1) {
    throw new RangeError(`sampleBoardsByDistance: perDistance must be a positive integer, got ${perDistance}`);
  }
  const reservoirs: number[][][] = space.counts.map(() => []);
  const seen: number[] = space.counts.map(() => 0);
  space.forEachState((board, d) => {
    const i = seen[d]++;
    const reservoir = reservoirs[d];
    if (i < perDistance) {
      reservoir.push(Array.from(board));
      return;
    }
    // Algorithm R: the i-th state replaces a kept one with probability perDistance / (i + 1).
    const j = Math.floor(random() * (i + 1));
    if (j < perDistance) reservoir[j] = Array.from(board);
  });
  return reservoirs;
}

/** The seeded form the lab uses: a seed instead of a generator, so requests are plain data. */
export function sampleBoardsBySeed(space: LayeredSpace, perDistance: number, seed: number): number[][][] {
  return sampleBoardsByDistance(space, perDistance, seededRandom(seed));
}
