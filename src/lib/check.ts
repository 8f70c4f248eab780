/**
 * `checkTrace`: a student's search trace judged as `frontier check --json` judges it, for a
 * course's grader or a notebook. The trace is its text or its file's bytes (gzip too); the
 * answer is the same JSON object the command line prints, or `{ valid: false, error }` when the
 * trace cannot be read at all (the command line's exit code 2).
 */
import type { AlgorithmId } from '../core/events';
import { isAlgorithmId, ALGORITHMS } from '../core/solvers';
import {
  checkTrace as checkReadTrace,
  loadTraceDomains,
  readAnyTrace,
  resolveMethod,
  traceFileText,
  verdictSummary,
  type TraceVerdictSummary,
} from '../core/trace';

export interface CheckRequest {
  /** Checks against this algorithm instead of the one the trace's header names. */
  readonly algorithm?: string;
  /** Checks h against this heuristic instead of the header's. */
  readonly heuristic?: string;
  /** Weighted A*'s w (default: the header's, else 2). */
  readonly weight?: number;
}

export type TraceCheck =
  | (TraceVerdictSummary & {
      /** Lines read. */
      readonly lines: number;
      readonly format: 'frontier-trace' | 'posthoc';
    })
  | { readonly valid: false; readonly error: string };

export async function checkTrace(trace: string | Uint8Array, request: CheckRequest = {}): Promise<TraceCheck> {
  const { algorithm, heuristic, weight } = request;
  if (algorithm !== undefined && !isAlgorithmId(algorithm)) {
    return {
      valid: false,
      error: `unknown algorithm "${algorithm}" (one of ${ALGORITHMS.map((a) => a.id).join(', ')})`,
    };
  }
  if (weight !== undefined && !(Number.isFinite(weight) && weight > 0)) {
    return { valid: false, error: `weight must be a number above 0, got ${String(weight)}` };
  }
  let text: string;
  try {
    text = typeof trace === 'string' ? trace : traceFileText(trace);
  } catch (e) {
    return { valid: false, error: `cannot read the trace: ${e instanceof Error ? e.message : String(e)}` };
  }
  await loadTraceDomains();
  const read = readAnyTrace(text, { algorithm, heuristic, weight });
  if (!read.ok) return { valid: false, error: read.error.message };
  const { trace: parsed } = read;
  if (heuristic !== undefined || algorithm !== undefined) {
    const method = resolveMethod(parsed.header.domain, parsed.header.goal, algorithm, heuristic);
    if (!method.ok) return { valid: false, error: method.message };
  }
  const verdict = checkReadTrace(parsed, { algorithm: algorithm as AlgorithmId | undefined, heuristic, weight });
  return { ...verdictSummary(verdict), lines: parsed.lines, format: parsed.format };
}
