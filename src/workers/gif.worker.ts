/**
 * The animation export off the page's thread: each frame drawn on an OffscreenCanvas and
 * encoded to GIF (or one frame to PNG). The page keeps playing and shows progress; Cancel is
 * terminating this worker.
 */
import { expose, transfer } from 'comlink';
import { drawFrame, frameLayout, type ExportFrame } from './frameDrawing';
import { GifWriter } from './gifEncoder';

export interface AnimationRequest {
  frames: ExportFrame[];
  rows: number;
  cols: number;
  width: number;
  delayMs: number;
  loop: boolean;
}

function canvasFor(width: number, rows: number, cols: number) {
  const layout = frameLayout(width, rows, cols);
  const canvas = new OffscreenCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas in this worker');
  return { layout, canvas, ctx };
}

const api = {
  gif(request: AnimationRequest, onProgress: (done: number, total: number) => void): Uint8Array {
    const { frames, rows, cols, width } = request;
    const { layout, ctx } = canvasFor(width, rows, cols);
    const writer = new GifWriter({
      width: layout.width,
      height: layout.height,
      delayMs: request.delayMs,
      loop: request.loop,
    });
    frames.forEach((frame, i) => {
      drawFrame(ctx, frame, layout, cols);
      writer.add(ctx.getImageData(0, 0, layout.width, layout.height).data);
      onProgress(i + 1, frames.length);
    });
    const bytes = writer.finish();
    // Handed over, not copied: a GIF of 600 frames may be megabytes.
    return transfer(bytes, [bytes.buffer]);
  },
  async png(frame: ExportFrame, rows: number, cols: number, width: number): Promise<Blob> {
    const { layout, canvas, ctx } = canvasFor(width, rows, cols);
    drawFrame(ctx, frame, layout, cols);
    return canvas.convertToBlob({ type: 'image/png' });
  },
};

export type AnimationWorker = typeof api;

expose(api);
