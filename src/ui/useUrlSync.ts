/**
 * Keeps the address bar a link to what is on screen (see src/store/urlState.ts for the format):
 * - once, before the pages' first effects, the link's scenario is applied: the mode, the play
 *   board, or the visualizer's run replayed to the link's step;
 * - then every change of mode, run, cursor or play board rewrites the query with
 *   history.replaceState, at most a few times a second (browsers throttle faster rewrites, and
 *   playback moves the cursor every frame), adding no history entries;
 * - parameters that were ignored are kept for a dismissible notice (UrlNotice).
 */
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { makePuzzle } from '../core/puzzle';
import { useAppStore } from '../store/appStore';
import { useCompareStore } from '../store/compareStore';
import { usePlayStore } from '../store/playStore';
import { useRunStore } from '../store/runStore';
import { readScenario, writeScenario, type IgnoredParam, type Scenario } from '../store/urlState';

/** Rewrites of the address bar at most this often. */
const WRITE_EVERY_MS = 300;

export type LinkNotice =
  { kind: 'ignored'; params: IgnoredParam[] } | { kind: 'step-past-end'; asked: number; shown: number };

interface LinkNoticeState {
  notices: LinkNotice[];
  dismiss: () => void;
}

export const useLinkNotice = create<LinkNoticeState>((set) => ({
  notices: [],
  dismiss: () => set({ notices: [] }),
}));

/** The step a link asked for, while the run is still being replayed up to it. */
let seekingTo: number | null = null;
let applied = false;

/** What the page shows now, as a scenario. */
export function currentScenario(): Scenario {
  const mode = useAppStore.getState().mode;
  if (mode === 'play') {
    const { puzzle, tiles } = usePlayStore.getState();
    return { mode, play: { rows: puzzle.rows, cols: puzzle.cols, goal: [...puzzle.goal], tiles: [...tiles] } };
  }
  if (mode === 'compare') {
    const compare = useCompareStore.getState();
    return { mode, compare: compare.setup, step: compare.clock };
  }
  const run = useRunStore.getState();
  if (mode !== 'visualize') return { mode, setup: run.setup };
  if (run.runId === 0) return { mode };
  const step = seekingTo ?? Math.max(1, run.cursor);
  return { mode, setup: run.setup, step };
}

/** The full link to what is on screen (for "Copy link"). */
export function currentLink(): string {
  const { origin, pathname, hash } = window.location;
  return `${origin}${pathname}${writeScenario(currentScenario())}${hash}`;
}

function applyLink(search: string) {
  const { scenario, ignored } = readScenario(search);
  const notices: LinkNotice[] = ignored.length > 0 ? [{ kind: 'ignored', params: ignored }] : [];
  useLinkNotice.setState({ notices });
  if (!scenario) return;
  useAppStore.getState().setMode(scenario.mode);
  if (scenario.play) {
    const p = scenario.play;
    usePlayStore.getState().setBoard(makePuzzle(p.rows, p.cols, p.goal), p.tiles, 'link');
  }
  if (scenario.compare) {
    const compare = useCompareStore.getState();
    compare.load(scenario.compare);
    if (scenario.step !== undefined && scenario.step > 0) compare.seek(scenario.step);
  }
  if (scenario.setup) {
    const step = scenario.step ?? 1;
    if (step > 1) seekingTo = step;
    useRunStore.getState().loadAt(scenario.setup, step);
    checkSeekDone();
  }
}

/** Once the replay to the link's step is over: say so if the run ended before that step. */
function checkSeekDone() {
  if (seekingTo === null) return;
  const run = useRunStore.getState();
  if (run.draining) return;
  if (run.cursor < seekingTo) {
    const notice: LinkNotice = { kind: 'step-past-end', asked: seekingTo, shown: run.cursor };
    useLinkNotice.setState((s) => ({ notices: [...s.notices, notice] }));
  }
  seekingTo = null;
}

function startWriting(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = '';
  const write = () => {
    timer = null;
    const query = writeScenario(currentScenario());
    if (query === last) return;
    last = query;
    const { pathname, hash } = window.location;
    try {
      window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
    } catch {
      // A sandboxed frame may forbid it: the page works the same, only the address lags.
    }
  };
  const schedule = () => {
    if (timer === null) timer = setTimeout(write, WRITE_EVERY_MS);
  };
  /** Now: a change of mode is rare, and a reload or a closing tab must not keep a stale link. */
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  const unsubscribe = [
    useAppStore.subscribe(flush),
    usePlayStore.subscribe((s, prev) => {
      if (s.tiles !== prev.tiles || s.puzzle !== prev.puzzle) schedule();
    }),
    useCompareStore.subscribe((s, prev) => {
      if (s.clock !== prev.clock || s.setup !== prev.setup) schedule();
    }),
    useRunStore.subscribe((s, prev) => {
      if (s.draining !== prev.draining) checkSeekDone();
      if (s.cursor !== prev.cursor || s.setup !== prev.setup || s.runId !== prev.runId) schedule();
    }),
  ];
  write();
  return () => {
    if (timer !== null) clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    unsubscribe.forEach((u) => u());
  };
}

/** Applies the page's own link, once per page load (StrictMode renders twice in development). */
function applyLinkOnce() {
  if (applied || typeof window === 'undefined') return;
  applied = true;
  applyLink(window.location.search);
}

/** Mounted once, in App. */
export function useUrlSync() {
  // Applied during App's first render, before any page's first effect: a page must not start
  // its default (a new game, the default run) and then be overwritten by the link.
  useState(applyLinkOnce);
  useEffect(() => startWriting(), []);
}
