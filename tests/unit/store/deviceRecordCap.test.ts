import { describe, expect, it } from 'vitest';
import { MAX_RECORDED_EVENTS } from '../../../src/core/setups';
import { LOW_MEMORY_RECORD_CAP, MID_MEMORY_RECORD_CAP, recordCapFor } from '../../../src/store/deviceRecordCap';
import { EARLY_VERDICT_EVENTS, outgrowsCap } from '../../../src/store/earlyVerdict';

describe("the recording cap follows the device's memory", () => {
  it('records 5 million events on 4 GB or more, and where the browser does not say', () => {
    expect(MAX_RECORDED_EVENTS).toBe(5_000_000);
    for (const gb of [4, 8, 16]) expect(recordCapFor(gb)).toBe(MAX_RECORDED_EVENTS);
    expect(recordCapFor(null)).toBe(MAX_RECORDED_EVENTS);
  });

  it('records 2 million on 2 GB, 750,000 below', () => {
    expect(MID_MEMORY_RECORD_CAP).toBe(2_000_000);
    expect(LOW_MEMORY_RECORD_CAP).toBe(750_000);
    expect(recordCapFor(2)).toBe(MID_MEMORY_RECORD_CAP);
    expect(recordCapFor(3.5)).toBe(MID_MEMORY_RECORD_CAP);
    for (const gb of [0.25, 0.5, 1, 1.99]) expect(recordCapFor(gb)).toBe(LOW_MEMORY_RECORD_CAP);
  });
});

describe("Run to end's early verdict", () => {
  it('waits for 100,000 events before judging', () => {
    expect(EARLY_VERDICT_EVENTS).toBe(100_000);
    expect(outgrowsCap(EARLY_VERDICT_EVENTS - 1, 1, 1e9, 1)).toBe(false);
    expect(outgrowsCap(EARLY_VERDICT_EVENTS, 1, 1e9, 1)).toBe(true);
  });

  it('projects the events an expansion costs so far to the whole budget, against the cap', () => {
    // 300,000 events in 100,000 expansions: 3 events an expansion.
    expect(outgrowsCap(300_000, 100_000, 1_000_000, 5_000_000)).toBe(false); // 3M
    expect(outgrowsCap(300_000, 100_000, 2_000_000, 5_000_000)).toBe(true); // 6M
    expect(outgrowsCap(300_000, 0, 2_000_000, 5_000_000)).toBe(false);
  });
});
