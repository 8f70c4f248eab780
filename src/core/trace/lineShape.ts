/**
 * The shape of one line of a frontier-trace v1 file, checked by hand: this is the reader's hot
 * path (a trace can have 200,000 lines), and the page's content security policy forbids the
 * code a JSON Schema validator compiles. docs/frontier-trace-v1.schema.json is the written
 * contract; a unit test holds this function to accept and refuse exactly the lines that schema
 * does, so the two cannot drift apart.
 *
 * A refusal says what was wrong and what was expected, in English (the CLI prints it), and as
 * a template's code and its facts (messages.ts), which the app says in its language.
 */
import {
  englishTraceMessage,
  valueParam,
  type TraceMessageCode,
  type TraceParams,
  type TracePartCode,
} from './messages';

/** The newest version of the format this reader understands. */
export const TRACE_FORMAT_VERSION = 1;

export interface HeaderLine {
  readonly kind: 'header';
  readonly domain?: string;
  readonly start: string;
  readonly goal: string;
  readonly size?: string;
  readonly algorithm?: string;
  readonly heuristic?: string;
  readonly weight?: number;
}

export interface ExpandLine {
  readonly kind: 'expand';
  readonly state: string;
  readonly g?: number;
  readonly h?: number;
}

export interface GenerateLine {
  readonly kind: 'generate';
  readonly state: string;
  readonly parent: string;
  readonly g?: number;
  readonly h?: number;
}

export interface SolutionLine {
  readonly kind: 'solution';
  readonly states: readonly string[];
}

export interface FailureLine {
  readonly kind: 'failure';
}

export type TraceLineShape = HeaderLine | ExpandLine | GenerateLine | SolutionLine | FailureLine;

export type LineShapeCode =
  | 'not-object'
  | 'unknown-line'
  | 'unknown-field'
  | 'missing-field'
  | 'bad-field'
  | 'not-frontier'
  | 'newer-version'
  | 'bad-version';

export interface LineShapeError {
  readonly code: LineShapeCode;
  /** The sentence's template and facts (messages.ts). */
  readonly messageCode: TraceMessageCode;
  readonly params: TraceParams;
  /** What was wrong and what was expected, without the line number (the reader adds it). */
  readonly message: string;
}

export type LineShapeResult =
  { readonly ok: true; readonly line: TraceLineShape } | { readonly ok: false; readonly error: LineShapeError };

const HEADER_FIELDS = ['trace', 'version', 'domain', 'start', 'goal', 'size', 'algorithm', 'heuristic', 'weight'];
const EXPAND_FIELDS = ['expand', 'g', 'h'];
const GENERATE_FIELDS = ['generate', 'parent', 'g', 'h'];
const SOLUTION_FIELDS = ['solution'];
const FAILURE_FIELDS = ['failure'];
const SIZE_PATTERN = /^[1-9][0-9]?x[1-9][0-9]?$/u;

/** Raised inside this module only: the first problem found, turned into a LineShapeError. */
class Refusal {
  constructor(readonly error: LineShapeError) {}
}

function refuse(code: LineShapeCode, messageCode: TraceMessageCode, params: TraceParams = {}): never {
  throw new Refusal({ code, messageCode, params, message: englishTraceMessage({ code: messageCode, params }) });
}

