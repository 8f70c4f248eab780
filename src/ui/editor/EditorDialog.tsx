/**
 * The board editor in a modal dialog: the native <dialog> (focus kept inside, Escape closes,
 * the page behind inert), focus returned to the button that opened it. Rendered into <body>,
 * so it may be opened from inside another form (the visualizer's set-up) without nesting forms,
 * and its keys never reach the page's shortcuts (playback, play moves, projector).
 */
import { useModalDialog } from '../hooks/useModalDialog';
import { createPortal } from 'react-dom';
import { BoardEditor, type BoardEditorProps } from './BoardEditor';

export function EditorDialog(props: BoardEditorProps) {
  const ref = useModalDialog();
  const { onCancel } = props;
  return createPortal(
    <dialog
      ref={ref}
      className="modal-dialog editor-dialog"
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
