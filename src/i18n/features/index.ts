/**
 * Catalogs that belong to one mode each, merged under their own top-level key
 * (t('play.…'), t('compare.…'), t('explorer.…'), t('pseudocode.…')) so features can grow their strings apart.
 */
import { compare } from './compare';
import { explorer } from './explorer';
import { play } from './play';
import { pseudocode } from './pseudocode';

export const FEATURES = { play, compare, explorer, pseudocode } as const;
