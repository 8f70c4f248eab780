/** The full state-space search off the main thread (see stateSpaceEngine.ts). Cancel = terminate. */
import { expose } from 'comlink';
import { createStateSpaceEngine } from './stateSpaceEngine';

expose(createStateSpaceEngine());
