/** Axis ticks of every chart (src/ui/charts/ticks.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logTicks, niceTicks } from '../../../../src/ui/charts/ticks';

describe('axis ticks', () => {
  it('picks round steps that cover the range', () => {
    expect(niceTicks(0, 24047, 5)).toEqual([0, 5000, 10000, 15000, 20000, 25000]);
    expect(niceTicks(0, 31, 6)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0, 31, 8)).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    expect(niceTicks(0, 1, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });
  it('log ticks are powers of ten up to the maximum', () => {
    expect(logTicks(121528)).toEqual([1, 10, 100, 1000, 10000, 100000, 1000000]);
    expect(logTicks(1)).toEqual([1, 10]);
  });
});

describe('axis ticks of counts (whole: compare mode)', () => {
  it('are whole, evenly spaced, 1-2-5 steps that cover the data', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 8 }), (max, count) => {
        const ticks = niceTicks(0, max, count, { whole: true });
        expect(ticks[0]).toBe(0);
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
        const step = ticks[1] - ticks[0];
        expect(Number.isInteger(step)).toBe(true);
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 5]).toContain(Math.round(mantissa));
        for (let k = 1; k < ticks.length; k++) expect(ticks[k] - ticks[k - 1]).toBe(step);
        expect(ticks.length).toBeLessThanOrEqual(2 * count + 2);
      }),
    );
    expect(niceTicks(0, 2, 4, { whole: true })).toEqual([0, 1, 2]); // no 0.5 steps for node counts
  });

  it('log ticks are the powers of ten up to the data', () => {
    expect(logTicks(1)).toEqual([1, 10]); // at least one decade, so the axis has a height
    expect(logTicks(54_000)).toEqual([1, 10, 100, 1000, 10_000, 100_000]);
  });
});
