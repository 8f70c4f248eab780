/**
 * The textbook solvers (src/core/solvers/textbook/) against their fast twins: every algorithm,
 * every heuristic it takes, on a table of boards (2x3, 3x3, 4x4; blank-last, blank-first and
 * spiral goals; the start already solved; budgets that stop the run), event by event, with
 * trace 'all'; and IDA* with pattern databases (Korf's IDA*, the pdb kernel) on Korf #56, a
 * board whose longer loops tell its cycle check from AIMA's. Only `elapsedMs` is set aside (time
 * cannot repeat; the textbook solvers never stop on it). A failure names the first index where
 * the streams part.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, HeuristicId, SearchEvent, StateKey } from '../../../src/core/events';
import type { GoalKind, Puzzle } from '../../../src/core/puzzle';
import { makeGoal, makePuzzle } from '../../../src/core/puzzle';
import { ALGORITHMS, startSearch } from '../../../src/core/solvers';
import type { Search, SearchStart, SolveOptions } from '../../../src/core/solvers';
import { startTextbookSearch } from '../../../src/core/solvers/textbook';
import { makeHeuristic } from '../../../src/core/heuristics';
import { depthFirst } from '../../../src/core/solvers/depthFirst';
import { makeModel } from '../../../src/core/solvers/model';
import { prepareSearch } from '../../../src/core/solvers/registry';
import { ActiveClock, Run } from '../../../src/core/solvers/run';
import type { LineId, TextbookId } from '../../../src/core/solvers/textbook/lines';
import {
  LINE_IDS,
  TEXTBOOK_FILES,
  lineOf,
  markerLines,
  sourceLine,
  textbookOf,
} from '../../../src/core/solvers/textbook/lines';
import { TEXTBOOK_SOURCES } from '../../../src/core/solvers/textbook/sources';
import { PSEUDOCODE, pseudoLineIndex } from '../../../src/i18n/pseudocode';
import { supportedHeuristics, walkedBoard } from './solvers.helpers';

interface Board {
  readonly name: string;
  readonly puzzle: Puzzle;
  readonly start: readonly number[];
}

function board(rows: number, cols: number, goal: GoalKind, steps: number, seed: number): Board {
  const puzzle = makePuzzle(rows, cols, makeGoal(goal, rows, cols));
  return { name: `${rows}x${cols} ${goal} walk ${steps}#${seed}`, puzzle, start: walkedBoard(puzzle, steps, seed) };
}

const BOARDS: Board[] = [
  board(2, 3, 'blank-last', 20, 1),
  board(2, 3, 'blank-first', 15, 2),
  board(2, 3, 'spiral', 25, 3),
  board(3, 3, 'blank-last', 0, 1), // the start is the goal
  board(3, 3, 'blank-last', 14, 4),
  board(3, 3, 'blank-first', 18, 5),
  board(3, 3, 'spiral', 24, 6),
  board(4, 4, 'blank-last', 12, 7),
  board(4, 4, 'spiral', 10, 8),
];

/** Budgets: a generous one, and tight ones so every limit reason shows up at least once. */
const BUDGETS: SolveOptions['budget'][] = [
  { maxExpansions: 1500 },
  { maxExpansions: 40 },
  { maxExpansions: 1500, maxMemoryNodes: 60 },
];

/** The options each algorithm takes beyond the heuristic. */
function variants(algorithm: AlgorithmId): Partial<SolveOptions>[] {
  switch (algorithm) {
    case 'bfs':
      return [{}, { goalTest: 'expansion' }];
    case 'wastar':
      return [{ weight: 2 }, { weight: 1.5 }, { weight: 1 }];
    case 'dfs':
      return [{ depthLimit: 20 }, { depthLimit: 5 }];
    case 'random':
      return [{ seed: 1 }, { seed: 7, maxIterations: 300 }];
    case 'smastar':
      // Room to spare, and tight (it forgets, regrows, and cuts paths that cannot fit).
      return [{ memoryLimit: 500 }, { memoryLimit: 8 }];
    case 'hill':
      return [{ seed: 1 }, { seed: 5, sideways: 10, restarts: 4 }, { seed: 2, restarts: 3, maxIterations: 30 }];
    case 'anneal':
      return [{ seed: 1 }, { seed: 3, temperature: 5, cooling: 0.99 }, { seed: 4, maxIterations: 200 }];
    case 'beam':
      return [{ beamWidth: 1 }, { beamWidth: 3 }, { beamWidth: 20 }];
    default:
      return [{}];
  }
}

