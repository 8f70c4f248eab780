import { useCompareStore } from '../../store/compareStore';
import { usePlaybackShortcuts } from '../hooks/usePlaybackShortcuts';

const controls = () => {
  const s = useCompareStore.getState();
  return s.sessions.length ? s : null;
};

/** Compare mode's playback keys, one expansion in every pane per step (see usePlaybackShortcuts). */
export function useCompareKeys(enabled: boolean) {
  usePlaybackShortcuts(enabled, controls);
}
