/** The heuristic lab's heavy work off the main thread (see labEngine.ts). Cancel = terminate. */
import '../core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
import { expose } from 'comlink';
import { createLabEngine } from './labEngine';

expose(createLabEngine());
