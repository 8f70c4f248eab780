/**
 * The two 31-move 3x3 boards with A* (linear conflict, Manhattan) through the solver registry,
 * and the generator drained at the 'progress' level against the same A* as a plain loop. The
 * measurement itself is the solver engineer's `measureDrain` (bench/drain.ts); this file turns
 * it into table rows.
 */
import { measureDrain } from '../drain';
import type { BenchRow } from '../report';

export function astar3x3Suite(quick: boolean): BenchRow[] {
  const figures = measureDrain(quick ? 80 : 400);
  const lc = figures.find((f) => f.heuristic === 'linear-conflict');
  const md = figures.find((f) => f.heuristic === 'manhattan');
  if (!lc || !md) throw new Error('measureDrain returned no linear-conflict / manhattan figures');
  const mean = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) / xs.length);
  const rows: BenchRow[] = [
    {
      suite: 'astar-3x3',
      name: 'A* + linear conflict, 31-move boards (median per solve)',
      nodes: mean(lc.expanded),
      unit: 'nodes',
      ms: lc.generatorMs,
      baseline: { name: 'A* + Manhattan', nodes: mean(md.expanded), ms: md.generatorMs },
      ratio: md.generatorMs / lc.generatorMs,
      target: '< 0.5 ms per solve',
      met: lc.generatorMs < 0.5,
    },
  ];
  for (const f of [lc, md]) {
    rows.push({
      suite: 'drain',
      name: `A* + ${f.heuristic}: generator at 'progress' vs plain loop`,
      nodes: mean(f.expanded),
      unit: 'nodes',
      ms: f.generatorMs,
      baseline: { name: 'plain A* loop', nodes: mean(f.expanded), ms: f.plainMs },
      ratio: f.ratio,
      ratioIsCost: true,
      target: '<= 1.3x',
      met: f.ratio <= 1.3,
    });
  }
  return rows;
}
