/**
 * The page's handle on the animation worker: one per export, terminated as Cancel. Null where
 * the browser has no module workers or no OffscreenCanvas (the dialog then says so).
 */
import { proxy, wrap } from 'comlink';
import type { ExportFrame } from './frameDrawing';
import type { AnimationRequest, AnimationWorker } from './gif.worker';
import { failOnWorkerError } from './workerFailure';

export interface AnimationClient {
  gif(request: AnimationRequest, onProgress: (done: number, total: number) => void): Promise<Uint8Array>;
  png(frame: ExportFrame, rows: number, cols: number, width: number): Promise<Blob>;
  terminate(): void;
}

export function openAnimationWorker(): AnimationClient | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  const worker = new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<AnimationWorker>(worker);
  const guard = failOnWorkerError(worker);
  return {
    gif: (request, onProgress) => guard(api.gif(request, proxy(onProgress))),
    png: (frame, rows, cols, width) => guard(api.png(frame, rows, cols, width)),
    terminate: () => worker.terminate(),
  };
}
