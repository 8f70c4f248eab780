/**
 * One look per heuristic, the same in every chart: a colour (Okabe-Ito hues, darkened to keep a
 * 3:1 contrast on white and lightened for the dark theme: CSS variables in explorer.css), a
 * marker shape and a dash pattern, so no series is told apart by colour alone (projectors wash
 * colours out; some pupils do not see them).
 */
import type { HeuristicId } from '../../../core/events';
import type { SeriesStyle } from '../../charts/shapes';

export const HEURISTIC_STYLE: Readonly<Record<HeuristicId, SeriesStyle>> = {
  misplaced: { color: 'var(--series-misplaced)', marker: 'triangle', dash: '2 3' },
  manhattan: { color: 'var(--series-manhattan)', marker: 'square', dash: '7 3' },
  'linear-conflict': { color: 'var(--series-linear-conflict)', marker: 'circle' },
  'walking-distance': { color: 'var(--series-walking-distance)', marker: 'diamond', dash: '10 3 2 3' },
  pdb: { color: 'var(--series-pdb)', marker: 'cross', dash: '4 2' },
};

/** The true distance: the yardstick, drawn in ink. */
export const TRUTH_STYLE: SeriesStyle = { color: 'var(--ink)', marker: 'none', dash: '5 4' };
