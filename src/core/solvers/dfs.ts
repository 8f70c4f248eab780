/**
 * Depth-limited depth-first search: follows one branch as deep as the limit allows before
 * trying the next. Not optimal; `exhausted` with `depthLimit` means "none within the limit".
 */
import { depthFirst } from './depthFirst';
import type { Run } from './run';
import type { Search } from './types';

export function depthLimitedDfs(run: Run): Search {
  return depthFirst(run);
}
