import { describe, expect, it } from 'vitest';
import { sampleBoardsByDistance, sampleBoardsBySeed } from '../../../src/core/lab';
import { makePuzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { solveStateSpace } from '../../../src/core/stateSpace';

const space3x3 = solveStateSpace(makePuzzle(3, 3));
const space2x3 = solveStateSpace(makePuzzle(2, 3));

describe('sampling boards per distance from the full table', () => {
  it('is deterministic: the same seed gives the same boards, another seed others', () => {
    const a = sampleBoardsBySeed(space3x3, 5, 42);
    const b = sampleBoardsBySeed(space3x3, 5, 42);
    const c = sampleBoardsBySeed(space3x3, 5, 43);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('puts every board at its layer’s true distance, distinct within a layer', () => {
    const samples = sampleBoardsBySeed(space3x3, 8, 7);
    expect(samples).toHaveLength(32);
    samples.forEach((layer, d) => {
      expect(layer).toHaveLength(Math.min(8, space3x3.counts[d]));
      for (const board of layer) expect(space3x3.distanceOf(board)).toBe(d);
      expect(new Set(layer.map((b) => b.join(','))).size).toBe(layer.length);
    });
  });

  it('takes a small layer whole: distance 31 gives exactly the two hardest boards', () => {
    const samples = sampleBoardsBySeed(space3x3, 10, 1);
    const far = samples[31].map((b) => b.join(' ')).sort();
    expect(far).toEqual(['6 4 7 8 5 0 3 2 1', '8 6 7 2 5 4 3 0 1']);
    expect(samples[0]).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 0]]);
  });

  it('draws uniformly within a layer (every state about equally often over many seeds)', () => {
    const d = 12;
    const size = space2x3.counts[d];
    expect(size).toBeGreaterThan(15);
    const hits = new Map<string, number>();
    const draws = 200 * size;
    const random = seededRandom(2024);
    for (let i = 0; i < draws; i++) {
      const key = sampleBoardsByDistance(space2x3, 1, random)[d][0].join(',');
      hits.set(key, (hits.get(key) ?? 0) + 1);
    }
    expect(hits.size).toBe(size);
    for (const count of hits.values()) {
      expect(count).toBeGreaterThan(200 * 0.6);
      expect(count).toBeLessThan(200 * 1.4);
    }
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => sampleBoardsBySeed(space2x3, 0, 1)).toThrow(RangeError);
    expect(() => sampleBoardsBySeed(space2x3, 2.5, 1)).toThrow(RangeError);
  });
});
