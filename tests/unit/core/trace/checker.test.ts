/**
 * The checker never accuses a correct search, and catches a wrong one at the line where it goes
 * wrong: Frontier's own runs of every algorithm whose order it checks (random boards, both
 * formats) are judged correct; a student's independent solver is judged correct with several
 * tie-breaking rules; one mutation of a correct trace (a g changed, two expansions swapped where
 * their priorities differ, an illegal child inserted) is caught at the mutated line; and each
 * classic student bug is caught with the right kind at the right line.
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../../../src/core/events';
import { formatBoard } from '../../../../src/core/parse';
import { fValue } from '../../../../src/core/solvers/ordering';
import { checkTrace, readFrontierTrace, readPosthocTrace, type TraceVerdict } from '../../../../src/core/trace';
import { exportRun, linesOf, randomBoard, textOf } from './traceRuns';
import { studentTrace, type StudentOptions } from './studentSolver';
import { scale } from '../../full';

const ORDERED: readonly AlgorithmId[] = ['bfs', 'ucs', 'greedy', 'astar', 'wastar'];
// Boards a check runs on: a routine sample, more in the full run (tests/unit/full.ts).
const OWN_RUNS = scale(3, 6);
const MUTATED = scale(2, 4);

/** Random moves from the goal: fewer for the searches without a heuristic, whose traces grow fast. */
function movesFor(algorithm: AlgorithmId, informed: number): number {
  return algorithm === 'bfs' || algorithm === 'ucs' ? 10 : informed;
}

function check(text: string): TraceVerdict {
  const read = readFrontierTrace(text);
  if (!read.ok) throw new Error(read.error.message);
  return checkTrace(read.trace);
}

describe('Frontier’s own runs are judged correct', () => {
  for (const algorithm of ORDERED) {
    it(`${algorithm}: ${OWN_RUNS} random boards, frontier-trace and Posthoc`, async () => {
      for (let seed = 1; seed <= OWN_RUNS; seed++) {
        const start = randomBoard(seed * 7 + 1, movesFor(algorithm, 22));
        const heuristic = seed % 2 === 0 ? 'manhattan' : 'misplaced';
        const { text, posthoc } = await exportRun(algorithm, start, heuristic);
        const verdict = check(text);
        expect(verdict.problem, `${algorithm} seed ${seed}`).toBeNull();
        expect(verdict.checked).toBe('order');
        expect(verdict.expansions).toBeGreaterThan(0);
        const read = readPosthocTrace(posthoc, { algorithm, heuristic });
        if (!read.ok) throw new Error(read.error.message);
        expect(checkTrace(read.trace).problem, `${algorithm} seed ${seed} (Posthoc)`).toBeNull();
      }
    });
  }

  it('linear conflict, and A* on a 2x3 board with its size in the header', async () => {
    const { text } = await exportRun('astar', randomBoard(3, 40), 'linear-conflict');
    expect(check(text).problem).toBeNull();
    const small = await exportRun('astar', [4, 1, 3, 0, 2, 5], 'manhattan', [1, 2, 3, 4, 5, 0], 2, 3);
    expect(linesOf(small.text)[0].size).toBe('2x3');
    expect(check(small.text).problem).toBeNull();
  });
});

/** The priority of an exported line as the algorithm orders (weighted A*: w = 2). */
function priorityOf(algorithm: AlgorithmId, line: Record<string, unknown>): number {
  return fValue(algorithm, line.g as number, (line.h as number | undefined) ?? 0, 2);
}

