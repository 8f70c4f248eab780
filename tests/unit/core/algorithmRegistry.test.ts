/**
 * The algorithm rows (src/core/solvers/algorithms.ts) are what the stores and views ask instead
 * of an algorithm's id: each fact a row states is held here to the code that acts on it, so a
 * row cannot say one thing while the solvers do another.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { isLazyAlgorithm, loadSolver, startSearch } from '../../../src/core/solvers';
import {
  ALGORITHMS,
  LOCAL_ALGORITHMS,
  isLocalSearch,
  localOptions,
  runsOnPdbKernel,
  takesOption,
} from '../../../src/core/solvers/algorithms';
import { ID_SPAN, fValue, tieKey } from '../../../src/core/solvers/ordering';
import { TEXTBOOK_SOLVERS } from '../../../src/core/solvers/textbook';
import { algorithmOf, textbookOf, type TextbookId } from '../../../src/core/solvers/textbook/lines';
import { LOCAL_OPTIONS } from '../../../src/core/solvers/types';
import { PSEUDOCODE } from '../../../src/i18n/pseudocode';

const EQUATION = { g: (g: number) => g, h: (_g: number, h: number) => h, 'g+h': (g: number, h: number) => g + h };

describe('the algorithm rows', () => {
  it.each(ALGORITHMS.map((a) => [a.id, a] as const))(
    '%s: f and the tie rule are the ones ordering.ts uses',
    (id, a) => {
      const [g, h, w, nodeId] = [3, 5, 2, 9];
      const f = a.equation === 'g+wh' ? g + w * h : EQUATION[a.equation](g, h);
      expect(fValue(id, g, h, w)).toBe(f);
      const second = a.tieRule === null ? 0 : { g, h }[a.tieRule];
      expect(tieKey(id, g, h, nodeId)).toBe(second * ID_SPAN + nodeId);
    },
  );

  it.each(ALGORITHMS.map((a) => [a.id, a] as const))('%s: lazy exactly when lazySolvers.ts loads it', (id, a) => {
    expect(isLazyAlgorithm(id)).toBe(a.lazy);
  });

  it.each(ALGORITHMS.filter((a) => a.load !== undefined).map((a) => [a.id, a] as const))(
    '%s: the loader in its row fetches a solver',
    async (_id, a) => {
      expect(typeof (await a.load!())).toBe('function');
    },
  );

  it.each(ALGORITHMS.map((a) => [a.id, a] as const))('%s: its textbook twins are its own', (id, a) => {
    const twins = Object.values(a.textbook) as TextbookId[];
    for (const twin of twins) {
      expect(algorithmOf(twin)).toBe(id);
      expect(TEXTBOOK_SOLVERS[twin]).toBeTypeOf('function');
      expect(PSEUDOCODE.en[twin].length).toBeGreaterThan(0);
      expect(PSEUDOCODE.ja[twin].length).toBe(PSEUDOCODE.en[twin].length);
    }
    expect(textbookOf(id, 'manhattan', a.goalTest)).toBe(a.textbook.twin);
  });

  it('every textbook version belongs to exactly one row', () => {
    const owned = ALGORITHMS.flatMap((a) => Object.values(a.textbook));
    expect([...owned].sort()).toEqual(Object.keys(TEXTBOOK_SOLVERS).sort());
  });

  it('the quiz asks where a step can offer a choice, and a priority queue breaks ties on a second key', () => {
    for (const a of ALGORITHMS) {
      expect(a.quiz.asks, a.id).toBe(a.frontierKind !== 'walk');
      expect(a.quiz.secondary !== null, a.id).toBe(a.frontierKind === 'priority');
    }
  });

  it('the local searches are the rows that say so, and only they take local settings besides the seed', () => {
    expect(LOCAL_ALGORITHMS).toEqual(['hill', 'anneal', 'beam']);
    for (const a of ALGORITHMS) {
      expect(isLocalSearch(a.id)).toBe(a.local);
      const local = a.options.filter((o) => (LOCAL_OPTIONS as readonly string[]).includes(o) && o !== 'seed');
      if (!a.local) expect(local, a.id).toEqual([]);
      expect(localOptions(a.id)).toEqual(a.local ? a.options : []);
    }
    expect(takesOption('wastar', 'weight')).toBe(true);
    expect(takesOption('astar', 'weight')).toBe(false);
  });

  it('IDA* with pattern databases, and only that pairing, runs on the pattern-database kernel', () => {
    const onKernel = ALGORITHMS.filter((a) => runsOnPdbKernel(a.id, 'pdb')).map((a) => a.id);
    expect(onKernel).toEqual(['idastar']);
    expect(runsOnPdbKernel('idastar', 'manhattan')).toBe(false);
    expect(textbookOf('idastar', 'pdb')).toBe('idastar-korf');
    expect(textbookOf('bfs', null, 'expansion')).toBe('bfs-expansion');
  });

  it('a run is in passes, forgets nodes, or moves one board exactly as its row says', async () => {
    // The hardest 3x3 board (31 moves): within the budget IDA* and IDDFS need several passes,
    // RBFS and SMA* (with a small memory) forget, and the local searches move.
    const puzzle = makePuzzle(3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
    for (const a of ALGORITHMS) {
      await loadSolver(a.id);
      const started = startSearch(puzzle, start, {
        algorithm: a.id,
        heuristic: 'manhattan',
        memoryLimit: 8,
        depthLimit: 10,
        budget: { maxExpansions: 5_000 },
        trace: 'all',
      });
      if (!started.ok) throw new Error(`refused ${a.id}`);
      const events: SearchEvent[] = [...started.search];
      const has = (type: SearchEvent['type']) => events.some((e) => e.type === type);
      expect(has('iteration'), a.id).toBe(a.passes !== null);
      expect(has('forget'), a.id).toBe(a.forgets);
      expect(has('move') || has('restart'), a.id).toBe(a.local && a.frontierKind === 'walk');
    }
  });
});
