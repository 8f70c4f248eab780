/**
 * "Guess the next line", a game for the pseudocode panel: before a step the class picks the
 * line it thinks runs next; the step itself reveals the line that did run (the highlight moves
 * there) and the guess is scored right or wrong. Lines are 0-based indices into the algorithm's
 * pseudocode, which has the same lines in English and Japanese (a unit test checks), so a guess
 * survives a language switch.
 *
 * The store does not read the run: the panel tells it where the cursor is and which line that
 * cursor highlights (`observe`), so it works for whatever drives the panel and is tested alone.
 * Only a single step forward settles a guess; stepping back, jumping or playing drops it unscored.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** A cursor position in one run (a new run restarts the cursor, so both are needed). */
export interface StepAt {
  readonly run: number;
  readonly cursor: number;
}

export interface GuessResult {
  readonly guessed: number;
  readonly actual: number;
  readonly right: boolean;
  /** Where it was judged: the result is shown while the cursor stays there. */
  readonly at: StepAt;
}

export interface LineGuessState {
  enabled: boolean;
  /** The line picked for the step after `at`. */
  pick: { readonly line: number; readonly at: StepAt } | null;
  last: GuessResult | null;
  right: number;
  wrong: number;
  /** Where the panel last said the cursor was (null before it said anything). */
  at: StepAt | null;
}

const sameStep = (a: StepAt | null, b: StepAt | null) => !!a && !!b && a.run === b.run && a.cursor === b.cursor;

const INITIAL: LineGuessState = { enabled: false, pick: null, last: null, right: 0, wrong: 0, at: null };

export const lineGuess = createStore<LineGuessState>(() => INITIAL);

export const useLineGuess = <T>(select: (s: LineGuessState) => T): T => useStore(lineGuess, select);

export function setGuessing(enabled: boolean): void {
  lineGuess.setState(enabled ? { enabled } : { enabled, pick: null, last: null });
}

/** The class picks `line` for the next step (a line with nothing to run is never offered). */
export function pickLine(line: number): void {
  const { enabled, at } = lineGuess.getState();
  if (!enabled || !at || !Number.isInteger(line) || line < 0) return;
  lineGuess.setState({ pick: { line, at } });
}

/**
 * The panel shows `at`, highlighting line `actual` (-1: none). One step forward from where the
 * pick was made scores it; any other move drops it. A result stays while the cursor stays.
 */
export function observe(at: StepAt, actual: number): void {
  const s = lineGuess.getState();
  if (sameStep(s.at, at)) return;
  const next: Partial<LineGuessState> = { at };
  if (s.last && !sameStep(s.last.at, at)) next.last = null;
  if (s.pick) {
    const stepped = s.pick.at.run === at.run && s.pick.at.cursor + 1 === at.cursor;
    if (stepped) {
      const right = s.pick.line === actual;
      next.last = { guessed: s.pick.line, actual, right, at };
      if (right) next.right = s.right + 1;
      else next.wrong = s.wrong + 1;
    }
    next.pick = null;
  }
  lineGuess.setState(next);
}

export function resetGuessScore(): void {
  lineGuess.setState({ right: 0, wrong: 0, last: null, pick: null });
}
