// @vitest-environment jsdom
/**
 * The lessons kept in the browser: what storage holds is read through the lesson check (a bad
 * lesson, id or shape is dropped, never shown), and editing keeps the order the teacher asked for.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { writeScenario } from '../../../src/links';
import { DEFAULT_SETUP } from '../../../src/core/setups';
import { lessonToJson, type Lesson } from '../../../src/links/lesson';
import { LESSONS_KEY, currentLesson, lessonActions, lessonsStore, readStored } from '../../../src/store/lessons';

const stop = (n: number) => ({
  title: `s${n}`,
  note: `n${n}`,
  link: writeScenario({ mode: 'visualize', setup: DEFAULT_SETUP, step: n }),
});
const lesson: Lesson = { title: 'L', stops: [stop(1), stop(2), stop(3)] };
const stored = (lessons: unknown[], currentId?: string) => JSON.stringify({ lessons, currentId });

describe('stored lessons', () => {
  beforeEach(() => {
    localStorage.clear();
    lessonsStore.setState({ lessons: [], currentId: null, storageFailed: false });
  });

  it('reads good lessons and drops bad ones, bad ids and duplicates', () => {
    const good = JSON.parse(lessonToJson(lesson)) as unknown;
    const bad = { ...(good as object), stops: [{ ...stop(1), link: '?board=<script>' }] };
    const read = readStored(
      stored(
        [
          { id: 'a1', lesson: good },
          { id: 'b2', lesson: bad },
          { id: '<x>', lesson: good },
          { id: 'a1', lesson: good },
          null,
        ],
        'zz',
      ),
    );
    expect(read.lessons.map((l) => l.id)).toEqual(['a1']);
    expect(read.lessons[0].lesson).toEqual(lesson);
    expect(read.currentId).toBe('a1');
    for (const text of [null, '', '{', '[]', '{"lessons":5}', 'null'])
      expect(readStored(text)).toEqual({ lessons: [], currentId: null });
  });

  it('every change is in localStorage at once, and reads back the same', () => {
    const id = lessonActions.add({ title: 'New', stops: [] });
    lessonActions.addStop(id, stop(1));
    lessonActions.addStop(id, stop(2));
    lessonActions.addStop(id, stop(3));
    lessonActions.moveStop(id, 2, 0);
    expect(currentLesson()?.lesson.stops.map((s) => s.title)).toEqual(['s3', 's1', 's2']);
    lessonActions.duplicateStop(id, 1);
    lessonActions.deleteStop(id, 0);
    lessonActions.updateStop(id, 0, { note: '場面の説明' });
    lessonActions.moveStop(id, 0, 99); // out of range: nothing moves
    const expected = ['s1', 's1', 's2'];
    expect(currentLesson()?.lesson.stops.map((s) => s.title)).toEqual(expected);
    const back = readStored(localStorage.getItem(LESSONS_KEY));
    expect(back.currentId).toBe(id);
    expect(back.lessons[0].lesson.stops.map((s) => s.title)).toEqual(expected);
    expect(back.lessons[0].lesson.stops[0].note).toBe('場面の説明');
  });

  it('a lesson received twice is kept once', () => {
    const a = lessonActions.addOnce(lesson);
    const b = lessonActions.addOnce({ ...lesson, stops: [...lesson.stops] });
    expect(a).toBe(b);
    expect(lessonsStore.getState().lessons).toHaveLength(1);
  });
});
