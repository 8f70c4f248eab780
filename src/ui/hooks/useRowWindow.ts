import { useState } from 'react';

/**
 * The rows of a long list of equal-height rows that are in view of its scroller, plus
 * `overscan` on each side: render only those, absolutely placed at `index * rowHeight` inside a
 * box `totalHeight` tall, and 100,000 rows scroll as smoothly as ten. Give the scroller
 * `onScroll`; `viewHeight` is its visible height.
 */
export function useRowWindow(viewHeight: number, count: number, rowHeight: number, overscan = 6) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.min(count, Math.floor(scrollTop / rowHeight) - overscan));
  const last = Math.max(first, Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + overscan));
  const onScroll = (e: React.UIEvent<HTMLElement>) => setScrollTop(e.currentTarget.scrollTop);
  return { first, last, totalHeight: count * rowHeight, onScroll };
}
