/**
 * The shape of one line of a frontier-trace v1 file, checked by hand: this is the reader's hot
 * path (a trace can have 200,000 lines), and the page's content security policy forbids the
 * code a JSON Schema validator compiles. docs/frontier-trace-v1.schema.json is the written
 * contract; a unit test holds this function to accept and refuse exactly the lines that schema
 * does, so the two cannot drift apart.
 *
 * A refusal says what was wrong and what was expected, in English (the CLI prints it; the app
 * translates from `code` and the facts).
 */

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

function refuse(code: LineShapeCode, message: string): never {
  throw new Refusal({ code, message });
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
    refuse('not-object', `expected one JSON object, got ${describeValue(value)}`);
  }
  const o = value as Record<string, unknown>;
  if ('trace' in o) return readHeader(o);
  if ('expand' in o) {
    onlyFields(o, EXPAND_FIELDS, 'an expand line');
    return { kind: 'expand', state: state(o, 'expand'), ...costs(o) };
  }
  if ('generate' in o) {
    onlyFields(o, GENERATE_FIELDS, 'a generate line');
    if (!('parent' in o)) refuse('missing-field', 'a generate line needs "parent": the state it was generated from');
    return { kind: 'generate', state: state(o, 'generate'), parent: state(o, 'parent'), ...costs(o) };
  }
  if ('solution' in o) {
    onlyFields(o, SOLUTION_FIELDS, 'a solution line');
    const states = o.solution;
    if (!Array.isArray(states) || states.length === 0) {
      refuse(
        'bad-field',
        `"solution" must be a list of states from the start to the goal, got ${describeValue(states)}`,
      );
    }
    states.forEach((s, i) => {
      if (typeof s !== 'string' || s.length === 0) {
        refuse('bad-field', `"solution" item ${i + 1} must be a state written as text, got ${describeValue(s)}`);
      }
    });
    return { kind: 'solution', states: states as string[] };
  }
  if ('failure' in o) {
    onlyFields(o, FAILURE_FIELDS, 'a failure line');
    if (o.failure !== true) refuse('bad-field', `"failure" must be true, got ${describeValue(o.failure)}`);
    return { kind: 'failure' };
  }
  const keys = Object.keys(o);
  refuse(
    'unknown-line',
    `expected a line with "expand", "generate", "solution" or "failure" (or the header's "trace"), got ${
      keys.length === 0
        ? 'an empty object'
        : `the field${keys.length === 1 ? '' : 's'} ${keys.map((k) => `"${k}"`).join(', ')}`
    }`,
  );
}

function readHeader(o: Record<string, unknown>): HeaderLine {
  if (o.trace !== 'frontier') refuse('not-frontier', `"trace" must be "frontier", got ${describeValue(o.trace)}`);
  if (!('version' in o)) refuse('missing-field', `the header needs "version": ${TRACE_FORMAT_VERSION}`);
  const version = o.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > TRACE_FORMAT_VERSION) {
    refuse(
      'newer-version',
      `this is frontier-trace version ${version}, newer than this reader understands (version ${TRACE_FORMAT_VERSION}): update Frontier to read it`,
    );
  }
  if (version !== TRACE_FORMAT_VERSION) {
    refuse('bad-version', `"version" must be ${TRACE_FORMAT_VERSION}, got ${describeValue(version)}`);
  }
  onlyFields(o, HEADER_FIELDS, 'the header');
  if (!('start' in o)) refuse('missing-field', 'the header needs "start": the start state');
  if (!('goal' in o)) refuse('missing-field', 'the header needs "goal": the goal state');
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
      refuse('bad-field', `"size" must be rows x columns such as "3x3" or "2x4", got ${describeValue(size)}`);
    }
    header.size = size;
  }
  if ('weight' in o) {
    const weight = o.weight;
    if (typeof weight !== 'number' || !(weight > 0)) {
      refuse(
        'bad-field',
        `"weight" must be a number above 0 (weighted A*: f = g + weight * h), got ${describeValue(weight)}`,
      );
    }
    header.weight = weight;
  }
  return header;
}

function onlyFields(o: Record<string, unknown>, allowed: readonly string[], what: string): void {
  for (const key in o) {
    if (!allowed.includes(key)) {
      refuse('unknown-field', `${what} has no field "${key}" (its fields: ${allowed.map((k) => `"${k}"`).join(', ')})`);
    }
  }
}

function state(o: Record<string, unknown>, field: string): string {
  const v = o[field];
  if (typeof v !== 'string' || v.length === 0) {
    refuse(
      'bad-field',
      `"${field}" must be a state written as text, such as "1 2 3/4 5 6/7 8 0", got ${describeValue(v)}`,
    );
  }
  return v;
}

function name(o: Record<string, unknown>, field: string): string {
  const v = o[field];
  if (typeof v !== 'string' || v.length === 0)
    refuse('bad-field', `"${field}" must be a name, got ${describeValue(v)}`);
  return v;
}

function costs(o: Record<string, unknown>): { g?: number; h?: number } {
  const out: { g?: number; h?: number } = {};
  if ('g' in o) out.g = cost(o.g, 'g', 'the cost of the path from the start');
  if ('h' in o) out.h = cost(o.h, 'h', "the heuristic's estimate to the goal");
  return out;
}

function cost(v: unknown, field: string, meaning: string): number {
  if (typeof v !== 'number' || !(v >= 0))
    refuse('bad-field', `"${field}" (${meaning}) must be a number >= 0, got ${describeValue(v)}`);
  return v;
}

/** A value as a message shows it: short, and its JSON type named when that is the problem. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return v.length === 0 ? 'an empty list' : 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string')
    return v.length === 0 ? 'an empty text' : `the text ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return `${typeof v === 'number' ? 'the number' : 'the value'} ${String(v)}`;
}
