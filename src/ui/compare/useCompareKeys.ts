import { useEffect } from 'react';
import { useCompareStore } from '../../store/compareStore';

/** Space play/pause, Right/Left one expansion, Home/End, +/- speed; not while typing in a field. */
export function useCompareKeys(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return;
      const s = useCompareStore.getState();
      if (!s.sessions.length) return;
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
