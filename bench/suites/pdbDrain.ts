/**
 * The cost of the generator around the PDB kernel: `idaStarPdb` drained at the 'progress' level
 * (progress every 10,000 expansions, budget and clock checks between chunks) against the kernel
 * run as one plain call (`createIdaKernel(...).run(Infinity)`), on the same instances. Rounds
 * alternate so neither side gets the quieter moments of a shared machine, and each side keeps
 * its fastest round (the least disturbed by other processes).
 */
import type { PatternDatabaseSet } from '../../src/core/pdb';
import { createIdaKernel, makeFrame } from '../../src/core/pdb';
import { makePuzzle } from '../../src/core/puzzle';
import type { KorfInstance } from '../korfInstances';
import type { BenchRow } from '../report';
import { solveWithPdb } from './korf100';

export function pdbDrainSuite(set: PatternDatabaseSet, instances: readonly KorfInstance[], rounds: number): BenchRow[] {
  const frame = makeFrame(makePuzzle(4, 4), set);
  let nodes = 0;
  const generator = (): number => {
    const t = performance.now();
    let n = 0;
    for (const instance of instances) n += solveWithPdb(set, instance).final.stats.expanded;
    nodes = n;
    return performance.now() - t;
  };
  const plain = (): number => {
    const t = performance.now();
    for (const instance of instances) {
      const kernel = createIdaKernel(frame, instance.tiles);
      if (kernel.run(Infinity) !== 'solved' || kernel.solution().length !== instance.length) {
        throw new Error(`plain kernel: wrong result on Korf #${instance.number}`);
      }
    }
    return performance.now() - t;
  };
  generator();
  plain();
  const gen: number[] = [];
  const base: number[] = [];
  for (let r = 0; r < rounds; r++) {
    gen.push(generator());
    base.push(plain());
  }
  const ms = Math.min(...gen);
  const baselineMs = Math.min(...base);
  return [
    {
      suite: 'drain',
      name: `IDA* + PDB: generator at 'progress' vs plain kernel (Korf #${instances.map((i) => i.number).join(',')})`,
      nodes,
      unit: 'nodes',
      ms,
      baseline: { name: 'plain kernel call', nodes, ms: baselineMs },
      ratio: ms / baselineMs,
      ratioIsCost: true,
      target: '<= 1.3x',
      met: ms / baselineMs <= 1.3,
    },
  ];
}
