/**
 * Keeps the address bar a link to what is on screen (the format: src/links/modes.ts):
 * - once, before the pages' first effects, the link's scenario is applied (src/store/linkSync.ts);
 * - then every change of mode, run, cursor or play board rewrites the query with
 *   history.replaceState, at most a few times a second (browsers throttle faster rewrites, and
 *   playback moves the cursor every frame), adding no history entries;
 * - parameters that were ignored are kept for a dismissible notice (UrlNotice).
 */
import { useEffect, useState } from 'react';
import { writeScenario } from '../links';
import { applyLinkOnce, currentScenario, linkSync, watchScenario } from '../store/linkSync';

/** Rewrites of the address bar at most this often. */
const WRITE_EVERY_MS = 300;

/** The full link to what is on screen (for "Copy link"). */
export function currentLink(): string {
  const { origin, pathname, hash } = window.location;
  return `${origin}${pathname}${writeScenario(currentScenario())}${hash}`;
}

function startWriting(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = '';
  const write = () => {
    timer = null;
    if (linkSync.getState().opening) return; // the address bar still holds the link being opened
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
  const unwatch = watchScenario({ changed: schedule, modeChanged: flush });
  write();
  return () => {
    if (timer !== null) clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    unwatch();
  };
}

/** Mounted once, in App. */
export function useUrlSync() {
  // Applied during App's first render, before any page's first effect: a page must not start
  // its default (a new game, the default run) and then be overwritten by the link.
  useState(() => applyLinkOnce(window.location.search));
  useEffect(() => startWriting(), []);
}
