/**
 * The board editor, shared by play mode and the visualizer's set-up: choose the size and the
 * goal, type or paste a board in any format the parser reads, or rearrange the tiles by hand;
 * refusals say what is wrong and mark the cells; solvability is checked as you go; the board
 * can be copied as text. The typed text is the single source of truth: the grid draws it and a
 * rearrangement rewrites it.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBoard } from '../../core/parse';
import { PRESETS } from '../../core/presets';
import { MAX_SIDE, MIN_SIDE, isGoal, makeGoal, makePuzzle } from '../../core/puzzle';
import { scramble } from '../../core/scramble';
import { SolvabilityNotice } from '../visualizer/SolvabilityNotice';
import { GoalChoiceField, PresetField } from './BoardChoiceFields';
import { CopyButton } from './CopyButton';
import { EditorGrid } from './EditorGrid';
import { analyseEditor, swapCellsText, type EditorFields } from './editorModel';
import { goalChoiceOf, type GoalChoice } from './goalChoice';
import { parseErrorText } from './parseErrorText';
import './editor.css';

export interface EditorBoard {
  rows: number;
  cols: number;
  goal: number[];
  tiles: number[];
}

export interface BoardEditorProps {
  initial: EditorBoard;
  /** The visualizer can take a board that cannot reach its goal (it explains why); play cannot. */
  allowUnsolvable?: boolean;
  applyLabel: string;
  onApply: (board: EditorBoard) => void;
  onCancel: () => void;
}

const SIZES = Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, i) => i + MIN_SIDE).flatMap((rows) =>
  Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, j) => ({ rows, cols: j + MIN_SIDE })),
);

/** Moves of the editor's "Scramble": far more than any diameter we can reach here, so well mixed. */
const SCRAMBLE_MOVES = 400;

function fieldsFrom(board: EditorBoard): EditorFields {
  return {
    rows: board.rows,
    cols: board.cols,
    text: formatBoard(board.tiles, board.cols, 'rows'),
    goal: goalChoiceOf(board.goal, board.rows, board.cols),
    goalText: formatBoard(board.goal, board.cols, 'rows'),
  };
}

