/**
 * Throughput of the replay layer (issue 4 asks for at least 100,000 events per second with a
 * 100,000-entry frontier): events per second folded by the reducer alone, and by a replayer
 * seeking to the end of a freshly appended log (the reducer plus its checkpoint copies), on
 *   - a long A* run on a 31-move 3x3 board (misplaced tiles: ~450,000 events),
 *   - BFS on a 4x4 until its FIFO frontier passes 100,000 entries,
 *   - A* on a 4x4 until its priority frontier nears 100,000 entries (inserts land anywhere).
 * The script also prints what a backward seek costs (restore a checkpoint, then replay).
 *
 *   npx tsx bench/replay.ts [--rounds N] [--json]
 *
 * `replaySuite` is exported for `npm run bench` (bench/index.ts).
 */
import type { AlgorithmId, HeuristicId, SearchEvent } from '../src/core/events';
import { makePuzzle, type Puzzle } from '../src/core/puzzle';
import { seededRandom } from '../src/core/random';
import { applyEvent, createReplayer, createState } from '../src/core/replay';
import { scramble } from '../src/core/scramble';
import { runToEnd } from '../src/core/solvers';

export interface ReplayFigure {
  name: string;
  events: number;
  ms: number;
  eventsPerSecond: number;
}

interface Scenario {
  name: string;
  puzzle: Puzzle;
  start: readonly number[];
  algorithm: AlgorithmId;
  heuristic?: HeuristicId;
  maxExpansions?: number;
}

function scenarios(): Scenario[] {
  const p3 = makePuzzle(3, 3);
  const p4 = makePuzzle(4, 4);
  // A walk of 200 random moves from the goal: deep enough that neither search ends early.
  const far4 = scramble(p4, 200, seededRandom(1));
  return [
    // One of the two 3x3 boards at the diameter (31 moves), see ../shared/data/README.md.
    {
      name: 'A* 3x3 31 moves, misplaced',
      puzzle: p3,
      start: [8, 6, 7, 2, 5, 4, 3, 0, 1],
      algorithm: 'astar',
      heuristic: 'misplaced',
    },
    { name: 'BFS 4x4, frontier > 100k', puzzle: p4, start: far4, algorithm: 'bfs', maxExpansions: 110_000 },
    {
      name: 'A* 4x4, frontier ~100k',
      puzzle: p4,
      start: far4,
      algorithm: 'astar',
      heuristic: 'manhattan',
      maxExpansions: 120_000,
    },
  ];
}

function record(s: Scenario): { events: SearchEvent[]; peakFrontier: number } {
  const { events, final } = runToEnd(s.puzzle, s.start, {
    algorithm: s.algorithm,
    heuristic: s.heuristic,
    trace: 'all',
    budget: { maxExpansions: s.maxExpansions ?? 5_000_000, maxMs: 600_000 },
  });
  return { events: events ?? [], peakFrontier: final.stats.peakFrontier };
}

function median(xs: number[]): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

function timeReducer(events: readonly SearchEvent[]): number {
  const t0 = performance.now();
  const state = createState();
  for (let i = 0; i < events.length; i++) applyEvent(state, events[i]);
  const ms = performance.now() - t0;
  if (state.cursor !== events.length) throw new Error('the reducer skipped events');
  return ms;
}

function timeReplayer(events: SearchEvent[]): number {
  const t0 = performance.now();
  const replayer = createReplayer();
  replayer.append(events);
  replayer.seek(events.length);
  return performance.now() - t0;
}

/** Backward seeks to random cursors in the second half of the log, after a seek to the end. */
function seekLatency(events: SearchEvent[], count: number): { meanMs: number; maxMs: number } {
  const replayer = createReplayer();
  replayer.append(events);
  replayer.seek(events.length);
  const random = seededRandom(7);
  let total = 0;
  let max = 0;
  for (let i = 0; i < count; i++) {
    const target = Math.floor(events.length * (0.5 + random() / 2));
    replayer.seek(events.length); // every seek below goes backwards
    const t0 = performance.now();
    replayer.seek(target);
    const ms = performance.now() - t0;
    total += ms;
    max = Math.max(max, ms);
  }
  return { meanMs: total / count, maxMs: max };
}

function figure(name: string, events: number, ms: number): ReplayFigure {
  return { name, events, ms: Math.round(ms * 10) / 10, eventsPerSecond: Math.round((events / ms) * 1000) };
}

/** Median of `rounds` timed passes per scenario, after one warm-up pass. */
export async function replaySuite(
  rounds = 3,
  onSeek?: (name: string, meanMs: number, maxMs: number) => void,
): Promise<ReplayFigure[]> {
  const out: ReplayFigure[] = [];
  for (const s of scenarios()) {
    // Recorded one at a time: each log holds ~500,000 events.
    const { events, peakFrontier } = record(s);
    const name = `${s.name} (peak frontier ${peakFrontier})`;
    timeReducer(events);
    out.push(
      figure(`reducer: ${name}`, events.length, median(Array.from({ length: rounds }, () => timeReducer(events)))),
    );
    out.push(
      figure(
        `replayer to end: ${name}`,
        events.length,
        median(Array.from({ length: rounds }, () => timeReplayer(events))),
      ),
    );
    if (onSeek) {
      const { meanMs, maxMs } = seekLatency(events, 20);
      onSeek(s.name, meanMs, maxMs);
    }
    await Promise.resolve(); // let a caller's event loop breathe between scenarios
  }
  return out;
}

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('replay.ts');
if (isMain) {
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
  const seeks: string[] = [];
  const figures = await replaySuite(rounds, (name, meanMs, maxMs) =>
    seeks.push(`${name.padEnd(30)} backward seek: mean ${meanMs.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms`),
  );
  if (args.includes('--json')) {
    console.log(JSON.stringify(figures));
  } else {
    console.log('Replay throughput (median of', rounds, 'rounds after warm-up; target >= 100,000 events/s)');
    for (const f of figures) {
      console.log(
        `${f.name.padEnd(68)} ${String(f.events).padStart(8)} events ${f.ms.toFixed(1).padStart(8)} ms ` +
          `${f.eventsPerSecond.toLocaleString('en').padStart(12)} events/s`,
      );
    }
    for (const line of seeks) console.log(line);
  }
  if (figures.some((f) => f.eventsPerSecond < 100_000)) process.exitCode = 1;
}
