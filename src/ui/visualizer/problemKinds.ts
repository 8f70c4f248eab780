/**
 * The kinds of problem the visualizer's set-up offers (the domain registry's kinds, the puzzle
 * first) and the problem each starts on when chosen: AIMA's Arad to Bucharest on Romania, and
 * the open field's S and G on a grid. Kept here, not read from the registry, so the first
 * download does not carry the registry (the other domains load on demand).
 */
import type { DomainProblem } from '../../core/setups';
import { PUZZLE_KIND } from '../../core/setups';

export const PROBLEM_KINDS = [PUZZLE_KIND, 'road-map', 'grid'] as const;

const FIRST_PROBLEM: Readonly<Record<string, DomainProblem>> = {
  'road-map': { instance: null, start: 'Arad', goal: 'Bucharest' },
  grid: { instance: 'open-field', start: '', goal: '' },
};

/** The set-up fields for a kind chosen in the list: the puzzle (no domain), or another's first problem. */
export function problemFor(kind: string): { domain?: string; problem?: DomainProblem } {
  const problem = FIRST_PROBLEM[kind];
  return problem === undefined ? { domain: undefined, problem: undefined } : { domain: kind, problem: { ...problem } };
}
