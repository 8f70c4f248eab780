/**
 * Strings of the local searches' own screens (the local-search panel and settings in the
 * visualizer, the lab's success-rate table), loaded with them: t('local.…').
 */
export const localEn = {
  // How a run ends and what each step did, read by the narration and compare's panes.
  final: {
    stuck: {
      'local-minimum': 'Stuck at a local minimum: every neighbour is worse. A solution may still exist.',
      plateau: 'Stuck on a plateau: no better neighbour and no sideways move left.',
      'out-of-restarts': 'Out of restarts: the last climb got stuck too.',
      frozen: 'Frozen: the temperature fell below 0.01 before the goal.',
      'beam-empty': 'The beam is empty: every child was a state seen before.',
    },
  },
  narrate: {
    expand: {
      climb: 'Looked at every neighbour of the current board (h = {{h}}).',
      anneal: 'Picked a random neighbour of the current board (h = {{h}}).',
      beam: 'Expanded a board of the beam: h = {{h}}, depth {{g}}.',
    },
    move: {
      better: 'Moved to the neighbour with h = {{h}} ({{delta}}): better.',
      sideways: 'Moved sideways to h = {{h}}: no neighbour is better.',
      worse: 'Accepted a worse move to h = {{h}} (+{{delta}}) with probability {{p}} at T = {{t}}.',
      rejected: 'Rejected the move to h = {{h}} (+{{delta}}): probability {{p}} at T = {{t}}.',
    },
    restart:
      'Restart {{n}} (stuck on a {{reason}}): from the start board scrambled by {{scramble}} random moves, h = {{h}}.',
    stuckReason: { 'local-minimum': 'local minimum', plateau: 'plateau' },
  },
  settings: {
    title: 'Local search settings',
    seed: 'Seed',
    sideways: 'Sideways moves in a row (at most)',
    restarts: 'Random restarts',
    temperature: 'Start temperature T0',
    cooling: 'Cooling factor α',
    beamWidth: 'Beam width k',
    schedule: 'Schedule: T(t) = {{t0}} × {{alpha}}^t; stops below T = 0.01 (after about {{steps, number}} steps).',
    restartNote:
      'A restart scrambles the start board by {{n}} random moves and climbs again: the start is given, so it cannot be a fresh random board.',
  },
  panel: {
    title: 'Local search',
    current: 'Current board: h = {{h}}',
    neighbours: 'Neighbours and their h',
    h: 'h = {{h}}',
    taken: 'taken',
    notTaken: 'not taken',
    why: {
      better: 'the lowest h, better than the current {{h}}',
      sideways: 'no neighbour is better: a sideways move on the plateau',
      worse: 'worse, accepted with probability {{p}}',
      rejected: 'worse, rejected (probability {{p}})',
    },
    temperature: 'Temperature T = {{t}}',
    probability: 'Acceptance probability of this move: {{p}}',
    restarts: 'Restarts so far: {{count}}',
    trace: 'h over the steps',
    traceX: 'step',
    traceY: 'h of the current board',
    plateau: 'plateau',
    localMin: 'local minimum',
    restart: 'restart',
    empty: 'Step forward to see the neighbours.',
    beamNote: 'Beam search keeps the {{k}} best children of each layer: the frontier panel shows the beam.',
  },
  lab: {
    title: 'Local search: how often does it solve a random 8-puzzle?',
    boards: 'Random boards',
    seed: 'Seed',
    run: 'Measure',
    cancel: 'Cancel',
    running: 'Measuring… {{done}} of {{total}} rows',
    failed: 'The measurement failed: {{message}}',
    csv: 'Download the table (CSV)',
    caption: 'Success rate over {{count, number}} random solvable 8-puzzles (seed {{seed}})',
    variant: 'Algorithm',
    heuristic: 'h',
    rate: 'Solved',
    solved: 'Solved runs',
    stepsSolved: 'Mean steps (solved)',
    stepsFailed: 'Mean steps (failed)',
    variants: {
      hill: 'Steepest ascent',
      'hill-sideways': 'Steepest ascent, ≤ {{sideways}} sideways moves',
      'hill-restarts': 'Steepest ascent, {{restarts}} random restarts',
      'hill-sideways-restarts': 'Steepest ascent, sideways moves and restarts',
      anneal: 'Simulated annealing (T0 = 2, α = 0.995)',
    },
    help: 'AIMA (section 4.1.1) runs steepest-ascent hill climbing on random 8-queens states: 14% solved without sideways moves, 94% with up to 100 sideways moves, and random restarts until one succeeds. The sliding puzzle is another landscape: the boards here are uniform over the solvable 8-puzzles, a step changes Manhattan distance by exactly one (so it has no plateaus and sideways moves never happen), misplaced tiles has plateaus, and a restart can only scramble the given start. Compare the question, not the numbers.',
  },
};
