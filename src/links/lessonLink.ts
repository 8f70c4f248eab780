/**
 * A whole lesson as one link: `…/#lesson=<payload>`, the payload the lesson's JSON compressed
 * with DEFLATE (fflate) and written in base64url. In the fragment, not the query: a fragment is
 * never sent to the server (no "431 header too large" from a static host) and leaves the query to
 * the scene on screen.
 *
 * The limit is on the whole link: 8,000 characters pass through every current browser, mail
 * client and chat tool we know of (Slack, Teams, LINE and LMS text fields keep them whole);
 * longer ones are refused when written and when read. Reading is bounded too: at most 6,000
 * compressed bytes, which DEFLATE (at most ~1,032:1) cannot inflate past a few megabytes, and the
 * JSON is then held to LESSON_LIMITS.jsonChars before it is parsed and checked like a file.
 */
import { deflateSync, inflateSync, strToU8 } from 'fflate';
import { fromBase64Url, toBase64Url } from './base64url';
import { LESSON_LIMITS, lessonFromJson, lessonToJson, type Lesson, type LessonCheck } from './lesson';
import { LESSON_HASH, isLessonHash } from './lessonHash';

export { LESSON_HASH, isLessonHash };
/** The longest lesson link written or read, in characters, the page's address included. */
export const MAX_LESSON_LINK_CHARS = 8_000;

export type LessonLinkResult = { ok: true; link: string } | { ok: false; chars: number; max: number };

/** The lesson link for `base` (the page's address without query or fragment), or how long it would be. */
export function writeLessonLink(base: string, lesson: Lesson): LessonLinkResult {
  const link = `${base}${LESSON_HASH}${toBase64Url(deflateSync(strToU8(lessonToJson(lesson)), { level: 9 }))}`;
  return link.length <= MAX_LESSON_LINK_CHARS
    ? { ok: true, link }
    : { ok: false, chars: link.length, max: MAX_LESSON_LINK_CHARS };
}

/** Reads the fragment of a lesson link (`#lesson=…`). Never throws, whatever the input. */
export function readLessonHash(hash: string): LessonCheck {
  if (typeof hash !== 'string' || !isLessonHash(hash)) return { ok: false, problem: { kind: 'not-lesson' } };
  const payload = hash.slice(LESSON_HASH.length);
  if (payload.length > MAX_LESSON_LINK_CHARS) {
    return { ok: false, problem: { kind: 'link-too-long', chars: payload.length, max: MAX_LESSON_LINK_CHARS } };
  }
  let text: string;
  try {
    const bytes = fromBase64Url(payload);
    if (!bytes) return { ok: false, problem: { kind: 'not-json' } };
    const raw = inflateSync(bytes);
    if (raw.length > LESSON_LIMITS.jsonChars * 3) {
      return { ok: false, problem: { kind: 'too-large', chars: raw.length, max: LESSON_LIMITS.jsonChars } };
    }
    // Invalid UTF-8 is refused, not patched with replacement characters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return { ok: false, problem: { kind: 'not-json' } };
  }
  return lessonFromJson(text);
}
