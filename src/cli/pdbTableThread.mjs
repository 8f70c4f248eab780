// One pattern-database table built in a worker thread (started by pdbThreads.ts). The core is
// TypeScript: tsx's loader runs it in place here as it does for the CLI (bin/frontier.mjs), so a
// thread works the same under tsx, vitest or plain node.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { buildTableJob } = await import('../core/pdb/buildInParallel.ts');
const table = buildTableJob(workerData, (done) => parentPort.postMessage({ type: 'progress', done }));
parentPort.postMessage({ type: 'table', table }, [table.buffer]);
