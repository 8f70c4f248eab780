/**
 * A component that is downloaded when first drawn, so the first visit fetches only what the
 * visualizer needs (school laptops on a shared classroom Wi-Fi). `preload` fetches it ahead of
 * time: the app calls it when the browser is idle, so switching mode later is instant.
 */
import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P> {
  /** Suspends until downloaded (for a Suspense boundary with a placeholder). */
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
  /**
   * The component once something else has downloaded it (the idle preload), else `fallback`;
   * never starts the download itself. For parts that must not compete with the first usable
   * screen.
   */
  IfLoaded: ComponentType<P & { fallback: ReactNode }>;
}

/** `load` is a dynamic import that picks the component: `() => import('./X').then((m) => m.X)`. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const listeners = new Set<() => void>();
  // One download however many times it is asked for; a failed one (offline before the service
  // worker cached it) may be asked for again.
  const once = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        listeners.forEach((listener) => listener());
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    Component: lazy(() => once().then((component) => ({ default: component }))),
    preload: once,
    IfLoaded: ({ fallback, ...props }) => {
      const component = useSyncExternalStore(subscribe, () => loaded);
      return component ? createElement(component as ComponentType<object>, props) : fallback;
    },
  };
}
