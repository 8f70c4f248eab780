/** A lesson link or file that was refused: what was wrong, and that nothing was loaded. */
import { useTranslation } from 'react-i18next';
import type { LessonProblem } from '../../links/lesson';
import { problemText } from './problemText';

export function RefusedLesson({ problem, onDismiss }: { problem: LessonProblem; onDismiss: () => void }) {
  const { t } = useTranslation(['translation', 'lessons']);
  return (
    <div className="lesson-refused" role="alert" data-testid="lesson-refused" data-problem={problem.kind}>
      <p>
        <strong>{t('lessons.refused.title')}</strong> {problemText(t, problem)} {t('lessons.refused.nothingChanged')}
      </p>
      <button type="button" className="button" onClick={onDismiss}>
        {t('lessons.refused.dismiss')}
      </button>
    </div>
  );
}
