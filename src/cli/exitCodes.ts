/**
 * The command line's exit codes: 0 solved; 2 bad input (board, goal, flag, value); 3 no
 * solution exists (unsolvable, or the goal cannot be reached); 4 a limit was reached first.
 */
export const EXIT = { ok: 0, badInput: 2, unsolvable: 3, limit: 4 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
