/**
 * Whether a playback store's cursor moves on its own: playing, or running to the end. The panels
 * that only a run keeps busy (the tree's layout, the lesson log's scroll, the held repaints) ask
 * this one question, for the visualizer's store and each compare pane's alike.
 */
export function isRunning(s: { readonly playing: boolean; readonly draining: boolean }): boolean {
  return s.playing || s.draining;
}
