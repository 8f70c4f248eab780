/**
 * Links to a run on a road map or a grid (src/links/domainRows.ts): the domain, its map, a
 * grid's moves, start, goal and heuristic written and read back; the puzzle's parameters refused
 * on such a link and the domain's on a puzzle link, each by name; malformed values refused.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, type RunSetup } from '../../../src/core/setups';
import { readScenario, writeScenario } from '../../../src/links';

const ROMANIA: RunSetup = {
  ...DEFAULT_SETUP,
  algorithm: 'astar',
  domain: 'road-map',
  problem: { instance: null, start: 'Arad', goal: 'Bucharest', heuristic: 'straight-line' },
};

const SWAMP_8: RunSetup = {
  ...DEFAULT_SETUP,
  algorithm: 'ucs',
  domain: 'grid',
  problem: { instance: '8-connected\nswamp', start: '', goal: '' },
};

describe('domain links', () => {
  it('write a road map run readably and read it back to the same set-up', () => {
    const query = writeScenario({ mode: 'visualize', setup: ROMANIA, step: 12 });
    expect(query).toContain('domain=road-map');
    expect(query).toContain('start=Arad');
    expect(query).toContain('goal=Bucharest');
    expect(query).toContain('heuristic=straight-line');
    expect(query).not.toContain('board=');
    expect(query).not.toContain('size=');
    const read = readScenario(query);
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.setup?.domain).toBe('road-map');
    expect(read.scenario?.setup?.problem).toEqual(ROMANIA.problem);
    expect(read.scenario?.step).toBe(12);
  });

  it("write a grid's map and 8-connected moves, and leave out the start and goal the map poses", () => {
    const query = writeScenario({ mode: 'visualize', setup: SWAMP_8, step: 1 });
    expect(query).toContain('domain=grid');
    expect(query).toContain('map=swamp');
    expect(query).toContain('moves=8');
    expect(query).not.toContain('start=');
    const read = readScenario(query);
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.setup?.problem).toEqual({ instance: '8-connected\nswamp', start: '', goal: '' });
  });

  it('read a hand-typed link with a city name with a space', () => {
    const read = readScenario('?domain=road-map&start=Rimnicu%20Vilcea&goal=Bucharest&algorithm=ucs');
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.setup).toMatchObject({
      algorithm: 'ucs',
      domain: 'road-map',
      problem: { instance: null, start: 'Rimnicu Vilcea', goal: 'Bucharest' },
    });
  });

  it("refuse a puzzle's board on a grid link and a grid's map on a puzzle link, by name", () => {
    const onGrid = readScenario('?domain=grid&map=u-trap&board=1,2,3/4,5,6/7,8,0&size=3x3');
    expect(onGrid.ignored.map((i) => [i.name, i.reason])).toEqual([
      ['size', 'not-for-problem'],
      ['board', 'not-for-problem'],
    ]);
    expect(onGrid.scenario?.setup?.problem?.instance).toBe('u-trap');
    const onPuzzle = readScenario('?board=1,2,3/4,5,6/7,0,8&map=u-trap&start=Arad&moves=8');
    expect(onPuzzle.ignored.map((i) => [i.name, i.reason])).toEqual([
      ['map', 'not-for-problem'],
      ['moves', 'not-for-problem'],
      ['start', 'not-for-problem'],
    ]);
    expect(onPuzzle.scenario?.setup?.domain).toBeUndefined();
  });

  it('refuse malformed kinds, maps, moves, states and heuristics, keeping the rest', () => {
    const read = readScenario(
      '?domain=road-map&map=<script>&moves=6&start=%01Arad&goal=Bucharest&heuristic=Straight%20Line',
    );
    expect(read.ignored.map((i) => [i.name, i.reason])).toEqual([
      ['map', 'malformed'],
      ['moves', 'malformed'],
      ['start', 'malformed'],
      ['heuristic', 'malformed'],
    ]);
    expect(read.scenario?.setup?.problem).toEqual({ instance: null, start: '', goal: 'Bucharest' });
    const badKind = readScenario('?domain=Road_Map&algorithm=bfs');
    expect(badKind.ignored.map((i) => [i.name, i.reason])).toEqual([['domain', 'malformed']]);
    expect(badKind.scenario?.setup?.domain).toBeUndefined();
  });

  it('read domain=puzzle as the puzzle, and write a puzzle run without any domain parameter', () => {
    const read = readScenario('?domain=puzzle&board=1,2,3/4,5,6/7,0,8');
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.setup?.domain).toBeUndefined();
    const query = writeScenario({ mode: 'visualize', setup: DEFAULT_SETUP, step: 1 });
    expect(query).not.toMatch(/domain=|map=|moves=|start=/);
  });
});
