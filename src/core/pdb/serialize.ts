/**
 * Pattern database sets to and from bytes, for the Node cache folder and IndexedDB. The header
 * names the format version, the shape, the canonical blank cell and the partition, and a
 * checksum covers the tables: a copy from an older build, another layout or a torn write is
 * refused (`null`) and the caller rebuilds.
 *
 * Layout (little-endian): "FPDB", u16 version, u8 rows, u8 cols, u8 blank, u8 pattern count,
 * per pattern u8 size + its cells, per pattern u32 table length, u32 FNV-1a checksum, tables.
 */
import type { PatternDatabaseSet, PdbLayout } from './databaseSet';
import { PDB_FORMAT_VERSION, layoutId } from './databaseSet';
import { placementCount } from './rank';

const MAGIC = [0x46, 0x50, 0x44, 0x42]; // "FPDB"

function checksum(tables: readonly Uint8Array[]): number {
  let h = 0x811c9dc5;
  for (const t of tables) {
    for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t[i], 0x01000193);
  }
  return h >>> 0;
}

function headerSize(patterns: readonly (readonly number[])[]): number {
  let size = 4 + 2 + 4;
  for (const p of patterns) size += 1 + p.length + 4;
  return size + 4;
}

export function serializePdb(set: PatternDatabaseSet): Uint8Array {
  const head = headerSize(set.patterns);
  const bytes = new Uint8Array(head + set.tables.reduce((s, t) => s + t.length, 0));
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(4, PDB_FORMAT_VERSION, true);
  let at = 6;
  for (const v of [set.rows, set.cols, set.blankCell, set.patterns.length]) bytes[at++] = v;
  for (const p of set.patterns) {
    bytes[at++] = p.length;
    for (const c of p) bytes[at++] = c;
  }
  for (const t of set.tables) {
    view.setUint32(at, t.length, true);
    at += 4;
  }
  view.setUint32(at, checksum(set.tables), true);
  at += 4;
  for (const t of set.tables) {
    bytes.set(t, at);
    at += t.length;
  }
  return bytes;
}

/**
 * The set stored in `bytes` if it is exactly `expected` (same version, shape, blank, partition,
 * sizes, checksum); otherwise null. Tables are copies, so the buffer can be released.
 *
 * `owned`: bytes that were just transferred from our own worker's memory (never stored, so
 * nothing can have corrupted them) and belong to the caller. Then the tables are views into
 * them and the checksum is skipped: on the page that saves an 11.5 MB copy and a pass over it,
 * a long task on a slow laptop. The header is still checked.
 */
export function deserializePdb(bytes: Uint8Array, expected: PdbLayout, owned = false): PatternDatabaseSet | null {
  const head = headerSize(expected.patterns);
  if (bytes.length < head) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < 4; i++) if (bytes[i] !== MAGIC[i]) return null;
  if (view.getUint16(4, true) !== PDB_FORMAT_VERSION) return null;
  let at = 6;
  const cells = expected.rows * expected.cols;
  for (const v of [expected.rows, expected.cols, expected.blankCell, expected.patterns.length]) {
    if (bytes[at++] !== v) return null;
  }
  for (const p of expected.patterns) {
    if (bytes[at++] !== p.length) return null;
    for (const c of p) if (bytes[at++] !== c) return null;
  }
  const lengths: number[] = [];
  for (const p of expected.patterns) {
    const length = view.getUint32(at, true);
    at += 4;
    if (length !== placementCount(cells, p.length)) return null;
    lengths.push(length);
  }
  const sum = view.getUint32(at, true);
  at += 4;
  if (bytes.length !== at + lengths.reduce((s, n) => s + n, 0)) return null;
  // One copy of all the tables (so `bytes` can be released), viewed per pattern.
  const data = owned ? bytes.subarray(at) : bytes.slice(at);
  const tables: Uint8Array[] = [];
  let from = 0;
  for (const length of lengths) {
    tables.push(data.subarray(from, from + length));
    from += length;
  }
  if (!owned && checksum(tables) !== sum) return null;
  return {
    rows: expected.rows,
    cols: expected.cols,
    blankCell: expected.blankCell,
    patterns: expected.patterns.map((p) => [...p]),
    tables,
    id: layoutId(expected.rows, expected.cols, expected.blankCell, expected.patterns),
  };
}
