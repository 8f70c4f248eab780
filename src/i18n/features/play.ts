/** Both languages of the play strings side by side (for tests that compare them). */
import { playEn } from './play.en';
import { playJa } from './play.ja';

export const play = { en: playEn, ja: playJa };
