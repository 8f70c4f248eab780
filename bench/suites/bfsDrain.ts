/**
 * The generator cost for the uninformed searches: BFS drained at the 'progress' level against
 * the same BFS written as a plain loop over the same pooled arena and state index, on a
 * 31-move 3x3 board (BFS stores nearly all 181,440 states before it meets the goal). Rounds
 * alternate (alternate.ts).
 */
import { makePuzzle } from '../../src/core/puzzle';
import type { SearchModel } from '../../src/core/solvers/model';
import { childKey, makeModel } from '../../src/core/solvers/model';
import { giveArena, giveIndex, takeArena, takeIndex } from '../../src/core/solvers/pool';
import { startSearch } from '../../src/core/solvers/registry';
import { HARDEST_3X3 } from '../drain';
import { alternateRounds } from '../alternate';
import type { BenchRow } from '../report';

/** bfs.ts without the events: goal test at generation, the move back skipped. Returns the length. */
function plainBfs(model: SearchModel): number {
  const { size, goalKey } = model;
  const { neighbours, degree } = model.topo;
  const arena = takeArena(size);
  const seen = takeIndex(model.numericKeys);
  const tiles = new Uint8Array(size);
  const done = (length: number) => {
    giveArena(arena);
    giveIndex(seen);
    return length;
  };
  arena.add(0, -1, -1, 0, 0, model.startBlank, model.startKey, model.start);
  seen.set(model.startKey, 0);
  let nextId = 1;
  for (let head = 0; head < arena.length; head++) {
    const g = arena.g[head];
    const blank = arena.blank[head];
    const key = arena.keys[head];
    arena.load(head, tiles);
    const back = head === 0 ? -1 : arena.blank[arena.parent[head]];
    for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
      const to = neighbours[base + k];
      const cid = nextId++;
      if (to === back) continue;
      const tile = tiles[to];
      tiles[blank] = tile;
      tiles[to] = 0;
      const ck = childKey(model, key, tiles, tile, to, blank);
      if (seen.get(ck) < 0) {
        seen.putLast(arena.add(cid, head, 0, g + 1, 0, to, ck, tiles));
        if (ck === goalKey) return done(g + 1);
      }
      tiles[to] = tile;
      tiles[blank] = 0;
    }
  }
  return done(-1);
}

export function bfsDrainSuite(rounds: number): BenchRow[] {
  const puzzle = makePuzzle(3, 3);
  const board = HARDEST_3X3[0];
  let expanded = 0;
  const timed = (solve: () => number): number => {
    const t = performance.now();
    const length = solve();
    const ms = performance.now() - t;
    if (length !== 31) throw new Error(`BFS drain: wrong length ${length}, the benchmark is invalid`);
    return ms;
  };
  const generator = () =>
    timed(() => {
      const started = startSearch(puzzle, board, { algorithm: 'bfs', trace: 'progress' });
      if (!started.ok) throw new Error('BFS drain: the board was refused');
      for (;;) {
        const step = started.search.next();
        if (step.done) {
          expanded = step.value.stats.expanded;
          return step.value.stats.solutionLength;
        }
      }
    });
  const plain = () => timed(() => plainBfs(makeModel(puzzle, board, null)));
  const { subjectMs, baselineMs, ratio } = alternateRounds(rounds, generator, plain);
  return [
    {
      suite: 'drain',
      name: "BFS: generator at 'progress' vs plain loop (a 31-move 3x3 board)",
      nodes: expanded,
      unit: 'nodes',
      ms: subjectMs,
      baseline: { name: 'plain BFS loop', nodes: expanded, ms: baselineMs },
      ratio,
      ratioIsCost: true,
      target: '<= 1.3x',
      met: ratio <= 1.3,
    },
  ];
}
