/**
 * A prepared lesson: an ordered list of stops, each what a link already holds (its query string,
 * read by the same reader as the address bar) plus the view that was open and the teacher's own
 * title and note. Pure: checking a lesson here, keeping it in the browser in src/store/lessons.
 *
 * Everything that comes from outside (a lesson link, an imported file, the browser's storage) is
 * checked whole by `checkLesson` before any of it is used: the shape, every size, and every stop's
 * link through `readScenario`, which must read it without refusing a single parameter. A lesson
 * with one bad stop is refused whole, so nothing is ever half-loaded.
 */
import { readScenario } from './codec';
import type { IgnoredParam } from './scenario';
import { MAX_QUERY_CHARS } from './scenario';

/** What the file and the link say they are: anything else is not a lesson of ours. */
export const LESSON_FORMAT = 'frontier-lesson';
export const LESSON_VERSION = 1;

/** The views a stop can open on (the visualizer's middle column, compare mode's lower half). */
export const STOP_VIEWS = ['frontier', 'tree', 'charts', 'results'] as const;
export type StopView = (typeof STOP_VIEWS)[number];

export const LESSON_LIMITS = {
  /** Ten moments make a lecture; sixty leave room without letting a file grow without end. */
  stops: 60,
  title: 120,
  note: 2_000,
  /** A lesson file or a decompressed link longer than this is refused before it is parsed. */
  jsonChars: 400_000,
} as const;

export interface LessonStop {
  title: string;
  note: string;
  /** The stop's scenario as a query string (`?mode=visualize&board=…&step=57`). */
  link: string;
  view?: StopView;
}

export interface Lesson {
  title: string;
  stops: LessonStop[];
}

/** Why a lesson was refused; `stop` counts from 1, as the teacher sees them. */
export type LessonProblem =
  | { kind: 'not-json' }
  | { kind: 'not-lesson' }
  | { kind: 'newer-version'; version: number }
  | { kind: 'too-large'; chars: number; max: number }
  | { kind: 'link-too-long'; chars: number; max: number }
  | { kind: 'no-stops' }
  | { kind: 'too-many-stops'; count: number; max: number }
  | { kind: 'bad-field'; field: string; stop?: number }
  | { kind: 'bad-link'; stop: number; params: IgnoredParam[] };

export type LessonCheck = { ok: true; lesson: Lesson } | { ok: false; problem: LessonProblem };

const refuse = (problem: LessonProblem): LessonCheck => ({ ok: false, problem });
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isView = (v: unknown): v is StopView => (STOP_VIEWS as readonly unknown[]).includes(v);
const onlyKeys = (o: Record<string, unknown>, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));

const LESSON_KEYS = ['format', 'version', 'title', 'stops'] as const;
const STOP_KEYS = ['title', 'note', 'link', 'view'] as const;

/** The lesson as a file and as a link's payload: a plain object, keys in a fixed order. */
export function lessonToJson(lesson: Lesson): string {
  return JSON.stringify({
    format: LESSON_FORMAT,
    version: LESSON_VERSION,
    title: lesson.title,
    stops: lesson.stops.map((s) => ({
      title: s.title,
      note: s.note,
      link: s.link,
      ...(s.view ? { view: s.view } : {}),
    })),
  });
}

/** Parses and checks a lesson's JSON text. Never throws, whatever the text. */
export function lessonFromJson(text: unknown, allowEmpty = false): LessonCheck {
  if (typeof text !== 'string') return refuse({ kind: 'not-json' });
  if (text.length > LESSON_LIMITS.jsonChars) {
    return refuse({ kind: 'too-large', chars: text.length, max: LESSON_LIMITS.jsonChars });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse({ kind: 'not-json' });
  }
  return checkLesson(value, allowEmpty);
}

/**
 * Checks a parsed value and returns a fresh lesson built from it (never the value itself).
 * `allowEmpty`: a lesson still being built (the browser's own storage) may have no stop yet.
 */
export function checkLesson(value: unknown, allowEmpty = false): LessonCheck {
  if (!isRecord(value) || value.format !== LESSON_FORMAT) return refuse({ kind: 'not-lesson' });
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) {
    return refuse({ kind: 'bad-field', field: 'version' });
  }
  if (value.version > LESSON_VERSION) return refuse({ kind: 'newer-version', version: value.version });
  if (!onlyKeys(value, LESSON_KEYS)) return refuse({ kind: 'bad-field', field: 'lesson' });
  if (!isText(value.title, LESSON_LIMITS.title)) return refuse({ kind: 'bad-field', field: 'title' });
  const stops = value.stops;
  if (!Array.isArray(stops)) return refuse({ kind: 'bad-field', field: 'stops' });
  if (stops.length === 0 && !allowEmpty) return refuse({ kind: 'no-stops' });
  if (stops.length > LESSON_LIMITS.stops) {
    return refuse({ kind: 'too-many-stops', count: stops.length, max: LESSON_LIMITS.stops });
  }
  const checked: LessonStop[] = [];
  for (const [i, stop] of stops.entries()) {
    const result = checkStop(stop, i + 1);
    if ('kind' in result) return refuse(result);
    checked.push(result);
  }
  return { ok: true, lesson: { title: value.title, stops: checked } };
}

function checkStop(stop: unknown, n: number): LessonStop | LessonProblem {
  if (!isRecord(stop) || !onlyKeys(stop, STOP_KEYS)) return { kind: 'bad-field', field: 'stop', stop: n };
  if (!isText(stop.title, LESSON_LIMITS.title)) return { kind: 'bad-field', field: 'title', stop: n };
  if (!isText(stop.note, LESSON_LIMITS.note)) return { kind: 'bad-field', field: 'note', stop: n };
  if (stop.view !== undefined && !isView(stop.view)) return { kind: 'bad-field', field: 'view', stop: n };
  if (!isText(stop.link, MAX_QUERY_CHARS) || !stop.link.startsWith('?')) {
    return { kind: 'bad-field', field: 'link', stop: n };
  }
  // The stop's link must read whole: a parameter the reader would drop would open another scene.
  const { scenario, ignored } = readScenario(stop.link);
  if (!scenario || ignored.length > 0) return { kind: 'bad-link', stop: n, params: ignored };
  return { title: stop.title, note: stop.note, link: stop.link, ...(stop.view ? { view: stop.view } : {}) };
}
