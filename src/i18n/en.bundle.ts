/**
 * English, in the first download: the language every string falls back to. The strings of play
 * mode, compare mode (all but the frontier/tree switch, which the visualizer shows at once; its search
 * tree loads the compare namespace with itself) and the explorer
 * are namespaces of their own, loaded with their mode (see index.ts).
 */
import { bundle } from './bundles';
import { en } from './en';
import { treeSwitchEn } from './features/treeSwitch.en';

export default bundle(en, { compare: { tree: treeSwitchEn } });
