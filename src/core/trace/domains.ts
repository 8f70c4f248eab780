/**
 * The domains a trace may name, and its header read on one: the start and goal by the domain's
 * own parser (with its specific errors), the algorithm and heuristic checked against what
 * Frontier knows. The puzzle's shape comes from the start state (or the header's "size", for
 * boards that are not square).
 *
 * The road maps and grids are the app's own domains (src/core/domain/registry.ts), named in a
 * trace by their kind, with the map after a colon when it is not the default one ("romania",
 * "road-map", "grid", "grid:maze"): the format's fields stay as version 1 has them. Their
 * modules are fetched on demand, so whoever reads traces calls loadTraceDomains first.
 */
import { loadDomain, openDomain } from '../domain/registry';
import type { AnyDomain, DomainParseError } from '../domain/types';
import { puzzleDomain } from '../domain/puzzle';
import { parseBoard } from '../parse';
import { ALGORITHMS, isAlgorithmId } from '../solvers/algorithms';
import type { HeaderLine } from './lineShape';
import { englishTraceMessage, type TraceMessageCode, type TraceParams } from './messages';
import type { TraceHeader, TraceState } from './types';

/** The domain a trace means when it names none. */
export const DEFAULT_TRACE_DOMAIN = 'puzzle';

/** A domain's name in a trace, and how to make the domain from the start state's text. */
interface TraceDomainEntry {
  readonly name: string;
  /** The registry's kind of the domain, and the instance the name means (null: the kind's default). */
  readonly kind: string;
  readonly instance: string | null;
  make(
    startText: string,
    size: string | undefined,
  ): { ok: true; domain: AnyDomain } | { ok: false; error: DomainParseError };
}

/** A domain of the registry, opened on one of its instances (its module loaded by loadTraceDomains). */
function registryEntry(name: string, kind: string, instance: string | null): TraceDomainEntry {
  return {
    name,
    kind,
    instance,
    make: () => {
      const opened = openDomain(kind, instance);
      return opened.ok ? opened : { ok: false, error: opened.error };
    },
  };
}

/** The kinds whose modules traces may need. */
const REGISTRY_KINDS = ['road-map', 'grid'] as const;
/** The grids' ready-made maps (src/core/domain/grid/readyMaps.ts), named after "grid:". */
const GRID_MAPS = ['open-field', 'u-trap', 'maze', 'swamp'] as const;

const TRACE_DOMAINS: readonly TraceDomainEntry[] = [
  {
    name: 'puzzle',
    kind: 'puzzle',
    instance: null,
    make: (startText, size) => {
      const shape =
        size === undefined ? undefined : { rows: Number(size.split('x')[0]), cols: Number(size.split('x')[1]) };
      const parsed = parseBoard(startText, shape);
      if (!parsed.ok) return parsed;
      return { ok: true, domain: puzzleDomain(parsed.board.rows, parsed.board.cols) };
    },
  },
  registryEntry('romania', 'road-map', 'romania'),
  registryEntry('road-map', 'road-map', null),
  registryEntry('graph', 'road-map', null),
  registryEntry('grid', 'grid', null),
  ...GRID_MAPS.map((map) => registryEntry(`grid:${map}`, 'grid', map)),
];

/** Fetches the modules of the domains a trace may name (once; the puzzle's is always there). */
export function loadTraceDomains(): Promise<unknown> {
  return Promise.all(REGISTRY_KINDS.map((kind) => loadDomain(kind)));
}

/** The registry's kind and instance a trace's domain name stands for (the app's run on it). */
export function traceDomainRun(domainName: string): { readonly kind: string; readonly instance: string | null } {
  const entry = TRACE_DOMAINS.find((d) => d.name === domainName);
  return { kind: entry?.kind ?? DEFAULT_TRACE_DOMAIN, instance: entry?.instance ?? null };
}

export const TRACE_DOMAIN_NAMES: readonly string[] = TRACE_DOMAINS.map((d) => d.name);

/**
 * The states of one trace, each text read once: a 200,000-line trace names the same few
 * thousand states again and again, and parsing is the costly part of reading a line.
 */
