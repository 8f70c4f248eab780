/** Strings of compare mode and of the search-tree view (also shown in the visualizer). Read as t('compare.…'). The Japanese catalog (compare.ja.ts) has the same keys. */
import { treeEn } from './tree.en';

export const compareEn = {
  setup: {
    title: 'Set up the comparison',
    presets: 'Ready-made comparisons:',
    budget: 'Budget per pane (expansions)',
    load: 'Load',
    addPane: 'Add a pane',
    boardSummary: 'Board {{board}} · goal: {{goal}} · budget {{budget, number}} expansions per pane',
    change: 'Change the board',
    domainPresets: 'On maps and grids:',
    problemSummary:
      '{{problem}}: {{map}} · budget {{budget, number}} expansions per pane · each pane sets its algorithm',
  },
  preset: {
    'bfs-vs-idastar': {
      title: 'BFS vs IDA*',
      lesson:
        'A 20-move board. BFS keeps every node it has seen: watch its memory climb into the tens of thousands. IDA* holds a few dozen nodes, but re-expands the top of its tree on every pass.',
    },
    heuristics: {
      title: 'Heuristics compared',
      lesson:
        'A* three times on a 24-move board: misplaced tiles, Manhattan distance, Manhattan + linear conflict. Same shortest path; the better the estimate, the fewer nodes A* expands.',
    },
    weighted: {
      title: 'Admissible vs weighted A* (w = 2)',
      lesson:
        'Weighted A* trusts h twice as much: it expands about four times fewer nodes, but its path is longer (26 moves instead of 20). Faster, not optimal.',
    },
    'random-walk': {
      title: 'Monte Carlo random walk vs A*',
      lesson:
        'A random walk with no memory of where it has been: it does stumble on the goal, after thousands of moves, where A* needs 14. Try other seeds: many run out of budget.',
    },
    'memory-bounded': {
      title: 'Memory-bounded: IDA* vs RBFS vs SMA*',
      lesson:
        'The same 20-move board, three searches that do not keep every node. IDA* holds about 28 nodes, RBFS about 38 (the path and its siblings, each with the best f of the subtree it forgot), SMA* at most 100. All three find the 20 moves; what they pay is re-expansions: RBFS and SMA* expand again nodes they had forgotten.',
    },
    'local-search': {
      title: 'Local search: hill climbing vs simulated annealing vs A*',
      lesson:
        'The same 14-move board. Steepest-ascent hill climbing stops at a local minimum after 4 steps (every neighbour has a higher Manhattan distance); with random restarts one climb gets through; simulated annealing accepts worse moves while it is hot and wanders to the goal; A* finds the 14-move path. Local search keeps one board, not a frontier: look at the memory.',
    },
    'goal-test': {
      title: 'BFS: goal test at generation vs at expansion vs UCS',
      lesson:
        'The 14-move board, three breadth-first orders. Testing each child as it is generated, BFS stops after 3,633 expansions. Testing a node only when it is expanded, it first expands every node already waiting ahead of the goal: 5,961 expansions, the same 14 moves. Uniform-cost search tests at expansion too, and on unit costs it expands exactly the same nodes.',
    },
    'hard-board': {
      title: 'Hard board: BFS out of budget',
      lesson:
        'A 31-move board, as far from the goal as an 8-puzzle gets. BFS hits its 50,000-expansion budget and stops ("limit reached"); A* and IDA* with a good heuristic go on and solve it.',
    },
    'romania-bfs-ucs': {
      title: 'BFS vs uniform-cost on Romania',
      lesson:
        'From Arad to Bucharest. Breadth-first search finds the route with the fewest roads (Sibiu, Fagaras: 3 roads, 450 km); uniform-cost search the shortest distance (through Rimnicu Vilcea and Pitesti: 4 roads, 418 km). Fewest steps is not least cost once steps cost different amounts.',
    },
    'romania-greedy-astar': {
      title: 'Greedy vs A* on Romania',
      lesson:
        'AIMA Figs. 3.23 and 3.24. Greedy best-first search goes by the straight-line distance alone and drives through Fagaras: 450 km. A* adds the distance already driven (f = g + h) and finds the 418 km route through Pitesti.',
    },
    'grid-dijkstra-astar-greedy': {
      title: 'Dijkstra vs A* vs greedy on a grid',
      lesson:
        'The U-shaped trap. Dijkstra (uniform-cost search, A* with h = 0) spreads out evenly and finds the cheapest path; A* finds the same cost with far fewer expansions; greedy heads straight for the goal, into the trap, and comes out on a longer path.',
    },
    'grid-4-vs-8': {
      title: '4- vs 8-connected',
      lesson:
        'A* on the same U-shaped trap, with and without diagonal moves (a diagonal step costs √2). With diagonals the path is cheaper and has fewer steps; the heuristic changes with the moves (Manhattan for 4, octile for 8). Change a pane’s moves in its header.',
    },
  },
  pane: {
    label: 'Pane {{pane}}',
    field: '{{field}} (pane {{pane}})',
    weighted: 'Weighted A* (w = {{w}})',
    walk: 'Random walk (seed {{seed}})',
    dfs: 'Depth-limited DFS (limit {{depthLimit}})',
    bfsAtExpansion: 'Breadth-first search (BFS), goal tested at expansion',
    sma: 'SMA* (memory {{memoryLimit}} nodes)',
    hill: 'Hill climbing (seed {{seed}}, up to {{sideways}} sideways moves, {{restarts}} restarts)',
    anneal: 'Simulated annealing (seed {{seed}}, T0 = {{temperature}}, α = {{cooling}})',
    beam: 'Beam search (k = {{k}})',
    memoryNow: 'Memory now',
    peakMemory: 'Peak memory',
    limitShort: 'limit',
    goalTestAt: { generation: 'goal at generation', expansion: 'goal at expansion' },
    seed: 'Seed',
    seedShort: 'seed',
    restarts: 'Random restarts',
    beamWidth: 'Beam width k',
    remove: 'Remove pane {{pane}}',
    pathCost: 'Path cost',
    movesLabel: 'Moves',
    moves: '{{moves}}-connected',
    solvedCost_one: 'Solved: cost {{cost}} ({{count, number}} step), after {{expanded}} expansions',
    solvedCost_other: 'Solved: cost {{cost}} ({{count, number}} steps), after {{expanded}} expansions',
    refusedReason: {
      unsupported: 'Cannot run: this heuristic is not available for this board size and goal. Choose another one.',
      invalid: 'Cannot run: these options are not valid for this board.',
    },
    backgroundFailed: {
      'no-worker': 'This browser cannot run background workers, so this pane cannot be finished here.',
      refused: 'The background run refused these options.',
      error: 'The background run stopped with an error. Try again, or reload the page.',
    },
    tooLarge: 'Too large to record ({{events}} events): stopped here.',
    tooLargeOthersGoOn: 'Too large to record ({{events}} events): stopped here while the others go on.',
    finishInBackground: 'Finish it in the background',
    inBackground: 'Finished in the background:',
    ready: 'Ready: press Play or Step.',
    searching: 'Searching…',
    solved_one: 'Solved: {{count, number}} move, after {{expanded}} expansions',
    solved_other: 'Solved: {{count, number}} moves, after {{expanded}} expansions',
    limit: 'Limit reached ({{reason}}) after {{expanded}} expansions: stopped.',
    limitOthersGoOn: 'Limit reached ({{reason}}) after {{expanded}} expansions: stopped, the others go on.',
    exhausted: 'No solution: everything reachable was searched.',
  },
  playback: {
    speedValue: '{{value}} expansions/s',
    step: 'Step: one expansion in every pane',
    stepBack: 'Step back one expansion',
    scrubber: 'Expansions recorded',
    clock: 'Expansion {{clock, number}}',
    position: 'Expansion {{clock}} of {{total}}',
    positionLive: 'Expansion {{clock}} of {{total}} so far',
  },
  views: {
    label: 'Show',
    charts: 'Charts',
    results: 'Results table',
    tree: 'Search tree',
    ready: 'ready',
  },
  charts: {
    log: 'Logarithmic scale',
    logNote: '(log scale)',
    hint: 'One line per pane; the x axis is the shared clock.',
    hintOwn: 'One line per pane, each stretched to the full width: a short run shows its shape beside a long one.',
    xAxis: 'X axis',
    xClock: 'Shared clock',
    xOwn: 'Each pane’s own run',
    squeezed: 'Pane {{pane}}’s whole run fits in the first {{share}}% of this axis.',
    showOwn: 'Stretch each run to the full width',
    ownLength: 'Share of each pane’s own run (its expansions so far)',
    atClock: 'After {{clock, number}} expansions:',
    frontier: 'Frontier size',
    memory: 'Nodes held in memory',
    fExpanded: 'f of each expanded node',
    fHint:
      'A* with a consistent heuristic never expands a node with a lower f than the one before: its line climbs in steps, one step per f-contour. BFS climbs by depth; IDA* climbs to its bound again in every pass; greedy (f = h) and weighted A* can go down.',
    expansions: 'Expansions',
    levels: 'Nodes expanded per depth (BFS layers) or per bound (IDA* passes)',
    byDepth: 'Depth g',
    byBound: 'Bound of the pass',
    walkLevels: 'A random walk expands one node per step: there are no layers to count.',
  },
  results: {
    caption: 'Results measured on this board',
    pane: 'Pane',
    result: 'Result',
    expanded: 'Expanded',
    generated: 'Generated',
    peakMemory: 'Peak memory (nodes)',
    time: 'Time',
    timeInWorker: 'in a worker, not recorded: not comparable',
    length: 'Solution length',
    cost: 'Path cost',
    shortest: 'Shortest on this board?',
    checking: 'checking…',
    unknown: 'unknown',
    optimal: 'Optimal (guaranteed)',
    lowest: 'lowest',
    longer_one: '+{{count, number}} move',
    longer_other: '+{{count, number}} moves',
    refused: 'Cannot run',
    pending: 'not finished yet',
    background: 'finished in the background (not recorded)',
    kind: { solved: 'Solved', exhausted: 'No solution', limit: 'Limit reached' },
    yes: 'Yes',
    no: 'No',
    notes:
      'Each row fills in when the clock reaches that pane’s end. Time is the time spent searching in this browser while the run is recorded for replay (the same for every recorded pane); a pane finished in the background is timed in a worker without recording, so its time is not compared. “Shortest on this board?” is measured against the true optimum; “optimal (guaranteed)” is the algorithm’s promise with this heuristic and weight.',
  },
  tree: treeEn,
  /** A student's trace beside the reference (opened from the trace panel). */
  trace: {
    yoursNamed: 'Your trace: {{name}}',
    difference: 'First difference: expansion {{clock, number}} (line {{line, number}} of the trace)',
    differenceHere: 'First difference here: expansion {{clock, number}} (line {{line, number}} of the trace)',
    cutOff: 'The trace ends here, cut off: it has no solution or failure line.',
    goTo: 'Go to the first difference',
    none: 'No difference: every expansion of the trace is one {{algorithm}} allows.',
    otherReference: 'The first difference was found against {{algorithm}}: pick it in this pane to see it.',
  },
};
