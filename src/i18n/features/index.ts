/**
 * Catalogs that belong to one mode each, merged under their own top-level key
 * (t('play.…'), t('compare.…'), t('explorer.…'), t('pseudocode.…')) so features can grow their
 * strings apart. Both languages side by side, for the tests that compare them; the app loads one
 * language's bundle at a time (en.bundle.ts, ja.bundle.ts; play and explorer with their mode).
 */
import { compare } from './compare';
import { domain } from './domain';
import { explorer } from './explorer';
import { keyHelp } from './keyHelp';
import { linkNotice } from './linkNotice';
import { lessons } from './lessons';
import { local } from './local';
import { log } from './log';
import { mapEditors } from './mapEditors';
import { passes } from './passes';
import { play } from './play';
import { presetNote } from './presetNote';
import { pseudocode } from './pseudocode';
import { quiz } from './quiz';
import { share } from './share';
import { solvability } from './solvability';
import { tooLarge } from './tooLarge';
import { trace } from './trace';

export const FEATURES = {
  play,
  compare,
  explorer,
  pseudocode,
  share,
  lessons,
  local,
  domain,
  quiz,
  tooLarge,
  keyHelp,
  presetNote,
  log,
  solvability,
  mapEditors,
  trace,
  linkNotice,
  passes,
} as const;
