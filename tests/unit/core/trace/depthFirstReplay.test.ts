/**
 * A depth-first trace replays with the frontier the student's search held: when a depth-limited
 * DFS backs up above a state, the children it left there (cut off by the limit) leave the
 * replayed frontier too, shown as pruned, as in Frontier's own depth-limited runs; the children
 * still waiting higher up stay.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../../src/core/events';
import { puzzleDomain } from '../../../../src/core/domain/puzzle';
import { formatBoard, parseBoard } from '../../../../src/core/parse';
import { createReplayer } from '../../../../src/core/replay';
import { checkTrace, readFrontierTrace, traceEvents, type Trace } from '../../../../src/core/trace';
import { exportRun, randomBoard } from './traceRuns';

const domain = puzzleDomain(3, 3);
const START = '8 1 3/4 0 2/7 6 5';
const GOAL = '1 2 3/4 5 6/7 8 0';

function childrenOf(text: string): string[] {
  const parsed = parseBoard(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return [...domain.successors(parsed.board.tiles)].map((s) => formatBoard([...s.state], 3, 'rows'));
}

function read(lines: readonly object[]): Trace {
  const r = readFrontierTrace(lines.map((l) => JSON.stringify(l)).join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.trace;
}

describe('a depth-first trace’s replayed frontier', () => {
  // Depth limit 1: the start's four children are expanded in turn, and each one's children
  // (depth 2) are generated and left: the search backs up past them to the next sibling.
  const first = childrenOf(START);
  const lines: object[] = [{ trace: 'frontier', version: 1, start: START, goal: GOAL, algorithm: 'dfs' }];
  lines.push({ expand: START, g: 0 });
  for (const child of first) lines.push({ generate: child, parent: START, g: 1 });
  const cutOff = new Map<string, string[]>();
  for (const child of [...first].reverse()) {
    lines.push({ expand: child, g: 1 });
    const grand = childrenOf(child);
    cutOff.set(child, grand);
    for (const g of grand) lines.push({ generate: g, parent: child, g: 2 });
  }
  lines.push({ failure: true });
  const trace = read(lines);

  it('is a correct depth-limited run for the checker', () => {
    expect(checkTrace(trace).problem).toBeNull();
  });

  it('drops the children left below a state once the search backs up above it', () => {
    const { events, eventOfLine } = traceEvents(trace);
    const replayer = createReplayer('dfs');
    replayer.append(events);
    const keysAt = (line: number) => {
      const view = replayer.seek(eventOfLine.get(line)! + 1);
      return view.frontier.slice(0, view.frontier.size).map((n) => formatBoard([...domain.state(n.key)], 3, 'rows'));
    };
    const order = [...first].reverse();
    // Line of each sibling's expand: header, start, 4 generations, then each sibling and its children.
    let line = 2 + first.length + 1;
    for (let i = 0; i < order.length; i++) {
      const frontier = keysAt(line);
      // The siblings not yet expanded wait; the children of the siblings expanded before are gone.
      expect(frontier.sort()).toEqual(order.slice(i + 1).sort());
      for (const earlier of order.slice(0, i)) for (const c of cutOff.get(earlier)!) expect(frontier).not.toContain(c);
      line += 1 + cutOff.get(order[i])!.length;
    }
    // The failure line: the search held nothing more.
    expect(replayer.seek(events.length).frontier.size).toBe(0);
    // Each sibling's children: the start again (a cycle, skipped as one) and the others cut off by the limit.
    const outcomes = events.flatMap((e: SearchEvent) => (e.type === 'generate' && e.node.g === 2 ? [e.outcome] : []));
    expect(outcomes.filter((o) => o === 'cycle').length).toBe(first.length);
    expect(outcomes.filter((o) => o === 'pruned').length).toBe(outcomes.length - first.length);
  });
});

describe('Frontier’s own depth-first runs, written as traces', () => {
  for (const algorithm of ['dfs', 'iddfs'] as const) {
    it(`${algorithm}: replay with the run’s frontier at every expansion`, async () => {
      const run = await exportRun(algorithm, randomBoard(3, 6));
      const trace = readFrontierTrace(run.text);
      if (!trace.ok) throw new Error(trace.error.message);
      const { events } = traceEvents(trace.trace);
      const frontierKeys = (log: readonly SearchEvent[]) => {
        const replayer = createReplayer(algorithm);
        replayer.append(log);
        const out: string[][] = [];
        log.forEach((e, i) => {
          if (e.type !== 'expand') return;
          const view = replayer.seek(i + 1);
          out.push(
            view.frontier
              .slice(0, view.frontier.size)
              .map((n) => String(n.key))
              .sort(),
          );
        });
        return out;
      };
      expect(frontierKeys(events)).toEqual(frontierKeys(run.events));
    });
  }
});
