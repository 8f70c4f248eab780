/**
 * The stores of play and compare mode, which are not in the first download: each comes with its
 * page's chunk, or earlier when a link needs it. The link (linkSync.ts, openScenario.ts) and the
 * saved preferences reach them through here, so the first download carries neither store.
 *
 * A store announces itself when its module is evaluated (`announceModeStore` at the end of
 * playStore.ts and compareStore.ts), whoever imported it: the page's chunk, the idle preload or
 * `loadModeStore`. Listeners hear of it then, synchronously, before any page can render it.
 */
import type { useCompareStore } from './compareStore';
import type { PlayStoreApi } from './playStore';

export interface ModeStores {
  play: PlayStoreApi;
  compare: typeof useCompareStore;
}
export type ModeStoreName = keyof ModeStores;

const loaded: Partial<ModeStores> = {};
const listeners = new Set<(name: ModeStoreName) => void>();

const IMPORTS: Record<ModeStoreName, () => Promise<unknown>> = {
  play: () => import('./playStore'),
  compare: () => import('./compareStore'),
};

/** Called once by each store module as it is evaluated. */
export function announceModeStore<K extends ModeStoreName>(name: K, store: ModeStores[K]): void {
  loaded[name] = store;
  for (const listener of [...listeners]) listener(name);
}

/** The store if its module has been loaded, else null. */
export function modeStore<K extends ModeStoreName>(name: K): ModeStores[K] | null {
  return (loaded[name] as ModeStores[K] | undefined) ?? null;
}

/** The store, loading its module first if needed. */
export async function loadModeStore<K extends ModeStoreName>(name: K): Promise<ModeStores[K]> {
  if (!loaded[name]) await IMPORTS[name]();
  const store = modeStore(name);
  if (!store) throw new Error(`the ${name} store did not announce itself when loaded`);
  return store;
}

/** Runs `then` with the store now if it is loaded, else as soon as it is. Returns the unsubscriber. */
export function whenModeStoreLoaded<K extends ModeStoreName>(
  name: K,
  then: (store: ModeStores[K]) => void,
): () => void {
  const now = modeStore(name);
  if (now) {
    then(now);
    return () => {};
  }
  const listener = (loadedName: ModeStoreName) => {
    if (loadedName !== name) return;
    listeners.delete(listener);
    then(modeStore(name) as ModeStores[K]);
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
