/** Japanese, its own chunk: downloaded when chosen (or detected), not by every first visit. */
import { bundle } from './bundles';
import { compareJa } from './features/compare.ja';
import { explorerJa } from './features/explorer.ja';
import { playJa } from './features/play.ja';
import { ja } from './ja';

export default bundle(ja, { play: playJa, compare: compareJa, explorer: explorerJa });
