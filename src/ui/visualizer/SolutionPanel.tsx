/** The recorded run's path, replayable move by move, on its own board or on the main board. */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { replayOf, useSolutionReplay } from '../../store/solutionReplay';
import { solutionReplay } from '../lazyParts';
import { usePuzzle, useRunView } from './useRun';
import { isRunning } from '../../store/isRunning';

export function SolutionPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  const puzzle = usePuzzle();
  const runId = useRunStore((s) => s.runId);
  const start = useRunStore((s) => s.setup.start);
  const replay = useSolutionReplay();
  const playing = useRunStore(isRunning);
  useEffect(() => {
    // The idle preload waits while a run plays fast, so the end of a fast run would wait for
    // this panel's chunk after the last frame. It is small (2 kB): fetched as the run starts.
    // A failed fetch is tried again when the panel is first drawn.
    if (playing) solutionReplay.preload().catch(() => {});
  }, [playing]);
  if (!view?.final || view.final.type !== 'solved' || !puzzle) return null;
  // A new run starts the replay at move 0 again.
  const { step, onBoard } = replayOf(replay, runId);
  return (
    <Suspense fallback={null}>
      <solutionReplay.Component
        puzzle={puzzle}
        start={start}
        path={view.final.path}
        optimal={view.final.stats.optimal}
        step={step}
        onStep={(s) => replay.setStep(runId, s)}
      >
        <label className="check">
          <input type="checkbox" checked={onBoard} onChange={(e) => replay.setOnBoard(runId, e.target.checked)} />
          {t('solution.onBoard')}
        </label>
      </solutionReplay.Component>
    </Suspense>
  );
}
