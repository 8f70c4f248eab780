/**
 * Admissibility made tangible: a slider multiplies the heuristic by w (weighted A*,
 * f = g + w·h). Beside it, the path found and the nodes expanded at that weight, and the whole
 * sweep as two charts with the first weight whose path is no longer optimal marked.
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { HeuristicId } from '../../../core/events';
import { firstSuboptimalWeight, labHeuristics } from '../../../core/lab';
import { makeHeuristic } from '../../../core/heuristics';
import { makePuzzle } from '../../../core/puzzle';
import { LAB_WEIGHTS, useLabStore } from '../../../store/labStore';
import { LineChart, type VerticalMarker } from '../../charts/LineChart';
import { HEURISTIC_STYLE, TRUTH_STYLE } from './heuristicStyle';
import { useFormat } from '../useFormat';
import { heuristicKey, knownDistance } from './labNames';

export function WeightPanel() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { board, sweep, weight, truth } = useLabStore(
    useShallow((s) => ({ board: s.board, sweep: s.sweep, weight: s.weight, truth: s.analysis.truth })),
  );
  if (!board) return null;
  const puzzle = makePuzzle(board.rows, board.cols, board.goal);
  const ids = labHeuristics(puzzle);
  const aStar = sweep.points.find((p) => p.weight === 1);
  const optimal = knownDistance(truth) ?? (aStar?.outcome === 'solved' ? aStar.length : null);
  const current = sweep.points.find((p) => Math.abs(p.weight - weight) < 1e-9);
  const first = optimal === null ? null : firstSuboptimalWeight(sweep.points, optimal);
  // A heuristic chosen for another board may not fit this one; the sweep itself falls back the same way.
  const heuristic = ids.includes(sweep.heuristic) ? sweep.heuristic : 'manhattan';
  const h = makeHeuristic(heuristic, puzzle).estimate(board.start);
  const fx = (w: number) => fmt.fixed(w, 1);

  const markers: VerticalMarker[] = [
    { x: weight, label: t('explorer.lab.weight.markerNow', { w: fx(weight) }), kind: 'current' },
  ];
  if (first !== null)
    markers.push({ x: first, label: t('explorer.lab.weight.markerFirst', { w: fx(first) }), kind: 'event' });
  /** The x axis both charts share: the weight w from 1 (A*) to 5. */
  const weightAxis = {
    xLabel: t('explorer.lab.weight.x'),
    xHeader: 'w',
    xDomain: [1, 5] as [number, number],
    xTicks: [1, 2, 3, 4, 5],
    formatX: fx,
    markers,
  };
  const solved = sweep.points.filter((p) => p.outcome === 'solved');
  const style = HEURISTIC_STYLE[heuristic];

  return (
    <section className="panel weight-panel" aria-labelledby="weight-title" data-testid="weight-panel">
      <h2 id="weight-title" className="panel-title">
        {t('explorer.lab.weight.title')}
      </h2>
      <p className="small muted">{t('explorer.lab.weight.intro')}</p>
      <div className="weight-controls">
        <label className="field">
          {t('explorer.lab.weight.heuristic')}
          <select
            value={heuristic}
            onChange={(e) => useLabStore.getState().setSweepHeuristic(e.target.value as HeuristicId)}
          >
            {ids.map((id) => (
              <option key={id} value={id}>
                {t(heuristicKey(id))}
              </option>
            ))}
          </select>
        </label>
        <label className="field weight-slider">
          <span>
            {t('explorer.lab.weight.slider')}{' '}
            <strong className="weight-value">{t('explorer.lab.weight.value', { w: fx(weight) })}</strong>
          </span>
          <input
            type="range"
            min={LAB_WEIGHTS[0]}
            max={LAB_WEIGHTS[LAB_WEIGHTS.length - 1]}
            step={0.1}
            value={weight}
            aria-valuetext={t('explorer.lab.weight.value', { w: fx(weight) })}
            onChange={(e) => useLabStore.getState().setWeight(Number(e.target.value))}
          />
        </label>
      </div>

      {sweep.status === 'unsolvable' && <p className="small warn">{t('explorer.lab.board.unsolvable')}</p>}
      {sweep.status === 'failed' && <p className="small warn">{t('explorer.lab.failed')}</p>}
      {(sweep.status === 'idle' || sweep.status === 'cancelled') && (
        <div className="toolbar left">
          <p className="small">{t('explorer.lab.weight.manual')}</p>
          <button type="button" className="button" onClick={() => useLabStore.getState().runSweep()}>
            {t('explorer.lab.weight.run')}
          </button>
        </div>
      )}
      {sweep.status === 'running' && (
        <div className="progress-row">
          <progress
            max={LAB_WEIGHTS.length}
            value={sweep.points.length}
            aria-label={t('explorer.lab.weight.progress')}
          />
          <span className="small">
            {t('explorer.lab.weight.progressText', { done: sweep.points.length, total: LAB_WEIGHTS.length })}
          </span>
          <button type="button" className="button" onClick={() => useLabStore.getState().cancelSweep()}>
            {t('explorer.controls.cancel')}
          </button>
        </div>
      )}

      <div className="weight-readout" role="status" data-testid="weight-readout">
        {current ? (
          <>
            <p>
              {current.outcome === 'solved'
                ? t('explorer.lab.weight.path', { count: current.length })
                : t('explorer.lab.weight.limit')}
              {optimal !== null && current.outcome === 'solved' && (
                <>
                  {' · '}
                  <strong className={current.length > optimal ? 'warn' : 'ok'} data-testid="weight-verdict">
                    {current.length > optimal
                      ? t('explorer.lab.weight.longer', { count: current.length - optimal, optimal })
                      : t('explorer.lab.weight.optimal')}
                  </strong>
                </>
              )}
            </p>
            <p className="small">
              {t('explorer.lab.weight.expanded', {
                value: fmt.int(current.expanded),
                astar: aStar ? fmt.int(aStar.expanded) : '—',
              })}
            </p>
          </>
        ) : (
          sweep.status === 'running' && <p className="small muted">{t('explorer.lab.board.computing')}</p>
        )}
        {optimal !== null && (
          <p className="small">
            {weight * h > optimal
              ? t('explorer.lab.weight.over', { w: fx(weight), h, wh: fmt.fixed(weight * h, 1), truth: optimal })
              : t('explorer.lab.weight.under', { w: fx(weight), h, wh: fmt.fixed(weight * h, 1), truth: optimal })}
          </p>
        )}
      </div>

      {solved.length > 0 && (
        <div className="weight-charts">
          <LineChart
            testId="weight-length-chart"
            {...weightAxis}
            title={t('explorer.lab.weight.lengthChart')}
            description={t('explorer.lab.weight.lengthDesc', {
              first: first === null ? t('explorer.lab.weight.never') : fx(first),
            })}
            yLabel={t('explorer.lab.weight.yLength')}
            yDomain={
              optimal !== null
                ? [Math.max(0, optimal - 2), Math.max(optimal + 2, ...solved.map((p) => p.length))]
                : undefined
            }
            formatY={(v) => fmt.int(v)}
            height={200}
            series={[
              ...(optimal !== null
                ? [
                    {
                      id: 'optimal',
                      label: t('explorer.lab.weight.optimalLine', { count: optimal }),
                      ...TRUTH_STYLE,
                      points: [
                        { x: 1, y: optimal },
                        { x: 5, y: optimal },
                      ],
                    },
                  ]
                : []),
              {
                id: 'length',
                label: t('explorer.lab.weight.lengthSeries'),
                ...style,
                dash: undefined,
                points: solved.map((p) => ({
                  x: p.weight,
                  y: p.length,
                  hollow: optimal !== null && p.length > optimal,
                })),
              },
            ]}
          />
          <LineChart
            testId="weight-effort-chart"
            {...weightAxis}
            title={t('explorer.lab.weight.effortChart')}
            description={t('explorer.lab.weight.effortDesc')}
            yLabel={t('explorer.lab.weight.yEffort')}
            yScale="log"
            formatY={(v) => fmt.compact(v)}
            formatValue={(v) => fmt.int(v)}
            height={200}
            series={[
              {
                id: 'expanded',
                label: t('explorer.lab.weight.effortSeries'),
                ...style,
                dash: undefined,
                points: sweep.points.map((p) => ({ x: p.weight, y: p.expanded, hollow: p.outcome === 'limit' })),
              },
            ]}
          />
          <p className="small muted">
            {sweep.status === 'done' && first === null && optimal !== null && (
              <strong>{t('explorer.lab.weight.allOptimal')} </strong>
            )}
            {t('explorer.lab.weight.hollow')}
          </p>
        </div>
      )}
    </section>
  );
}
