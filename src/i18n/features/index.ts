/**
 * Catalogs that belong to one mode each, merged under their own top-level key
 * (t('play.…'), t('compare.…'), t('explorer.…'), t('pseudocode.…')) so features can grow their
 * strings apart. Both languages side by side, for the tests that compare them; the app loads one
 * language's bundle at a time (en.bundle.ts, ja.bundle.ts; play and explorer with their mode).
 */
import { compare } from './compare';
import { explorer } from './explorer';
import { lessons } from './lessons';
import { local } from './local';
import { play } from './play';
import { pseudocode } from './pseudocode';
import { share } from './share';
import { trace } from './trace';

export const FEATURES = { play, compare, explorer, pseudocode, share, lessons, local, trace } as const;
