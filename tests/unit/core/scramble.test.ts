import { describe, expect, it } from 'vitest';
import { makePuzzle, sameTiles } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';

describe('scramble', () => {
  it('is reproducible for a seed and keeps the tiles a permutation', () => {
    const p = makePuzzle(4, 4);
    const a = scramble(p, 50, seededRandom(7));
    const b = scramble(p, 50, seededRandom(7));
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(16).keys()]);
    expect(sameTiles(a, p.goal)).toBe(false);
  });

  it('draws values in [0, 1)', () => {
    const r = seededRandom(1);
    for (let i = 0; i < 1000; i++) {
      const v = r();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});
