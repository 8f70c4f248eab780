import { describe, expect, it } from 'vitest';
import { logTicks, niceTicks } from '../../../src/core/lab';

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
