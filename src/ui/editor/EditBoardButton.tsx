/**
 * "Edit board…" for a form that keeps the board as text (the visualizer's set-up): opens the
 * editor on what the form holds and hands back the board and goal as the form's fields.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBoard, parseBoard } from '../../core/parse';
import { makeGoal } from '../../core/puzzle';
import { editorDialog } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import type { EditorBoard } from './BoardEditor';
import { goalChoiceOf, type GoalChoice } from './goalChoice';

export interface EditBoardButtonProps {
  boardText: string;
  goal: GoalChoice;
  customGoalText: string;
  /** Used when the form's text does not read as a board. */
  fallback: { rows: number; cols: number; goal: number[]; start: number[] };
  onApply: (fields: { board: string; goal: GoalChoice; customGoal: string }) => void;
}

function initialBoard({ boardText, goal, customGoalText, fallback }: EditBoardButtonProps): EditorBoard {
  const parsed = parseBoard(boardText);
  if (!parsed.ok) return { rows: fallback.rows, cols: fallback.cols, goal: fallback.goal, tiles: fallback.start };
  const { rows, cols, tiles } = parsed.board;
  let goalTiles = makeGoal(goal === 'custom' ? 'blank-last' : goal, rows, cols);
  if (goal === 'custom') {
    const g = parseBoard(customGoalText, { rows, cols });
    if (g.ok) goalTiles = g.board.tiles;
  }
  return { rows, cols, goal: goalTiles, tiles };
}

const EditorDialog = editorDialog.Component;

export function EditBoardButton(props: EditBoardButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button small-button" onClick={() => setOpen(true)}>
        {t('setup.editBoard')}
      </button>
      {open && (
        <Suspense fallback={<LoadingPlaceholder what="panel" />}>
          <EditorDialog
            initial={initialBoard(props)}
            allowUnsolvable // the visualizer explains why such a board cannot reach its goal
            applyLabel={t('setup.useEditedBoard')}
            onCancel={() => setOpen(false)}
            onApply={(b) => {
              setOpen(false);
              props.onApply({
                board: formatBoard(b.tiles, b.cols, 'rows'),
                goal: goalChoiceOf(b.goal, b.rows, b.cols),
                customGoal: formatBoard(b.goal, b.cols, 'rows'),
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
