/** Shared by the visualizer specs: the core's view at a cursor (in Node), and loading a board on the page. */
import type { Page } from '@playwright/test';
import type { AlgorithmId, HeuristicId, SearchEvent } from '../../src/core/events';
import { makePuzzle, goalBlankLast } from '../../src/core/puzzle';
import { createReplayer } from '../../src/core/replay';
import { startSearch } from '../../src/core/solvers';
import { DEFAULT_VISUAL_MAX_EXPANSIONS } from '../../src/store/runStore';

/** The whole recorded log of a 3x3 run (up to `limit` events), as the page records it. */
export function coreEvents(start: number[], algorithm: AlgorithmId, heuristic: HeuristicId, limit = Infinity) {
  const puzzle = makePuzzle(3, 3, goalBlankLast(3, 3));
  const started = startSearch(puzzle, start, {
    algorithm,
    heuristic,
    budget: { maxExpansions: DEFAULT_VISUAL_MAX_EXPANSIONS },
  });
  if (!started.ok) throw new Error('core refused the run');
  const events: SearchEvent[] = [];
  for (const e of started.search) {
    events.push(e);
    if (events.length >= limit) break;
  }
  return events;
}

export function coreViewAt(start: number[], algorithm: AlgorithmId, heuristic: HeuristicId, cursor: number) {
  const replayer = createReplayer(algorithm);
  replayer.append(coreEvents(start, algorithm, heuristic, cursor));
  return replayer.seek(cursor);
}

export async function loadBoard(page: Page, board: string, algorithm: string, heuristic?: string) {
  // A phone folds the set-up to one button: unfold it first.
  const fold = page.locator('.setup-fold[aria-expanded="false"]');
  if (await fold.isVisible()) await fold.click();
  await page.getByLabel('Start board', { exact: true }).fill(board);
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: algorithm });
  if (heuristic) await page.getByLabel('Heuristic', { exact: true }).selectOption({ label: heuristic });
  await page.getByRole('button', { name: 'Load' }).click();
}

/** Whether every tie label in the frontier is whole (nothing cut) and inside its row. */
export async function tiesWholeInRows(page: Page): Promise<boolean> {
  return page
    .locator('.frontier-row')
    .evaluateAll((rows) =>
      rows.every((row) =>
        [...row.querySelectorAll('.tie')].every(
          (tie) =>
            tie.scrollHeight <= tie.clientHeight + 1 &&
            tie.getBoundingClientRect().bottom <= row.getBoundingClientRect().bottom + 0.5,
        ),
      ),
    );
}
