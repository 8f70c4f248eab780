/**
 * Where a trace first parts from the reference, on compare mode's clock (expansions done): a
 * wrong expansion is at its own expansion, a wrong child at its parent's, a trace with no
 * problem has none, and a BFS trace that calls itself A* parts at the first expansion A* would
 * not make (found here by tracking the frontier's lowest f independently of the checker).
 */
import { describe, expect, it } from 'vitest';
import type { StateKey } from '../../../../src/core/events';
import { createReplayer } from '../../../../src/core/replay';
import { checkTrace, firstDivergence, readFrontierTrace, traceEvents, type Trace } from '../../../../src/core/trace';
import { bfsCalledAstar } from './traceRuns';

const START = '1 2 3/4 5 6/0 7 8';
const GOAL = '1 2 3/4 5 6/7 8 0';
const UP = '1 2 3/0 5 6/4 7 8';
const RIGHT = '1 2 3/4 5 6/7 0 8';
const header = { trace: 'frontier', version: 1, start: START, goal: GOAL, algorithm: 'astar', heuristic: 'manhattan' };

const expand = (state: string, g: number, h: number) => ({ expand: state, g, h });
const generate = (state: string, parent: string, g: number, h: number) => ({ generate: state, parent, g, h });

function read(lines: readonly object[] | string): Trace {
  const r = readFrontierTrace(typeof lines === 'string' ? lines : lines.map((l) => JSON.stringify(l)).join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.trace;
}

/** The divergence the app computes: the checker's first problem, through the replay's events. */
function divergenceOf(trace: Trace) {
  const { events, eventOfLine } = traceEvents(trace);
  const log = createReplayer('astar');
  log.append(events);
  const problem = checkTrace(trace, {}).problem;
  return { divergence: firstDivergence(problem?.line ?? null, (l) => eventOfLine.get(l) ?? null, log), problem };
}

describe('firstDivergence', () => {
  it('a node of f = 4 taken while one of f = 2 waits: the second expansion', () => {
    const { divergence } = divergenceOf(
      read([
        header,
        expand(START, 0, 2),
        generate(UP, START, 1, 3),
        generate(RIGHT, START, 1, 1),
        expand(UP, 1, 3),
        { failure: true },
      ]),
    );
    expect(divergence).toEqual({ clock: 2, line: 5, event: 4 });
  });

  it('a child with a wrong g: shown with the expansion it was generated under', () => {
    const { divergence, problem } = divergenceOf(
      read([header, expand(START, 0, 2), generate(UP, START, 1, 3), generate(RIGHT, START, 2, 1), { failure: true }]),
    );
    expect(problem?.kind).toBe('g');
    expect(divergence).toMatchObject({ clock: 1, line: 4 });
  });

  it('a correct trace has no divergence; a cut-off one parts at its last event', () => {
    const lines = [
      header,
      expand(START, 0, 2),
      generate(UP, START, 1, 3),
      generate(RIGHT, START, 1, 1),
      expand(RIGHT, 1, 1),
      generate(GOAL, RIGHT, 2, 0),
      expand(GOAL, 2, 0),
      { solution: [START, RIGHT, GOAL] },
    ];
    expect(divergenceOf(read(lines)).divergence).toBeNull();
    // No last line: the problem (cut off) is after the last event.
    const cut = divergenceOf(read(lines.slice(0, -1)));
    expect(cut.problem?.kind).toBe('cut-off');
    expect(cut.divergence).toMatchObject({ clock: 3, event: 6 });
  });

  it('BFS called A*: the first expansion A* would not make, whatever its ties', async () => {
    const trace = read(await bfsCalledAstar());
    const { divergence } = divergenceOf(trace);
    // Independently: the first expansion whose f = g + manhattan is above the lowest f waiting
    // just before it (BFS writes no h: the heuristic the header names is A*'s).
    const { domain, goal } = trace.header;
    const h = domain.heuristics.find((x) => x.id === 'manhattan')!.make(goal.state);
    const f = (node: { key: StateKey; g: number }) => node.g + h(domain.state(node.key));
    const waiting = new Map<StateKey, number>();
    let expansions = 0;
    let first: number | null = null;
    for (const e of traceEvents(trace).events) {
      if (e.type === 'start') waiting.set(e.root.key, f(e.root));
      if (e.type === 'generate' && e.outcome !== 'closed' && e.outcome !== 'frontier')
        waiting.set(e.node.key, f(e.node));
      if (e.type !== 'expand') continue;
      expansions++;
      if (first === null && f(e.node) > Math.min(...waiting.values())) first = expansions;
      waiting.delete(e.node.key);
    }
    expect(first).toBe(4);
    expect(divergence?.clock).toBe(first);
    expect(divergence?.line).toBe(12);
  });
});
