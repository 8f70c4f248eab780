/**
 * Pattern databases built in Node with one worker thread a table (`buildInParallel.ts`): the
 * 4x4 set is ready when its larger 6-tile table is, instead of after both. The CLI, the bench and
 * the unit tests' global setup go through here; core stays free of node: imports.
 */
import { Worker } from 'node:worker_threads';
import type { PartitionOptions, PatternDatabaseSet, TableRunner } from '../core/pdb';
import { buildLayoutInParallel, layoutFor, loadOrBuildPatternDatabasesWith } from '../core/pdb';
import type { Puzzle } from '../core/puzzle';

type ThreadMessage = { type: 'progress'; done: number } | { type: 'table'; table: Uint8Array };

/** Builds one table in a fresh worker thread (pdbTableThread.mjs), which ends with the job. */
export const runTableInThread: TableRunner = (job, onDone) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdbTableThread.mjs', import.meta.url), { workerData: job });
    let table: Uint8Array | null = null;
    worker.on('message', (message: ThreadMessage) => {
      if (message.type === 'progress') onDone(message.done);
      else table = message.table;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (table) resolve(table);
      else reject(new Error(`the pattern database thread for cells ${job.cells.join(',')} exited (code ${code})`));
    });
  });

/** Always builds, in threads: the bench's "built fresh". */
export function buildPatternDatabasesInThreads(
  puzzle: Puzzle,
  options: PartitionOptions = {},
): Promise<PatternDatabaseSet> {
  return buildLayoutInParallel(layoutFor(puzzle, options), runTableInThread);
}

/**
 * Memory, then the store set with `setPdbStore` (`enablePdbFileCache`), then a build in threads,
 * saved to the store and kept in memory: later synchronous `getPatternDatabases` calls find it.
 */
export function loadOrBuildPatternDatabasesInThreads(puzzle: Puzzle, options: PartitionOptions = {}) {
  return loadOrBuildPatternDatabasesWith(puzzle, (layout) => buildLayoutInParallel(layout, runTableInThread), options);
}
