/**
 * A set-up becomes a solver's options in one place (src/core/setupOptions.ts). A compare pane's
 * seed is its own `seed`: settings that happen to carry another (a local search's defaults
 * spread whole, seed included) must not replace it, or the pane would run another walk than its
 * title and its link say.
 */
import { describe, expect, it } from 'vitest';
import { makePuzzle } from '../../../src/core/puzzle';
import { DEFAULT_LOCAL, DEFAULT_PANE_LOCAL, DEFAULT_SETUP, type PaneSetup } from '../../../src/core/setups';
import { paneSearchOptions, runSearchOptions } from '../../../src/core/setupOptions';
import { runToEnd } from '../../../src/core/solvers';
import { paneParam } from '../../../src/links/values';

const board = { ...DEFAULT_SETUP };

describe('set-up to search options', () => {
  it("a pane's seed is its own, even beside local settings that carry one", () => {
    const pane: PaneSetup = {
      algorithm: 'hill',
      heuristic: 'manhattan',
      weight: 2,
      depthLimit: 20,
      seed: 10,
      local: { ...DEFAULT_LOCAL, restarts: 20 } as PaneSetup['local'], // seed 1 inside
    };
    const options = paneSearchOptions(board, pane);
    expect(options.seed).toBe(10);
    expect(options.restarts).toBe(20);
    expect(paneParam(pane)).toContain('s10');
    // The run is the seed-10 run, the one the link reopens.
    const start = [8, 1, 3, 4, 0, 2, 7, 6, 5];
    const puzzle = makePuzzle(3, 3);
    const asked = runToEnd(puzzle, start, { ...options, trace: 'progress' }).final;
    const seed10 = runToEnd(puzzle, start, {
      algorithm: 'hill',
      heuristic: 'manhattan',
      seed: 10,
      restarts: 20,
      budget: { maxExpansions: board.maxExpansions },
      trace: 'progress',
    }).final;
    expect(asked).toEqual({ ...seed10, stats: { ...seed10.stats, elapsedMs: asked.stats.elapsedMs } });
  });

  it("the pane defaults have no seed; a run's local settings keep theirs", () => {
    expect('seed' in DEFAULT_PANE_LOCAL).toBe(false);
    const run = { ...DEFAULT_SETUP, algorithm: 'anneal' as const, local: { ...DEFAULT_LOCAL, seed: 24 } };
    expect(runSearchOptions(run).seed).toBe(24);
  });
});
