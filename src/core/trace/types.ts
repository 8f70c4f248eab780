/**
 * A search trace read into one internal form, whatever file it came from (frontier-trace v1,
 * reader.ts; a Posthoc search trace, posthoc.ts): the start and goal on their domain, then
 * every expansion and generation in the order the searcher wrote them, each with the line (or
 * event) it came from, so that the checker and the views can point back into the file.
 */
import type { AnyDomain, DomainParseError } from '../domain/types';
import type { AlgorithmId, StateKey } from '../events';
import type { TraceMessageCode, TraceParams } from './messages';

/** One state as the trace names it: the text written, the domain's state and its key. */
export interface TraceState {
  readonly text: string;
  readonly key: StateKey;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the domain decides; only it looks inside
  readonly state: any;
}

export interface TraceHeader {
  /** The domain's name in the trace ("puzzle"). */
  readonly domainName: string;
  readonly domain: AnyDomain;
  readonly start: TraceState;
  readonly goal: TraceState;
  /** The reference algorithm the trace names, if any (the checker may be given another). */
  readonly algorithm: AlgorithmId | null;
  /** The heuristic's id on the domain, if named. */
  readonly heuristic: string | null;
  /** Weighted A*'s w, if given. */
  readonly weight: number | null;
}

export interface ExpandStep {
  readonly type: 'expand';
  /** 1-based line of the file (Posthoc: 1-based number of the event). */
  readonly line: number;
  readonly node: TraceState;
  readonly g?: number;
  readonly h?: number;
  /** Posthoc traces give f (the priority) instead of h. */
  readonly f?: number;
}

export interface GenerateStep {
  readonly type: 'generate';
  readonly line: number;
  readonly node: TraceState;
  readonly parent: TraceState;
  readonly g?: number;
  readonly h?: number;
  readonly f?: number;
}

export type TraceStep = ExpandStep | GenerateStep;

/** How the trace ended: a solution, a failure, or nothing (it was cut off). */
export type TraceEnd =
  | { readonly type: 'solution'; readonly line: number; readonly states: readonly TraceState[] }
  | { readonly type: 'failure'; readonly line: number }
  | { readonly type: 'cut-off'; readonly line: number };

export interface Trace {
  readonly format: 'frontier-trace' | 'posthoc';
  readonly header: TraceHeader;
  readonly steps: readonly TraceStep[];
  readonly end: TraceEnd;
  /** Lines (events) read. */
  readonly lines: number;
}

/** Why a file was not read: where, what was wrong and what was expected. Nothing is half-loaded. */
export interface TraceReadError {
  /** 1-based line (Posthoc: event number; 0 when the file as a whole is wrong). */
  readonly line: number;
  readonly code: string;
  /** Where the sentence says it is: a line, a Posthoc event, the Posthoc trace as a whole, or nowhere. */
  readonly where: 'line' | 'event' | 'posthoc' | 'none';
  /** The sentence's template (messages.ts) and its facts: the app says it in its language. */
  readonly messageCode: TraceMessageCode;
  readonly params: TraceParams;
  /** The domain parser's own refusal, when a state was not read (the app translates it from its fields). */
  readonly cause?: DomainParseError;
  /** The full English sentence, line number included. */
  readonly message: string;
}

export type TraceReadResult =
  { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly error: TraceReadError };
