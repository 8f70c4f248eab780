/** The path found, replayable move by move on its own board. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { solutionBoards } from '../../store/selectors';
import { Board } from '../board/Board';
import { usePuzzle, useRunView } from './useRun';

export function SolutionPanel() {
  const view = useRunView();
  const runId = useRunStore((s) => s.runId);
  if (!view?.final || view.final.type !== 'solved') return null;
  // A new run starts the replay at move 0 again.
  return <SolutionReplay key={runId} />;
}

function SolutionReplay() {
  const { t } = useTranslation();
  const view = useRunView();
  const puzzle = usePuzzle();
  const start = useRunStore((s) => s.setup.start);
  const [step, setStep] = useState(0);
  if (!view?.final || view.final.type !== 'solved' || !puzzle) return null;
  const path = view.final.path;
  const boards = solutionBoards(puzzle, start, path);
  const at = Math.min(step, path.length);
  return (
    <section className="panel side-panel solution-panel" aria-labelledby="solution-title">
      <header className="panel-head">
        <h2 id="solution-title" className="panel-title">
          {t('solution.title')}
        </h2>
        <span className="count" data-testid="solution-length" data-length={path.length}>
          {t('solution.moves', { count: path.length })} ·{' '}
          {view.final.stats.optimal ? t('solution.optimal') : t('solution.notOptimal')}
        </span>
      </header>
      <div className="solution-body">
        <Board rows={puzzle.rows} cols={puzzle.cols} tiles={boards[at]} label={t('solution.path')} size={150} />
        <div className="solution-controls">
          <div className="toolbar">
            <button
              type="button"
              className="button"
              aria-label={t('solution.prev')}
              disabled={at === 0}
              onClick={() => setStep(at - 1)}
            >
              ◀
            </button>
            <button
              type="button"
              className="button"
              aria-label={t('solution.next')}
              disabled={at === path.length}
              onClick={() => setStep(at + 1)}
            >
              ▶
            </button>
          </div>
          <input
            type="range"
            min={0}
            max={path.length}
            value={at}
            aria-label={t('solution.replay', { step: at, total: path.length })}
            onChange={(e) => setStep(Number(e.target.value))}
          />
          <span className="muted small">{t('solution.replay', { step: at, total: path.length })}</span>
        </div>
      </div>
      <p className="moves" data-testid="solution-moves">
        {path.map((m, i) => (
          <span key={i} className={i < at ? 'move done' : 'move'}>
            {m}
          </span>
        ))}
      </p>
    </section>
  );
}
