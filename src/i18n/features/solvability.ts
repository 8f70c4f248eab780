/** Both languages of the parity explanation's strings side by side (for tests that compare them). */
import { solvabilityEn } from './solvability.en';
import { solvabilityJa } from './solvability.ja';

export const solvability = { en: solvabilityEn, ja: solvabilityJa };
