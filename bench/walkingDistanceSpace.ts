/**
 * Walking distance as a move table, for the benchmark's no-database IDA* (noDatabaseKernel.ts).
 *
 * The same abstract space as src/core/heuristics/walkingDistance.ts (per line, how many of its
 * tiles belong to each goal line, plus the blank's line), but every state gets a small id and a
 * table of successors: `next[(id * 2 + dir) * lines + goalLine]` is the state after the blank
 * leaves its line upwards (dir 0) or downwards (dir 1) and a tile of `goalLine` takes its place.
 * A search then updates walking distance per move with one array read instead of hashing the
 * count matrix (4x4: 24,964 states, built in a few milliseconds).
 */
export interface WalkingDistanceSpace {
  readonly lines: number;
  readonly states: number;
  /** Moves to the goal's state, by id. */
  readonly distance: Uint8Array;
  /** Successor ids (see the file comment); -1 where that move does not exist. */
  readonly next: Int32Array;
  /** The id of a count matrix (row-major lines x goal lines) with the blank in `blankLine`. */
  idOf(matrix: ArrayLike<number>, blankLine: number): number;
}

const spaces = new Map<string, WalkingDistanceSpace>();

/** Built once per (lines, cells per line, the goal blank's line) and kept. */
export function walkingDistanceSpace(lines: number, cap: number, goalBlankLine: number): WalkingDistanceSpace {
  const id = `${lines}:${cap}:${goalBlankLine}`;
  let space = spaces.get(id);
  if (!space) {
    space = buildSpace(lines, cap, goalBlankLine);
    spaces.set(id, space);
  }
  return space;
}

function buildSpace(lines: number, cap: number, goalBlankLine: number): WalkingDistanceSpace {
  const L = lines;
  const base = cap + 1;
  const keyOf = (m: ArrayLike<number>, blankLine: number) => {
    let key = blankLine;
    for (let i = 0; i < L * L; i++) key = key * base + m[i];
    return key;
  };
  const ids = new Map<number, number>();
  const matrices: Int8Array[] = [];
  const blanks: number[] = [];
  const goal = new Int8Array(L * L);
  for (let j = 0; j < L; j++) goal[j * L + j] = cap - (j === goalBlankLine ? 1 : 0);
  ids.set(keyOf(goal, goalBlankLine), 0);
  matrices.push(goal);
  blanks.push(goalBlankLine);
  const distances: number[] = [0];
  const edges: number[] = [];
  // Breadth-first from the goal: moves are reversible, so this is the distance to it.
  for (let id = 0; id < matrices.length; id++) {
    const m = matrices[id];
    const blank = blanks[id];
    for (let dir = 0; dir < 2; dir++) {
      const from = dir === 0 ? blank - 1 : blank + 1;
      for (let j = 0; j < L; j++) {
        let to = -1;
        if (from >= 0 && from < L && m[from * L + j] > 0) {
          const child = Int8Array.from(m);
          child[from * L + j]--;
          child[blank * L + j]++;
          const key = keyOf(child, from);
          const known = ids.get(key);
          if (known === undefined) {
            to = matrices.length;
            ids.set(key, to);
            matrices.push(child);
            blanks.push(from);
            distances.push(distances[id] + 1);
          } else {
            to = known;
          }
        }
        edges[(id * 2 + dir) * L + j] = to;
      }
    }
  }
  return {
    lines,
    states: matrices.length,
    distance: Uint8Array.from(distances),
    next: Int32Array.from(edges),
    idOf(matrix, blankLine) {
      const id = ids.get(keyOf(matrix, blankLine));
      if (id === undefined) throw new Error('walking distance: not a state of this space');
      return id;
    },
  };
}
