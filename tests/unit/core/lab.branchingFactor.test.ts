import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveBranchingFactor, uniformTreeNodes } from '../../../src/core/lab';

describe('effective branching factor b*', () => {
  it('matches the textbook example: 52 nodes at depth 5 give b* = 1.92 (AIMA 3rd ed., 3.6.1)', () => {
    // AIMA writes N + 1 = 1 + b* + ... + b*^5 with N = 52; the 1s cancel.
    expect(effectiveBranchingFactor(52, 5)).toBeCloseTo(1.92, 2);
  });

  it('recovers the branching factor of a uniform tree', () => {
    expect(uniformTreeNodes(2, 3)).toBe(2 + 4 + 8);
    expect(effectiveBranchingFactor(14, 3)).toBeCloseTo(2, 9);
    expect(effectiveBranchingFactor(3 + 9 + 27 + 81, 4)).toBeCloseTo(3, 9);
  });

  it('inverts uniformTreeNodes for any b and depth (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 6, noNaN: true }), fc.integer({ min: 1, max: 30 }), (b, d) => {
        const n = uniformTreeNodes(b, d);
        fc.pre(Number.isFinite(n) && n < 1e15);
        const found = effectiveBranchingFactor(n, d) as number;
        expect(Math.abs(found - b)).toBeLessThan(1e-6 * Math.max(1, b));
      }),
    );
  });

  it('grows with N at a fixed depth and shrinks with depth at a fixed N (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 40 }), (n, d) => {
        const b = effectiveBranchingFactor(n, d) as number;
        // Within the solver's precision (1e-12 relative): for N = 1 the roots at depths 38 and
        // 39 differ by about 0.5^39, which no double bisection can tell apart.
        const eps = 1e-11 * Math.max(1, b);
        expect(effectiveBranchingFactor(n + 1, d) as number).toBeGreaterThan(b - eps);
        expect(effectiveBranchingFactor(n, d + 1) as number).toBeLessThan(b + eps);
      }),
    );
    // Strictly, wherever the difference is far above that precision.
    expect(effectiveBranchingFactor(1_001, 5) as number).toBeGreaterThan(effectiveBranchingFactor(1_000, 5) as number);
    expect(effectiveBranchingFactor(1_000, 6) as number).toBeLessThan(effectiveBranchingFactor(1_000, 5) as number);
    expect(effectiveBranchingFactor(1, 38) as number).toBeGreaterThan(0.5);
  });

  it('a search that only walks the path (N = d) has b* = 1, and fewer nodes give b* < 1', () => {
    expect(effectiveBranchingFactor(31, 31)).toBeCloseTo(1, 9);
    expect(effectiveBranchingFactor(5, 10) as number).toBeLessThan(1);
  });

  it('answers null where the question has no answer, 0 and N at the edges', () => {
    expect(effectiveBranchingFactor(10, 0)).toBeNull();
    expect(effectiveBranchingFactor(10, 2.5)).toBeNull();
    expect(effectiveBranchingFactor(-1, 3)).toBeNull();
    expect(effectiveBranchingFactor(Number.NaN, 3)).toBeNull();
    expect(effectiveBranchingFactor(0, 4)).toBe(0);
    expect(effectiveBranchingFactor(7, 1)).toBe(7);
  });
});