export class StateTable {
  private readonly byText = new Map<string, TraceState>();
  constructor(readonly domain: AnyDomain) {}

  read(text: string): TraceState | DomainParseError {
    const hit = this.byText.get(text);
    if (hit !== undefined) return hit;
    const parsed = this.domain.parse(text);
    if (!parsed.ok) return parsed.error;
    const state: TraceState = { text, key: this.domain.key(parsed.state), state: parsed.state };
    this.byText.set(text, state);
    return state;
  }
}

export function isTraceState(value: TraceState | DomainParseError): value is TraceState {
  return 'key' in value;
}

/** Why a header (or a method named on the command line) was refused: its code, its sentence's template and facts. */
export interface MethodRefusal {
  readonly ok: false;
  readonly code: string;
  readonly messageCode: TraceMessageCode;
  readonly params: TraceParams;
  /** The domain parser's refusal, when the start or goal was not read. */
  readonly cause?: DomainParseError;
  /** English, without the line number. */
  readonly message: string;
}

function refusal(code: TraceMessageCode, params: TraceParams, cause?: DomainParseError): MethodRefusal {
  const message = englishTraceMessage({ code, params });
  return cause === undefined
    ? { ok: false, code, messageCode: code, params, message }
    : { ok: false, code, messageCode: code, params, cause, message };
}

export type HeaderRead =
  { readonly ok: true; readonly header: TraceHeader; readonly states: StateTable } | MethodRefusal;

/** The header on its domain, or what is wrong with it (without the line number). */
export function readHeader(line: HeaderLine): HeaderRead {
  const domainName = line.domain ?? DEFAULT_TRACE_DOMAIN;
  const entry = TRACE_DOMAINS.find((d) => d.name === domainName);
  if (entry === undefined) {
    return refusal('unknown-domain', {
      domain: domainName,
      known: { join: 'comma', items: TRACE_DOMAIN_NAMES },
    });
  }
  const made = entry.make(line.start, line.size);
  if (!made.ok) return refusal('bad-start', { domain: domainName, reason: made.error.message }, made.error);
  const states = new StateTable(made.domain);
  const start = states.read(line.start);
  if (!isTraceState(start)) return refusal('bad-start', { domain: domainName, reason: start.message }, start);
  const goal = states.read(line.goal);
  if (!isTraceState(goal)) return refusal('bad-goal', { domain: domainName, reason: goal.message }, goal);
  const resolved = resolveMethod(made.domain, goal, line.algorithm, line.heuristic);
  if (!resolved.ok) return resolved;
  return {
    ok: true,
    states,
    header: {
      domainName,
      domain: made.domain,
      start,
      goal,
      algorithm: resolved.algorithm,
      heuristic: resolved.heuristic,
      weight: line.weight ?? null,
    },
  };
}

/** The algorithm and heuristic by name (from a header or the command line), checked on the domain. */
export function resolveMethod(
  domain: AnyDomain,
  goal: TraceState,
  algorithm: string | undefined | null,
  heuristic: string | undefined | null,
):
  | { readonly ok: true; readonly algorithm: TraceHeader['algorithm']; readonly heuristic: string | null }
  | MethodRefusal {
  if (algorithm != null && !isAlgorithmId(algorithm)) {
    return refusal('unknown-algorithm', {
      name: algorithm,
      known: { join: 'comma', items: ALGORITHMS.map((a) => a.id) },
    });
  }
  if (heuristic != null) {
    const known = domain.heuristics.find((h) => h.id === heuristic);
    if (known === undefined) {
      return refusal('unknown-heuristic', {
        name: heuristic,
        known: { join: 'comma', items: domain.heuristics.map((h) => h.id) },
      });
    }
    const available = (known as { available?: (goal: unknown) => boolean }).available;
    if (available !== undefined && !available(goal.state)) {
      return refusal('unavailable-heuristic', { name: heuristic });
    }
  }
  return { ok: true, algorithm: algorithm ?? null, heuristic: heuristic ?? null } as const;
}
