/**
 * How many states lie at each distance from the goal, as bars. Each distance is a button (the
 * whole column, so the 2 boards at distance 31 are as easy to hit as the 24,047 at 24): arrow
 * keys move between them, Enter or a click draws a random board at that distance. A linear or a
 * log scale (the tail is invisible on a linear one); the numbers again in a hidden table.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisFrame, YGrid, type PlotArea } from '../../charts/Axes';
import { barTop } from '../../charts/BarPattern';
import { leftMargin, useChartFont } from '../../charts/chartFont';
import { DataTable } from '../../charts/DataTable';
import { linearScale, logScale } from '../../charts/scale';
import { logTicks, niceTicks } from '../../charts/ticks';
import { useElementSize } from '../../hooks/useElementSize';
import { useFormat } from '../useFormat';

export interface DistanceChartProps {
  counts: readonly number[];
  states: number;
  selected: number | null;
  onPick: (distance: number) => void;
  height: number;
}

const MARGIN = { top: 26, right: 12, bottom: 50 };

export function DistanceChart({ counts, states, selected, onPick, height }: DistanceChartProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = useId();
  const [box, measured] = useElementSize<HTMLDivElement>();
  const [log, setLog] = useState(false);
  const [focusState, setFocus] = useState(selected ?? counts.length - 1);
  // Clamped, so one bar always stays in the tab order even if the data shrinks.
  const focus = Math.min(focusState, counts.length - 1);
  const bars = useRef<(SVGGElement | null)[]>([]);

  const fontPx = useChartFont();
  const width = Math.max(280, measured.width || 640);
  const plotH = Math.max(120, height - MARGIN.top - MARGIN.bottom);
  const max = Math.max(1, ...counts);
  const yTicks = log ? logTicks(max) : niceTicks(0, max, Math.max(3, Math.floor(plotH / 60)));
  // On a phone every pixel of plot counts: compact tick labels (150K) there.
  const narrow = width < 480;
  const yLabel = (v: number) => (narrow ? fmt.compact(v) : fmt.int(v));
  const left = leftMargin(yTicks.map(yLabel), fontPx);
  const plotW = width - left - MARGIN.right;
  const plot: PlotArea = { left, top: MARGIN.top, width: plotW, height: plotH };
  const yTop = yTicks[yTicks.length - 1];
  const base = MARGIN.top + plotH;
  const y = log ? logScale([1, yTop], [base, MARGIN.top]) : linearScale([0, yTop], [base, MARGIN.top]);
  const slot = plotW / counts.length;
  const gap = slot > 8 ? Math.max(1, Math.round(slot * 0.14)) : 0.5;
  const barW = Math.max(1, slot - gap);
  const labelEvery = slot >= 24 ? 1 : slot >= 11 ? 2 : 5;
  const diameter = counts.length - 1;
  /** A bar's top edge; a 2-state bar stays visible (2 px) even on a linear scale. */
  const topOf = (count: number) => barTop(count, y, base, 2);

  const focusBar = (d: number) => {
    const next = Math.max(0, Math.min(diameter, d));
    setFocus(next);
    bars.current[next]?.focus();
  };

  const onKey = (e: React.KeyboardEvent, d: number) => {
    const moves: Record<string, number> = { ArrowRight: d + 1, ArrowLeft: d - 1, Home: 0, End: diameter };
    if (e.key in moves) {
      e.preventDefault();
      focusBar(moves[e.key]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(d);
    }
  };

  const barLabel = (d: number) =>
    t('explorer.chart.bar', {
      distance: d,
      count: counts[d],
      value: fmt.int(counts[d]),
      share: fmt.share(counts[d] / states),
    });

  return (
    <figure className="chart distance-chart" data-testid="distance-chart">
      <div className="chart-head">
        <figcaption id={`${id}-title`} className="chart-title">
          {t('explorer.chart.title')}
        </figcaption>
        <label className="check">
          <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} />
          {t('explorer.chart.log')}
        </label>
      </div>
      <p id={`${id}-hint`} className="small muted chart-hint">
        {t('explorer.chart.hint')}
      </p>
      <div ref={box} className="chart-box">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
        >
          <YGrid plot={plot} ticks={yTicks} y={y} format={yLabel} />
          {counts.map((count, d) => (
            // The button holds only shapes: its name is the full sentence, and the numbers drawn
            // above and below it (in the aria-hidden layer that follows) are that sentence's parts.
            <g
              key={d}
              ref={(el) => {
                bars.current[d] = el;
              }}
              role="button"
              tabIndex={d === focus ? 0 : -1}
              aria-label={barLabel(d)}
              aria-pressed={d === selected}
              data-distance={d}
              data-count={count}
              className={`xp-bar${d === selected ? ' selected' : ''}${d === diameter ? ' far' : ''}`}
              onClick={() => {
                setFocus(d);
                onPick(d);
              }}
              onKeyDown={(e) => onKey(e, d)}
              onFocus={() => setFocus(d)}
            >
              <rect className="xp-bar-hit" x={left + d * slot} y={MARGIN.top} width={slot} height={plotH + 26} />
              <rect
                className="xp-bar-fill"
                x={left + d * slot + gap / 2}
                y={topOf(count)}
                width={barW}
                height={base - topOf(count)}
                shapeRendering="crispEdges"
              />
            </g>
          ))}
          <g aria-hidden="true" className="xp-bar-labels">
            {counts.map((count, d) => {
              const cx = left + d * slot + gap / 2 + barW / 2;
              const isSelected = d === selected;
              const isFar = d === diameter;
              // Values only where every bar has room for its own (else they run together).
              const valueFits = slot >= 16 && fmt.int(count).length * 7.5 <= slot + 2;
              // A regular tick gives way to the bold selected / last label right next to it.
              const crowded =
                slot < 20 && [selected, diameter].some((s) => s !== null && s !== d && Math.abs(s - d) * slot < 22);
              return (
                <g key={d}>
                  {(isSelected || isFar || valueFits) && (
                    <text
                      x={cx}
                      y={topOf(count) - 5}
                      textAnchor="middle"
                      className={`xp-bar-value${isSelected ? ' strong' : ''}`}
                    >
                      {valueFits || isSelected ? fmt.int(count) : fmt.compact(count)}
                    </text>
                  )}
                  {((d % labelEvery === 0 && !crowded) || isSelected || isFar) && (
                    <text
                      x={cx}
                      y={base + fontPx + 6}
                      textAnchor="middle"
                      className={`chart-tick${isSelected ? ' strong' : ''}`}
                    >
                      {d}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
          <AxisFrame
            plot={plot}
            chartHeight={height}
            fontPx={fontPx}
            xTitle={t('explorer.chart.x')}
            yTitle={log ? t('explorer.chart.yLog') : t('explorer.chart.y')}
          />
        </svg>
      </div>
      <DataTable
        caption={t('explorer.chart.title')}
        columns={[t('explorer.chart.x'), t('explorer.chart.y')]}
        rows={counts.map((count, d) => ({ key: d, label: String(d), cells: [fmt.int(count)] }))}
      />
    </figure>
  );
}
