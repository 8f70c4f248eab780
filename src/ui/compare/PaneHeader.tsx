/**
 * A pane's head: its letter, its algorithm and the options that algorithm reads (changing one
 * restarts the comparison), and its remove button. Its own component, memoised on the pane's
 * index, so the selects and their option lists are not rendered again on every frame of the
 * clock: at top speed four panes' heads were most of a frame's script.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId, HeuristicId } from '../../core/events';
import { HEURISTIC_IDS, heuristicSupported } from '../../core/heuristics';
import { DEFAULT_PANE_LOCAL, type PaneLocalSettings } from '../../core/setups';
import { ALGORITHMS, algorithmInfo } from '../../core/solvers/algorithms';
import { DEFAULT_SMA_MEMORY_LIMIT, GOAL_TESTS, type AlgorithmOption } from '../../core/solvers/types';
import { MEMORY_RANGE } from '../../links/values';
import { useCompareStore } from '../../store/compareStore';
import { shapePath } from '../charts/shapes';
import { isGrid } from '../domains/problemMaps';
import { PaneDomainHeuristic } from './PaneDomainHeuristic';
import { TracePaneName } from './PaneTraceMark';
import { PANE_STYLES } from './paneStyle';

export const PaneHeader = memo(function PaneHeader({ index, removable }: { index: number; removable: boolean }) {
  const { t } = useTranslation();
  const pane = useCompareStore((s) => s.setup.panes[index]);
  const session = useCompareStore((s) => s.sessions[index]);
  const setPane = useCompareStore((s) => s.setPane);
  const removePane = useCompareStore((s) => s.removePane);
  // The pane replaying a student's trace: its search is the file's, not a setting's.
  const recorded = useCompareStore((s) => (s.recorded?.index === index ? s.recorded : null));
  if (!pane || !session) return null;
  const style = PANE_STYLES[index];
  const info = algorithmInfo(pane.algorithm);
  const local = { ...DEFAULT_PANE_LOCAL, ...pane.local };
  // The seed stays the pane's own (`seed`): the local settings never carry one.
  const setLocal = (patch: Partial<PaneLocalSettings>) => setPane(index, { local: { ...local, ...patch } });
  const usesH = info?.usesHeuristic ?? false;
  // A field for each option its algorithm reads that a pane has room for (of the local settings:
  // the seed, restarts and the beam width).
  const takes = (option: AlgorithmOption) => info?.options.includes(option) ?? false;
  const { puzzle, domain } = session;
  const name = (field: string) => t('compare.pane.field', { field, pane: style.letter });
  return (
    <header className="pane-head">
      <span className="pane-letter" aria-hidden="true">
        <svg width={16} height={16}>
          <path d={shapePath(style.marker, 8, 8, 5.5)} style={{ fill: style.color }} />
        </svg>
        {style.letter}
      </span>
      {recorded ? (
        <TracePaneName label={recorded.label} />
      ) : (
        <>
          <select
            className="pane-select"
            aria-label={name(t('setup.algorithm'))}
            title={t(`algorithm.${pane.algorithm}`)}
            value={pane.algorithm}
            onChange={(e) => setPane(index, { algorithm: e.target.value as AlgorithmId })}
          >
            {ALGORITHMS.map((a) => (
              <option key={a.id} value={a.id}>
                {t(`algorithm.${a.id}`)}
              </option>
            ))}
          </select>
          {usesH && puzzle && (
            <select
              className="pane-select"
              aria-label={name(t('setup.heuristic'))}
              title={t(`heuristic.${pane.heuristic}`)}
              value={pane.heuristic}
              onChange={(e) => setPane(index, { heuristic: e.target.value as HeuristicId })}
            >
              {HEURISTIC_IDS.filter((h) => heuristicSupported(h, puzzle)).map((h) => (
                <option key={h} value={h}>
                  {t(`heuristic.${h}`)}
                </option>
              ))}
            </select>
          )}
          {usesH && domain && (
            <PaneDomainHeuristic index={index} pane={pane} domain={domain} label={name(t('setup.heuristic'))} />
          )}
          {domain !== null && isGrid(domain) && (
            <select
              className="pane-select"
              aria-label={name(t('compare.pane.movesLabel'))}
              value={domain.connectivity}
              data-testid={`pane-${style.letter}-moves`}
              onChange={(e) => setPane(index, { moves: e.target.value === '8' ? 8 : 4 })}
            >
              {([4, 8] as const).map((m) => (
                <option key={m} value={m}>
                  {t('compare.pane.moves', { moves: m })}
                </option>
              ))}
            </select>
          )}
          {takes('goalTest') && (
            <select
              className="pane-select"
              aria-label={name(t('setup.goalTest'))}
              title={t(`setup.goalTestAt.${pane.goalTest ?? 'generation'}`)}
              value={pane.goalTest ?? 'generation'}
              onChange={(e) => setPane(index, { goalTest: e.target.value === 'expansion' ? 'expansion' : undefined })}
            >
              {GOAL_TESTS.map((g) => (
                <option key={g} value={g}>
                  {t(`compare.pane.goalTestAt.${g}`)}
                </option>
              ))}
            </select>
          )}
          {takes('memoryLimit') && (
            <NumberField
              label={name(t('setup.memoryLimit'))}
              short="M"
              value={pane.memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT}
              min={MEMORY_RANGE.min}
              max={MEMORY_RANGE.max}
              step={50}
              onChange={(v) => setPane(index, { memoryLimit: Math.round(v) })}
            />
          )}
          {takes('weight') && (
            <NumberField
              label={name(t('setup.weight'))}
              short="w"
              value={pane.weight}
              min={1}
              max={10}
              step={0.5}
              onChange={(v) => setPane(index, { weight: v })}
            />
          )}
          {takes('depthLimit') && (
            <NumberField
              label={name(t('setup.depthLimit'))}
              short={t('compare.pane.limitShort')}
              value={pane.depthLimit}
              min={1}
              max={80}
              step={1}
              onChange={(v) => setPane(index, { depthLimit: v })}
            />
          )}
          {takes('restarts') && (
            <NumberField
              label={name(t('compare.pane.restarts'))}
              short="r"
              value={local.restarts}
              min={0}
              max={1000}
              step={1}
              onChange={(v) => setLocal({ restarts: v })}
            />
          )}
          {takes('beamWidth') && (
            <NumberField
              label={name(t('compare.pane.beamWidth'))}
              short="k"
              value={local.beamWidth}
              min={1}
              max={1000}
              step={1}
              onChange={(v) => setLocal({ beamWidth: v })}
            />
          )}
          {takes('seed') && (
            <NumberField
              label={name(t('compare.pane.seed'))}
              short={t('compare.pane.seedShort')}
              value={pane.seed}
              min={1}
              max={999999}
              step={1}
              onChange={(v) => setPane(index, { seed: v })}
            />
          )}
        </>
      )}
      {removable && (
        <button
          type="button"
          className="button icon pane-remove"
          aria-label={t('compare.pane.remove', { pane: style.letter })}
          title={t('compare.pane.remove', { pane: style.letter })}
          onClick={() => removePane(index)}
        >
          ×
        </button>
      )}
    </header>
  );
});

function NumberField({
  label,
  short,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  short: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
}) {
  return (
    <label className="pane-number">
      <span aria-hidden="true">{short}</span>
      <input
        type="number"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        defaultValue={value}
        key={value}
        // Applied on commit (Enter or leaving the field): every change restarts the comparison.
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
    </label>
  );
  function commit(raw: string) {
    const v = Number(raw);
    if (!Number.isFinite(v)) return;
    const clamped = Math.max(min, Math.min(max, v));
    if (clamped !== value) onChange(clamped);
  }
}
