/** Both languages of the keyboard help's strings side by side (for tests that compare them). */
import { keyHelpEn } from './keyHelp.en';
import { keyHelpJa } from './keyHelp.ja';

export const keyHelp = { en: keyHelpEn, ja: keyHelpJa };
