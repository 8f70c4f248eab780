import { useRunStore } from '../../store/runStore';
import { usePlaybackShortcuts } from '../hooks/usePlaybackShortcuts';

const controls = () => {
  const s = useRunStore.getState();
  return s.session ? s : null;
};

/** The visualizer's playback keys (see usePlaybackShortcuts). */
export function usePlaybackKeys(enabled: boolean) {
  usePlaybackShortcuts(enabled, controls);
}
