/**
 * A component that is downloaded when first drawn, so the first visit fetches only what the
 * visualizer needs (school laptops on a shared classroom Wi-Fi). `preload` fetches it ahead of
 * time: the app calls it when the browser is idle, so switching mode later is instant.
 */
import { lazy, type ComponentType } from 'react';

export interface LazyComponent<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/** `load` is a dynamic import that picks the component: `() => import('./X').then((m) => m.X)`. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  // One download however many times it is asked for; a failed one (offline before the service
  // worker cached it) may be asked for again.
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    Component: lazy(() => once().then((component) => ({ default: component }))),
    preload: once,
  };
}
