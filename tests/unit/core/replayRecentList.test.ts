/**
 * RecentList against the array it replaces (newest first by unshift, cut at RECENT_LIMIT): the
 * same pushes must read the same through every slice, before and after the ring wraps, and a
 * clone must not follow the original.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecentList } from '../../../src/core/replay/recentList';
import { RECENT_LIMIT } from '../../../src/core/replay/types';

function model(pushes: readonly number[]): number[] {
  const list: number[] = [];
  for (const p of pushes) {
    list.unshift(p);
    if (list.length > RECENT_LIMIT) list.length = RECENT_LIMIT;
  }
  return list;
}

describe('RecentList', () => {
  it('reads newest first, at most RECENT_LIMIT, through any slice (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 3 * RECENT_LIMIT }),
        fc.integer({ min: -5, max: RECENT_LIMIT + 5 }),
        fc.integer({ min: -5, max: RECENT_LIMIT + 5 }),
        (pushes, from, to) => {
          const list = new RecentList<number>();
          for (const p of pushes) list.push(p);
          const expected = model(pushes);
          expect(list.length).toBe(expected.length);
          expect(list.slice()).toEqual(expected);
          expect(list.slice(Math.max(0, from), Math.max(0, to))).toEqual(
            expected.slice(Math.max(0, from), Math.max(0, to)),
          );
        },
      ),
    );
  });

  it('keeps the newest 50 of 120 pushes, the newest first', () => {
    const list = new RecentList<number>();
    for (let i = 1; i <= 120; i++) list.push(i);
    expect(list.length).toBe(RECENT_LIMIT);
    expect(list.slice(0, 3)).toEqual([120, 119, 118]);
    expect(list.slice().at(-1)).toBe(71);
  });

  it('a clone goes its own way', () => {
    const list = new RecentList<number>();
    for (let i = 1; i <= 60; i++) list.push(i);
    const copy = list.clone();
    list.push(61);
    copy.push(-1);
    expect(list.slice(0, 2)).toEqual([61, 60]);
    expect(copy.slice(0, 2)).toEqual([-1, 60]);
    expect(copy.length).toBe(RECENT_LIMIT);
  });
});
