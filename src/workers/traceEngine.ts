/**
 * Opening a search trace off the page's thread (trace.worker.ts): the file is read in slices
 * into the streaming reader (src/core/trace/reader.ts), with progress between slices; the trace
 * is checked against the reference algorithm, the reference itself is run for its counts, and
 * the trace is turned into Frontier's event stream for the visualizer. What comes back is plain
 * data (events, the verdict, the header's states): the trace itself stays here, so that checking
 * against another algorithm does not read the file again.
 *
 * The file is untrusted: the reader refuses the first malformed line with its number, and
 * nothing of a refused file is kept.
 */
import type { AlgorithmId, SearchEvent } from '../core/events';
import { loadSolver } from '../core/solvers/lazySolvers';
import { startDomainSearch } from '../core/solvers/domainSearch';
import {
  FrontierTraceReader,
  checkTrace,
  loadTraceDomains,
  traceDomainRun,
  looksLikePosthoc,
  readPosthocTrace,
  traceEvents,
  type Trace,
  type TraceReadError,
  type TraceVerdict,
} from '../core/trace';

/** Bytes read at a time: progress is reported between slices, and Cancel ends the worker. */
const SLICE = 1 << 20;
/** The reference run's budget (its counts are shown only when it finishes within it). */
const REFERENCE_BUDGET = 2_000_000;

export interface TraceProgress {
  readonly bytes: number;
  readonly total: number;
  readonly lines: number;
}

/** What the reference algorithm did on the same start and goal, or why it is not known. */
export type ReferenceRun =
  | { readonly ok: true; readonly expanded: number; readonly generated: number; readonly cost: number | null }
  | { readonly ok: false };

export interface TraceCounts {
  readonly expanded: number;
  readonly generated: number;
  /** The solution's cost, or null when the trace ends without one. */
  readonly cost: number | null;
}

export interface CheckedTrace {
  readonly verdict: TraceVerdict;
  readonly reference: ReferenceRun;
  /** The algorithm the events replay as (the one checked against, else A*). */
  readonly replayAs: AlgorithmId;
  /**
   * How many events the trace became: the page asks for them in slices (`events`), since one
   * message of 200,000 events takes the page's thread half a second to receive.
   */
  readonly eventCount: number;
  /** Line, event index, line, event index, ...: each line that became an event (a typed array copies in one go). */
  readonly eventOfLine: Int32Array;
}

export interface OpenedTrace extends CheckedTrace {
  readonly name: string;
  readonly format: Trace['format'];
  readonly domainName: string;
  /** The registry's kind of that domain and the instance it names (null: the kind's default), as the app runs it. */
  readonly kind: string;
  readonly instance: string | null;
  /** The domain's states (the puzzle: its tiles) and their texts as the trace wrote them. */
  readonly start: unknown;
  readonly goal: unknown;
  readonly startText: string;
  readonly goalText: string;
  /** The puzzle's shape (absent on other domains). */
  readonly rows?: number;
  readonly cols?: number;
  readonly headerAlgorithm: AlgorithmId | null;
  readonly headerHeuristic: string | null;
  readonly lines: number;
  readonly student: TraceCounts;
  readonly end: Trace['end']['type'];
}

export type TraceOpenResult =
  { readonly ok: true; readonly trace: OpenedTrace } | { readonly ok: false; readonly error: TraceReadError };

export interface TraceEngine {
  open(file: Blob, name: string, onProgress: (p: TraceProgress) => void): Promise<TraceOpenResult>;
  /** Checks the trace last opened against another algorithm (and heuristic: null for the header's). */
  recheck(algorithm: AlgorithmId, heuristic: string | null): Promise<CheckedTrace | null>;
  /** Events [from, to) of the last open or check. */
  events(from: number, to: number): readonly SearchEvent[];
}

