/**
 * Choosing what to search: the start board (any format the parser accepts), the goal, the
 * algorithm and heuristic, and the budget. Bad boards show the parser's specific error.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId, HeuristicId } from '../../core/events';
import { HEURISTIC_IDS, heuristicSupported } from '../../core/heuristics';
import { formatBoard, parseBoard, type ParseError } from '../../core/parse';
import { PRESETS } from '../../core/presets';
import { goalKindOf, makeGoal, makePuzzle } from '../../core/puzzle';
import { ALGORITHMS } from '../../core/solvers/algorithms';
import { useRunStore, type RunSetup } from '../../store/runStore';
import { GoalChoiceField, PresetField } from '../editor/BoardChoiceFields';
import { EditBoardButton } from '../editor/EditBoardButton';
import type { GoalChoice } from '../editor/editorModel';
import { parseErrorText } from '../editor/parseErrorText';

interface Form {
  board: string;
  goal: GoalChoice;
  customGoal: string;
  algorithm: AlgorithmId;
  heuristic: HeuristicId;
  weight: number;
  depthLimit: number;
  maxExpansions: number;
}

function formFrom(setup: RunSetup): Form {
  return {
    board: formatBoard(setup.start, setup.cols, 'rows'),
    goal: goalKindOf(setup.goal, setup.rows, setup.cols) ?? 'custom',
    customGoal: formatBoard(setup.goal, setup.cols, 'rows'),
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    weight: setup.weight,
    depthLimit: setup.depthLimit,
    maxExpansions: setup.maxExpansions,
  };
}

export function SetupPanel() {
  const { t, i18n } = useTranslation();
  const setup = useRunStore((s) => s.setup);
  const load = useRunStore((s) => s.load);
  const [form, setForm] = useState<Form>(() => formFrom(setup));
  const [error, setError] = useState<ParseError | null>(null);
  /** A custom goal read fine but has another shape than the board (the parser cannot know). */
  const [goalShape, setGoalShape] = useState<{ rows: number; cols: number } | null>(null);
  const update = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const parsed = parseBoard(form.board);
  const shape = parsed.ok ? parsed.board : { rows: setup.rows, cols: setup.cols };
  const puzzle = makePuzzle(shape.rows, shape.cols);
  const algorithm = ALGORITHMS.find((a) => a.id === form.algorithm);

  const submit = (f: Form = form) => {
    setGoalShape(null);
    const board = parseBoard(f.board);
    if (!board.ok) return setError(board.error);
    const { rows, cols, tiles } = board.board;
    let goal: number[];
    if (f.goal === 'custom') {
      const g = parseBoard(f.customGoal, { rows, cols });
      if (!g.ok) return setError(g.error);
      if (g.board.rows !== rows || g.board.cols !== cols) {
        setError(null);
        return setGoalShape({ rows, cols });
      }
      goal = g.board.tiles;
    } else {
      goal = makeGoal(f.goal, rows, cols);
    }
    setError(null);
    const heuristic = heuristicSupported(f.heuristic, makePuzzle(rows, cols, goal)) ? f.heuristic : 'manhattan';
    load({
      rows,
      cols,
      goal,
      start: tiles,
      algorithm: f.algorithm,
      heuristic,
      weight: f.weight,
      depthLimit: f.depthLimit,
      maxExpansions: f.maxExpansions,
    });
  };

  const choosePreset = (id: string) => {
    const p = PRESETS.find((x) => x.id === id);
    if (!p) return;
    // An example brings the search it is for (see src/core/presets.ts), and its budget if larger.
    const next = {
      ...form,
      board: formatBoard(p.start, p.cols, 'rows'),
      goal: p.goal,
      algorithm: p.algorithm,
      heuristic: p.heuristic,
      maxExpansions: Math.max(form.maxExpansions, p.maxExpansions ?? 0),
    };
    setForm(next);
    submit(next);
  };

  return (
    <form
      noValidate // the parser and the clamps below validate, with specific messages
      className="panel setup"
      aria-labelledby="setup-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="setup-title" className="visually-hidden">
        {t('setup.title')}
      </h2>
      <div className="setup-grid">
        <label className="field wide">
          <span>{t('setup.board')}</span>
          <input
            aria-label={t('setup.board')}
            type="text"
            value={form.board}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby="board-hint board-error"
            onChange={(e) => update({ board: e.target.value })}
          />
          <small id="board-hint" className="muted hint">
            {t('setup.boardHint')}
          </small>
        </label>
        <div className="field actions">
          <EditBoardButton
            boardText={form.board}
            goal={form.goal}
            customGoalText={form.customGoal}
            fallback={setup}
            onApply={(fields) => {
              const next = { ...form, ...fields };
              setForm(next);
              submit(next);
            }}
          />
        </div>
        <PresetField label={t('setup.preset')} onChoose={choosePreset} />
        <GoalChoiceField label={t('setup.goal')} value={form.goal} onChange={(goal) => update({ goal })} />
        {form.goal === 'custom' && (
          <label className="field">
            <span>{t('setup.customGoal')}</span>
            <input
              aria-label={t('setup.customGoal')}
              type="text"
              value={form.customGoal}
              spellCheck={false}
              onChange={(e) => update({ customGoal: e.target.value })}
            />
          </label>
        )}
        <label className="field">
          <span>{t('setup.algorithm')}</span>
          <select
            aria-label={t('setup.algorithm')}
            value={form.algorithm}
            onChange={(e) => update({ algorithm: e.target.value as AlgorithmId })}
          >
            {ALGORITHMS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.optimal ? t(`algorithm.${a.id}`) : `${t(`algorithm.${a.id}`)} (${t('setup.notOptimal')})`}
              </option>
            ))}
          </select>
        </label>
        {algorithm?.usesHeuristic && (
          <label className="field">
            <span>{t('setup.heuristic')}</span>
            <select
              aria-label={t('setup.heuristic')}
              value={form.heuristic}
              onChange={(e) => update({ heuristic: e.target.value as HeuristicId })}
            >
              {HEURISTIC_IDS.filter((h) => heuristicSupported(h, puzzle)).map((h) => (
                <option key={h} value={h}>
                  {t(`heuristic.${h}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {form.algorithm === 'wastar' && (
          <label className="field narrow">
            <span>{t('setup.weight')}</span>
            <input
              aria-label={t('setup.weight')}
              type="number"
              min={0}
              max={10}
              step={0.5}
              value={form.weight}
              onChange={(e) => update({ weight: clampNumber(e.target.value, 0, 10, 1) })}
            />
          </label>
        )}
        {form.algorithm === 'dfs' && (
          <label className="field narrow">
            <span>{t('setup.depthLimit')}</span>
            <input
              aria-label={t('setup.depthLimit')}
              type="number"
              min={1}
              max={80}
              value={form.depthLimit}
              onChange={(e) => update({ depthLimit: Math.round(clampNumber(e.target.value, 1, 80, 1)) })}
            />
          </label>
        )}
        <label className="field narrow">
          <span>{t('setup.budget')}</span>
          <input
            aria-label={t('setup.budget')}
            type="number"
            min={1}
            max={5_000_000}
            step={1000}
            value={form.maxExpansions}
            onChange={(e) => update({ maxExpansions: Math.round(clampNumber(e.target.value, 1, 5_000_000, 1)) })}
          />
        </label>
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('setup.load')}
          </button>
        </div>
      </div>
      {goalShape && (
        <p id="board-error" className="error" role="alert" data-testid="board-error" data-code="goal-shape">
          <strong>{t('errors.title')}:</strong> {t('setup.goalShape', goalShape)}
        </p>
      )}
      {error && (
        <p id="board-error" className="error" role="alert" data-testid="board-error" data-code={error.code}>
          <strong>{t('errors.title')}:</strong> {parseErrorText(t, i18n.language, error, { input: form.board })}
        </p>
      )}
    </form>
  );
}

/** A typed number kept within [min, max]; `fallback` for an empty or unreadable field. */
function clampNumber(text: string, min: number, max: number, fallback: number): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return fallback;
  return Math.max(min, Math.min(max, value));
}
