import type { SolveOutcome } from '../core/solvers/domainReport';

/**
 * The command line's exit codes: 0 solved; 2 bad input (board, goal, flag, value); 3 no
 * solution exists (unsolvable, or the goal cannot be reached); 4 a limit was reached first.
 * `frontier check`: 0 the trace is a correct run, 1 a problem was found in it (traceProblem),
 * 2 the file cannot be read.
 */
export const EXIT = { ok: 0, traceProblem: 1, badInput: 2, unsolvable: 3, limit: 4 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A search's outcome (the library's words) as the command line's exit code. */
export const EXIT_OF_OUTCOME: Record<SolveOutcome, ExitCode> = {
  solved: EXIT.ok,
  unsolvable: EXIT.unsolvable,
  limit: EXIT.limit,
  'bad-input': EXIT.badInput,
};
