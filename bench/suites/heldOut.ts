/**
 * Does the 6-6-3 split hold up on boards it was not chosen on? `partition.ts` picked it among
 * nine splits on Korf's instances 1-30, so those are in sample. Three suites:
 *
 * - `splits`: ours, the Korf-Felner split and the split most open implementations use, on all
 *   of Korf's 100, reported separately on 1-30 (in sample) and 31-100 (out of sample). All
 *   through `idaStarPdb` at the 'progress' level, with reflection, instance by instance in turn
 *   (none gets the quieter moments).
 * - `random`: a second set never seen: `count` random solvable 15-puzzles drawn uniformly from a
 *   seeded generator, their optimal lengths proven in the same run by IDA* without any database
 *   (noDatabaseKernel.ts); every split must find exactly those lengths.
 * - `baseline`: that database-free IDA* on Korf's 100, beside ours on the same instances: the
 *   ratio isolates what the tables buy, the engine design being the same.
 *
 * A wrong length anywhere is a failure of the whole benchmark.
 */
import type { PatternDatabaseSet } from '../../src/core/pdb';
import { COMMON_OPEN_SOURCE_CELLS, KORF_FELNER_CELLS, getPatternDatabases } from '../../src/core/pdb';
import { enablePdbFileCache } from '../../src/cli/pdbFileStore';
import { makePuzzle } from '../../src/core/puzzle';
import { seededRandom } from '../../src/core/random';
import { isSolvable } from '../../src/core/solvability';
import type { KorfInstance } from '../korfInstances';
import { korfInstances } from '../korfInstances';
import { NO_DATABASE_HEURISTIC, solveWithoutDatabase } from '../noDatabaseKernel';
import type { BenchRow } from '../report';
import { solveWithPdb } from './korf100';

type Log = (line: string) => void;

export interface SuiteOutput {
  rows: BenchRow[];
  failures: string[];
}

interface Split {
  readonly name: string;
  readonly set: PatternDatabaseSet;
}

interface Tally {
  nodes: number;
  ms: number;
  count: number;
}

/** The default split (partition.ts), by the canonical goal cells of its patterns (blank in cell 0). */
const OURS = 'ours (6-6-3: 13-15 | 1,4,5,8,9,12 | 2,3,6,7,10,11)';
const KORF_FELNER = 'Korf-Felner (6-6-3: 1-3 | 4,5,8,9,12,13 | 6,7,10,11,14,15)';
const COMMON = 'common open-source (6-6-3: 12-14 | 1,2,4,5,8,9 | 3,6,7,10,11,15)';

/**
 * Every split compared, ours first (loaded from the cache or built once; the Korf 100 suite
 * times a fresh build). The third is the one most open implementations copy (tiles 2,3,4 |
 * 1,5,6,9,10,13 | 7,8,11,12,14,15 on the blank-last goal), in the same frame: it stands in for
 * "the standard split" too, because KORF_FELNER_CELLS could not be checked against the paper
 * here (see partition.ts).
 */
export function allSplits(): Split[] {
  const puzzle = makePuzzle(4, 4);
  enablePdbFileCache();
  return [
    { name: OURS, set: getPatternDatabases(puzzle) },
    { name: KORF_FELNER, set: getPatternDatabases(puzzle, { groups: KORF_FELNER_CELLS }) },
    { name: COMMON, set: getPatternDatabases(puzzle, { groups: COMMON_OPEN_SOURCE_CELLS }) },
  ];
}

/**
 * `count` solvable 4x4 boards, uniform over the solvable ones: a uniform shuffle, and when it is
 * unsolvable, tiles 1 and 2 swapped (a one-to-one map from the unsolvable half onto the
 * solvable half, so every solvable board stays equally likely).
 */
export function randomBoards(count: number, seed: number): KorfInstance[] {
  const puzzle = makePuzzle(4, 4);
  const random = seededRandom(seed);
  const boards: KorfInstance[] = [];
  for (let n = 1; n <= count; n++) {
    const tiles = Array.from({ length: 16 }, (_, i) => i);
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
    }
    if (!isSolvable(puzzle, tiles)) {
      const a = tiles.indexOf(1);
      const b = tiles.indexOf(2);
      [tiles[a], tiles[b]] = [tiles[b], tiles[a]];
    }
    boards.push({ number: n, tiles, length: -1 });
  }
  return boards;
}

function solveAll(
  splits: readonly Split[],
  instance: KorfInstance,
  tallies: Tally[],
  failures: string[],
  what: string,
) {
  const found: number[] = [];
  splits.forEach((split, i) => {
    const { final, ms } = solveWithPdb(split.set, instance);
    const length = final.type === 'solved' ? final.path.length : -1;
    found.push(length);
    tallies[i].nodes += final.stats.expanded;
    tallies[i].ms += ms;
    tallies[i].count++;
    if (length !== instance.length) {
      failures.push(`${what} #${instance.number}, ${split.name}: ${length} moves, optimum ${instance.length}`);
    }
  });
  return found;
}

/** One row per other split: ours against it. */
function splitRows(suite: string, label: string, splits: readonly Split[], t: readonly Tally[]): BenchRow[] {
  const ours = t[0];
  const mean = (x: Tally) => Math.round(x.nodes / Math.max(1, x.count)).toLocaleString('en');
  return splits.slice(1).map((other, i) => {
    const theirs = t[i + 1];
    return {
      suite,
      name: `${label}: ${splits[0].name}`,
      nodes: ours.nodes,
      unit: 'nodes',
      ms: ours.ms,
      baseline: { name: other.name, nodes: theirs.nodes, ms: theirs.ms },
      ratio: theirs.ms / ours.ms,
      notes:
        `mean ${mean(ours)} expanded per instance against ${mean(theirs)} for ${other.name}: ` +
        `${(theirs.nodes / ours.nodes).toFixed(2)}x fewer nodes`,
    };
  });
}

