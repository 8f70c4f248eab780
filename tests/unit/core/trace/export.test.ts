/**
 * Any Frontier run written as a trace reads back to the same search: the same expansions (state
 * and g, in order), the same generated children, and the same end, from frontier-trace v1 and
 * from Posthoc JSON alike; and a Posthoc trace in the shape ShortestPathLab's tile traces have
 * is read, with its malformed events refused by number.
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, SearchEvent } from '../../../../src/core/events';
import { readFrontierTrace, readPosthocTrace, type Trace } from '../../../../src/core/trace';
import { exportRun, linesOf, randomBoard } from './traceRuns';

function expansionsOf(events: readonly SearchEvent[]): [string | number, number][] {
  return events.flatMap((e) => (e.type === 'expand' ? [[e.node.key, e.node.g] as [string | number, number]] : []));
}

function traceExpansions(trace: Trace): [string | number, number][] {
  return trace.steps.flatMap((s) => (s.type === 'expand' ? [[s.node.key, s.g!] as [string | number, number]] : []));
}

describe('export, then read: the same search', () => {
  const cases: [AlgorithmId, number][] = [
    ['astar', 20],
    ['bfs', 10],
    ['greedy', 20],
    ['idastar', 16],
    // DFS dives to its depth limit whatever the board: 2 moves keep its trace at 20,000 events.
    ['dfs', 2],
  ];
  for (const [algorithm, moves] of cases) {
    it(`${algorithm}: frontier-trace and Posthoc give back the run's expansions and its end`, async () => {
      const { events, text, posthoc } = await exportRun(algorithm, randomBoard(17, moves));
      const final = events[events.length - 1];
      for (const read of [readFrontierTrace(text), readPosthocTrace(posthoc, { algorithm })]) {
        if (!read.ok) throw new Error(read.error.message);
        expect(traceExpansions(read.trace)).toEqual(expansionsOf(events));
        expect(read.trace.steps.filter((s) => s.type === 'generate').length).toBe(
          events.filter((e) => e.type === 'generate').length,
        );
        if (final.type === 'solved') {
          expect(read.trace.end.type).toBe('solution');
          if (read.trace.end.type === 'solution') expect(read.trace.end.states.length).toBe(final.nodeIds.length);
        }
      }
    });
  }

  it('a run stopped by its budget is written without a final line: read as cut off', async () => {
    const { text } = await exportRun('bfs', randomBoard(17, 10));
    const lines = linesOf(text);
    expect('solution' in lines[lines.length - 1]).toBe(true);
    const read = readFrontierTrace(text.split('\n').slice(0, 20).join('\n'));
    expect(read.ok && read.trace.end.type).toBe('cut-off');
  });
});

/** A Posthoc tile trace shaped as ShortestPathLab's examples are (cells named column then row). */
function cells(board: number[][]): Record<string, number> {
  const out: Record<string, number> = {};
  board.forEach((row, y) => row.forEach((tile, x) => (out[`${x + 1}${y + 1}`] = tile)));
  return out;
}

describe('reading Posthoc tile traces', () => {
  const start = cells([
    [1, 2, 3],
    [4, 5, 6],
    [7, 0, 8],
  ]);
  const goal = cells([
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 0],
  ]);
  const left = cells([
    [1, 2, 3],
    [4, 5, 6],
    [0, 7, 8],
  ]);
  const up = cells([
    [1, 2, 3],
    [4, 0, 6],
    [7, 5, 8],
  ]);
  const doc = {
    version: '1.0.5',
    render: {},
    events: [
      { type: 'source', id: 1, ...start },
      { type: 'destination', id: 4, ...goal },
      { type: 'generating', id: 1, pId: null, g: 0, f: 1, ...start },
      { type: 'expanding', id: 1, pId: null, g: 0, f: 1, ...start },
      { type: 'generating', id: 2, pId: 1, g: 1, f: 3, ...up },
      { type: 'generating', id: 3, pId: 1, g: 1, f: 3, ...left },
      { type: 'generating', id: 4, pId: 1, g: 1, f: 1, ...goal },
      { type: 'closing', id: 1, pId: null, g: 0, f: 1, ...start },
      { type: 'expanding', id: 4, pId: 1, g: 1, f: 1, ...goal },
      { type: 'end', id: 4, pId: 1, g: 1, f: 1, ...goal },
    ],
  };

  it('reads the events into steps, h out of f for A*, and the solution from the end node’s parents', () => {
    const read = readPosthocTrace(JSON.stringify(doc), { algorithm: 'astar', heuristic: 'manhattan' });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.trace.steps.map((s) => [s.type, s.line])).toEqual([
      ['expand', 4],
      ['generate', 5],
      ['generate', 6],
      ['generate', 7],
      ['expand', 9],
    ]);
    expect(read.trace.end.type).toBe('solution');
    if (read.trace.end.type === 'solution')
      expect(read.trace.end.states.map((s) => s.text)).toEqual(['1 2 3 / 4 5 6 / 7 0 8', '1 2 3 / 4 5 6 / 7 8 0']);
    expect(read.trace.header.algorithm).toBe('astar');
  });

  it('the older "eventList" is read as well', () => {
    const { events, ...rest } = doc;
    expect(readPosthocTrace({ ...rest, eventList: events }).ok).toBe(true);
  });

  it('refuses what cannot be read, naming the event', () => {
    const bad = (events: unknown[]) => {
      const read = readPosthocTrace({ events });
      return read.ok ? null : read.error.message;
    };
    expect(bad([{ type: 'destination', ...goal }])).toMatch(/no "source" event/);
    expect(bad([doc.events[0], doc.events[1], { type: 'generating', id: 9, pId: 7, ...up }])).toBe(
      'event 3: "pId" 7 names no node generated before',
    );
    expect(bad([doc.events[0], doc.events[1], { type: 'generating', id: 2, pId: null, ...start, '22': 'x' }])).toMatch(
      /^event 3: cell "22" must be a tile number/,
    );
    expect(bad([doc.events[0], doc.events[1], { id: 3 }])).toMatch(/^event 3: expected a "type"/);
    expect(readPosthocTrace('{"events": [').ok).toBe(false);
    expect(readPosthocTrace(JSON.stringify(doc), { algorithm: 'astra' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-algorithm' },
    });
  });
});
