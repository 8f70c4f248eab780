/**
 * Any Frontier run written as a trace: its event stream (events.ts) as frontier-trace v1 lines,
 * or as a Posthoc search trace. Every expansion and every generated child is written, the
 * duplicates a graph search drops included (a searcher generates them too); the run's end is a
 * solution (the path from the start, read back through the node ids), a failure (the space was
 * searched to the end), or nothing when a limit stopped the run: the trace is then cut off, and
 * says so when read.
 */
import type { AnyDomain } from '../domain/types';
import type { AlgorithmId, NodeInfo, SearchEvent, StateKey } from '../events';
import { algorithmInfo, takesOption } from '../solvers/algorithms';
import { DEFAULT_WEIGHT } from '../solvers/types';
import { TRACE_FORMAT_VERSION } from './lineShape';

export interface RunForExport {
  /** The domain's name in a trace ("puzzle"). */
  readonly domainName: string;
  readonly domain: AnyDomain;
  readonly start: unknown;
  readonly goal: unknown;
  readonly algorithm: AlgorithmId;
  /** The heuristic's id on the domain; written only for an algorithm that uses one. */
  readonly heuristic?: string | null;
  readonly weight?: number;
  readonly events: Iterable<SearchEvent>;
}

/** The states of one run by key, each formatted once. */
class StateNames {
  private readonly byKey = new Map<StateKey, string>();
  private readonly keyOfId = new Map<number, StateKey>();
  constructor(private readonly domain: AnyDomain) {}

  note(node: NodeInfo): void {
    this.keyOfId.set(node.id, node.key);
  }

  text(key: StateKey): string {
    let text = this.byKey.get(key);
    if (text === undefined) {
      text = this.domain.format(this.domain.state(key));
      this.byKey.set(key, text);
    }
    return text;
  }

  keyOf(id: number): StateKey {
    const key = this.keyOfId.get(id);
    if (key === undefined) throw new Error(`the event stream names node ${id} before it was created`);
    return key;
  }
}

/** The header fields a run's trace carries. */
function headerOf(run: RunForExport): Record<string, unknown> {
  const info = algorithmInfo(run.algorithm);
  const header: Record<string, unknown> = {
    trace: 'frontier',
    version: TRACE_FORMAT_VERSION,
    domain: run.domainName,
    start: run.domain.format(run.start),
    goal: run.domain.format(run.goal),
  };
  const shape = run.domain as { rows?: number; cols?: number };
  if (shape.rows !== undefined && shape.cols !== undefined && shape.rows !== shape.cols) {
    header.size = `${shape.rows}x${shape.cols}`;
  }
  header.algorithm = run.algorithm;
  if (info?.usesHeuristic && run.heuristic) header.heuristic = run.heuristic;
  if (takesOption(run.algorithm, 'weight')) header.weight = run.weight ?? DEFAULT_WEIGHT;
  return header;
}

/** The run as frontier-trace v1: one JSON text per line, the header first. */
export function* frontierTraceLines(run: RunForExport): Generator<string, void, undefined> {
  const names = new StateNames(run.domain);
  const withH = algorithmInfo(run.algorithm)?.usesHeuristic ?? false;
  const costs = (node: NodeInfo) => (withH ? { g: node.g, h: node.h } : { g: node.g });
  yield JSON.stringify(headerOf(run));
  for (const event of run.events) {
    switch (event.type) {
      case 'start':
        names.note(event.root);
        break;
      case 'iteration':
      case 'restart':
        names.note(event.root);
        break;
      case 'expand':
        names.note(event.node);
        yield JSON.stringify({ expand: names.text(event.node.key), ...costs(event.node) });
        break;
      case 'generate': {
        names.note(event.node);
        const parent = names.text(names.keyOf(event.node.parentId));
        yield JSON.stringify({ generate: names.text(event.node.key), parent, ...costs(event.node) });
        break;
      }
      case 'forget':
        if (event.backedUp) names.note(event.backedUp);
        break;
      case 'solved':
        yield JSON.stringify({ solution: event.nodeIds.map((id) => names.text(names.keyOf(id))) });
        return;
      case 'exhausted':
        // A depth limit or a stuck local search says nothing about whether a solution exists.
        if (event.depthLimit === undefined && event.stuck === undefined) yield JSON.stringify({ failure: true });
        return;
      case 'limit':
        return;
      default:
        break;
    }
  }
}

