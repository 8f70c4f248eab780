/**
 * Each pane's identity, used the same way in the pane header, the charts, the table and the
 * tree picker: a letter, a colour (Okabe-Ito, safe for colour-vision deficiencies), a line
 * dash and a marker shape, so a greyscale projector still tells the panes apart.
 */
import type { TFunction } from 'i18next';
import { DEFAULT_LOCAL } from '../../core/setups';
import { LOCAL_ALGORITHMS } from '../../core/solvers/algorithms';
import { localParts } from '../../links/values';
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

/** "IDA* · Manhattan distance", "Weighted A* (w = 2) · Manhattan distance", "Monte Carlo random walk (seed 30)". */
export function paneTitle(p: PaneSetup, t: TFunction, usesHeuristic: boolean): string {
  const name =
    p.algorithm === 'wastar'
      ? t('compare.pane.weighted', { w: p.weight })
      : p.algorithm === 'random'
        ? t('compare.pane.walk', { seed: p.seed })
        : p.algorithm === 'dfs'
          ? t('compare.pane.dfs', { limit: p.depthLimit })
          : LOCAL_ALGORITHMS.includes(p.algorithm)
            ? `${t(`algorithm.${p.algorithm}`)} (${localParts(p.algorithm, { ...DEFAULT_LOCAL, ...p.local, seed: p.seed }).join(' ')})`
            : t(`algorithm.${p.algorithm}`);
  return usesHeuristic ? `${name} · ${t(`heuristic.${p.heuristic}`)}` : name;
}
