/**
 * Reads a Posthoc search trace (ShortestPathLab's format) of a sliding-tile puzzle into the same
 * form as a frontier-trace file: `events` (older traces: `eventList`) of type source,
 * destination, generating, expanding, closing and end, each with `id` and, when generated,
 * `pId` (the parent's id, null for the root), `g` and `f`; a board is one property per cell,
 * named by its column then its row from 1 ("11", "21", ... "33"), as Posthoc's tile traces
 * write it. `source` and `destination` carry the start and goal; `end` names the node the
 * search ended on (the solution is its chain of parents); an `end` with no id is a failure; no
 * `end` at all is a cut-off trace. Events of other types (Posthoc draws many) are passed over.
 *
 * A Posthoc trace gives f, not h: the checker reads h out of f for the algorithm it checks
 * against (f - g for A*). An `h` property, as Frontier's own export writes, is read as h.
 */
import type { AnyDomain } from '../domain/types';
import { puzzleDomain } from '../domain/puzzle';
import { isTraceState, resolveMethod, StateTable } from './domains';
import type { DomainParseError } from '../domain/types';
import { englishTraceMessage, englishTracePart, valueParam, type TraceMessageCode, type TraceParams } from './messages';
import type { Trace, TraceReadError, TraceReadResult, TraceState, TraceStep, TraceEnd } from './types';

export interface PosthocReadOptions {
  /** The reference algorithm (a Posthoc trace names none). */
  readonly algorithm?: string;
  readonly heuristic?: string;
  readonly weight?: number;
}

class Refusal {
  constructor(readonly error: TraceReadError) {}
}

function refuse(
  line: number,
  code: string,
  messageCode: TraceMessageCode,
  params: TraceParams = {},
  cause?: DomainParseError,
): never {
  const where = line === 0 ? 'posthoc' : 'event';
  const message = `${englishTracePart(`where-${where}`, { line: String(line) })}${englishTraceMessage({ code: messageCode, params })}`;
  throw new Refusal({ line, code, where, messageCode, params, ...(cause === undefined ? {} : { cause }), message });
}

