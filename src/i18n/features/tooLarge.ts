/** Both languages of the too-large notice's strings side by side (for tests that compare them). */
import { tooLargeEn } from './tooLarge.en';
import { tooLargeJa } from './tooLarge.ja';

export const tooLarge = { en: tooLargeEn, ja: tooLargeJa };
