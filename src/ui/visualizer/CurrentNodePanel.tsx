/** The node being expanded: its board (with the per-tile heuristic overlay), f = g + h, and the narration. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocalSearch } from '../../core/solvers/algorithms';
import { isRunning } from '../../store/isRunning';
import { hidesNumbers, useQuizStore } from '../../store/quizStore';
import { FAST_EVENTS_PER_SECOND, useRunStore } from '../../store/runStore';
import { eventsPerSecond } from '../../store/speed';
import { useUiStore } from '../../store/uiStore';
import { conflictPairsFor, decodeBoard, manhattanFor, solutionBoards, solutionStepValues } from '../../store/selectors';
import { replayOf, useSolutionReplay } from '../../store/solutionReplay';
import { Board } from '../board/Board';
import { conflictLegend, domainPanel } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import { useElementSize } from '../hooks/useElementSize';
import { savePreference } from '../preferences';
import { Equation } from './Equation';
import { narrate } from './narration';
import { useExpansionChildren, usePuzzle, useRunView } from './useRun';

const ConflictLegend = conflictLegend.Component;

const NEEDS_LOCAL = ['translation', 'local'];

/** Below this the tiles' numbers stop being readable: the column scrolls instead. */
const MIN_BOARD = 120;

export function CurrentNodePanel() {
  const setup = useRunStore((s) => s.setup);
  // A local search's sentences come with its strings (t('local.…')), loaded with its panel: the
  // narration waits for them rather than show a raw key.
  const { t, ready } = useTranslation(isLocalSearch(setup.algorithm) ? NEEDS_LOCAL : undefined, {
    useSuspense: false,
  });
  const view = useRunView();
  const puzzle = usePuzzle();
  const domain = useRunStore((s) => s.session?.domain ?? null);
  const runId = useRunStore((s) => s.runId);
  const expansionChildren = useExpansionChildren();
  const notation = useUiStore((s) => s.moveNotation);
  // Sliding tiles at dozens of boards a second is noise (and costly): jump instead.
  const fast = useRunStore((s) => isRunning(s) && eventsPerSecond(s.speedStep) >= FAST_EVENTS_PER_SECOND);
  const overlay = useUiStore((s) => s.tileOverlay);
  // The board fills the box the layout leaves it (styles.css: what the equation, the narration
  // and the playback bar do not need), so the sentence below it is never pushed out of view.
  const [box, area] = useElementSize<HTMLDivElement>();
  const replayStep = useSolutionReplay((s) => replayOf(s, runId).step);
  const replayOnBoard = useSolutionReplay((s) => replayOf(s, runId).onBoard);
  // A quiz question with its numbers hidden: the line and the sentence would print them.
  const quizHides = useQuizStore(hidesNumbers) && !view?.final;
  if (view && domain && !puzzle) {
    // Another domain than the puzzle: its main state view is the one it registered (src/ui/domains/).
    return (
      <Suspense fallback={<LoadingPlaceholder what="panel" />}>
        <domainPanel.Component part="current" domain={domain} />
      </Suspense>
    );
  }
  if (!view || !puzzle) return null;
  const node = view.current ?? view.root;
  // "Show on the main board": the board follows the solution replay instead of the search.
  const solved = view.final?.type === 'solved' ? view.final : null;
  const following = solved && replayOnBoard ? Math.min(replayStep, solved.path.length) : null;
  const tiles =
    solved && following !== null
      ? solutionBoards(puzzle, setup.start, solved.path)[following]
      : node
        ? decodeBoard(puzzle, node)
        : setup.start;
  const manhattan = overlay ? manhattanFor(puzzle, tiles) : null;
  const conflicts = overlay ? conflictPairsFor(puzzle, tiles) : null;
  // Each badge names the tile's conflict partners ("1⇄2" on tile 1), so the pairs read on the board.
  const badge = manhattan
    ? (tile: number) => {
        const row = manhattan.tiles.find((r) => r.tile === tile);
        const partners = conflicts?.partners.get(tile);
        return row ? `${row.value}${partners ? `⇄${partners.join(',')}` : ''}` : null;
      }
    : undefined;
  return (
    <section className="panel current-panel" aria-labelledby="current-title">
      <h2 id="current-title" className="panel-title">
        {t('current.title')}
      </h2>
      <div ref={box} className="current-board">
        <Board
          rows={puzzle.rows}
          cols={puzzle.cols}
          tiles={tiles}
          label={t('board.current')}
          size={Math.max(MIN_BOARD, Math.floor(Math.min(area.width, area.height)) || MIN_BOARD)}
          badge={badge}
          animate={!fast}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={overlay}
          onChange={(e) => {
            // The reader's own choice is kept for the next visit; a link's is not.
            useUiStore.getState().setTileOverlay(e.target.checked);
            savePreference('overlay', e.target.checked);
          }}
        />
        {t('current.overlay')}
      </label>
      {conflicts && (
        <Suspense fallback={null}>
          <ConflictLegend pairs={conflicts.pairs} />
        </Suspense>
      )}
      {/* Following the solution, the line and the sentence speak of the move shown, in the
          places they hold for the search (a caption of its own took the board's room). */}
      {quizHides ? (
        <p className="muted quiz-hidden-line" data-testid="quiz-hidden-line">
          {t('current.hiddenLine')}
        </p>
      ) : solved && following !== null ? (
        <Equation node={solutionStepValues(puzzle, setup, tiles, following)} setup={setup} />
      ) : view.current ? (
        <Equation node={view.current} setup={setup} />
      ) : (
        <p className="muted">{t('current.none')}</p>
      )}
      {solved && following !== null ? (
        <p className="narration" role="status" aria-live="polite" data-testid="board-caption">
          {t('solution.onBoardCaption', { step: following, total: solved.path.length })}
        </p>
      ) : (
        <p className="narration" role="status" aria-live="polite" data-testid="narration">
          {quizHides ? t('narrate.hidden') : ready ? narrate(view, setup, t, expansionChildren, notation) : ''}
        </p>
      )}
    </section>
  );
}
