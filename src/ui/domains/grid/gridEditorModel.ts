/**
 * What the grid editor reads from its text and how its tools paint, apart from React: the text
 * (gridFile.ts's whole text, connectivity line included) read once per change, the character a
 * cell is drawn as, the cell under a pointer, and the cost each tool and key paints.
 */
import {
  WALL,
  formatGridFile,
  formatRow,
  parseGrid,
  splitConnectivity,
  type Cell,
  type Connectivity,
  type GridMap,
  type GridParseError,
} from '../../../core/domain/grid';

/** The sizes the editor offers (the core takes more; a typed or pasted larger grid is still shown). */
export const EDITOR_SIDES = { min: 5, maxWidth: 80, maxHeight: 60 } as const;

export type Tool = 'wall' | 'weight' | 'erase';

export type GridRead =
  | { readonly ok: true; readonly grid: GridMap; readonly connectivity: Connectivity }
  | { readonly ok: false; readonly error: GridParseError; readonly connectivity: Connectivity };

export function readGridText(text: string): GridRead {
  const { connectivity, body } = splitConnectivity(text);
  const parsed = parseGrid(body);
  return parsed.ok ? { ok: true, grid: parsed.grid, connectivity } : { ok: false, error: parsed.error, connectivity };
}

/** One row as the characters the text format writes: `.`, `#`, `2`-`9`, `S`, `G`. */
export const rowChars = formatRow;

export function gridText(grid: GridMap, connectivity: Connectivity): string {
  return formatGridFile(grid, connectivity);
}

/** The cell under a point, from the drawn grid's box; null off the grid. */
export function cellAt(
  box: { left: number; top: number; width: number; height: number },
  grid: Pick<GridMap, 'width' | 'height'>,
  clientX: number,
  clientY: number,
): Cell | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const x = Math.floor(((clientX - box.left) / box.width) * grid.width);
  const y = Math.floor(((clientY - box.top) / box.height) * grid.height);
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height ? { x, y } : null;
}

/** The cost a tool paints: a wall, the chosen weight, or a free cell. */
export function toolCost(tool: Tool, weight: number): number {
  return tool === 'wall' ? WALL : tool === 'weight' ? weight : 1;
}

/** What a key does at the cursor, or null for a key the grid leaves to the page. */
export type KeyAction =
  | { readonly kind: 'move'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'paint'; readonly cost: number }
  | { readonly kind: 'tool' }
  | { readonly kind: 'place'; readonly which: 'start' | 'goal' };

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export function keyAction(key: string): KeyAction | null {
  if (key in MOVES) return { kind: 'move', dx: MOVES[key][0], dy: MOVES[key][1] };
  if (key === 'w' || key === 'W' || key === '#') return { kind: 'paint', cost: WALL };
  if (/^[2-9]$/.test(key)) return { kind: 'paint', cost: Number(key) };
  if (key === '1' || key === '.' || key === 'Delete' || key === 'Backspace') return { kind: 'paint', cost: 1 };
  if (key === ' ' || key === 'Enter') return { kind: 'tool' };
  if (key === 's' || key === 'S') return { kind: 'place', which: 'start' };
  if (key === 'g' || key === 'G') return { kind: 'place', which: 'goal' };
  return null;
}
