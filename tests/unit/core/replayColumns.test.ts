/**
 * The columnar event log (eventColumns.ts, nodeTable.ts): whatever a solver yields, reading the
 * log back gives events equal to the appended ones (types without making events, nodes by id
 * as first reported), on the puzzle and on domains with text keys, step costs, depths and sides;
 * an event whose node disagrees with the table is kept whole; and the log's columns take 5 bytes
 * an event and 25 a puzzle node, not the hundred-odd bytes of objects.
 */
import { describe, expect, it } from 'vitest';
import { romaniaDomain } from '../../../src/core/domain/graph';
import { gridDomain, readyMap } from '../../../src/core/domain/grid';
import type { AlgorithmId, NodeInfo, SearchEvent } from '../../../src/core/events';
import { createReplayer } from '../../../src/core/replay';
import { EventColumns } from '../../../src/core/replay/eventColumns';
import { NodeTable } from '../../../src/core/replay/nodeTable';
import { optionsFor, run } from './domain/graph/searchHarness';
import { ALL_ALGORITHMS, recordRun, scrambled } from './replayFixtures';

/** The first NodeInfo reported for each id, as the log must give it back. */
function firstNodes(events: readonly SearchEvent[]): Map<number, NodeInfo> {
  const first = new Map<number, NodeInfo>();
  const note = (n: NodeInfo | null | undefined) => {
    if (n && !first.has(n.id)) first.set(n.id, n);
  };
  for (const e of events) {
    if (e.type === 'start' || e.type === 'iteration' || e.type === 'restart') note(e.root);
    else if (e.type === 'expand' || e.type === 'generate' || e.type === 'backtrack') note(e.node);
    else if (e.type === 'forget') {
      note(e.node);
      note(e.backedUp);
    }
  }
  return first;
}

function holdsLog(events: readonly SearchEvent[], appendInBatches = 97): void {
  const replayer = createReplayer();
  for (let i = 0; i < events.length; i += appendInBatches) replayer.append(events.slice(i, i + appendInBatches));
  expect(replayer.length).toBe(events.length);
  for (let i = 0; i < events.length; i++) {
    expect(replayer.eventType(i)).toBe(events[i].type);
    expect(replayer.event(i)).toStrictEqual(events[i]);
    const e = events[i];
    expect(replayer.eventKey(i)).toBe('node' in e ? e.node.key : undefined);
  }
  for (const [id, node] of firstNodes(events)) expect(replayer.node(id)).toStrictEqual(node);
  expect(replayer.node(1e9)).toBeUndefined();
  expect(() => replayer.eventType(events.length)).toThrow(RangeError);
  expect(() => replayer.eventKey(events.length)).toThrow(RangeError);
}

const PUZZLE_RUNS: [AlgorithmId, number][] = [
  ...ALL_ALGORITHMS.map((a): [AlgorithmId, number] => [a, 300]),
  ['ucs', 300],
  ['rbfs', 200],
  ['smastar', 200],
  ['hill', 100],
  ['anneal', 100],
  ['beam', 100],
];

describe('the columnar event log', () => {
  const board = scrambled(3, 3, 30, 7);

  it.each(PUZZLE_RUNS)('gives back every event and node of %s on the puzzle', (algorithm, maxExpansions) => {
    const { events } = recordRun(algorithm, board.puzzle, board.start, { maxExpansions, heuristic: 'manhattan' });
    expect(events.length).toBeGreaterThan(20);
    holdsLog(events);
  });

  it.each(['bfs', 'ucs', 'astar', 'greedy', 'bibfs', 'rbfs', 'smastar', 'idastar'] as AlgorithmId[])(
    'gives back every event of %s on Romania (text keys, step costs, depths, sides)',
    (algorithm) => {
      const { events } = run(romaniaDomain(), 'Arad', 'Bucharest', optionsFor(algorithm, 'straight-line'));
      holdsLog(events, 5);
    },
  );

  it('gives back every event of A* on an 8-connected grid (diagonal costs that are not whole)', () => {
    const grid = readyMap('swamp');
    const { events } = run(gridDomain(grid, 8), grid.start, grid.goal, optionsFor('astar', 'octile'));
    expect(
      events.some((e) => e.type === 'generate' && e.node.stepCost !== undefined && e.node.stepCost % 1 !== 0),
    ).toBe(true);
    holdsLog(events);
  });

  it('keeps whole an event whose node disagrees with the first report of its id', () => {
    const nodes = new NodeTable();
    const log = new EventColumns(nodes);
    const root: NodeInfo = { id: 0, parentId: -1, key: 5, g: 0, h: 3, f: 3, move: null };
    const child: NodeInfo = { id: 1, parentId: 0, key: 6, g: 1, h: 2, f: 3, move: 'U' };
    const backedUp: NodeInfo = { ...child, f: 9 };
    expect(nodes.add(root)).toBe(true);
    expect(nodes.add(child)).toBe(true);
    expect(nodes.add(backedUp)).toBe(false);
    expect(nodes.matches(child)).toBe(true);
    expect(nodes.matches(backedUp)).toBe(false);
    log.push({ type: 'generate', node: child, outcome: 'new' }, nodes.matches(child));
    log.push({ type: 'expand', node: backedUp, fLimit: 7 }, nodes.matches(backedUp));
    expect(log.at(0)).toStrictEqual({ type: 'generate', node: child, outcome: 'new' });
    expect(log.at(1)).toStrictEqual({ type: 'expand', node: backedUp, fLimit: 7 });
    expect(log.typeAt(1)).toBe('expand');
    expect(nodes.node(1)).toStrictEqual(child);
  });

  it('moves every key to text when a text key arrives after numbers', () => {
    const nodes = new NodeTable();
    nodes.add({ id: 0, parentId: -1, key: 12, g: 0, h: 0, f: 0, move: null });
    nodes.add({ id: 2, parentId: 0, key: 'b', g: 1, h: 0, f: 1, move: null });
    expect(nodes.key(0)).toBe(12);
    expect(nodes.key(2)).toBe('b');
    expect(nodes.has(1)).toBe(false);
    expect(nodes.node(1)).toBeUndefined();
  });

  it('takes 5 bytes an event and 25 a puzzle node, in columns', () => {
    const { events } = recordRun('bfs', board.puzzle, board.start, { maxExpansions: 20_000 });
    const replayer = createReplayer();
    replayer.append(events);
    const nodes = firstNodes(events).size;
    const { logBytes, keptWhole } = replayer.stats();
    const columnar = new Set(['expand', 'generate', 'backtrack']);
    expect(keptWhole).toBe(events.filter((e) => !columnar.has(e.type)).length); // start, progress, final
    expect(keptWhole).toBeLessThan(10);
    // Columns grow by pages of 64K entries: at most one page each beyond what is used. An
    // object per event and per node would take well over 100 bytes an event.
    const PAGE = 65_536;
    expect(logBytes).toBeGreaterThanOrEqual(5 * events.length + 25 * nodes);
    expect(logBytes).toBeLessThanOrEqual(5 * events.length + 25 * nodes + 30 * PAGE);
    expect(logBytes / events.length).toBeLessThan(40);
  });
});
