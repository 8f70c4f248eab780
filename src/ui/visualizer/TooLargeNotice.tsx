/** A run bigger than Frontier can record: say so, and offer to finish it in a background worker. */
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { useBackgroundRun } from '../../store/backgroundRun';
import { finalSentence } from './narration';

export function TooLargeNotice() {
  const { t } = useTranslation();
  const tooLarge = useRunStore((s) => s.tooLarge && s.cursor >= s.recorded);
  const setup = useRunStore((s) => s.setup);
  const cap = useRunStore((s) => s.recordCap);
  const runId = useRunStore((s) => s.runId);
  const bg = useBackgroundRun();
  const mine = bg.runId === runId && bg.status !== 'idle';
  if (!tooLarge && !mine) return null;
  return (
    <section className="panel notice" role="status" data-testid="too-large">
      <h2 className="panel-title">{t('tooLarge.title')}</h2>
      <p>{t('tooLarge.body', { max: cap })}</p>
      {mine && bg.status === 'running' ? (
        <div className="progress-row">
          <progress aria-label={t('tooLarge.run')} />
          <span>
            {t('tooLarge.progress', { expanded: bg.progress?.expanded ?? 0, frontier: bg.progress?.peakFrontier ?? 0 })}
          </span>
          <button type="button" className="button" onClick={bg.cancel}>
            {t('tooLarge.cancel')}
          </button>
        </div>
      ) : mine && bg.status === 'done' ? null : (
        <button type="button" className="button primary" onClick={() => bg.start(setup, runId)}>
          {t('tooLarge.run')}
        </button>
      )}
      {mine && bg.final && <p data-testid="background-final">{finalSentence(bg.final, setup, t)}</p>}
      {mine && bg.status === 'failed' && <p className="error">{bg.message}</p>}
    </section>
  );
}
