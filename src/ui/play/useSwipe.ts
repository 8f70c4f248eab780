import { useRef } from 'react';

export type SwipeDirection = 'up' | 'down' | 'left' | 'right';

/** A swipe shorter than this (CSS pixels) is a tap. */
const MIN_SWIPE = 28;
/** The main axis must dominate the other this much, so a diagonal does not guess. */
const AXIS_RATIO = 1.3;

/**
 * Swipes on touch screens (and mouse drags) with pointer events. A tap still reaches the tile
 * under it as a click; a swipe captures the pointer once it travels, and the click that follows
 * a swipe is swallowed so one gesture never makes two moves.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swallowClick = useRef(false);
  return {
    onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
      swallowClick.current = false;
    },
    onPointerMove: (e: React.PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s || s.id !== e.pointerId) return;
      if (
        Math.hypot(e.clientX - s.x, e.clientY - s.y) >= MIN_SWIPE &&
        !e.currentTarget.hasPointerCapture(e.pointerId)
      ) {
        // From here on it is a swipe: keep the pointer even if it leaves the board.
        e.currentTarget.setPointerCapture(e.pointerId);
      }
    },
    onPointerUp: (e: React.PointerEvent<HTMLElement>) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      const dy = e.clientY - s.y;
      const ax = Math.abs(dx);
      const ay = Math.abs(dy);
      if (Math.max(ax, ay) < MIN_SWIPE) return;
      swallowClick.current = true;
      if (ax >= ay * AXIS_RATIO) onSwipe(dx > 0 ? 'right' : 'left');
      else if (ay >= ax * AXIS_RATIO) onSwipe(dy > 0 ? 'down' : 'up');
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (e: React.MouseEvent<HTMLElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.stopPropagation();
      e.preventDefault();
    },
  };
}