export function BoardEditor({ initial, allowUnsolvable = false, applyLabel, onApply, onCancel }: BoardEditorProps) {
  const { t, i18n } = useTranslation(['translation', 'play']); // play's namespace: the editor's strings
  const id = useId();
  const [fields, setFields] = useState<EditorFields>(() => fieldsFrom(initial));
  const analysis = useMemo(() => analyseEditor(fields), [fields]);
  const { board, error, preview, goal, goalError, report } = analysis;
  // The typed board's own shape wins over the size chosen earlier.
  const rows = board?.rows ?? fields.rows;
  const cols = board?.cols ?? fields.cols;
  const update = (patch: Partial<EditorFields>) => setFields((f) => ({ ...f, ...patch }));

  const namedGoalOrLast = (kind: GoalChoice, r: number, c: number) =>
    makeGoal(kind === 'custom' ? 'blank-last' : kind, r, c);

  const chooseSize = (value: string) => {
    const [r, c] = value.split('x').map(Number);
    const goalTiles = namedGoalOrLast(fields.goal, r, c);
    setFields((f) => ({
      ...f,
      rows: r,
      cols: c,
      text: formatBoard(goalTiles, c, 'rows'),
      // A custom goal of the old size cannot fit the new one: start it from "blank last".
      goalText: f.goal === 'custom' ? formatBoard(makeGoal('blank-last', r, c), c, 'rows') : f.goalText,
    }));
  };

  const choosePreset = (presetId: string) => {
    const p = PRESETS.find((x) => x.id === presetId);
    if (!p) return;
    update({ rows: p.rows, cols: p.cols, goal: p.goal, text: formatBoard(p.start, p.cols, 'rows') });
  };

  const scrambled = () => {
    const target = goal ?? makeGoal('blank-last', rows, cols);
    const puzzle = makePuzzle(rows, cols, target);
    let tiles = scramble(puzzle, SCRAMBLE_MOVES, Math.random);
    while (isGoal(puzzle, tiles)) tiles = scramble(puzzle, SCRAMBLE_MOVES, Math.random);
    update({ rows, cols, text: formatBoard(tiles, cols, 'rows') });
  };

  const solvedBoard = () => {
    const target = goal ?? makeGoal('blank-last', rows, cols);
    update({ rows, cols, text: formatBoard(target, cols, 'rows') });
  };

  const playable = board !== null && goal !== null && report !== null && (report.solvable || allowUnsolvable);
  const apply = () => {
    if (playable && board && goal) onApply({ rows, cols, goal, tiles: board.tiles });
  };
  const errorText = error
    ? parseErrorText(t, i18n.language, error, { input: fields.text, shape: { rows: fields.rows, cols: fields.cols } })
    : null;
  const goalErrorText = goalError
    ? parseErrorText(t, i18n.language, goalError, { input: fields.goalText, shape: { rows, cols } })
    : null;
  const cellSize = Math.max(34, Math.min(64, Math.floor(280 / Math.max(preview?.rows ?? rows, preview?.cols ?? cols))));

  return (
    <form
      className="board-editor"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation(); // React events cross portals: the set-up's own form must not submit too
        apply();
      }}
    >
      <h2 id={`${id}-title`} className="editor-title">
        {t('play.editor.title')}
      </h2>
      <div className="editor-body">
        <div className="editor-fields">
          <div className="editor-row">
            <label className="field">
              <span>{t('play.editor.size')}</span>
              <select value={`${rows}x${cols}`} onChange={(e) => chooseSize(e.target.value)}>
                {SIZES.map((s) => (
                  <option key={`${s.rows}x${s.cols}`} value={`${s.rows}x${s.cols}`}>
                    {t('play.sizeOption', { rows: s.rows, cols: s.cols })}
                  </option>
                ))}
              </select>
            </label>
            <GoalChoiceField label={t('play.editor.goal')} value={fields.goal} onChange={(goal) => update({ goal })} />
            <PresetField label={t('play.editor.preset')} onChoose={choosePreset} />
          </div>
          {fields.goal === 'custom' && (
            <label className="field">
              <span>{t('play.editor.customGoal')}</span>
              <input
                type="text"
                value={fields.goalText}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={goalError ? true : undefined}
                aria-describedby={`${id}-goal-error`}
                onChange={(e) => update({ goalText: e.target.value })}
              />
            </label>
          )}
          <p id={`${id}-goal-error`} className="error editor-error" aria-live="polite" data-testid="editor-goal-error">
            {goalErrorText}
          </p>
          <label className="field">
            <span>{t('play.editor.text')}</span>
            <textarea
              value={fields.text}
              rows={5}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error ${id}-formats`}
              onChange={(e) => update({ text: e.target.value })}
            />
          </label>
          <p id={`${id}-formats`} className="muted small">
            {t('setup.boardHint')}
          </p>
          <p
            id={`${id}-error`}
            className="error editor-error"
            aria-live="polite"
            data-testid="editor-error"
            data-code={error?.code}
            data-tile={error?.tile}
          >
            {errorText && (
              <>
                <strong>{t('errors.title')}:</strong> {errorText}
              </>
            )}
          </p>
        </div>

        <div className="editor-side">
          {preview ? (
            <EditorGrid
              preview={preview}
              cellSize={cellSize}
              label={t('play.editor.grid')}
              onSwap={(a, b) => update({ text: swapCellsText(preview, a, b), rows: preview.rows, cols: preview.cols })}
            />
          ) : (
            <p className="muted editor-nogrid">{t('play.editor.noGrid')}</p>
          )}
          <div className="toolbar editor-tools">
            <button type="button" className="button small-button" onClick={scrambled}>
              {t('play.editor.scramble')}
            </button>
            <button type="button" className="button small-button" onClick={solvedBoard}>
              {t('play.editor.solved')}
            </button>
          </div>
          <div className="editor-copy" role="group" aria-label={t('play.editor.copyAs')}>
            <span className="muted small">{t('play.editor.copyAs')}</span>
            {(['matrix', 'flat', 'rows'] as const).map((format) => (
              <CopyButton
                key={format}
                className="button small-button"
                disabled={!board}
                label={t(`play.editor.format.${format}`)}
                ariaLabel={t('play.editor.copyFormat', { format: t(`play.editor.format.${format}`) })}
                text={() => (board ? formatBoard(board.tiles, board.cols, format) : '')}
                testId={`copy-${format}`}
              />
            ))}
          </div>
        </div>
      </div>

      {report &&
        (report.solvable ? (
          <details className="editor-solvable" data-testid="editor-solvable">
            <summary>{t('play.editor.solvable')}</summary>
            <SolvabilityNotice report={report} />
          </details>
        ) : (
          <SolvabilityNotice report={report} />
        ))}

      <div className="editor-actions">
        {board && report && !report.solvable && !allowUnsolvable && (
          <p className="warn small">{t('play.editor.cannotPlay')}</p>
        )}
        <button type="button" className="button" onClick={onCancel}>
          {t('play.editor.cancel')}
        </button>
        <button type="submit" className="button primary" disabled={!playable}>
          {applyLabel}
        </button>
      </div>
    </form>
  );
}
