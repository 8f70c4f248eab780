/**
 * Two fingers on the grid scroll its frame. The grid takes every touch for painting
 * (touch-action: none), so on a phone a grid wider than the screen could not be moved at all:
 * one finger paints, two fingers pan, as in drawing apps. A second finger cancels the stroke
 * the first one began (it painted at most a cell, which is dropped), and no stroke starts again
 * until every finger is lifted.
 */
import { useRef, type PointerEvent, type RefObject } from 'react';

interface Point {
  x: number;
  y: number;
}

export interface TwoFingerPan {
  /** True when this press belongs to a pan: the caller paints nothing (and drops its stroke). */
  down(event: PointerEvent): boolean;
  /** True when this move panned: the caller paints nothing. */
  move(event: PointerEvent): boolean;
  up(event: PointerEvent): void;
}

export function useTwoFingerPan(frame: RefObject<HTMLElement | null>): TwoFingerPan {
  const touches = useRef(new Map<number, Point>());
  const panning = useRef(false);
  const last = useRef<Point>({ x: 0, y: 0 });

  const centre = (): Point => {
    let x = 0;
    let y = 0;
    for (const p of touches.current.values()) {
      x += p.x;
      y += p.y;
    }
    const n = touches.current.size;
    return { x: x / n, y: y / n };
  };

  return {
    down(event) {
      if (event.pointerType !== 'touch') return false;
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size >= 2) {
        panning.current = true;
        last.current = centre();
      }
      return panning.current;
    },
    move(event) {
      if (!touches.current.has(event.pointerId)) return false;
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!panning.current) return false;
      const now = centre();
      frame.current?.scrollBy(last.current.x - now.x, last.current.y - now.y);
      last.current = now;
      return true;
    },
    up(event) {
      touches.current.delete(event.pointerId);
      if (touches.current.size === 0) panning.current = false;
      else last.current = centre();
    },
  };
}
