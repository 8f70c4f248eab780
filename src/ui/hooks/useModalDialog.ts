/**
 * Opens a <dialog> as a modal while the component is mounted (focus stays inside, the page
 * behind is inert) and, when it unmounts, closes it and gives focus back to where it was.
 * jsdom and very old browsers lack showModal: the dialog then shows as a plain overlay.
 */
import { useEffect, useRef } from 'react';

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);
  return ref;
}
