import { describe, expect, it } from 'vitest';
import { isLargeSpace, judgeLargeSpace, readDevice, spaceMemoryBytes } from '../../../src/store/explorerDevice';

describe('deciding whether the device can run the 2x5 search', () => {
  it('reads what the browser reports, ignoring junk', () => {
    expect(readDevice({ deviceMemory: 4, hardwareConcurrency: 8 })).toEqual({ memoryGb: 4, cores: 8 });
    expect(readDevice({})).toEqual({ memoryGb: null, cores: null });
    expect(readDevice({ deviceMemory: 'lots', hardwareConcurrency: -1 })).toEqual({ memoryGb: null, cores: null });
    expect(readDevice(undefined)).toEqual({ memoryGb: null, cores: null });
  });

  it('trusts the reported memory first, then the core count, else asks', () => {
    expect(judgeLargeSpace({ memoryGb: 8, cores: 2 })).toMatchObject({ kind: 'capable', basis: 'memory' });
    expect(judgeLargeSpace({ memoryGb: 2, cores: null })).toMatchObject({ kind: 'capable', basis: 'memory' });
    expect(judgeLargeSpace({ memoryGb: 1, cores: 16 })).toEqual({ kind: 'low-memory', memoryGb: 1 });
    expect(judgeLargeSpace({ memoryGb: null, cores: 4 })).toMatchObject({ kind: 'capable', basis: 'cores' });
    expect(judgeLargeSpace({ memoryGb: null, cores: 2 })).toEqual({ kind: 'unknown' });
    expect(judgeLargeSpace({ memoryGb: null, cores: null })).toEqual({ kind: 'unknown' });
  });

  it('only 2x5 among the offered spaces is large; it needs about 24 MB', () => {
    expect(isLargeSpace(3, 3)).toBe(false);
    expect(isLargeSpace(2, 4)).toBe(false);
    expect(isLargeSpace(2, 5)).toBe(true);
    expect(spaceMemoryBytes(2, 5)).toBe(2 * 1_814_400 + 1_814_400 * 11);
    expect(spaceMemoryBytes(2, 5) / 1e6).toBeGreaterThan(20);
    expect(spaceMemoryBytes(2, 5) / 1e6).toBeLessThan(30);
  });
});
