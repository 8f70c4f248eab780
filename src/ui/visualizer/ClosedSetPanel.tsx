/**
 * What the search has finished with: the closed set (graph searches) with its newest entries,
 * and the duplicates and re-openings as they happen; for depth-first searches, the current path.
 */
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { useRunStore } from '../../store/runStore';
import { decodeBoard } from '../../store/selectors';
import { MiniBoard } from '../board/MiniBoard';
import { fmt } from './narration';
import { usePuzzle, useRunViewWhenSeen } from './useRun';

const SHOWN = 8;

export function ClosedSetPanel() {
  const { t } = useTranslation();
  const { ref, view } = useRunViewWhenSeen();
  const puzzle = usePuzzle();
  const algorithm = useRunStore((s) => s.setup.algorithm);
  if (!view || !puzzle) return null;
  const graph = algorithmInfo(algorithm)?.graphSearch ?? true;
  const usesH = algorithmInfo(algorithm)?.usesHeuristic ?? false;
  const cell = puzzle.rows * puzzle.cols > 9 ? 8 : 10;
  if (!graph) {
    const path = view.path.slice(-SHOWN).reverse();
    return (
      <section ref={ref} className="panel side-panel" aria-labelledby="closed-title">
        <header className="panel-head">
          <h2 id="closed-title" className="panel-title">
            {t('closed.titlePath')}
          </h2>
          <span className="count">{t('closed.depth', { count: Math.max(0, view.path.length - 1) })}</span>
        </header>
        <ul className="chip-list" data-testid="path-list">
          {path.map((n, i) => {
            // RBFS: each call's f (backed up, once it was forgotten) and its f-limit.
            const limit = view.pathLimits[view.path.length - 1 - i];
            return (
              <li key={i} className="chip">
                <MiniBoard cols={puzzle.cols} tiles={decodeBoard(puzzle, n)} cell={cell} />
                <span>g {n.g}</span>
                {limit !== undefined && (
                  <span data-testid="path-f-limit">{t('closed.fLimit', { f: fmt(n.f), limit: fmt(limit) })}</span>
                )}
              </li>
            );
          })}
          {path.length === 0 && <li className="muted">{t('closed.none')}</li>}
        </ul>
      </section>
    );
  }
  return (
    <section ref={ref} className="panel side-panel" aria-labelledby="closed-title">
      <header className="panel-head">
        <h2 id="closed-title" className="panel-title">
          {t('closed.title')}
        </h2>
        <span className="count" data-testid="closed-count">
          {t('closed.count', { count: view.counters.closed })}
        </span>
      </header>
      <h3 className="sub-title">{t('closed.recent')}</h3>
      <ul className="chip-list">
        {/* Keyed by place: the newest entries change on every repaint at top speed, and
            updating text is cheaper than new elements. */}
        {view.recentClosed.slice(0, SHOWN).map((n, i) => (
          <li key={i} className="chip">
            <MiniBoard cols={puzzle.cols} tiles={decodeBoard(puzzle, n)} cell={cell} />
            <span>{usesH ? `f ${fmt(n.f)}` : `g ${n.g}`}</span>
          </li>
        ))}
        {view.recentClosed.length === 0 && <li className="muted">{t('closed.none')}</li>}
      </ul>
      <h3 className="sub-title">{t('closed.duplicates')}</h3>
      <ul className="dup-list" data-testid="duplicates">
        {view.recentDuplicates.slice(0, 4).map(({ node, outcome }, i) => (
          <li key={i} className={`dup ${outcome}`}>
            <MiniBoard cols={puzzle.cols} tiles={decodeBoard(puzzle, node)} cell={cell} />
            <span>{t(`outcome.${outcome}`)}</span>
          </li>
        ))}
        {view.recentDuplicates.length === 0 && <li className="muted">{t('closed.none')}</li>}
      </ul>
    </section>
  );
}
