/**
 * A solution read back on its domain: the states a list of actions passes through and what the
 * steps cost, or null when an action is not one of the state's successors (the path would not
 * replay). What the command line prints and what tests hold every solver's path to.
 */
import type { Domain } from './types';

export interface WalkedPath<S> {
  /** From the start, one more than the actions. */
  readonly states: readonly S[];
  /** c(s, a, s') of each action, in order. */
  readonly costs: readonly number[];
  /** Their sum: the path's cost. */
  readonly cost: number;
}

export function walkActions<S>(domain: Domain<S, string>, start: S, actions: readonly string[]): WalkedPath<S> | null {
  const states: S[] = [start];
  const costs: number[] = [];
  let cost = 0;
  for (const action of actions) {
    const from = states[states.length - 1];
    const step = [...domain.successors(from)].find((s) => s.action === action);
    if (step === undefined) return null;
    states.push(step.state);
    costs.push(step.cost);
    cost += step.cost;
  }
  return { states, costs, cost };
}
