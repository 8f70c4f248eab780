/**
 * The recorded log's memory: BFS on the hardest 3x3 (about 665,000 events) recorded into the
 * core's replayer, whose columns (src/core/replay/eventColumns.ts, nodeTable.ts) and packed
 * checkpoints are counted exactly, against the baseline of the same events kept as the objects
 * the solver yields (what a log of objects holds), measured as the heap they retain after a full
 * collection. Also the time to record and replay them to the end, against folding the objects.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SearchEvent } from '../src/core/events';
import { makePuzzle } from '../src/core/puzzle';
import { applyEvent, createReplayer, createState } from '../src/core/replay';
import { runToEnd } from '../src/core/solvers';

const HARDEST = [8, 6, 7, 2, 5, 4, 3, 0, 1];

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterCollection(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export interface LogMemory {
  events: number;
  /** Bytes an event: the log's columns, the checkpoints' packed frontiers, the objects baseline. */
  columnsPerEvent: number;
  checkpointsPerEvent: number;
  objectsPerEvent: number;
  /** Record (append) and replay to the end through the replayer, and the baseline fold of the objects. */
  replayerMs: number;
  foldMs: number;
}

export function logMemory(): LogMemory {
  const before = heapAfterCollection();
  const events: SearchEvent[] =
    runToEnd(makePuzzle(3, 3), HARDEST, { algorithm: 'bfs', trace: 'all', budget: { maxExpansions: 1_000_000 } })
      .events ?? [];
  const objectsPerEvent = (heapAfterCollection() - before) / events.length;
  let t = performance.now();
  const state = createState();
  for (let i = 0; i < events.length; i++) applyEvent(state, events[i]);
  const foldMs = performance.now() - t;
  t = performance.now();
  const replayer = createReplayer();
  replayer.append(events);
  replayer.seek(replayer.length);
  const replayerMs = performance.now() - t;
  const count = events.length;
  const stats = replayer.stats();
  return {
    events: count,
    columnsPerEvent: stats.logBytes / count,
    checkpointsPerEvent: (4 * stats.checkpointEntries) / count,
    objectsPerEvent,
    replayerMs,
    foldMs,
  };
}
