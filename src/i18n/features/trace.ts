/** Both languages of the trace part's strings side by side (for tests that compare them). */
import { traceEn } from './trace.en';
import { traceJa } from './trace.ja';

export const trace = { en: traceEn, ja: traceJa };
