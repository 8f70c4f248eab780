/**
 * A trace replays like the run it came from: Frontier's own A* and BFS runs, written as traces
 * and turned back into events, give the same expansions in the same order, the same counts,
 * the same frontier at the end and the same solution; a line maps to its event.
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, SearchEvent } from '../../../../src/core/events';
import { createReplayer } from '../../../../src/core/replay';
import { readFrontierTrace, traceEvents, type Trace } from '../../../../src/core/trace';
import { exportRun, linesOf, randomBoard, textOf } from './traceRuns';

function read(text: string): Trace {
  const r = readFrontierTrace(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.trace;
}

const expandedKeys = (events: readonly SearchEvent[]) =>
  events.flatMap((e) => (e.type === 'expand' ? [e.node.key] : []));

describe('traceEvents', () => {
  for (const algorithm of ['astar', 'bfs', 'greedy'] as AlgorithmId[]) {
    it(`${algorithm}: the replay of the trace ends where the run did`, async () => {
      const run = await exportRun(algorithm, randomBoard(12, algorithm === 'bfs' ? 9 : 18));
      const { events } = traceEvents(read(run.text));
      expect(expandedKeys(events)).toEqual(expandedKeys(run.events));
      const original = createReplayer(algorithm);
      original.append(run.events);
      const theirs = original.seek(run.events.length);
      const replayer = createReplayer(algorithm);
      replayer.append(events);
      const ours = replayer.seek(events.length);
      expect(ours.counters.expanded).toBe(theirs.counters.expanded);
      expect(ours.counters.generated).toBe(theirs.counters.generated);
      expect(ours.frontier.size).toBe(theirs.frontier.size);
      expect(ours.final?.type).toBe('solved');
      const final = ours.final as Extract<SearchEvent, { type: 'solved' }>;
      const want = theirs.final as Extract<SearchEvent, { type: 'solved' }>;
      expect(final.path).toEqual(want.path);
      expect(final.nodeIds.map((id) => replayer.node(id)!.key)).toEqual(
        want.nodeIds.map((id) => original.node(id)!.key),
      );
    });
  }

  it('keeps the student’s g and h, and maps each line to its event', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(5, 14))).text);
    const at = lines.findIndex((l, i) => i > 2 && 'generate' in l);
    lines[at] = { ...lines[at], h: 40 };
    const trace = read(textOf(lines));
    const { events, eventOfLine } = traceEvents(trace);
    const e = events[eventOfLine.get(at + 1)!];
    expect(e.type).toBe('generate');
    if (e.type !== 'generate') return;
    expect(e.node.h).toBe(40);
    expect(e.node.f).toBe(e.node.g + 40);
  });

  it('a cut-off trace has no final event; a failure ends exhausted', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(5, 14))).text);
    const cut = traceEvents(read(textOf(lines.slice(0, -1)))).events;
    expect(cut[cut.length - 1].type).not.toMatch(/solved|exhausted|limit/);
    const failed = traceEvents(read(textOf([...lines.slice(0, -1), { failure: true }]))).events;
    expect(failed[failed.length - 1].type).toBe('exhausted');
  });
});
