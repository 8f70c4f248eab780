/**
 * Whether a run is playing fast or running to the end, in the visualizer or in compare mode:
 * the main thread is then busy every frame, and optional work (preloading chunks) waits.
 */
import { modeStore } from './modeStores';
import { FAST_EVENTS_PER_SECOND } from './playbackDriver';
import { useRunStore } from './runStore';
import { eventsPerSecond } from './speed';

interface Playback {
  readonly playing: boolean;
  readonly draining: boolean;
  readonly speedStep: number;
}

export function isPlayingFast(s: Playback): boolean {
  return s.draining || (s.playing && eventsPerSecond(s.speedStep) >= FAST_EVENTS_PER_SECOND);
}

export function playingFast(): boolean {
  const compare = modeStore('compare')?.getState();
  return isPlayingFast(useRunStore.getState()) || (compare !== undefined && isPlayingFast(compare));
}
