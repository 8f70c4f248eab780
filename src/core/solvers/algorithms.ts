/** What each algorithm is, for the registry, the views' legends and the CLI's help. */
import type { AlgorithmId } from '../events';
import type { AlgorithmInfo } from './types';

export const ALGORITHMS: readonly AlgorithmInfo[] = [
  // BFS tests at generation, as in the classroom version: the goal is found one layer earlier.
  {
    id: 'bfs',
    name: 'Breadth-first search',
    usesHeuristic: false,
    optimal: true,
    frontierKind: 'queue',
    goalTest: 'generation',
    graphSearch: true,
  },
  {
    id: 'dfs',
    name: 'Depth-limited DFS',
    usesHeuristic: false,
    optimal: false,
    frontierKind: 'stack',
    goalTest: 'expansion',
    graphSearch: false,
  },
  {
    id: 'iddfs',
    name: 'Iterative deepening DFS',
    usesHeuristic: false,
    optimal: true,
    frontierKind: 'stack',
    goalTest: 'expansion',
    graphSearch: false,
  },
  {
    id: 'greedy',
    name: 'Greedy best-first',
    usesHeuristic: true,
    optimal: false,
    frontierKind: 'priority',
    goalTest: 'expansion',
    graphSearch: true,
  },
  {
    id: 'astar',
    name: 'A*',
    usesHeuristic: true,
    optimal: true,
    frontierKind: 'priority',
    goalTest: 'expansion',
    graphSearch: true,
  },
  {
    id: 'wastar',
    name: 'Weighted A*',
    usesHeuristic: true,
    optimal: false,
    frontierKind: 'priority',
    goalTest: 'expansion',
    graphSearch: true,
  },
  {
    id: 'idastar',
    name: 'IDA*',
    usesHeuristic: true,
    optimal: true,
    frontierKind: 'stack',
    goalTest: 'expansion',
    graphSearch: false,
  },
  // Bidirectional BFS meets in the middle: the test is "this child is already seen by the other side".
  {
    id: 'bibfs',
    name: 'Bidirectional BFS',
    usesHeuristic: false,
    optimal: true,
    frontierKind: 'two-queues',
    goalTest: 'generation',
    graphSearch: true,
  },
  {
    id: 'random',
    name: 'Random walk',
    usesHeuristic: false,
    optimal: false,
    frontierKind: 'walk',
    goalTest: 'expansion',
    graphSearch: false,
  },
  // Local search keeps one board (and the moves to it), not a tree: no closed set, never optimal.
  {
    id: 'hill',
    name: 'Hill climbing (steepest ascent)',
    usesHeuristic: true,
    optimal: false,
    frontierKind: 'walk',
    goalTest: 'expansion',
    graphSearch: false,
  },
  {
    id: 'anneal',
    name: 'Simulated annealing',
    usesHeuristic: true,
    optimal: false,
    frontierKind: 'walk',
    goalTest: 'expansion',
    graphSearch: false,
  },
  // Beam search keeps every state that made a beam: a state met again is a duplicate.
  {
    id: 'beam',
    name: 'Beam search',
    usesHeuristic: true,
    optimal: false,
    frontierKind: 'beam',
    goalTest: 'expansion',
    graphSearch: true,
  },
  // Uniform-cost search: on unit costs BFS's expansion order, but the goal tested at expansion.
  {
    id: 'ucs',
    name: 'Uniform-cost search',
    usesHeuristic: false,
    optimal: true,
    frontierKind: 'priority',
    goalTest: 'expansion',
    graphSearch: true,
  },
  // RBFS: linear memory (the path and its nodes' children), forgetting subtrees it leaves.
  {
    id: 'rbfs',
    name: 'Recursive best-first search',
    usesHeuristic: true,
    optimal: true,
    frontierKind: 'stack',
    goalTest: 'expansion',
    graphSearch: false,
    backsUpF: true,
  },
  // SMA*: A* within a memory limit; optimal when the shortest path fits (smaStar.ts).
  {
    id: 'smastar',
    name: 'SMA*',
    usesHeuristic: true,
    optimal: true,
    frontierKind: 'priority',
    goalTest: 'expansion',
    graphSearch: false,
    backsUpF: true,
    memoryLimited: true,
  },
];

/** The local searches (chapter 4): one board at a time, seeded, ending stuck or solved. */
export const LOCAL_ALGORITHMS: readonly AlgorithmId[] = ['hill', 'anneal', 'beam'];

export function isLocalSearch(id: AlgorithmId): boolean {
  return LOCAL_ALGORITHMS.includes(id);
}

export function algorithmInfo(id: AlgorithmId): AlgorithmInfo | undefined {
  return ALGORITHMS.find((a) => a.id === id);
}

export function isAlgorithmId(value: string): value is AlgorithmId {
  return ALGORITHMS.some((a) => a.id === value);
}
