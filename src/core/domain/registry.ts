/**
 * The problem domains by kind: how a link, the command line and the visualizer's store name a
 * domain, and how each opens the instance a problem is posed in (the puzzle's shape, a map, a
 * grid). The sliding puzzle is the first row and the default everywhere a kind is left out.
 *
 * A row either opens its domain at once (`open`: a domain whose module is in the first download,
 * as the puzzle's is) or fetches the module that does (`load`: one dynamic import, so a new
 * domain does not grow the page's first download). `loadDomain` runs a loader once; after it,
 * `domainOpener` answers at once, as `solverLoaded` does for the lazy algorithms.
 */
import { PUZZLE_DOMAIN, puzzleDomain } from './puzzle';
import type { AnyDomain, DomainParseError } from './types';

export type DomainOpen =
  { readonly ok: true; readonly domain: AnyDomain } | { readonly ok: false; readonly error: DomainParseError };

/**
 * The domain of one instance, from its text (null when a set-up gives none: the domain's own
 * default instance, or a refusal saying that one is needed). Never throws.
 */
export type DomainOpener = (instance: string | null) => DomainOpen;

export interface DomainRow {
  /** The domain's `kind`: the name a link, the command line and a set-up use. */
  readonly kind: string;
  /** English, one line, for the command line's help. */
  readonly summary: string;
  /** Opens an instance at once: a domain in the first download. */
  readonly open?: DomainOpener;
  /** Fetches the module that opens it: any other domain. */
  readonly load?: () => Promise<DomainOpener>;
}

/** The sliding puzzle's instance is its shape, "RxC" (3x3 when none is given). */
const PUZZLE_ROW: DomainRow = {
  kind: PUZZLE_DOMAIN,
  summary: 'the sliding-tile puzzle (instance: its shape, e.g. 3x3; states: boards)',
  open: (instance) => {
    const m = /^\s*(\d+)\s*[x×*]\s*(\d+)\s*$/i.exec(instance ?? '3x3');
    const rows = m === null ? NaN : Number(m[1]);
    const cols = m === null ? NaN : Number(m[2]);
    if (!(rows >= 2 && rows <= 5 && cols >= 2 && cols <= 5)) {
      const message = `the puzzle's instance is its shape, 2x2 to 5x5 (e.g. 3x3), got "${instance}"`;
      return { ok: false, error: { code: 'bad-size', message } };
    }
    return { ok: true, domain: puzzleDomain(rows, cols) };
  },
};

/** Road maps: Romania (AIMA Figs. 3.1 and 3.16) by default, or a map given as text. */
const ROAD_MAP_ROW: DomainRow = {
  kind: 'road-map',
  summary: 'road maps with distances (instance: "romania", the default, or a map as text; states: city names)',
  load: () => import('./graph/open').then((m) => m.openRoadMap),
};

/** Grids with walls and weighted cells: a ready-made map by id, or a grid as text. */
const GRID_ROW: DomainRow = {
  kind: 'grid',
  summary:
    'grids with walls and weights (instance: open-field, u-trap, maze, swamp or a grid as text, first line 8-connected for diagonals; states: "x,y")',
  load: () => import('./grid/open').then((m) => m.openGrid),
};

const rows: DomainRow[] = [PUZZLE_ROW, ROAD_MAP_ROW, GRID_ROW];
const opened = new Map<string, DomainOpener>([[PUZZLE_DOMAIN, PUZZLE_ROW.open!]]);
const pending = new Map<string, Promise<DomainOpener>>();

/** The kind a set-up or a link means when it names none. */
export const DEFAULT_DOMAIN = PUZZLE_DOMAIN;

/** Every kind, the puzzle first, in the order the rows were added. */
export function domainKinds(): readonly string[] {
  return rows.map((r) => r.kind);
}

export function domainRow(kind: string): DomainRow | undefined {
  return rows.find((r) => r.kind === kind);
}

/** The refusal of a kind no row has, naming the kinds there are. */
export function unknownDomain(kind: string): DomainParseError {
  return { code: 'unknown-domain', message: `unknown domain "${kind}" (known: ${domainKinds().join(', ')})` };
}

/**
 * Adds a row (a domain module registers itself, a test its own domain). Returns the function
 * that takes it out again. Refuses a kind that is already taken, or a row with neither or both
 * of `open` and `load`.
 */
export function registerDomain(row: DomainRow): () => void {
  if (domainRow(row.kind) !== undefined) throw new Error(`the domain kind "${row.kind}" is already registered`);
  if ((row.open === undefined) === (row.load === undefined)) {
    throw new Error(`the domain row "${row.kind}" needs exactly one of open and load`);
  }
  rows.push(row);
  if (row.open !== undefined) opened.set(row.kind, row.open);
  return () => {
    const at = rows.indexOf(row);
    if (at >= 0) rows.splice(at, 1);
    opened.delete(row.kind);
    pending.delete(row.kind);
  };
}

/** The opener of `kind` when it can open now (its module is loaded); undefined otherwise. */
export function domainOpener(kind: string): DomainOpener | undefined {
  return opened.get(kind);
}

/**
 * Fetches the module of `kind` if it is not loaded yet (once, however many ask); rejects with
 * the unknown-domain message for a kind no row has, or when the module cannot be fetched (a
 * later call tries again).
 */
export function loadDomain(kind: string): Promise<DomainOpener> {
  const ready = opened.get(kind);
  if (ready !== undefined) return Promise.resolve(ready);
  const row = domainRow(kind);
  if (row?.load === undefined) return Promise.reject(new Error(unknownDomain(kind).message));
  let load = pending.get(kind);
  if (load === undefined) {
    load = row.load().then(
      (opener) => {
        if (domainRow(kind) === row) opened.set(kind, opener);
        return opener;
      },
      (error: unknown) => {
        pending.delete(kind);
        throw error;
      },
    );
    pending.set(kind, load);
  }
  return load;
}

/** Opens an instance of a loaded kind: an unknown kind, or one not loaded yet, is refused. */
export function openDomain(kind: string, instance: string | null): DomainOpen {
  const opener = opened.get(kind);
  if (opener !== undefined) return opener(instance);
  if (domainRow(kind) === undefined) return { ok: false, error: unknownDomain(kind) };
  const message = `the ${kind} domain is not loaded yet (loadDomain first)`;
  return { ok: false, error: { code: 'not-loaded', message } };
}
