/**
 * The lazy part of the prepared lessons: the building panel, the presenter, or the notice of a
 * refused lesson link. A lesson link (`#lesson=…`) is read here, once: checked whole, kept in the
 * teacher's or student's lessons, then presented from stop 1; refused whole otherwise.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLessonHash } from '../../links/lessonHash';
import type { LessonProblem } from '../../links/lesson';
import { readLessonHash } from '../../links/lessonLink';
import { lessonActions } from '../../store/lessons';
import { useUiStore, type LessonsShown } from '../../store/uiStore';
import { LessonPanel } from './LessonPanel';
import { LessonPresenter } from './LessonPresenter';
import { RefusedLesson } from './RefusedLesson';
import './lessons.css';

/** Clears `#lesson=…` from the address bar, keeping the scene's query. */
export function clearLessonHash(): void {
  if (!isLessonHash(window.location.hash)) return;
  try {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  } catch {
    // A sandboxed frame may forbid it: nothing else depends on it.
  }
}

type Opened = { fromLink: boolean; problem: LessonProblem | null };

/**
 * What the page's lesson link gave, read once per page load: a render that suspends (the strings
 * still loading) runs its state's initializer again, and the link is gone from the address by then.
 */
let linkRead: { hash: string; opened: Opened } | null = null;

function openLessonLink(): Opened {
  const hash = window.location.hash;
  if (isLessonHash(hash) && linkRead?.hash !== hash) linkRead = { hash, opened: readLink() };
  return linkRead?.opened ?? { fromLink: false, problem: null };
}

function readLink(): Opened {
  if (!isLessonHash(window.location.hash)) return { fromLink: false, problem: null };
  const read = readLessonHash(window.location.hash);
  if (!read.ok) {
    clearLessonHash();
    return { fromLink: true, problem: read.problem };
  }
  lessonActions.addOnce(read.lesson);
  return { fromLink: true, problem: null };
}

export function LessonsPart({ shown }: { shown: LessonsShown }) {
  useTranslation(['translation', 'lessons']); // waits for the lessons' strings
  const [opened, setOpened] = useState<Opened>(openLessonLink);
  if (opened.problem) {
    return (
      <RefusedLesson
        problem={opened.problem}
        onDismiss={() => {
          if (linkRead) linkRead.opened = { fromLink: false, problem: null };
          setOpened({ fromLink: false, problem: null });
          useUiStore.getState().setLessons('closed');
        }}
      />
    );
  }
  if (shown === 'present') return <LessonPresenter fromLink={opened.fromLink} />;
  if (shown === 'panel') return <LessonPanel />;
  return null;
}
