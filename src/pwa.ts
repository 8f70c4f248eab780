/** Registers the service worker that makes Frontier work offline after the first visit. */
import { registerSW } from 'virtual:pwa-register';

export function registerOffline() {
  // Only a production build has a service worker; the dev server serves fresh files.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
