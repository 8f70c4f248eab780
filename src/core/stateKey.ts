/**
 * Compact state keys for hashing boards in Maps and Sets.
 * - up to 13 cells (2x2 .. 3x4, 2x5): the tiles packed 4 bits per cell into one exact number;
 *   moving a tile changes the key by tile * (16^to - 16^from), so solvers can update it in O(1).
 * - 14 to 18 cells (3x5, 4x4): the permutation's Lehmer rank (16! < 2^53, still an exact number).
 * - larger (4x5, 5x5): a short string, one char per cell.
 */
import type { StateKey } from './events';

export interface StateCodec {
  readonly kind: 'packed' | 'rank' | 'string';
  readonly size: number;
  encode(tiles: ArrayLike<number>): StateKey;
  decode(key: StateKey): number[];
}

const PACKED_MAX_CELLS = 13;
const RANK_MAX_CELLS = 18;

/** 16^i for i < 14: the weight of cell i in a packed key. */
export const NIBBLE_WEIGHT: readonly number[] = Array.from({ length: PACKED_MAX_CELLS + 1 }, (_, i) => 16 ** i);

const FACTORIAL: readonly number[] = (() => {
  const f = [1];
  for (let i = 1; i <= RANK_MAX_CELLS; i++) f.push(f[i - 1] * i);
  return f;
})();

const codecs = new Map<number, StateCodec>();

export function makeCodec(rows: number, cols: number): StateCodec {
  const size = rows * cols;
  const hit = codecs.get(size);
  if (hit) return hit;
  const codec =
    size <= PACKED_MAX_CELLS ? packedCodec(size) : size <= RANK_MAX_CELLS ? rankCodec(size) : stringCodec(size);
  codecs.set(size, codec);
  return codec;
}

function packedCodec(size: number): StateCodec {
  return {
    kind: 'packed',
    size,
    encode(tiles) {
      let key = 0;
      for (let i = size - 1; i >= 0; i--) key = key * 16 + tiles[i];
      return key;
    },
    decode(key) {
      let k = key as number;
      const out = new Array<number>(size);
      for (let i = 0; i < size; i++) {
        out[i] = k % 16;
        k = Math.floor(k / 16);
      }
      return out;
    },
  };
}

function rankCodec(size: number): StateCodec {
  const used = new Uint8Array(size);
  return {
    kind: 'rank',
    size,
    encode(tiles) {
      // Lehmer code: for each cell, how many smaller tiles are still unused.
      used.fill(0);
      let rank = 0;
      for (let i = 0; i < size; i++) {
        const t = tiles[i];
        let smaller = 0;
        for (let v = 0; v < t; v++) if (!used[v]) smaller++;
        used[t] = 1;
        rank += smaller * FACTORIAL[size - 1 - i];
      }
      return rank;
    },
    decode(key) {
      let rank = key as number;
      const pool = Array.from({ length: size }, (_, i) => i);
      const out = new Array<number>(size);
      for (let i = 0; i < size; i++) {
        const f = FACTORIAL[size - 1 - i];
        const idx = Math.floor(rank / f);
        rank -= idx * f;
        out[i] = pool.splice(idx, 1)[0];
      }
      return out;
    },
  };
}

function stringCodec(size: number): StateCodec {
  return {
    kind: 'string',
    size,
    encode(tiles) {
      let s = '';
      for (let i = 0; i < size; i++) s += String.fromCharCode(65 + tiles[i]);
      return s;
    },
    decode(key) {
      const s = key as string;
      return Array.from({ length: size }, (_, i) => s.charCodeAt(i) - 65);
    },
  };
}
