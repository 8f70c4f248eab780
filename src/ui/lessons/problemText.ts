/** A refused lesson's reason as one sentence in the reader's language. */
import type { TFunction } from 'i18next';
import type { LessonProblem } from '../../links/lesson';

export function problemText(t: TFunction, problem: LessonProblem): string {
  switch (problem.kind) {
    case 'bad-field':
      return problem.stop === undefined
        ? t('lessons.refused.problem.bad-field', { field: problem.field })
        : t('lessons.refused.problem.bad-field-stop', { field: problem.field, stop: problem.stop });
    case 'bad-link':
      return t('lessons.refused.problem.bad-link', {
        stop: problem.stop,
        params: problem.params.map((p) => `${p.name}: ${p.reason}`).join(', ') || '—',
      });
    default:
      return t(`lessons.refused.problem.${problem.kind}`, { ...problem });
  }
}
