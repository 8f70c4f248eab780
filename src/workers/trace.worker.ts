/** Opening and checking a search trace off the main thread (see traceEngine.ts). Cancel = terminate. */
import { expose } from 'comlink';
import { createTraceEngine } from './traceEngine';

expose(createTraceEngine());
