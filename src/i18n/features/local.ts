/** Both languages of the local searches' strings side by side (for tests that compare them). */
import { localEn } from './local.en';
import { localJa } from './local.ja';

export const local = { en: localEn, ja: localJa };