function drain(started: SearchStart): SearchEvent[] | SearchStart {
  if (!started.ok) return started;
  const out: SearchEvent[] = [];
  const search: Search = started.search;
  for (let step = search.next(); !step.done; step = search.next()) out.push(withoutTime(step.value));
  return out;
}

/** Time is the one thing two runs cannot share. */
function withoutTime(event: SearchEvent): SearchEvent {
  return 'stats' in event ? ({ ...event, stats: { ...event.stats, elapsedMs: 0 } } as SearchEvent) : event;
}

/** The first index where the streams differ, as a readable message; null when equal. */
function firstDifference(fast: SearchEvent[], textbook: SearchEvent[]): string | null {
  const n = Math.max(fast.length, textbook.length);
  for (let i = 0; i < n; i++) {
    if (!isDeepStrictEqual(fast[i], textbook[i])) {
      return `event ${i} of ${fast.length} (fast) / ${textbook.length} (textbook): fast ${JSON.stringify(fast[i])} textbook ${JSON.stringify(textbook[i])}`;
    }
  }
  return null;
}

function heuristicsFor(algorithm: AlgorithmId, puzzle: Puzzle): (HeuristicId | undefined)[] {
  const info = ALGORITHMS.find((a) => a.id === algorithm)!;
  // SMA* runs the heuristics through the same code as RBFS (treeNode.ts); one keeps its runs short.
  if (algorithm === 'smastar') return ['manhattan'];
  return info.usesHeuristic ? supportedHeuristics(puzzle, algorithm) : [undefined];
}

/** The line of every event seen in the differential runs, per textbook version (checked at the end). */
const SEEN_LINES = new Map<TextbookId, Set<LineId>>();

function see(textbook: TextbookId, events: readonly SearchEvent[]): void {
  const lines = SEEN_LINES.get(textbook) ?? new Set<LineId>();
  for (const e of events) lines.add(lineOf(textbook, e));
  SEEN_LINES.set(textbook, lines);
}

describe("textbook solvers emit exactly the fast solvers' events", () => {
  for (const { id: algorithm } of ALGORITHMS) {
    it(`${algorithm}`, () => {
      let runs = 0;
      for (const { name, puzzle, start } of BOARDS) {
        for (const heuristic of heuristicsFor(algorithm, puzzle)) {
          for (const extra of variants(algorithm)) {
            for (const budget of BUDGETS) {
              const options: SolveOptions = { algorithm, heuristic, budget, progressEvery: 97, ...extra };
              const fast = drain(startSearch(puzzle, start, { ...options, trace: 'all' }));
              const textbook = drain(startTextbookSearch(puzzle, start, options));
              expect(Array.isArray(fast), `${name} refused`).toBe(true);
              const diff = firstDifference(fast as SearchEvent[], textbook as SearchEvent[]);
              expect(
                diff,
                `${algorithm} ${heuristic ?? ''} ${JSON.stringify(extra)} ${JSON.stringify(budget)} on ${name}`,
              ).toBeNull();
              see(textbookOf(algorithm, heuristic, extra.goalTest), fast as SearchEvent[]);
              runs++;
            }
          }
        }
      }
      expect(runs).toBeGreaterThan(0);
    });
  }
});

describe('textbook solvers refuse what startSearch refuses', () => {
  const p = makePuzzle(3, 3);
  const cases: [string, readonly number[], SolveOptions][] = [
    ['unsolvable', [2, 1, 3, 4, 5, 6, 7, 8, 0], { algorithm: 'astar' }],
    ['not a permutation', [1, 1, 3, 4, 5, 6, 7, 8, 0], { algorithm: 'bfs' }],
    ['bad option', [1, 2, 3, 4, 5, 6, 7, 0, 8], { algorithm: 'wastar', weight: -1 }],
    ['unsupported heuristic', [1, 2, 3, 4, 5, 6, 7, 0, 8], { algorithm: 'astar', heuristic: 'nope' as HeuristicId }],
  ];
  for (const [name, start, options] of cases) {
    it(name, () => {
      const fast = startSearch(p, start, options);
      expect(fast.ok).toBe(false);
      expect(startTextbookSearch(p, start, options)).toEqual(fast);
    });
  }
});

