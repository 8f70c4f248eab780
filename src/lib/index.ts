/**
 * Frontier's search core as a library (package.json `exports`): for a course's autograder or a
 * notebook, `import { solve, checkTrace, parseBoard } from 'frontier'`. Plain data in and out,
 * no DOM and no Node built-ins, so it runs in Node, Deno, workers and browsers alike. Bad input
 * is an answer (`outcome: 'bad-input'`, `valid: false` with `error`), never a throw.
 */
import '../core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
export { solve } from './solve';
export type { SolveAnswer, SolveRequest } from './solve';
export { checkTrace } from './check';
export type { CheckRequest, TraceCheck } from './check';
export { formatBoard, parseBoard } from '../core/parse';
export type { ParseError, ParseResult, ParsedBoard } from '../core/parse';
export type { TraceProblemKind, TraceVerdictSummary } from '../core/trace';