/** The whole run as one frontier-trace v1 text (a line break after every line). */
export function frontierTraceText(run: RunForExport): string {
  let text = '';
  for (const line of frontierTraceLines(run)) text += `${line}\n`;
  return text;
}

/**
 * The run as a Posthoc search trace (ShortestPathLab): `events` of type source, destination,
 * generating, expanding, closing and end, with `id`, `pId`, `g` and `f`, and each board as
 * Posthoc's tile traces write it, one property per cell named column then row ("11" .. "33",
 * 1-based). `h` rides along on each event of a search that uses one (Posthoc shows extra properties and ignores them).
 * An `end` without an id means the search failed; a run stopped by a limit has no `end`.
 * Puzzles up to 9 columns and 9 rows (the cell names have one digit each).
 */
export function posthocTrace(run: RunForExport): { version: string; events: Record<string, unknown>[] } {
  const names = new StateNames(run.domain);
  const cells = (key: StateKey) => boardCells(run.domain, run.domain.state(key));
  const events: Record<string, unknown>[] = [];
  const withH = algorithmInfo(run.algorithm)?.usesHeuristic ?? false;
  const node = (type: string, n: NodeInfo) => ({
    type,
    id: n.id,
    pId: n.parentId < 0 ? null : n.parentId,
    g: n.g,
    f: n.f,
    ...(withH ? { h: n.h } : {}),
    ...cells(n.key),
  });
  let expanding: NodeInfo | null = null;
  const close = () => {
    if (expanding !== null)
      events.push({ type: 'closing', id: expanding.id, pId: expanding.parentId < 0 ? null : expanding.parentId });
    expanding = null;
  };
  const destination: Record<string, unknown> = { type: 'destination', ...boardCells(run.domain, run.goal) };
  for (const event of run.events) {
    switch (event.type) {
      case 'start':
        names.note(event.root);
        events.push(
          { type: 'source', id: event.root.id, ...cells(event.root.key) },
          destination,
          node('generating', event.root),
        );
        break;
      case 'iteration':
      case 'restart':
        // A new pass (IDA*, IDDFS) or a restart re-enters the root with a fresh id: a new tree root.
        close();
        names.note(event.root);
        events.push(node('generating', event.root));
        break;
      case 'expand':
        close();
        names.note(event.node);
        events.push(node('expanding', event.node));
        expanding = event.node;
        break;
      case 'generate':
        names.note(event.node);
        events.push(node('generating', event.node));
        break;
      case 'solved': {
        close();
        const goalId = event.nodeIds[event.nodeIds.length - 1];
        destination.id = goalId;
        events.push({ type: 'end', id: goalId });
        return { version: '1.4.0', events };
      }
      case 'exhausted':
        close();
        if (event.depthLimit === undefined && event.stuck === undefined) events.push({ type: 'end', id: null });
        return { version: '1.4.0', events };
      case 'limit':
        close();
        return { version: '1.4.0', events };
      default:
        break;
    }
  }
  close();
  return { version: '1.4.0', events };
}

/** A board as Posthoc's tile traces name its cells: column then row, both from 1. */
function boardCells(domain: AnyDomain, state: unknown): Record<string, number> {
  const { cols } = domain as { cols?: number };
  if (cols === undefined || !Array.isArray(state))
    throw new Error('Posthoc traces are written for the sliding puzzle only');
  const out: Record<string, number> = {};
  (state as number[]).forEach((tile, i) => {
    out[`${(i % cols) + 1}${Math.floor(i / cols) + 1}`] = tile;
  });
  return out;
}
