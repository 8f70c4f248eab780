/** The table a teacher draws for h: each tile's position, goal and distance, and the linear conflicts. */
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { breakdownFor, decodeBoard } from '../../store/selectors';
import { usePuzzle, useRunView } from './useRun';

export function HeuristicTable() {
  const { t } = useTranslation();
  const view = useRunView();
  const puzzle = usePuzzle();
  const setup = useRunStore((s) => s.setup);
  if (!view || !puzzle) return null;
  const node = view.current ?? view.root;
  if (!node) return null;
  const breakdown = breakdownFor(puzzle, setup, decodeBoard(puzzle, node));
  if (!breakdown) return null;
  const cell = (row: number, col: number) => t('breakdown.cell', { row: row + 1, col: col + 1 });
  return (
    <section className="panel side-panel" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title" className="panel-title">
        {t('breakdown.title', { name: t(`heuristic.${setup.heuristic}`), value: breakdown.value })}
      </h2>
      {breakdown.tiles.length > 0 && (
        <table className="breakdown" data-testid="breakdown">
          <thead>
            <tr>
              <th scope="col">{t('breakdown.tile')}</th>
              <th scope="col">{t('breakdown.position')}</th>
              <th scope="col">{t('breakdown.goal')}</th>
              <th scope="col">{t('breakdown.distance')}</th>
            </tr>
          </thead>
          <tbody>
            {breakdown.tiles.map((r) => (
              <tr key={r.tile} className={r.value === 0 ? 'zero' : undefined}>
                <th scope="row">{r.tile}</th>
                <td>{cell(r.row, r.col)}</td>
                <td>{cell(r.goalRow, r.goalCol)}</td>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {breakdown.conflicts && breakdown.conflicts.length > 0 && (
        <>
          <h3 className="sub-title">{t('breakdown.conflicts')}</h3>
          <ul className="plain-list">
            {breakdown.conflicts.map((c) => (
              <li key={`${c.line}${c.index}-${c.a}-${c.b}`}>
                {t('breakdown.conflict', { a: c.a, b: c.b, line: t(`breakdown.line.${c.line}`), index: c.index + 1 })}
              </li>
            ))}
          </ul>
        </>
      )}
      {breakdown.parts && breakdown.parts.length > 0 && (
        <ul className="plain-list">
          {breakdown.parts.map((p) => (
            <li key={p.label}>
              {p.label}: {p.value}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
