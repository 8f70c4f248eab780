/**
 * A student's A* trace on the Romania map, AIMA Fig. 3.24 as they would write it (Arad to
 * Bucharest, straight-line h, the better path to Bucharest found through Pitesti): the unit
 * tests and the browser tests replay the same file.
 */
export const ROMANIA_ASTAR_LINES: readonly Record<string, unknown>[] = [
  {
    trace: 'frontier',
    version: 1,
    domain: 'romania',
    start: 'Arad',
    goal: 'Bucharest',
    algorithm: 'astar',
    heuristic: 'straight-line',
  },
  { expand: 'Arad', g: 0, h: 366 },
  { generate: 'Sibiu', parent: 'Arad', g: 140, h: 253 },
  { generate: 'Timisoara', parent: 'Arad', g: 118, h: 329 },
  { generate: 'Zerind', parent: 'Arad', g: 75, h: 374 },
  { expand: 'Sibiu', g: 140, h: 253 },
  { generate: 'Fagaras', parent: 'Sibiu', g: 239, h: 176 },
  { generate: 'Oradea', parent: 'Sibiu', g: 291, h: 380 },
  { generate: 'Rimnicu Vilcea', parent: 'Sibiu', g: 220, h: 193 },
  { expand: 'Rimnicu Vilcea', g: 220, h: 193 },
  { generate: 'Craiova', parent: 'Rimnicu Vilcea', g: 366, h: 160 },
  { generate: 'Pitesti', parent: 'Rimnicu Vilcea', g: 317, h: 100 },
  { expand: 'Fagaras', g: 239, h: 176 },
  { generate: 'Bucharest', parent: 'Fagaras', g: 450, h: 0 },
  { expand: 'Pitesti', g: 317, h: 100 },
  { generate: 'Bucharest', parent: 'Pitesti', g: 418, h: 0 },
  { expand: 'Bucharest', g: 418, h: 0 },
  { solution: ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'] },
];

export const ROMANIA_ASTAR = ROMANIA_ASTAR_LINES.map((l) => JSON.stringify(l)).join('\n');
