/**
 * The other half: n! arrangements, n!/2 reached by the search, and why the rest never can be
 * (the parity invariant, from checkSolvability). An example board, one swap away from the goal,
 * opens in the visualizer, which explains the rule on that board step by step.
 */
import { useTranslation } from 'react-i18next';
import { makePuzzle } from '../../../core/puzzle';
import { checkSolvability } from '../../../core/solvability';
import { openExplored } from '../../../store/navigation';
import type { SpaceSummary } from '../../../workers/stateSpaceClient';
import { MiniBoard } from '../../board/MiniBoard';
import { useFormat } from '../useFormat';

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** The goal with its first two tiles (not the blank) swapped: the nearest unreachable board. */
export function swappedGoal(goal: readonly number[]): number[] {
  const board = [...goal];
  const [a, b] = board.map((t, i) => (t === 0 ? -1 : i)).filter((i) => i >= 0);
  [board[a], board[b]] = [board[b], board[a]];
  return board;
}

export function ParitySplit({ summary }: { summary: SpaceSummary }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const n = summary.rows * summary.cols;
  const all = factorial(n);
  const unreachable = all - summary.states;
  const puzzle = makePuzzle(summary.rows, summary.cols, summary.goal);
  const example = swappedGoal(summary.goal);
  const report = checkSolvability(puzzle, example);
  const parity = (v: number) => t(`solvability.parity.${v % 2 === 0 ? 'even' : 'odd'}`);
  const odd = report.rule === 'odd-width';
  const goalSum = odd ? report.goalInversions : report.goalInversions + report.goalBlankRowFromBottom;
  const exampleSum = odd ? report.inversions : report.inversions + report.blankRowFromBottom;

  return (
    <section className="panel parity-panel" aria-labelledby="parity-title" data-testid="parity-panel">
      <h2 id="parity-title" className="panel-title">
        {t('explorer.parity.title')}
      </h2>
      <p className="small">{t('explorer.parity.all', { n, cells: n, value: fmt.int(all) })}</p>
      <div
        className="split-bar"
        role="img"
        aria-label={t('explorer.parity.barLabel', {
          reached: fmt.int(summary.states),
          unreachable: fmt.int(unreachable),
        })}
      >
        <span className="split reached" style={{ flexGrow: summary.states }}>
          {fmt.percent(summary.states / all, 0)}
        </span>
        <span className="split unreachable" style={{ flexGrow: unreachable }}>
          {fmt.percent(unreachable / all, 0)}
        </span>
      </div>
      <ul className="split-legend" aria-hidden="true">
        <li>
          <span className="swatch reached" />
          {t('explorer.parity.reached', { value: fmt.int(summary.states) })}
        </li>
        <li>
          <span className="swatch unreachable" />
          {t('explorer.parity.unreachable', { value: fmt.int(unreachable) })}
        </li>
      </ul>
      <p className="small" data-testid="parity-half">
        {summary.states * 2 === all
          ? t('explorer.parity.half', { n, value: fmt.int(summary.states) })
          : t('explorer.parity.notHalf', { value: fmt.int(summary.states) })}
      </p>
      <p className="small">
        {odd
          ? t('explorer.parity.ruleOdd', {
              cols: summary.cols,
              goal: goalSum,
              parity: parity(goalSum),
              other: parity(goalSum + 1),
            })
          : t('explorer.parity.ruleEven', {
              cols: summary.cols,
              goal: goalSum,
              parity: parity(goalSum),
              other: parity(goalSum + 1),
            })}
      </p>
      <div className="parity-example">
        <MiniBoard cols={summary.cols} tiles={example} cell={18} />
        <div>
          <p className="small">
            {t(odd ? 'explorer.parity.exampleOdd' : 'explorer.parity.exampleEven', {
              value: exampleSum,
              parity: parity(exampleSum),
            })}
          </p>
          <p className="small muted">{t('explorer.parity.whyHalf')}</p>
          <button type="button" className="button" onClick={() => openExplored(example, 'visualize')}>
            {t('explorer.parity.open')}
          </button>
        </div>
      </div>
    </section>
  );
}
