/**
 * A drawer (a panel laid over the page) closes the three ways people try: Escape, its close
 * button (the component's own), and a click outside it. Clicks on the controls that drive what
 * the drawer describes (`keep`: the playback bar, where its own toggle lives too) leave it open,
 * and so does anything inside a modal dialog opened from the drawer (the board editor).
 */
import { useEffect, type RefObject } from 'react';
import { matches } from '../../store/breakpoints';

export interface DrawerDismiss {
  /** The drawer's element: a click inside it is not "outside". */
  ref: RefObject<HTMLElement | null>;
  open: boolean;
  /** A media query under which the panel is a drawer; elsewhere it is a column and stays. */
  when: string;
  /** Closest() selector of what a click may touch without closing the drawer. */
  keep: string;
  /** Where the focus goes when Escape closes the drawer from inside it (its toggle). */
  toggle: string;
  onClose: () => void;
}

export function useDrawerDismiss({ ref, open, when, keep, toggle, onClose }: DrawerDismiss): void {
  useEffect(() => {
    if (!open) return;
    const modalOpen = () => document.querySelector('dialog[open]') !== null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || modalOpen() || !matches(when)) return;
      const focusInside = ref.current?.contains(document.activeElement) ?? false;
      onClose();
      if (focusInside) document.querySelector<HTMLElement>(toggle)?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Element | null;
      if (!target || !matches(when) || modalOpen() || ref.current?.contains(target)) return;
      if (target.closest(keep) || target.closest('dialog')) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, open, when, keep, toggle, onClose]);
}
