/** Input types that take no typing: a key press on them is the page's unless the control needs it. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file', 'image']);
const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * Whether a key press belongs to a form field (typing, choosing), not to the page's shortcuts:
 * text-like inputs, textareas, selects and editable text keep every key. A checkbox or a slider
 * keeps nothing but, for a slider, the arrows it moves by, so Space, Home/End and +/− still
 * drive playback after a click on the overlay checkbox or the Speed slider.
 */
export function isTypingTarget(target: EventTarget | null, key?: string): boolean {
  const el = target as HTMLElement | null;
  const tag = el?.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el?.isContentEditable === true) return true;
  if (tag !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  if (!NON_TEXT_INPUTS.has(type)) return true;
  return type === 'range' && key !== undefined && ARROWS.has(key);
}

/** A modifier is held: the browser's or the system's shortcut, not ours. */
export function hasModifier(e: KeyboardEvent): boolean {
  return e.ctrlKey || e.metaKey || e.altKey;
}