export function createTraceEngine(): TraceEngine {
  let kept: Trace | null = null;
  let events: readonly SearchEvent[] = [];
  const check = async (trace: Trace, algorithm: AlgorithmId | null, heuristic: string | null) => {
    const checked = await checkAgainst(trace, algorithm, heuristic);
    events = checked.events;
    const { events: _events, ...rest } = checked;
    void _events;
    return rest;
  };
  return {
    async open(file, name, onProgress) {
      kept = null;
      events = [];
      const read = await readTrace(file, onProgress);
      if (!read.ok) return read;
      kept = read.trace;
      const checked = await check(read.trace, read.trace.header.algorithm, null);
      const { header } = read.trace;
      const shape = header.domain as { rows?: number; cols?: number };
      return {
        ok: true,
        trace: {
          ...checked,
          name,
          format: read.trace.format,
          domainName: header.domainName,
          ...traceDomainRun(header.domainName),
          start: header.start.state,
          goal: header.goal.state,
          startText: header.start.text,
          goalText: header.goal.text,
          ...(shape.rows !== undefined && shape.cols !== undefined ? { rows: shape.rows, cols: shape.cols } : {}),
          headerAlgorithm: header.algorithm,
          headerHeuristic: header.heuristic,
          lines: read.trace.lines,
          student: countsOf(read.trace),
          end: read.trace.end.type,
        },
      };
    },

    async recheck(algorithm, heuristic) {
      return kept === null ? null : check(kept, algorithm, heuristic);
    },

    events: (from, to) => events.slice(from, to),
  };
}

async function readTrace(
  file: Blob,
  onProgress: (p: TraceProgress) => void,
): Promise<{ ok: true; trace: Trace } | { ok: false; error: TraceReadError }> {
  const total = file.size;
  await loadTraceDomains();
  const head = await file.slice(0, Math.min(total, 4096)).text();
  if (/^\s*\{\s*"(events|eventList|render|version|format)"/.test(head) && !head.trimStart().startsWith('{"trace"')) {
    // A Posthoc trace is one JSON document: read whole, then recognised by its shape.
    const text = await file.text();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    if (value !== null && looksLikePosthoc(value)) {
      onProgress({ bytes: total, total, lines: 0 });
      return readPosthocTrace(value);
    }
  }
  const reader = new FrontierTraceReader();
  const decoder = new TextDecoder();
  for (let at = 0; at < total && reader.error === null; at += SLICE) {
    const bytes = new Uint8Array(await file.slice(at, at + SLICE).arrayBuffer());
    reader.push(decoder.decode(bytes, { stream: true }));
    onProgress({ bytes: Math.min(total, at + SLICE), total, lines: reader.lines });
  }
  reader.push(decoder.decode());
  return reader.finish();
}

async function checkAgainst(
  trace: Trace,
  algorithm: AlgorithmId | null,
  heuristic: string | null,
): Promise<CheckedTrace & { events: readonly SearchEvent[] }> {
  if (algorithm !== null) await loadSolver(algorithm);
  const verdict = checkTrace(trace, {
    ...(algorithm !== null ? { algorithm } : {}),
    ...(heuristic !== null ? { heuristic } : {}),
  });
  const replay = traceEvents(trace, algorithm ?? undefined);
  return {
    verdict,
    reference: algorithm === null ? { ok: false } : referenceRun(trace, algorithm, heuristic ?? trace.header.heuristic),
    replayAs: replay.algorithm,
    events: replay.events,
    eventCount: replay.events.length,
    eventOfLine: Int32Array.from([...replay.eventOfLine].flat()),
  };
}

function referenceRun(trace: Trace, algorithm: AlgorithmId, heuristic: string | null): ReferenceRun {
  const { domain, start, goal, weight } = trace.header;
  const started = startDomainSearch(domain, start.state, goal.state, {
    algorithm,
    ...(heuristic !== null ? { heuristic } : {}),
    ...(weight !== null ? { weight } : {}),
    trace: 'progress',
    budget: { maxExpansions: REFERENCE_BUDGET },
  });
  if (!started.ok) return { ok: false };
  let step = started.search.next();
  while (!step.done) step = started.search.next();
  const final = step.value;
  if (final.type === 'limit') return { ok: false };
  const cost = final.type === 'solved' ? (final.cost ?? final.stats.solutionLength) : null;
  return { ok: true, expanded: final.stats.expanded, generated: final.stats.generated, cost };
}

function countsOf(trace: Trace): TraceCounts {
  let expanded = 0;
  for (const s of trace.steps) if (s.type === 'expand') expanded++;
  const end = trace.end;
  let cost: number | null = null;
  if (end.type === 'solution') {
    const { domain } = trace.header;
    cost = 0;
    for (let i = 1; i < end.states.length && cost !== null; i++) {
      const step = [...domain.successors(end.states[i - 1].state)].find(
        (s) => domain.key(s.state) === end.states[i].key,
      );
      cost = step === undefined ? null : cost + step.cost;
    }
  }
  return { expanded, generated: trace.steps.length - expanded, cost };
}
