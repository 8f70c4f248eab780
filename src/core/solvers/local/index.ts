/** The local searches, one lazy chunk (lazySolvers.ts loads it when one is first chosen). */
export { simulatedAnnealing } from './annealing';
export { beamSearch } from './beam';
export { hillClimbing } from './hillClimbing';
