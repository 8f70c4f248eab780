/**
 * How many events the page records on this device. A recording costs some 33-40 bytes an event
 * (src/core/replay), 200 MB at the full cap of 5 million; but the search being recorded holds
 * its own open and closed sets beside it, and BFS or A* on a 4x4 held 450-540 MB of heap in the
 * page at 5 million events. A school Chromebook with 2 or 4 GB shares that with the system and
 * the other tabs, and kills the tab that grows past what it can spare. So the cap follows the
 * memory the browser reports (navigator.deviceMemory, Chromium only, rounded to 0.25-8 GB):
 * - 4 GB or more: the full cap (about half a gigabyte at worst).
 * - 2 GB: 2 million events (some 200 MB at worst, the search included).
 * - less: 750,000 events (under 100 MB), the cap the page had before the log was columnar.
 * - not reported (Firefox, Safari): the full cap. Those browsers run mostly on desktops and
 *   laptops, and a run that does not fit still finishes in the background worker.
 */
import { MAX_RECORDED_EVENTS } from '../core/setups';

/** The cap on a device that reports 2 GB (to just under 4). */
export const MID_MEMORY_RECORD_CAP = 2_000_000;
/** The cap on a device that reports less than 2 GB. */
export const LOW_MEMORY_RECORD_CAP = 750_000;

/** The recording cap for a device with `memoryGb` of memory (null: the browser does not say). */
export function recordCapFor(memoryGb: number | null): number {
  if (memoryGb === null || memoryGb >= 4) return MAX_RECORDED_EVENTS;
  return memoryGb >= 2 ? MID_MEMORY_RECORD_CAP : LOW_MEMORY_RECORD_CAP;
}

/**
 * This device's recording cap, from what its browser reports. It reads navigator.deviceMemory
 * itself rather than through explorerDevice.ts, which would bring the explorer's state-space
 * sizes into the first download.
 */
export function deviceRecordCap(): number {
  const gb = (globalThis.navigator as { deviceMemory?: unknown } | undefined)?.deviceMemory;
  return recordCapFor(typeof gb === 'number' ? gb : null);
}
