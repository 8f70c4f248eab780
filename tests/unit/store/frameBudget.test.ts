import { describe, expect, it } from 'vitest';
import { FRAME_SCRIPT_MS, WARM_UP_FRAMES, createFrameBudget } from '../../../src/store/frameBudget';

/** Feeds `frames` frames whose script costs the slice plus `rest` ms; returns the last slice. */
function settle(budget: ReturnType<typeof createFrameBudget>, rest: number, frames = 100): number {
  for (let i = 0; i < frames; i++) {
    const slice = budget.slice();
    budget.measured(slice + rest, slice);
  }
  return budget.slice();
}

describe('frame budget', () => {
  it('leaves the frame its budget: the slice is what the measured rest of the script leaves', () => {
    expect(settle(createFrameBudget(10), 4)).toBeCloseTo(FRAME_SCRIPT_MS - 4, 1);
    expect(settle(createFrameBudget(10), 2.5)).toBeCloseTo(FRAME_SCRIPT_MS - 2.5, 1);
  });

  it('records half a slice in a run’s first frames, while the code is still being optimised', () => {
    const budget = createFrameBudget(10);
    const first = budget.slice();
    expect(first).toBeCloseTo((FRAME_SCRIPT_MS - 3) / 2, 5); // 3 ms: the rest before one is measured
    for (let i = 0; i < WARM_UP_FRAMES - 1; i++) budget.measured(budget.slice() + 3, budget.slice());
    expect(budget.slice(), 'the last warm-up frame').toBeCloseTo(first, 5);
    budget.measured(budget.slice() + 3, budget.slice());
    expect(budget.slice(), 'then the whole slice').toBeCloseTo(FRAME_SCRIPT_MS - 3, 5);
  });

  it('never records longer than its longest slice, however cheap the rest', () => {
    const budget = createFrameBudget(10);
    expect(budget.slice()).toBeLessThanOrEqual(10);
    expect(settle(budget, 0)).toBe(10);
  });

  it('shortens the next slice at once after a slow frame, and grows back over many frames', () => {
    const budget = createFrameBudget(10);
    const calm = settle(budget, 2);
    budget.measured(budget.slice() + 6, budget.slice());
    const after = budget.slice();
    expect(after, 'a slow frame lifts the estimate at once').toBeLessThan(calm - 1.5);
    const next = budget.slice();
    budget.measured(next + 2, next);
    expect(budget.slice(), 'one calm frame does not undo it').toBeLessThan(calm - 1);
    expect(settle(budget, 2)).toBeCloseTo(calm, 1);
  });

  it('counts a frame the machine took the core in as no more than a heavy render: top speed keeps moving', () => {
    const budget = createFrameBudget(10);
    for (let i = 0; i < 20; i++) budget.measured(budget.slice() + 90, budget.slice());
    expect(budget.slice()).toBeGreaterThanOrEqual(5);
  });

  it('does not read a slice that stopped early at the run’s end as a cheap rest below zero', () => {
    const budget = createFrameBudget(10);
    const before = budget.slice();
    budget.measured(1, before); // the end came 1 ms into the slice
    expect(budget.slice()).toBeGreaterThanOrEqual(before);
    expect(budget.slice()).toBeLessThanOrEqual(10);
  });
});
