import { useSyncExternalStore } from 'react';

/**
 * The theme the page shows ('dark' or 'light'), as set on <html data-theme> by the appearance
 * hook, following the system too: canvas drawings cannot use CSS variables, so they repaint
 * when it changes.
 */
export function useDocumentTheme(): 'dark' | 'light' {
  return useSyncExternalStore(subscribe, read, () => 'light');
}

function read(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
