/**
 * Depth-limited depth-first search: follows one branch as deep as the limit allows before
 * trying the next. Not optimal; `exhausted` with `depthLimit` means "none within the limit".
 *
 * To read the algorithm, open textbook/depthLimited.ts and textbook/depthFirstPass.ts: the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { depthFirst } from './depthFirst';
import type { Run } from './run';
import type { Search } from './types';

export function depthLimitedDfs(run: Run): Search {
  return depthFirst(run);
}
