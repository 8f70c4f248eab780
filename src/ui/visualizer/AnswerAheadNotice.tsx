/**
 * Run to end on a run the pattern-database worker finished first (store/answerAhead.ts): its
 * answer at once, while the page goes on recording the run for stepping. The notice goes when
 * the recording reaches the end, where the run shows its own answer.
 */
import { useTranslation } from 'react-i18next';
import type { FinalEvent } from '../../core/events';
import { useRunStore } from '../../store/runStore';
import { BackgroundAnswer } from './BackgroundAnswer';

export function AnswerAheadNotice({ final }: { final: FinalEvent }) {
  const { t } = useTranslation();
  return (
    <section className="panel notice too-large-notice" role="status" data-testid="answer-ahead">
      <h2 className="panel-title">{t('tooLarge.aheadTitle')}</h2>
      <RecordedSoFar />
      <BackgroundAnswer final={final} />
    </section>
  );
}

/** Apart, so that only this line renders again as every frame records more. */
function RecordedSoFar() {
  const { t } = useTranslation();
  const recorded = useRunStore((s) => s.recorded);
  return <p data-testid="answer-ahead-body">{t('tooLarge.aheadBody', { recorded })}</p>;
}
