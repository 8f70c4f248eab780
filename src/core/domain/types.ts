/**
 * A problem domain: everything a search needs to know about a problem, and nothing about how
 * it is searched. The textbook solvers (src/core/solvers/textbook/) run on any domain; the
 * sliding puzzle (puzzle.ts) is the first one, and keeps its fast kernels and pattern
 * databases behind `kernels`. A domain is plain functions over plain values: it runs in Node,
 * in workers and in the page alike.
 */
import type { StateKey } from '../events';
import type { SearchStart, SolveOptions } from '../solvers/types';

/** One step out of a state: the action's name, what it costs, and the state it leads to. */
export interface Step<S, A extends string = string> {
  readonly action: A;
  /** c(s, a, s'): positive and finite (the solvers add it to g). */
  readonly cost: number;
  readonly state: S;
}

/**
 * A refusal of typed or pasted text, as the board parser's ParseError is: a code for the UI to
 * translate from, and a specific English message (line, token, what was expected).
 */
export interface DomainParseError {
  readonly code: string;
  readonly message: string;
}

export type DomainParse<S, E extends DomainParseError = DomainParseError> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: E };

/** A heuristic a domain offers: the facts the lab and the optimality claims rest on. */
export interface DomainHeuristic<S> {
  readonly id: string;
  /** English; the UI names it from its catalogues by id. */
  readonly name: string;
  /** Never above the true cost to the goal: A* and IDA* are then optimal. */
  readonly admissible: boolean;
  /** h(s) <= c(s, a, s') + h(s') for every step: A* never reopens a closed state. */
  readonly consistent: boolean;
  /** The estimate toward `goal` (built once per search: a table may be costly). */
  make(goal: S): (state: S) => number;
}

/**
 * A state in words, for narration and screen readers. As with parse errors, `text` is English
 * and `facts` are the values it is made of, so src/i18n can say the same in another language.
 */
export interface StateDescription {
  readonly text: string;
  readonly facts: Readonly<Record<string, string | number>>;
}

export interface Domain<S, A extends string = string, E extends DomainParseError = DomainParseError> {
  /**
   * The domain's id: what src/ui registers a view component against to draw its states, and
   * what a link or the command line names it by.
   */
  readonly kind: string;
  /** Every step costs 1: only then are breadth-first searches (BFS, IDDFS, bidirectional) cheapest-path. */
  readonly unitCosts: boolean;
  /** A compact, hashable identity: two states are the same state when their keys are equal. */
  key(state: S): StateKey;
  /** The state a key stands for: events carry keys, and the views draw states from them. */
  state(key: StateKey): S;
  /** A state from what a person types or pastes; never throws, refuses with a specific error. */
  parse(text: string): DomainParse<S, E>;
  /** The state as text that `parse` reads back. */
  format(state: S): string;
  /** The steps out of `state`, in a fixed order (the order the searches generate children in). */
  successors(state: S): Iterable<Step<S, A>>;
  isGoal(state: S, goal: S): boolean;
  readonly heuristics: readonly DomainHeuristic<S>[];
  /** The heuristic a search that needs one takes when none is named; null when none is offered. */
  readonly defaultHeuristic: string | null;
  describe(state: S): StateDescription;
  /**
   * The start and goal the instance itself poses, when it poses them (a grid's S and G, AIMA's
   * Arad to Bucharest on Romania): what a set-up or a link that names no start or goal means.
   */
  readonly endpoints?: { readonly start: S; readonly goal: S };
  /**
   * The action that undoes `action` (taken from `from` to `to`): it leads from `to` back to
   * `from` at the same cost. Only a domain whose every step can be undone so offers it, and
   * only such a domain can be searched backward from the goal (bidirectional search).
   */
  inverse?(from: S, action: A, to: S): A;
  /**
   * The sliding puzzle only: its actions are the blank's moves, which the event stream carries
   * as NodeInfo.move and the solved event's `path` (what the puzzle's views read). Any other
   * domain's actions travel as NodeInfo.action and the solved event's `actions`.
   */
  readonly actionsAreBlankMoves?: boolean;
  /**
   * The domain's own fast solvers, when it has them (the puzzle's kernels, pattern databases
   * and solvability check): startDomainSearch runs these instead of the textbook solvers.
   */
  kernels?(start: S, goal: S, options: DomainSolveOptions): SearchStart;
}

/** SolveOptions with the heuristic named by the domain's own ids (DomainHeuristic.id). */
export type DomainSolveOptions = Omit<SolveOptions, 'heuristic'> & { readonly heuristic?: string };

/** A domain whose states the caller does not look into: what the generic solvers hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- method parameters are checked per domain
export type AnyDomain = Domain<any, string>;
