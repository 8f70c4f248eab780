/**
 * The example lessons are what their notes say: every stop's link reads whole, and the numbers in
 * the notes are the runs' own, replayed here event by event (the visualizer's step N is the N-th
 * event; compare's clock counts expansions). Both languages carry the same stops and numbers.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent, NodeInfo } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { startSearch } from '../../../src/core/solvers';
import { readScenario } from '../../../src/links';
import { checkLesson, lessonToJson } from '../../../src/links/lesson';
import {
  ASTAR_SETUP,
  BFS_IDA_SETUP,
  EXAMPLE_PLACES,
  ROMANIA_SETUP,
  exampleLessons,
  gridSetup,
} from '../../../src/ui/lessons/examples';
import { gridDomain, readyMap, type ReadyMapId } from '../../../src/core/domain/grid';
import { romaniaDomain } from '../../../src/core/domain/graph';
import { applyEvent, createState } from '../../../src/core/replay';
import { startDomainSearch } from '../../../src/core/solvers/domainSearch';

type Ev = SearchEvent & { stats?: { expanded: number; solutionLength: number; peakMemory: number } };

function events(
  setup: { rows: number; cols: number; goal: number[]; start: number[] },
  algorithm: 'astar' | 'bfs' | 'idastar',
) {
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm,
    heuristic: 'manhattan',
    budget: { maxExpansions: 200_000 },
    trace: 'all',
  });
  if (!started.ok) throw new Error('refused');
  const out: Ev[] = [];
  for (let r = started.search.next(); ; r = started.search.next()) {
    out.push(r.value as Ev);
    if (r.done) return out;
  }
}

const stepOf = (link: string) => readScenario(link).scenario?.step ?? -1;
const numbers = (text: string) => (text.replace(/(\d),(\d)/g, '$1$2').match(/\d+/g) ?? []).sort().join(' ');

describe('example lessons', () => {
  it('exist in English and Japanese, each stop a valid lesson stop, the same places and numbers', () => {
    const [en, ja] = [exampleLessons('en'), exampleLessons('ja')];
    expect(en.map((l) => l.title)).toEqual([
      'A* step by step on the 8-puzzle',
      'BFS vs IDA*: memory against time',
      'A* on the road to Bucharest (AIMA Fig. 3.24)',
      'Why A* beats Dijkstra on a grid',
    ]);
    expect(ja.map((l) => l.title)).toEqual([
      'A* を 1 ステップずつ(8 パズル)',
      'BFS と IDA*:メモリと時間のトレードオフ',
      'Bucharest への道の A*(AIMA 図 3.24)',
      'グリッドで A* が Dijkstra に勝つ理由',
    ]);
    for (const lessons of [en, ja]) {
      for (const lesson of lessons) expect(checkLesson(JSON.parse(lessonToJson(lesson))).ok, lesson.title).toBe(true);
    }
    for (const [i, lesson] of en.entries()) {
      expect(ja[i].stops.map((s) => s.link)).toEqual(lesson.stops.map((s) => s.link));
      expect(ja[i].stops.map((s) => numbers(s.note))).toEqual(lesson.stops.map((s) => numbers(s.note)));
    }
  });

  it('A* step by step: f = h = 10 at the start, the tie broken by h, f rising to 12, the goal in 14 after 37', () => {
    const ev = events(ASTAR_SETUP, 'astar');
    const [start, tie, rise, goal] = EXAMPLE_PLACES.astar.map((p) => stepOf(p.link));
    const at = (step: number) => ev[step - 1];
    const first = at(start);
    expect(first.type === 'start' && first.root.h).toBe(10);

    // Replay the frontier up to the tie: the expanded node has f = 10, h = 8, and a node with
    // the same f and h = 9 is left waiting.
    const frontier = new Map<number, NodeInfo>();
    for (const e of ev.slice(0, tie - 1)) {
      if (e.type === 'start') frontier.set(e.root.id, e.root);
      if (e.type === 'generate' && e.outcome === 'new') frontier.set(e.node.id, e.node);
      if (e.type === 'expand') frontier.delete(e.node.id);
    }
    const t = at(tie);
    expect(t.type).toBe('expand');
    if (t.type !== 'expand') return;
    expect([t.node.f, t.node.h, t.node.g]).toEqual([10, 8, 2]);
    expect([...frontier.values()].some((n) => n.id !== t.node.id && n.f === 10 && n.h === 9)).toBe(true);

    const expandsBefore = ev.slice(0, rise - 1).filter((e) => e.type === 'expand');
    expect(expandsBefore.every((e) => e.type === 'expand' && e.node.f <= 10)).toBe(true);
    const r = at(rise);
    expect(r.type === 'expand' && r.node.f).toBe(12);

    const g = at(goal);
    expect(g.type).toBe('solved');
    expect([g.stats?.solutionLength, g.stats?.expanded]).toEqual([14, 37]);
  });

  it('BFS vs IDA*: the third pass at 12 expansions, BFS past 10,000 with over 15,000 held, 692 and 37,235 to solve', () => {
    const [, third, tenThousand, end] = EXAMPLE_PLACES.bfsIda.map((p) => stepOf(p.link));
    const ida = events(BFS_IDA_SETUP, 'idastar');
    let expanded = 0;
    let pass3 = -1;
    for (const e of ida) {
      if (e.type === 'expand') expanded++;
      if (e.type === 'iteration' && e.pass === 3) {
        pass3 = expanded;
        expect(e.bound).toBe(14);
      }
    }
    expect(pass3).toBe(third);
    const idaEnd = ida.at(-1);
    expect([idaEnd?.type, idaEnd?.stats?.expanded, idaEnd?.stats?.peakMemory]).toEqual(['solved', 692, 28]);

    const bfs = events(BFS_IDA_SETUP, 'bfs');
    const progress = bfs.find((e) => e.type === 'progress' && (e.stats?.expanded ?? 0) >= tenThousand);
    expect(progress?.stats?.expanded).toBe(10_000);
    expect(progress?.stats?.peakMemory).toBeGreaterThan(15_000);
    const bfsEnd = bfs.at(-1);
    expect([bfsEnd?.type, bfsEnd?.stats?.expanded, bfsEnd?.stats?.solutionLength]).toEqual(['solved', end, 20]);
    expect(idaEnd?.stats?.solutionLength).toBe(20);
  });

  it("A* to Bucharest: Fig. 3.24's frontiers stop by stop, Bucharest waiting at 450, replaced by 418, 418 km after 6 expansions", () => {
    expect(ROMANIA_SETUP.problem).toMatchObject({ start: 'Arad', goal: 'Bucharest', heuristic: 'straight-line' });
    for (const place of EXAMPLE_PLACES.romania) expect(readScenario(place.link).scenario?.setup).toEqual(ROMANIA_SETUP);
    const started = startDomainSearch(romaniaDomain(), 'Arad', 'Bucharest', {
      algorithm: 'astar',
      heuristic: 'straight-line',
    });
    if (!started.ok) throw new Error('refused');
    const ev = [...started.search];
    /** The frontier after `step` events, in A*'s order, as "city f". */
    const frontierAt = (step: number) => {
      const state = createState();
      for (const e of ev.slice(0, step)) applyEvent(state, e);
      return state.frontier.slice(0, state.frontier.size).map((n) => `${n.key} ${n.f}`);
    };
    const [start, arad, sibiu, rimnicu, fagaras, pitesti, end] = EXAMPLE_PLACES.romania.map((p) => stepOf(p.link));
    const first = ev[start - 1];
    expect(first.type === 'start' && [first.root.key, first.root.g, first.root.h, first.root.f]).toEqual([
      'Arad',
      0,
      366,
      366,
    ]);
    expect(frontierAt(arad)).toEqual(['Sibiu 393', 'Timisoara 447', 'Zerind 449']);
    expect(frontierAt(sibiu).slice(0, 2)).toEqual(['Rimnicu Vilcea 413', 'Fagaras 415']);
    expect(
      ev
        .slice(arad, sibiu)
        .some((e) => e.type === 'generate' && e.node.key === 'Arad' && e.node.g === 280 && e.outcome === 'closed'),
    ).toBe(true);
    expect(frontierAt(rimnicu)).toEqual(expect.arrayContaining(['Fagaras 415', 'Pitesti 417', 'Craiova 526']));
    expect(frontierAt(rimnicu)[0]).toBe('Fagaras 415');
    expect(frontierAt(fagaras)[0]).toBe('Pitesti 417');
    expect(frontierAt(fagaras)).toContain('Bucharest 450');
    expect(frontierAt(pitesti)).toContain('Bucharest 418');
    expect(frontierAt(pitesti)).not.toContain('Bucharest 450');
    const last = ev[end - 1];
    expect(end).toBe(ev.length);
    expect(last.type === 'solved' && [last.cost, last.actions, last.stats.expanded]).toEqual([
      418,
      ['Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'],
      6,
    ]);
  });
  it('A* beats Dijkstra on a grid: 732 against 32 cells for 31 steps, greedy trapped at 45, A* 33 after 113 (Dijkstra 394), the swamp at 27 (BFS 109)', () => {
    /** A run on a ready-made grid to its end: its events, cost and expansions. */
    const run = (map: ReadyMapId, algorithm: 'ucs' | 'astar' | 'greedy' | 'bfs') => {
      const grid = readyMap(map);
      const options =
        algorithm === 'ucs' || algorithm === 'bfs' ? { algorithm } : { algorithm, heuristic: 'manhattan' };
      const started = startDomainSearch(gridDomain(grid, 4), grid.start, grid.goal, options);
      if (!started.ok) throw new Error('refused');
      const ev = [...started.search];
      const last = ev[ev.length - 1];
      if (last.type !== 'solved') throw new Error(last.type);
      return { events: ev.length, cost: last.cost ?? last.actions?.length, expanded: last.stats.expanded };
    };
    const stops = EXAMPLE_PLACES.grid.map((p) => readScenario(p.link).scenario!);
    const expected = [
      ['open-field', 'ucs', 31, 732],
      ['open-field', 'astar', 31, 32],
      ['u-trap', 'greedy', 45, 99],
      ['u-trap', 'astar', 33, 113],
      ['swamp', 'astar', 27, 50],
    ] as const;
    for (const [i, [map, algorithm, cost, expanded]] of expected.entries()) {
      expect(stops[i].setup).toEqual(gridSetup(map, algorithm));
      const r = run(map, algorithm);
      // Every stop shows its run's last step: the solution on the grid.
      expect([stops[i].step, r.cost, r.expanded]).toEqual([r.events, cost, expanded]);
    }
    expect(run('u-trap', 'ucs')).toMatchObject({ cost: 33, expanded: 394 });
    expect(run('swamp', 'bfs').cost).toBe(109);
  });
});
