/**
 * What the map and grid tests share: a search on a domain run to its end through
 * startDomainSearch, the solved path's cost, options that let every algorithm finish on a small
 * instance, and the checks of the checklist's step 7 (every algorithm ends, every solved path
 * replays at the cost it claims, the replay reducer follows the solver).
 */
import { expect } from 'vitest';
import type { Domain, DomainSolveOptions } from '../../../../../src/core/domain';
import { walkActions } from '../../../../../src/core/domain';
import type { AlgorithmId, FinalEvent, SearchEvent } from '../../../../../src/core/events';
import { applyEvent, createState } from '../../../../../src/core/replay';
import { startDomainSearch } from '../../../../../src/core/solvers/domainSearch';

export interface Run {
  readonly events: SearchEvent[];
  readonly final: FinalEvent;
}

export function run<S>(domain: Domain<S, string>, start: S, goal: S, options: DomainSolveOptions): Run {
  const started = startDomainSearch(domain, start, goal, options);
  if (!started.ok) throw new Error(`refused: ${JSON.stringify(started)}`);
  const events = [...started.search];
  return { events, final: events[events.length - 1] as FinalEvent };
}

export function solvedCost(final: FinalEvent): number {
  if (final.type !== 'solved') throw new Error(`not solved: ${final.type}`);
  return final.cost ?? (final.actions ?? final.path).length;
}

export function actionsOf(final: FinalEvent): readonly string[] {
  if (final.type !== 'solved') throw new Error(`not solved: ${final.type}`);
  return final.actions ?? [];
}

/** The keys of the states expanded, in order. */
export function expandedKeys(events: readonly SearchEvent[]): (string | number)[] {
  return events.flatMap((e) => (e.type === 'expand' ? [e.node.key] : []));
}

/** Options that let each algorithm finish on a small instance. */
export function optionsFor(algorithm: AlgorithmId, heuristic: string): DomainSolveOptions {
  return {
    algorithm,
    heuristic,
    memoryLimit: 400,
    depthLimit: 40,
    maxIterations: 3000,
    restarts: 5,
    sideways: 5,
    beamWidth: 4,
    budget: { maxExpansions: 50_000 },
  };
}

/**
 * The run ends; a path it finds replays on the domain at the cost it claims and reaches the
 * goal; an optimal claim is the cheapest cost; the replay reducer's next node is the solver's
 * (but for annealing, which takes a state again after a rejected move) and its counts end on
 * the solver's. `checkOrder` false skips the order check for a known divergence the caller names.
 */
export function holdRun<S>(
  domain: Domain<S, string>,
  start: S,
  goal: S,
  options: DomainSolveOptions,
  cheapest: number,
  checkOrder = true,
): void {
  const { events, final } = run(domain, start, goal, options);
  expect(['solved', 'exhausted', 'limit']).toContain(final.type);
  if (final.type === 'solved') {
    const walked = walkActions(domain, start, actionsOf(final));
    expect(walked).not.toBeNull();
    expect(domain.key(walked!.states[walked!.states.length - 1])).toBe(domain.key(goal));
    expect(solvedCost(final)).toBeCloseTo(walked!.cost, 9);
    if (final.stats.optimal) expect(walked!.cost).toBeCloseTo(cheapest, 9);
  }
  const state = createState();
  const ordered = checkOrder && options.algorithm !== 'anneal';
  for (const e of events) {
    if (ordered && e.type === 'expand') expect(state.frontier.at(0)?.id).toBe(e.node.id);
    applyEvent(state, e);
  }
  expect(state.final).toEqual(final);
  const { expanded, generated, duplicates, peakFrontier, peakMemory } = final.stats;
  expect(state.counters).toMatchObject({ expanded, generated, duplicates, peakFrontier, peakMemory });
}
