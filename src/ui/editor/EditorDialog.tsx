/**
 * The board editor in a modal dialog: the native <dialog> (focus kept inside, Escape closes,
 * the page behind inert), focus returned to the button that opened it. Rendered into <body>,
 * so it may be opened from inside another form (the visualizer's set-up) without nesting forms,
 * and its keys never reach the page's shortcuts (playback, play moves, projector).
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { BoardEditor, type BoardEditorProps } from './BoardEditor';

export function EditorDialog(props: BoardEditorProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { onCancel } = props;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    // jsdom and very old browsers lack showModal: the dialog then shows as a plain overlay.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      className="editor-dialog"
      onKeyDown={(e) => e.stopPropagation()}
      onCancel={(e) => {
        // Escape: close through React state, so the component unmounts cleanly.
        e.preventDefault();
        onCancel();
      }}
    >
      <BoardEditor {...props} />
    </dialog>,
    document.body,
  );
}
