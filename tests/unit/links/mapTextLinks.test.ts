/**
 * A map of the teacher's own in a link (domainRows.ts mapTextRow, mapText.ts, openScenario.ts):
 * a typed road map and a typed grid are written compressed (`maptext=`), read back as the same
 * text with the same start, goal and moves, and written again the same (a lesson stop compares
 * links). A malformed or oversized one is named, never thrown: the page shows the domain's own
 * map from its own start to its own goal.
 */
import { deflateSync, strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, type RunSetup } from '../../../src/core/setups';
import { readScenario, writeScenario } from '../../../src/links';
import { toBase64Url } from '../../../src/links/base64url';
import { loadMapText } from '../../../src/links/domainRows';
import { MAX_MAP_TEXT_CHARS } from '../../../src/links/mapText';
import { openScenario } from '../../../src/store/openScenario';
import { useRunStore } from '../../../src/store/runStore';

const ROADS =
  'Arad @ 91 492\nSibiu @ 207 457\nDeva @ 150 420\nArad Sibiu 140\nSibiu Deva 99\nh Arad 200\nh Sibiu 90\nh Deva 0\ngoal Deva';
const OWN_MAP: RunSetup = {
  ...DEFAULT_SETUP,
  algorithm: 'astar',
  domain: 'road-map',
  problem: { instance: ROADS, start: 'Arad', goal: 'Deva' },
};
const GRID = 'S..#....\n.2.#.##.\n...9...G';
const OWN_GRID: RunSetup = {
  ...DEFAULT_SETUP,
  algorithm: 'ucs',
  domain: 'grid',
  problem: { instance: `8-connected\n${GRID}`, start: '', goal: '' },
};

beforeAll(async () => {
  await loadMapText();
});

async function opened(query: string) {
  const { scenario, ignored } = readScenario(query);
  expect(ignored).toEqual([]);
  const unusable = await openScenario(scenario!);
  return { unusable, setup: useRunStore.getState().setup };
}

describe('a typed map in a link', () => {
  it('a road map: written compressed, opened as the same map, start and goal', async () => {
    const query = writeScenario({ mode: 'visualize', setup: OWN_MAP, step: 1 });
    expect(query).toMatch(/maptext=[A-Za-z0-9_-]+&/);
    expect(query).not.toContain('map=');
    expect(query.length).toBeLessThan(ROADS.length + 120);
    // Read but not yet opened (a lesson stop): written again the same.
    expect(writeScenario(readScenario(query).scenario!)).toBe(query);
    const { unusable, setup } = await opened(query);
    expect(unusable).toEqual([]);
    expect(setup.domain).toBe('road-map');
    expect(setup.problem).toEqual(OWN_MAP.problem);
    // Opened: its link is the one it came from.
    expect(writeScenario({ mode: 'visualize', setup, step: 1 })).toBe(query);
  });

  it('a grid: its text and its 8-connected moves', async () => {
    const query = writeScenario({ mode: 'visualize', setup: OWN_GRID, step: 1 });
    expect(query).toContain('moves=8');
    const { setup } = await opened(query);
    expect(setup.problem).toEqual(OWN_GRID.problem);
  });

  it('malformed, undecodable or oversized: named in the notice, and the domain’s own map opens', async () => {
    const badForm = readScenario('?domain=road-map&maptext=not%20base64!&start=Arad');
    expect(badForm.ignored).toMatchObject([{ name: 'maptext', reason: 'malformed' }]);
    expect(readScenario(`?domain=road-map&maptext=${'A'.repeat(3001)}`).ignored).toMatchObject([
      { name: 'maptext', reason: 'too-long' },
    ]);
    const garbage = await opened('?domain=road-map&maptext=AAAAAAAA&start=Nowhere&goal=Deva');
    expect(garbage.unusable).toMatchObject([{ name: 'maptext', reason: 'malformed' }]);
    expect(garbage.setup.problem).toEqual({ instance: null, start: '', goal: '' });
    // A small payload that inflates past any map the parsers accept.
    const bomb = toBase64Url(deflateSync(strToU8('.'.repeat(MAX_MAP_TEXT_CHARS + 1)), { level: 9 }));
    expect(bomb.length).toBeLessThan(3000);
    const big = await opened(`?domain=grid&maptext=${bomb}`);
    expect(big.unusable).toMatchObject([{ name: 'maptext', reason: 'too-long' }]);
    // Not for the puzzle.
    expect(readScenario('?maptext=AAAA').ignored).toMatchObject([{ name: 'maptext', reason: 'not-for-problem' }]);
  });
});
