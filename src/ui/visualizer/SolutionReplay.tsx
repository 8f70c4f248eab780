/** A solution path, replayable move by move on its own board: used for recorded and background runs. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { slidesAlong } from '../../core/moveNotation';
import type { Direction, Puzzle } from '../../core/puzzle';
import { solutionBoards } from '../../store/selectors';
import { Board } from '../board/Board';
import { MoveList, NotationToggle } from '../moves/MoveList';

export interface SolutionReplayProps {
  puzzle: Puzzle;
  start: number[];
  path: readonly Direction[];
  optimal: boolean;
  step: number;
  onStep: (step: number) => void;
  /** Extra controls under the replay (e.g. "show on the main board"). */
  children?: ReactNode;
}

export function SolutionReplay({ puzzle, start, path, optimal, step, onStep, children }: SolutionReplayProps) {
  const { t } = useTranslation();
  const boards = solutionBoards(puzzle, start, path);
  const at = Math.min(step, path.length);
  const slides = slidesAlong(puzzle, start, path) ?? [];
  return (
    <section className="panel side-panel solution-panel" aria-labelledby="solution-title">
      <header className="panel-head">
        <h2 id="solution-title" className="panel-title">
          {t('solution.title')}
        </h2>
        <span className="count" data-testid="solution-length" data-length={path.length}>
          {t('solution.moves', { count: path.length })} · {optimal ? t('solution.optimal') : t('solution.notOptimal')}
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
              onClick={() => onStep(at - 1)}
            >
              ◀
            </button>
            <button
              type="button"
              className="button"
              aria-label={t('solution.next')}
              disabled={at === path.length}
              onClick={() => onStep(at + 1)}
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
            onChange={(e) => onStep(Number(e.target.value))}
          />
          <span className="muted small" data-testid="solution-step" data-step={at}>
            {t('solution.replay', { step: at, total: path.length })}
          </span>
          {children}
        </div>
      </div>
      <div className="solution-moves">
        <MoveList slides={slides} at={at} label={t('solution.path')} testId="solution-moves" />
        <NotationToggle />
      </div>
    </section>
  );
}
