/**
 * Frames of RGBA pixels to the bytes of an animated GIF, with gifenc (quantise to 256 colours,
 * map the pixels, LZW). Pure and synchronous: the worker runs it off the page's thread, a unit
 * test runs it in Node. A frame's palette is its own (text edges are shades the next frame may
 * not have); the first one is the file's global table.
 */
// The declaration must come along wherever this file is compiled (the tests' project too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./gifenc.d.ts" />
import { GIFEncoder, applyPalette, quantize } from 'gifenc';

export interface GifOptions {
  width: number;
  height: number;
  /** Milliseconds each frame stays (GIF stores hundredths: 20 ms is the least browsers honour). */
  delayMs: number;
  /** Play again and again (a slide's animation), or once and stop on the last frame. */
  loop: boolean;
}

/** What a frame's pixels must be: width × height × 4 bytes. */
export function checkFrame(rgba: ArrayLike<number>, options: GifOptions): void {
  const want = options.width * options.height * 4;
  if (rgba.length !== want) throw new Error(`frame has ${rgba.length} bytes, expected ${want}`);
}

export class GifWriter {
  private readonly gif = GIFEncoder();
  private count = 0;

  constructor(private readonly options: GifOptions) {
    const { width, height, delayMs } = options;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new Error(`bad size ${width}x${height}`);
    }
    if (!(delayMs >= 0)) throw new Error(`bad delay ${delayMs}`);
  }

  /** Adds one frame (RGBA, row by row). */
  add(rgba: Uint8Array | Uint8ClampedArray): void {
    checkFrame(rgba, this.options);
    const palette = quantize(rgba, 256, { format: 'rgb565' });
    const index = applyPalette(rgba, palette, 'rgb565');
    this.gif.writeFrame(index, this.options.width, this.options.height, {
      palette,
      delay: this.options.delayMs,
      // Only the first frame's repeat is written (the NETSCAPE loop block): 0 forever, -1 once.
      repeat: this.options.loop ? 0 : -1,
    });
    this.count++;
  }

  get frames(): number {
    return this.count;
  }

  /** The finished file. */
  finish(): Uint8Array {
    if (this.count === 0) throw new Error('a GIF needs at least one frame');
    this.gif.finish();
    return this.gif.bytes();
  }
}
