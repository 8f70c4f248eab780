/**
 * The lessons panel: pick or start a lesson, pin the screen as a stop, edit the stops, present,
 * share. A side panel, not a modal: the teacher sets up the next screen with the panel open.
 */
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { captureStop } from '../../store/lessonStops';
import { currentLesson, lessonActions, lessonsStore } from '../../store/lessons';
import { useUiStore } from '../../store/uiStore';
import { exampleLessons } from './examples';
import { ImportLesson } from './ImportLesson';
import { LessonShare } from './LessonShare';
import { StopList } from './StopList';
import { enterFullScreen } from './fullScreen';

export function LessonPanel() {
  const { t, i18n } = useTranslation(['translation', 'lessons']);
  const lessons = useStore(lessonsStore, (s) => s.lessons);
  const saved = useStore(lessonsStore, (s) => currentLesson(s));
  const storageFailed = useStore(lessonsStore, (s) => s.storageFailed);
  const close = () => useUiStore.getState().setLessons('closed');
  const addExamples = () => exampleLessons(i18n.language).forEach((lesson) => lessonActions.add(lesson));
  const addStop = () => {
    if (!saved) return;
    lessonActions.addStop(saved.id, captureStop(t('lessons.panel.newStopTitle', { n: saved.lesson.stops.length + 1 })));
  };
  return (
    <aside
      className="side-sheet lesson-panel"
      aria-labelledby="lesson-panel-title"
      data-testid="lesson-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <header className="lesson-panel-head">
        <h2 id="lesson-panel-title">{t('lessons.panel.title')}</h2>
        <button type="button" className="button" onClick={close} aria-label={t('lessons.panel.close')}>
          ✕
        </button>
      </header>
      <p className="lesson-intro">{t('lessons.panel.intro')}</p>
      {storageFailed && (
        <p className="lesson-warning" role="alert">
          {t('lessons.panel.storageFailed')}
        </p>
      )}
      <div className="lesson-pick">
        {lessons.length > 0 && (
          <label>
            {t('lessons.panel.pick')}
            <select
              value={saved?.id ?? ''}
              onChange={(e) => lessonActions.select(e.target.value)}
              data-testid="lesson-select"
            >
              {lessons.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.lesson.title || t('lessons.panel.untitled')}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          className="button"
          data-testid="lesson-new"
          onClick={() => lessonActions.add({ title: t('lessons.panel.untitled'), stops: [] })}
        >
          {t('lessons.panel.newLesson')}
        </button>
        <button type="button" className="button" onClick={addExamples} data-testid="lesson-examples">
          {t('lessons.panel.examples')}
        </button>
        <ImportLesson />
      </div>
      {!saved ? (
        <p>{t('lessons.panel.none')}</p>
      ) : (
        <>
          <label className="lesson-title-field">
            {t('lessons.panel.lessonTitle')}
            <input
              type="text"
              value={saved.lesson.title}
              maxLength={120}
              onChange={(e) => lessonActions.rename(saved.id, e.target.value)}
              data-testid="lesson-title"
            />
          </label>
          <div className="lesson-actions">
            <button
              type="button"
              className="button primary"
              onClick={addStop}
              data-testid="lesson-add-stop"
              title={t('lessons.panel.addStopHint')}
            >
              {t('lessons.panel.addStop')}
            </button>
            <button
              type="button"
              className="button primary"
              disabled={saved.lesson.stops.length === 0}
              onClick={() => {
                enterFullScreen();
                useUiStore.getState().setLessons('present');
              }}
              data-testid="lesson-present"
            >
              {t('lessons.panel.present')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                const message = t('lessons.panel.confirmDelete', {
                  title: saved.lesson.title,
                  count: saved.lesson.stops.length,
                });
                if (window.confirm(message)) lessonActions.remove(saved.id);
              }}
            >
              {t('lessons.panel.deleteLesson')}
            </button>
          </div>
          <StopList id={saved.id} stops={saved.lesson.stops} />
          <LessonShare lesson={saved.lesson} />
        </>
      )}
    </aside>
  );
}
