import { describe, expect, it } from 'vitest';
import { makeGoal } from '../../../src/core/puzzle';
import { DEFAULT_SETUP, type RunSetup } from '../../../src/core/setups';
import { formFrom, formMatches, formSetup } from '../../../src/ui/visualizer/setupForm';

const SETUP: RunSetup = { ...DEFAULT_SETUP, algorithm: 'astar', heuristic: 'manhattan' };

describe('set-up form: is the run on screen the one the fields describe?', () => {
  it('the fields of a run describe that run', () => {
    const form = formFrom(SETUP);
    expect(formMatches(form, SETUP)).toBe(true);
    const read = formSetup(form);
    expect(read.ok && read.setup).toEqual(SETUP);
  });

  it('another algorithm, goal, board or budget is another run', () => {
    const form = formFrom(SETUP);
    expect(formMatches({ ...form, algorithm: 'bfs' }, SETUP)).toBe(false);
    expect(formMatches({ ...form, goal: 'spiral' }, SETUP)).toBe(false);
    expect(formMatches({ ...form, board: '1 2 3 / 4 5 6 / 7 0 8' }, SETUP)).toBe(false);
    expect(formMatches({ ...form, maxExpansions: SETUP.maxExpansions + 1 }, SETUP)).toBe(false);
    expect(formMatches({ ...form, heuristic: 'misplaced' }, SETUP)).toBe(false);
  });

  it('a board written another way is the same board; a half-typed one is a change not applied', () => {
    const form = formFrom(SETUP);
    const flat = SETUP.start.join(' ');
    expect(formMatches({ ...form, board: flat }, SETUP)).toBe(true);
    const half = { ...form, board: flat.slice(0, 7) };
    expect(formMatches(half, SETUP)).toBe(false);
    const read = formSetup(half);
    expect(read.ok).toBe(false);
    expect(!read.ok && 'error' in read).toBe(true);
  });

  it('options the algorithm does not use change no run', () => {
    const bfs: RunSetup = { ...SETUP, algorithm: 'bfs' };
    const form = formFrom(bfs);
    expect(formMatches({ ...form, heuristic: 'misplaced', weight: 5, depthLimit: 3 }, bfs)).toBe(true);
    const wastar: RunSetup = { ...SETUP, algorithm: 'wastar' };
    expect(formMatches({ ...formFrom(wastar), weight: wastar.weight + 1 }, wastar)).toBe(false);
  });

  it("BFS's goal test is part of a BFS run, and of no other", () => {
    const bfs: RunSetup = { ...SETUP, algorithm: 'bfs' };
    const form = formFrom(bfs);
    expect(form.goalTest).toBe('generation');
    expect(formMatches({ ...form, goalTest: 'expansion' }, bfs)).toBe(false);
    const read = formSetup({ ...form, goalTest: 'expansion' });
    expect(read.ok && read.setup).toEqual({ ...bfs, goalTest: 'expansion' });
    expect(formMatches(formFrom({ ...bfs, goalTest: 'expansion' }), { ...bfs, goalTest: 'expansion' })).toBe(true);
    // A* tests at expansion whatever the field says: the field changes no A* run.
    expect(formMatches({ ...formFrom(SETUP), goalTest: 'expansion' }, SETUP)).toBe(true);
    const astar = formSetup({ ...formFrom(SETUP), goalTest: 'expansion' });
    expect(astar.ok && astar.setup.goalTest).toBeUndefined();
  });

  it('a custom goal of another shape is refused, a custom goal equal to a named one matches', () => {
    const form = { ...formFrom(SETUP), goal: 'custom' as const, customGoal: '1 2 3 0' };
    const read = formSetup(form);
    expect(read.ok).toBe(false); // the parser's error, or the shape named
    const same = { ...formFrom(SETUP), goal: 'custom' as const, customGoal: makeGoal('blank-last', 3, 3).join(' ') };
    expect(formMatches(same, SETUP)).toBe(true);
  });

  it('a heuristic the board cannot use falls back to Manhattan', () => {
    const form = {
      ...formFrom(SETUP),
      board: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0',
      heuristic: 'pdb' as const,
    };
    const read = formSetup(form);
    expect(read.ok && read.setup.heuristic).toBe('manhattan');
  });
});
