/**
 * What the first download holds of the prepared lessons: the header's "Lessons" button, the check
 * for a lesson link (`#lesson=…`) at start-up, and the place where the lazy part (the panel, the
 * presenter, a refused link's notice) appears once asked for. Everything else is its own chunk.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLessonHash } from '../../links/lessonHash';
import { useUiStore } from '../../store/uiStore';
import { lessonsPart } from '../lazyParts';

const LessonsPart = lessonsPart.Component;

export function LessonsButton() {
  const { t } = useTranslation();
  const shown = useUiStore((s) => s.lessons);
  const setLessons = useUiStore((s) => s.setLessons);
  return (
    <button
      type="button"
      className="tab"
      aria-expanded={shown === 'panel'}
      data-testid="lessons-button"
      onClick={() => setLessons(shown === 'panel' ? 'closed' : 'panel')}
    >
      {t('lessonsEntry.open')}
    </button>
  );
}

/** Mounted once, in App: a lesson link opens the presenter (its chunk reads and checks the link). */
export function useLessonLink() {
  useState(() => {
    if (isLessonHash(window.location.hash)) useUiStore.getState().setLessons('present');
  });
}

export function LessonsLayer() {
  const shown = useUiStore((s) => s.lessons);
  // A lesson link pasted into the address bar of an open page changes only the fragment: the
  // part is mounted afresh to read it.
  const [linkCount, setLinkCount] = useState(0);
  useEffect(() => {
    const onHash = () => {
      if (!isLessonHash(window.location.hash)) return;
      setLinkCount((n) => n + 1);
      useUiStore.getState().setLessons('present');
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  if (shown === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <LessonsPart key={linkCount} shown={shown} />
    </Suspense>
  );
}
