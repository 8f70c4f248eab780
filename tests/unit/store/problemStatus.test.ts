/**
 * Every state's status at a cursor (src/store/problemStatus.ts), on AIMA's Romania: after A* has
 * expanded Arad and Sibiu and takes Rimnicu Vilcea, the cities expanded, waiting and being
 * expanded are the figure's; once solved the 418 km route is the path; a cursor reached by going
 * back gives what going forward gave; RBFS marks the cities it forgot.
 */
import { describe, expect, it } from 'vitest';
import { romaniaDomain } from '../../../src/core/domain/graph/romania';
import type { AlgorithmId, SearchEvent } from '../../../src/core/events';
import { createReplayer } from '../../../src/core/replay';
import { startDomainSearch } from '../../../src/core/solvers/domainSearch';
import { problemStatus } from '../../../src/store/problemStatus';

function recorded(algorithm: AlgorithmId) {
  const started = startDomainSearch(romaniaDomain(), 'Arad', 'Bucharest', { algorithm, trace: 'all' });
  if (!started.ok) throw new Error('refused');
  const events: SearchEvent[] = [...started.search];
  const log = createReplayer(algorithm);
  log.append(events);
  return { log, events };
}

/** The cursor just after the n-th expand event (1-based). */
function afterExpansion(events: readonly SearchEvent[], n: number): number {
  let seen = 0;
  return events.findIndex((e) => e.type === 'expand' && ++seen === n) + 1;
}

const byStatus = (status: ReadonlyMap<string | number, string>, wanted: string) =>
  [...status]
    .filter(([, s]) => s === wanted)
    .map(([k]) => k)
    .sort();

describe('problemStatus', () => {
  it('A* on Romania, at the third expansion: Arad and Sibiu expanded, Rimnicu Vilcea being expanded', () => {
    const { log, events } = recorded('astar');
    const at = afterExpansion(events, 3);
    const { status, waiting, path, solved } = problemStatus(log, log.seek(at));
    expect(solved).toBe(false);
    expect(byStatus(status, 'closed')).toEqual(['Arad', 'Sibiu']);
    expect(byStatus(status, 'current')).toEqual(['Rimnicu Vilcea']);
    expect(byStatus(status, 'frontier')).toEqual(['Fagaras', 'Oradea', 'Timisoara', 'Zerind']);
    expect(waiting.get('Fagaras')).toMatchObject({ g: 239, h: 176, f: 415 });
    expect(path).toEqual(['Arad', 'Sibiu', 'Rimnicu Vilcea']);
  });

  it('once solved, the 418 km route is the path; going back to a cursor gives what going forward gave', () => {
    const { log, events } = recorded('astar');
    const end = problemStatus(log, log.seek(events.length));
    expect(end.solved).toBe(true);
    expect(end.path).toEqual(['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest']);
    expect(byStatus(end.status, 'path')).toEqual(['Arad', 'Bucharest', 'Pitesti', 'Rimnicu Vilcea', 'Sibiu']);
    const at = afterExpansion(events, 4);
    const back = problemStatus(log, log.seek(at));
    const fresh = recorded('astar');
    const forward = problemStatus(fresh.log, fresh.log.seek(at));
    expect([...back.status].sort()).toEqual([...forward.status].sort());
  });

  it('RBFS: the children of a subtree it leaves are shown forgotten, and not once expanded again', () => {
    const { log, events } = recorded('rbfs');
    const cursors = events.flatMap((e, i) => (e.type === 'forget' ? [i + 1] : []));
    expect(cursors.length).toBeGreaterThan(0);
    const shown = cursors.map((at) => byStatus(problemStatus(log, log.seek(at)).status, 'forgotten'));
    expect(shown.some((keys) => keys.length > 0)).toBe(true);
    // A forgotten city expanded again is expanded (or being expanded), not forgotten.
    for (const at of cursors) {
      const forgotten = byStatus(problemStatus(log, log.seek(at)).status, 'forgotten');
      const again = events.findIndex((e, i) => i >= at && e.type === 'expand' && forgotten.includes(e.node.key));
      if (again < 0) continue;
      const { status } = problemStatus(log, log.seek(again + 1));
      const key = (events[again] as Extract<SearchEvent, { type: 'expand' }>).node.key;
      expect(status.get(key)).toBe('current');
    }
  });
});