const empty = (splits: readonly Split[]): Tally[] => splits.map(() => ({ nodes: 0, ms: 0, count: 0 }));

const named = (splits: readonly Split[], found: readonly number[]) =>
  splits.map((split, i) => `${split.name.split(' (')[0]} ${found[i]}`).join(', ');

export function splitsSuite(log: Log): SuiteOutput {
  const splits = allSplits();
  const failures: string[] = [];
  const inSample = empty(splits);
  const outOfSample = empty(splits);
  for (const instance of korfInstances()) {
    const tallies = instance.number <= 30 ? inSample : outOfSample;
    const found = solveAll(splits, instance, tallies, failures, 'Korf');
    log(`  Korf #${String(instance.number).padStart(3)}  ${named(splits, found)} (optimum ${instance.length})`);
  }
  const both = splits.map((_, i) => ({
    nodes: inSample[i].nodes + outOfSample[i].nodes,
    ms: inSample[i].ms + outOfSample[i].ms,
    count: inSample[i].count + outOfSample[i].count,
  }));
  return {
    rows: [
      ...splitRows('splits', 'Korf 1-30 (in sample: the split was chosen on these)', splits, inSample),
      ...splitRows('splits', 'Korf 31-100 (out of sample)', splits, outOfSample),
      ...splitRows('splits', 'Korf all 100', splits, both),
    ],
    failures,
  };
}

export function randomSuite(count: number, seed: number, log: Log): SuiteOutput {
  const puzzle = makePuzzle(4, 4);
  const splits = allSplits();
  const failures: string[] = [];
  const tallies = empty(splits);
  let proofMs = 0;
  let proofNodes = 0;
  let lengthSum = 0;
  for (const board of randomBoards(count, seed)) {
    const proof = solveWithoutDatabase(puzzle, board.tiles);
    proofMs += proof.ms;
    proofNodes += proof.expanded;
    lengthSum += proof.length;
    const instance = { ...board, length: proof.length };
    const found = solveAll(splits, instance, tallies, failures, `random (seed ${seed})`);
    log(
      `  random #${String(board.number).padStart(3)}  proven ${proof.length} in ${(proof.ms / 1000).toFixed(1)} s ` +
        `(${proof.expanded.toLocaleString('en')} expanded); ${named(splits, found)}`,
    );
  }
  const rows = splitRows('random', `${count} random boards (seed ${seed})`, splits, tallies);
  rows.push({
    suite: 'random',
    name: `their optimal lengths proven by IDA* + ${NO_DATABASE_HEURISTIC}, no database`,
    nodes: proofNodes,
    unit: 'nodes',
    ms: proofMs,
    baseline: null,
    ratio: null,
    notes: `mean optimal length ${(lengthSum / count).toFixed(2)}; ${failures.length === 0 ? 'every split agrees on every one' : `${failures.length} DISAGREE`}`,
  });
  return { rows, failures };
}

/** `numbers`: which of Korf's instances (all 100 by default). */
export function baselineSuite(numbers: readonly number[] | null, log: Log): SuiteOutput {
  const puzzle = makePuzzle(4, 4);
  const [ours] = allSplits();
  const failures: string[] = [];
  const instances = korfInstances().filter((k) => numbers === null || numbers.includes(k.number));
  let pdbMs = 0;
  let pdbNodes = 0;
  let plainMs = 0;
  let plainNodes = 0;
  for (const instance of instances) {
    const plain = solveWithoutDatabase(puzzle, instance.tiles);
    const { final, ms } = solveWithPdb(ours.set, instance);
    plainMs += plain.ms;
    plainNodes += plain.expanded;
    pdbMs += ms;
    pdbNodes += final.stats.expanded;
    if (plain.length !== instance.length) {
      failures.push(
        `Korf #${instance.number} (no-database baseline): ${plain.length} moves, published ${instance.length}`,
      );
    }
    log(
      `  Korf #${String(instance.number).padStart(3)}  no database: ${plain.length} moves, ` +
        `${plain.expanded.toLocaleString('en')} expanded in ${(plain.ms / 1000).toFixed(1)} s; ` +
        `6-6-3: ${final.stats.expanded.toLocaleString('en')} in ${ms.toFixed(0)} ms`,
    );
  }
  const which = numbers === null ? 'all 100' : `#${instances.map((k) => k.number).join(', #')}`;
  return {
    rows: [
      {
        suite: 'baseline',
        name: `Korf ${which}: IDA* kernel + 6-6-3 PDBs + reflection (idaStarPdb, 'progress')`,
        nodes: pdbNodes,
        unit: 'nodes',
        ms: pdbMs,
        baseline: { name: `IDA* kernel + ${NO_DATABASE_HEURISTIC}`, nodes: plainNodes, ms: plainMs },
        ratio: plainMs / pdbMs,
        notes:
          `baseline: bench/noDatabaseKernel.ts (the loop design of src/core/pdb/idaKernel.ts, no database), ` +
          `${(plainNodes / pdbNodes).toFixed(0)}x the nodes, ${(plainMs / pdbMs).toFixed(0)}x the time`,
      },
    ],
    failures,
  };
}
