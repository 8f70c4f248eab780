/**
 * Which line of an algorithm produced an event: the same line id names it in the pseudocode
 * (src/i18n/pseudocode/) and in the textbook source, where a marker comment `// @line <id>`
 * sits on the line that emits the event. The highlight is found in the source text itself, so
 * it cannot drift when a file changes; tests/unit/core/textbook.test.ts checks that every
 * event each algorithm emits maps to a line in the pseudocode (en and ja) and in the source.
 */
import type { AlgorithmId, GenerateOutcome, HeuristicId, SearchEvent } from '../../events';
import { ALGORITHMS, algorithmInfo, runsOnPdbKernel } from '../algorithms';
import type { GoalTest } from '../types';

/**
 * The textbook algorithm a run follows: its algorithm's, except IDA* with pattern databases.
 * The app runs that one on Korf's (1985) IDA* kernel (src/core/pdb/idaKernel.ts), which keeps
 * nothing but the path and never looks along it: it skips only the move that undoes the last
 * one, where AIMA's IDA* (every other heuristic) drops any child already on the path. A longer
 * loop back to a state on the path is searched again (and cut by the bound), so the two report
 * different outcomes for it, and the panel shows the check that actually runs.
 */
export type TextbookId = AlgorithmId | 'idastar-korf' | 'bfs-expansion';

/**
 * BFS has a second version too: with the goal tested at expansion ('bfs-expansion'), the test
 * sits after the pop, as in best-first search, and the start is not tested apart.
 */
export function textbookOf(
  algorithm: AlgorithmId,
  heuristic: HeuristicId | null | undefined,
  goalTest?: GoalTest,
): TextbookId {
  const twins = algorithmInfo(algorithm)?.textbook;
  if (!twins) return algorithm;
  if (twins.onPdbKernel && runsOnPdbKernel(algorithm, heuristic)) return twins.onPdbKernel;
  if (twins.goalAtExpansion && goalTest === 'expansion') return twins.goalAtExpansion;
  return twins.twin;
}

/** The algorithm a textbook version belongs to. */
export function algorithmOf(textbook: TextbookId): AlgorithmId {
  const owner = ALGORITHMS.find((a) => Object.values(a.textbook).includes(textbook));
  return owner?.id ?? (textbook as AlgorithmId);
}

export const LINE_IDS = [
  'init', // the frontier starts with the root
  'init-backward', // bidirectional BFS: the backward frontier starts with the goal
  'goal-root', // BFS: the start is already the goal
  'pop', // a node is taken from the frontier and expanded
  'goal-test', // the goal test that succeeds
  'goal-expanded', // BFS testing at expansion: the goal test after the pop (its other test is 'goal-test')
  'push', // a new child enters the frontier
  'closed', // a child whose state was expanded: dropped
  'in-frontier', // a child whose state waits in the frontier with an equal or better g: dropped
  'improved', // a better path to a state in the frontier: its entry is replaced
  'reopened', // a better path to an expanded state: back to the frontier
  'cycle', // a child repeating a state on the current path: dropped
  'undo', // Korf's IDA*: the child undoing the move into its parent (the only cycle it checks): dropped
  'bound-cut', // a child above the bound (depth limit, IDA* f bound): cut
  'new-pass', // IDDFS / IDA*: a new pass with a higher bound
  'backtrack', // a depth-first search leaves a node
  'forget', // RBFS, SMA*: a node (and what is below it) is forgotten; its best f is backed up
  'progress', // the loop goes on (a periodic progress report)
  'reject', // local and beam search: a neighbour looked at and not taken
  'move', // local search: why the neighbour was taken (or not)
  'restart', // hill climbing: stuck, start again from a scrambled start
  'exhausted', // nothing left: failure (a local search: stuck)
  'limit', // the budget is spent
] as const;

export type LineId = (typeof LINE_IDS)[number];

const OUTCOME_LINE: Readonly<Record<GenerateOutcome, LineId>> = {
  new: 'push',
  closed: 'closed',
  frontier: 'in-frontier',
  improved: 'improved',
  reopened: 'reopened',
  pruned: 'bound-cut',
  cycle: 'cycle',
  rejected: 'reject',
};

/** The line that emitted `event` in the textbook version `textbook` (see textbookOf). */
export function lineOf(textbook: TextbookId, event: SearchEvent): LineId {
  switch (event.type) {
    case 'start':
      return 'init';
    case 'expand':
      return 'pop';
    case 'generate':
      // Bidirectional BFS announces its backward root as a generated node without a parent.
      if (event.node.parentId === -1) return 'init-backward';
      return event.outcome === 'cycle' && textbook === 'idastar-korf' ? 'undo' : OUTCOME_LINE[event.outcome];
    case 'iteration':
      return 'new-pass';
    case 'backtrack':
      return 'backtrack';
    case 'forget':
      return 'forget';
    case 'move':
      return 'move';
    case 'restart':
      return 'restart';
    case 'progress':
      return 'progress';
    case 'solved':
      // The searches testing at generation check the root apart, before the loop.
      if (textbook === 'bfs-expansion') return 'goal-expanded';
      return event.path.length === 0 && (textbook === 'bfs' || textbook === 'bibfs') ? 'goal-root' : 'goal-test';
    case 'exhausted':
      return 'exhausted';
    case 'limit':
      return 'limit';
  }
}

/** The textbook files of each algorithm, the one to read first first (sources.ts bundles them). */
export const TEXTBOOK_FILES = {
  bfs: ['breadthFirst.ts'],
  'bfs-expansion': ['breadthFirst.ts'],
  dfs: ['depthLimited.ts', 'depthFirstPass.ts'],
  iddfs: ['iterativeDeepening.ts', 'depthFirstPass.ts'],
  greedy: ['bestFirst.ts'],
  astar: ['bestFirst.ts'],
  wastar: ['bestFirst.ts'],
  idastar: ['iterativeDeepening.ts', 'depthFirstPass.ts'],
  'idastar-korf': ['iterativeDeepening.ts', 'depthFirstPass.ts'],
  bibfs: ['bidirectional.ts'],
  random: ['randomWalk.ts'],
  hill: ['hillClimbing.ts'],
  anneal: ['annealing.ts'],
  beam: ['beam.ts'],
  ucs: ['bestFirst.ts'],
  rbfs: ['recursiveBestFirst.ts'],
  smastar: ['memoryBounded.ts'],
} as const satisfies Record<TextbookId, readonly string[]>;

export type TextbookFile = (typeof TEXTBOOK_FILES)[TextbookId][number];

const MARKER = /\/\/\s*@line\s+([a-z-]+)\s*$/;

/** Line numbers (1-based) of the `// @line <id>` markers in a source text, by id. */
export function markerLines(source: string): Map<string, number> {
  const out = new Map<string, number>();
  source.split('\n').forEach((text, i) => {
    const match = MARKER.exec(text);
    if (match && !out.has(match[1])) out.set(match[1], i + 1);
  });
  return out;
}

/** Where a line id sits in a textbook algorithm's files: the file and its 1-based line, or null. */
export function sourceLine(
  textbook: TextbookId,
  id: LineId,
  sources: Readonly<Record<TextbookFile, string>>,
): { file: TextbookFile; line: number } | null {
  for (const file of TEXTBOOK_FILES[textbook]) {
    const line = markerLines(sources[file]).get(id);
    if (line !== undefined) return { file, line };
  }
  return null;
}
