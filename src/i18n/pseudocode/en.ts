/** The pseudocode in English, AIMA style (see index.ts). */
import type { Pseudocode, PseudoLine } from './index';
import type { GoalTest } from '../../core/solvers/types';
import { line } from './line';

function bestFirst(name: string, f: string, ties: string, betterPaths: boolean): PseudoLine[] {
  return [
    line('', `function ${name}(problem) returns a solution, or failure`),
    line('', `  // f(n) = ${f}; ties: ${ties}`),
    line('', '  node ← NODE(STATE = problem.INITIAL)'),
    line('init', '  frontier ← a priority queue ordered by f, with node as an element'),
    line('', '  reached ← a lookup table, with one entry with key problem.INITIAL and value node'),
    line('', '  closed ← an empty set'),
    line('progress', '  while true do'),
    line('exhausted', '    if IS-EMPTY(frontier) then return failure'),
    line('limit', '    if the budget is spent then return limit reached'),
    line('pop', '    node ← POP(frontier); add node.STATE to closed'),
    line('goal-test', '    if problem.IS-GOAL(node.STATE) then return SOLUTION(node)'),
    line('', '    for each child in EXPAND(problem, node) do'),
    line('', '      s ← child.STATE'),
    betterPaths
      ? line('', '      if s is in reached and child.PATH-COST ≥ reached[s].PATH-COST then')
      : line('', '      if s is in reached then   // a path cost is never reconsidered'),
    line('closed', '        skip child   // s is in closed: already expanded'),
    line('in-frontier', '        skip child   // otherwise: already in the frontier'),
    line('push', '      else if s is not in reached then reached[s] ← child; add child to frontier'),
    ...(betterPaths
      ? [
          line(
            'reopened',
            '      else if s is in closed then remove s from closed; reached[s] ← child; add child to frontier',
          ),
          line('improved', '      else replace reached[s] in frontier by child; reached[s] ← child'),
        ]
      : []),
  ];
}

/** The cycle check: AIMA's, along the whole path; Korf's IDA*, only the move straight back. */
const pathCheck = line('cycle', '      if child.STATE is on path then skip child   // a cycle');
const lastMoveCheck = line(
  'undo',
  "      if child's move undoes node's last move then skip child   // back to the parent",
);

const boundedDfs = (cycleCheck: PseudoLine): PseudoLine[] => [
  line('', ''),
  line('', 'function BOUNDED-DFS(problem, root, bound) returns a solution, or the smallest f cut'),
  line('', '  frontier ← a LIFO stack, with root as an element; path ← an empty list; cut ← ∞'),
  line('progress', '  while not IS-EMPTY(frontier) do'),
  line('limit', '    if the budget is spent then return limit reached'),
  line('', '    node ← POP(frontier)'),
  line('backtrack', '    while LENGTH(path) > node.DEPTH do remove the last node of path'),
  line('pop', '    append node to path   // expand node'),
  line('goal-test', '    if problem.IS-GOAL(node.STATE) then return SOLUTION(node)'),
  line('', '    for each child in EXPAND(problem, node) do'),
  cycleCheck,
  line('bound-cut', '      else if f(child) > bound then cut ← MIN(cut, f(child))   // cut off'),
  line('push', '      else push child onto frontier'),
  line('', '  remove every node of path'),
  line('', '  return cut'),
];

function deepening(name: string, f: string, first: string, cycleCheck = pathCheck): PseudoLine[] {
  return [
    line('', `function ${name}(problem) returns a solution, or failure`),
    line('', `  // f(n) = ${f}`),
    line('init', `  root ← NODE(problem.INITIAL); bound ← ${first}`),
    line('', '  for pass = 1 to ∞ do'),
    line('new-pass', '    start the pass again from root, with this bound'),
    line('', '    result ← BOUNDED-DFS(problem, root, bound)'),
    line('exhausted', '    if result = ∞ then return failure   // nothing was cut'),
    line('', '    if result is a number then bound ← result else return result'),
    ...boundedDfs(cycleCheck),
  ];
}

