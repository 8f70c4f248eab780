/**
 * A verdict as plain JSON, the shape `frontier check --json` prints and the library returns:
 * autograders read `valid`, and when it is false `problem` with its line, kind and English
 * sentence. The fields only ever grow: a grader written against them keeps working.
 */
import type { TraceProblemKind, TraceVerdict } from './checker';

export interface TraceVerdictSummary {
  readonly valid: boolean;
  /** The first problem, when `valid` is false. */
  readonly problem?: { readonly line: number; readonly kind: TraceProblemKind; readonly message: string };
  /** The algorithm the trace was checked as (null: only moves, g, h and the path were checked). */
  readonly algorithm: string | null;
  readonly heuristic: string | null;
  /** 'order': the algorithm's order of expansions was checked too; 'moves': only what holds for every search. */
  readonly checked: 'order' | 'moves';
  /** Expansions replayed before the verdict (all of them when valid). */
  readonly expansions: number;
  /** What could not be checked, and why (English sentences). */
  readonly notes: readonly string[];
}

export function verdictSummary(verdict: TraceVerdict): TraceVerdictSummary {
  const { problem } = verdict;
  return {
    valid: verdict.valid,
    ...(problem ? { problem: { line: problem.line, kind: problem.kind, message: problem.message } } : {}),
    algorithm: verdict.algorithm,
    heuristic: verdict.heuristic,
    checked: verdict.checked,
    expansions: verdict.expansions,
    notes: verdict.notes.map((note) => note.message),
  };
}
