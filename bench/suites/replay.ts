/**
 * Visual pipeline throughput: events per second through the replay reducer (src/core/replay).
 * One row here measures the whole pipeline on A* for a 31-move 3x3 board: the solver producing
 * every event (trace 'all') is the baseline, the reducer folding the same events is the case,
 * so a ratio above 1 says the views keep up with the search. The replay engineer's own
 * scenarios (bench/replay.ts: 4x4 frontiers near 100,000 entries, the replayer with its
 * checkpoints) follow, against the target of 100,000 events per second.
 */
import type { SearchEvent } from '../../src/core/events';
import { makePuzzle } from '../../src/core/puzzle';
import { applyEvent, createState } from '../../src/core/replay';
import { runToEnd } from '../../src/core/solvers';
import type { BenchRow } from '../report';
import { logMemory } from '../logMemory';
import { replaySuite } from '../replay';

const TARGET = 100_000;

export async function replayRows(quick: boolean): Promise<BenchRow[]> {
  const puzzle = makePuzzle(3, 3);
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  let events: SearchEvent[] = [];
  const produce = () => {
    const t = performance.now();
    events = runToEnd(puzzle, start, { algorithm: 'astar', heuristic: 'manhattan', trace: 'all' }).events ?? [];
    return performance.now() - t;
  };
  const fold = () => {
    const t = performance.now();
    const state = createState();
    for (let i = 0; i < events.length; i++) applyEvent(state, events[i]);
    return performance.now() - t;
  };
  // Like with like: both warmed once, then the median of the same number of alternating rounds.
  produce();
  fold();
  const producing: number[] = [];
  const folding: number[] = [];
  for (let i = 0; i < (quick ? 3 : 7); i++) {
    producing.push(produce());
    folding.push(fold());
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const ms = median(folding);
  const produceMs = median(producing);
  const rows: BenchRow[] = [
    {
      suite: 'replay',
      name: 'reducer on A* + Manhattan events, 31-move 3x3 board (median, warmed)',
      nodes: events.length,
      unit: 'events',
      ms,
      baseline: { name: "solver at trace 'all' (median, warmed)", nodes: events.length, ms: produceMs },
      ratio: produceMs / ms,
      target: '>= 100,000 events/s',
      met: (events.length / ms) * 1000 >= TARGET,
    },
  ];
  for (const f of await replaySuite(quick ? 1 : 3)) {
    rows.push({
      suite: 'replay',
      name: f.name,
      nodes: f.events,
      unit: 'events',
      ms: f.ms,
      baseline: null,
      ratio: null,
      target: '>= 100,000 events/s',
      met: f.eventsPerSecond >= TARGET,
    });
  }
  const memory = logMemory();
  const perEvent = memory.columnsPerEvent + memory.checkpointsPerEvent;
  rows.push({
    suite: 'replay',
    name: 'BFS on the hardest 3x3 recorded into the columnar log and replayed to the end',
    nodes: memory.events,
    unit: 'events',
    ms: memory.replayerMs,
    baseline: {
      name: 'the reducer folding the same events as objects (no log, no checkpoints)',
      nodes: memory.events,
      ms: memory.foldMs,
    },
    ratio: memory.foldMs / memory.replayerMs,
    notes:
      `memory ${perEvent.toFixed(0)} B an event (columns ${memory.columnsPerEvent.toFixed(1)}, packed checkpoints ` +
      `${memory.checkpointsPerEvent.toFixed(1)}) against ${memory.objectsPerEvent.toFixed(0)} B an event for the ` +
      `same events as objects (${(memory.objectsPerEvent / perEvent).toFixed(1)}x less); 5,000,000 events at this rate: ` +
      `${((5e6 * perEvent) / 1e6).toFixed(0)} MB`,
  });
  return rows;
}
