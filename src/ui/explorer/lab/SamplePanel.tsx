/**
 * Over many boards: a seeded sample of 3x3 boards per true distance (from the full table), the
 * mean of each heuristic against the truth (dominance as stacked lines under the diagonal), and,
 * on request, A* on the same boards at the even depths or every one: nodes generated and
 * expanded and the effective branching factor b*, charted and as a table (EffortTable).
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { LAB_EFFORT_BUDGET, evenDistances } from '../../../core/lab';
import { goalKindOf, makeGoal, type GoalKind } from '../../../core/puzzle';
import { EXPLORER_GOALS } from '../../../store/explorerStore';
import { useLabStore, LAB_DEPTHS, LAB_SAMPLE_SIZES } from '../../../store/labStore';
import { MiniBoard } from '../../board/MiniBoard';
import { LineChart, type ChartSeries } from '../../charts/LineChart';
import { HEURISTIC_STYLE, TRUTH_STYLE } from './heuristicStyle';
import { SelectField } from '../../fields/SelectField';
import { useFormat } from '../useFormat';
import { DominanceList } from './DominanceList';
import { EffortTable } from './EffortTable';
import { heuristicKey } from './labNames';

export function SamplePanel() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { sample, profile, effort, count } = useLabStore(
    useShallow((s) => ({ sample: s.sample, profile: s.profile, effort: s.effort, count: s.effortCount })),
  );
  /** Chart texts for the count chosen: the plain keys say "expanded", `_generated` ones "generated". */
  const counted = { context: count === 'generated' ? 'generated' : undefined };
  const result = profile.result;
  const diameter = result ? result.rows.length - 1 : 31;
  // The three named goals; a lab board's own goal, when it is none of them, as a fourth choice.
  const goalKind = goalKindOf(sample.goal, 3, 3) ?? 'custom';
  const goalKinds: readonly (GoalKind | 'custom')[] =
    goalKind === 'custom' ? [...EXPLORER_GOALS, 'custom'] : EXPLORER_GOALS;
  const depths = sample.depths === 'even' ? evenDistances(diameter) : (result?.rows.map((r) => r.distance) ?? []);
  const runs = result ? depths.reduce((n, d) => n + result.rows[d].boards, 0) * result.ids.length : 0;
  const xTicks = Array.from({ length: Math.floor(diameter / 5) + 1 }, (_, i) => i * 5);
  const formatD = (v: number) => fmt.int(v);
  /** The x axis all three charts share: true distance to the goal. */
  const distanceAxis = {
    xLabel: t('explorer.lab.sample.x'),
    xHeader: t('explorer.lab.sample.x'),
    xDomain: [0, diameter] as [number, number],
    xTicks,
    formatX: formatD,
  };

  const meanSeries: ChartSeries[] = result
    ? [
        {
          id: 'truth',
          label: t('explorer.lab.sample.truthLine'),
          ...TRUTH_STYLE,
          points: [
            { x: 0, y: 0 },
            { x: diameter, y: diameter },
          ],
        },
        ...result.ids.map((id, a) => ({
          id,
          label: t(heuristicKey(id)),
          ...HEURISTIC_STYLE[id],
          points: result.rows.map((r) => ({ x: r.distance, y: r.mean[a] })),
        })),
      ]
    : [];

  const effortSeries = (pick: 'meanExpanded' | 'branching'): ChartSeries[] =>
    result
      ? result.ids.map((id, a) => ({
          id,
          label: t(heuristicKey(id)),
          ...HEURISTIC_STYLE[id],
          points: effort.rows
            .filter((r) => pick === 'meanExpanded' || r.distance >= 2)
            .map((r) => ({
              x: r.distance,
              y:
                (pick === 'meanExpanded'
                  ? (count === 'generated' ? r.meanGenerated : r.meanExpanded)[a]
                  : (count === 'generated' ? r.branchingGenerated : r.branching)[a]) ?? Number.NaN,
            })),
        }))
      : [];

  return (
    <section className="panel sample-panel" aria-labelledby="sample-title" data-testid="sample-panel">
      <h2 id="sample-title" className="panel-title">
        {t('explorer.lab.sample.title')}
      </h2>
      <div className="sample-controls">
        <SelectField
          narrow
          label={t('explorer.lab.sample.perDistance')}
          value={sample.perDistance}
          choices={LAB_SAMPLE_SIZES}
          nameOf={String}
          onChange={(k) => useLabStore.getState().setPerDistance(k)}
        />
        <label className="field narrow">
          {t('explorer.lab.sample.seed')}
          <input
            type="number"
            min={0}
            step={1}
            value={sample.seed}
            onChange={(e) => e.target.value !== '' && useLabStore.getState().setSeed(Number(e.target.value))}
          />
        </label>
        <SelectField
          label={t('explorer.lab.sample.depths')}
          value={sample.depths}
          choices={LAB_DEPTHS}
          nameOf={(d) => t(`explorer.lab.sample.depthsName.${d}`)}
          disabled={effort.status === 'running'}
          onChange={(d) => useLabStore.getState().setDepths(d)}
        />
        <div className="sample-goal">
          <SelectField
            label={t('explorer.lab.sample.goal')}
            value={goalKind}
            choices={goalKinds}
            nameOf={(k) => (k === 'custom' ? t('explorer.lab.sample.goalCustom') : t(`setup.goalKind.${k}`))}
            disabled={effort.status === 'running'}
            onChange={(k) => k !== 'custom' && useLabStore.getState().setSampleGoal(makeGoal(k, 3, 3))}
          />
          <MiniBoard cols={3} tiles={sample.goal} cell={14} />
        </div>
        <div className="sample-effort-controls">
          {effort.status === 'running' ? (
            <>
              <progress max={effort.total || 1} value={effort.done} aria-label={t('explorer.lab.sample.progress')} />
              <span className="small" role="status">
                {t('explorer.lab.sample.progressText', {
                  done: fmt.int(effort.done),
                  total: fmt.int(effort.total),
                  distance: effort.rows.length,
                })}
              </span>
              <button type="button" className="button" onClick={() => useLabStore.getState().cancelEffort()}>
                {t('explorer.controls.cancel')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button primary"
                disabled={profile.status !== 'done'}
                onClick={() => useLabStore.getState().runEffort()}
              >
                {effort.status === 'done' ? t('explorer.lab.sample.rerun') : t('explorer.lab.sample.run')}
              </button>
              <span className="small muted" role="status">
                {effort.status === 'cancelled' && t('explorer.lab.sample.cancelled', { count: effort.rows.length })}
                {effort.status === 'failed' && t('explorer.lab.failed')}
                {effort.status === 'done' &&
                  effort.budgetReached &&
                  t('explorer.lab.sample.budgetReached', {
                    count: effort.rows.length,
                    limit: fmt.int(LAB_EFFORT_BUDGET),
                  })}
                {effort.status === 'idle' && result && t('explorer.lab.sample.runHint', { count: runs })}
              </span>
            </>
          )}
        </div>
      </div>
      {profile.status === 'running' && <p className="small muted">{t('explorer.lab.sample.sampling')}</p>}
      {profile.status === 'failed' && (
        <p className="small warn">
          {profile.message === 'no-worker' ? t('explorer.progress.noWorker') : t('explorer.lab.failed')}
        </p>
      )}
      {result && (
        <>
          <p className="small muted">
            {t('explorer.lab.sample.summary', {
              boards: fmt.int(result.boards),
              per: sample.perDistance,
              seed: sample.seed,
            })}
          </p>
          <div className="sample-charts">
            <LineChart
              testId="mean-chart"
              {...distanceAxis}
              title={t('explorer.lab.sample.meanChart')}
              description={t('explorer.lab.sample.meanDesc')}
              yLabel={t('explorer.lab.sample.yMean')}
              yDomain={[0, diameter]}
              formatY={formatD}
              formatValue={(v) => fmt.fixed(v, 2)}
              series={meanSeries}
            />
            <DominanceList profile={result} />
            {effort.rows.length > 0 ? (
              <>
                <LineChart
                  testId="effort-chart"
                  {...distanceAxis}
                  title={t('explorer.lab.sample.effortChart', counted)}
                  description={t('explorer.lab.sample.effortDesc', counted)}
                  yLabel={t('explorer.lab.sample.yEffort', counted)}
                  yScale="log"
                  formatY={(v) => fmt.compact(v)}
                  formatValue={(v) => fmt.fixed(v, 1)}
                  series={effortSeries('meanExpanded')}
                />
                <LineChart
                  testId="branching-chart"
                  {...distanceAxis}
                  title={t('explorer.lab.sample.branchingChart')}
                  description={t('explorer.lab.sample.branchingDesc', counted)}
                  yLabel={t('explorer.lab.sample.yBranching')}
                  yDomain={[
                    1,
                    Math.max(
                      2,
                      ...effort.rows.flatMap((r) =>
                        (count === 'generated' ? r.branchingGenerated : r.branching).filter(
                          (b): b is number => b !== null && r.distance >= 2,
                        ),
                      ),
                    ),
                  ]}
                  formatY={(v) => fmt.fixed(v, 1)}
                  formatValue={(v) => fmt.fixed(v, 3)}
                  series={effortSeries('branching')}
                />
                <EffortTable ids={result.ids} rows={effort.rows} />
              </>
            ) : (
              <div className="xp-chart-placeholder">
                <p className="small muted">{t('explorer.lab.sample.effortPlaceholder')}</p>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
