/**
 * Builds a layout's tables side by side, one table a thread: the breadth-first searches of a set's
 * patterns share nothing, so on a machine with a core per table the set is ready when its largest
 * table is (the two 6-tile 4x4 tables take about the same time). Core says what to build and puts
 * the pieces together; the caller brings the threads (worker_threads in Node, Web Workers in the
 * page), each of which runs `buildTableJob` and hands back the table's bytes.
 */
import type { PatternDatabaseSet, PdbBuildProgress, PdbLayout } from './databaseSet';
import { layoutEntries } from './databaseSet';
import { buildTable } from './buildTable';
import { packTables } from './frame';
import { placementCount } from './rank';

/** One pattern's table, as sent to a thread (plain data: it crosses a message port). */
export interface TableJob {
  readonly rows: number;
  readonly cols: number;
  readonly blankCell: number;
  readonly cells: readonly number[];
}

/**
 * Tables below this many entries are built on the calling thread: a thread costs more to start
 * (tens of milliseconds, more where it loads the code afresh) than the 3-tile 4x4 table's 3,360
 * entries take to build.
 */
const SMALL_TABLE = 1 << 16;

/** Runs one job elsewhere; `onDone` receives the entries filled so far, now and then. */
export type TableRunner = (job: TableJob, onDone: (done: number) => void) => Promise<Uint8Array>;

export function tableJobs(layout: PdbLayout): TableJob[] {
  const { rows, cols, blankCell } = layout;
  return layout.patterns.map((cells) => ({ rows, cols, blankCell, cells: [...cells] }));
}

/**
 * The thread's side: builds the table, reporting progress between chunks of about `chunk`
 * scanned entries (the same builder as a sequential build, so the bytes are the same).
 */
export function buildTableJob(job: TableJob, onDone?: (done: number) => void, chunk = 1 << 20): Uint8Array {
  const build = buildTable(job.rows, job.cols, job.blankCell, job.cells, chunk);
  for (;;) {
    const step = build.next();
    if (step.done) return step.value;
    onDone?.(step.value.done);
  }
}

/**
 * Every table of the layout at once through `run`; progress counts entries over the whole set
 * (`pattern` is how many tables are finished, as the patterns no longer come one after another).
 */
export async function buildLayoutInParallel(
  layout: PdbLayout,
  run: TableRunner,
  onProgress?: (progress: PdbBuildProgress) => void,
): Promise<PatternDatabaseSet> {
  const total = layoutEntries(layout);
  const patterns = layout.patterns.length;
  const done = new Array<number>(patterns).fill(0);
  let finished = 0;
  const report = () =>
    onProgress?.({
      type: 'progress',
      pattern: Math.min(finished, patterns - 1),
      patterns,
      done: done.reduce((s, d) => s + d, 0),
      total,
    });
  report();
  const jobs = tableJobs(layout);
  const small = (job: TableJob) => placementCount(job.rows * job.cols, job.cells.length) < SMALL_TABLE;
  // The threads start first; the small tables are then built here while they get going.
  const started = jobs.map((job, p) =>
    small(job)
      ? null
      : run(job, (entries) => {
          done[p] = entries;
          report();
        }),
  );
  const tables = await Promise.all(
    jobs.map(async (job, p) => {
      const table = await (started[p] ?? Promise.resolve(buildTableJob(job)));
      const expected = placementCount(job.rows * job.cols, job.cells.length);
      if (table.length !== expected) {
        throw new Error(`table ${p + 1} came back with ${table.length} entries instead of ${expected}`);
      }
      done[p] = table.length;
      finished++;
      report();
      return table;
    }),
  );
  // One buffer for the whole set, so the search reads it without a second copy (frame.ts).
  return { ...layout, tables: packTables(tables) };
}
