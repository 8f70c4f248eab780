/**
 * The textbook solvers' own source text, bundled as strings by Vite's `?raw` import (no eval:
 * the page only shows it). Kept apart from index.ts so the command line, which runs in plain
 * Node, never loads it.
 */
import beam from './beam.ts?raw';
import annealing from './annealing.ts?raw';
import bestFirst from './bestFirst.ts?raw';
import bidirectional from './bidirectional.ts?raw';
import breadthFirst from './breadthFirst.ts?raw';
import depthFirstPass from './depthFirstPass.ts?raw';
import depthLimited from './depthLimited.ts?raw';
import hillClimbing from './hillClimbing.ts?raw';
import iterativeDeepening from './iterativeDeepening.ts?raw';
import type { TextbookFile } from './lines';
import randomWalk from './randomWalk.ts?raw';
import memoryBounded from './memoryBounded.ts?raw';
import recursiveBestFirst from './recursiveBestFirst.ts?raw';

export const TEXTBOOK_SOURCES: Readonly<Record<TextbookFile, string>> = {
  'annealing.ts': annealing,
  'beam.ts': beam,
  'bestFirst.ts': bestFirst,
  'bidirectional.ts': bidirectional,
  'breadthFirst.ts': breadthFirst,
  'depthFirstPass.ts': depthFirstPass,
  'depthLimited.ts': depthLimited,
  'hillClimbing.ts': hillClimbing,
  'iterativeDeepening.ts': iterativeDeepening,
  'randomWalk.ts': randomWalk,
  'recursiveBestFirst.ts': recursiveBestFirst,
  'memoryBounded.ts': memoryBounded,
};
