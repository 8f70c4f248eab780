/**
 * The local searches' own view in the visualizer (a lazy chunk): the current board's h, its
 * neighbours with their h and which one was taken and why, annealing's temperature and the
 * acceptance probability of the move, the restarts so far, and the h trace over the steps with
 * restarts, plateaus (sideways moves), accepted worse moves and the stuck ending marked. The
 * settings (seed, sideways cap, restarts, T0 and alpha, beam width) sit above it.
 */
import { useTranslation } from 'react-i18next';
import type { SearchEvent } from '../../core/events';
import { localTrace } from '../../core/replay';
import { DEFAULT_LOCAL } from '../../core/setups';
import { takesOption } from '../../core/solvers/algorithms';
import { makeCodec } from '../../core/stateKey';
import { useRunStore } from '../../store/runStore';
import { LineChart, type VerticalMarker } from '../charts/LineChart';
import { niceTicks } from '../charts/ticks';
import { MiniBoard } from '../board/MiniBoard';
import { usePuzzle, useRunFrame } from '../visualizer/useRun';
import { LocalSettings } from './LocalSettings';
import './local.css';

type MoveEvent = Extract<SearchEvent, { type: 'move' }>;

export function LocalSearchPanel() {
  const { t } = useTranslation(['translation', 'local']);
  const frame = useRunFrame();
  const puzzle = usePuzzle();
  const replayer = useRunStore((s) => s.session?.replayer ?? null);
  const setup = useRunStore((s) => s.setup);
  const view = frame?.view ?? null;
  if (!view || !replayer || !puzzle) return null;
  const cursor = view.cursor;
  const codec = makeCodec(puzzle.rows, puzzle.cols);
  const trace = localTrace((i) => replayer.event(i), cursor);
  const last = lastMove(replayer.event.bind(replayer), cursor);
  const current = view.current;
  const fmt3 = (v: number) => v.toFixed(3);
  const markers: VerticalMarker[] = [
    ...trace.restarts.map((x) => ({ x: x + 0.5, label: t('local.panel.restart'), kind: 'event' as const })),
    ...(trace.stuck
      ? [
          {
            x: trace.stuck.step,
            label: trace.stuck.reason === 'plateau' ? t('local.panel.plateau') : t('local.panel.localMin'),
            kind: 'current' as const,
          },
        ]
      : []),
  ];
  const maxStep = Math.max(2, trace.points.length);
  const plateauSteps = new Set(trace.sideways);

  return (
    <section className="panel local-panel" aria-labelledby="local-panel-title" data-testid="local-panel">
      <h2 id="local-panel-title" className="panel-title">
        {t('local.panel.title')}
      </h2>
      <LocalSettings />
      {takesOption(setup.algorithm, 'beamWidth') ? (
        <p>{t('local.panel.beamNote', { k: setup.local?.beamWidth ?? DEFAULT_LOCAL.beamWidth })}</p>
      ) : (
        <>
          {current ? (
            <p data-testid="local-current" data-h={current.h}>
              {t('local.panel.current', { h: current.h })}
              {trace.restarts.length > 0 && ` · ${t('local.panel.restarts', { count: trace.restarts.length })}`}
            </p>
          ) : (
            <p>{t('local.panel.empty')}</p>
          )}
          {view.children.length > 0 && (
            <>
              <h3 className="local-subtitle">{t('local.panel.neighbours')}</h3>
              <ul className="local-neighbours" data-testid="local-neighbours">
                {view.children.map((c) => {
                  const taken = c.outcome === 'new';
                  const decided = last && last.node.id === c.node.id ? last : null;
                  return (
                    <li key={c.node.id} className={taken ? 'taken' : undefined} data-h={c.node.h} data-taken={taken}>
                      <MiniBoard cols={puzzle.cols} tiles={codec.decode(c.node.key)} />
                      <span className="local-h">{t('local.panel.h', { h: c.node.h })}</span>
                      <span>{taken ? t('local.panel.taken') : t('local.panel.notTaken')}</span>
                      {decided && (
                        <span className="local-why">
                          {t(`local.panel.why.${decided.kind}`, {
                            h: current?.h ?? '',
                            p: decided.probability === undefined ? '' : fmt3(decided.probability),
                          })}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {last?.temperature !== undefined && (
            <p data-testid="local-temperature">
              {t('local.panel.temperature', { t: fmt3(last.temperature) })} ·{' '}
              {t('local.panel.probability', { p: fmt3(last.probability ?? 1) })}
            </p>
          )}
        </>
      )}
      {trace.points.length > 0 && (
        <LineChart
          title={t('local.panel.trace')}
          description={t('local.panel.traceY')}
          xLabel={t('local.panel.traceX')}
          yLabel="h"
          xHeader={t('local.panel.traceX')}
          series={[
            {
              id: 'h',
              label: 'h',
              color: 'var(--accent)',
              marker: 'none',
              points: trace.points.map((p) => ({ ...p, hollow: plateauSteps.has(p.x) })),
            },
          ]}
          xDomain={[1, maxStep]}
          // Steps are whole: a short trace would otherwise label 1, 1.2, 1.4... as "1 1 1".
          xTicks={niceTicks(1, maxStep, 6, { whole: true })}
          formatX={(v) => String(Math.round(v))}
          formatY={(v) => String(Math.round(v))}
          markers={markers}
          height={160}
          testId="local-trace"
        />
      )}
    </section>
  );
}

/** The last 'move' event before the cursor within the current step (null once a new step began). */
function lastMove(event: (i: number) => SearchEvent, cursor: number): MoveEvent | null {
  for (let i = cursor - 1; i >= 0; i--) {
    const e = event(i);
    if (e.type === 'move') return e;
    if (e.type === 'expand' || e.type === 'restart') return null;
  }
  return null;
}
