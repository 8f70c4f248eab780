import { useEffect } from 'react';
import { usePlayStore } from '../../store/playStore';
import { hasModifier, isTypingTarget } from '../hooks/keyboard';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Arrow keys move a tile (or the blank: a setting), anywhere on the play page except in a form
 * field (where arrows edit or choose) or in a dialog.
 */
export function usePlayKeys(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (hasModifier(e) || !ARROWS.has(e.key) || isTypingTarget(e.target, e.key)) return;
      if ((e.target as HTMLElement | null)?.closest?.('dialog')) return;
      e.preventDefault(); // the page must not scroll while a learner plays
      usePlayStore.getState().arrow(e.key as 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
