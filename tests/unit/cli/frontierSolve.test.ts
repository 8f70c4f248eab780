/**
 * `frontier solve`, as issue #26 spells it: `--domain romania --from --to`, `--domain grid
 * --grid FILE [--diagonal]`, `--domain graph --graph FILE`. The path, its cost and the states
 * expanded in order; exit 3 when the goal cannot be reached, 2 with a specific message for a
 * file that cannot be read or read as a map, and for a city the map does not have.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFrontier, type CliIo } from '../../../src/cli/frontier';

const dir = mkdtempSync(join(tmpdir(), 'frontier-solve-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function frontier(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  const code = await runFrontier(['solve', ...args], io);
  return { code, out, err, json: () => JSON.parse(out[0]) as Record<string, unknown> };
}

describe('frontier solve', () => {
  it('romania: A* from Arad returns the 418 km route, expanding the cities of AIMA Fig. 3.24 in order', async () => {
    const r = await frontier(
      '--domain',
      'romania',
      '--from',
      'Arad',
      '--to',
      'Bucharest',
      '--algorithm',
      'astar',
      '--json',
    );
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(r.json()).toMatchObject({
      path: ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'],
      cost: 418,
      expandedStates: ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Fagaras', 'Pitesti', 'Bucharest'],
    });
  });

  it('grid: a file with S and G, octile A*; --diagonal takes the diagonal steps', async () => {
    const grid = file('open.grid', 'S....\n.....\n....G\n');
    const run = (...more: string[]) =>
      frontier('--domain', 'grid', '--grid', grid, ...more, '--algorithm', 'astar', '--heuristic', 'octile', '--json');
    const four = await run();
    expect(four.code, four.err.join('\n')).toBe(0);
    expect(four.json()).toMatchObject({ cost: 6, start: '0,0', goal: '4,2' });
    const eight = (await run('--diagonal')).json();
    expect(eight.cost).toBeCloseTo(2 + 2 * Math.SQRT2, 9);
    expect(eight.path).toEqual(['0,0', '1,1', '2,2', '3,2', '4,2']);
  });

  it('graph: a typed map file, with positions and heuristic lines', async () => {
    const map = file('map.txt', 'A @ 0 0\nB @ 1 0\nC @ 2 0\nA B 2\nB C 2\nA C 5\nh A 3\nh B 2\nh C 0\n');
    const r = await frontier(
      '--domain',
      'graph',
      '--graph',
      map,
      '--from',
      'A',
      '--to',
      'C',
      '--algorithm',
      'ucs',
      '--json',
    );
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(r.json()).toMatchObject({ path: ['A', 'B', 'C'], cost: 4, expandedStates: ['A', 'B', 'C'] });
  });

  it('exit 3 when the goal cannot be reached', async () => {
    const map = file('apart.txt', 'A B 1\nC D 2\n');
    const r = await frontier('--domain', 'graph', '--graph', map, '--from', 'A', '--to', 'D', '--json');
    expect(r.code).toBe(3);
    expect(r.json()).toMatchObject({ solvable: false });
    const walled = file('walled.grid', 'S.#..\n..#.G\n');
    expect((await frontier('--domain', 'grid', '--grid', walled)).code).toBe(3);
  });

  it('exit 2 naming the fault: an unknown city, a missing file, a bad line, a flag for another domain', async () => {
    const city = await frontier('--domain', 'romania', '--from', 'Arda', '--to', 'Bucharest');
    expect(city).toMatchObject({ code: 2, err: ['frontier: start: no city named "Arda" on this map'] });
    const missing = await frontier('--domain', 'graph', '--graph', join(dir, 'none.txt'), '--from', 'A', '--to', 'B');
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toMatch(/^frontier: --graph: cannot read ".*none\.txt" \(ENOENT\)$/);
    const bad = file('bad.txt', 'A B 1\nA B x\n');
    const badLine = await frontier('--domain', 'graph', '--graph', bad, '--from', 'A', '--to', 'B');
    expect(badLine.code).toBe(2);
    expect(badLine.err[0]).toContain("bad.txt: Line 2: expected the road's length");
    expect((await frontier('--domain', 'graph', '--from', 'A', '--to', 'B')).err).toEqual([
      'frontier: no map: give --graph FILE with the graph domain',
    ]);
    expect((await frontier('--domain', 'romania', '--diagonal')).err).toEqual([
      'frontier: --diagonal is for grids, not the romania domain',
    ]);
  });
});
