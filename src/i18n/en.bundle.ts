/** English, in the first download: the language every string falls back to. */
import { bundle } from './bundles';
import { en } from './en';
import { compareEn } from './features/compare.en';
import { explorerEn } from './features/explorer.en';
import { playEn } from './features/play.en';

export default bundle(en, { play: playEn, compare: compareEn, explorer: explorerEn });
