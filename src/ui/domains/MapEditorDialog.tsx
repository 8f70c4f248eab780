/**
 * A road map's or a grid's editor (RoadMapEditor, GridEditor) in a modal dialog over the
 * visualizer's set-up: the teacher edits a draft of the map's text, and "Use this map" hands it
 * to the set-up, which runs it as its instance; Cancel and Escape leave the set-up as it was.
 * A native <dialog> in <body>, as the board editor's (EditorDialog.tsx): focus stays inside and
 * the editor's keys never reach the page's shortcuts.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../hooks/useModalDialog';
import { GridEditor } from './grid/GridEditor';
import { RoadMapEditor } from './roadMap/RoadMapEditor';
import './domains.css';

export interface MapEditorDialogProps {
  readonly kind: string;
  /** The map's text as its domain reads it (openGrid, openRoadMap). */
  readonly text: string;
  onApply(text: string): void;
  onCancel(): void;
}

export function MapEditorDialog({ kind, text, onApply, onCancel }: MapEditorDialogProps) {
  const { t } = useTranslation(['translation', 'domain']);
  const ref = useModalDialog();
  const [draft, setDraft] = useState(text);
  const Editor = kind === 'grid' ? GridEditor : RoadMapEditor;
  return createPortal(
    <dialog
      ref={ref}
      className="modal-dialog map-editor-dialog"
      aria-labelledby="map-editor-title"
      data-testid="map-editor-dialog"
      onKeyDown={(e) => e.stopPropagation()}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {/* The title and the two buttons stay at the top while a tall map scrolls under them. */}
      <div className="map-editor-head">
        <h2 id="map-editor-title" className="panel-title">
          {t('domain.setup.editMapTitle')}
        </h2>
        <div className="toolbar map-editor-actions">
          <button
            type="button"
            className="button primary"
            data-testid="map-editor-apply"
            onClick={() => onApply(draft)}
          >
            {t('domain.setup.useEditedMap')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t('preparing.cancel')}
          </button>
        </div>
      </div>
      <Editor text={draft} onChange={setDraft} />
    </dialog>,
    document.body,
  );
}
