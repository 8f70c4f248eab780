/**
 * Traces on the road maps and grids: the header's domain names the app's own domain (Romania,
 * a grid's ready-made map), the states are its cities and cells, and the trace becomes events
 * the map and grid views replay: city keys, the roads' actions and costs, the student's g and h.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchEvent, StateKey } from '../../../../src/core/events';
import { createReplayer } from '../../../../src/core/replay';
import {
  checkTrace,
  loadTraceDomains,
  readFrontierTrace,
  traceDomainRun,
  traceEvents,
  type Trace,
} from '../../../../src/core/trace';
import { ROMANIA_ASTAR_LINES } from './romaniaTrace';

const text = (lines: readonly object[]) => lines.map((l) => JSON.stringify(l)).join('\n');

function read(lines: readonly object[]): Trace {
  const r = readFrontierTrace(text(lines));
  if (!r.ok) throw new Error(r.error.message);
  return r.trace;
}

beforeAll(() => loadTraceDomains());

describe('traces on the road maps and grids', () => {
  it('a Romania A* trace is read on the map, checked, and names the app’s road-map run', () => {
    const trace = read(ROMANIA_ASTAR_LINES);
    expect(trace.header.domain.kind).toBe('road-map');
    expect(traceDomainRun('romania')).toEqual({ kind: 'road-map', instance: 'romania' });
    expect(traceDomainRun('grid:maze')).toEqual({ kind: 'grid', instance: 'maze' });
    expect(checkTrace(trace, {}).valid).toBe(true);
  });

  it('its events carry the cities, the roads and the student’s g and h, and replay to the route', () => {
    const trace = read(ROMANIA_ASTAR_LINES);
    const { domain } = trace.header;
    const { events, eventOfLine } = traceEvents(trace);
    const city = (key: StateKey) => domain.format(domain.state(key));
    expect(events.flatMap((e) => (e.type === 'expand' ? [city(e.node.key)] : []))).toEqual([
      'Arad',
      'Sibiu',
      'Rimnicu Vilcea',
      'Fagaras',
      'Pitesti',
      'Bucharest',
    ]);
    // Line 3: Sibiu from Arad, by its road (140 km), with the student's h and A*'s f.
    const sibiu = events[eventOfLine.get(3)!] as Extract<SearchEvent, { type: 'generate' }>;
    expect(sibiu.type).toBe('generate');
    expect(sibiu.node).toMatchObject({ g: 140, h: 253, f: 393, stepCost: 140, move: null });
    expect(sibiu.node.action).toBeTypeOf('string');
    // Bucharest through Pitesti is a better path to a state still waiting.
    expect((events[eventOfLine.get(16)!] as Extract<SearchEvent, { type: 'generate' }>).outcome).toBe('improved');
    const replayer = createReplayer('astar');
    replayer.append(events);
    const end = replayer.seek(events.length);
    const solved = end.final as Extract<SearchEvent, { type: 'solved' }>;
    expect(solved.type).toBe('solved');
    expect(solved.cost).toBe(418);
    expect(solved.actions).toHaveLength(4);
    expect(solved.nodeIds.map((id) => city(replayer.node(id)!.key))).toEqual(
      ROMANIA_ASTAR_LINES[ROMANIA_ASTAR_LINES.length - 1].solution,
    );
    // After Sibiu's expansion the frontier holds what the student generated, with their f.
    const atSibiu = replayer.seek(eventOfLine.get(9)! + 1);
    expect(atSibiu.frontier.size).toBe(5);
  });

  it('a grid trace names its map after a colon, and its cells are "x,y"', () => {
    const domain = read([
      { trace: 'frontier', version: 1, domain: 'grid:open-field', start: '0,0', goal: '1,0', algorithm: 'bfs' },
      { expand: '0,0', g: 0 },
      { generate: '1,0', parent: '0,0', g: 1 },
      { solution: ['0,0', '1,0'] },
    ]).header.domain;
    expect(domain.kind).toBe('grid');
    const refused = readFrontierTrace(
      text([{ trace: 'frontier', version: 1, domain: 'grid:nowhere', start: '0,0', goal: '1,0' }]),
    );
    expect(refused.ok).toBe(false);
  });
});
