/**
 * How the grid row of the domain registry (src/core/domain/registry.ts) opens an instance: a
 * ready-made map by its id (open-field, u-trap, maze, swamp; the open field when none is given)
 * or a grid in the text format (gridText.ts), refused with that parser's row and column. A first
 * line `8-connected` (or `4-connected`, the default) sets the moves (gridFile.ts). Loaded on demand.
 */
import type { DomainOpener } from '../registry';
import { gridDomain } from './gridDomain';
import { splitConnectivity } from './gridFile';
import { parseGrid } from './gridText';
import { READY_MAP_IDS, readyMap, type ReadyMapId } from './readyMaps';

export const openGrid: DomainOpener = (instance) => {
  const { connectivity, body: text } = splitConnectivity(instance ?? '');
  const name = text.trim() === '' ? 'open-field' : text.trim();
  if ((READY_MAP_IDS as readonly string[]).includes(name)) {
    return { ok: true, domain: gridDomain(readyMap(name as ReadyMapId), connectivity) };
  }
  const parsed = parseGrid(text);
  return parsed.ok ? { ok: true, domain: gridDomain(parsed.grid, connectivity) } : { ok: false, error: parsed.error };
};
