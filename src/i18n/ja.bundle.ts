/** Japanese, its own chunk: downloaded when chosen (or detected), not by every first visit. */
import { bundle } from './bundles';
import { treeSwitchJa } from './features/treeSwitch.ja';
import { ja } from './ja';

export default bundle(ja, { compare: { tree: treeSwitchJa } });
