/** Both languages of the pseudocode panel's strings side by side (for tests that compare them). */
import { pseudocodeEn } from './pseudocode.en';
import { pseudocodeJa } from './pseudocode.ja';

export const pseudocode = { en: pseudocodeEn, ja: pseudocodeJa };
