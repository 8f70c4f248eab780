/**
 * Copies text to the clipboard where the browser lets a page do it: the Clipboard API needs a
 * secure context (https or localhost) and may be refused; the old `execCommand('copy')` still
 * works on many school machines served over plain http. Resolves false when neither worked,
 * so the caller can show the text selected for Ctrl+C instead.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function' && globalThis.isSecureContext !== false) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the old way below.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  focused?.focus?.();
  return ok;
}
