/**
 * Problem domains: the interface (types.ts), the sliding puzzle (puzzle.ts), the domains by kind
 * (registry.ts), paths read back (path.ts).
 */
export type {
  AnyDomain,
  Domain,
  DomainHeuristic,
  DomainParse,
  DomainParseError,
  DomainSolveOptions,
  StateDescription,
  Step,
} from './types';
export { PUZZLE_DOMAIN, puzzleDomain } from './puzzle';
export type { PuzzleDomain } from './puzzle';
export type { PuzzleHeuristic } from './puzzleHeuristics';
export { walkActions } from './path';
export type { WalkedPath } from './path';
export {
  DEFAULT_DOMAIN,
  domainKinds,
  domainOpener,
  domainRow,
  loadDomain,
  openDomain,
  registerDomain,
  unknownDomain,
} from './registry';
export type { DomainOpen, DomainOpener, DomainRow } from './registry';
