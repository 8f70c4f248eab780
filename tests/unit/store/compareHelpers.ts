/** Independent answers from the core for the compare-mode tests: no store code involved. */
import type { SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer, snapshotView, type ViewSnapshot } from '../../../src/core/replay';
import { paneSearchOptions } from '../../../src/core/setupOptions';
import { runToEnd, type RunResult } from '../../../src/core/solvers';
import type { CompareSetup } from '../../../src/store/comparePresets';
import type { PaneSetup } from '../../../src/store/compareSession';

export function coreRun(setup: CompareSetup, pane: PaneSetup): RunResult & { events: SearchEvent[] } {
  const result = runToEnd(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, paneSearchOptions(setup, pane));
  return { ...result, events: result.events! };
}

/** The event cursor "after `clock` expansions": just before the (clock + 1)-th expand, or the end. */
export function cursorAfterExpansions(events: readonly SearchEvent[], clock: number): number {
  let seen = 0;
  for (let i = 0; i < events.length; i++) {
    if (events[i].type !== 'expand') continue;
    if (seen === clock) return i;
    seen++;
  }
  return events.length;
}

export function snapshotAt(
  events: readonly SearchEvent[],
  algorithm: PaneSetup['algorithm'],
  cursor: number,
): ViewSnapshot {
  const replayer = createReplayer(algorithm);
  replayer.append(events.slice(0, cursor));
  return snapshotView(replayer.seek(cursor));
}

export const until = async (done: () => boolean, ms = 30_000) => {
  const t0 = Date.now();
  while (!done()) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting for the store');
    await new Promise((r) => setTimeout(r, 5));
  }
};
