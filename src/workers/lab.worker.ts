/** The heuristic lab's heavy work off the main thread (see labEngine.ts). Cancel = terminate. */
import { expose } from 'comlink';
import { createLabEngine } from './labEngine';

expose(createLabEngine());
