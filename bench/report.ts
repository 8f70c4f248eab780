/** One row of `npm run bench`, and the table and JSON made of them. */

export interface BenchRow {
  /** The suite this row belongs to (korf100, astar-3x3, ...). */
  readonly suite: string;
  readonly name: string;
  /** Nodes expanded (searches), states (state space) or events (replay); null when not counted. */
  readonly nodes: number | null;
  readonly unit: 'nodes' | 'states' | 'events' | 'entries';
  readonly ms: number;
  /** The baseline measured in the same run, on the same work. */
  readonly baseline: { readonly name: string; readonly nodes: number | null; readonly ms: number } | null;
  /** baseline ms / this ms: above 1 means faster than the baseline (for overhead rows, see `ratioIsCost`). */
  readonly ratio: number | null;
  /** True for overhead rows, where the ratio is this ms / baseline ms (1.0 = no cost). */
  readonly ratioIsCost?: boolean;
  /** A target from the issue, in words, and whether this run met it. */
  readonly target?: string;
  readonly met?: boolean;
  readonly notes?: string;
}

export function perSecond(count: number | null, ms: number): number | null {
  return count === null || ms <= 0 ? null : Math.round((count / ms) * 1000);
}

function fmtCount(n: number | null): string {
  if (n === null) return '-';
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)}G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (n >= 1e4) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

function fmtMs(ms: number): string {
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 10) return `${ms.toFixed(0)} ms`;
  return `${ms.toFixed(3)} ms`;
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['suite', 'case', 'count', 'time', 'per second', 'baseline', 'ratio', 'target'];
  const body = rows.map((r) => [
    r.suite,
    r.name,
    `${fmtCount(r.nodes)} ${r.nodes === null ? '' : r.unit}`.trim(),
    fmtMs(r.ms),
    fmtCount(perSecond(r.nodes, r.ms)),
    r.baseline ? `${r.baseline.name}: ${fmtMs(r.baseline.ms)}` : '-',
    r.ratio === null ? '-' : `${r.ratio.toFixed(2)}x${r.ratioIsCost ? ' cost' : ''}`,
    r.target ? `${r.met ? 'ok' : 'MISSED'} (${r.target})` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
