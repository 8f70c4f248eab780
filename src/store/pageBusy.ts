/**
 * Whether the page is working hard, so optional work (preloading chunks) should wait: a run
 * playing fast or running to the end, in the visualizer or in compare mode (the main thread is
 * busy every frame), or one preparing, which is mostly pattern-database tables being built (both
 * cores are then: a cold 4x4 build lost 0.5-1.3 s to preloads beside it).
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

export function pageBusy(): boolean {
  const run = useRunStore.getState();
  const compare = modeStore('compare')?.getState();
  return (
    isPlayingFast(run) ||
    run.status.kind === 'preparing' ||
    (compare !== undefined && (isPlayingFast(compare) || compare.status.kind === 'preparing'))
  );
}
