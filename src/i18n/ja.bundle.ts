/** Japanese, its own chunk: downloaded when chosen (or detected), not by every first visit. */
import { bundle } from './bundles';
import { treeJa } from './features/tree.ja';
import { pseudocodeJa } from './features/pseudocode.ja';
import { ja } from './ja';

export default bundle(ja, { compare: { tree: treeJa }, pseudocode: pseudocodeJa });
