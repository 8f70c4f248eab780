/** Search traces: reading them (frontier-trace v1, Posthoc), checking them, writing runs as them. */
export type { Trace, TraceEnd, TraceHeader, TraceReadError, TraceReadResult, TraceState, TraceStep } from './types';
export { FrontierTraceReader, readFrontierTrace } from './reader';
export { readPosthocTrace, looksLikePosthoc } from './posthoc';
export type { PosthocReadOptions } from './posthoc';
export { checkTrace, checksDepthFirstOrderOf, checksOrderOf } from './checker';
export type { CheckOptions, TraceProblem, TraceProblemKind, TraceVerdict } from './checker';
export { frontierTraceLines, frontierTraceText, posthocTrace } from './export';
export type { RunForExport } from './export';
export { TRACE_FORMAT_VERSION, lineShape } from './lineShape';
export { DEFAULT_TRACE_DOMAIN, TRACE_DOMAIN_NAMES, loadTraceDomains, resolveMethod, traceDomainRun } from './domains';
export { TRACE_REPLAY_FALLBACK, traceEvents } from './traceEvents';
export type { TraceEvents } from './traceEvents';
export { firstDivergence } from './divergence';
export { readAnyTrace, traceFileText } from './readAny';
export { verdictSummary } from './verdictSummary';
export type { TraceVerdictSummary } from './verdictSummary';
export type { Divergence, EventTypes } from './divergence';
