/** Both languages of the prepared lessons' strings side by side (for tests that compare them). */
import { lessonsEn } from './lessons.en';
import { lessonsJa } from './lessons.ja';

export const lessons = { en: lessonsEn, ja: lessonsJa };
