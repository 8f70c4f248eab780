/**
 * English, in the first download: the language every string falls back to. The strings of play
 * mode, compare mode (all but the search tree's, which the visualizer shows too) and the explorer
 * are namespaces of their own, loaded with their mode (see index.ts).
 */
import { bundle } from './bundles';
import { en } from './en';
import { treeEn } from './features/tree.en';
import { pseudocodeEn } from './features/pseudocode.en';

export default bundle(en, { compare: { tree: treeEn }, pseudocode: pseudocodeEn });