/**
 * BFS, with the goal test where the run has it: on each new child (the textbook's BFS, which
 * tests the start apart), or just after the pop, as uniform-cost search has it.
 */
function breadthFirst(goalTest: GoalTest): PseudoLine[] {
  const atGeneration = goalTest === 'generation';
  return [
    line('', 'function BREADTH-FIRST-SEARCH(problem) returns a solution, or failure'),
    ...(atGeneration ? [] : [line('', '  // the goal tested when a node is expanded, not when it is generated')]),
    line('init', '  node ← NODE(problem.INITIAL)'),
    ...(atGeneration ? [line('goal-root', '  if problem.IS-GOAL(node.STATE) then return SOLUTION(node)')] : []),
    line('', '  frontier ← a FIFO queue, with node as an element'),
    line('', '  reached ← {problem.INITIAL}; closed ← an empty set'),
    line('progress', '  while true do'),
    line('exhausted', '    if IS-EMPTY(frontier) then return failure'),
    line('limit', '    if the budget is spent then return limit reached'),
    line('pop', '    node ← POP(frontier); add node.STATE to closed'),
    ...(atGeneration ? [] : [line('goal-expanded', '    if problem.IS-GOAL(node.STATE) then return SOLUTION(node)')]),
    line('', '    for each child in EXPAND(problem, node) do'),
    line('', '      s ← child.STATE'),
    line('closed', '      if s is in closed then skip child   // already expanded'),
    line('in-frontier', '      else if s is in reached then skip child   // already in the frontier'),
    line('push', '      else add s to reached; add child to the back of frontier'),
    ...(atGeneration ? [line('goal-test', '        if problem.IS-GOAL(s) then return SOLUTION(child)')] : []),
  ];
}

const recursiveBestFirst: PseudoLine[] = [
  line('', 'function RECURSIVE-BEST-FIRST-SEARCH(problem) returns a solution, or failure'),
  line('', "  // f(n) = g(n) + h(n), h = {{h}}; a child's f is never below its parent's"),
  line('init', '  solution, fvalue ← RBFS(problem, NODE(problem.INITIAL), ∞)'),
  line('exhausted', '  return solution   // failure: no path to a goal'),
  line('', ''),
  line('', 'function RBFS(problem, node, f_limit) returns a solution, or failure and a new f-limit'),
  line('limit', '  if the budget is spent then return limit reached'),
  line('pop', '  expand node   // on the path, with its f_limit'),
  line('goal-test', '  if problem.IS-GOAL(node.STATE) then return SOLUTION(node)'),
  line('', '  successors ← an empty list'),
  line('', '  for each child in EXPAND(problem, node) do'),
  line('cycle', '    if child.STATE is on the path then skip child   // a cycle'),
  line('push', '    else child.f ← MAX(child.PATH-COST + h(child), node.f); add child to successors'),
  line('', '  if successors is empty then return failure, ∞'),
  line('progress', '  while true do'),
  line('', '    best ← the node in successors with the lowest f (the older on ties; a backed-up node is new)'),
  line('', '    if best.f > f_limit then return failure, best.f'),
  line('', '    alternative ← the second-lowest f among successors'),
  line('', '    result, best.f ← RBFS(problem, best, MIN(f_limit, alternative))'),
  line('forget', '    // back here: the subtree below best is forgotten, best keeps its backed-up f'),
  line('', '    if result ≠ failure then return result'),
];

