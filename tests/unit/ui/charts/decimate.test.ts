/** M4 decimation under compare mode's long lines (src/ui/charts/decimate.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockExtrema, decimate, extremaOf, maxOf } from '../../../../src/ui/charts/decimate';

/** The drawn line reaches the data's extremes, and starts and ends at its first and last samples. */
function expectFaithful(
  points: [number, number][],
  values: ArrayLike<number>,
  sx: (i: number) => number,
  sy: (v: number) => number,
) {
  const all = Array.from(values);
  const n = all.length;
  const ys = points.map((p) => p[1]);
  expect(Math.min(...ys)).toBeCloseTo(sy(Math.max(...all)));
  expect(Math.max(...ys)).toBeCloseTo(sy(Math.min(...all)));
  expect(points[0]).toEqual([sx(0), sy(all[0])]);
  expect(points[points.length - 1]).toEqual([sx(n - 1), sy(all[n - 1])]);
}

describe('M4 decimation', () => {
  it('keeps, per pixel column, the first, lowest, highest and last samples, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 3000 }),
        fc.integer({ min: 20, max: 400 }),
        (values, width) => {
          const n = values.length;
          const sx = (i: number) => (i / Math.max(1, n - 1)) * width;
          const sy = (v: number) => 500 - v / 2;
          const points = decimate(values, n, sx, sy);
          // At most four points per pixel column, and x never goes back.
          expect(points.length).toBeLessThanOrEqual(4 * (width + 2));
          for (let k = 1; k < points.length; k++) expect(points[k][0]).toBeGreaterThanOrEqual(points[k - 1][0]);
          expectFaithful(points, values, sx, sy);
        },
      ),
    );
  });

  it('draws only the samples asked for (up to the clock)', () => {
    const values = Int32Array.from({ length: 100 }, (_, i) => i);
    const points = decimate(
      values,
      10,
      (i) => i * 10,
      (v) => v,
    );
    expect(points).toHaveLength(10);
    expect(maxOf(values, 10)).toBe(9);
  });
});

describe('block summaries (long runs draw in time that does not grow with them)', () => {
  it('grown piece by piece, equal the summary made at once; the maximum agrees with a plain scan', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 1000 }), { minLength: 1, maxLength: 4000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (values, cuts) => {
          const whole = new BlockExtrema();
          whole.extend(values, values.length);
          const grown = new BlockExtrema();
          for (const c of [...cuts.map((c) => c % (values.length + 1))].sort((a, b) => a - b)) grown.extend(values, c);
          grown.extend(values, values.length);
          expect(grown.lo).toEqual(whole.lo);
          expect(grown.hi).toEqual(whole.hi);
          for (const n of [values.length, Math.floor(values.length / 2)])
            expect(maxOf(values, n, whole)).toBe(maxOf(values, n));
        },
      ),
    );
  });

  it('drawn by blocks, a long line keeps its ends and extremes, never goes back, and stays small', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 5000, maxLength: 40_000 }),
        fc.integer({ min: 20, max: 120 }),
        (values, width) => {
          const n = values.length;
          const sx = (i: number) => (i / (n - 1)) * width;
          const sy = (v: number) => 500 - v / 2;
          const points = decimate(values, n, sx, sy, extremaOf(values, values, n));
          expect(points.length).toBeLessThanOrEqual(4 * (width + 2));
          for (let k = 1; k < points.length; k++) expect(points[k][0]).toBeGreaterThanOrEqual(points[k - 1][0]);
          expectFaithful(points, values, sx, sy);
        },
      ),
      { numRuns: 30 },
    );
  });
});