/** The line's shape from an already parsed JSON value. */
export function lineShape(value: unknown): LineShapeResult {
  try {
    return { ok: true, line: readShape(value) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}

function readShape(value: unknown): TraceLineShape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse('not-object', 'not-object', { got: valueParam(value) });
  }
  const o = value as Record<string, unknown>;
  if ('trace' in o) return readHeader(o);
  if ('expand' in o) {
    onlyFields(o, EXPAND_FIELDS, 'line-expand');
    return { kind: 'expand', state: state(o, 'expand'), ...costs(o) };
  }
  if ('generate' in o) {
    onlyFields(o, GENERATE_FIELDS, 'line-generate');
    if (!('parent' in o)) refuse('missing-field', 'generate-needs-parent');
    return { kind: 'generate', state: state(o, 'generate'), parent: state(o, 'parent'), ...costs(o) };
  }
  if ('solution' in o) {
    onlyFields(o, SOLUTION_FIELDS, 'line-solution');
    const states = o.solution;
    if (!Array.isArray(states) || states.length === 0) refuse('bad-field', 'bad-solution', { got: valueParam(states) });
    states.forEach((s, i) => {
      if (typeof s !== 'string' || s.length === 0) {
        refuse('bad-field', 'bad-solution-item', { item: i + 1, got: valueParam(s) });
      }
    });
    return { kind: 'solution', states: states as string[] };
  }
  if ('failure' in o) {
    onlyFields(o, FAILURE_FIELDS, 'line-failure');
    if (o.failure !== true) refuse('bad-field', 'bad-failure', { got: valueParam(o.failure) });
    return { kind: 'failure' };
  }
  const keys = Object.keys(o);
  if (keys.length === 0) refuse('unknown-line', 'unknown-line-empty');
  refuse('unknown-line', keys.length === 1 ? 'unknown-line-one' : 'unknown-line-many', {
    fields: { join: 'comma', each: 'quoted', items: keys },
  });
}

function readHeader(o: Record<string, unknown>): HeaderLine {
  if (o.trace !== 'frontier') refuse('not-frontier', 'not-frontier', { got: valueParam(o.trace) });
  const known = TRACE_FORMAT_VERSION;
  if (!('version' in o)) refuse('missing-field', 'no-version', { known });
  const version = o.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > TRACE_FORMAT_VERSION) {
    refuse('newer-version', 'newer-version', { version, known });
  }
  if (version !== TRACE_FORMAT_VERSION) refuse('bad-version', 'bad-version', { known, got: valueParam(version) });
  onlyFields(o, HEADER_FIELDS, 'line-header');
  if (!('start' in o)) refuse('missing-field', 'no-start');
  if (!('goal' in o)) refuse('missing-field', 'no-goal');
  const header: { -readonly [K in keyof HeaderLine]: HeaderLine[K] } = {
    kind: 'header',
    start: state(o, 'start'),
    goal: state(o, 'goal'),
  };
  if ('domain' in o) header.domain = name(o, 'domain');
  if ('algorithm' in o) header.algorithm = name(o, 'algorithm');
  if ('heuristic' in o) header.heuristic = name(o, 'heuristic');
  if ('size' in o) {
    const size = o.size;
    if (typeof size !== 'string' || !SIZE_PATTERN.test(size)) {
      refuse('bad-field', 'bad-size', { got: valueParam(size) });
    }
    header.size = size;
  }
  if ('weight' in o) {
    const weight = o.weight;
    if (typeof weight !== 'number' || !(weight > 0)) {
      refuse('bad-field', 'bad-weight', { got: valueParam(weight) });
    }
    header.weight = weight;
  }
  return header;
}

function onlyFields(o: Record<string, unknown>, allowed: readonly string[], what: TracePartCode): void {
  for (const key in o) {
    if (!allowed.includes(key)) {
      refuse('unknown-field', 'unknown-field', {
        what: { part: what },
        field: key,
        fields: { join: 'comma', each: 'quoted', items: allowed },
      });
    }
  }
}

function state(o: Record<string, unknown>, field: string): string {
  const v = o[field];
  if (typeof v !== 'string' || v.length === 0) {
    refuse('bad-field', 'bad-text-state', { field, got: valueParam(v) });
  }
  return v;
}

function name(o: Record<string, unknown>, field: string): string {
  const v = o[field];
  if (typeof v !== 'string' || v.length === 0) refuse('bad-field', 'bad-name', { field, got: valueParam(v) });
  return v;
}

function costs(o: Record<string, unknown>): { g?: number; h?: number } {
  const out: { g?: number; h?: number } = {};
  if ('g' in o) out.g = cost(o.g, 'bad-g');
  if ('h' in o) out.h = cost(o.h, 'bad-h');
  return out;
}

function cost(v: unknown, code: 'bad-g' | 'bad-h'): number {
  if (typeof v !== 'number' || !(v >= 0)) refuse('bad-field', code, { got: valueParam(v) });
  return v;
}
