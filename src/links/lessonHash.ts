/**
 * The mark of a lesson link (`…/#lesson=<payload>`, see lessonLink.ts), on its own: the first
 * download checks for it without loading the decoder.
 */
export const LESSON_HASH = '#lesson=';

export const isLessonHash = (hash: string) => hash.startsWith(LESSON_HASH);
