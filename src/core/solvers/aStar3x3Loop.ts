/**
 * A* on a 3x3 board without node events, on a packed board (aStar3x3Kernel.ts): the same
 * search, event for event, as the general loop, and about twice as fast. Importing this module
 * is what turns it on (bestFirst.ts `installPackedLoop`): the command line, the library, the workers
 * and the bench import it; the page's first download does not, as the page traces every event
 * and never runs it there.
 */
import { closeAStar3x3, expandUntil3x3, fitsAStar3x3, openAStar3x3 } from './aStar3x3Kernel';
import { rootInfo, installPackedLoop } from './bestFirst';
import { arenaSolution, type ChunkedLoop } from './chunked';
import type { Run } from './run';

function aStar3x3Loop(run: Run): ChunkedLoop {
  const search = openAStar3x3(run);
  return {
    root: rootInfo(run, search.nodes.h[0]),
    events: [], // never any: this loop runs only when no node event is traced
    expanded: () => search.expanded,
    expandUntil: (limit) => expandUntil3x3(search, limit),
    solution: () => arenaSolution(search.nodes, search.goalSlot),
    release: () => closeAStar3x3(search),
  };
}

installPackedLoop({ fits: fitsAStar3x3, open: aStar3x3Loop });
