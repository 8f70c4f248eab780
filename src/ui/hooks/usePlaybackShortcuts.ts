import { useEffect } from 'react';
import { hasModifier, isTypingTarget } from './keyboard';

/** What a playback (the visualizer's run, compare mode's panes) lets the keyboard do. */
export interface PlaybackControls {
  togglePlay: () => void;
  stepForward: () => void;
  stepBack: () => void;
  jumpToStart: () => void;
  runToEnd: () => void;
  faster: () => void;
  slower: () => void;
  /** Where the steps are events (the visualizer): Shift+→ and Shift+← jump expansion by expansion. */
  stepToNextExpansion?: () => void;
  stepToPreviousExpansion?: () => void;
}

/**
 * Space play/pause, Right step, Left back, Shift+Right/Left next/previous expansion, Home/End, +/- speed — not while typing in a field.
 * `controls` is read at each key press (null: nothing loaded, the keys do nothing).
 */
export function usePlaybackShortcuts(enabled: boolean, controls: () => PlaybackControls | null) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (hasModifier(e) || isTypingTarget(e.target, e.key)) return;
      // Space on a focused button would click it too: let the button do it alone.
      if (e.key === ' ' && (e.target as HTMLElement | null)?.tagName === 'BUTTON') return;
      const c = controls();
      if (!c) return;
      const actions: Record<string, () => void> = {
        ' ': c.togglePlay,
        ArrowRight: c.stepForward,
        ArrowLeft: c.stepBack,
        Home: c.jumpToStart,
        End: c.runToEnd,
        '+': c.faster,
        '=': c.faster,
        '-': c.slower,
        _: c.slower,
      };
      if (e.shiftKey && e.key === 'ArrowRight') actions.ArrowRight = c.stepToNextExpansion ?? c.stepForward;
      if (e.shiftKey && e.key === 'ArrowLeft') actions.ArrowLeft = c.stepToPreviousExpansion ?? c.stepBack;
      const action = actions[e.key];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, controls]);
}
