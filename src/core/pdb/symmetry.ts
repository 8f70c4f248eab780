/**
 * Symmetries of a rectangular board (the automorphisms of its grid graph): 4 for a rectangle,
 * 8 for a square. A pattern database built for one goal blank cell serves every goal whose blank
 * cell maps onto it: the search maps cells through the symmetry instead of rebuilding tables.
 */

/** cellMap[c] = the image of cell c. */
export type CellMap = Int8Array;

function fromFunction(rows: number, cols: number, f: (r: number, c: number) => [number, number]): CellMap {
  const map = new Int8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [r2, c2] = f(r, c);
      map[r * cols + c] = r2 * cols + c2; // every map here keeps the shape
    }
  }
  return map;
}

/** Identity first; for squares the transpose is included (index 4). */
export function boardSymmetries(rows: number, cols: number): CellMap[] {
  const R = rows - 1;
  const C = cols - 1;
  const maps: CellMap[] = [
    fromFunction(rows, cols, (r, c) => [r, c]),
    fromFunction(rows, cols, (r, c) => [r, C - c]),
    fromFunction(rows, cols, (r, c) => [R - r, c]),
    fromFunction(rows, cols, (r, c) => [R - r, C - c]),
  ];
  if (rows === cols) {
    maps.push(
      transposeMap(rows),
      fromFunction(rows, cols, (r, c) => [C - c, R - r]),
      fromFunction(rows, cols, (r, c) => [c, R - r]),
      fromFunction(rows, cols, (r, c) => [C - c, r]),
    );
  }
  return maps;
}

/** Reflection in the main diagonal of a square board. */
export function transposeMap(side: number): CellMap {
  const map = new Int8Array(side * side);
  for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) map[r * side + c] = c * side + r;
  return map;
}

/**
 * The symmetry that sends `blankCell` to the smallest cell index it can reach (its canonical
 * representative), preferring the identity on ties so a canonical goal maps to itself.
 */
export function canonicalSymmetry(rows: number, cols: number, blankCell: number): CellMap {
  let best: CellMap | null = null;
  for (const map of boardSymmetries(rows, cols)) if (!best || map[blankCell] < best[blankCell]) best = map;
  return best as CellMap;
}
