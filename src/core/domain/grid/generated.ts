/**
 * What every grid generator returns: the grid and whether its goal can be reached from its
 * start (4-connected, so it holds 8-connected too), or why no grid was made. Generators are
 * deterministic: the same options and seed give the same grid, in any runtime.
 */
import type { GridMap } from './grid';

export type Generated =
  | { readonly ok: true; readonly grid: GridMap; readonly connected: boolean }
  | { readonly ok: false; readonly message: string };
