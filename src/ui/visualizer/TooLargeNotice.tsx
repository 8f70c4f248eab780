/**
 * A run bigger than Frontier can record: say so, and offer to finish it in a background worker.
 * Its result is shown in full: the statistics and, when solved, the path replayable move by move.
 * The same chunk shows the answer of a run finished ahead while the page still records it
 * (AnswerAheadNotice).
 */
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerAhead } from '../../store/answerAhead';
import { useRunStore } from '../../store/runStore';
import { useBackgroundRun } from '../../store/backgroundRun';
import { AnswerAheadNotice } from './AnswerAheadNotice';
import { BackgroundAnswer } from './BackgroundAnswer';

export function TooLargeNotice() {
  const { t } = useTranslation();
  const tooLarge = useRunStore((s) => s.tooLarge && s.cursor >= s.recorded);
  const setup = useRunStore((s) => s.setup);
  const cap = useRunStore((s) => s.recordCap);
  const recorded = useRunStore((s) => s.recorded);
  const runId = useRunStore((s) => s.runId);
  const bg = useBackgroundRun();
  const answerAhead = useAnswerAhead();
  // A job started ahead for this run (backgroundRun.ts) is the page's once the run is too large.
  const shownHere = bg.runId === runId && bg.shown;
  const mine = shownHere && bg.status !== 'idle';
  const endAsked = useRunStore((s) => s.endAskedFor === s.runId);
  const startBackground = bg.start;
  // Run to end asked for the end: recorded what fits, the rest goes on in the worker at once
  // (before the first paint, so the notice never flashes the heading of a run left unfinished).
  const finishOnItsOwn = tooLarge && endAsked && !shownHere;
  useLayoutEffect(() => {
    if (finishOnItsOwn) startBackground(setup, runId);
  }, [finishOnItsOwn, startBackground, setup, runId]);
  if (answerAhead) return <AnswerAheadNotice final={answerAhead} />;
  if (!tooLarge && !mine) return null;
  // Running or finished in the worker: the heading says the rest was not dropped.
  const finishing = mine && (bg.status === 'running' || bg.status === 'done');
  const expanded = bg.progress?.expanded ?? 0;
  // Judged early by its projection (earlyVerdict.ts): fewer events were kept than the cap allows.
  const body = `${finishing ? 'tooLarge.backgroundBody' : 'tooLarge.body'}${recorded < cap ? 'Early' : ''}`;
  return (
    <section className="panel notice too-large-notice" role="status" data-testid="too-large">
      <h2 className="panel-title">{t(finishing ? 'tooLarge.backgroundTitle' : 'tooLarge.title')}</h2>
      <p data-testid="too-large-body">{t(body, { max: cap, recorded })}</p>
      {mine && bg.status === 'running' ? (
        <div className="progress-row">
          {/* The budget bounds the run, so expanded / budget is a true fraction (a solve ends sooner). */}
          <progress
            aria-label={t('tooLarge.run')}
            value={Math.min(expanded, setup.maxExpansions)}
            max={setup.maxExpansions}
            data-testid="background-progress"
          />
          <span>
            {t('tooLarge.progressOf', {
              expanded,
              max: setup.maxExpansions,
              frontier: bg.progress?.peakFrontier ?? 0,
            })}
          </span>
          <button type="button" className="button" onClick={bg.cancel}>
            {t('preparing.cancel')}
          </button>
        </div>
      ) : mine && bg.status === 'done' ? null : (
        <button type="button" className="button primary" onClick={() => bg.start(setup, runId)}>
          {t('tooLarge.run')}
        </button>
      )}
      {mine && bg.status === 'cancelled' && <p className="muted">{t('tooLarge.cancelled')}</p>}
      {mine && bg.status === 'failed' && bg.failure && (
        <p className="error" data-testid="background-failure">
          {t(`tooLarge.failure.${bg.failure}`)}
        </p>
      )}
      {mine && bg.final && <BackgroundAnswer final={bg.final} />}
    </section>
  );
}
