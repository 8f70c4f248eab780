/**
 * How the visualizer draws and names a state, asked by the domain's kind: the puzzle registers
 * its board views (puzzleViews.tsx); a domain with no view of its own gets the fallback, its
 * state as the domain writes it (Domain.format) and in words (Domain.describe), fetched when
 * first drawn. The road map and the grid add a whole-problem view (`Problem`), shown where
 * the puzzle shows its board. A new domain's view registers here with `registerStateViews`.
 */
import type { ComponentType } from 'react';
import { ROAD_MAP_DOMAIN } from '../../core/domain/graph/graphDomain';
import { GRID_DOMAIN } from '../../core/domain/grid/gridDomain';
import { PUZZLE_DOMAIN } from '../../core/domain/puzzle';
import type { AnyDomain } from '../../core/domain/types';
import type { AlgorithmId, StateKey } from '../../core/events';
import type { Replayer, ReplayView } from '../../core/replay';
import { lazyComponent } from '../loading/lazyComponent';
import { PUZZLE_VIEWS } from './puzzleViews';

export interface StateViewProps {
  readonly domain: AnyDomain;
  readonly stateKey: StateKey;
  /** `small`: a row of a list (the frontier); `large`: the main state view (the current node). */
  readonly size: 'small' | 'large';
}

/** A run a whole-problem view draws when it is not the visualizer's: a compare pane's. */
export interface ProblemRun {
  readonly view: ReplayView;
  readonly log: Replayer;
  readonly algorithm: AlgorithmId;
  /** Weighted A*'s w (a waiting node's label writes f = g + w·h). */
  readonly weight: number;
  /** The goal as the set-up names it ('' : the one the map poses). */
  readonly goal: string;
  /** Drawn small, beside others: no legend (the page shows one). */
  readonly compact?: boolean;
}

export interface StateViews {
  /** Draws one state. */
  readonly State: ComponentType<StateViewProps>;
  /**
   * Draws the whole problem live with the run, where the puzzle shows its board (a road map's
   * cities, a grid's cells, each coloured by its status): it reads the visualizer's run itself
   * (useRunView, useRunStore), or the run it is given (a compare pane's). Absent: the current
   * node's card shows the state alone.
   */
  readonly Problem?: ComponentType<{ readonly domain: AnyDomain; readonly run?: ProblemRun }>;
  /** One short line naming a state, where no drawing fits (a tree's node label, a tooltip). */
  label(domain: AnyDomain, stateKey: StateKey): string;
}

const fallbackState = lazyComponent(() => import('./FallbackState').then((m) => m.FallbackState));

/** A domain with no view of its own: its text, and its description in words. */
export const FALLBACK_VIEWS: StateViews = {
  State: fallbackState.Component,
  label: (domain, stateKey) => firstLine(domain.format(domain.state(stateKey))),
};

// The whole-problem views of the road map and the grid, each fetched when first drawn.
const roadMapView = lazyComponent(() => import('./roadMap/RoadMapView').then((m) => m.RoadMapView));
const gridView = lazyComponent(() => import('./grid/GridView').then((m) => m.GridView));

const views = new Map<string, StateViews>([
  [PUZZLE_DOMAIN, PUZZLE_VIEWS],
  [ROAD_MAP_DOMAIN, { ...FALLBACK_VIEWS, Problem: roadMapView.Component }],
  [GRID_DOMAIN, { ...FALLBACK_VIEWS, Problem: gridView.Component }],
]);

/** A domain's views, or the fallback's. */
export function stateViewsFor(kind: string): StateViews {
  return views.get(kind) ?? FALLBACK_VIEWS;
}

/** Registers a domain's views; returns the function that takes them out again. */
export function registerStateViews(kind: string, own: StateViews): () => void {
  if (views.has(kind)) throw new Error(`the domain kind "${kind}" already has views`);
  views.set(kind, own);
  return () => {
    views.delete(kind);
  };
}

const LABEL_CHARS = 24;

function firstLine(text: string): string {
  const line = text.split('\n')[0];
  return line.length > LABEL_CHARS ? `${line.slice(0, LABEL_CHARS - 1)}…` : line;
}
