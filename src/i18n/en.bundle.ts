/**
 * English, in the first download: the language every string falls back to. The strings of play
 * mode and the explorer are namespaces of their own, loaded with their mode (see index.ts).
 */
import { bundle } from './bundles';
import { en } from './en';
import { compareEn } from './features/compare.en';
import { pseudocodeEn } from './features/pseudocode.en';

export default bundle(en, { compare: compareEn, pseudocode: pseudocodeEn });