describe('one mutation of a correct trace is caught at the mutated line', () => {
  for (const algorithm of ORDERED) {
    it(`${algorithm}: a g changed`, async () => {
      for (let seed = 1; seed <= MUTATED; seed++) {
        const lines = linesOf((await exportRun(algorithm, randomBoard(seed * 11, movesFor(algorithm, 20)))).text);
        const generates = lines.map((l, i) => ('generate' in l ? i : -1)).filter((i) => i > 0);
        const at = generates[(seed * 37) % generates.length];
        lines[at] = { ...lines[at], g: (lines[at].g as number) + 1 };
        const verdict = check(textOf(lines));
        expect(verdict.problem).toMatchObject({ line: at + 1, kind: 'g' });
      }
    });

    it(`${algorithm}: two expansions swapped where their priorities differ`, async () => {
      let swapped = 0;
      for (let seed = 1; seed <= 8 && swapped < 3; seed++) {
        const lines = linesOf((await exportRun(algorithm, randomBoard(seed * 13, movesFor(algorithm, 24)))).text);
        // Expansion blocks: an expand line and the generate lines after it.
        const blocks: [number, number][] = [];
        lines.forEach((l, i) => {
          if ('expand' in l) blocks.push([i, i + 1]);
          else if ('generate' in l && blocks.length > 0) blocks[blocks.length - 1][1] = i + 1;
        });
        const generatedAt = new Map<string, number>();
        lines.forEach((l, i) => {
          if ('generate' in l && !generatedAt.has(l.generate as string)) generatedAt.set(l.generate as string, i);
        });
        const depthOrPriority = (l: Record<string, unknown>) => priorityOf(algorithm, l);
        const pair = blocks.findIndex(([a], k) => {
          const next = blocks[k + 1];
          if (next === undefined || k === 0) return false;
          const b = lines[next[0]];
          return (
            depthOrPriority(lines[a]) < depthOrPriority(b) && (generatedAt.get(b.expand as string) ?? Infinity) < a
          );
        });
        if (pair < 0) continue;
        const [a0, a1] = blocks[pair];
        const [b0, b1] = blocks[pair + 1];
        const mutated = [...lines.slice(0, a0), ...lines.slice(b0, b1), ...lines.slice(a0, a1), ...lines.slice(b1)];
        expect(check(textOf(mutated)).problem).toMatchObject({ line: a0 + 1, kind: 'order' });
        swapped++;
      }
      expect(swapped).toBeGreaterThan(0);
    });

    it(`${algorithm}: an illegal child inserted`, async () => {
      const lines = linesOf((await exportRun(algorithm, randomBoard(99, movesFor(algorithm, 20)))).text);
      const expands = lines.map((l, i) => ('expand' in l ? i : -1)).filter((i) => i > 0);
      const at = expands[Math.floor(expands.length / 2)];
      const parent = lines[at];
      // Two tiles swapped: never one move of the blank.
      const tiles = (parent.expand as string)
        .split(/[\s/]+/)
        .filter(Boolean)
        .map(Number);
      const [i, j] = tiles[0] !== 0 && tiles[1] !== 0 ? [0, 1] : [7, 8];
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
      const illegal = { generate: formatBoard(tiles, 3, 'rows'), parent: parent.expand, g: (parent.g as number) + 1 };
      const mutated = [...lines.slice(0, at + 1), illegal, ...lines.slice(at + 1)];
      expect(check(textOf(mutated)).problem).toMatchObject({ line: at + 2, kind: 'illegal-move' });
    });
  }
});

function student(o: StudentOptions, seed: number): TraceVerdict {
  const uninformed = o.order === 'g' || o.order === 'fifo' || o.order === 'lifo';
  return check(studentTrace(randomBoard(seed, uninformed ? 10 : 24), o).join('\n') + '\n');
}

describe('a student’s own solver', () => {
  it('correct A*, greedy, UCS and BFS pass with several tie-breaking rules, duplicates written or not', () => {
    const runs: [StudentOptions['order'], string][] = [
      ['f', 'astar'],
      ['h', 'greedy'],
      ['g', 'ucs'],
      ['fifo', 'bfs'],
    ];
    for (const [order, algorithm] of runs) {
      for (const tieBreak of ['oldest', 'newest', 'random', 'deepest'] as const) {
        for (const seed of [3, 8]) {
          const verdict = student({ order, algorithm, tieBreak, seed, writeDuplicates: seed === 8 }, seed);
          expect(verdict.problem, `${algorithm} ${tieBreak} seed ${seed}`).toBeNull();
        }
      }
    }
  });

  it('a FIFO queue called A*: an expansion out of order', () => {
    for (const seed of [3, 8, 21]) {
      const lines = studentTrace(randomBoard(seed, 14), { order: 'fifo', algorithm: 'astar' });
      const verdict = check(lines.join('\n'));
      expect(verdict.problem?.kind).toBe('order');
      expect(lines[verdict.problem!.line - 1]).toContain('"expand"');
      expect(verdict.problem!.message).toMatch(/A\* always takes a node of lowest f = g \+ h/);
    }
  });

  it('a stack called BFS: an expansion out of order, the queue named', () => {
    const verdict = student({ order: 'lifo', algorithm: 'bfs' }, 8);
    expect(verdict.problem?.kind).toBe('order');
    expect(verdict.problem!.message).toMatch(/first-in, first-out queue/);
  });

  it('no closed set: a state expanded twice, at its second expansion', () => {
    const lines = studentTrace(randomBoard(8, 30), { order: 'f', bug: 'no-closed-set' });
    const seen = new Set<string>();
    const again = lines.findIndex((l) => {
      if (!l.startsWith('{"expand"')) return false;
      const s = (JSON.parse(l) as { expand: string }).expand;
      if (seen.has(s)) return true;
      seen.add(s);
      return false;
    });
    expect(again).toBeGreaterThan(0);
    expect(check(lines.join('\n')).problem).toMatchObject({ line: again + 1, kind: 'duplicate' });
  });

  it('a wrong g: at the first child of a child of the start', () => {
    const lines = studentTrace(randomBoard(8, 30), { order: 'f', bug: 'wrong-g' });
    const first = lines.findIndex((l) => l.startsWith('{"generate"') && (JSON.parse(l) as { g: number }).g === 3);
    expect(check(lines.join('\n')).problem).toMatchObject({ line: first + 1, kind: 'g' });
  });

  it('a doubled h: at the first line with an h, the start’s expansion', () => {
    expect(student({ order: 'f', bug: 'double-h' }, 8).problem).toMatchObject({ line: 2, kind: 'h' });
  });

  it('A* stopping when the goal is generated: a goal-test problem at the solution line', () => {
    const lines = studentTrace(randomBoard(21, 30), { order: 'f', bug: 'stop-at-generation' });
    expect(check(lines.join('\n')).problem).toMatchObject({ line: lines.length, kind: 'goal-test' });
  });
});

