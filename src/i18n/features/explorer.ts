/** Both languages of the explorer strings side by side (for tests that compare them). */
import { explorerEn } from './explorer.en';
import { explorerJa } from './explorer.ja';

export const explorer = { en: explorerEn, ja: explorerJa };
