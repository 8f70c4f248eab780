import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP } from '../../../src/core/setups';
import { readScenario, writeScenario, type Scenario } from '../../../src/links';

describe('links: embed=1 is a view parameter any link may carry', () => {
  it('alone it still opens the page embedded (on its own scenario)', () => {
    expect(readScenario('?embed=1')).toEqual({ scenario: { mode: 'visualize', embed: true }, ignored: [] });
  });

  it('embed=0 is the full app, and is not written back', () => {
    const read = readScenario('?mode=play&board=1,2,3/4,5,6/7,0,8&embed=0');
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.embed).toBeUndefined();
    expect(writeScenario(read.scenario!)).not.toContain('embed');
  });

  it('anything but 0 or 1 is refused by name, and the rest of the link still applies', () => {
    for (const bad of ['yes', 'true', '2', '', '<b>1</b>', '１']) {
      const read = readScenario(`?algorithm=bfs&embed=${encodeURIComponent(bad)}`);
      expect(read.ignored, bad).toEqual([{ name: 'embed', value: bad, reason: 'malformed' }]);
      expect(read.scenario?.embed).toBeUndefined();
      expect(read.scenario?.setup?.algorithm).toBe('bfs');
    }
  });

  it('a twice-given embed: the first one counts', () => {
    const read = readScenario('?embed=1&embed=0');
    expect(read.scenario?.embed).toBe(true);
    expect(read.ignored).toEqual([{ name: 'embed', value: '0', reason: 'duplicate' }]);
  });

  it('rides along with every mode and round-trips (property)', () => {
    const scenarios: Scenario[] = [
      { mode: 'visualize', setup: { ...DEFAULT_SETUP, algorithm: 'bfs' }, step: 12 },
      { mode: 'explore', setup: DEFAULT_SETUP },
      { mode: 'play', play: { rows: 3, cols: 3, goal: DEFAULT_SETUP.goal, tiles: DEFAULT_SETUP.start } },
      {
        mode: 'compare',
        compare: {
          ...DEFAULT_SETUP,
          panes: [
            { algorithm: 'bfs', heuristic: 'manhattan', weight: 1, depthLimit: 20, seed: 1 },
            { algorithm: 'astar', heuristic: 'manhattan', weight: 1, depthLimit: 20, seed: 1 },
          ],
        },
        step: 7,
      },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...scenarios), fc.boolean(), (scenario, embed) => {
        const s: Scenario = embed ? { ...scenario, embed: true } : scenario;
        const link = writeScenario(s);
        expect(link.includes('embed=1')).toBe(embed);
        const read = readScenario(link);
        expect(read.ignored).toEqual([]);
        expect(read.scenario?.embed).toBe(embed ? true : undefined);
        // The link without embed is the same scenario: what "Open in Frontier" relies on.
        const { embed: _, ...full } = read.scenario!;
        expect(readScenario(writeScenario(full)).scenario).toEqual(full);
      }),
    );
  });
});

describe('links: show= and overlay= restore the open view and the overlay', () => {
  it('reads each known value and writes it back', () => {
    for (const show of ['frontier', 'tree', 'charts', 'results'] as const) {
      const read = readScenario(`?algorithm=bfs&show=${show}&overlay=manhattan`);
      expect(read.ignored).toEqual([]);
      expect(read.scenario?.show).toBe(show);
      expect(read.scenario?.overlay).toBe(true);
      const again = readScenario(writeScenario(read.scenario!));
      expect(again.scenario).toEqual(read.scenario);
    }
  });

  it('refuses anything else by name, and the rest of the link still applies', () => {
    for (const bad of ['map', '', 'TREE', '<b>tree</b>']) {
      const read = readScenario(`?algorithm=bfs&show=${encodeURIComponent(bad)}&overlay=${encodeURIComponent(bad)}`);
      expect(read.ignored, bad).toEqual([
        { name: 'show', value: bad, reason: 'malformed' },
        { name: 'overlay', value: bad, reason: 'malformed' },
      ]);
      expect(read.scenario?.show).toBeUndefined();
      expect(read.scenario?.overlay).toBeUndefined();
      expect(read.scenario?.setup?.algorithm).toBe('bfs');
    }
  });

  it('an old link, without them, reads as before and writes neither', () => {
    const read = readScenario('?mode=visualize&algorithm=astar&step=4');
    expect(read.scenario?.show).toBeUndefined();
    expect(writeScenario(read.scenario!)).not.toMatch(/show=|overlay=/);
    expect(readScenario('?overlay=none').ignored).toEqual([]);
  });
});
