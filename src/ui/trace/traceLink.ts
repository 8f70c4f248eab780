/**
 * A link to a step of a kept trace: while the visualizer replays a trace kept in this browser
 * (store/traceKeep.ts), the address's hash says `#trace=<id>&step=<n>`, and `&against=<id>`
 * when it is checked against another algorithm than its header's (the query, written by
 * the first download's useUrlSync, leaves the run out then); while compare mode shows it side
 * by side with the reference, `&view=compare` too. A page opened with that hash reopens the
 * trace at that step (and the comparison), or says why it cannot. The hash is the trace part's
 * own: the first download's link format does not grow for it, and the query writer keeps it.
 */
import { useAppStore } from '../../store/appStore';
import { useCompareStore } from '../../store/compareStore';
import { openTraceComparison } from '../../store/traceCompare';
import { useRunStore } from '../../store/runStore';
import { useTracePanel } from '../../store/tracePanel';
import { useTraceStore } from '../../store/traceStore';
import { isTraceId } from '../../store/traceKeep';
import { isAlgorithmId } from '../../core/solvers/algorithms';
import type { AlgorithmId } from '../../core/events';

const TRACE_HASH = '#trace=';
/** Rewrites of the hash at most this often (playback moves the cursor every frame). */
const WRITE_EVERY_MS = 300;

export interface TraceLink {
  readonly id: string;
  readonly step: number;
  /** The algorithm the trace is checked (and replayed) against, when not the header's. */
  readonly against?: AlgorithmId;
  /** Side by side with the reference in compare mode. */
  readonly compare?: true;
}

/** The trace, step and algorithm a hash links to, or null when it is not a trace link. */
export function readTraceHash(hash: string): TraceLink | null {
  if (!hash.startsWith(TRACE_HASH)) return null;
  const params = new URLSearchParams(hash.slice(1));
  const id = params.get('trace') ?? '';
  const step = Number(params.get('step') ?? '1');
  const against = params.get('against');
  return {
    id,
    step: Number.isInteger(step) && step >= 1 ? step : 1,
    ...(against !== null && isAlgorithmId(against) ? { against } : {}),
    ...(params.get('view') === 'compare' ? { compare: true } : {}),
  };
}

export function traceHash(link: TraceLink): string {
  const against = link.against === undefined ? '' : `&against=${link.against}`;
  return `${TRACE_HASH}${link.id}&step=${link.step}${against}${link.compare ? '&view=compare' : ''}`;
}

function setHash(hash: string): void {
  const { pathname, search } = window.location;
  try {
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  } catch {
    // A sandboxed frame may forbid it: the page works the same, without the link.
  }
}

/** Reopens the trace a hash links to, if it is a trace link. */
function follow(hash: string): void {
  const link = readTraceHash(hash);
  if (link === null) return;
  useAppStore.getState().setMode('visualize');
  useTracePanel.getState().setOpen(true);
  // An id of the wrong form is no trace this browser keeps: the store says so as for any unknown one.
  useTraceStore.getState().restore(isTraceId(link.id) ? link.id : 'unknown', link.step, link.against);
  if (link.compare && isTraceId(link.id)) compareOnceReplayed(link.id);
}

/**
 * Opens the comparison once the trace `id` is reopened and replayed; nothing if it cannot be,
 * nor for a trace that was open before, nor for another one opened meanwhile.
 */
function compareOnceReplayed(id: string): void {
  let reading = false;
  const stop = useTraceStore.subscribe((s) => {
    if (s.status.kind === 'reading') {
      reading = true;
      return;
    }
    if (!reading && s.lost === null) return; // the store before the kept trace is read
    stop();
    if (s.status.kind === 'open' && s.replayed && s.kept.kind === 'kept' && s.kept.id === id) {
      void openTraceComparison();
    }
  });
}

/** Whether the page shows the kept trace: replayed in the visualizer, or in compare mode's pane. */
function showsTrace(): 'visualize' | 'compare' | null {
  const mode = useAppStore.getState().mode;
  if (mode === 'compare') return useCompareStore.getState().recorded !== null ? 'compare' : null;
  return useTracePanel.getState().replaying ? 'visualize' : null;
}

/**
 * Opens the page's own trace link, if it has one (and one followed later in the same page: a
 * hash the page itself writes fires no hashchange), then keeps the hash saying what is on screen.
 */
export function followTraceLink(): void {
  follow(window.location.hash);
  window.addEventListener('hashchange', () => follow(window.location.hash));
  let linked = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const { kept, lost, opened, checked } = useTraceStore.getState();
    const shown = showsTrace();
    if (kept.kind === 'kept' && shown !== null) {
      linked = true;
      const algorithm = checked?.verdict.algorithm ?? null;
      const step = Math.max(1, useRunStore.getState().cursor);
      const against = algorithm !== null && algorithm !== opened?.headerAlgorithm ? algorithm : undefined;
      const hash = traceHash({
        id: kept.id,
        step,
        ...(against === undefined ? {} : { against }),
        ...(shown === 'compare' ? { compare: true } : {}),
      });
      if (window.location.hash !== hash) setHash(hash);
    } else if ((linked || lost !== null) && readTraceHash(window.location.hash) !== null) {
      // The trace left the screen, or the link's trace could not be reopened: the address stops naming it.
      linked = false;
      setHash('');
    }
  };
  const schedule = () => {
    if (timer === null) timer = setTimeout(write, WRITE_EVERY_MS);
  };
  useTraceStore.subscribe((s, prev) => {
    if (s.kept !== prev.kept || s.lost !== prev.lost || s.checked !== prev.checked) schedule();
  });
  useTracePanel.subscribe((s, prev) => {
    if (s.replaying !== prev.replaying) schedule();
  });
  useRunStore.subscribe((s, prev) => {
    if (s.cursor !== prev.cursor) schedule();
  });
  useAppStore.subscribe((s, prev) => {
    if (s.mode !== prev.mode) schedule();
  });
  useCompareStore.subscribe((s, prev) => {
    if (s.recorded !== prev.recorded) schedule();
  });
  window.addEventListener('pagehide', () => {
    if (timer !== null) clearTimeout(timer);
    write();
  });
}
