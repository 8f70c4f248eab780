/**
 * A run's answer from a background worker: its sentence, its statistics and, when solved, its
 * path replayable move by move on a board of its own. Shown by the too-large notice and by the
 * notice of an answer found ahead of the recording.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinalEvent } from '../../core/events';
import type { Direction } from '../../core/puzzle';
import { useRunStore } from '../../store/runStore';
import { DomainBackgroundFinal } from '../domains/DomainBackgroundFinal';
import { finalSentence } from './narration';
import { PeakOverLimit } from './PeakOverLimit';
import { SolutionReplay } from './SolutionReplay';
import { StatList, finalStatRows } from './StatList';
import { usePuzzle } from './useRun';

export function BackgroundAnswer({ final }: { final: FinalEvent }) {
  const { t } = useTranslation();
  const setup = useRunStore((s) => s.setup);
  const runId = useRunStore((s) => s.runId);
  const domain = useRunStore((s) => s.session?.domain ?? null);
  return (
    <>
      {domain ? (
        <DomainBackgroundFinal domain={domain} final={final} setup={setup} />
      ) : (
        <p data-testid="background-final">{finalSentence(final, setup, t)}</p>
      )}
      <StatList
        rows={finalStatRows(final.stats, setup.algorithm, t)}
        testIdPrefix="bg-stat-"
        className="background-stats"
      />
      <PeakOverLimit
        algorithm={setup.algorithm}
        memoryLimit={setup.memoryLimit}
        peak={final.stats.peakMemory}
        testId="bg-peak-over-limit"
      />
      {final.type === 'solved' && <BackgroundSolution key={runId} path={final.path} optimal={final.stats.optimal} />}
    </>
  );
}

/** The background run's path: the same replay as a recorded run's, on its own board. */
function BackgroundSolution({ path, optimal }: { path: readonly Direction[]; optimal: boolean }) {
  const start = useRunStore((s) => s.setup.start);
  const puzzle = usePuzzle();
  const [step, setStep] = useState(0);
  if (!puzzle) return null;
  return <SolutionReplay puzzle={puzzle} start={start} path={path} optimal={optimal} step={step} onStep={setStep} />;
}
