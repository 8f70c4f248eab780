/** Both languages of the compare strings side by side (for tests that compare them). */
import { compareEn } from './compare.en';
import { compareJa } from './compare.ja';

export const compare = { en: compareEn, ja: compareJa };
