/**
 * The comparison's painted frame, for the heavy parts of the page (the panes, the charts, the
 * tree, the results table). While it plays, each part hears of a new picture in a task of its
 * own (paintedSubscriptions.ts): four panes and three charts rendered in the frame that records
 * were 30-40 ms of React in one task. Stepping by hand repaints them all at once.
 */
import { useSyncExternalStore } from 'react';
import { useCompareStore } from '../../store/compareStore';
import { paintedSubscriptions } from '../playback/paintedSubscriptions';

const subscriptions = paintedSubscriptions(useCompareStore);
const paintedFrame = () => useCompareStore.getState().painted;

export function useComparePainted() {
  return useSyncExternalStore(subscriptions.lagged, paintedFrame);
}
