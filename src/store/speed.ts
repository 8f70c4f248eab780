/**
 * Playback speed on a log scale: from one event every 2 seconds to as fast as the machine goes.
 * The slider works in whole steps; the last step means "maximum".
 */
export const SPEED_STEPS = 40;
export const MIN_EVENTS_PER_SECOND = 0.5;
export const MAX_FINITE_EVENTS_PER_SECOND = 50_000;
export const DEFAULT_SPEED_STEP = 12;

/** Events per second for a slider step; Infinity at the top step. */
export function eventsPerSecond(step: number): number {
  const s = Math.max(0, Math.min(SPEED_STEPS, Math.round(step)));
  if (s === SPEED_STEPS) return Infinity;
  const ratio = MAX_FINITE_EVENTS_PER_SECOND / MIN_EVENTS_PER_SECOND;
  return MIN_EVENTS_PER_SECOND * ratio ** (s / (SPEED_STEPS - 1));
}

export function clampSpeedStep(step: number): number {
  return Math.max(0, Math.min(SPEED_STEPS, Math.round(step)));
}
