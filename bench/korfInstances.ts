/** Korf's 100 15-puzzle instances with their published optimal lengths (tests/fixtures/README.md). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface KorfInstance {
  /** 1-based line in Korf's list. */
  readonly number: number;
  readonly tiles: readonly number[];
  readonly length: number;
}

export function korfInstances(goal: 'blank-last' | 'blank-first' = 'blank-last'): KorfInstance[] {
  const file = resolve(import.meta.dirname, '..', 'tests', 'fixtures', `korf100-${goal}.txt`);
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line, i) => {
      const n = line.trim().split(/\s+/).map(Number);
      if (n.length !== 17) throw new Error(`${file}:${i + 1}: expected 16 tiles and a length`);
      return { number: i + 1, tiles: n.slice(0, 16), length: n[16] };
    });
}

/** The n instances with the shortest published solutions (ties by Korf's order). */
export function easiestKorf(n: number, goal: 'blank-last' | 'blank-first' = 'blank-last'): KorfInstance[] {
  return korfInstances(goal)
    .sort((a, b) => a.length - b.length || a.number - b.number)
    .slice(0, n);
}
