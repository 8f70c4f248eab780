import { useEffect } from 'react';
import { useRunStore } from '../../store/runStore';

/** Space play/pause, Right step, Left back, Home/End, +/- speed; not while typing in a field. */
export function usePlaybackKeys(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return;
      const s = useRunStore.getState();
      if (!s.session) return;
      // Space on a focused button would click it too: let the button do it alone.
      if (e.key === ' ' && tag === 'BUTTON') return;
      const actions: Record<string, () => void> = {
        ' ': s.togglePlay,
        ArrowRight: s.stepForward,
        ArrowLeft: s.stepBack,
        Home: s.jumpToStart,
        End: s.runToEnd,
        '+': s.faster,
        '=': s.faster,
        '-': s.slower,
        _: s.slower,
      };
      const action = actions[e.key];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
