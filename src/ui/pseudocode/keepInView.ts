/**
 * Keeps the highlighted line in view inside the box that scrolls the panel (the visualizer's
 * side column, or a compare pane's own list), the way `scrollIntoView({ block: 'nearest' })`
 * would, but never the page: scrollIntoView also scrolls every scrolling ancestor, the window
 * included, which would pull the board away from a class following it. No focus moves. A box
 * the reader has scrolled on past the listing stays where they put it.
 */
import { useEffect, type RefObject } from 'react';
import { STICKY_ATTRIBUTE } from './stickyAttribute';

/** Room left above or below the line, so its outline is not cut by the box's edge. */
const MARGIN = 6;

/**
 * How far to scroll a box (positive: down) so the span [top, bottom] of a line is inside the
 * box's [boxTop, boxBottom], moving as little as possible; 0 when it is already in view. A line
 * taller than the box is aligned to its top.
 */
export function nearestScroll(boxTop: number, boxBottom: number, top: number, bottom: number): number {
  const above = top - MARGIN - boxTop;
  const below = bottom + MARGIN - boxBottom;
  if (above < 0) return above;
  if (below > 0) return Math.min(below, above);
  return 0;
}

/** The nearest ancestor that scrolls vertically on its own (not the page), or null. */
function scrollBox(from: HTMLElement): HTMLElement | null {
  const page = document.scrollingElement;
  for (let el = from.parentElement; el && el !== page && el !== document.body; el = el.parentElement) {
    if (el.scrollHeight <= el.clientHeight) continue;
    const overflow = getComputedStyle(el).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return el;
  }
  return null;
}

/** How far the box must scroll to show the line (0: it is in view). */
function scrollNeeded(line: HTMLElement, box: HTMLElement): number {
  const b = box.getBoundingClientRect();
  const r = line.getBoundingClientRect();
  // A line under a sticky bar is not in view: the lowest bar's bottom is the box's top for it.
  const bars = [
    line.closest('section')?.querySelector(`[${STICKY_ATTRIBUTE}]`),
    box.querySelector(`:scope > [${STICKY_ATTRIBUTE}]`),
  ];
  const top = bars.reduce((at, bar) => (bar ? Math.max(at, bar.getBoundingClientRect().bottom) : at), b.top);
  return nearestScroll(top, b.bottom, r.top, r.bottom);
}

/** Some of the element is inside the box's visible rect. */
function overlaps(element: HTMLElement, box: HTMLElement): boolean {
  const [r, b] = [element.getBoundingClientRect(), box.getBoundingClientRect()];
  return r.bottom > b.top && r.top < b.bottom;
}

/**
 * Scrolls the running line into its box. Unless `always`, only while some of the listing is in
 * view: a reader who scrolled the box on to another panel (the closed set under the listing,
 * while a run plays) is left there, and the listing follows again once they scroll back to it.
 * This listing's own scrolling never takes it out of view, so only the reader's can.
 */
function bringIntoView(line: HTMLElement | null, list: HTMLElement | null, always: boolean): void {
  const box = line && scrollBox(line);
  if (!line || !box || !list) return;
  if (!always && !overlaps(list, box)) return;
  const delta = scrollNeeded(line, box);
  if (delta !== 0) box.scrollTop += delta;
}

/**
 * Scrolls the element in `line` into its scroll box after `key` changes (the highlighted line:
 * not every cursor move), and when `list` comes out of hiding (the Details drawer opened on a
 * line that changed while it was closed). The measuring waits for the next animation frame,
 * where the browser lays the page out anyway; a newer change cancels an older one, so fast
 * playback measures at most once a frame.
 */
export function useKeepInView(
  key: unknown,
  line: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => bringIntoView(line.current, list.current, false));
    return () => cancelAnimationFrame(frame);
  }, [key, line, list]);
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    let shown = el.getClientRects().length > 0;
    const observer = new ResizeObserver(() => {
      const now = el.getClientRects().length > 0;
      if (now && !shown) bringIntoView(line.current, el, true);
      shown = now;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [line, list]);
}
