/**
 * The teacher's prepared lessons, kept in the browser: every change is written to localStorage
 * at once (a closed tab loses nothing), under one namespaced, versioned key, and read back through
 * the same check as a file or a link (src/links/lesson.ts), so a storage edited by hand or by an
 * older build cannot put a bad stop on screen. Another tab's changes arrive by the storage event.
 *
 * Not in the first download: only the lesson panel and the presenter import it.
 */
import { createStore } from 'zustand/vanilla';
import { checkLesson, lessonToJson, type Lesson, type LessonStop } from '../links/lesson';

export const LESSONS_KEY = 'frontier:lessons:v1';

export interface SavedLesson {
  id: string;
  lesson: Lesson;
}

export interface LessonsState {
  lessons: SavedLesson[];
  /** The lesson the panel edits and Present presents. */
  currentId: string | null;
  /** The browser refused to store (private mode, quota): the panel says so. */
  storageFailed: boolean;
}

const newId = () => `l${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;

/** What the storage holds, each lesson checked; a bad one is dropped, never shown. */
export function readStored(text: string | null): Pick<LessonsState, 'lessons' | 'currentId'> {
  const empty = { lessons: [], currentId: null };
  if (!text) return empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return empty;
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { lessons?: unknown }).lessons)) {
    return empty;
  }
  const stored = value as { lessons: unknown[]; currentId?: unknown };
  const lessons: SavedLesson[] = [];
  for (const item of stored.lessons.slice(0, 200)) {
    const { id, lesson } = (item ?? {}) as { id?: unknown; lesson?: unknown };
    if (typeof id !== 'string' || !/^[a-z0-9]{1,40}$/.test(id) || lessons.some((l) => l.id === id)) continue;
    const checked = checkLesson(lesson, true);
    if (checked.ok) lessons.push({ id, lesson: checked.lesson });
  }
  const currentId = lessons.find((l) => l.id === stored.currentId)?.id ?? lessons[0]?.id ?? null;
  return { lessons, currentId };
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // a sandboxed frame may forbid even asking
  }
};

export const lessonsStore = createStore<LessonsState>(() => ({
  ...readStored(storage()?.getItem(LESSONS_KEY) ?? null),
  storageFailed: false,
}));

function save(): void {
  const { lessons, currentId } = lessonsStore.getState();
  const text = JSON.stringify({
    lessons: lessons.map(({ id, lesson }) => ({ id, lesson: JSON.parse(lessonToJson(lesson)) as unknown })),
    currentId,
  });
  try {
    storage()?.setItem(LESSONS_KEY, text);
    if (lessonsStore.getState().storageFailed) lessonsStore.setState({ storageFailed: false });
  } catch {
    lessonsStore.setState({ storageFailed: true });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === LESSONS_KEY) lessonsStore.setState(readStored(e.newValue));
  });
}

/** Every change goes through here: the state, then the storage, synchronously. */
function change(update: (s: LessonsState) => Partial<LessonsState>): void {
  lessonsStore.setState(update);
  save();
}

export const currentLesson = (s: LessonsState = lessonsStore.getState()): SavedLesson | null =>
  s.lessons.find((l) => l.id === s.currentId) ?? null;

function editStops(id: string, edit: (stops: LessonStop[]) => LessonStop[]): void {
  change((s) => ({
    lessons: s.lessons.map((l) =>
      l.id === id ? { id, lesson: { ...l.lesson, stops: edit([...l.lesson.stops]) } } : l,
    ),
  }));
}

export const lessonActions = {
  /** Adds a lesson (a new one, an example, an import, a received link) and makes it current. */
  add(lesson: Lesson): string {
    const id = newId();
    change((s) => ({ lessons: [...s.lessons, { id, lesson }], currentId: id }));
    return id;
  },
  /** A lesson received twice (a link opened again) is not kept twice. */
  addOnce(lesson: Lesson): string {
    const json = lessonToJson(lesson);
    const same = lessonsStore.getState().lessons.find((l) => lessonToJson(l.lesson) === json);
    if (!same) return lessonActions.add(lesson);
    change(() => ({ currentId: same.id }));
    return same.id;
  },
  select(id: string): void {
    change(() => ({ currentId: id }));
  },
  rename(id: string, title: string): void {
    change((s) => ({ lessons: s.lessons.map((l) => (l.id === id ? { id, lesson: { ...l.lesson, title } } : l)) }));
  },
  remove(id: string): void {
    change((s) => {
      const lessons = s.lessons.filter((l) => l.id !== id);
      return { lessons, currentId: s.currentId === id ? (lessons[0]?.id ?? null) : s.currentId };
    });
  },
  addStop(id: string, stop: LessonStop): void {
    editStops(id, (stops) => [...stops, stop]);
  },
  updateStop(id: string, index: number, patch: Partial<Pick<LessonStop, 'title' | 'note'>>): void {
    editStops(id, (stops) => stops.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  },
  /** Moves the stop at `from` to `to` (both from 0), the others keeping their order. */
  moveStop(id: string, from: number, to: number): void {
    editStops(id, (stops) => {
      if (from < 0 || from >= stops.length || to < 0 || to >= stops.length) return stops;
      const [moved] = stops.splice(from, 1);
      stops.splice(to, 0, moved);
      return stops;
    });
  },
  duplicateStop(id: string, index: number): void {
    editStops(id, (stops) =>
      stops[index] ? [...stops.slice(0, index + 1), { ...stops[index] }, ...stops.slice(index + 1)] : stops,
    );
  },
  deleteStop(id: string, index: number): void {
    editStops(id, (stops) => stops.filter((_, i) => i !== index));
  },
};
