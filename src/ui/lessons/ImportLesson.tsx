/**
 * Importing a lesson's JSON file: the same check as a link (src/links/lesson.ts); a refused file
 * changes nothing and says why, an accepted one becomes a lesson of its own.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_LIMITS, lessonFromJson, type LessonProblem } from '../../links/lesson';
import { lessonActions } from '../../store/lessons';
import { RefusedLesson } from './RefusedLesson';

export function ImportLesson() {
  const { t } = useTranslation(['translation', 'lessons']);
  const [imported, setImported] = useState<string | null>(null);
  const [refused, setRefused] = useState<LessonProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setRefused(null);
    setImported(null);
    // A file far past any lesson is refused by its size, before it is read into memory.
    if (file.size > LESSON_LIMITS.jsonChars * 4) {
      setRefused({ kind: 'too-large', chars: file.size, max: LESSON_LIMITS.jsonChars });
      return;
    }
    const checked = lessonFromJson(await file.text());
    if (!checked.ok) {
      setRefused(checked.problem);
      return;
    }
    lessonActions.add(checked.lesson);
    setImported(t('lessons.share.imported', { title: checked.lesson.title, count: checked.lesson.stops.length }));
  };

  return (
    <>
      <button type="button" className="button" onClick={() => input.current?.click()} data-testid="lesson-import">
        {t('lessons.share.importJson')}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="lesson-import-file"
        onChange={(e) => {
          void importFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {imported && (
        <p className="lesson-message" role="status" data-testid="lesson-import-message">
          {imported}
        </p>
      )}
      {refused && <RefusedLesson problem={refused} onDismiss={() => setRefused(null)} />}
    </>
  );
}