const memoryBoundedAStar: PseudoLine[] = [
  line('', 'function SMA*(problem, M) returns a solution, or failure'),
  line('', '  // f(n) = g(n) + h(n), h = {{h}}; at most M nodes held in memory'),
  line('init', '  frontier ← a priority queue with NODE(problem.INITIAL)'),
  line('progress', '  while true do'),
  line('exhausted', '    if IS-EMPTY(frontier) then return failure'),
  line('limit', '    if the budget is spent, or every f in frontier is ∞, then return limit reached'),
  line('pop', '    node ← the deepest node of lowest f in frontier; remove it from frontier'),
  line('goal-test', '    if problem.IS-GOAL(node.STATE) then return SOLUTION(node)'),
  line('', '    for each child in EXPAND(problem, node) that is not held in memory do'),
  line('cycle', '      if child.STATE is on the path to node then skip child   // a cycle'),
  line('', '      if DEPTH(child) ≥ M − 1 and child is not a goal then child.f ← ∞   // no room below it'),
  line('push', '      else child.f ← MAX(child.PATH-COST + h(child), node.f); add child to frontier'),
  line('', '    if node holds no child then forget node, and each ancestor left holding nothing   // a dead end'),
  line('', '    while more than M nodes are held do'),
  line('forget', '      leaf ← the shallowest leaf of highest f; forget it'),
  line('', '      parent ← leaf.PARENT; parent remembers the lowest f it forgot (backed up)'),
  line('', '      put parent in frontier with that f, to regenerate what it forgot'),
];

