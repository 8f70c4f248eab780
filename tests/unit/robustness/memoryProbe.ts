/**
 * Run by memory.test.ts in a fresh `node --expose-gc` process, one search per process, so no
 * earlier test's garbage sits in the baseline. Prints one JSON line: the final event's figures,
 * the baseline after a full GC and the peak of heap + typed arrays sampled during the search.
 * Usage: node --expose-gc --import tsx memoryProbe.ts <rows> <cols> <tiles,...> <algorithm> <heuristic> <budget JSON>
 */
import { makePuzzle } from '../../../src/core/puzzle';
import { startSearch, type SolveOptions } from '../../../src/core/solvers';

const [rows, cols, tiles, algorithm, heuristic, budgetJson] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** JS heap plus typed-array memory (the solvers keep nodes in typed arrays, outside the heap). */
const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const puzzle = makePuzzle(Number(rows), Number(cols));
const options: SolveOptions = {
  algorithm: algorithm as SolveOptions['algorithm'],
  heuristic: heuristic as SolveOptions['heuristic'],
  budget: JSON.parse(budgetJson),
  trace: 'progress',
  progressEvery: 5_000,
};
gc();
gc();
const baseline = memory();
const started = startSearch(puzzle, tiles.split(',').map(Number), options);
if (!started.ok) throw new Error(`refused: ${started.reason}`);
let peak = baseline;
const t0 = performance.now();
let final;
for (const event of started.search) {
  peak = Math.max(peak, memory());
  if (event.type === 'solved' || event.type === 'exhausted' || event.type === 'limit') final = event;
}
if (!final) throw new Error('no final event');
console.log(
  JSON.stringify({
    type: final.type,
    reason: final.type === 'limit' ? final.reason : undefined,
    expanded: final.stats.expanded,
    peakMemory: final.stats.peakMemory,
    elapsedMs: final.stats.elapsedMs,
    wallMs: performance.now() - t0,
    baseline,
    peak,
  }),
);
