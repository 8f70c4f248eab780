/**
 * The lab's board: typed in, or taken from the visualizer (or from the explorer's chart), shown
 * beside every heuristic's estimate and the true distance, so "h never exceeds the truth" is
 * one glance.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBoard, parseBoard, type ParseError } from '../../../core/parse';
import { PRESETS } from '../../../core/presets';
import { goalBlankLast, makeGoal } from '../../../core/puzzle';
import { useLabStore, type LabBoard } from '../../../store/labStore';
import { Board } from '../../board/Board';
import { parseErrorText } from '../../editor/parseErrorText';
import { HeuristicBars } from './HeuristicBars';

export function LabBoardPanel() {
  const { t } = useTranslation();
  const board = useLabStore((s) => s.board);
  if (!board) return null;
  return (
    <section className="panel lab-board-panel" aria-labelledby="lab-board-title">
      <h2 id="lab-board-title" className="panel-title">
        {t('explorer.lab.board.title')}
      </h2>
      <BoardForm key={`${board.rows}x${board.cols}:${board.start.join(',')}`} board={board} />
      <div className="lab-board-body">
        <Board
          rows={board.rows}
          cols={board.cols}
          tiles={board.start}
          label={t('explorer.lab.board.label')}
          size={150}
        />
        <HeuristicBars />
      </div>
    </section>
  );
}

function BoardForm({ board }: { board: LabBoard }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => formatBoard(board.start, board.cols, 'rows'));
  // The refusal and the text it was about (the field may change after).
  const [refused, setRefused] = useState<{ error: ParseError; input: string } | null>(null);
  const error = refused?.error ?? null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseBoard(text);
    if (!parsed.ok) return setRefused({ error: parsed.error, input: text });
    const { rows, cols, tiles } = parsed.board;
    // Keep the goal when the shape is unchanged (a spiral stays a spiral); else the usual goal.
    const goal = rows === board.rows && cols === board.cols ? board.goal : goalBlankLast(rows, cols);
    setRefused(null);
    useLabStore.getState().setBoard({ rows, cols, goal, start: tiles });
  };
  return (
    <form className="lab-board-form" onSubmit={submit}>
      <label className="field wide">
        {t('explorer.lab.board.input')}
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lab-board-error' : undefined}
        />
      </label>
      <div className="toolbar">
        <select
          className="select"
          aria-label={t('explorer.lab.board.example')}
          value=""
          onChange={(e) => {
            const preset = PRESETS.find((p) => p.id === e.target.value);
            if (!preset) return;
            setRefused(null);
            useLabStore.getState().setBoard({
              rows: preset.rows,
              cols: preset.cols,
              goal: makeGoal(preset.goal, preset.rows, preset.cols),
              start: [...preset.start],
            });
          }}
        >
          <option value="">{t('explorer.lab.board.example')}</option>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`preset.${p.id}`, { defaultValue: p.id })}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary">
          {t('explorer.lab.board.use')}
        </button>
        <button type="button" className="button" onClick={() => useLabStore.getState().useVisualizerBoard()}>
          {t('explorer.lab.board.fromVisualizer')}
        </button>
      </div>
      {error && (
        <p id="lab-board-error" className="error" role="alert" data-testid="lab-board-error" data-code={error.code}>
          {parseErrorText(t, i18n.language, error, { input: refused?.input })}
        </p>
      )}
    </form>
  );
}