export const en: Pseudocode = {
  bfs: breadthFirst('generation'),
  'bfs-expansion': breadthFirst('expansion'),
  dfs: [
    line('', 'function DEPTH-LIMITED-SEARCH(problem, ℓ) returns a solution, or failure'),
    line('', '  // f(n) = g(n), the depth: nodes deeper than ℓ are cut'),
    line('init', '  root ← NODE(problem.INITIAL)'),
    line('', '  result ← BOUNDED-DFS(problem, root, ℓ)'),
    line('exhausted', '  if result is a number then return failure   // within ℓ moves, if some node was cut'),
    line('', '  return result'),
    ...boundedDfs(pathCheck),
  ],
  iddfs: deepening('ITERATIVE-DEEPENING-SEARCH', 'g(n), the depth', '0'),
  greedy: bestFirst('GREEDY-BEST-FIRST-SEARCH', 'h(n), h = {{h}}', 'the smaller g, then the older node', false),
  astar: bestFirst('A*-SEARCH', 'g(n) + h(n), h = {{h}}', 'the smaller h, then the older node', true),
  // On unit costs UCS expands in BFS's order; it tests the goal when a node is expanded, not generated.
  rbfs: recursiveBestFirst,
  smastar: memoryBoundedAStar,
  ucs: bestFirst(
    'UNIFORM-COST-SEARCH',
    'g(n), the path cost (unit costs: BFS order, goal tested on expansion)',
    'the older node',
    true,
  ),
  wastar: bestFirst('WEIGHTED-A*-SEARCH', 'g(n) + w × h(n), h = {{h}}', 'the smaller h, then the older node', true),
  idastar: deepening('IDA*', 'g(n) + h(n), h = {{h}}', 'f(root)'),
  // Korf's IDA* (1985): no cycle check along the path, only the move back.
  'idastar-korf': deepening('IDA*', "g(n) + h(n), h = {{h}}; Korf's IDA* (1985)", 'f(root)', lastMoveCheck),
  bibfs: [
    line('', 'function BIDIRECTIONAL-BFS(problem) returns a solution, or failure'),
    line('init', '  node_F ← NODE(problem.INITIAL)'),
    line('goal-root', '  if problem.IS-GOAL(node_F.STATE) then return SOLUTION(node_F)'),
    line('init-backward', '  node_B ← NODE(problem.GOAL)'),
    line('', '  for each side d in {F, B}: frontier_d ← a FIFO queue with node_d; reached_d ← {node_d}; closed_d ← {}'),
    line('', '  d ← F; other ← B'),
    line('', '  while true do'),
    line('exhausted', '    if IS-EMPTY(frontier_d) then return failure'),
    line('progress', '    for each node of the shallowest layer of frontier_d do'),
    line('limit', '      if the budget is spent then return limit reached'),
    line('pop', '      POP(frontier_d); add node.STATE to closed_d'),
    line('', '      for each child in EXPAND(problem, node) do'),
    line('', '        s ← child.STATE'),
    line('closed', '        if s is in closed_d then skip child   // already expanded'),
    line('in-frontier', '        else if s is in reached_d then skip child   // already in the frontier'),
    line('push', '        else reached_d[s] ← child; add child to the back of frontier_d'),
    line('goal-test', '          if s is in reached_other then return JOIN(child, reached_other[s])'),
    line('', '    swap d and other   // whole layers in turn, forward first'),
  ],
  random: [
    line('', 'function RANDOM-WALK(problem, seed) returns a solution, or failure'),
    line('init', '  node ← NODE(problem.INITIAL)'),
    line('progress', '  while true do'),
    line('limit', '    if the steps or the budget are spent then return limit reached'),
    line('pop', '    expand node'),
    line('goal-test', '    if problem.IS-GOAL(node.STATE) then return SOLUTION(node)'),
    line('', "    moves ← the legal moves, except the one undoing node's last move"),
    line('push', '    node ← CHILD(node, a random element of moves)'),
  ],
  hill: [
    line('', 'function HILL-CLIMBING(problem, sideways, restarts, seed) returns a solution, or failure'),
    line('', '  // steepest ascent on h = {{h}}, minimised; ties broken at random'),
    line('init', '  current ← NODE(problem.INITIAL)'),
    line('progress', '  while true do'),
    line('limit', '    if the steps or the budget are spent then return limit reached'),
    line('pop', '    expand current'),
    line('goal-test', '    if problem.IS-GOAL(current.STATE) then return SOLUTION(current)'),
    line('', '    neighbor ← a successor of current with the lowest h (at random among equals)'),
    line('reject', '    every other successor is looked at and left'),
    line('push move', '    if h(neighbor) < h(current) then current ← neighbor   // better'),
    line(
      'push move',
      '    else if h(neighbor) = h(current) and fewer than sideways moves in a row then current ← neighbor',
    ),
    line('restart', '    else if restarts are left then current ← the start scrambled by 20 random moves'),
    line('exhausted', '    else return failure   // a local minimum, a plateau, or out of restarts'),
  ],
  anneal: [
    line('', 'function SIMULATED-ANNEALING(problem, T0, α, seed) returns a solution, or failure'),
    line('', '  // h = {{h}}, minimised; schedule T(t) = T0 × α^t'),
    line('init', '  current ← NODE(problem.INITIAL)'),
    line('progress', '  for t = 0 to ∞ do'),
    line('exhausted', '    T ← T0 × α^t; if T < 0.01 then return failure   // frozen'),
    line('limit', '    if the steps or the budget are spent then return limit reached'),
    line('pop', '    expand current'),
    line('goal-test', '    if problem.IS-GOAL(current.STATE) then return SOLUTION(current)'),
    line('', '    next ← a randomly selected successor of current'),
    line('move', '    ΔE ← h(current) − h(next)'),
    line('push', '    if ΔE ≥ 0 then current ← next, else current ← next only with probability e^(ΔE/T)'),
    line('reject', '    otherwise current stays'),
  ],
  beam: [
    line('', 'function BEAM-SEARCH(problem, k) returns a solution, or failure'),
    line('', '  // h = {{h}}; each layer keeps the k children with the lowest h'),
    line('init', '  beam ← [NODE(problem.INITIAL)]; kept ← {problem.INITIAL}'),
    line('progress', '  while true do'),
    line('exhausted', '    if IS-EMPTY(beam) then return failure'),
    line('', '    children ← every child of every node of beam'),
    line('', '    next ← the k children with the lowest h whose state is not in kept'),
    line('limit', '    for each node in beam do   (if the budget is spent then return limit reached)'),
    line('pop', '      expand node'),
    line('goal-test', '      if problem.IS-GOAL(node.STATE) then return SOLUTION(node)'),
    line('closed', '      a child whose state is in kept: skip   // an earlier beam'),
    line('in-frontier', '      a second child of the same state in this layer: skip'),
    line('push', '      a child in next joins the beam'),
    line('reject', '      any other child is left out: the beam is full'),
    line('', '    add the states of next to kept; beam ← next'),
  ],
};
