/**
 * Choosing what to search: the start board (any format the parser accepts), the goal, the
 * algorithm and heuristic, and the budget. Bad boards show the parser's specific error.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId, HeuristicId } from '../../core/events';
import { HEURISTIC_IDS, heuristicSupported } from '../../core/heuristics';
import { formatBoard, parseBoard, type ParseError } from '../../core/parse';
import { PRESETS } from '../../core/presets';
import { makePuzzle } from '../../core/puzzle';
import { ALGORITHMS, takesOption } from '../../core/solvers/algorithms';
import { useRunStore } from '../../store/runStore';
import { GoalChoiceField, PresetField } from '../editor/BoardChoiceFields';
import { EditBoardButton } from '../editor/EditBoardButton';
import { formFrom, formMatches, formSetup, type SetupForm as Form } from './setupForm';
import { DEFAULT_SMA_MEMORY_LIMIT, GOAL_TESTS, type GoalTest } from '../../core/solvers/types';
import { MEMORY_RANGE } from '../../links/values';
import { domainSetup, parseErrorMessage } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import { PROBLEM_KINDS, problemFor } from './problemKinds';

const DomainSetupFields = domainSetup.Component;

export function SetupPanel() {
  const { t } = useTranslation();
  const setup = useRunStore((s) => s.setup);
  const load = useRunStore((s) => s.load);
  const [form, setForm] = useState<Form>(() => formFrom(setup));
  const [error, setError] = useState<ParseError | null>(null);
  /** A custom goal read fine but has another shape than the board (the parser cannot know). */
  const [goalShape, setGoalShape] = useState<{ rows: number; cols: number } | null>(null);
  const update = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  // Every new set-up (this form's, a link's, an example's, another mode's board) shows in the
  // fields, adjusted during render (React's pattern for state that follows a prop).
  const [shown, setShown] = useState(setup);
  if (shown !== setup) {
    setShown(setup);
    setForm(formFrom(setup));
    setError(null);
    setGoalShape(null);
  }

  const parsed = parseBoard(form.board);
  const shape = parsed.ok ? parsed.board : { rows: setup.rows, cols: setup.cols };
  const puzzle = makePuzzle(shape.rows, shape.cols);
  const algorithm = ALGORITHMS.find((a) => a.id === form.algorithm);
  /** The fields describe another run than the one on screen: Load (or Enter) applies them. */
  const pending = !formMatches(form, setup);

  const submit = (f: Form = form) => {
    const read = formSetup(f);
    setError(read.ok || !('error' in read) ? null : read.error);
    setGoalShape(read.ok || !('goalShape' in read) ? null : read.goalShape);
    // A local search's seed and settings are set in its own panel: kept across the other fields.
    if (read.ok) load(setup.local ? { ...read.setup, local: setup.local } : read.setup);
  };

  /**
   * A choice (algorithm, heuristic, goal) is applied at once: a new run from the start. Runs are
   * lazy and budgeted and a new one replaces the old, so arrowing through a list is cheap.
   */
  const choose = (patch: Partial<Form>) => {
    const next = { ...form, ...patch };
    setForm(next);
    submit(next);
  };

  const choosePreset = (id: string) => {
    const p = PRESETS.find((x) => x.id === id);
    if (!p) return;
    // An example brings the search it is for (see src/core/presets.ts), and its budget if larger.
    choose({
      board: formatBoard(p.start, p.cols, 'rows'),
      goal: p.goal,
      algorithm: p.algorithm,
      heuristic: p.heuristic,
      maxExpansions: Math.max(form.maxExpansions, p.maxExpansions ?? 0),
    });
  };

  return (
    <form
      noValidate // the parser and the clamps below validate, with specific messages
      className={pending ? 'panel setup pending' : 'panel setup'}
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
        <label className="field">
          <span>{t('setup.problem')}</span>
          <select
            aria-label={t('setup.problem')}
            value={form.domain ?? PROBLEM_KINDS[0]}
            data-testid="problem-kind"
            onChange={(e) => choose(problemFor(e.target.value))}
          >
            {PROBLEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`setup.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {form.domain !== undefined && form.problem ? (
          // A road map or a grid: its own fields, loaded with its views.
          <Suspense fallback={<LoadingPlaceholder what="panel" />}>
            <DomainSetupFields
              kind={form.domain}
              problem={form.problem}
              usesHeuristic={algorithm?.usesHeuristic ?? false}
              onChoose={(problem) => choose({ problem })}
            />
          </Suspense>
        ) : (
          <>
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
                onApply={(fields) => choose(fields)}
              />
            </div>
            <PresetField label={t('setup.preset')} onChoose={choosePreset} />
            <GoalChoiceField label={t('setup.goal')} value={form.goal} onChange={(goal) => choose({ goal })} />
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
          </>
        )}
        <label className="field yields">
          <span>{t('setup.algorithm')}</span>
          <select
            aria-label={t('setup.algorithm')}
            value={form.algorithm}
            onChange={(e) => choose({ algorithm: e.target.value as AlgorithmId })}
          >
            {ALGORITHMS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.optimal ? t(`algorithm.${a.id}`) : `${t(`algorithm.${a.id}`)} (${t('setup.notOptimal')})`}
              </option>
            ))}
          </select>
        </label>
        {algorithm?.usesHeuristic && form.domain === undefined && (
          <label className="field">
            <span>{t('setup.heuristic')}</span>
            <select
              aria-label={t('setup.heuristic')}
              value={form.heuristic}
              onChange={(e) => choose({ heuristic: e.target.value as HeuristicId })}
            >
              {HEURISTIC_IDS.filter((h) => heuristicSupported(h, puzzle)).map((h) => (
                <option key={h} value={h}>
                  {t(`heuristic.${h}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {takesOption(form.algorithm, 'goalTest') && (
          <label className="field">
            <span>{t('setup.goalTest')}</span>
            <select
              aria-label={t('setup.goalTest')}
              value={form.goalTest}
              onChange={(e) => choose({ goalTest: e.target.value as GoalTest })}
            >
              {GOAL_TESTS.map((g) => (
                <option key={g} value={g}>
                  {t(`setup.goalTestAt.${g}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {takesOption(form.algorithm, 'weight') && (
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
        {takesOption(form.algorithm, 'depthLimit') && (
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
        {takesOption(form.algorithm, 'memoryLimit') && (
          <label className="field narrow">
            <span>{t('setup.memoryLimit')}</span>
            <input
              aria-label={t('setup.memoryLimit')}
              type="number"
              min={MEMORY_RANGE.min}
              max={MEMORY_RANGE.max}
              step={50}
              value={form.memoryLimit}
              onChange={(e) =>
                update({
                  memoryLimit: Math.round(
                    clampNumber(e.target.value, MEMORY_RANGE.min, MEMORY_RANGE.max, DEFAULT_SMA_MEMORY_LIMIT),
                  ),
                })
              }
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
          <button
            type="submit"
            className={pending ? 'button primary pending' : 'button primary'}
            data-pending={pending || undefined}
            aria-describedby={pending ? 'setup-pending' : undefined}
          >
            {t('setup.load')}
          </button>
        </div>
      </div>
      {pending && (
        <p id="setup-pending" className="setup-pending" role="status" data-testid="setup-pending">
          {t('setup.pending')}
        </p>
      )}
      {goalShape && (
        <p id="board-error" className="error" role="alert" data-testid="board-error" data-code="goal-shape">
          <strong>{t('errors.title')}:</strong> {t('setup.goalShape', goalShape)}
        </p>
      )}
      {error && (
        <p id="board-error" className="error" role="alert" data-testid="board-error" data-code={error.code}>
          <strong>{t('errors.title')}:</strong>{' '}
          <Suspense fallback={null}>
            <parseErrorMessage.Component error={error} input={form.board} />
          </Suspense>
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
