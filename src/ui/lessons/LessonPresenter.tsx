/**
 * Presenting a lesson: projector mode, the stop's title and note large at the top, the live view
 * below (the class can still step, play and ask "what next?"), Previous/Next, a counter, and
 * "Back to the stop" once the page no longer shows the stop.
 *
 * Keys: PageDown/PageUp (what a presenter clicker sends) and N/B. Not the arrows: they step the
 * search, and stepping must keep working while a stop is shown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useAppStore } from '../../store/appStore';
import { watchScenario } from '../../store/linkSync';
import { openStop, showsStop } from '../../store/lessonStops';
import { currentLesson, lessonsStore } from '../../store/lessons';
import { useUiStore } from '../../store/uiStore';
import { hasModifier, isTypingTarget } from '../hooks/keyboard';
import { clearLessonHash } from './LessonsPart';
import { leaveFullScreen } from './fullScreen';
import { PresenterNote } from './PresenterNote';

const NEXT = new Set(['PageDown', 'n', 'N']);
const PREVIOUS = new Set(['PageUp', 'b', 'B']);

/** Whether the page has left the stop, kept fresh as the scene, the mode or the view change. */
function useWandered(stop: Parameters<typeof showsStop>[0] | undefined): boolean {
  const [wandered, setWandered] = useState(false);
  useEffect(() => {
    if (!stop) return;
    const check = () => setWandered(!showsStop(stop));
    const unwatch = watchScenario({ changed: check, modeChanged: check });
    const unUi = useUiStore.subscribe(check);
    const unApp = useAppStore.subscribe(check);
    return () => {
      unwatch();
      unUi();
      unApp();
    };
  }, [stop]);
  return wandered;
}

export function LessonPresenter({ fromLink }: { fromLink: boolean }) {
  const { t } = useTranslation(['translation', 'lessons']);
  const saved = useStore(lessonsStore, (s) => currentLesson(s));
  const [index, setIndex] = useState(0);
  const stops = saved?.lesson.stops ?? [];
  const stop = stops[Math.min(index, stops.length - 1)];
  const wandered = useWandered(stop);

  // Projector style while presenting; the teacher's own setting comes back afterwards.
  useEffect(() => {
    const before = useUiStore.getState().projector;
    useUiStore.getState().setProjector(true);
    return () => useUiStore.getState().setProjector(before);
  }, []);

  useEffect(() => {
    if (stop) void openStop(stop);
  }, [stop]);

  const total = stops.length;
  const go = (to: number) => setIndex(Math.max(0, Math.min(total - 1, to)));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || hasModifier(e) || isTypingTarget(e.target, e.key)) return;
      if (NEXT.has(e.key)) setIndex((i) => Math.min(total - 1, i + 1));
      else if (PREVIOUS.has(e.key)) setIndex((i) => Math.max(0, i - 1));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  const exit = () => {
    leaveFullScreen();
    clearLessonHash();
    useUiStore.getState().setLessons('closed');
  };
  if (!saved || !stop) return null;
  const n = Math.min(index, total - 1) + 1;
  const foot = (
    <p className="presenter-foot">
      <span className="presenter-lesson">{saved.lesson.title}</span>
      <span className="presenter-keys"> · {t('lessons.present.keys')}</span>
      {fromLink && n === 1 && <span> · {t('lessons.present.fromLink')}</span>}
    </p>
  );
  return (
    <section className="lesson-presenter" aria-label={t('lessons.present.region')} data-testid="lesson-presenter">
      <div className="presenter-bar">
        <p className="presenter-counter" aria-live="polite" data-testid="presenter-counter">
          {t('lessons.present.counter', { n, total })}
        </p>
        <h2 className="presenter-title" data-testid="presenter-title">
          {stop.title}
        </h2>
        <div className="presenter-controls">
          {wandered && (
            <button
              type="button"
              className="button primary"
              data-testid="presenter-back"
              onClick={() => void openStop(stop)}
            >
              {t('lessons.present.back')}
            </button>
          )}
          <button type="button" className="button" disabled={n === 1} onClick={() => go(n - 2)}>
            {t('lessons.present.previous')}
          </button>
          <button type="button" className="button" disabled={n === total} onClick={() => go(n)}>
            {t('lessons.present.next')}
          </button>
          <button type="button" className="button" onClick={exit} data-testid="presenter-exit">
            {t('lessons.present.exit')}
          </button>
        </div>
      </div>
      {stop.note !== '' && (
        <PresenterNote key={n} note={stop.note}>
          {foot}
        </PresenterNote>
      )}
      {/* The lesson's title and the keys come with the unfolded note (the band stays one line
          high); a lesson opened from a link says so at once. */}
      {(stop.note === '' || (fromLink && n === 1)) && foot}
    </section>
  );
}
