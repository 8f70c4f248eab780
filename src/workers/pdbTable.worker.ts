/**
 * One pattern-database table built on its own thread: the pattern-database worker (pdb.worker.ts)
 * starts one of these per large table, so the 4x4 set's two 6-tile tables build on two cores at
 * once. Progress (entries filled) comes now and then; the table's bytes are moved back, not copied.
 */
import type { TableJob } from '../core/pdb/buildInParallel';
import { buildTableJob } from '../core/pdb/buildInParallel';

export type TableWorkerMessage = { type: 'progress'; done: number } | { type: 'table'; table: Uint8Array };

const post = (message: TableWorkerMessage, transfer: Transferable[] = []) => postMessage(message, { transfer });

/**
 * Progress at most this often: the builder reports every million scanned entries (about 500 times
 * a 6-tile table), and each message costs the pattern-database worker a task on a machine whose
 * cores are both building (150-190 ms of its CPU over a cold 4x4 build when every one was sent).
 */
const PROGRESS_MS = 100;

self.onmessage = (event: MessageEvent<TableJob>) => {
  let lastPost = performance.now();
  const table = buildTableJob(event.data, (done) => {
    const now = performance.now();
    if (now - lastPost < PROGRESS_MS) return;
    lastPost = now;
    post({ type: 'progress', done });
  });
  post({ type: 'table', table }, [table.buffer]);
};
