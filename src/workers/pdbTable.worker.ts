/**
 * One pattern-database table built on its own thread: the pattern-database worker (pdb.worker.ts)
 * starts one of these per large table, so the 4x4 set's two 6-tile tables build on two cores at
 * once. Progress (entries filled) comes now and then; the table's bytes are moved back, not copied.
 */
import type { TableJob } from '../core/pdb/buildInParallel';
import { buildTableJob } from '../core/pdb/buildInParallel';

export type TableWorkerMessage = { type: 'progress'; done: number } | { type: 'table'; table: Uint8Array };

const post = (message: TableWorkerMessage, transfer: Transferable[] = []) => postMessage(message, { transfer });

self.onmessage = (event: MessageEvent<TableJob>) => {
  const table = buildTableJob(event.data, (done) => post({ type: 'progress', done }));
  post({ type: 'table', table }, [table.buffer]);
};