describe('the end of a trace', () => {
  it('a trace without its final line is cut off, and said so', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(4, 20))).text);
    const verdict = check(textOf(lines.slice(0, -1)));
    expect(verdict.problem).toMatchObject({ line: lines.length - 1, kind: 'cut-off' });
    expect(verdict.problem!.message).toMatch(/cut off/);
  });

  it('a search that goes on after expanding the goal', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(4, 20))).text);
    const solution = lines.pop()!;
    const extra = { expand: lines[1].expand, g: 0, h: lines[1].h };
    expect(check(textOf([...lines, extra, solution])).problem).toMatchObject({
      line: lines.length + 1,
      kind: 'goal-test',
    });
  });

  it('a solution that does not replay, or is longer than the optimum', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(4, 20))).text);
    const path = lines[lines.length - 1].solution as string[];
    const broken = [...path.slice(0, 1), ...path.slice(2)];
    expect(check(textOf([...lines.slice(0, -1), { solution: broken }])).problem?.kind).toBe('path');
    // Without an algorithm's order, a legal detour is caught as not optimal by BFS's promise.
    const header: Record<string, unknown> = { ...lines[0], algorithm: 'bfs' };
    delete header.heuristic;
    const detour = [path[0], path[1], path[0], ...path.slice(1)];
    const rest = lines.slice(1, -1).map((l) => ({ ...l, h: undefined }));
    const verdict = check(textOf([header, ...rest, { solution: detour }]));
    expect(verdict.problem?.kind).toMatch(/not-optimal|order|path/);
  });

  it('failure while the goal was generated is a goal-test problem', async () => {
    const lines = linesOf((await exportRun('bfs', randomBoard(4, 10))).text);
    lines[lines.length - 1] = { failure: true };
    expect(check(textOf(lines)).problem).toMatchObject({ line: lines.length, kind: 'goal-test' });
  });

  it('without an algorithm only moves, g, h and the path are checked, and the verdict says so', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(4, 20))).text);
    const header = { ...lines[0] };
    delete header.algorithm;
    const verdict = check(textOf([header, ...lines.slice(1)]));
    expect(verdict).toMatchObject({ valid: true, checked: 'moves', algorithm: null });
    expect(verdict.notes.map((n) => n.message).join(' ')).toMatch(/not the order/);
  });
});

describe('what the verdict says it could not check', () => {
  it('an algorithm whose order the checker does not know: moves only, and a note naming it', async () => {
    const { text } = await exportRun('rbfs', randomBoard(6, 8));
    const verdict = check(text);
    expect(verdict).toMatchObject({ valid: true, checked: 'moves', algorithm: 'rbfs' });
    expect(verdict.notes.map((n) => n.message).join(' ')).toMatch(/not checked for Recursive best-first search/);
  });

  it('A* with no heuristic named and no h given: a note that the order was not fully checked', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(6, 16))).text);
    const header: Record<string, unknown> = { ...lines[0] };
    delete header.heuristic;
    const bare = lines.slice(1).map((l) => {
      const copy = { ...l };
      delete copy.h;
      return copy;
    });
    const verdict = check(textOf([header, ...bare]));
    expect(verdict.valid).toBe(true);
    expect(verdict.notes.map((n) => n.message).join(' ')).toMatch(/order of expansions was not fully checked/);
  });

  it('with no heuristic named, an h that changes for the same state is caught', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(6, 16))).text);
    const header: Record<string, unknown> = { ...lines[0] };
    delete header.heuristic;
    const at = lines.findIndex((l, i) => i > 2 && 'expand' in l);
    lines[at] = { ...lines[at], h: (lines[at].h as number) + 2 };
    expect(check(textOf([header, ...lines.slice(1)])).problem).toMatchObject({ line: at + 1, kind: 'h' });
  });

  it('expanding a state no line generated is an order problem at that line', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(6, 16))).text);
    const stranger = { expand: '1 2 3/4 5 6/0 7 8', g: 0 };
    expect(check(textOf([lines[0], stranger, ...lines.slice(1)])).problem).toMatchObject({ line: 2, kind: 'order' });
  });
});
