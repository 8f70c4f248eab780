/**
 * The page and its link, from the stores' side: the scenario on screen (for the address bar and
 * "Copy link"), a link applied once at start-up, and the notices about what a link asked for and
 * could not have. The address bar itself is the UI's (src/ui/useUrlSync.ts).
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readScenario, type IgnoredParam, type Scenario } from '../links';
import { useAppStore } from './appStore';
import { modeStore, whenModeStoreLoaded } from './modeStores';
import { openScenario } from './openScenario';
import { useRunStore } from './runStore';
import { useUiStore } from './uiStore';
import { useTracePanel } from './tracePanel';

export type LinkNotice =
  { kind: 'ignored'; params: IgnoredParam[] } | { kind: 'step-past-end'; asked: number; shown: number };

export interface LinkSyncState {
  notices: LinkNotice[];
  /** The step a link asked for, while the run is still being replayed up to it. */
  seekingTo: number | null;
  /** The page's own link has been applied (once per page load: StrictMode renders twice). */
  applied: boolean;
  /** A link to play or compare waits for its mode's store: the address bar still says it. */
  opening: boolean;
  /** The link said `embed=1`: the view alone, for an iframe (kept in the address bar). */
  embed: boolean;
}

export const linkSync = createStore<LinkSyncState>(() => ({
  notices: [],
  seekingTo: null,
  applied: false,
  opening: false,
  embed: false,
}));

export const useLinkNotices = () => useStore(linkSync, (s) => s.notices);
export const dismissLinkNotices = () => linkSync.setState({ notices: [] });
export const useEmbed = () => useStore(linkSync, (s) => s.embed);
/** A link is still being opened or replayed to its step: its notices are not all known yet. */
export const useLinkOpening = () => useStore(linkSync, (s) => s.opening || s.seekingTo !== null);

/** What the page shows now, as a scenario, with how it is shown (embedded or not). */
export function currentScenario(): Scenario {
  const shown = { ...scenarioOnScreen(), ...viewOnScreen() };
  return linkSync.getState().embed ? { ...shown, embed: true } : shown;
}

/**
 * The view and overlay open now, where they are not the mode's first (so an ordinary link keeps
 * its old form): a link copied with the tree open opens on the tree.
 */
function viewOnScreen(): Pick<Scenario, 'show' | 'overlay'> {
  const mode = useAppStore.getState().mode;
  const ui = useUiStore.getState();
  const out: Pick<Scenario, 'show' | 'overlay'> = {};
  if (mode === 'visualize' && ui.runView !== 'frontier') out.show = ui.runView;
  if (mode === 'compare' && ui.compareView !== 'charts') out.show = ui.compareView;
  if (mode === 'visualize' && ui.tileOverlay) out.overlay = true;
  return out;
}

/** What the page shows now, as a scenario. */
function scenarioOnScreen(): Scenario {
  const mode = useAppStore.getState().mode;
  // A mode whose store is still loading has no board to tell yet: its mode alone, until the
  // store announces itself (watchScenario then calls again).
  if (mode === 'play') {
    const play = modeStore('play');
    if (!play) return { mode };
    const { puzzle, tiles } = play.getState();
    return { mode, play: { rows: puzzle.rows, cols: puzzle.cols, goal: [...puzzle.goal], tiles: [...tiles] } };
  }
  if (mode === 'compare') {
    const compare = modeStore('compare')?.getState();
    if (!compare) return { mode };
    return { mode, compare: compare.setup, step: compare.clock };
  }
  const run = useRunStore.getState();
  if (mode !== 'visualize') return { mode, setup: run.setup };
  if (run.runId === 0 || useTracePanel.getState().replaying) return { mode };
  const step = linkSync.getState().seekingTo ?? Math.max(1, run.cursor);
  return { mode, setup: run.setup, step };
}

/** Applies the page's own link (the query string `search`), once per page load. */
export function applyLinkOnce(search: string): void {
  if (linkSync.getState().applied) return;
  const { scenario, ignored } = readScenario(search);
  const notices: LinkNotice[] = ignored.length > 0 ? [{ kind: 'ignored', params: ignored }] : [];
  const step = scenario?.setup ? (scenario.step ?? 1) : 1;
  linkSync.setState({ applied: true, notices, seekingTo: step > 1 ? step : null, embed: scenario?.embed === true });
  if (!scenario) return;
  // Synchronous for the visualizer's links; play and compare first load their store.
  linkSync.setState({ opening: true });
  openScenario(scenario).then(
    (unusable) => {
      if (unusable.length > 0) {
        linkSync.setState((s) => ({ notices: [...s.notices, { kind: 'ignored', params: unusable }] }));
      }
      linkSync.setState({ opening: false });
      checkSeekDone();
    },
    (error: unknown) => {
      // The chunk did not load (offline before any visit cached it): the page stays usable.
      console.warn('A link could not be opened:', error);
      linkSync.setState({ opening: false, seekingTo: null });
    },
  );
}

/**
 * Once the replay to the link's step is over: say so if the run ended before that step. A run
 * still 'preparing' (its solver's chunk or its pattern databases on the way) has not started
 * replaying yet; one that was refused shows why, and no step notice.
 */
function checkSeekDone(): void {
  const { seekingTo } = linkSync.getState();
  if (seekingTo === null) return;
  const run = useRunStore.getState();
  if (run.draining || run.status.kind === 'preparing') return;
  const past: LinkNotice[] =
    run.status.kind === 'loaded' && run.cursor < seekingTo
      ? [{ kind: 'step-past-end', asked: seekingTo, shown: run.cursor }]
      : [];
  linkSync.setState((s) => ({ seekingTo: null, notices: [...s.notices, ...past] }));
}

/**
 * Calls `changed` whenever what a link would say may have changed (a move, the cursor, a run,
 * the compare clock) and `modeChanged` on a change of mode; also finishes a link's replay.
 * Returns the unsubscriber.
 */
export function watchScenario(listener: { changed: () => void; modeChanged: () => void }): () => void {
  const unsubscribe: (() => void)[] = [];
  // A store that loads later may hold what the link should say (play's board): say it then.
  let watching = false;
  const loadedLater = () => {
    if (watching) listener.changed();
  };
  const stopWaiting = [
    whenModeStoreLoaded('play', (play) => {
      unsubscribe.push(
        play.subscribe((s, prev) => {
          if (s.tiles !== prev.tiles || s.puzzle !== prev.puzzle) listener.changed();
        }),
      );
      loadedLater();
    }),
    whenModeStoreLoaded('compare', (compare) => {
      unsubscribe.push(
        compare.subscribe((s, prev) => {
          if (s.clock !== prev.clock || s.setup !== prev.setup) listener.changed();
        }),
      );
      loadedLater();
    }),
  ];
  unsubscribe.push(
    ...stopWaiting,
    useAppStore.subscribe(listener.modeChanged),
    useUiStore.subscribe((s, prev) => {
      if (s.runView !== prev.runView || s.compareView !== prev.compareView || s.tileOverlay !== prev.tileOverlay)
        listener.changed();
    }),
    useRunStore.subscribe((s, prev) => {
      if (s.draining !== prev.draining) checkSeekDone();
      // A run that was preparing is loaded, and its replay to the step starts right after this
      // change (runStore.loadAt): look once that has begun.
      if (s.status !== prev.status) queueMicrotask(checkSeekDone);
      if (s.cursor !== prev.cursor || s.setup !== prev.setup || s.runId !== prev.runId) listener.changed();
    }),
  );
  watching = true;
  return () => unsubscribe.forEach((u) => u());
}
