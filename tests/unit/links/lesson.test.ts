/**
 * The lesson decoder (file and link): a lesson survives the round trip; anything else is refused
 * whole with a specific reason, never thrown, never half-read. Property tests with fast-check.
 */
import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeScenario } from '../../../src/links';
import { LESSON_LIMITS, lessonFromJson, lessonToJson, type Lesson } from '../../../src/links/lesson';
import { LESSON_HASH, MAX_LESSON_LINK_CHARS, readLessonHash, writeLessonLink } from '../../../src/links/lessonLink';
import { DEFAULT_SETUP } from '../../../src/core/setups';

const BASE = 'https://example.org/frontier/';
const good = (step: number) => writeScenario({ mode: 'visualize', setup: DEFAULT_SETUP, step });
const lesson = (n = 3): Lesson => ({
  title: 'A* <script>alert(1)</script> 授業',
  stops: Array.from({ length: n }, (_, i) => ({
    title: `Stop ${i + 1}`,
    note: `場面 ${i + 1}: f = g + h`,
    link: good(i + 1),
  })),
});
const hashOf = (link: string) => link.slice(link.indexOf('#'));
const payload = (json: string) =>
  LESSON_HASH +
  btoa(String.fromCharCode(...deflateSync(strToU8(json))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('lesson links and files', () => {
  it('a lesson comes back the same from its link and from its JSON', () => {
    const written = writeLessonLink(BASE, lesson());
    expect(written.ok).toBe(true);
    if (!written.ok) return;
    expect(written.link.startsWith(`${BASE}#lesson=`)).toBe(true);
    expect(readLessonHash(hashOf(written.link))).toEqual({ ok: true, lesson: lesson() });
    expect(lessonFromJson(lessonToJson(lesson()))).toEqual({ ok: true, lesson: lesson() });
  });

  it('a lesson too long for one link is refused when written, with its length', () => {
    const long: Lesson = {
      title: 't',
      stops: Array.from({ length: 60 }, (_, i) => ({
        title: `s${i}`,
        note: Array.from({ length: 200 }, (_, k) =>
          String.fromCharCode(0x4e00 + ((i * 7919 + k * 104729) % 20000)),
        ).join(''),
        link: good(i + 1),
      })),
    };
    const written = writeLessonLink(BASE, long);
    expect(written.ok).toBe(false);
    if (!written.ok) expect(written.chars).toBeGreaterThan(MAX_LESSON_LINK_CHARS);
  });

  it('refuses with a specific reason: not base64, not deflate, not JSON, not a lesson, too long', () => {
    expect(readLessonHash('#lesson=%%%')).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(readLessonHash('#lesson=AAAA')).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(readLessonHash(payload('{nope'))).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(readLessonHash(payload('{"format":"other"}'))).toEqual({ ok: false, problem: { kind: 'not-lesson' } });
    expect(readLessonHash(`#lesson=${'A'.repeat(MAX_LESSON_LINK_CHARS + 1)}`).ok).toBe(false);
    const newer = JSON.stringify({ ...JSON.parse(lessonToJson(lesson())), version: 2 });
    expect(readLessonHash(payload(newer))).toEqual({ ok: false, problem: { kind: 'newer-version', version: 2 } });
  });

  it('a compression bomb is refused by size, not inflated into the page', () => {
    const bomb = `{"format":"frontier-lesson","version":1,"title":"${'a'.repeat(5_000_000)}","stops":[]}`;
    const hash = payload(bomb);
    expect(hash.length).toBeLessThan(MAX_LESSON_LINK_CHARS);
    const read = readLessonHash(hash);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem.kind).toBe('too-large');
  });

  it('one bad stop refuses the whole lesson, naming the stop and the parameter', () => {
    const json = JSON.parse(lessonToJson(lesson())) as { stops: { link: string }[] };
    json.stops[2].link = '?mode=visualize&board=<img src=x onerror=alert(1)>';
    const read = lessonFromJson(JSON.stringify(json));
    expect(read.ok).toBe(false);
    if (!read.ok && read.problem.kind === 'bad-link') {
      expect(read.problem.stop).toBe(3);
      expect(read.problem.params.map((p) => p.name)).toEqual(['board']);
    } else expect.fail(`expected bad-link, got ${JSON.stringify(read)}`);
  });

  it('refuses extra keys, wrong types, too many stops, long notes, prototype tricks', () => {
    const base = JSON.parse(lessonToJson(lesson())) as Record<string, unknown> & { stops: Record<string, unknown>[] };
    const cases: [unknown, string][] = [
      [{ ...base, extra: 1 }, 'bad-field'],
      [{ ...base, title: 5 }, 'bad-field'],
      [{ ...base, stops: 'x' }, 'bad-field'],
      [{ ...base, stops: [] }, 'no-stops'],
      [{ ...base, stops: Array(LESSON_LIMITS.stops + 1).fill(base.stops[0]) }, 'too-many-stops'],
      [{ ...base, stops: [{ ...base.stops[0], note: 'x'.repeat(LESSON_LIMITS.note + 1) }] }, 'bad-field'],
      [{ ...base, stops: [{ ...base.stops[0], view: 'script' }] }, 'bad-field'],
      [{ ...base, stops: [{ ...base.stops[0], link: 'javascript:alert(1)' }] }, 'bad-field'],
      [{ ...base, stops: [{ ...base.stops[0], link: '?' }] }, 'bad-link'],
      [[base], 'not-lesson'],
    ];
    for (const [value, kind] of cases) {
      const read = lessonFromJson(JSON.stringify(value));
      expect(read.ok ? 'ok' : read.problem.kind, JSON.stringify(value).slice(0, 80)).toBe(kind);
    }
    const proto = lessonFromJson(lessonToJson(lesson()).replace('"title"', '"__proto__":{"polluted":1},"title"'));
    expect(proto.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('property: any text as a lesson hash or file is refused or read, never thrown', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.string({ unit: 'binary' })), (text) => {
        const a = readLessonHash(LESSON_HASH + text);
        const b = lessonFromJson(text);
        expect(typeof a.ok).toBe('boolean');
        expect(typeof b.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('property: any JSON value is refused unless it is a whole lesson; a valid lesson round-trips', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(lessonFromJson(JSON.stringify(value)).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    const stop = fc.record({
      title: fc.string({ maxLength: LESSON_LIMITS.title }),
      note: fc.string({ maxLength: 300 }),
      link: fc.integer({ min: 1, max: 5000 }).map(good),
    });
    fc.assert(
      fc.property(
        fc.string({ maxLength: LESSON_LIMITS.title }),
        fc.array(stop, { minLength: 1, maxLength: 8 }),
        (title, stops) => {
          const l: Lesson = { title, stops };
          expect(lessonFromJson(lessonToJson(l))).toEqual({ ok: true, lesson: l });
          const written = writeLessonLink(BASE, l);
          if (written.ok) expect(readLessonHash(hashOf(written.link))).toEqual({ ok: true, lesson: l });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('property: a valid lesson with one field mutated to a hostile value is refused whole', () => {
    const hostile = fc.oneof(
      fc.constant('<script>alert(1)</script>'),
      fc.constant(null),
      fc.integer(),
      fc.constant({}),
      fc.constant('x'.repeat(LESSON_LIMITS.note + 1)),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('title', 'note', 'link', 'view'),
        hostile,
        (i, field, value) => {
          const json = JSON.parse(lessonToJson(lesson())) as { stops: Record<string, unknown>[] };
          json.stops[i][field] = value;
          const read = lessonFromJson(JSON.stringify(json));
          // A string title or note is still a title or note (shown as text): only the rest must fail.
          const stillText =
            (field === 'title' || field === 'note') &&
            typeof value === 'string' &&
            value.length <= (field === 'title' ? LESSON_LIMITS.title : LESSON_LIMITS.note);
          expect(read.ok).toBe(stillText);
        },
      ),
      { numRuns: 200 },
    );
  });
});
