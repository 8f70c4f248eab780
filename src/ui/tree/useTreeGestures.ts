/**
 * The tree's gestures: the wheel zooms about the pointer, a drag pans, two fingers pinch, a
 * click picks a node, a double click zooms in; the keyboard pans, zooms, fits, centres and
 * picks. The page's playback keys do not also act while the tree has focus.
 */
import { useEffect, useRef } from 'react';
import type { TreeCanvas } from './useTreeCanvas';
import { panBy, pinch, zoomAt, type ScreenPoint } from './treeViewport';

const PAN_STEP = 80;
export const ZOOM_STEP = 1.4;

export interface GestureActions {
  /** Picks the node drawn at this point of the view; nothing there: clears the choice if `orClear`. */
  pickAt: (x: number, y: number, orClear: boolean) => void;
  /** Centres on the current node, zoomed in. */
  centreOnCurrent: () => void;
  clearSelection: () => void;
}

export function useTreeGestures(canvas: TreeCanvas, actions: GestureActions) {
  const { wrapRef, moveView } = canvas;

  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    // A listener of our own: React's wheel listener is passive and could not stop the page scrolling.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = wrap.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      moveView((vp) => zoomAt(vp, factor, e.clientX - rect.left, e.clientY - rect.top));
    };
    wrap.addEventListener('wheel', onWheel, { passive: false });
    return () => wrap.removeEventListener('wheel', onWheel);
  }, [wrapRef, moveView]);

  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  /** Pointers down on the canvas, in view coordinates: two of them make a pinch. */
  const pointers = useRef(new Map<number, ScreenPoint>());
  const viewPoint = (e: { clientX: number; clientY: number }): ScreenPoint => {
    const rect = wrapRef.current!.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  };

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.button !== 0) return;
    (e.target as Element).setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, viewPoint(e));
    // A second finger starts a pinch: neither finger then drags or picks a node.
    drag.current = pointers.current.size === 1 ? { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId } : null;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const down = pointers.current;
    if (down.has(e.pointerId) && down.size === 2) {
      const before = [...down.values()] as [ScreenPoint, ScreenPoint];
      down.set(e.pointerId, viewPoint(e));
      const after = [...down.values()] as [ScreenPoint, ScreenPoint];
      moveView((vp) => pinch(vp, before, after));
      return;
    }
    if (down.has(e.pointerId)) down.set(e.pointerId, viewPoint(e));
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    d.moved = true;
    d.x = e.clientX;
    d.y = e.clientY;
    moveView((vp) => panBy(vp, dx, dy));
  };
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved || !wrapRef.current) return;
    const [x, y] = viewPoint(e);
    actions.pickAt(x, y, true);
  };
  const onPointerCancel = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    drag.current = null;
  };
  const onDoubleClick = (e: React.MouseEvent) => {
    const [x, y] = viewPoint(e);
    moveView((vp) => zoomAt(vp, 2, x, y));
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const pan = (dx: number, dy: number) => () => moveView((vp) => panBy(vp, dx, dy));
    const keys: Record<string, () => void> = {
      ArrowLeft: pan(PAN_STEP, 0),
      ArrowRight: pan(-PAN_STEP, 0),
      ArrowUp: pan(0, PAN_STEP),
      ArrowDown: pan(0, -PAN_STEP),
      '+': () => canvas.zoomBy(ZOOM_STEP),
      '=': () => canvas.zoomBy(ZOOM_STEP),
      '-': () => canvas.zoomBy(1 / ZOOM_STEP),
      _: () => canvas.zoomBy(1 / ZOOM_STEP),
      '0': canvas.fit,
      c: actions.centreOnCurrent,
      Escape: actions.clearSelection,
      Enter: () => {
        const { w, h } = canvas.size();
        actions.pickAt(w / 2, h / 2, false);
      },
    };
    const action = keys[e.key];
    if (!action) return;
    // The page's playback keys (arrows, Space...) must not also act while the tree has focus.
    e.preventDefault();
    e.stopPropagation();
    action();
  };

  return {
    canvas: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick },
    onKeyDown,
  };
}
