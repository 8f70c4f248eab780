/** Both languages of the share strings side by side (for tests that compare them). */
import { shareEn } from './share.en';
import { shareJa } from './share.ja';

export const share = { en: shareEn, ja: shareJa };
