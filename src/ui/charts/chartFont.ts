/**
 * The pixel size of chart text (0.8rem, as .chart-tick in charts.css) as it is now: projector
 * mode enlarges the root font, and the charts must widen their margins and move their labels to
 * match or the axis labels collide with the ticks.
 */
import { useEffect, useState } from 'react';

const CHART_TEXT_REM = 0.8;

function read(): number {
  if (typeof document === 'undefined') return 16 * CHART_TEXT_REM;
  return (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) * CHART_TEXT_REM;
}

export function useChartFont(): number {
  const [size, setSize] = useState(read);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => setSize(read()));
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, []);
  return size;
}

/** Room for the y axis: the rotated label, a gap, the widest tick label and the tick gap. */
export function leftMargin(tickLabels: string[], fontPx: number): number {
  const widest = Math.max(1, ...tickLabels.map((s) => s.length));
  return Math.ceil(fontPx * 1.4 + 8 + widest * fontPx * 0.62 + 8);
}
