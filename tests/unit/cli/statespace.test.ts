import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runStatespace } from '../../../src/cli/statespace';

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runStatespace(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const dataLines = (text: string) => text.split('\n').filter((l) => /^\d+ \d+$/.test(l));

describe('npm run statespace', () => {
  it('prints the same distance table as the reference data, then total, diameter and hardest states', () => {
    const { code, out, err } = run('--size', '3x3');
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const reference = readFileSync(new URL('../../fixtures/distances-3x3.txt', import.meta.url), 'utf8');
    expect(out.filter((l) => /^\d+ \d+$/.test(l))).toEqual(dataLines(reference));
    expect(out).toContain('# total 181440 diameter 31');
    expect(out.filter((l) => l.startsWith('# far: '))).toEqual([
      '# far: 6 4 7 8 5 0 3 2 1',
      '# far: 8 6 7 2 5 4 3 0 1',
    ]);
  });

  it('takes a goal as tiles or by name, and --json', () => {
    const spiral = run('--size=3x3', '--goal', 'spiral', '--json');
    expect(spiral.code).toBe(0);
    const json = JSON.parse(spiral.out[0]);
    expect(json).toMatchObject({ size: '3x3', goal: [1, 2, 3, 8, 0, 4, 7, 6, 5], states: 181440, diameter: 30 });
    const typed = run('--size', '3x3', '--goal', '1 2 3 / 8 _ 4 / 7 6 5', '--json');
    expect(JSON.parse(typed.out[0]).counts).toEqual(json.counts);
    const wide = run('--size', '2x4');
    expect(wide.out.filter((l) => /^\d+ \d+$/.test(l))).toEqual(
      dataLines(readFileSync(new URL('../../fixtures/distances-2x4.txt', import.meta.url), 'utf8')),
    );
  });

  it.each([
    [[], /--size is required/],
    [['--size'], /--size needs a value/],
    [['--size', 'big'], /--size must look like 3x3/],
    [['--size', '1x3'], /not supported/],
    [['--size', '3x4'], /239,500,800 reachable states/],
    [['--size', '3x3', '--goal', '1 2 3 4 5 6 7 8 8'], /--goal: Tile 8 appears twice/],
    [['--size', '3x3', '--frobnicate'], /unknown argument "--frobnicate"/],
  ])('%j: one-line error, exit 2', (argv, message) => {
    const { code, out, err } = run(...argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(message);
    expect(err[0]).not.toContain('\n');
  });

  it('--help prints the usage', () => {
    const { code, out } = run('--help');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^usage: statespace --size RxC/);
  });
});
