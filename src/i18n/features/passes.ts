/** Both languages of the IDA* and IDDFS panels' strings side by side (for tests that compare them). */
import { passesEn } from './passes.en';
import { passesJa } from './passes.ja';

export const passes = { en: passesEn, ja: passesJa };
