/**
 * May this device run the 2x5 full search (1,814,400 states) without being asked? It needs
 * about 24 MB and a few seconds of one core, in a worker the page can cancel. We decide from
 * what the browser reports: navigator.deviceMemory (Chromium; 0.25-8 GB, rounded) where present,
 * else the core count; when neither says "capable", the teacher can still opt in explicitly.
 */
import { stateSpaceSize } from '../core/stateSpace';

/** Below this reported memory (GB) the big search waits for an explicit opt-in. */
export const LARGE_SPACE_MIN_MEMORY_GB = 2;
/** Without a memory figure, this many cores counts as a capable (post-2015) machine. */
export const LARGE_SPACE_MIN_CORES = 4;
/** Spaces above this many states are "large": worth asking the device first. */
export const LARGE_SPACE_STATES = 200_000;

export interface DeviceInfo {
  /** navigator.deviceMemory in GB, or null where the browser does not say. */
  memoryGb: number | null;
  /** navigator.hardwareConcurrency, or null. */
  cores: number | null;
}

export type LargeSpaceVerdict =
  | { kind: 'capable'; basis: 'memory' | 'cores'; memoryGb: number | null; cores: number | null }
  | { kind: 'low-memory'; memoryGb: number }
  | { kind: 'unknown' };

interface NavigatorLike {
  deviceMemory?: unknown;
  hardwareConcurrency?: unknown;
}

const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

export function readDevice(
  nav: NavigatorLike | undefined = globalThis.navigator as NavigatorLike | undefined,
): DeviceInfo {
  return { memoryGb: positive(nav?.deviceMemory), cores: positive(nav?.hardwareConcurrency) };
}

export function judgeLargeSpace(device: DeviceInfo): LargeSpaceVerdict {
  if (device.memoryGb !== null) {
    return device.memoryGb >= LARGE_SPACE_MIN_MEMORY_GB
      ? { kind: 'capable', basis: 'memory', memoryGb: device.memoryGb, cores: device.cores }
      : { kind: 'low-memory', memoryGb: device.memoryGb };
  }
  if (device.cores !== null && device.cores >= LARGE_SPACE_MIN_CORES) {
    return { kind: 'capable', basis: 'cores', memoryGb: null, cores: device.cores };
  }
  return { kind: 'unknown' };
}

export function isLargeSpace(rows: number, cols: number): boolean {
  return stateSpaceSize(rows, cols) > LARGE_SPACE_STATES;
}

/** Bytes the full search holds: a distance byte per permutation (n!), plus n + 1 bytes per reachable state. */
export function spaceMemoryBytes(rows: number, cols: number): number {
  const states = stateSpaceSize(rows, cols);
  return 2 * states + states * (rows * cols + 1);
}
