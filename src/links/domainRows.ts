/**
 * The link rows of a run on a problem domain other than the sliding puzzle:
 *
 *   ?mode=visualize&domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&heuristic=straight-line
 *   ?mode=visualize&domain=grid&map=u-trap&moves=8&algorithm=greedy&heuristic=octile
 *   ?mode=visualize&domain=road-map&maptext=<compressed text>&start=A&goal=C
 *
 * `map` names the instance (Romania, a ready-made grid; absent: the domain's own default),
 * `maptext` carries a map of the teacher's own, typed or edited, compressed (mapText.ts; the
 * page unpacks it before the run opens, src/store/openScenario.ts),
 * `moves=8` makes a grid 8-connected, and `start` and `goal` name states as the domain reads
 * them (absent: the ones the instance poses, a grid's S and G). Links check only the form of
 * these values: which kinds, maps, cities and cells exist is the domain registry's to say, and
 * a domain's module is not in the page's first download; the run then refuses an unknown one
 * with the domain's own message. The puzzle's rows (size, board) are refused on such a link as
 * not used for this kind of problem, and goal and heuristic are read as the domain's.
 */
import { PUZZLE_KIND, type DomainProblem, type RunSetup } from '../core/setups';
import type { ParamName } from './scenario';
import type { ParamRow } from './table';

/** The run's or the comparison's: both hold a problem the same way. */
type Draft = Pick<RunSetup, 'domain' | 'problem'>;

/** A kind, a ready-made map or a heuristic: a lowercase word with dashes. */
const NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A state as typed: a city's name or a cell's "x,y"; no control characters, 60 at most. */
const STATE = /^[^\p{Cc}]{1,60}$/u;
/** The instance text's first line that makes a grid 8-connected (src/core/domain/grid/open.ts). */
const EIGHT_CONNECTED = '8-connected';

/** The draft's problem, made on first need (a domain row read before it). */
function problemOf(draft: Draft): DomainProblem {
  return (draft.problem ??= { instance: null, start: '', goal: '' });
}

export function onDomain(draft: Draft): boolean {
  return draft.domain !== undefined && draft.domain !== PUZZLE_KIND;
}

export const domainRow: ParamRow<Draft> = {
  name: 'domain',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const kind = text.trim();
    if (kind === PUZZLE_KIND) return;
    if (!NAME.test(kind)) refuse('domain', 'malformed');
    else {
      draft.domain = kind;
      problemOf(draft);
    }
  },
  write: (d) => (onDomain(d) ? d.domain : undefined),
};

/** Splits an instance into the map's name and the grid's moves, as the link writes them. */
export function mapParts(instance: string | null): { map: string | null; eight: boolean } {
  if (instance === null) return { map: null, eight: false };
  const lines = instance.split('\n');
  const first = lines[0].trim().toLowerCase();
  const eight = first === EIGHT_CONNECTED;
  const rest = (eight || first === '4-connected' ? lines.slice(1) : lines).join('\n').trim();
  return { map: rest === '' ? null : rest, eight };
}

/** The instance a map's name and moves make (what openGrid and openRoadMap read). */
export function instanceOf(map: string | null, eight: boolean): string | null {
  if (!eight) return map;
  return `${EIGHT_CONNECTED}\n${map ?? ''}`;
}

export const mapRow: ParamRow<Draft> = {
  name: 'map',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    if (!onDomain(draft)) return refuse('map', 'not-for-problem');
    const map = text.trim();
    if (!NAME.test(map)) return refuse('map', 'malformed');
    const problem = problemOf(draft);
    problem.instance = instanceOf(map, mapParts(problem.instance).eight);
  },
  // A map typed as text (not a ready-made one's name) is written by mapTextRow.
  write: (d) => {
    const { map } = mapParts(onDomain(d) ? (d.problem?.instance ?? null) : null);
    return map !== null && NAME.test(map) ? map : undefined;
  },
};

/** A compressed map's form: base64url, as mapText.ts writes it. */
const PACKED = /^[A-Za-z0-9_-]+$/;

/** mapText.ts's packer once it is loaded (with a link that carries a map, or the set-up's map fields). */
let packMap: ((text: string) => string) | null = null;

/** Loads mapText.ts (DEFLATE: not in the first download); from then on a typed map is written into links. */
export async function loadMapText(): Promise<typeof import('./mapText')> {
  const module = await import('./mapText');
  packMap = module.packMapText;
  return module;
}

export const mapTextRow: ParamRow<Draft> = {
  name: 'maptext',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    if (!onDomain(draft)) return refuse('maptext', 'not-for-problem');
    const packed = text.trim();
    if (!PACKED.test(packed)) return refuse('maptext', 'malformed');
    // Unpacked, it takes the place of a ready-made map's name given as well.
    problemOf(draft).packedMap = packed;
  },
  write: (d) => {
    if (!onDomain(d) || d.problem === undefined) return undefined;
    if (d.problem.packedMap !== undefined) return d.problem.packedMap;
    const { map } = mapParts(d.problem.instance);
    return map !== null && !NAME.test(map) && packMap !== null ? packMap(map) : undefined;
  },
};

export const movesRow: ParamRow<Draft> = {
  name: 'moves',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    if (!onDomain(draft)) return refuse('moves', 'not-for-problem');
    const moves = text.trim();
    if (moves !== '4' && moves !== '8') return refuse('moves', 'malformed');
    const problem = problemOf(draft);
    problem.instance = instanceOf(mapParts(problem.instance).map, moves === '8');
  },
  write: (d) => (onDomain(d) && mapParts(d.problem?.instance ?? null).eight ? '8' : undefined),
};

/** `start` or `goal`: a state's text, checked for its form only. */
function stateRow(name: 'start' | 'goal'): ParamRow<Draft> {
  return {
    name,
    read: (text, draft, refuse) => {
      if (text === undefined) return;
      const state = text.trim();
      if (!STATE.test(state)) refuse(name, 'malformed');
      else problemOf(draft)[name] = state;
    },
    write: (d) => {
      const state = d.problem?.[name] ?? '';
      return onDomain(d) && state !== '' ? state : undefined;
    },
  };
}

export const startRow: ParamRow<Draft> = (() => {
  const row = stateRow('start');
  return {
    ...row,
    read: (text, draft, refuse) =>
      text !== undefined && !onDomain(draft) ? refuse('start', 'not-for-problem') : row.read(text, draft, refuse),
  };
})();

/**
 * A row of the puzzle's read as the domain's on a domain link (goal, heuristic) or refused there
 * (size, board); on a puzzle link, the puzzle's row as it is.
 */
export function puzzleOr<D extends Draft>(puzzle: ParamRow<D>, domain: ParamRow<Draft> | null): ParamRow<D> {
  const name: ParamName = puzzle.name;
  return {
    name,
    read: (text, draft, refuse) => {
      if (!onDomain(draft)) puzzle.read(text, draft, refuse);
      else if (domain !== null) domain.read(text, draft, refuse);
      else if (text !== undefined) refuse(name, 'not-for-problem');
    },
    write: (d) => (!onDomain(d) ? puzzle.write(d) : domain === null ? undefined : domain.write(d)),
  };
}

export const domainGoalRow: ParamRow<Draft> = stateRow('goal');

export const domainHeuristicRow: ParamRow<Draft> = {
  name: 'heuristic',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const id = text.trim();
    if (!NAME.test(id)) refuse('heuristic', 'malformed');
    else problemOf(draft).heuristic = id;
  },
  write: (d) => d.problem?.heuristic,
};
