/** Both languages of the lesson log's strings side by side (for tests that compare them). */
import { logEn } from './log.en';
import { logJa } from './log.ja';

export const log = { en: logEn, ja: logJa };
