/**
 * A grid as a whole text, as the registry's opener (open.ts), links, lessons, the command line
 * and the grid editor carry it: an optional first line `8-connected` (or `4-connected`, the
 * default) for the moves, then the grid in the text format (gridText.ts), start S and goal G
 * included.
 */
import type { Connectivity, GridMap } from './grid';
import { formatGrid } from './gridText';

const CONNECTIVITY_LINE = /^\s*([48])-connected\s*(?:\r?\n|$)/i;

/** The moves the text's first line names (4 when it names none), and the text after that line. */
export function splitConnectivity(text: string): { readonly connectivity: Connectivity; readonly body: string } {
  const line = CONNECTIVITY_LINE.exec(text);
  if (line === null) return { connectivity: 4, body: text };
  return { connectivity: line[1] === '8' ? 8 : 4, body: text.slice(line[0].length) };
}

/** The text that splitConnectivity and parseGrid read back to this grid and these moves. */
export function formatGridFile(grid: GridMap, connectivity: Connectivity): string {
  return (connectivity === 8 ? '8-connected\n' : '') + formatGrid(grid);
}