/** A Posthoc trace from its JSON text (or the value already parsed). */
export function readPosthocTrace(input: string | unknown, options: PosthocReadOptions = {}): TraceReadResult {
  try {
    return { ok: true, trace: read(input, options) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}

/** Whether a parsed JSON document looks like a Posthoc trace (rather than a frontier-trace line). */
export function looksLikePosthoc(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (Array.isArray((value as Record<string, unknown>).events) ||
      Array.isArray((value as Record<string, unknown>).eventList))
  );
}

function read(input: unknown, options: PosthocReadOptions): Trace {
  let doc = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch (e) {
      refuse(0, 'not-json', 'posthoc-not-json', { why: e instanceof Error ? e.message : String(e) });
    }
  }
  if (!looksLikePosthoc(doc)) refuse(0, 'no-events', 'no-events');
  const o = doc as Record<string, unknown>;
  const events = (Array.isArray(o.events) ? o.events : o.eventList) as unknown[];
  const sourceAt = events.findIndex((e) => typeOf(e) === 'source');
  const destinationAt = events.findIndex((e) => typeOf(e) === 'destination');
  if (sourceAt < 0) refuse(0, 'no-source', 'no-source');
  if (destinationAt < 0) refuse(0, 'no-destination', 'no-destination');
  const startText = boardText(events[sourceAt] as Record<string, unknown>, sourceAt + 1);
  const goalText = boardText(events[destinationAt] as Record<string, unknown>, destinationAt + 1);
  const shape = startText.split(' / ');
  const domain: AnyDomain = puzzleDomain(shape.length, shape[0].split(' ').length);
  const states = new StateTable(domain);
  const stateOf = (text: string, line: number, what: TraceMessageCode): TraceState => {
    const s = states.read(text);
    if (!isTraceState(s)) refuse(line, 'bad-state', what, { reason: s.message }, s);
    return s;
  };
  const start = stateOf(startText, sourceAt + 1, 'source-not-board');
  const goal = stateOf(goalText, destinationAt + 1, 'destination-not-board');
  const method = resolveMethod(domain, goal, options.algorithm, options.heuristic);
  if (!method.ok) refuse(0, method.code, method.messageCode, method.params);

  const byId = new Map<string, { state: TraceState; parent: string | null }>();
  const steps: TraceStep[] = [];
  let end: TraceEnd | null = null;
  for (let i = 0; i < events.length; i++) {
    const line = i + 1;
    const e = events[i];
    if (typeof e !== 'object' || e === null || Array.isArray(e))
      refuse(line, 'not-object', 'event-not-object', { got: valueParam(e) });
    const event = e as Record<string, unknown>;
    const type = event.type;
    if (typeof type !== 'string') refuse(line, 'no-type', 'no-type', { got: valueParam(type) });
    if (end !== null) refuse(line, 'after-end', 'posthoc-after-end', { endLine: end.line });
    switch (type) {
      case 'generating': {
        const id = idOf(event, line);
        const state = hasCells(event)
          ? stateOf(boardText(event, line), line, 'event-not-board')
          : refuse(line, 'no-board', 'generating-no-board');
        const pId = event.pId;
        if (pId === null || pId === undefined) {
          byId.set(id, { state, parent: null });
          break;
        }
        const parentId = idText(pId, line, 'pId');
        const parent = byId.get(parentId);
        if (parent === undefined) refuse(line, 'unknown-parent', 'unknown-parent', { id: parentId });
        byId.set(id, { state, parent: parentId });
        steps.push({ type: 'generate', line, node: state, parent: parent.state, ...numbers(event, line) });
        break;
      }
      case 'expanding': {
        const id = idOf(event, line);
        const known = byId.get(id);
        const state = hasCells(event) ? stateOf(boardText(event, line), line, 'event-not-board') : known?.state;
        if (state === undefined) refuse(line, 'unknown-node', 'unknown-node', { id });
        steps.push({ type: 'expand', line, node: state, ...numbers(event, line) });
        break;
      }
      case 'end': {
        if (event.id === null || event.id === undefined) {
          end = { type: 'failure', line };
          break;
        }
        const id = idText(event.id, line, 'id');
        const path: TraceState[] = [];
        for (let at: string | null = id; at !== null;) {
          const n = byId.get(at);
          if (n === undefined) refuse(line, 'unknown-node', 'unknown-path-node', { id: at });
          path.push(n.state);
          if (path.length > byId.size) refuse(line, 'cycle', 'cycle');
          at = n.parent;
        }
        end = { type: 'solution', line, states: path.reverse() };
        break;
      }
      default:
        break; // source, destination (read above), closing, and Posthoc's drawing events
    }
  }
  return {
    format: 'posthoc',
    header: {
      domainName: 'puzzle',
      domain,
      start,
      goal,
      algorithm: method.algorithm,
      heuristic: method.heuristic,
      weight: options.weight ?? null,
    },
    steps,
    end: end ?? { type: 'cut-off', line: events.length },
    lines: events.length,
  };
}

function typeOf(e: unknown): unknown {
  return typeof e === 'object' && e !== null ? (e as Record<string, unknown>).type : undefined;
}

const CELL = /^[1-9][1-9]$/;

function hasCells(event: Record<string, unknown>): boolean {
  for (const k in event) if (CELL.test(k)) return true;
  return false;
}

/** The board an event carries, as the puzzle's parser reads it ("1 2 3 / 4 5 6 / 7 8 0"). */
function boardText(event: Record<string, unknown>, line: number): string {
  let cols = 0;
  let rows = 0;
  for (const k in event) {
    if (!CELL.test(k)) continue;
    cols = Math.max(cols, Number(k[0]));
    rows = Math.max(rows, Number(k[1]));
  }
  if (cols === 0) refuse(line, 'no-board', 'no-board');
  const out: string[] = [];
  for (let y = 1; y <= rows; y++) {
    const row: string[] = [];
    for (let x = 1; x <= cols; x++) {
      const v = event[`${x}${y}`];
      if (typeof v !== 'number' || !Number.isInteger(v))
        refuse(line, 'bad-board', 'bad-board', { cell: `${x}${y}`, got: valueParam(v) });
      row.push(String(v));
    }
    out.push(row.join(' '));
  }
  return out.join(' / ');
}

function idOf(event: Record<string, unknown>, line: number): string {
  return idText(event.id, line, 'id');
}

function idText(v: unknown, line: number, field: string): string {
  if (typeof v === 'number' || (typeof v === 'string' && v !== '')) return String(v);
  return refuse(line, 'bad-id', 'bad-id', { field, got: valueParam(v) });
}

function numbers(event: Record<string, unknown>, line: number): { g?: number; h?: number; f?: number } {
  const out: { g?: number; h?: number; f?: number } = {};
  for (const field of ['g', 'h', 'f'] as const) {
    const v = event[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'number' || !Number.isFinite(v))
      refuse(line, 'bad-field', 'bad-number', { field, got: valueParam(v) });
    out[field] = v;
  }
  return out;
}
