/**
 * Each pane's identity, used the same way in the pane header, the charts, the table and the
 * tree picker: a letter, a colour (Okabe-Ito, safe for colour-vision deficiencies), a line
 * dash and a marker shape, so a greyscale projector still tells the panes apart.
 */
import type { TFunction } from 'i18next';
import { DEFAULT_LOCAL, PUZZLE_KIND } from '../../core/setups';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { DEFAULT_SMA_MEMORY_LIMIT } from '../../core/solvers/types';
import type { PaneSetup } from '../../store/compareSession';
import type { BarFill } from '../charts/BarPattern';
import type { SeriesStyle } from '../charts/shapes';

export interface PaneStyle extends SeriesStyle {
  letter: string;
  /** SVG stroke-dasharray ('' = solid). */
  dash: string;
  /** The bar fill pattern of the per-depth chart. */
  pattern: BarFill;
}

export const PANE_STYLES: readonly PaneStyle[] = [
  { letter: 'A', color: 'var(--pane-a)', dash: '', marker: 'circle', pattern: 'solid' },
  { letter: 'B', color: 'var(--pane-b)', dash: '9 5', marker: 'square', pattern: 'hatch' },
  { letter: 'C', color: 'var(--pane-c)', dash: '2 4', marker: 'triangle', pattern: 'dots' },
  { letter: 'D', color: 'var(--pane-d)', dash: '12 4 3 4', marker: 'diamond', pattern: 'cross' },
];

/**
 * "IDA* · Manhattan distance", "Weighted A* (w = 2) · Manhattan distance", "Monte Carlo random
 * walk (seed 30)", "BFS, goal tested at expansion", "Hill climbing (seed 10, up to 0 sideways
 * moves, 20 restarts)": every setting that makes this pane's run differ from another's.
 */
export function paneTitle(p: PaneSetup, t: TFunction, setup: { readonly domain?: string }): string {
  const name = paneName(p, t);
  // On another domain the heuristic is the problem's, named in the set-up: a pane names its moves.
  if (setup.domain !== undefined && setup.domain !== PUZZLE_KIND) {
    return p.moves === undefined ? name : `${name} · ${t('compare.pane.moves', { moves: p.moves })}`;
  }
  return algorithmInfo(p.algorithm)?.usesHeuristic ? `${name} · ${t(`heuristic.${p.heuristic}`)}` : name;
}

function paneName(p: PaneSetup, t: TFunction): string {
  const info = algorithmInfo(p.algorithm);
  // A goal-test option names the pane only when it moves the test off the algorithm's default.
  const plainGoalTest = info?.options.includes('goalTest') && (p.goalTest ?? info.goalTest) === info.goalTest;
  if (!info?.paneName || plainGoalTest) return t(`algorithm.${p.algorithm}`);
  const local = { ...DEFAULT_LOCAL, ...p.local, seed: p.seed };
  const memoryLimit = p.memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT;
  return t(`compare.pane.${info.paneName}`, {
    ...local,
    w: p.weight,
    k: local.beamWidth,
    depthLimit: p.depthLimit,
    memoryLimit,
  });
}
