/**
 * The copy buttons of the playback bars, their part fetched when idle: copying a link or an
 * embed is what a teacher does preparing, not what the first picture needs. Until it arrives the
 * same button stands there, not yet usable, so the bar does not move.
 */
import { Suspense } from 'react';
import type { CopyButtonProps } from '../editor/CopyButton';
import { copyButton } from '../lazyParts';

const Loaded = copyButton.Component;

export function LazyCopyButton(props: CopyButtonProps) {
  const placeholder = (
    <button type="button" className={props.className ?? 'button'} aria-label={props.ariaLabel} disabled>
      {props.label}
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <Loaded {...props} />
    </Suspense>
  );
}
