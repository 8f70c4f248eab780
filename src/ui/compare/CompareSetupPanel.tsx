/**
 * What to compare: one-click lessons (on the puzzle, and on a road map or a grid), or a board
 * (any format the parser reads), its goal, the expansion budget of each pane, and how many
 * panes (2-4). A comparison on a map names its problem; each pane then sets its own algorithm.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBoard, parseBoard, type ParseError } from '../../core/parse';
import { makeGoal, type GoalKind } from '../../core/puzzle';
import { parseErrorText } from '../editor/parseErrorText';
import { COMPARE_PRESETS, DOMAIN_COMPARE_PRESETS } from '../../store/comparePresets';
import { onDomain, useCompareStore } from '../../store/compareStore';
import { GRID_MAPS, mapOf, ROAD_MAPS } from '../domains/problemMaps';
import type { TFunction } from 'i18next';
import { GRID_DOMAIN } from '../../core/domain/grid/gridDomain';

const GOALS: readonly GoalKind[] = ['blank-last', 'blank-first', 'spiral'];
const MAX_BUDGET = 2_000_000;

interface Form {
  board: string;
  goal: GoalKind;
  budget: number;
}

export function CompareSetupPanel() {
  // The domain's words too: a comparison on a map names it.
  const { t, i18n } = useTranslation(['translation', 'domain']);
  const setup = useCompareStore((s) => s.setup);
  const presetId = useCompareStore((s) => s.presetId);
  const load = useCompareStore((s) => s.load);
  const loadPreset = useCompareStore((s) => s.loadPreset);
  const presets = useRef<HTMLDivElement>(null);
  const kind = onDomain(setup);
  // In projector mode the row scrolls sideways (compare.css): keep the chosen lesson in view.
  useEffect(() => {
    const row = presets.current;
    const active = row?.querySelector<HTMLElement>('.button.preset.active');
    if (row && active && row.scrollWidth > row.clientWidth)
      row.scrollLeft += active.getBoundingClientRect().left - row.getBoundingClientRect().left - 8;
  }, [presetId]);
  const goalKind =
    GOALS.find((k) => makeGoal(k, setup.rows, setup.cols).every((v, i) => v === setup.goal[i])) ?? 'blank-last';
  const signature = `${setup.start.join(',')}|${goalKind}|${setup.maxExpansions}`;
  const [form, setForm] = useState<Form>({
    board: formatBoard(setup.start, setup.cols, 'rows'),
    goal: goalKind,
    budget: setup.maxExpansions,
  });
  const [seen, setSeen] = useState(signature);
  // The refusal and the text it was about (the field may change after).
  const [refused, setRefused] = useState<{ error: ParseError; input: string } | null>(null);
  const error = refused?.error ?? null;
  const [open, setOpen] = useState(false);
  if (seen !== signature) {
    // A preset (or a reload) changed the board: show it.
    setSeen(signature);
    setForm({ board: formatBoard(setup.start, setup.cols, 'rows'), goal: goalKind, budget: setup.maxExpansions });
    setRefused(null);
  }

  const submit = () => {
    const parsed = parseBoard(form.board);
    if (!parsed.ok) {
      setRefused({ error: parsed.error, input: form.board });
      return;
    }
    setRefused(null);
    const { rows, cols, tiles } = parsed.board;
    load({ ...setup, rows, cols, start: tiles, goal: makeGoal(form.goal, rows, cols), maxExpansions: form.budget });
  };

  return (
    <section className="panel compare-setup" aria-labelledby="compare-setup-title">
      <h2 id="compare-setup-title" className="visually-hidden">
        {t('compare.setup.title')}
      </h2>
      <div ref={presets} className="preset-row" role="group" aria-label={t('compare.setup.presets')}>
        <span className="preset-label">{t('compare.setup.presets')}</span>
        {COMPARE_PRESETS.map((p) => (
          <PresetButton key={p.id} id={p.id} active={presetId === p.id} onPick={loadPreset} />
        ))}
      </div>
      <div className="preset-row" role="group" aria-label={t('compare.setup.domainPresets')}>
        <span className="preset-label">{t('compare.setup.domainPresets')}</span>
        {DOMAIN_COMPARE_PRESETS.map((p) => (
          <PresetButton key={p.id} id={p.id} active={presetId === p.id} onPick={loadPreset} />
        ))}
      </div>
      {presetId && (
        <p className="preset-lesson" data-testid="preset-lesson">
          {t(`compare.preset.${presetId}.lesson`)}
        </p>
      )}
      {kind !== null ? (
        <p className="compare-board-summary" data-testid="compare-board-summary">
          {t('compare.setup.problemSummary', {
            problem: t(`setup.kind.${kind}`),
            map: problemMapName(setup.problem?.instance ?? null, kind, t),
            budget: setup.maxExpansions,
          })}
        </p>
      ) : (
        <details
          className="compare-board"
          open={open || error !== null}
          onToggle={(e) => setOpen(e.currentTarget.open)}
        >
          <summary>
            <span className="compare-board-summary" data-testid="compare-board-summary">
              {t('compare.setup.boardSummary', {
                board: formatBoard(setup.start, setup.cols, 'rows'),
                goal: t(`setup.goalKind.${goalKind}`),
                budget: setup.maxExpansions,
              })}
            </span>
            <span className="compare-board-change">{t('compare.setup.change')}</span>
          </summary>
          <form
            noValidate
            className="compare-form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <label className="field wide">
              <span>{t('setup.board')}</span>
              <input
                type="text"
                value={form.board}
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'compare-board-error' : undefined}
                onChange={(e) => setForm({ ...form, board: e.target.value })}
              />
            </label>
            <label className="field">
              <span>{t('setup.goal')}</span>
              <select value={form.goal} onChange={(e) => setForm({ ...form, goal: e.target.value as GoalKind })}>
                {GOALS.map((k) => (
                  <option key={k} value={k}>
                    {t(`setup.goalKind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field narrow">
              <span>{t('compare.setup.budget')}</span>
              <input
                type="number"
                min={1}
                max={MAX_BUDGET}
                step={1000}
                value={form.budget}
                onChange={(e) =>
                  setForm({ ...form, budget: Math.max(1, Math.min(MAX_BUDGET, Number(e.target.value) || 1)) })
                }
              />
            </label>
            <div className="field actions">
              <button type="submit" className="button primary">
                {t('compare.setup.load')}
              </button>
            </div>
          </form>
        </details>
      )}
      {error && (
        <p
          id="compare-board-error"
          className="error"
          role="alert"
          data-testid="compare-board-error"
          data-code={error.code}
        >
          <strong>{t('errors.title')}:</strong> {parseErrorText(t, i18n.language, error, { input: refused?.input })}
        </p>
      )}
    </section>
  );
}

function PresetButton({ id, active, onPick }: { id: string; active: boolean; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={active ? 'button preset active' : 'button preset'}
      aria-pressed={active}
      data-preset={id}
      onClick={() => onPick(id)}
    >
      {t(`compare.preset.${id}.title`)}
    </button>
  );
}

/** A comparison's map in words: a ready map's name, "8-connected" added on a grid. */
function problemMapName(instance: string | null, kind: string, t: TFunction): string {
  const maps = kind === GRID_DOMAIN ? GRID_MAPS : ROAD_MAPS;
  const ready = mapOf(instance, maps);
  return ready === '' ? t('domain.setup.ownMap') : t(`domain.setup.maps.${ready}`);
}