describe('IDA* with pattern databases', () => {
  // The app runs Korf's IDA* kernel with pattern databases, and its twin is Korf's textbook IDA*
  // (compared above and below); AIMA's textbook IDA* also equals the generic IDA* engine given
  // the same pdb heuristic, the engine every other heuristic runs on.
  it('AIMA: equals the generic IDA* engine with the pdb heuristic', () => {
    for (const { name, puzzle, start } of BOARDS.filter((b) => b.puzzle.rows * b.puzzle.cols <= 9)) {
      const options: SolveOptions = {
        algorithm: 'idastar',
        heuristic: 'pdb',
        budget: { maxExpansions: 1500 },
        progressEvery: 97,
      };
      const prepared = prepareSearch(puzzle, start, options);
      if (!prepared.ok) throw new Error(`${name} refused`);
      const clock = new ActiveClock(() => 0);
      const run = new Run(
        makeModel(prepared.puzzle, prepared.start, makeHeuristic('pdb', puzzle)),
        prepared.options,
        clock,
      );
      const generic: SearchEvent[] = [];
      const search = depthFirst(run);
      for (let step = search.next(); ; step = search.next()) {
        generic.push(withoutTime(step.value));
        if (step.done) break;
      }
      const textbook = drain(startTextbookSearch(puzzle, start, options, 'idastar')) as SearchEvent[];
      expect(firstDifference(generic, textbook), name).toBeNull();
    }
  });

  it('Korf: equals the pdb kernel on Korf #56, where a 12-move loop returns to the start', () => {
    // The app's run: 4x4, blank last, trace 'all'; the tables come from the run's global setup.
    const fixture = readFileSync(new URL('../../fixtures/korf100-blank-last.txt', import.meta.url), 'utf8');
    const start = fixture.trim().split('\n')[55].trim().split(/\s+/).map(Number).slice(0, 16);
    const puzzle = makePuzzle(4, 4);
    const options: SolveOptions = {
      algorithm: 'idastar',
      heuristic: 'pdb',
      budget: { maxExpansions: 40_000 },
      progressEvery: 97,
    };
    const fast = drain(startSearch(puzzle, start, { ...options, trace: 'all' })) as SearchEvent[];
    const textbook = drain(startTextbookSearch(puzzle, start, options)) as SearchEvent[];
    expect(firstDifference(fast, textbook)).toBeNull();
    // The budget reaches the passes after the loop (bounds 51 and 53 start within it)...
    expect(fast.at(-1)).toMatchObject({ type: 'limit', reason: 'expansions' });
    expect(fast.filter((e) => e.type === 'iteration').map((e) => e.type === 'iteration' && e.bound)).toContain(53);
    // ...and the board tells the two cycle checks apart: children back on their own path that
    // Korf's check lets through (AIMA's IDA* would drop them as cycles), node 8350 the first.
    const longerLoops = loopsPastTheMoveBack(fast);
    expect(longerLoops[0]).toBe(8350);
    see('idastar-korf', fast);
  });

  it("Korf's IDA* shows the move-back check on its own line, and no path check", () => {
    for (const language of ['en', 'ja'] as const) {
      expect(pseudoLineIndex(PSEUDOCODE[language]['idastar-korf'], 'undo')).toBeGreaterThanOrEqual(0);
      expect(pseudoLineIndex(PSEUDOCODE[language]['idastar-korf'], 'cycle')).toBe(-1);
      expect(pseudoLineIndex(PSEUDOCODE[language].idastar, 'undo')).toBe(-1);
    }
    const cycle: SearchEvent = {
      type: 'generate',
      outcome: 'cycle',
      node: { id: 3, parentId: 1, key: 0, g: 2, h: 1, f: 3, move: 'D' },
    };
    expect(lineOf('idastar-korf', cycle)).toBe('undo');
    expect(lineOf('idastar', cycle)).toBe('cycle');
    expect(textbookOf('idastar', 'pdb')).toBe('idastar-korf');
    expect(textbookOf('idastar', 'manhattan')).toBe('idastar');
    expect(textbookOf('astar', 'pdb')).toBe('astar');
  });

  it('BFS testing at expansion has its goal test after the pop, and no test at generation or of the root', () => {
    expect(textbookOf('bfs', undefined, 'expansion')).toBe('bfs-expansion');
    expect(textbookOf('bfs', undefined, 'generation')).toBe('bfs');
    expect(textbookOf('bibfs', undefined, 'expansion')).toBe('bibfs');
    for (const language of ['en', 'ja'] as const) {
      const listing = PSEUDOCODE[language]['bfs-expansion'];
      expect(pseudoLineIndex(listing, 'goal-expanded')).toBe(pseudoLineIndex(listing, 'pop') + 1);
      expect(pseudoLineIndex(listing, 'goal-test')).toBe(-1);
      expect(pseudoLineIndex(listing, 'goal-root')).toBe(-1);
      expect(pseudoLineIndex(PSEUDOCODE[language].bfs, 'goal-expanded')).toBe(-1);
    }
    // The start is the goal: tested apart before the loop, or found when the root is expanded.
    const p = makePuzzle(3, 3);
    const atStart = (goalTest: 'generation' | 'expansion') =>
      drain(startSearch(p, p.goal, { algorithm: 'bfs', goalTest })) as SearchEvent[];
    expect(atStart('generation').map((e) => e.type)).toEqual(['start', 'solved']);
    expect(atStart('expansion').map((e) => e.type)).toEqual(['start', 'expand', 'solved']);
    expect(lineOf('bfs', atStart('generation').at(-1)!)).toBe('goal-root');
    expect(lineOf('bfs-expansion', atStart('expansion').at(-1)!)).toBe('goal-expanded');
  });

  it('refuses a textbook version of another algorithm', () => {
    const p = makePuzzle(3, 3);
    const started = startTextbookSearch(p, [1, 2, 3, 4, 5, 6, 7, 0, 8], { algorithm: 'astar' }, 'idastar-korf');
    expect(started).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

/** Ids of children, not dropped, whose state is already on their path past their grandparent. */
function loopsPastTheMoveBack(events: readonly SearchEvent[]): number[] {
  const nodes = new Map<number, { parentId: number; key: StateKey }>();
  const out: number[] = [];
  for (const e of events) {
    if (e.type === 'start' || e.type === 'iteration') nodes.set(e.root.id, { parentId: -1, key: e.root.key });
    if (e.type !== 'generate') continue;
    nodes.set(e.node.id, { parentId: e.node.parentId, key: e.node.key });
    if (e.outcome === 'cycle') continue;
    for (let at = nodes.get(e.node.parentId); at; at = nodes.get(at.parentId)) {
      if (at.key === e.node.key) {
        out.push(e.node.id);
        break;
      }
    }
  }
  return out;
}

// Runs after the differential runs above (vitest keeps the order of a file): run the whole file.
const TEXTBOOKS = Object.keys(TEXTBOOK_FILES) as TextbookId[];

describe('every event maps to a line in the pseudocode and in the source', () => {
  for (const algorithm of TEXTBOOKS) {
    it(`${algorithm}`, () => {
      const seen = SEEN_LINES.get(algorithm);
      expect(seen?.size ?? 0, 'the differential runs of this file must run first').toBeGreaterThan(4);
      for (const id of seen ?? []) {
        for (const language of ['en', 'ja'] as const) {
          expect(
            pseudoLineIndex(PSEUDOCODE[language][algorithm], id),
            `${language} pseudocode: ${id}`,
          ).toBeGreaterThanOrEqual(0);
        }
        const at = sourceLine(algorithm, id, TEXTBOOK_SOURCES);
        expect(at, `source marker: ${id}`).not.toBeNull();
        // The marked line is the one that emits the event: it yields or returns it.
        const text = TEXTBOOK_SOURCES[at!.file].split('\n')[at!.line - 1];
        expect(text, `${at!.file}:${at!.line}`).toMatch(/\b(yield|return)\b/);
      }
    });
  }

  it('the English and Japanese pseudocode carry the same ids on the same lines', () => {
    for (const algorithm of TEXTBOOKS) {
      const ids = (language: 'en' | 'ja') => PSEUDOCODE[language][algorithm].map((l) => l.ids.join(' '));
      expect(ids('ja'), algorithm).toEqual(ids('en'));
    }
  });

  it('every id used is a known line id, and each marks one line per file', () => {
    const known = new Set<string>(LINE_IDS);
    for (const language of ['en', 'ja'] as const) {
      for (const lines of Object.values(PSEUDOCODE[language]))
        for (const l of lines) for (const id of l.ids) expect(known).toContain(id);
    }
    for (const [file, source] of Object.entries(TEXTBOOK_SOURCES)) {
      const all = [...source.matchAll(/\/\/\s*@line\s+([a-z-]+)/g)].map((m) => m[1]);
      for (const id of all) expect(known, `${file}: ${id}`).toContain(id);
      expect(new Set(all).size, `${file} marks an id twice`).toBe(all.length);
    }
    // Within an algorithm's files no id is marked twice either (the first file would hide the second).
    for (const files of Object.values(TEXTBOOK_FILES)) {
      const ids = files.flatMap((f) => [...markerLines(TEXTBOOK_SOURCES[f]).keys()]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('markerLines reads 1-based line numbers', () => {
    expect(markerLines('a\nyield x; // @line pop\nb // @line goal-test')).toEqual(
      new Map([
        ['pop', 2],
        ['goal-test', 3],
      ]),
    );
  });
});
