/**
 * The ready-made maps the set-up lists for each kind, and how a problem's instance names one:
 * null or empty is the domain's default (Romania, the open field); a first line `8-connected`
 * sets a grid's moves (src/core/domain/grid/open.ts); any other text is a map of the teacher's own.
 */
import type { GraphDomain } from '../../core/domain/graph/graphDomain';
import { ROMANIA_TEXT } from '../../core/domain/graph/romania';
import { formatGridFile } from '../../core/domain/grid/gridFile';
import type { GridDomain } from '../../core/domain/grid/gridDomain';
import { READY_MAP_IDS, readyMap, type ReadyMapId } from '../../core/domain/grid/readyMaps';
import type { AnyDomain } from '../../core/domain/types';
import { mapParts } from '../../links/domainRows';

export const ROAD_MAPS: readonly string[] = ['romania'];
export const GRID_MAPS: readonly string[] = READY_MAP_IDS;

export function isEightConnected(instance: string | null): boolean {
  return mapParts(instance).eight;
}

/** The ready map an instance names (the first when it names none), or '' for a map of one's own. */
export function mapOf(instance: string | null, maps: readonly string[]): string {
  const name = mapParts(instance).map?.toLowerCase() ?? '';
  if (name === '') return maps[0];
  return maps.includes(name) ? name : '';
}

export function isRoadMap(domain: AnyDomain): domain is GraphDomain {
  return 'graph' in domain && 'position' in domain;
}

export function isGrid(domain: AnyDomain): domain is GridDomain {
  return 'grid' in domain && 'connectivity' in domain;
}

/**
 * The text of the map an instance names, for a map editor: a ready map's own text (Romania's
 * table, a ready grid with its moves), or the teacher's text as it is.
 */
export function mapTextOf(kind: string, instance: string | null): string {
  const { map, eight } = mapParts(instance);
  if (kind === 'grid') {
    const ready = mapOf(instance, GRID_MAPS);
    if (ready === '') return instance ?? '';
    return formatGridFile(readyMap(ready as ReadyMapId), eight ? 8 : 4);
  }
  return map === null || mapOf(instance, ROAD_MAPS) !== '' ? ROMANIA_TEXT : (instance ?? '');
}
