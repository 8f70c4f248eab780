/**
 * Compare mode on a domain other than the puzzle: each pane is one run of the visualizer's kind
 * (domainRun.ts) on the comparison's problem, with the pane's algorithm and options, on a
 * grid the pane's own moves (4- vs 8-connected on one map), and the pane's own heuristic (A* with
 * octile beside A* with zero, which is Dijkstra). The domain's module and the textbook
 * solvers are fetched first when a pane needs them, as the visualizer fetches them.
 */
import { DEFAULT_LOCAL, type CompareSetup, type PaneSetup, type RunSetup } from '../core/setups';
import { instanceOf, mapParts } from '../links/domainRows';
import { startDomainRun, type DomainRunStart } from '../core/solvers/domainRun';

/** The pane's search as the visualizer's run set-up. */
export function paneRunSetup(setup: CompareSetup, pane: PaneSetup): RunSetup {
  const problem = setup.problem ?? { instance: null, start: '', goal: '' };
  const instance =
    pane.moves === undefined ? problem.instance : instanceOf(mapParts(problem.instance).map, pane.moves === 8);
  const { seed, local, moves: _moves, domainHeuristic, ...search } = pane;
  return {
    rows: setup.rows,
    cols: setup.cols,
    goal: setup.goal,
    start: setup.start,
    ...search,
    maxExpansions: setup.maxExpansions,
    // The pane's seed (a random walk's, a local search's) travels with the local settings.
    local: { ...DEFAULT_LOCAL, ...local, seed },
    domain: setup.domain,
    problem: { ...problem, instance, heuristic: domainHeuristic ?? problem.heuristic },
  };
}

/** Every pane's start; or what must be fetched before they can start (each fetch at most once). */
export function startDomainPanes(
  setup: CompareSetup,
  kind: string,
): { readonly fetch: () => Promise<unknown> } | { readonly starts: DomainRunStart[] } {
  const starts = setup.panes.map((pane) => startDomainRun(paneRunSetup(setup, pane), kind));
  const fetches = starts.flatMap((s) => (s.kind === 'fetch' ? [s.fetch] : []));
  if (fetches.length === 0) return { starts };
  // Panes ask for the same module: fetch it once, then whatever the next try still misses.
  return { fetch: () => fetches[0]() };
}
